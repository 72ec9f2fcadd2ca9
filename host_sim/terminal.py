"""Interactive simulated device in a terminal: the OLED's pixels, the LED strip in colour, keys as buttons."""

import os
import select
import shutil
import sys
import termios
import time
import tty

from host_sim import device, screen

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


OLED = "\x1b[38;2;143;216;255;48;2;0;0;0m"  # lit pixels light blue on black, as the OLED shows them
RESET = "\x1b[0m"


def render(frame):
    """ANSI text for one frame of the device: the display's pixels in half blocks, then the LED strip.

    :param frame: a parsed "frame" line (host_sim.screen.parse_frame)
    """
    width = screen.WIDTH
    out = ["\x1b[H\x1b[2J", "Board-game companion (simulated)\r\n", "+" + "-" * width + "+\r\n"]
    for line in screen.half_blocks(frame["display"]):
        out.append("|" + OLED + line + RESET + "|\r\n")
    out.append("+" + "-" * width + "+\r\n LEDs ")
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
    if shutil.get_terminal_size().columns < width + 2:
        out.append("(the display needs a terminal %d columns wide)\r\n" % (width + 2))
    return "".join(out)


def run(state_dir, seed, runtime_name, heap, setup, lang="en"):
    if not sys.stdin.isatty():
        sys.stderr.write("play: interactive mode needs a terminal (use --events FILE to drive it)\n")
        return 2
    dev = device.open_device(state_dir, seed, runtime_name, heap, lang)
    dev.send(setup)
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    last = time.monotonic()
    drawn = None
    try:
        tty.setraw(fd)
        while True:
            now = time.monotonic()
            ms = int((now - last) * 1000)
            if ms > 0:
                dev.send(["wait:%d" % ms])
                last += ms / 1000
            text = render(screen.parse_frame(dev.send(["frame"])[-1]))
            if text != drawn:  # a whole redraw flickers: only when something changed
                sys.stdout.write(text)
                sys.stdout.flush()
                drawn = text
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
