# heap: 96k
# Emerald's dragon flights, danger maps and scores: the same bytes under CPython and MicroPython.
from companion.core import check, jsonc, rng
from companion.games.emerald import engine as em
from companion.games.emerald import rules as er

# every valid (dragon, facing, track) and roll: flight, path and danger map
n = 0
for track in range(6):
    for dragon in range(track, track + 5):
        for facing in er.FACINGS:
            if er.valid_position(dragon, facing, track) is not None:
                assert dragon == 0
                continue
            dm = er.danger(dragon, facing, track)
            assert sum(dm) == 3
            flights = []
            for roll in (1, 2, 3):
                d, f = er.fly(dragon, facing, track, roll)
                path = er.flight_path(dragon, facing, track, roll)
                assert path[-1] == d and er.on_track(d, track)
                assert er.valid_position(d, f, er.advance(track)) is None
                flights.append([roll, d, f, path])
                n += 1
            print(jsonc.dumps([track, dragon, facing, flights, dm]))
print("flights", n)

# the bad positions the contract names
for d, f, t in ((1, "plain", 3), (9, "lair", 4), (2, "up", 0), (0, "lair", 0), (5, "plain", 6)):
    print(d, f, t, er.valid_position(d, f, t))

# a long game's worth of rolls from the set-up, drawn with the seeded generator
s = rng.seed_state(7)
rolls = []
for _ in range(40):
    s, r = rng.pick_weighted(s, er.DIE)
    rolls.append(r)
out = em.dragon_input({"rolls": rolls})
assert len(out["steps"]) == 40 and out["steps"][-1]["track"] == 5
print(jsonc.dumps(out))


def P(name, gold, treasures, red, green, blue, yellow):
    return {
        "name": name,
        "gold": gold,
        "treasures": treasures,
        "gems": {"red": red, "green": green, "blue": blue, "yellow": yellow},
    }


games = [
    {"players": [P("Ann", [5, 3, 1], 1, 2, 1, 1, 1), P("Bob", [4, 4], 2, 0, 3, 0, 0)]},
    {"players": [P("A", [5, 1], 1, 1, 0, 0, 0), P("B", [3, 3], 1, 0, 1, 0, 0), P("C", [], 0, 0, 0, 0, 0)]},
    {"players": [P("A", [2], 0, 1, 1, 1, 1), P("B", [2], 0, 1, 1, 1, 1)], "full_set_bonus": "B"},
    {"players": [P("A", [2], 0, 1, 1, 1, 1), P("B", [2], 0, 1, 1, 1, 1)]},
    {"players": [P("A", [2], 0, 1, 1, 1, 1), P("B", [2], 0, 0, 0, 0, 0)], "full_set_bonus": None},
    {"players": [P("A", [7], 0, 0, 0, 0, 0), P("B", [], 0, 0, 0, 0, 0)]},
    {"players": [P("A", [], 0, 4, 0, 0, 0), P("B", [], 0, 3, 0, 0, 0)]},
    {"players": [P("A", [], 0, 6, 6, 6, 0), P("B", [], 0, 0, 0, 0, 5)]},
]
for g in games:
    g["game"] = "emerald"
    try:
        res = em.score_input(g)
        for p in res["players"]:
            t = 0
            for k in sorted(p["breakdown"]):
                t += p["breakdown"][k]
            assert t == p["total"]
        print(jsonc.dumps(res))
    except check.BadInput as e:
        print("bad:", e.args[0])
