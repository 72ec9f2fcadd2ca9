"""Power cuts on the real littlefs: every block operation of every save is a cut point (MicroPython)."""

import re
from pathlib import Path

from host_sim import runtime

SCRIPT = Path(__file__).parent / "mp_only" / "littlefs_powercut.py"


def test_every_cut_point_leaves_the_old_or_the_new_state():
    res = runtime.run_micropython(SCRIPT.read_text(), heap="4m", timeout=900)
    summary = res.stdout.strip().splitlines()[-1] if res.stdout.strip() else ""
    assert res.returncode == 0, res.stdout[-3000:] + res.stderr[-3000:]
    m = re.match(r"presses (\d+) cut points (\d+) failures (\d+)$", summary)
    assert m, summary
    presses, points, failures = map(int, m.groups())
    assert failures == 0
    # each save is several block writes and erases, each cut cleanly and torn in half
    assert points >= 2 * 4 * 8, points
    print("littlefs power-cut points covered:", points)
