"""The display's pixels on the host: a frame line parsed, half blocks, text read back (the `screen` command:
screencmd.py)."""

import json

from host_sim import runtime

WIDTH = 128
HEIGHT = 64
CELL = 6  # pixels a character is wide (companion/ui/font.py)
COLS = WIDTH // CELL  # text cells a row: 21, the last 2 pixel columns the scroll mark's
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


# the font's characters (companion/ui/font.py): ASCII from 32, then Latin-1's letters, from U+00C0
CHARACTERS = "".join([chr(c) for c in range(32, 127)] + [chr(c) for c in range(192, 256)])


def _codes():
    return CHARACTERS


def glyph(ch):
    """:return: the CELL column bytes the device draws for the character ``ch`` ("?" for any other)"""
    runtime.use_firmware()
    from companion.ui.font import GLYPHS

    from host_sim.fontgen import index

    e = index(ord(ch)) - 0x20
    return bytes([GLYPHS[256 + j // 2 * 320 + 2 * e + j % 2] for j in range(CELL)])


def _glyph_table():
    """{CELL column bytes: (character, inverse)} for every glyph of the font, drawn and highlighted."""
    global _glyphs
    if _glyphs is None:
        table = {}
        for ch in reversed(_codes()):  # the lowest code wins a shared glyph (the space, no-break space)
            cell = glyph(ch)
            table[cell] = (ch, "0")
            table[bytes([255 - b for b in cell])] = (ch, "1")  # a highlighted row's cell: lit, the glyph dark
        _glyphs = table
    return _glyphs


def _nearest(cell, table):
    # a cell with a few pixels more or less reads as the glyph it differs least from
    best = None
    for glyph_bytes, found in table.items():
        distance = sum([bin(a ^ b).count("1") for a, b in zip(cell, glyph_bytes)])
        if best is None or distance < best[0]:
            best = (distance, found)
    return best[1]


def text_cells(display):
    """Read the 21x8 text cells back from the pixels by matching each 6x8 cell with the font.

    :return: (lines, inverse): 8 strings of 21 characters, and 8 strings of 21 "0"/"1" (reversed cell)
    """
    table = _glyph_table()
    lines, inverse = [], []
    for row in range(ROWS):
        chars, marks = [], []
        for col in range(COLS):
            start = row * WIDTH + col * CELL
            cell = bytes(display[start : start + CELL])
            ch, inv = table.get(cell) or _nearest(cell, table)
            chars.append(ch)
            marks.append(inv)
        lines.append("".join(chars))
        inverse.append("".join(marks))
    return lines, inverse


def text_rows(display):
    """The display's 8 rows as text, read back from its pixels, as the web page's live region gives them
    (companion/boards/web.py WebDevice.rows): a highlighted row under the title (the cursor) starts with "> ",
    no row ends with spaces."""
    text, inverse = text_cells(display)
    return [("> " if r and inverse[r][0] == "1" else "") + t.rstrip() for r, t in enumerate(text)]
