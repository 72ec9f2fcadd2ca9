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
    """:return: the byte that stands for the character ``code`` in the tables (see tables)"""
    if 0x20 <= code <= 0x7E:
        return code  # ASCII: its own byte
    if 0xC0 <= code <= 0xFF:
        return code - 0x40  # the second byte of its UTF-8 (0xC3 then 0x80-0xBF): the first one dropped
    if 0xA0 <= code <= 0xBF:
        return code - 0xA0  # the bytes of the control characters, which no text has
    return ord("?")


def tables(data):
    """The firmware's tables from the glyphs: for each of the cell's 6 columns, 256 bytes, that column of the
    glyph of the character each byte stands for (framebuf.blit's palettes: one blit draws a column of every
    cell of a row); then 256 bytes of the inverse of each byte (a highlighted row: one blit more).

    :param data: glyphs() of the source
    """
    out = bytearray(7 * 256)
    where = {}
    for k, code in enumerate(CODES):
        where[index(code)] = k
    for v in range(256):
        k = where.get(v, CODES.index(ord("?")))
        for j in range(WIDTH):
            out[j * 256 + v] = data[k * WIDTH + j]
        out[6 * 256 + v] = 255 - v
    return bytes(out)


def module(data):
    """:return: the text of firmware/companion/ui/font.py for the glyphs ``data``"""
    lines = [
        "# The display's 6x8 font (X11 misc-fixed 5x8, public domain), made by host_sim/fontgen.py.",
        "",
        "# for each column of a cell, 256 bytes: that column (bit 0 on top) of the glyph a byte stands",
        "# for (ASCII's its own; 0x80-0xBF the Latin-1 letters from U+00C0, 0x00-0x1F the signs from",
        "# U+00A0); then each byte's inverse. A module-level bytes constant: on a Pico, whose firmware is",
        "# frozen into its flash, it stays there",
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
