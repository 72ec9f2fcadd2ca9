"""The heap over a session: idle allocation at the menu and in a game, and the heap at the menu over twenty
game switches in one MicroPython process (mp/heap_discipline.py); tests/memory/test_heap.py and the bench
read it."""

import re
from pathlib import Path

from host_sim import autoplay, runtime

runtime.use_firmware()
from companion import catalog  # noqa: E402

SCRIPT = Path(__file__).parent / "mp" / "heap_discipline.py"
# twenty games in one process, the restarts between them ignored: the device never holds that much (it
# restarts after each game); play itself is tested at the smallest claimed heap (runtime.SMALLEST_HEAP)
HEAP = "128k"


def run(tmp_path, games=20):
    """:return: (idle bytes per tick at the menu, in a game, heap in use at the menu after each game)"""
    ids = [g[0] for g in catalog.GAMES]
    plays = []
    for k in range(games):
        game_id = ids[k % len(ids)]
        presses, _ = autoplay.random_game(game_id, catalog.find(game_id)[2], k, k + 1, max_actions=12)
        plays.append(presses)
    stdin = "".join(" ".join(presses) + "\n" for presses in plays)
    res = runtime.run_micropython("ROOT = %r\n" % str(tmp_path) + SCRIPT.read_text(), stdin, heap=HEAP)
    assert res.returncode == 0, res.stdout[-2000:] + res.stderr[-2000:]
    menu = int(re.search(r"idle bytes per tick, menu: (-?\d+)", res.stdout).group(1))
    game = int(re.search(r"idle bytes per tick, game screen: (-?\d+)", res.stdout).group(1))
    assert "errors 0" in res.stdout, res.stdout[-2000:]
    heap = [int(x) for x in re.search(r"heap \[([\d, ]+)\]", res.stdout).group(1).split(",")]
    return menu, game, heap
