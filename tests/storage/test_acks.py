"""`play --events -` from a pipe: each event is acknowledged as soon as it is stored, before the next is read;
a process killed at any instant, twice in a row, has kept every acknowledged state and at most one event more;
a device error is a line on stderr and exit 3 (contract: host-cli.md, `play`)."""

import json
import os
import select
import shutil
import signal
import subprocess
import sys
import time

import pytest
from simdevice import play_cli

from host_sim import device

RUNTIMES = ("cpython", "micropython")
WITCH = ["down"] * 6 + ["ok", "ok"]  # Course de sorcieres, 2 players: ROLL, then "ok" takes the first choice


def _start(state_dir, rt, seed=3):
    cmd = [sys.executable, "-m", "host_sim", "play", "--seed", str(seed), "--state-dir", str(state_dir)]
    cmd += ["--events", "-", "--runtime", rt, "--heap", "96k"]
    return subprocess.Popen(
        cmd,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        bufsize=1,
        start_new_session=True,  # its own process group: a kill takes the micropython child too
    )


def _ack(proc, timeout=60):
    """The next acknowledgement line, while standard input stays open."""
    ready, _, _ = select.select([proc.stdout], [], [], timeout)
    assert ready, "no acknowledgement within %d s" % timeout
    line = proc.stdout.readline()
    assert line, proc.stderr.read()
    return line.rstrip("\n")


def _send(proc, event):
    proc.stdin.write(event + "\n")
    proc.stdin.flush()


def _kill(proc):
    os.killpg(proc.pid, signal.SIGKILL)
    proc.wait()


@pytest.mark.parametrize("rt", RUNTIMES)
def test_each_event_is_acknowledged_before_the_next_is_sent(tmp_path, rt):
    proc = _start(tmp_path / "dev", rt)
    acks = []
    for event in WITCH + ["roll", "ok", "ok"]:
        _send(proc, event)
        acks.append(_ack(proc))  # the pipe is still open: the line came because the event was stored
        assert device.state_text(str(tmp_path / "dev")) == acks[-1]
    proc.stdin.close()
    assert proc.wait(timeout=60) == 0
    assert json.loads(acks[-1])["game"]["played"] == 3


def _next_state(flash, event, rt):
    """What the device stores after ``event`` when powered up on a copy of ``flash``."""
    copy = flash.parent / (flash.name + "-next")
    shutil.rmtree(copy, ignore_errors=True)
    shutil.copytree(flash, copy)
    code, out, err = play_cli([event], rt, "--seed", "3", state_dir=copy)
    assert code == 0, err
    return out.splitlines()[-1]


@pytest.mark.parametrize("rt", RUNTIMES)
@pytest.mark.parametrize("delay", [0.0, 0.002, 0.02])
def test_killed_twice_in_a_row_keeps_every_acknowledged_state(tmp_path, rt, delay):
    flash = tmp_path / "dev"
    proc = _start(flash, rt)
    for event in WITCH + ["roll"]:
        _send(proc, event)
        acked = _ack(proc)
    # first kill: an event sent, the process killed at once (before or after it was stored)
    allowed = (acked, _next_state(flash, "ok", rt))  # worked out on a copy of the flash as it is now
    _send(proc, "ok")
    time.sleep(delay)
    _kill(proc)
    survived = device.state_text(str(flash))
    assert survived in allowed
    # power-up on the same flash, one more event, and a second kill in the middle of it
    allowed = (survived, _next_state(flash, "ok", rt))
    proc = _start(flash, rt)
    _send(proc, "ok")
    time.sleep(delay)
    _kill(proc)
    assert device.state_text(str(flash)) in allowed
    # the device goes on from there
    code, out, err = play_cli(["ok", "roll"], rt, "--seed", "3", state_dir=flash)
    assert code == 0 and err == "" and len(out.splitlines()) == 2


@pytest.mark.parametrize("rt", RUNTIMES)
def test_a_device_error_is_reported_and_exit_3(tmp_path, rt):
    flash = tmp_path / "dev"
    code, out, err = play_cli(WITCH + ["roll"], rt, "--seed", "3", state_dir=flash)
    assert code == 0
    # a checkpoint whose state the engine accepts but whose turn points at no player: the screens fail
    from test_store import _rewrite_checkpoint

    _rewrite_checkpoint(flash, lambda d: d["base"].update(turn=7))
    code, out, err = play_cli(["ok", "down"], rt, "--seed", "3", state_dir=flash)
    assert code == 3, (out, err)
    lines = err.splitlines()
    assert lines and all(line.startswith("device error after ") for line in lines), err
    assert len(out.splitlines()) == 2  # every event still acknowledged, as the device goes on
