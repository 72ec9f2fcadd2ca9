"""Heap discipline (MicroPython): an idle loop that allocates nothing; the heap after any of twenty game
switches through every game no more than 2 KB above the heap after the first."""

import re
from pathlib import Path

from host_sim import autoplay, runtime

runtime.use_firmware()
from companion import catalog  # noqa: E402

SCRIPT = Path(__file__).parent / "mp_only" / "heap_discipline.py"


def run(tmp_path, games=20):
    """:return: (idle bytes per tick at the menu, in a game, heap in use at the menu after each game)"""
    ids = [g[0] for g in catalog.GAMES]
    plays = []
    for k in range(games):
        game_id = ids[k % len(ids)]
        presses, _ = autoplay.random_game(game_id, catalog.find(game_id)[2], k, k + 1, max_actions=12)
        plays.append(presses)
    head = "ROOT = %r\nGAMES = %r\n" % (str(tmp_path), plays)
    res = runtime.run_micropython(head + SCRIPT.read_text(), heap="96k")
    assert res.returncode == 0, res.stdout[-2000:] + res.stderr[-2000:]
    menu = int(re.search(r"idle bytes per tick, menu: (-?\d+)", res.stdout).group(1))
    game = int(re.search(r"idle bytes per tick, game screen: (-?\d+)", res.stdout).group(1))
    heap = [int(x) for x in re.search(r"heap \[([\d, ]+)\]", res.stdout).group(1).split(",")]
    return menu, game, heap


def test_idle_loop_allocates_nothing_and_twenty_games_leave_the_heap_as_one(tmp_path):
    menu, game, heap = run(tmp_path)
    assert menu == 0 and game == 0
    assert len(heap) == 20
    # the collector is conservative (a stale word on the stack can hold a few KB for a while), so each
    # round through the seven games is taken at its least: nothing may pile up from round to round
    first, last = min(heap[:7]), min(heap[-7:])
    assert last - first <= 2048, heap
