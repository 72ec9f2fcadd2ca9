# The accented letters framebuf's 8x8 font lacks (it draws ASCII only), loaded while a language needs them.

# each letter 8 bytes, one a column, bit 0 on top: the font's own letter with its accent
LETTERS = "àâçéèêëîïìíôòóùûúá"
_GLYPHS = (
    b"\x00\x20\x75\x57\x56\x7c\x78\x00"  # à
    b"\x00\x20\x76\x55\x55\x7e\x78\x00"  # â
    b"\x00\x38\x7c\xc4\xc4\x6c\x28\x00"  # ç
    b"\x00\x38\x7c\x56\x57\x5d\x58\x00"  # é
    b"\x00\x38\x7d\x57\x56\x5c\x58\x00"  # è
    b"\x00\x38\x7e\x55\x55\x5e\x58\x00"  # ê
    b"\x00\x38\x7e\x54\x54\x5e\x58\x00"  # ë
    b"\x00\x00\x02\x7d\x7d\x02\x00\x00"  # î
    b"\x00\x00\x02\x7c\x7c\x02\x00\x00"  # ï
    b"\x00\x00\x01\x7f\x7e\x00\x00\x00"  # ì
    b"\x00\x00\x00\x7e\x7f\x01\x00\x00"  # í
    b"\x00\x38\x7e\x45\x45\x7e\x38\x00"  # ô
    b"\x00\x38\x7d\x47\x46\x7c\x38\x00"  # ò
    b"\x00\x38\x7c\x46\x47\x7d\x38\x00"  # ó
    b"\x00\x3c\x7d\x43\x42\x7c\x3c\x00"  # ù
    b"\x00\x3c\x7e\x41\x41\x7e\x3c\x00"  # û
    b"\x00\x3c\x7c\x42\x43\x7d\x3c\x00"  # ú
    b"\x00\x20\x74\x56\x57\x7d\x78\x00"  # á
)


_UTF8 = LETTERS.encode()  # each letter two bytes: letter k at 2k


def draw(d, text, y, c):
    """framebuf's text() at the left edge, the letters of LETTERS drawn from their glyphs."""
    # the text's bytes, never its characters: MicroPython interns each character taken from a str as a qstr,
    # for good; ASCII runs go to text() whole
    b = text.encode()
    n = len(b)
    x = 0
    start = 0
    i = 0
    while i < n:
        lead = b[i]
        if lead < 0x80:
            i += 1
            continue
        if i > start:
            d.text(b[start:i].decode(), x, y, c)
            x += 8 * (i - start)
        end = i + (2 if lead < 0xE0 else 3 if lead < 0xF0 else 4)
        k = _UTF8.find(b[i:end]) if end == i + 2 else -1
        if k < 0:
            d.text(b[i:end].decode(), x, y, c)  # framebuf's own mark for a letter it lacks
        else:
            k *= 4  # the glyph's first column: 8 columns a letter, 2 bytes a letter
            for col in range(8):
                bits = _GLYPHS[k + col]
                row = y
                while bits:
                    if bits & 1:
                        d.pixel(x + col, row, c)
                    bits >>= 1
                    row += 1
        x += 8
        i = start = end
    if start < n:
        d.text(b[start:].decode() if start else text, x, y, c)
