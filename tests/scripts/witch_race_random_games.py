# heap: 96k
# Seeded random races of Course de sorcieres by random legal actions; invariants checked, results printed.
from companion.core import jsonc, rng
from companion.games import witch_race as wr


def _code(a):
    return {"die": 0, "pass": 10, "in": 20}[a[0]] + (a[1] if len(a) > 1 else 0)


def _action(c):
    if c < 10:
        return ["die", c]
    return ["pass"] if c == 10 else ["in", c - 20]


def play(seed, n):
    r = rng.seed_state(seed)
    s = wr.new_state(n, {})
    # the history, one byte an action (a list of small lists would fragment the 96k heap)
    history = bytearray()
    steps = 0
    while not wr.is_over(s):
        steps += 1
        assert steps < 2000, "the race never ends"
        out = wr.chance(s)
        acts = wr.legal_actions(s)
        # exactly one of: a pending roll, or choices
        assert (out is None) != (acts == [])
        if out is not None:
            assert len(out) == 6
            r, a = rng.pick_weighted(r, out)
        else:
            # a witch arrives one time in four, so races end in a sensible number of turns
            r, k = rng.draw(r, 4 * len(acts))
            a = acts[k] if k < len(acts) else ["pass"]
        before = jsonc.dumps(s)
        bad = wr.apply(s, ["die", 9])
        assert isinstance(bad, str) and jsonc.dumps(s) == before
        assert wr.apply(s, a) is None, a
        history.append(_code(a))
        home = s["home"]
        assert len(home) == n
        assert all(len(h) <= 3 and all(x in (2, 3, 4) for x in h) for h in home)
        full = [i for i in range(n) if len(home[i]) == 3]
        assert len(full) <= 1 and (len(full) == 1) == wr.is_over(s)
    # the history is the saved game: replaying it gives the same state
    t = wr.new_state(n, {})
    for c in history:
        assert wr.apply(t, _action(c)) is None
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
    return len(history), res


for seed in range(24):
    n = 2 + seed % 3
    length, res = play(seed, n)
    print(seed, n, length, jsonc.dumps([p["total"] for p in res["players"]]), jsonc.dumps(res["winners"]))
