"""The interactive simulator in a terminal: its frame fits the terminal (80x24 and up), pixel for pixel."""

import fcntl
import os
import pty
import re
import select
import struct
import subprocess
import sys
import termios
import time

import pytest

from host_sim import device, screen, terminal

ESCAPE = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")
CLEAR = "\x1b[H\x1b[2J"


def a_frame(tmp_path):
    """A frame of Emerald after the first roll: text, a highlighted row and LEDs lit."""
    lines = device.run_events(str(tmp_path), 4, ["ok", "down", "ok", "ok", "roll", "wait:5000", "frame"])
    return screen.parse_frame(lines[-1])


def shown(text):
    """What a terminal shows of a rendered frame: its lines without the colour and cursor escapes."""
    assert text.startswith(CLEAR)
    return ESCAPE.sub("", text[len(CLEAR) :]).split("\r\n")


def pixels_of_braille(lines):
    """The display's MONO_VLSB bytes back from 16 lines of 64 braille cells."""
    display = bytearray(screen.WIDTH * screen.HEIGHT // 8)
    for row, line in enumerate(lines):
        for col, ch in enumerate(line):
            bits = 0 if ch == " " else ord(ch) - 0x2800
            assert 0 <= bits < 256, ch
            for dy, pair in enumerate(terminal.BRAILLE_DOTS):
                for dx, bit in enumerate(pair):
                    if bits & bit:
                        x, y = 2 * col + dx, 4 * row + dy
                        display[(y >> 3) * screen.WIDTH + x] |= 1 << (y & 7)
    return bytes(display)


@pytest.mark.parametrize(
    "columns,rows", [(80, 24), (66, 22), (100, 30), (120, 40), (129, 60), (130, 37), (200, 60), (132, 43)]
)
def test_the_frame_fits_the_terminal(tmp_path, columns, rows):
    lines = shown(terminal.render(a_frame(tmp_path), (columns, rows)))
    assert len(lines) <= rows  # and no newline after the last: nothing scrolls
    assert max(len(line) for line in lines) <= columns  # every character one column wide
    framed = [line[1:-1] for line in lines if line.startswith("|")]
    wide = columns >= 130 and rows >= 37
    assert len(framed) == (32 if wide else 16)
    assert "q: quit" in lines[-1] and lines[-2 if wide else -3].startswith("LEDs ")


def test_80x24_shows_every_pixel_in_braille(tmp_path):
    frame = a_frame(tmp_path)
    lines = shown(terminal.render(frame, (80, 24)))
    framed = [line[1:-1] for line in lines if line.startswith("|")]
    assert all(len(line) == 64 for line in framed)
    assert pixels_of_braille(framed) == frame["display"]
    assert any(ch not in " \u28ff" for ch in "".join(framed))  # a picture worth comparing


def test_a_wide_terminal_shows_the_half_blocks_of_the_screen_command(tmp_path):
    frame = a_frame(tmp_path)
    lines = shown(terminal.render(frame, (130, 37)))
    assert [line[1:-1] for line in lines if line.startswith("|")] == screen.half_blocks(frame["display"])


@pytest.mark.parametrize("columns,rows", [(65, 24), (80, 21), (40, 10), (12, 3)])
def test_a_terminal_too_small_gets_one_line_saying_the_size_it_needs(tmp_path, columns, rows):
    lines = shown(terminal.render(a_frame(tmp_path), (columns, rows)))
    assert len(lines) == 1 and len(lines[0]) < columns
    if columns >= 60:
        assert lines[0] == "This terminal is %dx%d: the simulator needs 66x22 (q quits)" % (columns, rows)


def _read_until(fd, done, timeout=60):
    """Read a pty until ``done(text so far)``; :return: the text"""
    out = b""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if select.select([fd], [], [], 0.5)[0]:
            try:
                chunk = os.read(fd, 65536)
            except OSError:  # the other side closed
                break
            out += chunk
            if done(out.decode(errors="replace")):
                break
    return out.decode(errors="replace")


def test_play_in_an_80x24_terminal_draws_frames_that_fit_and_answers_keys(tmp_path):
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES")}  # the terminal's own size
    cmd = [sys.executable, "-m", "host_sim", "play", "--state-dir", str(tmp_path / "flash"), "--seed", "4"]
    proc = subprocess.Popen(cmd, stdin=slave, stdout=slave, stderr=slave, env=env, start_new_session=True)
    os.close(slave)
    try:
        first = _read_until(master, lambda t: "q: quit" in t)
        os.write(master, b"d")  # down: the menu's cursor moves
        later = _read_until(master, lambda t: t.count(CLEAR) >= 1 and "q: quit" in t.split(CLEAR)[-1])
        os.write(master, b"q")
        rest = _read_until(master, lambda t: "State kept in" in t)
        assert proc.wait(timeout=30) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
        os.close(master)
    frames = (first + later).split(CLEAR)[1:]
    assert len(frames) >= 2, first + later
    for f in frames:
        lines = ESCAPE.sub("", f).split("\r\n")
        assert len(lines) <= 24 and max(len(line) for line in lines) <= 80, lines
        assert sum(line.startswith("|") for line in lines) == 16  # the braille display
    assert frames[-1] != frames[0]  # the key was a press
    assert "State kept in" in rest
