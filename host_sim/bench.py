"""`make bench`: the device's figures — smallest heap per scenario, firmware size, power-cut points, speed."""

import re
import sys
import tempfile
import time
from pathlib import Path

from host_sim import autoplay, build, device, drawbench, effortbench, heapbench, runtime, storagebench

ROOT = Path(__file__).resolve().parent.parent
GAMES = (
    ("emerald", 3),
    ("emerald", 5),
    ("dragons_gold", 4),
    ("opale", 2),
    ("aton", 2),
    ("roma", 2),
    ("samarkand", 3),
    ("witch_race", 4),
)


def smallest_heap(presses, seed=5, lo=32, hi=512, margin=8):
    """Smallest MicroPython heap (KB) that gives the same output as CPython for these presses, and so does
    every size above it up to ``margin`` KB more (in 2 KB steps): a fragmented heap makes passing not
    monotonic in the size (a game may pass at 96k, fail at 100k, pass from 102k)."""
    ref = device.run_events(tempfile.mkdtemp(), seed, presses, "cpython")

    def passes(kb):
        try:
            return device.run_events(tempfile.mkdtemp(), seed, presses, "micropython", "%dk" % kb) == ref
        except device.DeviceError:
            return False

    while True:
        top = hi
        while lo < top:
            mid = (lo + top) // 2
            if passes(mid):
                top = mid
            else:
                lo = mid + 1
        failing = [kb for kb in range(lo + 2, min(lo + margin, hi) + 1, 2) if not passes(kb)]
        if not failing:
            return lo
        lo = failing[-1] + 1


def games_per_second(game_id, players, seconds=3.0):
    runtime.use_firmware()
    n = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        _, s = autoplay.random_game(game_id, players, n, n + 1000)
        assert s.over()
        n += 1
    return n / (time.perf_counter() - start)


def heap_session():
    """Idle allocation, and the heap at the menu over twenty game switches."""
    menu, game, heap = heapbench.run(Path(tempfile.mkdtemp()))
    return (
        "idle loop: %d bytes per tick at the menu, %d in a game; heap at the menu over 20 game switches "
        "in one process, its restarts ignored (the device restarts after each game and starts the next "
        "on a fresh heap; --heap %s): first %d, high-water %d, last %d bytes"
        % (menu, game, heapbench.HEAP, heap[0], max(heap), heap[-1])
    )


def main():
    print("\n".join(effortbench.report(effortbench.measure())))  # the table's effort, in presses
    out = build.build("armv6m")
    print(
        "firmware .mpy total (armv6m): %d bytes in %d files"
        % (build.mpy_size(out), len(list(out.rglob("*.mpy"))))
    )
    menus = ["down"] * 7 + ["ok", "ok", "down", "ok", "down", "ok", "back", "up", "ok", "back"]
    print("smallest --heap (passing up to 8k above), menus and settings: %dk" % smallest_heap(menus))
    for game_id, players in GAMES:
        presses, s = autoplay.random_game(game_id, players, 5, 9)
        print(
            "smallest --heap, a full random %s game (%d players, %d actions, %d presses): %dk"
            % (game_id, players, s.played, len(presses), smallest_heap(presses))
        )
    script = ROOT / "host_sim" / "mp" / "littlefs_powercut.py"
    res = runtime.run_micropython(script.read_text(), heap="4m", timeout=900)
    m = re.search(r"cut points (\d+) failures (\d+)", res.stdout)
    print(
        "littlefs power-cut points covered: %s (failures %s)" % (m.group(1), m.group(2))
        if m
        else res.stderr[-500:]
    )
    print("\n".join(storagebench.report(storagebench.measure())))
    print("\n".join(storagebench.plays_figures()))
    for game_id, n in (("samarkand", 100), ("aton", 40), ("roma", 40)):
        print("\n".join(storagebench.game_figures(n, game_id=game_id)))
    print("\n".join(drawbench.report(drawbench.measure(), drawbench.heap())))
    print(heap_session())
    for game_id, players in (("emerald", 3), ("emerald", 5)):
        print(
            "random full %s games per second (CPython, %d players): %.1f"
            % (game_id, players, games_per_second(game_id, players))
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
