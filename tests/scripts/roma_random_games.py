# heap: 96k
# Roma: seeded games of random legal actions and dice; points conserved, replay, undo, refusals checked.
from companion.core import jsonc, rng, session
from companion.games import roma

BAD = (
    ["disc", 0],
    ["disc", 7],
    ["money", 7],
    ["amt", -1],
    ["def", 0],
    ["dice", 1, 2, 3],
    ["combat", 4],
    ["x"],
    [],
)
# effects that move many points are rarer, so that games last a while
WEIGHT = {"take": 1, "buy": 2, "gain": 2, "vpdie": 2, "end": 6, "cancel": 3, "amt": 6, "def": 6}


def check(st):
    assert st["vp"][0] + st["vp"][1] + st["res"] == 36 + st["extra"]
    assert min(st["vp"]) >= 0 and st["res"] >= 0 and st["extra"] >= 0
    assert min(st["money"]) >= 0
    assert 0 <= st["discs"][0] <= 63 and 0 <= st["discs"][1] <= 63


for seed in range(1, 13):
    g = session.Session("roma", 2, {}, seed)
    r = rng.seed_state(2000 + seed)
    WEIGHT["gain"] = 12 if seed % 3 == 0 else 2  # every third game drains the reserve
    steps = rolls = fights = triples = 0
    while not g.over() and steps < 3000:
        before = jsonc.dumps(g.state)
        outcomes = [o for o, _ in g.chance() or []]
        for bad in BAD:
            if bad not in g.legal() and bad not in outcomes:
                assert isinstance(roma.apply(g.state, bad), str)
                assert jsonc.dumps(g.state) == before
        if g.chance():
            if g.state["phase"] == "combat":
                fights += 1
            out = g.roll()
            rolls += 1
            if out[0] == "dice":
                assert out[1] <= out[2] <= out[3]
                if out[1] == out[3]:
                    triples += 1
        else:
            acts = g.legal()
            assert acts
            r, a = rng.pick_weighted(r, [(x, WEIGHT.get(x[0], 4)) for x in acts])
            assert g.act(a) is None
            if steps % 89 == 0 and g.can_undo():
                after = jsonc.dumps(g.state)
                assert g.undo() and jsonc.dumps(g.state) == before
                assert g.act(a) is None and jsonc.dumps(g.state) == after
        check(g.state)
        steps += 1
    assert g.over()
    st = g.state
    assert st["vp"][0] == 0 or st["vp"][1] == 0 or st["res"] == 0
    again = session.replay(roma, 2, {}, g.history)
    assert jsonc.dumps(again) == jsonc.dumps(st)
    res = roma.result(st)
    print(seed, steps, rolls, triples, fights, st["res"], st["extra"], st["money"], jsonc.dumps(res))
