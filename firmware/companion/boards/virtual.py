# The simulator's board: virtual clock near the ticks wrap, text-grid display, recorded LEDs and buzzer.

try:
    from micropython import const
except ImportError:

    def const(x):
        return x


_PERIOD = const(0x40000000)  # ticks_ms wraps at 2**30 on MicroPython ports
_HALF = const(0x20000000)
COLS = const(16)
ROWS = const(8)
START_MS = _PERIOD - 2000  # the clock wraps two seconds after power-up: bad time arithmetic shows at once


class GridDisplay:
    """The framebuf calls the screens use, kept as 16x8 text cells (character, reversed or not).

    Pixel-level drawing (lines, single pixels) is accepted and not kept: the simulator shows text cells.
    """

    width = 128
    height = 64

    def __init__(self):
        self.chars = bytearray(b" " * (COLS * ROWS))
        self.inverse = bytearray(COLS * ROWS)
        self.shown = 0

    def fill(self, c):
        for i in range(COLS * ROWS):
            self.chars[i] = 32
            self.inverse[i] = 1 if c else 0

    def pixel(self, x, y, c=None):
        return 0

    def hline(self, x, y, w, c):
        pass

    def vline(self, x, y, h, c):
        pass

    def rect(self, x, y, w, h, c):
        pass

    def fill_rect(self, x, y, w, h, c):
        # a cell wholly covered takes the rectangle's colour as its background
        for row in range((y + 7) // 8, (y + h) // 8):
            for col in range((x + 7) // 8, (x + w) // 8):
                if 0 <= row < ROWS and 0 <= col < COLS:
                    self.inverse[row * COLS + col] = 1 if c else 0
                    self.chars[row * COLS + col] = 32

    def text(self, s, x, y, c=1):
        row = (y + 4) // 8
        col = (x + 4) // 8
        if not 0 <= row < ROWS:
            return
        for ch in s:
            if 0 <= col < COLS:
                o = ord(ch)
                self.chars[row * COLS + col] = o if 32 <= o < 127 else 63
                self.inverse[row * COLS + col] = 0 if c else 1
            col += 1

    def show(self):
        self.shown += 1


class VirtualPixels:
    """A NeoPixel stand-in that remembers what was last written."""

    def __init__(self, n):
        self.buf = [(0, 0, 0)] * n
        self.shown = [(0, 0, 0)] * n
        self.writes = 0

    def __len__(self):
        return len(self.buf)

    def __setitem__(self, i, rgb):
        self.buf[i] = rgb

    def __getitem__(self, i):
        return self.buf[i]

    def write(self):
        self.shown = list(self.buf)
        self.writes += 1


class VirtualBoard:
    """The board interface of docs/ARCHITECTURE.md, simulated.

    :param root: directory standing for the Pico's flash file system
    :param seed: the dice seed for the first game (then derived from it)
    """

    max_brightness = 255

    def __init__(self, root, seed=0, start_ms=START_MS):
        self.root = root
        self.now = start_ms % _PERIOD
        self.pixels = VirtualPixels(16)
        self.display = GridDisplay()
        self.held = 0
        self.tone_hz = 0
        self.tones = 0
        self.fed = 0
        self._seed = seed

    def buttons(self):
        return self.held

    def tone(self, freq_hz):
        if freq_hz:
            self.tones += 1
        self.tone_hz = freq_hz

    def ticks_ms(self):
        return self.now

    def ticks_add(self, a, delta):
        return (a + delta) % _PERIOD

    def ticks_diff(self, a, b):
        return ((a - b + _HALF) % _PERIOD) - _HALF

    def sleep_ms(self, ms):
        self.advance(ms)

    def advance(self, ms):
        self.now = (self.now + ms) % _PERIOD

    def feed(self):
        self.fed += 1

    def seed(self):
        from companion.core import rng

        s = self._seed
        self._seed = rng.step(rng.seed_state(s))
        return s


def frame(app, out):
    """Write the display and LEDs as one JSON line for the terminal drawing (streamed, small heap)."""
    b = app.board
    d = b.display
    out.write('F {"lines":[')
    for r in range(ROWS):
        out.write(',"' if r else '"')
        out.write(
            bytes(d.chars[r * COLS : (r + 1) * COLS]).decode().replace("\\", "\\\\").replace('"', '\\"')
        )
        out.write('"')
    out.write('],"inverse":[')
    for r in range(ROWS):
        out.write(',"' if r else '"')
        for c in range(COLS):
            out.write("1" if d.inverse[r * COLS + c] else "0")
        out.write('"')
    out.write('],"leds":[')
    for i, rgb in enumerate(b.pixels.shown):
        out.write(',"%02x%02x%02x"' % rgb if i else '"%02x%02x%02x"' % rgb)
    out.write('],"tone":%d}\n' % b.tone_hz)
