# Heap discipline under MicroPython: the idle loop allocates nothing, and a game's modules and objects go
# when it ends, so the heap after twenty games is the heap after one. The app asks for a restart after each
# game (board.restarting); this script goes on in the same process, the worst case: only the qstrs of games
# already played stay. ROOT is passed in by tests/memory/test_heap.py, and each game's presses come on
# standard input, one line a game (so that they take no heap here).
import gc
import sys

from companion.boards.virtual import VirtualBoard
from companion.ui.app import App

board = VirtualBoard(ROOT, 5)  # noqa: F821
app = App(board)


def press(name):
    global errors
    button, _, mod = name.partition(":")
    app.press(button, mod == "long")
    app.step()
    if app.error is not None:
        errors += 1
        print("error:", app.error)
        app.error = None


def idle_bytes(ticks):
    """Bytes allocated by ``ticks`` passes of the loop with nothing pressed (the collector held off)."""
    for _ in range(3):  # settle: the first passes after a press may finish an effect
        board.advance(10)
        app.step()
    gc.collect()
    gc.disable()
    before = gc.mem_alloc()
    for _ in range(ticks):
        board.advance(10)
        app.step()
    used = gc.mem_alloc() - before
    gc.enable()
    return used


def settled_heap():
    """Bytes in use once the collector has run (twice: the first pass can leave what a stale pointer held)."""
    idle_bytes(3)
    gc.collect()
    gc.collect()
    return gc.mem_alloc()


print("idle bytes per tick, menu:", idle_bytes(200) // 200)
heap = []
errors = 0
k = 0
while True:
    presses = sys.stdin.readline().split()
    if not presses:
        break
    for name in presses:
        press(name)
    if k == 0:
        print("idle bytes per tick, game screen:", idle_bytes(200) // 200)
    k += 1
    for name in ("back", "down", "down", "down", "ok", "down", "ok"):  # game menu, New game, confirm
        press(name)
    assert app.session is None, "the game did not end"
    heap.append(settled_heap())
print("heap", heap)
print("errors", errors)
