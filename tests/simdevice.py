"""The simulated device through the contract's command line, in both runtimes at once (shared by tests)."""

import json
import subprocess
import sys

from host_sim import events as event_file

# the screen scenarios run at 128k: at 96k they pass or fail with the length of their flash
# directory's path (the heap's layout moves with it); whole games are played at 96k (test_full_games_device)
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


def both_runtimes(lines, seed, state_root, lang="en", heap=HEAP):
    """Simulator protocol lines on fresh devices speaking ``lang``, in both runtimes: the same output byte for
    byte, no device error, a frame line for each "frame".

    :param state_root: the flash of each runtime is state_root/<runtime>
    :return: the output lines
    """
    from host_sim import device

    out = []
    for rt in ("cpython", "micropython"):
        out.append(device.run_events(str(state_root / rt), seed, lines, rt, heap, lang))
    assert [x for x in out[0] + out[1] if x.startswith("E ")] == []
    assert out[1] == out[0]
    assert sum(1 for x in out[0] if x.startswith("F ")) == lines.count("frame")
    return out[0]


def shown(lines, seed, lang="en"):
    """The in-process device (CPython, as `play` runs it) on a fresh flash, speaking ``lang``: the 8 texts on
    the display (trailing blanks dropped) at each "frame" line; no device error on the way."""
    import tempfile

    from companion.boards.virtual import VirtualBoard
    from companion.ui import lang as language
    from companion.ui.app import App

    app = App(VirtualBoard(tempfile.mkdtemp(), seed, lang=lang))
    app.step()
    out = []
    try:
        for line in lines:
            if line == "frame":
                out.append([(text or "").rstrip() for text in app.rows._shown])
                continue
            button, _, mod = line.partition(":")
            app.press(button, mod == "long")
            app.step()
            assert app.error is None, app.error
    finally:  # the language is the module's: tests calling the hooks directly expect English
        language.end_game()
        language.use(language.DEFAULT)
    return out


def frames_at(presses, at):
    """``presses`` with a "frame" line after each press whose index is in ``at``."""
    out = []
    for i, name in enumerate(presses):
        out.append(name)
        if i in at:
            out.append("frame")
    return out


def frames_both(lines, state_root, seed, heap=HEAP):
    """Simulator protocol lines (buttons, "wait:MS", "frame") in both runtimes, with identical output
    (both_runtimes).

    :param state_root: the flash of each runtime is state_root/<runtime> (kept: a second call is a power-up)
    :return: (frames, documents), each parsed, in order; a frame's "display" is its 1,024 bytes, and
        "lines" and "inverse" its 16x8 text cells read back from the pixels (host_sim.screen.text_cells)
    """
    from host_sim import screen

    out = both_runtimes(lines, seed, state_root, heap=heap)
    frames = [screen.parse_frame(x) for x in out if x.startswith("F ")]
    for f in frames:
        f["lines"], f["inverse"] = screen.text_cells(f["display"])
    docs = [json.loads(x[2:]) for x in out if x.startswith("S ")]
    return frames, docs
