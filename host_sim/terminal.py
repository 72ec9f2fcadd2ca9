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
# the key hint: one line under the wide display, two under the compact one (each within its width)
HELP_COMPACT = [
    "arrows/u d: up down  Enter/o: ok  Esc/Backspace/b: back",
    "Space/r: roll  capital = long press  q: quit",
]
HELP_WIDE = ["  ".join(HELP_COMPACT)]

OLED = "\x1b[38;2;143;216;255;48;2;0;0;0m"  # lit pixels light blue on black, as the OLED shows them
RESET = "\x1b[0m"
TITLE = "Board-game companion (simulated)"
# braille dots of a character cell, 2 pixels wide and 4 high: BRAILLE_DOTS[y][x] is the bit of pixel (x, y)
BRAILLE_DOTS = ((0x01, 0x08), (0x02, 0x10), (0x04, 0x20), (0x40, 0x80))


def braille(display):
    """The display as 16 lines of 64 braille characters, 2x4 pixels each (a cell with no pixel on: a space).

    Pixel-exact in a quarter of the half blocks' room: what lets the display fit an 80x24 terminal.
    """
    lines = []
    for y in range(0, screen.HEIGHT, 4):
        cells = []
        for x in range(0, screen.WIDTH, 2):
            bits = 0
            for dy in range(4):
                for dx in range(2):
                    if screen.pixel(display, x + dx, y + dy):
                        bits |= BRAILLE_DOTS[dy][dx]
            cells.append(chr(0x2800 + bits) if bits else " ")
        lines.append("".join(cells))
    return lines


# (columns, lines) each layout needs: the display framed (+2), the title, the LED line and the key hint
LAYOUTS = (
    ("wide", screen.WIDTH + 2, screen.HEIGHT // 2 + 4 + len(HELP_WIDE)),
    ("compact", screen.WIDTH // 2 + 2, screen.HEIGHT // 4 + 4 + len(HELP_COMPACT)),
)


def layout(columns, lines):
    """:return: the largest layout that fits a terminal of ``columns`` x ``lines``, or None"""
    for name, width, height in LAYOUTS:
        if columns >= width and lines >= height:
            return name
    return None


def led_text(frame):
    """The LED strip as 16 coloured dots (dim ones scaled up to stay visible), then the buzzer."""
    out = ["LEDs "]
    for hexrgb in frame["leds"]:
        r, g, b = int(hexrgb[0:2], 16), int(hexrgb[2:4], 16), int(hexrgb[4:6], 16)
        if r or g or b:
            m = max(r, g, b)
            r, g, b = (r * 255 // m, g * 255 // m, b * 255 // m)
            out.append("\x1b[38;2;%d;%d;%dm\u25cf%s" % (r, g, b, RESET))
        else:
            out.append("\u00b7")
    out.append("  buzzer: %s" % ("%d Hz" % frame["tone"] if frame["tone"] else "-"))
    return "".join(out)


def render(frame, size=None):
    """ANSI text for one frame of the device, laid out to fit the terminal: the display's pixels in half
    blocks or in braille (LAYOUTS: 130x37, 66x22 for an 80x24 terminal), the LED strip, the keys; in a smaller
    terminal, one line saying the size it needs. Nothing is written past the terminal's last column or
    line (a wrapped or scrolled line would garble the frame).

    :param frame: a parsed "frame" line (host_sim.screen.parse_frame)
    :param size: (columns, lines) of the terminal; default: the terminal's own
    """
    columns, rows = size or tuple(shutil.get_terminal_size())
    kind = layout(columns, rows)
    if kind is None:
        _, width, height = LAYOUTS[-1]
        say = "This terminal is %dx%d: the simulator needs %dx%d (q quits)" % (columns, rows, width, height)
        return "\x1b[H\x1b[2J" + say[: max(0, columns - 1)]
    if kind == "wide":
        pixels, helps = screen.half_blocks(frame["display"]), HELP_WIDE
    else:
        pixels, helps = braille(frame["display"]), HELP_COMPACT
    width = len(pixels[0])
    out = [TITLE, "+" + "-" * width + "+"]
    out += ["|" + OLED + line + RESET + "|" for line in pixels]
    out += ["+" + "-" * width + "+", led_text(frame)] + helps
    return "\x1b[H\x1b[2J" + "\r\n".join(out)  # no newline after the last line: a full terminal stays put


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
