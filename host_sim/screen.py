"""The `screen` command (host-cli.md) and the display's pixels on the host: half blocks, text read back."""

import json
import os
import sys

from host_sim import build, device, events, runtime

WIDTH = 128
HEIGHT = 64
COLS = WIDTH // 8  # text cells of the 8x8 font
ROWS = HEIGHT // 8
HALF_BLOCKS = " \u2580\u2584\u2588"  # index: upper pixel on + 2 * lower pixel on


def parse_frame(line):
    """One "F ..." protocol line -> {"display": 1,024 bytes, "leds": ["rrggbb", ...], "tone": Hz}."""
    frame = json.loads(line[2:])
    frame["display"] = bytes.fromhex(frame["display"])
    return frame


def pixel(display, x, y):
    """:return: 1 when pixel (x, y) of the display's MONO_VLSB bytes is on, else 0"""
    return (display[(y >> 3) * WIDTH + x] >> (y & 7)) & 1


def half_blocks(display):
    """The display as 32 lines of 128 characters, two pixel rows per character (upper row first)."""
    lines = []
    for y in range(0, HEIGHT, 2):
        page = (y >> 3) * WIDTH
        shift = y & 7  # even: both rows are in the same page
        lines.append("".join([HALF_BLOCKS[(display[page + x] >> shift) & 3] for x in range(WIDTH)]))
    return lines


def led_line(leds):
    """The 16 LEDs as "#rrggbb" separated by spaces (the frame's hex colours, after brightness)."""
    return " ".join(["#" + rgb for rgb in leds])


_glyphs = None


def _glyph_table():
    """{8 column bytes: (character, inverse)} for every glyph of the font, drawn and reversed."""
    global _glyphs
    if _glyphs is None:
        font = build.font()
        table = {}
        for code in range(build.FONT_LAST, build.FONT_FIRST - 1, -1):  # the lowest code wins a shared glyph
            cell = font[(code - build.FONT_FIRST) * 8 :][:8]
            table[cell] = (chr(code), "0")
            table[bytes([~b & 0xFF for b in cell])] = (chr(code), "1")
        _glyphs = table
    return _glyphs


def _nearest(cell, table):
    # a cell with a few more pixels (the list's scroll mark) reads as the glyph it differs least from
    best = None
    for glyph, found in table.items():
        distance = sum([bin(a ^ b).count("1") for a, b in zip(cell, glyph)])
        if best is None or distance < best[0]:
            best = (distance, found)
    return best[1]


def text_cells(display):
    """Read the 16x8 text cells back from the pixels by matching each 8x8 cell with the font.

    :return: (lines, inverse): 8 strings of 16 characters, and 8 strings of 16 "0"/"1" (reversed cell)
    """
    table = _glyph_table()
    lines, inverse = [], []
    for row in range(ROWS):
        chars, marks = [], []
        for col in range(COLS):
            start = row * WIDTH + col * 8
            cell = bytes(display[start : start + 8])
            ch, inv = table.get(cell) or _nearest(cell, table)
            chars.append(ch)
            marks.append(inv)
        lines.append("".join(chars))
        inverse.append("".join(marks))
    return lines, inverse


def add_parser(subparsers):
    """Register `screen` on the command line's subparsers."""
    sp = subparsers.add_parser("screen", help="print what the device shows (pixels and LEDs)")
    sp.add_argument("--state-dir", required=True, help="the device's flash (made when missing; empty: fresh)")
    sp.add_argument("--events", help="events to apply first (as play applies them), or - for standard input")
    sp.add_argument("--png", help="also write a PNG picture of the device to this file")
    sp.add_argument("--seed", type=int, help="dice seed of a game started by the events (default: random)")
    sp.add_argument("--lang", choices=("en", "fr", "it"), default="en", help="language of a fresh device")
    sp.add_argument("--runtime", choices=("cpython", "micropython"), default="cpython")
    sp.add_argument("--heap", default=runtime.DEFAULT_HEAP, help="MicroPython heap (default 192k)")


def cmd_screen(args):
    """Power up the device from --state-dir, apply --events, print the display and the LEDs.

    :return: the exit status: 0, or 3 when the device met an internal error (as `play`)
    :raises ValueError: a bad option or events file (exit 2)
    """

    if args.runtime == "micropython":
        runtime.parse_heap(args.heap)
    if args.png is not None and not os.path.isdir(os.path.dirname(os.path.abspath(args.png))):
        raise ValueError("--png: %s is not in an existing directory" % args.png)
    lines = events.parse(events.read_events(args.events)) if args.events is not None else []
    state_dir = device.flash_dir(args.state_dir)
    out = device.run_events(state_dir, args.seed, lines + ["frame"], args.runtime, args.heap, args.lang)
    frame = parse_frame(out[-1])
    errors = 0
    stored = 0
    for line in out:  # an internal error is reported as play reports it (the screen shows the error screen)
        if line.startswith("E "):
            errors += 1
            sys.stderr.write("device error after event %d: %s\n" % (stored + 1, line[2:]))
        stored += line.startswith("S ")
    if args.png is not None:
        from host_sim import picture

        try:
            with open(args.png, "wb") as f:
                f.write(picture.png(frame["display"], frame["leds"]))
        except OSError as e:
            raise ValueError("--png: cannot write %s: %s" % (args.png, e.strerror))
    sys.stdout.write("\n".join(half_blocks(frame["display"]) + [led_line(frame["leds"])]) + "\n")
    return 3 if errors else 0
