# heap: 96k
# Seeded random Samarkand games (tracked to their end, or scoring only) by random legal actions, with screens.
from companion.core import jsonc, rng
from companion.games.samarkand import engine as sk
from companion.games.samarkand import pages as helper
from companion.games.samarkand import ui


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
    assert isinstance(row, str) and len(row) <= 21, row
    for ch in row:
        assert 32 <= ord(ch) < 127, row
    return row


def screens(s):
    ok(ui.title(s))
    rows = ui.news(s) + ui.status(s, 0)
    assert len(rows) <= 5
    for row in rows + helper.legend(s) + helper.info(s):
        ok(row)
    for a in sk.legal_actions(s):
        ok(ui.label(s, a))
    assert ui.leds(s, Strip(), 0) is None


def invariants(s, placed):
    n = len(s["money"])
    assert 110 - sum(s["camels"]) == placed and min(s["camels"]) >= 0 and min(s["treasury"]) >= 0
    # one goods tile a goods space reached, and a relation tile of each family while its pile lasts
    assert sum(s["goods_tiles"]) == len(s["goods"]) <= sk.GOODS
    assert sum(s["relation_tiles"]) == sum([min(sk.relations(s, f), 5) for f in range(10)])
    for p in range(n):
        assert s["money"][p] >= 0 and 0 <= s["sold"][p] <= s["hands"][p] <= s["limit"]
    for f in range(10):
        held = sum([fams.count(f) for fams in s["families"]])
        assert s["tiles"][f] >= 0 and held + s["tiles"][f] + (f in s["bag"]) <= 2
    for space in s["goods"]:
        assert space[0] != space[1] and (space[2] < 0 or space[3] < 0)


def play(seed, n, mode):
    r = rng.seed_state(seed)
    s = sk.new_state(n, {"mode": mode})
    fx = Fx()
    count = 0
    placed = 0
    ends = []
    while not sk.is_over(s):
        count += 1
        assert count < 2000
        assert sk.chance(s) is None
        screens(s)
        acts = sk.legal_actions(s)
        assert acts
        if s["phase"] == "entry":
            # mostly add, sometimes go on: values grow to something like a real game
            r, k = rng.draw(r, len(acts) + 4)
            a = acts[k] if k < len(acts) else acts[0]
        else:
            r, k = rng.draw(r, len(acts))
            a = acts[k]
        before = jsonc.dumps(s)
        for bad in (["extend", 0, 3], ["marry", 10], ["meet", -1], ["card", 99], ["add", 3], ["die", 1]):
            assert isinstance(sk.apply(s, bad), str)
            assert jsonc.dumps(s) == before
        assert sk.apply(s, a) is None, a
        ui.on_apply(s, a, fx)
        placed += a[0] in ("plain", "goods", "join", "meet")
        ends += [e[1] for e in s["news"] if e[0] == "end"]
        if mode == "tracker":
            invariants(s, placed)
    screens(s)
    for row in helper.end_lines(s):
        ok(row)
    res = sk.result(s)
    best = max(p["total"] for p in res["players"])
    for p in res["players"]:
        bd = p["breakdown"]
        assert bd["money"] + bd["goods_tiles"] + bd["relation_tiles"] + bd["goods_cards"] == p["total"]
        assert (p["total"] == best) == (p["name"] in res["winners"])
    assert len(ends) == (mode == "tracker")
    return count, ends, res, fx.notes


for seed in range(12):
    n = 2 + seed % 4
    mode = "scoring" if seed % 3 == 2 else "tracker"
    count, ends, res, notes = play(seed, n, mode)
    print(
        seed,
        n,
        mode,
        count,
        notes,
        jsonc.dumps(ends),
        jsonc.dumps([p["total"] for p in res["players"]]),
        jsonc.dumps(res["winners"]),
    )
