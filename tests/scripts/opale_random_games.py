# heap: 96k
# Opale: seeded random games by random legal actions; every card accounted for, replay, illegal = no-op.
from companion.core import jsonc, jsonparse, rng
from companion.games.opale import engine as opale

# actions that are never legal, or only sometimes: each must leave the state untouched when refused
PROBES = (
    ["play", 0, 9],
    ["play", 6, 5],
    ["play", 9, 1],
    ["play", -1, 1],
    ["play", 2, 7],
    ["back", 1],
    ["back", 7],
    ["end"],
    ["pass"],
    ["shell", 0],
    ["shell", 2, 9],
    ["shell", 4, 3],
    ["add", 1],
    ["add", 50],
    ["done"],
    ["play", 3, 1, 5],
    ["play", 7, 2, 2],
    ["nope"],
    [],
    "play",
)


def check_invariants(st):
    assert opale.cards_left(st) == 100, st
    for q in range(2):
        assert st["hand"][q] >= 0 and st["deck"][q] >= 0
        lim = 6 if st["dragon"] == q or st["ret"] == q else 5
        assert st["hand"][q] <= lim, st
    for loc in range(9):
        cap = opale.CAP[loc]
        assert st["board"][loc] >= 0
        assert not cap or st["board"][loc] < cap, st
    if st["cite"] >= 3:
        assert st["last"] is not None
    # a player owns a Dragon Petrifie card exactly when the pawn has been taken
    assert (st["pile"][0][opale.PETRI] + st["pile"][1][opale.PETRI] > 0) == (st["dragon"] is not None)


def play_game(seed, options):
    r = rng.seed_state(seed)
    st = opale.new_state(2, options)
    history = []
    refused = 0
    while not opale.is_over(st):
        before = jsonc.dumps(st)
        r, k = rng.draw(r, len(PROBES))
        probe = PROBES[k]
        ch = opale.chance(st)
        legal = opale.legal_actions(st)
        if not (ch and [o for o, _ in ch].count(probe)) and probe not in legal:
            why = opale.apply(st, probe)
            assert isinstance(why, str) and why, probe
            assert jsonc.dumps(st) == before, probe
            refused += 1
        if ch:
            assert legal == []
            r, act = rng.pick_weighted(r, ch)
        else:
            assert legal, before
            if st["ph"] == "score":
                r, k = rng.draw(r, 4)
                act = ["done"] if k == 0 else legal[k % len(legal)]
            else:
                r, k = rng.draw(r, len(legal))
                act = legal[k]
        piles = jsonc.dumps(st["pile"])
        board = list(st["board"])
        who = st["turn"]
        assert opale.apply(st, act) is None, act
        if act[0] == "play" and act[1] in (opale.PERLE, opale.PETRI):
            # "Poser des cartes Perle de Nacre / Dragon Petrifie ne declenche aucun effet."
            assert jsonc.dumps(st["pile"]) == piles
        elif act[0] == "play" and act[1] in (opale.CORAIL, opale.GOLEM):
            # Corail takes every Perle, Golem every Sorciere
            took = opale.PERLE if act[1] == opale.CORAIL else opale.SORC
            assert st["pile"][who][took] == jsonparse.parse(piles)[who][took] + board[took]
            assert st["board"][took] == 0
        history.append(act)
        check_invariants(st)
        assert len(history) < 3000
    assert opale.legal_actions(st) == [] and opale.chance(st) is None
    again = opale.new_state(2, options)
    for act in history:
        assert opale.apply(again, act) is None
    assert jsonc.dumps(again) == jsonc.dumps(st)
    res = opale.result(st)
    for p in res["players"]:
        total = 0
        for key in sorted(p["breakdown"]):
            total += p["breakdown"][key]
        assert total == p["total"]
    return st, len(history), refused, res


CASES = (
    {"scoring": "table", "premonition": "off", "shells": "off", "points": [3, 2, 1, 2, 1, 2, 3, 4]},
    {"scoring": "total", "premonition": "on", "shells": "off"},
    {"scoring": "table", "premonition": "off", "shells": "on", "points": [1, 1, 1, 1, 1, 1, 1, 1]},
    {"scoring": "total", "premonition": "on", "shells": "on"},
)
ends = [0, 0]
for g in range(24):
    opts = CASES[g % len(CASES)]
    st, n, refused, res = play_game(1000 + g, opts)
    ends[st["cite"] >= 3] += 1
    tot = [p["total"] for p in res["players"]]
    summary = [st["cite"], st["dragon"], st["hand"], st["deck"], st["disc"], st["sh"]]
    print(g, n, refused, jsonc.dumps(summary))
    print(jsonc.dumps([st["pile"], tot, res["winners"]]))
print("ends (deck, cite):", ends)
