"""MicroPython's framebuf for CPython: the MONO_VLSB FrameBuffer calls the device's screens make, same bytes.

The font is the one the real framebuf draws, rendered by the project's micropython at build time
(host_sim/build.py). Only the methods the firmware's screens call are here; tests/device/test_screen.py
compares every one of them, and every glyph, with the real framebuf.
"""

from host_sim import build

MONO_VLSB = 0  # framebuf's constant: each byte a column of 8 pixels, bit 0 on top, pages of 8 rows
RGB565 = 1  # framebuf's constant: 16 bits a pixel (native order: little-endian on every port here)
GS8 = 6  # framebuf's constant: a byte a pixel, rows of ``stride`` pixels


class FrameBuffer:
    """framebuf.FrameBuffer(buf, width, height, format, stride) in MONO_VLSB or GS8, with framebuf's clipping
    and colour rules.

    :param buf: a writable buffer (bytearray, memoryview), drawn into in place
    """

    def __init__(self, buf, width, height, fmt, stride=None):
        if fmt not in (MONO_VLSB, GS8, RGB565):
            raise ValueError("only MONO_VLSB, GS8 and RGB565 are simulated")
        self._stride = width if stride is None else stride
        size = self._stride * ((height + 7) // 8) if fmt == MONO_VLSB else self._stride * height
        if fmt == RGB565:
            size *= 2
        if len(buf) < size:
            raise ValueError("buffer too small")
        if memoryview(buf).readonly:
            raise TypeError("object with buffer protocol required")  # framebuf wants a writable one
        self._buf = buf
        self._fmt = fmt
        self._width = width
        self._height = height
        self._font = build.font() if fmt == MONO_VLSB else None

    def _get(self, x, y):
        if self._fmt == GS8:
            return self._buf[y * self._stride + x]
        if self._fmt == RGB565:
            i = 2 * (y * self._stride + x)
            return self._buf[i] | self._buf[i + 1] << 8
        return self._buf[(y >> 3) * self._stride + x] >> (y & 7) & 1

    def _set(self, x, y, c):
        if self._fmt == GS8:
            self._buf[y * self._stride + x] = c & 0xFF
            return
        if self._fmt == RGB565:
            i = 2 * (y * self._stride + x)
            self._buf[i] = c & 0xFF
            self._buf[i + 1] = c >> 8 & 0xFF
            return
        i = (y >> 3) * self._stride + x
        bit = 1 << (y & 7)
        self._buf[i] = (self._buf[i] | bit) if c & 1 else (self._buf[i] & ~bit)

    def blit(self, source, x, y, key=-1, palette=None):
        """framebuf's blit: ``source``'s pixels at (x, y), clipped; each pixel's colour looked up in
        ``palette`` (its pixel (colour, 0)), then skipped when it is ``key``."""
        if x >= self._width or y >= self._height or -x >= source._width or -y >= source._height:
            return
        x0, y0 = max(0, x), max(0, y)
        x1, y1 = max(0, -x), max(0, -y)
        x0end = min(self._width, x + source._width)
        y0end = min(self._height, y + source._height)
        while y0 < y0end:
            cx1 = x1
            for cx0 in range(x0, x0end):
                col = source._get(cx1, y1)
                if palette is not None:
                    col = palette._get(col, 0)
                if col != key:
                    self._set(cx0, y0, col)
                cx1 += 1
            y1 += 1
            y0 += 1

    def fill(self, c):
        self.fill_rect(0, 0, self._width, self._height, c)

    def vline(self, x, y, h, c):
        self.fill_rect(x, y, 1, h, c)

    def fill_rect(self, x, y, w, h, c):
        """Clipped to the buffer, as framebuf's fill_rect (nothing for an empty or outside rectangle)."""
        if h < 1 or w < 1 or x + w <= 0 or y + h <= 0 or y >= self._height or x >= self._width:
            return
        x_end = min(self._width, x + w)
        y_end = min(self._height, y + h)
        x = max(x, 0)
        y = max(y, 0)
        buf = self._buf
        if self._fmt != MONO_VLSB:
            for yy in range(y, y_end):
                for xx in range(x, x_end):
                    self._set(xx, yy, c)
            return
        while y < y_end:
            page = y >> 3
            rows_in_page = min(8 - (y & 7), y_end - y)
            mask = ((1 << rows_in_page) - 1) << (y & 7)
            start = page * self._width
            for i in range(start + x, start + x_end):
                buf[i] = (buf[i] | mask) if c else (buf[i] & ~mask)
            y += rows_in_page

    def pixel(self, x, y, c):
        """Set one pixel (outside the buffer: nothing), as framebuf's pixel(x, y, c)."""
        if 0 <= x < self._width and 0 <= y < self._height:
            i = (y >> 3) * self._width + x
            bit = 1 << (y & 7)
            self._buf[i] = (self._buf[i] | bit) if c else (self._buf[i] & ~bit)

    def text(self, s, x, y, c=1):
        """Draw only the glyph's set pixels in colour ``c``; each byte of the UTF-8 text is one 8x8 cell and
        a byte outside 32..127 draws glyph 127, as framebuf does."""
        font = self._font
        width = self._width
        pages = (self._height + 7) >> 3
        page, shift = y >> 3, y & 7
        for ch in s.encode():
            if ch < build.FONT_FIRST or ch > build.FONT_LAST:
                ch = build.FONT_LAST
            glyph = (ch - build.FONT_FIRST) * 8
            for j in range(8):
                if 0 <= x < width:
                    column = font[glyph + j] << shift  # spans this page and, when shifted, the next
                    for p in (page, page + 1):
                        bits = column & 0xFF
                        if bits and 0 <= p < pages:
                            if p * 8 + 8 > self._height:
                                bits &= (1 << (self._height - p * 8)) - 1  # rows below the height
                            i = p * width + x
                            self._buf[i] = (self._buf[i] | bits) if c else (self._buf[i] & ~bits)
                        column >>= 8
                x += 1
