# Stand-ins for the app's LED strip and effects, and a check of display rows, shared by the screen scripts.


class Strip:
    """The strip a game's leds() paints: 16 pixels, every channel 0-255."""

    def __init__(self):
        self.n = 16
        self.px = [(0, 0, 0)] * 16

    def set(self, i, rgb):
        assert 0 <= i < 16 and len(rgb) == 3
        for c in rgb:
            assert 0 <= c <= 255
        self.px[i] = rgb

    def fill(self, rgb):
        for i in range(16):
            self.set(i, rgb)


class Fx:
    """Counts notes and runs animations to their end, checking every delay."""

    def __init__(self):
        self.strip = Strip()
        self.notes = 0
        self.frames = 0

    def beep(self, f, ms):
        self.notes += 1

    def tune(self, notes):
        self.notes += len(notes)

    def animate(self, gen):
        for delay in gen:
            assert delay > 0
            self.frames += 1


def ok(row):
    """A display row: a str of at most 21 characters (the display's columns of its 6x8 font)."""
    assert isinstance(row, str) and len(row) <= 21, row
    for ch in row:
        assert 32 <= ord(ch) < 127, row
    return row
