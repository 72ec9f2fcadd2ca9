# heap: 96k
# Aton screens through seeded games: every row ASCII and <= 16 columns, LEDs and effects run.
from companion.core import rng
from companion.games import aton as eng
from companion.games import aton_ui as ui


class Strip:
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
    assert isinstance(row, str) and len(row) <= 16, row
    for ch in row:
        assert 32 <= ord(ch) < 127, row
    return row


for seed in (1, 2, 3, 4):
    r = rng.seed_state(seed)
    s = eng.new_state(2, {"dead": ("8", "12")[seed % 2]})
    fx = Fx()
    while not eng.is_over(s):
        ok(ui.title(s))
        rows = ui.status(s, 0)
        assert len(rows) <= 4
        for row in rows + ui.info(s):
            ok(row)
        assert ui.roll_label(s) == ""
        acts = eng.legal_actions(s)
        for a in acts:
            ok(ui.label(s, a))
        r, a = rng.pick_weighted(r, [(x, 1 if x[0] == "claim" else 300) for x in acts])
        assert eng.apply(s, a) is None
        ui.on_apply(s, a, fx)
        assert ui.leds(s, fx.strip, 0) is None
    print(ok(ui.title(s)))
    for row in ui.status(s, 0) + ui.end_lines(s) + ui.info(s):
        print(ok(row))
    print(fx.notes, fx.frames, fx.strip.px)
