"""PNG pictures of the simulated device from its pixels (display, LED strip, buttons): zlib and struct only.

`python -m host_sim.picture [OUT.png]` makes the README's picture (default docs/device.png).
"""

import struct
import sys
import tempfile
import zlib

from host_sim import autoplay, device, screen

SCALE = 4  # image pixels per display pixel
WIDTH = 600
HEIGHT = 500
BODY = (0x2B, 0x2B, 0x33)
GLASS = (0, 0, 0)
LIT = (0x8F, 0xD8, 0xFF)  # the OLED's lit pixels
DARK_LED = (0x44, 0x44, 0x44)
KEY = (0x88, 0x88, 0x88)
ROLL = (0xCC, 0x33, 0x33)
LABEL = (0xDD, 0xDD, 0xDD)
CAPTION = (0xAA, 0xAA, 0xAA)
# the buttons' words in each of the device's languages (docs/PLAYING*.md): up, down, ok, back, then roll
BUTTON_LABELS = {
    "en": ("up", "down", "ok", "back", "ROLL"),
    "fr": ("haut", "bas", "ok", "retour", "LANCER"),
    "it": ("su", "gi\u00f9", "ok", "indietro", "TIRA"),
}
ROLL_RADIUS = 50  # room for the longest roll label, 6 letters
LABEL_SCALE = 2  # image pixels per font pixel of the buttons' words


class Image:
    """An RGB image in memory, drawn with rectangles, discs and the display's font."""

    def __init__(self, width, height, rgb):
        self.width = width
        self.height = height
        self.data = bytearray(bytes(rgb) * (width * height))

    def rect(self, x, y, w, h, rgb):
        row = bytes(rgb) * w
        for yy in range(y, y + h):
            start = (yy * self.width + x) * 3
            self.data[start : start + 3 * w] = row

    def disc(self, cx, cy, r, rgb):
        for dy in range(-r, r + 1):
            half = int((r * r - dy * dy) ** 0.5)
            self.rect(cx - half, cy + dy, 2 * half + 1, 1, rgb)

    def text(self, s, x, y, scale, rgb):
        """Draw ``s`` in the display's font (as the device draws it), each font pixel a ``scale`` square,
        clipped to the image."""
        for ch in s:
            for j, column in enumerate(glyph(ch)):
                for row in range(8):
                    px, py = x + j * scale, y + row * scale
                    if column >> row & 1 and 0 <= px <= self.width - scale and 0 <= py <= self.height - scale:
                        self.rect(px, py, scale, scale, rgb)
            x += screen.CELL * scale

    def png(self):
        """:return: the image as PNG file bytes (8-bit RGB, no filter)"""
        stride = self.width * 3
        raw = b"".join(b"\0" + bytes(self.data[y * stride : (y + 1) * stride]) for y in range(self.height))

        def chunk(kind, body):
            return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

        header = struct.pack(">IIBBBBB", self.width, self.height, 8, 2, 0, 0, 0)
        return (
            b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(raw, 9))
            + chunk(b"IEND", b"")
        )


def glyph(ch):
    """:return: the column bytes the device draws for ``ch`` (its "?" for a letter outside Latin-1)"""
    return screen.glyph(ch)


def visible(hexrgb):
    """An LED's colour scaled up so that a dim one still shows its hue (off stays dark grey)."""
    r, g, b = int(hexrgb[0:2], 16), int(hexrgb[2:4], 16), int(hexrgb[4:6], 16)
    m = max(r, g, b)
    return (r * 255 // m, g * 255 // m, b * 255 // m) if m else DARK_LED


def png(display, leds, caption="", lang="en"):
    """A picture of the device: the display pixel for pixel, the LED strip, the buttons.

    :param display: the display's 1,024 MONO_VLSB bytes
    :param leds: 16 "rrggbb" colours after brightness
    :param caption: a line above the display (cut to what fits)
    :param lang: the device's language, in which the buttons are labelled
    """
    img = Image(WIDTH, HEIGHT, BODY)
    fits = (WIDTH - 40) // (2 * screen.CELL)
    img.text(caption[:fits], 20, 12, 2, CAPTION)
    left, top = (WIDTH - screen.WIDTH * SCALE) // 2, 44
    img.rect(left - 10, top - 10, screen.WIDTH * SCALE + 20, screen.HEIGHT * SCALE + 20, GLASS)
    for y in range(screen.HEIGHT):
        for x in range(screen.WIDTH):
            if screen.pixel(display, x, y):
                img.rect(left + x * SCALE, top + y * SCALE, SCALE, SCALE, LIT)
    pitch = screen.WIDTH * SCALE // len(leds)
    for i, rgb in enumerate(leds):
        img.disc(left + pitch // 2 + i * pitch, 345, 11, visible(rgb))
    spots = label_spots(lang)
    for label, x, _ in spots[:4]:
        img.disc(x + len(label) * screen.CELL * LABEL_SCALE // 2, 415, 20, KEY)
    img.disc(spots[4][1] + len(spots[4][0]) * screen.CELL * LABEL_SCALE // 2, 425, ROLL_RADIUS, ROLL)
    for label, x, y in spots:
        img.text(label, x, y, LABEL_SCALE, LABEL)
    return img.png()


def label_spots(lang):
    """:return: [(word, x, y), ...]: where png() writes each button's word (up, down, ok, back, roll), centred
    under its button (on the roll button), at LABEL_SCALE"""
    labels = BUTTON_LABELS[lang]
    left = (WIDTH - screen.WIDTH * SCALE) // 2
    half = screen.CELL * LABEL_SCALE // 2  # half a letter's width
    spots = [(name, left + 22 + i * 96 - len(name) * half, 447) for i, name in enumerate(labels[:4])]
    roll_x = left + screen.WIDTH * SCALE - ROLL_RADIUS
    return spots + [(labels[4], roll_x - len(labels[4]) * half, 417)]


def main(argv):
    out = argv[0] if argv else "docs/device.png"
    presses, _ = autoplay.random_game("emerald", 3, 5, 9)
    # a few presses after the first dragon flight, once its animation is over: the track and dragon are lit
    cut = presses.index("roll") + 1
    lines = device.run_events(tempfile.mkdtemp(), 5, presses[:cut] + ["wait:10000", "frame"])
    frame = screen.parse_frame(lines[-1])
    with open(out, "wb") as f:
        f.write(png(frame["display"], frame["leds"], "Emerald, 3 players"))
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
