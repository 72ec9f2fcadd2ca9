"""The LED strip's writes: only the pixels that changed go to the NeoPixels (each item assignment of
micropython-lib's NeoPixel is Python code), every pixel again when the brightness changes; and the seats'
names, worked out once per language."""

from host_sim import runtime

runtime.use_firmware()
from companion.ui import lang  # noqa: E402
from companion.ui.fx import Fx  # noqa: E402


class CountingPixels:
    def __init__(self, n):
        self.shown = [(0, 0, 0)] * n
        self.assigned = []  # the indices assigned since the last look
        self.writes = 0

    def __len__(self):
        return len(self.shown)

    def __setitem__(self, i, rgb):
        self.shown[i] = rgb
        self.assigned.append(i)

    def write(self):
        self.writes += 1

    def take(self):
        out, self.assigned = self.assigned, []
        return out


class Board:
    def __init__(self, n=16):
        self.pixels = CountingPixels(n)

    def ticks_ms(self):
        return 0

    def ticks_add(self, a, b):
        return a + b

    def ticks_diff(self, a, b):
        return a - b

    def tone(self, hz):
        pass


def test_a_frame_writes_only_the_pixels_that_changed():
    board = Board()
    fx = Fx(board)
    fx.show()
    assert board.pixels.take() == list(range(16)) and board.pixels.writes == 1  # the first frame: all
    fx.strip.set(3, (255, 0, 0))
    fx.strip.set(12, (0, 0, 255))
    fx.show()
    assert board.pixels.take() == [3, 12] and board.pixels.writes == 2
    assert board.pixels.shown[3] == (255, 0, 0) and board.pixels.shown[12] == (0, 0, 255)
    fx.strip.set(3, (255, 0, 0))  # painted again the same
    fx.show()
    assert board.pixels.take() == [] and board.pixels.writes == 2


def test_an_animation_frame_writes_what_it_changed():
    board = Board()
    fx = Fx(board)
    fx.show()
    board.pixels.take()

    def frames(fx):
        for i in (5, 6):
            fx.strip.fill((0, 0, 0))
            fx.strip.set(i, (0, 255, 0))
            yield 30

    fx.animate(frames(fx))
    fx.show()
    assert board.pixels.take() == [5]
    fx.tick(30)
    fx.show()
    assert board.pixels.take() == [5, 6] and board.pixels.shown[5] == (0, 0, 0)


def test_another_brightness_writes_every_pixel_again_at_it():
    board = Board()
    fx = Fx(board)
    fx.use({"brightness": 5, "sound": True})
    fx.strip.set(0, (255, 100, 0))
    fx.show()
    board.pixels.take()
    fx.use({"brightness": 1, "sound": True})  # the strip as it was: only the level changed
    fx.show()
    assert board.pixels.take() == list(range(16))
    assert board.pixels.shown[0] == (255 * 51 // 255, 100 * 51 // 255, 0)
    fx.use({"brightness": 1, "sound": False})  # the same level: nothing to write
    fx.show()
    assert board.pixels.take() == []


def test_the_seats_are_named_in_the_language_in_use():
    lang.use("en")
    english = [lang.player(p) for p in range(4)]
    assert english == [lang.ui[0] % (p + 1) for p in range(4)] and len(set(english)) == 4
    lang.use("fr")
    french = [lang.player(p) for p in (3, 0, 1, 2)]  # asked out of order: each seat still its own name
    assert french == [lang.ui[0] % (p + 1) for p in (3, 0, 1, 2)] and french[1] != english[0]
    lang.end_game()
    assert lang.player(1) == lang.ui[0] % 2
