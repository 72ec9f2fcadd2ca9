"""A full flash: the real littlefs running out of blocks (MicroPython), and the simulator's state directory
on a tiny tmpfs (mounted as root, as CI runs; skipped where mounting is not allowed). The contract's line,
exit 3, no acknowledgement after it, nothing half-written, the last acknowledged state kept, and saving
resumed once there is room; the same in both runtimes."""

import os
import re
import subprocess
import sys

import pytest

from host_sim import build, runtime

EVENTS = "ok\nroll\n" * 30
LINE = "device error after event %d: flash full: nothing more can be stored\n"


def _play(state_dir, events, rt, game=True):
    args = [sys.executable, "-m", "host_sim", "play", "--seed", "3", "--state-dir", str(state_dir)]
    args += ["--game", "emerald"] if game else []
    return subprocess.run(
        args + ["--events", "-", "--runtime", rt], input=events, capture_output=True, text=True
    )


def _state(state_dir):
    args = [sys.executable, "-m", "host_sim", "state", "--state-dir", str(state_dir)]
    return subprocess.run(args, capture_output=True, text=True, check=True).stdout


@pytest.mark.parametrize("rt", ["cpython", "micropython"])
def test_a_full_flash_stops_the_run_keeps_the_last_state_and_saving_resumes_with_room(tiny, tmp_path, rt):
    whole = _play(tmp_path / "roomy", EVENTS, rt)
    assert whole.returncode == 0
    (tiny / "filler").write_bytes(bytes(16000))
    st = tiny / "st"
    res = _play(st, EVENTS, rt)
    acks = res.stdout.splitlines()
    # the event that met the full flash is acknowledged only if its record was stored (its checkpoint not)
    assert res.returncode == 3 and res.stderr in (LINE % len(acks), LINE % (len(acks) + 1)), res.stderr
    assert 0 < len(acks) < 60 and acks == whole.stdout.splitlines()[: len(acks)]
    assert _state(st) == acks[-1] + "\n"  # every line printed stays true
    assert not [n for n in os.listdir(st) if n.endswith(".new")]  # nothing half-written left
    (tiny / "filler").unlink()  # room again: the same device goes on from the last stored press
    rest = "".join(line + "\n" for line in EVENTS.splitlines()[len(acks) :])
    again = _play(st, rest, rt, game=False)
    assert again.returncode == 0, again.stderr
    assert again.stdout.splitlines() == whole.stdout.splitlines()[len(acks) :]


def test_a_fresh_device_on_a_full_flash_says_so_alike_in_both_runtimes(tiny):
    (tiny / "filler").write_bytes(bytes(28000))
    out = []
    for rt in ("cpython", "micropython"):
        st = tiny / rt
        res = _play(st, "ok\n", rt)
        assert res.returncode == 3 and res.stdout == ""
        # the contract's line: before the first event (at power-up, with --game's set-up), event 0
        assert res.stderr == LINE % 0
        assert not [n for n in os.listdir(st) if n.endswith(".new")]
        out.append(res.stderr)
    assert out[0] == out[1]


@pytest.mark.parametrize("leave_kb", [2, 4, 8])
def test_littlefs_running_out_of_blocks(leave_kb):
    """The real littlefs (MicroPython's VfsLfs2 on a 24-block RAM device) filled up by a filler file: the
    device says "flash full", keeps the stored state, leaves no .new, and saves again once there is room."""
    script = build.ROOT / "host_sim" / "mp" / "littlefs_full.py"
    res = runtime.run_micropython("LEAVE_KB = %d\n" % leave_kb + script.read_text(), heap="1m", timeout=300)
    assert res.returncode == 0, res.stdout[-2000:] + res.stderr[-2000:]
    m = re.search(r"full at press (\d+) failures 0$", res.stdout.strip())
    assert m is not None, res.stdout[-2000:]
