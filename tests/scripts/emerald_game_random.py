# heap: 96k
# Seeded random Emerald games (tracker 2-5 players, keeper, scoring entry) played to the end by random
# legal actions; the script checks card/knight accounting, replay and refusals, and prints the outcomes.
import gc

from companion.core import jsonc, rng
from companion.games.emerald import engine as E

BAD = (["move", 9, 1], ["take", "gem", 7], ["die", 4], ["pay", 0], ["end", 1], ["nest", True], "move", [])


def accounted(st):
    """Every card and knight in exactly one place."""
    if st["mode"] != "tracker":
        return
    gems = sum(st["gp"])
    for g in st["gems"]:
        gems += sum(g)
    gold = sum(st["op"]) + len(st["paid"])
    for g in st["gold"]:
        gold += len(g)
    assert gems == 22 and gold == 23, (gems, gold)
    lair = st["kn"].count(E.LAIR)
    assert lair == sum(st["tr"]) <= 4
    for k in range(4):
        assert sum([g[k] for g in st["gems"]]) <= 6
    for v in range(1, 6):
        assert st["paid"].count(v) + sum([g.count(v) for g in st["gold"]]) <= 5
    per = E.per_colour(st["np"])
    assert len(st["kn"]) == per * E.colours(st["np"])
    for i, pos in enumerate(st["kn"]):
        assert pos == -(i % per) - 1 or 1 <= pos <= 17, (i, pos)


def copy(v):
    if isinstance(v, list):
        return [copy(x) for x in v]
    if isinstance(v, dict):
        return dict([(k, copy(v[k])) for k in v])
    return v


def play(np, mode, seed):
    """One game; a second state replays every applied action in lockstep (the history, without storing it)."""
    st = E.new_state(np, {"mode": mode})
    again = E.new_state(np, {"mode": mode})
    r = rng.seed_state(seed)
    n = 0
    while not E.is_over(st):
        ch = E.chance(st)
        acts = E.legal_actions(st)
        if ch and acts:  # keeper: ROLL, or once in a while end the game
            r, k = rng.draw(r, 12)
            ch = ch if k else None
        if ch:
            r, a = rng.pick_weighted(r, ch)
        else:
            assert acts, st
            r, k = rng.draw(r, len(acts))
            a = acts[k]
        if n % 5 == 0:
            before = copy(st)
            for bad in BAD:
                if bad not in acts:
                    assert E.apply(st, bad) is not None, bad
            assert st == before
            before = None
        why = E.apply(st, a)
        assert why is None, (why, a)
        assert E.apply(again, copy(a)) is None
        n += 1
        accounted(st)
    assert E.apply(st, ["end"]) is not None
    assert again == st
    return st, n


for mode, counts, seeds in (("tracker", (2, 3, 4, 5), 3), ("keeper", (2, 5), 2), ("scoring", (3, 4), 2)):
    for np in counts:
        for seed in range(seeds):
            st, n = play(np, mode, 1000 * np + seed)
            res = E.result(st)
            for p in res["players"]:
                bd = p["breakdown"]
                assert p["total"] == sum([bd[k] for k in sorted(bd)])
            print(mode, np, seed, n, "actions")
            print(jsonc.dumps(st))
            print(jsonc.dumps(res))
            st = res = None
            gc.collect()
