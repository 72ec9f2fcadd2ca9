# heap: 96k
# Roma: seeded games of random legal actions and dice; points conserved, replay, undo, refusals checked.
from companion.core import jsonc, rng
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


def replay(history):
    st = roma.new_state(2, {})
    for a in history:
        assert roma.apply(st, a) is None
    return st


def check(st):
    assert st["vp"][0] + st["vp"][1] + st["res"] == 36 + st["extra"]
    assert min(st["vp"]) >= 0 and st["res"] >= 0 and st["extra"] >= 0
    assert min(st["money"]) >= 0
    assert 0 <= st["discs"][0] <= 63 and 0 <= st["discs"][1] <= 63


for seed in range(1, 13):
    st = roma.new_state(2, {})
    history = []
    r = rng.seed_state(2000 + seed)
    WEIGHT["gain"] = 12 if seed % 3 == 0 else 2  # every third game drains the reserve
    steps = rolls = fights = triples = 0
    while not roma.is_over(st) and steps < 3000:
        before = jsonc.dumps(st)
        acts = roma.legal_actions(st)
        outcomes = roma.chance(st)
        for bad in BAD:
            if bad not in acts and not [1 for o, _ in outcomes or [] if o == bad]:
                assert isinstance(roma.apply(st, bad), str)
                assert jsonc.dumps(st) == before
        if outcomes:
            assert acts == []
            if st["phase"] == "combat":
                fights += 1
            r, a = rng.pick_weighted(r, outcomes)
            rolls += 1
            if a[0] == "dice":
                assert a[1] <= a[2] <= a[3]
                if a[1] == a[3]:
                    triples += 1
        else:
            assert acts
            r, a = rng.pick_weighted(r, [(x, WEIGHT.get(x[0], 4)) for x in acts])
        assert roma.apply(st, a) is None
        history.append(a)
        check(st)
        steps += 1
        if steps % 89 == 0:  # undo = replay without the last action
            assert jsonc.dumps(replay(history[:-1])) == before
    assert roma.is_over(st)
    assert st["vp"][0] == 0 or st["vp"][1] == 0 or st["res"] == 0
    assert jsonc.dumps(replay(history)) == jsonc.dumps(st)
    res = roma.result(st)
    print(seed, steps, rolls, triples, fights, st["res"], st["extra"], st["money"], jsonc.dumps(res))
