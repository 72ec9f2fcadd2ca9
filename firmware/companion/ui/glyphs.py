# What ui.screens.Rows draws its text with, made once and this module dropped; the rare ways of drawing it.

from micropython import const

from companion.ui.font import GLYPHS

_COLS = const(21)
_END = const(126)  # the first pixel column after the last cell
# the font's tables (host_sim/fontgen.py): each byte's inverse, then each pair of a cell's columns' (0-1,
# 2-3, 4-5), 2 bytes an entry, for the bytes from 0x20 to 0xBF
_PAIRS = const(256)
_PAIR = const(320)


def make(fb):
    """The frames a row's text is drawn with (ui.screens.Rows.commit).

    A row's text is drawn by 3 blits, one a pair of columns of its cells: the text's bytes (a GS8 frame of 1 x
    21 pixels) through the font's table of those two columns (the palette: 16-bit entries) into a row of 128
    bytes (an RGB565 frame of 3 x 21, a pixel two columns of a cell), copied into the display's buffer at
    once. At C speed, whatever the text's length, where a copy a glyph from Python cost 4 k instructions a
    letter (host_sim/drawbench.py).

    :param fb: the framebuf module of the display
    :return: (cells: the row as a GS8 frame of 6 x 21, the row's bytearray, FrameBuffer.fill,
        FrameBuffer.blit, the 3 tables of pairs, the inverse's table, the text's frame, the row as RGB565,
        the text's bytearray, the font's bytes, kept while the tables point into them)
    """
    table = None
    try:
        import uctypes  # the font's bytes where they are (a Pico's flash): framebuf wants them writable

        if uctypes.addressof(GLYPHS) & 1 == 0:  # 16-bit entries: a Cortex-M0+ reads them aligned only
            table = uctypes.bytearray_at(uctypes.addressof(GLYPHS), len(GLYPHS))  # never written to
    except ImportError:  # CPython
        pass
    if table is None:
        table = bytearray(GLYPHS)
    FB = fb.FrameBuffer
    view = memoryview(table)
    chars = bytearray(_COLS)
    row = bytearray(128)
    return (
        FB(row, 6, _COLS, fb.GS8, 6),
        row,
        FB.fill,
        FB.blit,
        # a pair's frame starts 0x20 entries before its table: a text's bytes are from 0x20 (latin1)
        FB(view[_PAIRS - 64 : _PAIRS + _PAIR], 192, 1, fb.RGB565),
        FB(view[_PAIRS + _PAIR - 64 : _PAIRS + 2 * _PAIR], 192, 1, fb.RGB565),
        FB(view[_PAIRS + 2 * _PAIR - 64 : _PAIRS + 3 * _PAIR], 192, 1, fb.RGB565),
        FB(view[0:256], 256, 1, fb.GS8),
        FB(chars, 1, _COLS, fb.GS8),
        FB(row, 3, _COLS, fb.RGB565, 3),
        chars,
        GLYPHS,
    )


def latin1(text):
    """:return: the bytes that stand for the characters of ``text`` in the font's tables (ui/font.py), from
    0x20 to 0xBF: ASCII's own, the second byte of a letter from U+00C0 (UTF-8's 0xC3 dropped), "?" for any
    other character"""
    b = text.encode()
    if len(b) == len(text):
        return b
    b = b.replace(b"\xc3", b"")  # French and Italian letters: at C speed
    if len(b) == len(text):
        return b
    out = bytearray()
    lead = 0
    for c in text.encode():  # the text's bytes, never its characters: MicroPython interns those, for good
        if c < 0x80:
            out.append(c if c >= 0x20 else 63)
        elif c >= 0xC0:
            lead = c
        elif lead:
            out.append(c if lead == 0xC3 else 63)
            lead = 0
    return out


def draw_pixels(d, y, text, inverted):
    """Draw a row on a display without a framebuf buffer (CircuitPython's driver), pixel by pixel."""
    b = latin1(text)
    for x in range(128):
        i = x // 6
        j = x % 6
        column = 0
        if x < _END and i < len(b):
            column = GLYPHS[_PAIRS + (j >> 1) * _PAIR + 2 * (b[i] - 32) + (j & 1)]
        if inverted:
            column = 255 - column
        for k in range(8):
            d.pixel(x, y + k, column >> k & 1)
