"""The display's pixels on the host: a frame line parsed, half blocks, text read back (the `screen` command:
screencmd.py)."""

import json

from host_sim import build

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
    """{8 column bytes: (character, inverse)} for every glyph of the font, drawn and highlighted."""
    global _glyphs
    if _glyphs is None:
        font = build.font()
        table = {}
        for code in range(build.FONT_LAST, build.FONT_FIRST - 1, -1):  # the lowest code wins a shared glyph
            cell = font[(code - build.FONT_FIRST) * 8 :][:8]
            table[cell] = (chr(code), "0")
            # a highlighted row's letters stand one pixel down, under a lit top line (companion/ui/screens.py)
            table[bytes([~(b << 1) & 0xFF for b in cell])] = (chr(code), "1")
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
