# heap: 96k
# L'Or des dragons: seeded random hunts to the end and hand-checked scores, same output in both runtimes.
from companion.core import jsonc, rng
from companion.core.session import replay
from companion.games.dragons_gold import engine as g

sc = g.scoring()  # the scoring module, handed the engine's token kinds and caps


def check_invariants(s):
    assert 0 <= s["bag"] <= g.BAG
    assert s["pile"] + s["drawn"] == 14
    played = 0
    for slot in range(4):
        d = s["dragons"][slot]
        under = s["under"][slot]
        played += len(under)
        if d is None:
            assert under == [] or (s["kill"] is not None and s["kill"]["slot"] == slot)
        elif s["phase"] in ("turn", "value") and under:
            assert g.attack(s, slot) < d[0]  # a living dragon has not been beaten
    cards = 0
    for row in s["cards"]:
        cards += row.count(g.PLAYED)
    assert cards == played
    if s["phase"] == "turn":  # docs/RULES.md: a player with no adventurer to use passes
        assert g.can_attack(s, s["turn"]) and g.legal_actions(s)
    if s["timer"] == g.TIME_UP:  # docs/RULES.md: once the minute has run out, "No deal" only
        assert len(g.legal_actions(s)) == 1


def check_end(s):
    """The reason the hunt ended holds (docs/RULES.md "The end" and "When no player can attack").

    :return: the reason (0 no treasure left, 1 nobody can attack, 2 no dragon left)
    """
    assert s["news"][-1][0] == "end"
    why = s["news"][-1][1]
    alive = [d for d in s["dragons"] if d is not None]
    if why == 0:
        assert s["bag"] == 0 and sum([d[3] for d in alive]) == 0
    elif why == 1:
        assert alive and not [p for p in range(s["n"]) if g.can_attack(s, p)]
    else:
        assert why == 2 and not alive
    return why


def one_game(seed, n, rules):
    r = rng.seed_state(seed)
    s = g.new_state(n, {"rules": rules})
    hist = [None] * 400  # allocated once: a growing list needs ever larger free blocks on a small heap
    steps = 0
    why = None
    while not g.is_over(s):
        outcomes = g.chance(s)
        if outcomes:
            r, act = rng.pick_weighted(r, outcomes)
        else:
            acts = g.legal_actions(s)
            assert acts, s["phase"]
            r, i = rng.draw(r, len(acts))
            act = acts[i]
            if act[0] in ("pause", "resume"):
                r, i = rng.draw(r, len(acts))
                act = acts[i]
        assert g.apply(s, ["no such verb"]) is not None
        assert g.apply(s, act) is None
        hist[steps] = act
        check_invariants(s)
        if s["phase"] == "end" and s["entry"] == 0:
            why = check_end(s)
        steps += 1
        assert steps < len(hist)
    del hist[steps:]
    assert replay(g, g.new_state(n, {"rules": rules}), hist) == s
    res = g.result(s)
    for p in res["players"]:
        total = 0
        for k in sorted(p["breakdown"]):
            total += p["breakdown"][k]
        assert total == p["total"]
    return steps, s, res, why


for seed in range(6):
    n = 3 + seed % 4
    rules = ("basic", "advanced")[seed % 2]
    steps, s, res, why = one_game(seed, n, rules)
    print(seed, n, rules, steps, "end", why, s["bag"], s["drawn"], s["foire"], jsonc.dumps(s["tokens"]))
    for p in res["players"]:
        print(" ", p["name"], p["total"], jsonc.dumps(p["breakdown"]))
    print("  winners", " ".join(res["winners"]))

# hand-computed: 3 players, A holds the black diamond (see tests/games/test_dragons_gold.py)
A = [5, 2, 1, 1, 3, 0, 2, 0, 1]
B = [2, 0, 3, 0, 3, 2, 0, 0, 0]
C = [0, 4, 0, 0, 1, 2, 1, 0, 1]
for rules, want in (("basic", [64, 35, 42]), ("advanced", [27, 17, 24])):
    res = sc.score(["A", "B", "C"], rules, [A, B, C])
    assert [p["total"] for p in res["players"]] == want
    print(rules, [p["total"] for p in res["players"]], res["winners"])
