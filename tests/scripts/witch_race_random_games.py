# heap: 96k
# Seeded random races of Course de sorcieres by random legal actions; invariants checked, results printed.
from companion.core import jsonc, rng
from companion.games.witch_race import engine as wr

VERBS = ("die", "draw", "move", "pass", "tile", "stop", "card")


def _action(verb, number):
    if VERBS[verb] == "tile":  # its colour and value in one byte
        return ["tile", number // 16, number % 16]
    if VERBS[verb] == "stop" and number:  # another colour's number, by its colour (+1)
        return ["stop", number - 1]
    return [VERBS[verb]] if VERBS[verb] in ("pass", "stop") else [VERBS[verb], number]


def _check(s, n):
    """The invariants of every state the engine reaches."""
    where = [q for t in s["track"] for q in t if q]
    assert len(where) == len(set(where)), "two witches on one square"
    for p in range(n):
        assert len(s["track"][p]) + len(s["home"][p]) == 3
        assert all(0 <= q <= wr.TRACK for q in s["track"][p])
        assert all(x in wr.SQUARES for x in s["home"][p])
    full = [i for i in range(n) if len(s["home"][i]) == 3]
    assert len(full) <= 1 and (len(full) == 1) == wr.is_over(s)
    for c in range(4):
        tiles = [t for t in s["tiles"] if t and t // 16 == c]
        # a number told by its colour only has no value yet (15)
        numbers = [t % 16 for t in tiles if t % 16 != wr.MAGIC]
        told = [v for v in numbers if v != 15]
        assert len(told) == len(set(told)) and len(tiles) - len(numbers) <= 3 and len(numbers) <= 9
        for stage in range(3):
            here = [t for t in s["tiles"][16 * stage : 16 * stage + 16] if t and t // 16 == c]
            assert len(here) <= 4 and len([t for t in here if t % 16 == wr.MAGIC]) <= 1
        assert all(x in wr.HAND for x in s["cards"][c])
    if s["phase"] in ("colour", "value", "own", "foe", "draw"):
        assert s["at"] in s["track"][s["turn"]]


def play(seed, n):
    r = rng.seed_state(seed)
    s = wr.new_state(n, {})
    # the history, two bytes an action: its verb and number (a list of small lists would fragment the heap)
    history = bytearray()
    steps = 0
    while not wr.is_over(s):
        steps += 1
        assert steps < 2000, "the race never ends"
        out = wr.chance(s)
        acts = wr.legal_actions(s)
        # exactly one of: a pending roll or draw, or choices
        assert (out is None) != (acts == [])
        if out is not None:
            r, a = rng.pick_weighted(r, out)
        else:
            r, k = rng.draw(r, len(acts))
            a = acts[k]
        before = jsonc.dumps(s)
        bad = wr.apply(s, ["die", 9])
        assert isinstance(bad, str) and jsonc.dumps(s) == before
        assert wr.apply(s, a) is None, a
        history.append(VERBS.index(a[0]))
        if a[0] == "tile":
            history.append(16 * a[1] + a[2])
        else:
            history.append(0 if len(a) < 2 else a[1] + 1 if a[0] == "stop" else a[1])
        _check(s, n)
    # the history is the saved game: replaying it gives the same state
    t = wr.new_state(n, {})
    for i in range(0, len(history), 2):
        assert wr.apply(t, _action(history[i], history[i + 1])) is None
    assert jsonc.dumps(t) == jsonc.dumps(s)
    res = wr.result(s)
    best = max(p["total"] for p in res["players"])
    for i, p in enumerate(res["players"]):
        assert p["total"] == sum(s["home"][i])
        assert sum(p["breakdown"][k] for k in sorted(p["breakdown"])) == p["total"]
        assert (p["total"] == best) == (p["name"] in res["winners"])
    # the score command agrees with the engine
    doc = {"players": [{"name": "P%d" % (i + 1), "finished": s["home"][i]} for i in range(n)]}
    out = wr.score_input(doc)
    assert out["winners"] == res["winners"]
    for i in range(n):
        assert out["players"][i]["total"] == res["players"][i]["total"]
        assert out["players"][i]["breakdown"] == res["players"][i]["breakdown"]
    return len(history) // 2, s, res


for seed in range(24):
    n = 2 + seed % 3
    length, s, res = play(seed, n)
    turned = len([t for t in s["tiles"] if t])
    cards = jsonc.dumps([len(c) for c in s["cards"]])
    totals = jsonc.dumps([p["total"] for p in res["players"]])
    print(seed, n, length, turned, cards, totals, jsonc.dumps(res["winners"]))
