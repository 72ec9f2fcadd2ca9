# heap: 96k
# Roma: seeded games of random legal actions and dice; points, cards and copies checked, replay, refusals.
from companion.core import jsonc, jsonparse, rng
from companion.games.roma import engine as roma

BAD = (
    ["card", -1],
    ["card", 25],
    ["disc", 0],
    ["disc", 7],
    ["cost", 10],
    ["defence", 0],
    ["money", 7],
    ["activate", 0],
    ["buy", 0],
    ["dice", 1, 2, 3],
    ["combat", 4],
    ["x"],
    [],
)
# fixing a card's values and cancelling are rarer, activations commoner, so that games move on
WEIGHT = {"fix": 1, "cancel": 1, "end": 3, "activate": 12}


def replay(base, actions):
    """:return: the state ``base`` (JSON) becomes with ``actions``, as undo rebuilds it on the device"""
    st = jsonparse.parse(base) if base else roma.new_state(2, {})
    for a in actions:
        assert roma.apply(st, a) is None
    return st


def check(st):
    assert st["points"][0] + st["points"][1] + st["reserve"] == 36 + st["unpaid"]
    assert min(st["points"]) >= 0 and st["reserve"] >= 0 and st["unpaid"] >= 0
    assert min(st["money"]) >= 0
    laid = st["discs"][0] + st["discs"][1] + st["gone"]  # on the discs or out of the game
    for c in range(len(roma.CARDS)):
        assert laid.count(c) <= int(roma.COPIES[c])
    if st["phase"] == "combat":  # a defence asked before the combat die, when not known
        card = roma.card_at(st, 1 - st["turn"], st["pending"]["disc"])
        assert st["printed"][1][card] is not None and type(st["pending"]["defence"]) is int


activations = {}
for seed in range(1, 13):
    st = roma.new_state(2, {})
    base, history = None, []  # a checkpoint every 40 actions and the actions since (the heap is small)
    r = rng.seed_state(2000 + seed)
    steps = fights = 0
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
            fights += st["phase"] == "combat"
            r, a = rng.pick_weighted(r, outcomes)
        else:
            assert acts
            r, a = rng.pick_weighted(r, [(x, WEIGHT.get(x[0], 4)) for x in acts])
            if a[0] == "activate":
                name = roma.CARDS[roma.card_at(st, st["turn"], a[1])]
                activations[name] = activations.get(name, 0) + 1
        assert roma.apply(st, a) is None
        history.append(a)
        check(st)
        steps += 1
        if steps % 89 == 0:  # undo = replay without the last action
            assert jsonc.dumps(replay(base, history[:-1])) == before
        if steps % 40 == 0:
            assert jsonc.dumps(replay(base, history)) == jsonc.dumps(st)
            base, history = jsonc.dumps(st), []
    assert roma.is_over(st)
    assert st["points"][0] == 0 or st["points"][1] == 0 or st["reserve"] == 0
    assert jsonc.dumps(replay(base, history)) == jsonc.dumps(st)
    print(seed, steps, fights, st["reserve"], st["unpaid"], st["money"], jsonc.dumps(roma.result(st)))
print(jsonc.dumps(activations))
