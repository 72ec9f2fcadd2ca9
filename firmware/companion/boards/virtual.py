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
    """The framebuf calls the screens use, kept as 16x8 text cells (text, inverse) plus a pixel map."""

    width = 128
    height = 64

    def __init__(self):
        self.chars = bytearray(b" " * (COLS * ROWS))
        self.inverse = bytearray(COLS * ROWS)
        self.pix = bytearray(128 * 64 // 8)
        self.shown = 0

    def fill(self, c):
        for i in range(COLS * ROWS):
            self.chars[i] = 32
            self.inverse[i] = 1 if c else 0
        v = 0xFF if c else 0
        for i in range(len(self.pix)):
            self.pix[i] = v

    def pixel(self, x, y, c=None):
        if not (0 <= x < 128 and 0 <= y < 64):
            return 0
        i = (y * 128 + x) >> 3
        bit = 1 << (x & 7)
        if c is None:
            return 1 if self.pix[i] & bit else 0
        if c:
            self.pix[i] |= bit
        else:
            self.pix[i] &= ~bit & 0xFF
        return None

    def fill_rect(self, x, y, w, h, c):
        for yy in range(max(0, y), min(64, y + h)):
            for xx in range(max(0, x), min(128, x + w)):
                self.pixel(xx, yy, c)
        # a cell wholly covered takes the rectangle's colour as its background
        for row in range((y + 7) // 8, (y + h) // 8):
            for col in range((x + 7) // 8, (x + w) // 8):
                if 0 <= row < ROWS and 0 <= col < COLS:
                    self.inverse[row * COLS + col] = 1 if c else 0
                    self.chars[row * COLS + col] = 32

    def rect(self, x, y, w, h, c):
        self.hline(x, y, w, c)
        self.hline(x, y + h - 1, w, c)
        self.vline(x, y, h, c)
        self.vline(x + w - 1, y, h, c)

    def hline(self, x, y, w, c):
        for xx in range(x, x + w):
            self.pixel(xx, y, c)

    def vline(self, x, y, h, c):
        for yy in range(y, y + h):
            self.pixel(x, yy, c)

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

    def lines(self):
        """The display as 8 strings of 16 characters."""
        return [bytes(self.chars[r * COLS : (r + 1) * COLS]).decode() for r in range(ROWS)]

    def inverse_mask(self):
        """8 strings of 16 '0'/'1': which cells are drawn light-on-dark reversed."""
        return [
            "".join(["1" if self.inverse[r * COLS + c] else "0" for c in range(COLS)]) for r in range(ROWS)
        ]


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


def run_events(app, lines, write):
    """Drive the app with simulator protocol lines; write one output line per event.

    Lines: a button name with optional ":long", "wait:MS" (whole milliseconds), "frame" (ask for the
    display and LEDs), "state". After a button or wait the persisted state is written, prefixed "S ".
    """
    board = app.board
    for line in lines:
        line = line.strip()
        if not line:
            continue
        if line == "frame":
            write("F " + frame(app))
            continue
        if line == "state":
            write("S " + app.state_text())
            continue
        if line.startswith("wait:"):
            ms = int(line[5:])
            while ms > 0:
                d = 10 if ms > 10 else ms
                board.advance(d)
                ms -= d
                app.step()
        else:
            name, _, mod = line.partition(":")
            app.press(name, mod == "long")
            app.step()
        write("S " + app.state_text())


def frame(app):
    """The display and LEDs as one JSON line for the terminal drawing."""
    from companion.core import jsonc

    b = app.board
    return jsonc.dumps(
        {
            "lines": b.display.lines(),
            "inverse": b.display.inverse_mask(),
            "leds": ["%02x%02x%02x" % rgb for rgb in b.pixels.shown],
            "tone": b.tone_hz,
        }
    )
