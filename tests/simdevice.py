"""The simulated device through the contract's command line, in both runtimes at once (shared by tests)."""

import json
import subprocess
import sys

from host_sim import events as event_file

# 96k is issue 11's goal for the 64-bit port; since the languages (issue 15) a game's screens and texts need
# up to about 116k there (`make bench`): the device tests run at 128k until the heap is brought back down
HEAP = "128k"


def play_cli(events, rt, *options, state_dir=None, heap=HEAP):
    """`python -m host_sim play --events -` in one runtime.

    :param events: event lines (comments and blank lines allowed)
    :param options: more play options, e.g. "--game", "aton", "--seed", "3"
    :param state_dir: the device's flash (default: a fresh temporary one)
    :return: (exit status, stdout, stderr)
    """
    cmd = [
        sys.executable,
        "-m",
        "host_sim",
        "play",
        *options,
        "--events",
        "-",
        "--runtime",
        rt,
        "--heap",
        heap,
    ]
    if state_dir is not None:
        cmd += ["--state-dir", str(state_dir)]
    res = subprocess.run(cmd, input="\n".join(events) + "\n", capture_output=True, text=True, timeout=900)
    return res.returncode, res.stdout, res.stderr


def play_both(events, *options, state_root=None, heap=HEAP):
    """Play the same events in CPython and MicroPython on fresh devices: the same exit status (0), the same
    stdout byte for byte, nothing on stderr, one state line per event.

    :param state_root: the flash of each runtime goes in state_root/<runtime> (default: temporary dirs)
    :return: the persisted documents after each event, parsed
    """
    outs = []
    for rt in ("cpython", "micropython"):
        d = None if state_root is None else state_root / rt
        outs.append(play_cli(events, rt, *options, state_dir=d, heap=heap))
    assert outs[0][0] == 0, outs[0][2]
    assert outs[1] == outs[0]
    assert outs[0][2] == ""
    lines = outs[0][1].splitlines()
    assert len(lines) == len(event_file.parse("\n".join(events)))
    return [json.loads(line) for line in lines]


def frames_both(lines, state_root, seed, heap=HEAP):
    """Simulator protocol lines (buttons, "wait:MS", "frame") in both runtimes, with identical output.

    :param state_root: the flash of each runtime is state_root/<runtime> (kept: a second call is a power-up)
    :return: (frames, documents), each parsed, in order; a frame's "display" is its 1,024 bytes, and
        "lines" and "inverse" its 16x8 text cells read back from the pixels (host_sim.screen.text_cells)
    """
    from host_sim import device, screen

    out = []
    for rt in ("cpython", "micropython"):
        root = state_root / rt
        root.mkdir(parents=True, exist_ok=True)
        out.append(device.run_events(str(root), seed, lines, rt, heap))
    assert out[0] == out[1]
    frames = [screen.parse_frame(x) for x in out[0] if x.startswith("F ")]
    for f in frames:
        f["lines"], f["inverse"] = screen.text_cells(f["display"])
    docs = [json.loads(x[2:]) for x in out[0] if x.startswith("S ")]
    return frames, docs
