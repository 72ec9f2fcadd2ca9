"""L'Or des dragons' sand timer after a power cut (RULES.md): a running timer comes back paused, showing at
most 5 seconds more than it had when the power went; a paused one comes back paused; both runtimes alike
(simdevice.frames_both compares them), and `state` says what the power-up brings up."""

import re

import simdevice
from test_dragons_gold_device import coalition_kill

from host_sim import device

PAUSE = ["down", "down", "ok"]  # the split's actions: Deal made, No deal, Pause timer


def _clock(frame):
    for line in frame["lines"]:
        m = re.match(r"(PAUSED|Time) (\d):(\d\d)", line)
        if m:
            return m.group(1), int(m.group(2)) * 60 + int(m.group(3))
    raise AssertionError(frame["lines"])


def _cut_then_power_up(events, tmp_path):
    """Play ``events``, then power the device up again on the same flash (a cut after the last event)."""
    frames, docs = simdevice.frames_both(events + ["frame"], tmp_path, 3)
    before = _clock(frames[-1])
    frames, docs = simdevice.frames_both(["frame", "wait:3000", "frame"], tmp_path, 3)
    assert docs[-1]["game"]["state"]["timer"] == 2  # paused, and that is stored (journaled at power-up)
    assert _clock(frames[0]) == _clock(frames[1])  # it stays paused
    return before, _clock(frames[0])


def test_a_running_timer_cut_comes_back_paused_at_most_5_s_off(tmp_path):
    for wait in (16000, 4000, 41300):
        before, after = _cut_then_power_up(coalition_kill() + ["wait:%d" % wait], tmp_path / str(wait))
        assert before[0] == "Time" and after[0] == "PAUSED"
        assert 0 <= after[1] - before[1] <= 5, (wait, before, after)


def test_a_paused_timer_cut_comes_back_paused_at_most_5_s_off(tmp_path):
    before, after = _cut_then_power_up(coalition_kill() + ["wait:20000"] + PAUSE + ["wait:7000"], tmp_path)
    assert before == ("PAUSED", 40) and after[0] == "PAUSED"
    assert 0 <= after[1] - before[1] <= 5


def test_state_shows_the_pause_the_power_up_brings(tmp_path):
    simdevice.frames_both(coalition_kill() + ["wait:16000"], tmp_path, 3)
    shown = [device.state_text(str(tmp_path / rt), rt) for rt in ("cpython", "micropython")]
    powered = simdevice.both_runtimes(["state"], 3, tmp_path)  # the device powered up says its state
    assert shown == [powered[0][2:]] * 2 and '"timer":2' in shown[0]
