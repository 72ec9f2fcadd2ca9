# heap: 96k
# Seeded random Samarkand games (turns, end, scoring entry) by random legal actions, with the screens.
from companion.core import jsonc, rng
from companion.games import samarkand as sk
from companion.games import samarkand_pages as helper
from companion.games import samarkand_ui as ui


class Strip:
    def __init__(self):
        self.n = 16
        self.lit = 0

    def set(self, i, rgb):
        assert 0 <= i < 16 and len(rgb) == 3 and all(0 <= c <= 255 for c in rgb)
        if rgb != (0, 0, 0):
            self.lit += 1

    def fill(self, rgb):
        for i in range(16):
            self.set(i, rgb)


class Fx:
    notes = 0

    def beep(self, f, ms):
        self.notes += 1

    def tune(self, notes):
        self.notes += len(notes)


def ok(row):
    assert isinstance(row, str) and len(row) <= 16, row
    for ch in row:
        assert 32 <= ord(ch) < 127, row
    return row


def screens(s):
    ok(ui.title(s))
    rows = ui.status(s, 0)
    assert len(rows) <= 4
    for row in rows:
        ok(row)
    for a in sk.legal_actions(s):
        ok(ui.label(s, a))
    strip = Strip()
    assert ui.leds(s, strip, 0) is None


def play(seed, n, mode):
    r = rng.seed_state(seed)
    s = sk.new_state(n, {"mode": mode})
    assert s["limit"] == {2: 10, 3: 10, 4: 7, 5: 6}[n]
    fx = Fx()
    count = 0
    turns = 0
    while not sk.is_over(s):
        count += 1
        assert count < 5000
        assert sk.chance(s) is None
        screens(s)
        acts = sk.legal_actions(s)
        assert acts
        if s["ph"] == "play":
            # the end is declared one time in thirty
            r, k = rng.draw(r, 30)
            a = ["end"] if k == 0 else acts[k % 3]
            turns += 1
        else:
            # mostly add, sometimes go on: values grow to something like a real game
            r, k = rng.draw(r, len(acts) + 4)
            a = acts[k] if k < len(acts) else acts[0]
        before = jsonc.dumps(s)
        for bad in (["add", 3], ["extend", 3], ["next", 1], ["die", 1]):
            assert isinstance(sk.apply(s, bad), str)
            assert jsonc.dumps(s) == before
        assert sk.apply(s, a) is None, a
        ui.on_apply(s, a, fx)
        v = s["v"]
        assert sum(x[1] for x in v) <= 33 and sum(x[2] for x in v) <= 50
        for x in v:
            assert min(x) >= 0 and x[2] % 2 == 0 and x[3] + x[4] <= 2 * s["limit"]
    screens(s)
    for row in helper.legend(s) + helper.end_lines(s):
        ok(row)
    res = sk.result(s)
    best = max(p["total"] for p in res["players"])
    for i, p in enumerate(res["players"]):
        x = s["v"][i]
        assert p["total"] == x[0] + x[1] + x[2] + 4 * x[3] + x[4]
        bd = p["breakdown"]
        assert bd["money"] + bd["goods_tiles"] + bd["relation_tiles"] + bd["goods_cards"] == p["total"]
        assert (p["total"] == best) == (p["name"] in res["winners"])
    return turns, res, fx.notes


for seed in range(12):
    n = 2 + seed % 4
    mode = "scoring" if seed % 3 == 2 else "tracker"
    turns, res, notes = play(seed, n, mode)
    print(
        seed,
        n,
        mode,
        turns,
        notes,
        jsonc.dumps([p["total"] for p in res["players"]]),
        jsonc.dumps(res["winners"]),
    )
