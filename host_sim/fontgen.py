"""The display's font, firmware/companion/ui/font.py, made from X11's misc-fixed 5x8 (a public-domain bitmap
font, Debian's package xfonts-base): `python -m host_sim.fontgen [PCF] [OUT]`.

Each glyph of the source is 5 pixels wide (4 for most letters, their fifth column the space between two)
and 8 high: capitals from the second pixel row, descenders (g, q, the comma) in the eighth. The display's
cell is 6 pixels wide, so that 21 columns fit its 128 pixels with 2 to spare (the scroll mark's column):
the glyph stands one column in, the cell's first column always blank, so a highlighted row's first letter
does not touch its edge and two letters always have a column between them.
"""

import gzip
import io
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = Path("/usr/share/fonts/X11/misc/5x8-ISO8859-1.pcf.gz")  # Debian's xfonts-base
OUT = ROOT / "firmware" / "companion" / "ui" / "font.py"
WIDTH = 6  # pixels a cell
CODES = tuple(range(32, 127)) + tuple(range(160, 256))  # ASCII, then Latin-1's letters and signs


def glyphs(source=SOURCE):
    """:return: bytes, WIDTH column bytes a glyph of CODES in order (bit 0 the top pixel, as MONO_VLSB)"""
    from PIL import PcfFontFile

    data = Path(source).read_bytes()
    if str(source).endswith(".gz"):
        data = gzip.decompress(data)

    font = PcfFontFile.PcfFontFile(io.BytesIO(data), "iso8859-1")
    out = bytearray()
    for code in CODES:
        _, _, _, image = font.glyph[code]
        w, h = image.size
        if h != 8 or w > WIDTH - 1:
            raise SystemExit("%s: glyph %d is %dx%d, not at most %dx8" % (source, code, w, h, WIDTH - 1))
        cell = [0] * WIDTH
        for x in range(w):
            for y in range(8):
                if image.getpixel((x, y)):
                    cell[1 + x] |= 1 << y
        out += bytes(cell)
    return bytes(out)


def index(code):
    """:return: the byte that stands for the character ``code`` in the tables (see tables): 0x20 to 0xBF"""
    if 0x20 <= code <= 0x7E:
        return code  # ASCII: its own byte
    if 0xC0 <= code <= 0xFF:
        return code - 0x40  # the second byte of its UTF-8 (0xC3 then 0x80-0xBF): the first one dropped
    return ord("?")  # Latin-1's signs (U+00A0-U+00BF) too: no text has them, and the tables are smaller


FIRST = 0x20  # the first byte a text's character is drawn from (index)
ENTRIES = 0xC0 - FIRST  # the bytes it is drawn from: an entry each in each table
PAIRS = 256  # where the tables of the pairs of columns start, after the inverse's


def tables(data):
    """The firmware's tables from the glyphs, framebuf.blit's palettes (a blit draws a column, or two, of
    every cell of a row): 256 bytes, the inverse of each byte (a highlighted row: one blit more); then for
    each pair of the cell's columns (0-1, 2-3, 4-5), an entry of 2 bytes (little-endian, as framebuf's RGB565
    pixels on the Pico, the unix port and the browser) for each byte from 0x20 to 0xBF: those two columns of
    the glyph of the character it stands for (index). A table's frame starts as many entries before it as
    there are bytes below 0x20, which no text has.

    :param data: glyphs() of the source
    """
    out = bytearray(PAIRS + 3 * 2 * ENTRIES)
    for v in range(256):
        out[v] = 255 - v
    where = {}
    for k, code in enumerate(CODES):
        where[index(code)] = k
    for v in range(FIRST, 0xC0):
        k = where.get(v, CODES.index(ord("?")))
        for j in range(WIDTH):
            out[PAIRS + j // 2 * 2 * ENTRIES + 2 * (v - FIRST) + j % 2] = data[k * WIDTH + j]
    return bytes(out)


def module(data):
    """:return: the text of firmware/companion/ui/font.py for the glyphs ``data``"""
    lines = [
        "# The display's 6x8 font (X11 misc-fixed 5x8, public domain), made by host_sim/fontgen.py.",
        "",
        "# 256 bytes, each byte's inverse; then for each pair of a cell's columns (0-1, 2-3, 4-5), 2 bytes",
        "# for each byte from 0x20 to 0xBF: those columns (bit 0 on top) of the glyph of the character it",
        "# stands for (ASCII's own; 0x80-0xBF the Latin-1 letters from U+00C0). A module-level bytes",
        "# constant: on a Pico, whose firmware is frozen into its flash, it stays there",
        "GLYPHS = (",
    ]
    table = tables(data)
    per = 24  # bytes a line, within the line length
    for i in range(0, len(table), per):
        lines.append('    b"%s"' % "".join(["\\x%02x" % b for b in table[i : i + per]]))
    lines.append(")")
    return "\n".join(lines) + "\n"


def main(argv):
    source = Path(argv[0]) if argv else SOURCE
    out = Path(argv[1]) if len(argv) > 1 else OUT
    out.write_text(module(glyphs(source)))
    print("%s: %d glyphs from %s" % (out, len(CODES), source))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
