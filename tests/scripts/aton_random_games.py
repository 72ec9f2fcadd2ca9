# heap: 96k
# Aton: seeded games of random legal actions; replay, undo and refused actions checked at every step.
from companion.core import jsonc, rng, session
from companion.games import aton

BAD = (
    ["card", 0],
    ["card", 5],
    ["remove", 5],
    ["place", 0],
    ["first", 2],
    ["done", 1],
    ["blue", -1],
    ["x"],
    [],
)


def check(st, dead_max):
    tot = 0
    for p in (0, 1):
        t = st["temples"][p]
        assert min(t) >= 0 and sum(t) + st["dead"][p] <= 29
        assert aton.reserve(st, p) >= 0
        tot += st["dead"][p]
    for k in range(4):
        assert st["temples"][0][k] + st["temples"][1][k] <= 12
    assert tot <= dead_max
    for p in (0, 1):
        assert 0 <= st["c1"][p] <= st["score"][p]


for seed in range(1, 13):
    dead = ("8", "6", "10", "12")[seed % 4]
    g = session.Session("aton", 2, {"dead": dead}, seed)
    r = rng.seed_state(1000 + seed)
    steps = 0
    scorings = 0
    while not g.over() and steps < 1500:
        acts = g.legal()
        assert acts and g.chance() is None
        before = jsonc.dumps(g.state)
        for bad in BAD:
            if bad not in acts:
                assert isinstance(aton.apply(g.state, bad), str)
                assert jsonc.dumps(g.state) == before
        # the yellow/green claims are rare: they end the game at once
        r, a = rng.pick_weighted(r, [(x, 1 if x[0] == "claim" else 400) for x in acts])
        old = g.state["score"][:]
        assert g.act(a) is None
        if g.state["last"] is not None and a[0] == "bonus" and len(g.state["sq"]) in (0, 6):
            scorings += 1
            gained = [g.state["score"][p] - old[p] for p in (0, 1)]
            assert gained == [sum(g.state["last"][0]), sum(g.state["last"][1])]
        check(g.state, int(dead))
        steps += 1
        if steps % 97 == 0:
            after = jsonc.dumps(g.state)
            assert g.undo() and jsonc.dumps(g.state) == before
            assert g.act(a) is None and jsonc.dumps(g.state) == after
    assert g.over()
    again = session.replay(aton, 2, {"dead": dead}, g.history)
    assert jsonc.dumps(again) == jsonc.dumps(g.state)
    res = aton.result(g.state)
    for p in res["players"]:
        assert sum(p["breakdown"].values()) == p["total"]
    print(seed, dead, steps, g.state["round"], scorings, g.state["why"], jsonc.dumps(res))
