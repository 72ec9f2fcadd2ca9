"""Heap discipline (MicroPython): an idle loop that allocates nothing; over twenty game switches through every
game the heap at the menu stays within 2 KB once each game has been played; a game interns its names when it
starts, never while it is played, and with its menus stays within MicroPython's first five qstr pools."""

import re

import pytest

from host_sim import autoplay, device, heapbench, runtime

runtime.use_firmware()
from companion import catalog  # noqa: E402


def test_idle_loop_allocates_nothing_and_twenty_games_leave_the_heap_as_one(tmp_path):
    menu, game, heap = heapbench.run(tmp_path)
    assert menu == 0 and game == 0
    assert len(heap) == 20
    # a game played for the first time interns its names for good (MicroPython's qstrs; frozen on a Pico):
    # once every game has been played, the heap at the menu stays where it was
    settled = heap[len(catalog.GAMES) - 1]
    assert all(abs(h - settled) <= 2048 for h in heap[len(catalog.GAMES) :]), heap


_QSTRS = """
import micropython
from companion.boards.simlink import run_events
from companion.boards.virtual import VirtualBoard
from companion.ui.app import App
class Quiet:
    def write(self, s):
        if s.startswith("E "):
            print(s)
board = VirtualBoard(%r, %d, lang=%r)
board.tight = True  # a tight heap's policy (App.tight: intern_game), with room for a whole game
app = App(board)
for line in sys.stdin:
    run_events(app, (line,), Quiet())
    micropython.qstr_info()
    print("over=%%d" %% (app.session is not None and app.session.over()))
"""


@pytest.mark.parametrize("code", ("en", "fr"))
@pytest.mark.parametrize("game_id", [g[0] for g in catalog.GAMES])
def test_a_game_interns_its_names_when_it_starts(game_id, code, tmp_path):
    """MicroPython never frees a qstr, and a qstr pool that must grow takes one piece of several KB: found at
    a game's start, on a clear heap, but perhaps not at the end of a long game on a tight one. So on a tight
    heap the count of qstrs is the same from the game's first screen to its final screen and help page (a
    character taken from a str by index or iteration would be interned: one more each new letter)."""
    setup = autoplay.setup_presses(game_id, catalog.find(game_id)[2])
    seed = 3
    presses, session = autoplay.random_game(game_id, catalog.find(game_id)[2], seed, 8)
    assert session.over() and presses[: len(setup)] == setup
    played_to = len(presses)
    presses += ["ok", "down", "ok", "up", "back", "back"]  # the final screen, its help page, the menu
    res = runtime.run_micropython(
        _QSTRS % (str(tmp_path), seed, code), "\n".join(presses) + "\n", heap="512k"
    )
    assert res.returncode == 0 and "E " not in res.stdout, res.stdout[-2000:] + res.stderr[-2000:]
    counts = [int(n) for n in re.findall(r"n_qstr=(\d+)", res.stdout)]
    assert len(counts) == len(presses)
    over = re.findall(r"over=(\d)", res.stdout)
    assert over[played_to - 2 : played_to] == [
        "0",
        "1",
    ]  # the device played the same game (same dice) to its end
    played = counts[len(setup) : -2]  # from the first screen of play to the help page
    assert played.count(played[0]) == len(played), sorted(set(played))


_POOLS = """
import micropython
from companion.boards.simlink import run_events
from companion.boards.virtual import VirtualBoard
from companion.ui.app import App
class Quiet:
    def write(self, s):
        if s.startswith("E "):
            print(s)
board = VirtualBoard(%r, 1)
board.tight = True  # a tight heap's policy (App.tight: intern_game), with room for anything
app = App(board)
run_events(app, sys.stdin.read().split(), Quiet())
micropython.qstr_info()
"""
# after a power-up into the game: the game menu, Settings, Language (kept), back to the game, its help page
_MENUS = "back down down ok down down ok back back back ok:long back"


@pytest.mark.parametrize("code", ("en", "it"))
@pytest.mark.parametrize("game_id", [g[0] for g in catalog.GAMES])
def test_a_game_and_its_menus_fit_six_qstr_pools(game_id, code, tmp_path):
    """MicroPython's qstr pools double: 20 + 40 + 80 + 160 + 320 names, then 640 more (7 KB on the 64-bit
    port), which a game's fragmented heap may not have (at --heap 96k it often had not). A game powered up
    on a tight heap, with its later names interned, its menus and its help page, stays within 670 names
    (the sixth pool holds 640 of them: a budget that stops a game's names growing unnoticed long before a
    seventh): a language chosen during a game comes with a power-up, a module not on the flash is never
    imported (its name would be interned all the same). On a Pico the UF2's names are frozen in flash:
    only the unix port's heap pays them, and its smallest claimed heap (runtime.SMALLEST_HEAP) plays every
    game to its end (test_full_games_device)."""
    start = autoplay.setup_presses(game_id, catalog.find(game_id)[2])
    device.run_events(str(tmp_path), 1, start, "cpython", lang=code)  # the game starts, stored
    res = runtime.run_micropython(_POOLS % str(tmp_path), _MENUS, heap="512k")
    assert res.returncode == 0 and "E " not in res.stdout, res.stdout[-2000:] + res.stderr[-2000:]
    m = re.search(r"n_pool=(\d+), n_qstr=(\d+)", res.stdout)
    assert m is not None, res.stdout[-2000:]
    assert int(m.group(1)) <= 6 and int(m.group(2)) <= 670, m.group(0)


_POLICY = """
import gc
from companion.boards.virtual import VirtualBoard
from companion.ui.app import App
app = App(VirtualBoard(%r, 1, lang="fr"))
print("threshold", gc.threshold(), "every", 16384, "packing", "companion.ui.textpack" in sys.modules)
"""


@pytest.mark.parametrize("heap, often", (("96k", True), ("512k", False)))
def test_a_tight_heap_is_collected_often_and_the_tables_come_packed(heap, often, tmp_path):
    # a collection every 16 KB (app.py's _GC_EVERY) on a tight heap (and only there: it costs time); the
    # build's language tables need no packing on the device, whose heap never holds their texts one by one
    res = runtime.run_micropython(_POLICY % str(tmp_path), "", heap=heap)
    assert res.returncode == 0, res.stdout[-2000:] + res.stderr[-2000:]
    m = re.search(r"threshold (-?\d+) every (\d+) packing (\w+)", res.stdout)
    assert m is not None, res.stdout
    assert int(m.group(1)) == (int(m.group(2)) if often else -1)
    assert m.group(3) == "False"


_ENDED = """
from companion.boards.simlink import run_events
from companion.boards.virtual import VirtualBoard
from companion.ui import app as app_module
from companion.ui.app import App
class Quiet:
    def write(self, s):
        if s.startswith("E "):
            print(s)
rarely = app_module._rarely
def spy(name, *args):
    print("R", name)
    return rarely(name, *args)
app_module._rarely = spy  # what the device loaded its rare module (lifecycle) for
app = App(VirtualBoard(%r, 1))
for line in sys.stdin:
    run_events(app, (line,), Quiet())
    loaded = [k for k in sys.modules if k.endswith(".pages") or k.endswith(".score") or k.endswith(".pages")]
    print("M", line.strip(), app.settings["brightness"], app.fx.level, sorted(loaded))
"""
# the final screen scrolled, then the game menu's Settings: brightness up, back to the game
_AFTER_THE_END = ["down", "up", "back", "down", "down", "ok", "ok", "back", "back"]


@pytest.mark.parametrize("game_id", [g[0] for g in catalog.GAMES])
def test_a_finished_game_keeps_its_final_lines_not_its_scoring_and_settings_load_nothing(game_id, tmp_path):
    """The final screen's lines are worked out once, then the game's pages and scoring modules are dropped:
    the menu opened after a game (at a full heap's end of a long game) finds their room; the menus do not
    load the page module. A brightness or sound change is put into effect by what is loaded (Fx.use), never
    by loading lifecycle."""
    presses, session = autoplay.random_game(game_id, catalog.find(game_id)[2], 3, 8)
    assert session.over()
    lines = presses + _AFTER_THE_END
    res = runtime.run_micropython(_ENDED % str(tmp_path), "\n".join(lines) + "\n", heap="512k")
    assert res.returncode == 0 and "E " not in res.stdout, res.stdout[-2000:] + res.stderr[-2000:]
    rows = re.findall(r"^M (\S+) (\d) (\d+) \[(.*)\]$", res.stdout, re.M)
    assert len(rows) == len(lines), res.stdout[-2000:]
    # the final screen from the press that ended the game, scrolled, the game menu, its settings (which need
    # no page module either), the final screen again
    ended = rows[len(presses) - 1 :]
    assert [r[3] for r in ended] == [""] * len(ended), ended
    before, after = rows[len(presses) + 5], rows[len(presses) + 6]  # Settings shown, its brightness picked
    assert int(after[1]) == int(before[1]) % 5 + 1 and int(after[2]) == int(after[1]) * 51
    # the game's start restarts the device through lifecycle; nothing after the end loads it
    out = res.stdout.splitlines()
    end = [i for i, line in enumerate(out) if line.startswith("M ")][len(presses) - 1]
    assert [line for line in out[end:] if line.startswith("R ")] == []


_IDLE = """
import gc
from companion.boards.virtual import VirtualBoard
from companion.ui.app import App
app = App(VirtualBoard(%r, 3))
print("tight", app.tight)
lowest = 1 << 30
for line in sys.stdin:
    name, _, mod = line.strip().partition(":")
    app.press(name, mod == "long")
    app.step()  # the idle moment after the press
    lowest = min(lowest, gc.mem_free())
print("lowest free after an idle moment", lowest)
"""


def test_a_roomy_heap_is_collected_at_the_idle_moment_after_a_press_not_in_the_next_press(tmp_path):
    # MicroPython collects when the heap is full, perhaps in the middle of a press (about 0.1 M
    # instructions more for it); the idle moment after each press collects first
    presses, ends, _ = autoplay.long_game("roma", 2, 3, 300)
    res = runtime.run_micropython(_IDLE % str(tmp_path), "\n".join(presses) + "\n", heap="256k")
    assert res.returncode == 0, res.stdout[-2000:] + res.stderr[-2000:]
    assert "tight False" in res.stdout
    lowest = int(re.search(r"lowest free after an idle moment (\d+)", res.stdout).group(1))
    assert lowest >= 32768, lowest


_POWER_UP_IDLE = """
import gc
from companion.boards.virtual import VirtualBoard
from companion.ui import app as app_module
from companion.ui.app import App
board = VirtualBoard(%r, 3)
board.tight = False  # a roomy heap's policy, whatever is left
app = App(board)
collected = []
app_module._collect = lambda: collected.append(gc.collect())
app.step()  # the idle loop's first pass after the first frame
print("collections at the idle moment", len(collected))
app.step()
print("collections at the next pass", len(collected))
"""


def test_the_idle_moment_after_a_power_up_collects_a_roomy_heap(tmp_path):
    # a resumed game's power-up leaves garbage (the files read, the code that read them): the idle loop
    # collects it before the first press, as after a press (MicroPython would collect in a press, and until it
    # does, each allocation walks over the blocks the power-up used); an idle pass with nothing new does not
    presses = autoplay.long_game("roma", 2, 3, 300)[0]
    device.run_events(str(tmp_path), 3, presses, "micropython")
    res = runtime.run_micropython(_POWER_UP_IDLE % str(tmp_path), "", heap="512k")
    assert res.returncode == 0, res.stdout[-2000:] + res.stderr[-2000:]
    assert "collections at the idle moment 1" in res.stdout, res.stdout
    assert "collections at the next pass 1" in res.stdout, res.stdout


_BOARD_SAYS = """
from companion.boards.virtual import VirtualBoard
from companion.ui.app import App
class Roomy(VirtualBoard):
    tight = False  # as Rp2Board says: its heap is not searched for the answer
print("guessed", App(VirtualBoard(%r, 3)).tight, "told", App(Roomy(%r, 3)).tight)
"""


def test_a_board_that_says_its_heap_is_roomy_is_believed(tmp_path):
    guessed, told = tmp_path / "guessed", tmp_path / "told"
    guessed.mkdir()
    told.mkdir()
    res = runtime.run_micropython(_BOARD_SAYS % (str(guessed), str(told)), heap="96k")
    assert res.returncode == 0, res.stdout[-2000:] + res.stderr[-2000:]
    assert "guessed True told False" in res.stdout
