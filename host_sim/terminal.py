"""Interactive simulated device in a terminal: the OLED as text, the LED strip in colour, keys as buttons."""

import json
import os
import select
import sys
import termios
import time
import tty

from host_sim import device

KEYS = {
    "\x1b[A": "up",
    "\x1b[B": "down",
    "\r": "ok",
    "\n": "ok",
    "\x7f": "back",
    "\x1b": "back",
    " ": "roll",
    "u": "up",
    "d": "down",
    "o": "ok",
    "b": "back",
    "r": "roll",
    "U": "up:long",
    "D": "down:long",
    "O": "ok:long",
    "B": "back:long",
    "R": "roll:long",
}
HELP = "arrows/u d: up down  Enter/o: ok  Esc/Backspace/b: back  Space/r: roll  capital = long press  q: quit"


def render(frame):
    """ANSI text for one frame of the device (display + LED strip)."""
    out = ["\x1b[H\x1b[2J", "Board-game companion (simulated)\r\n", "+" + "-" * 16 + "+\r\n"]
    for line, inv in zip(frame["lines"], frame["inverse"]):
        row = []
        for ch, bit in zip(line, inv):
            cell = ch
            row.append("\x1b[7m" + cell + "\x1b[0m" if bit == "1" else cell)
        out.append("|" + "".join(row) + "|\r\n")
    out.append("+" + "-" * 16 + "+\r\n LEDs ")
    for hexrgb in frame["leds"]:
        r, g, b = int(hexrgb[0:2], 16), int(hexrgb[2:4], 16), int(hexrgb[4:6], 16)
        if r or g or b:
            # scale dim LEDs up so they stay visible on a terminal
            m = max(r, g, b)
            r, g, b = (r * 255 // m, g * 255 // m, b * 255 // m)
            out.append("\x1b[38;2;%d;%d;%dm\u25cf\x1b[0m" % (r, g, b))
        else:
            out.append("\u00b7")
    out.append("   buzzer: %s\r\n\r\n%s\r\n" % ("%d Hz" % frame["tone"] if frame["tone"] else "-", HELP))
    return "".join(out)


def run(state_dir, seed, runtime_name, heap, setup):
    if not sys.stdin.isatty():
        sys.stderr.write("play: interactive mode needs a terminal (use --events FILE to drive it)\n")
        return 2
    dev = device.open_device(state_dir, seed, runtime_name, heap)
    dev.send(setup)
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    last = time.monotonic()
    try:
        tty.setraw(fd)
        while True:
            now = time.monotonic()
            ms = int((now - last) * 1000)
            if ms > 0:
                dev.send(["wait:%d" % ms])
                last += ms / 1000
            frame = json.loads(dev.send(["frame"])[0][2:])
            sys.stdout.write(render(frame))
            sys.stdout.flush()
            ready, _, _ = select.select([fd], [], [], 0.1)
            if not ready:
                continue
            key = os.read(fd, 8).decode(errors="ignore")
            if key in ("q", "\x03"):
                break
            name = KEYS.get(key)
            if name:
                dev.send([name])
    except device.DeviceError as e:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)
        sys.stderr.write(str(e) + "\n")
        return 1
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)
        dev.close()
    sys.stdout.write("\r\nState kept in %s\r\n" % state_dir)
    return 0
