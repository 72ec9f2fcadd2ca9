# The simulator's board: virtual clock near the ticks wrap, framebuf display, recorded LEDs and buzzer.

from binascii import hexlify

from micropython import const

_TYPED = const(0)
if _TYPED:  # mypy reads this (always_true): MicroPython's framebuf; the compiler drops the block
    import framebuf
    from framebuf import MONO_VLSB, FrameBuffer
else:
    try:
        import framebuf
        from framebuf import MONO_VLSB, FrameBuffer
    except ImportError:  # CPython: the simulator's stand-in, whose font the real framebuf drew at build time
        from host_sim import framebuf
        from host_sim.framebuf import MONO_VLSB, FrameBuffer


_PERIOD = const(0x40000000)  # ticks_ms wraps at 2**30 on MicroPython ports
_HALF = const(0x20000000)
WIDTH = const(128)
HEIGHT = const(64)
START_MS = _PERIOD - 2000  # the clock wraps two seconds after power-up: bad time arithmetic shows at once


class Restart(BaseException):
    """Raised by VirtualBoard.restart(), as machine.soft_reset() raises SystemExit on a Pico: nothing after it
    runs (no ``except Exception`` takes it); the runner powers a new device up on the same flash."""


class VirtualDisplay(FrameBuffer):
    """The SSD1306's 128x64 pixels, 1,024 bytes in its page order (framebuf MONO_VLSB), drawn by framebuf."""

    width = WIDTH
    height = HEIGHT
    framebuf = framebuf  # the module that draws it: the screens' text is blitted (ui.screens.Rows)

    def __init__(self):
        self.buffer = bytearray(WIDTH * HEIGHT // 8)  # allocated once: the idle loop allocates nothing
        super().__init__(self.buffer, WIDTH, HEIGHT, MONO_VLSB)
        self.shown = 0

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
    :param lang: the answer to the language question of a fresh device (the simulator never asks it)
    :param soft_reset: restart() raises Restart, as a Pico's soft reset ends the running code (the
        simulator's runners: they power a new device up); else the app goes on in place, as under Blinka
    """

    max_brightness = 255

    def __init__(self, root, seed=0, start_ms=START_MS, lang="en", soft_reset=False):
        self.root = root
        self.lang = lang
        self.soft_reset = soft_reset
        self.now = start_ms % _PERIOD
        self.pixels = VirtualPixels(16)
        self.display = VirtualDisplay()
        self.held = 0
        self.tone_hz = 0
        self.tones = 0
        self.fed = 0
        self.dice_seed = seed  # the next game's
        self.restarting = False  # restart() was called: the simulator powers a new device up

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

        s = self.dice_seed
        self.dice_seed = rng.step(rng.seed_state(s))
        return s

    def restart(self):
        self.restarting = True
        if self.soft_reset:
            raise Restart()


def frame(app, out):
    """One JSON line: the display's 1,024 bytes in hex, the LEDs and the tone (streamed, small heap)."""
    b = app.board
    pixels = memoryview(b.display.buffer)
    out.write('F {"display":"')
    for i in range(0, len(pixels), 64):
        # ignored: the stub asks for bytes where MicroPython (and CPython) take any buffer
        out.write(hexlify(pixels[i : i + 64]).decode())  # type: ignore[arg-type]
    out.write('","leds":[')
    for i, rgb in enumerate(b.pixels.shown):
        out.write(',"%02x%02x%02x"' % rgb if i else '"%02x%02x%02x"' % rgb)
    out.write('],"tone":%d}\n' % b.tone_hz)
