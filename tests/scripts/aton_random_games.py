# heap: 128k
# Aton: seeded games of random legal actions; replay, undo and refused actions checked at every step.
from companion.core import jsonc, rng
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


def replay(options, history):
    st = aton.new_state(2, options)
    for a in history:
        assert aton.apply(st, a) is None
    return st


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
    opts = {"dead": ("8", "6", "10", "12")[seed % 4]}
    st = aton.new_state(2, opts)
    history = []
    r = rng.seed_state(1000 + seed)
    steps = 0
    scorings = 0
    while not aton.is_over(st) and steps < 1500:
        acts = aton.legal_actions(st)
        assert acts and aton.chance(st) is None
        before = jsonc.dumps(st)
        for bad in BAD:
            if bad not in acts:
                assert isinstance(aton.apply(st, bad), str)
                assert jsonc.dumps(st) == before
        # the yellow/green claims are rare: they end the game at once
        r, a = rng.pick_weighted(r, [(x, 1 if x[0] == "claim" else 400) for x in acts])
        old = st["score"][:]
        assert aton.apply(st, a) is None
        history.append(a)
        if st["last"] is not None and a[0] == "bonus" and len(st["sq"]) in (0, 6):
            scorings += 1
            gained = [st["score"][p] - old[p] for p in (0, 1)]
            assert gained == [sum(st["last"][0]), sum(st["last"][1])]
        check(st, int(opts["dead"]))
        steps += 1
        if steps % 97 == 0:  # undo = replay without the last action
            assert jsonc.dumps(replay(opts, history[:-1])) == before
    assert aton.is_over(st) and aton.legal_actions(st) == []
    assert jsonc.dumps(replay(opts, history)) == jsonc.dumps(st)
    res = aton.result(st)
    for p in res["players"]:
        assert sum(p["breakdown"].values()) == p["total"]
    print(seed, opts["dead"], steps, st["round"], scorings, st["why"], jsonc.dumps(res))
