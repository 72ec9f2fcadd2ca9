"""Emerald engine: rules scenarios quoting the seeds, random full games with invariants, keeper, scoring."""

import copy
import time

import pytest

from host_sim import runtime

runtime.use_firmware()

from companion.core import check, jsonc, jsonparse, rng  # noqa: E402
from companion.games.emerald import engine as E  # noqa: E402

LAIR, NEST = 16, 17


def fresh(np=4, **kw):
    st = E.new_state(np, {"mode": "tracker"})
    st.update(kw)
    return st


def apply_ok(st, action):
    why = E.apply(st, action)
    assert why is None, (why, action)


def refused(st, action):
    before = copy.deepcopy(st)
    why = E.apply(st, action)
    assert isinstance(why, str) and why, action
    assert st == before


def kn_of(st, c):
    per = E.per_colour(st["np"])
    return st["kn"][c * per : (c + 1) * per]


# ---- set-up -------------------------------------------------------------------------------------


@pytest.mark.parametrize("np,each,places", [(2, 8, 4), (3, 5, 5), (4, 5, 5), (5, 4, 4)])
def test_setup_knights_per_player_and_start_places(np, each, places):
    """ "à 5 joueurs: 4 chevaliers, à 3 où 4 joueurs: 5 chevaliers, à 2 joueurs: 8 chevaliers (4 de chacune de
    deux couleurs différentes)." / "On place alors un chevalier de chaque couleur dans chacune des tours du
    château. À 2 ou 5 joueurs, le donjon reste vide." """
    st = E.new_state(np, {"mode": "tracker"})
    ncol = 4 if np == 2 else np
    for p in range(np):
        mine = [i for i in range(len(st["kn"])) if E.owner(st, E.colour_of(st, i)) == p]
        assert len(mine) == each
    used = sorted(set(st["kn"]))
    assert used == list(range(-places, 0))
    for place in used:  # one knight of every colour in each used place
        assert sorted(E.colour_of(st, i) for i, pos in enumerate(st["kn"]) if pos == place) == list(
            range(ncol)
        )
    assert (-5 in used) == (np in (3, 4))  # the keep
    assert st["mode"] == "tracker" and E.OPTIONS[0][2][0] == "tracker"


def test_setup_card_piles():
    """ "en alternant les piles de 2 et de 3 cartes - 2 cartes pierres précieuses faisant face à 3
    cartes or, et vice-versa" / "Remisez les deux cartes or et les deux cartes pierre précieuse
    restantes" (docs/RULES.md: odd mountain spaces 2 gems facing 3 gold)."""
    st = fresh()
    for m in range(1, 10):
        assert st["gp"][m - 1] + st["op"][m - 1] == 5
        assert st["gp"][m - 1] == (2 if m % 2 else 3)
    assert sum(st["gp"]) == 24 - 2 and sum(st["op"]) == 25 - 2
    assert (st["dr"], st["face"], st["trk"]) == (4, "plain", 0)


def test_bad_options_are_bad_input():
    with pytest.raises(check.BadInput):
        E.new_state(6, {"mode": "tracker"})
    with pytest.raises(check.BadInput):
        E.new_state(3, {"mode": "party"})


# ---- moving -------------------------------------------------------------------------------------


def test_move_counts_every_knight_on_the_start_place():
    """ "il doit l'avancer d'un nombre de cases égal au nombre de chevaliers, y compris celui qui se
    déplace, se trouvant dans sa case (ou sa tour) de départ." / "Les chevaliers quittant le château
    passent immédiatement sur la première case de route." """
    st = fresh(4)
    assert E.legal_actions(st) == [["move", 0, p] for p in (-1, -2, -3, -4, -5)]
    apply_ok(st, ["move", 0, -2])  # 4 knights in tower 2: steps p1, p2, p3, p4
    assert kn_of(st, 0)[1] == 4


def test_three_knights_on_the_space_move_three():
    """ "II y a trois chevaliers sur la case de départ du chevalier noir, qui doit donc être avancé de trois
    cases." """
    st = fresh(3)
    st["kn"][0] = 2  # P1's knight on p2 with one of P2 and one of P3
    st["kn"][5] = 2
    st["kn"][10] = 2
    apply_ok(st, ["move", 0, 2])
    assert st["kn"][0] == 5


def test_never_the_same_knight_twice():
    """ "un joueur peut déplacer un ou deux de ses chevaliers, mais ne peut pas déplacer deux fois le même
    chevalier." """
    st = fresh(3)
    apply_ok(st, ["move", 0, -1])  # 3 knights in tower 1 -> p3
    assert st["kn"][0] == 3 and st["cur"] == 0
    assert ["move", 0, 3] not in E.legal_actions(st)
    assert ["end"] in E.legal_actions(st)
    refused(st, ["move", 0, 3])
    apply_ok(st, ["move", 0, -2])  # a second, different knight; the turn ends
    assert st["cur"] == 1 and st["mv"] == 0


def test_another_own_knight_on_the_same_space_may_move():
    st = fresh(3)
    st["kn"][1] = 3  # P1's second knight already on p3
    apply_ok(st, ["move", 0, -1])  # the first lands on p3 beside it
    assert ["move", 0, 3] in E.legal_actions(st)
    apply_ok(st, ["move", 0, 3])  # two knights on p3: the other one moves 2
    assert sorted(kn_of(st, 0)[:2]) == [3, 5]


def test_lair_needs_not_the_full_count_and_ends_the_turn():
    """ "Pénétrer dans la grotte ne coûte qu'un point de déplacement. Pour arriver à l'antre du dragon,
    il n'est pas nécessaire qu'un chevalier utilise tous ses points de déplacement." / "Le joueur
    prend alors une carte trésor, et son tour se termine immédiatement." """
    st = fresh(3)
    st["kn"][0] = st["kn"][1] = st["kn"][5] = 14  # three knights on m8: N=3, the lair is 2 steps away
    apply_ok(st, ["move", 0, 14])
    assert st["kn"][0] == LAIR and st["tr"] == [1, 0, 0]
    assert st["cur"] == 1 and st["ph"] == "move"


def test_two_players_move_one_colour_per_turn():
    """ "un joueur ne peut, durant son tour, déplacer que des chevaliers de même couleur." / "in un turno, il
    giocatore potrà muovere solo i cavalieri di uno stesso colore." """
    st = fresh(2)
    first = E.legal_actions(st)
    assert sorted({a[1] for a in first}) == [0, 2]  # P1 plays colours 0 and 2
    apply_ok(st, ["move", 2, -1])
    after = E.legal_actions(st)
    assert {a[1] for a in after if a[0] == "move"} == {2}
    refused(st, ["move", 0, -2])


def test_turns_go_round_the_table():
    """ "Chacun joue à tour de rôle, en sens horaire, en commençant par le premier joueur." """
    st = fresh(3)
    seen = []
    for _ in range(4):
        seen.append(st["cur"])
        apply_ok(st, E.legal_actions(st)[0])
        apply_ok(st, ["end"])
    assert seen == [0, 1, 2, 0]


# ---- cards --------------------------------------------------------------------------------------


def test_taking_a_face_up_card_is_forced_and_ends_the_turn():
    """ "Lorsqu'un chevalier termine son déplacement sur une case de montagne où se trouve au moins une
    carte or ou pierre précieuse face visible, le joueur doit prendre l'une des cartes visibles." /
    "Lorsqu'un joueur doit prendre une carte, son tour se termine immédiatement" """
    st = fresh(3)
    st["kn"][0] = st["kn"][5] = 9  # m3 with 2 knights -> m5, beside neither track (m1-m4) nor dragon (m4)
    apply_ok(st, ["move", 0, 9])
    assert st["ph"] == "take" and E.chance(st) is None
    acts = E.legal_actions(st)
    assert acts == [["take", "gem", k] for k in range(4)] + [["take", "gold", v] for v in range(1, 6)]
    apply_ok(st, ["take", "gold", 3])
    assert st["gold"][0] == [3] and st["op"][4] == 2 and st["gp"][4] == 2  # m5: 2 gems facing 3 gold
    assert st["cur"] == 1


def test_no_card_left_no_take_and_the_turn_goes_on():
    st = fresh(3)
    st["gp"][4] = st["op"][4] = 0
    st["kn"][0] = st["kn"][5] = 9
    apply_ok(st, ["move", 0, 9])
    assert st["ph"] == "move" and st["cur"] == 0 and ["end"] in E.legal_actions(st)


def test_gold_values_limited_to_five_cards_each():
    """ "5 Cartes or (5 de chaque)" : a sixth card of a value cannot be taken."""
    st = fresh(3)
    st["gold"][1] = [5, 5, 5]
    st["paid"] = [5, 5]
    st["kn"][0] = st["kn"][5] = 9
    apply_ok(st, ["move", 0, 9])
    assert ["take", "gold", 5] not in E.legal_actions(st)
    refused(st, ["take", "gold", 5])


def test_four_different_gems_bonus_first_and_for_good():
    """ "Le premier joueur à avoir devant lui une carte de chacune des quatre pierres précieuses prend
    immédiatement la carte bonus "4 pierres différentes". Cette carte ne peut pas lui être reprise" """
    st = fresh(3)
    st["gems"][0] = [1, 1, 1, 0]
    st["gems"][1] = [1, 1, 1, 0]
    st["kn"][0] = st["kn"][5] = 9
    apply_ok(st, ["move", 0, 9])
    apply_ok(st, ["take", "gem", 3])
    assert st["fs"] == 0
    st["kn"][6] = st["kn"][10] = 9
    apply_ok(st, ["move", 1, 9])
    apply_ok(st, ["take", "gem", 3])
    assert st["fs"] == 0 and st["gems"][1] == [1, 1, 1, 1]
    res = E.result(st)
    assert res["players"][0]["breakdown"]["full_set_bonus"] == 4
    assert res["players"][1]["breakdown"]["full_set_bonus"] == 0


# ---- the dragon ---------------------------------------------------------------------------------


def test_card_first_then_the_die_then_the_turn_ends():
    """ "Lorsqu'un chevalier termine son déplacement sur une case adjacente à la piste de vol du dragon,
    ou sur la case où se trouve le dragon, le joueur doit déplacer le dragon. S'il y a également une
    carte face visible sur la case, le joueur prend la carte avant de déplacer le dragon." / "1 Dé
    (numéroté 1, 1, 2, 2, 3, 3)" """
    st = fresh(3)
    st["kn"][0] = st["kn"][5] = 6  # p6 with 2 knights -> m2 (path 8), on the track
    apply_ok(st, ["move", 0, 6])
    assert st["ph"] == "take" and E.chance(st) is None
    apply_ok(st, ["take", "gem", 0])
    assert E.legal_actions(st) == []
    assert sorted((a[1], w) for a, w in E.chance(st)) == [(1, 1), (2, 1), (3, 1)]
    refused(st, ["end"])
    apply_ok(st, ["die", 3])  # m4 facing the plain: m3, m2, m1 (P1's knight is on m2, not m1)
    assert (st["dr"], st["face"], st["trk"]) == (1, "lair", 1)
    assert st["cur"] == 1


def test_trigger_without_a_card_leaves_the_second_knight():
    """docs/RULES.md: "If no card was taken, the player may still move a second knight afterwards"."""
    st = fresh(3)
    st["gp"][1] = st["op"][1] = 0
    st["kn"][0] = st["kn"][5] = 6
    apply_ok(st, ["move", 0, 6])
    assert st["ph"] == "roll"
    apply_ok(st, ["die", 1])  # m4 -> m3: empty
    assert st["ph"] == "move" and st["cur"] == 0 and st["trk"] == 1
    assert ["end"] in E.legal_actions(st)


def test_the_dragons_own_space_triggers_even_behind_the_track():
    """ "Le dragon reste alors en place jusqu'à ce qu'un chevalier termine son déplacement soit sur sa case,
    soit sur l'une des cases de sa piste de vol" """
    st = fresh(3, dr=1, face="plain", trk=1)  # left behind: the track covers m2-m5
    st["gp"][0] = st["op"][0] = 0
    st["kn"][0] = st["kn"][5] = 5  # p5 -> m1 (path 7), the dragon's space
    apply_ok(st, ["move", 0, 5])
    assert st["ph"] == "roll"
    st2 = fresh(3, trk=1)
    st2["gp"][5] = st2["op"][5] = 0
    st2["kn"][0] = st2["kn"][5] = 10  # m4 -> m6: past the track m2-m5, not the dragon's space
    apply_ok(st2, ["move", 0, 10])
    assert st2["ph"] == "move" and E.chance(st2) is None


def _landing_setup(np=3):
    """P1 triggers the dragon on m1 (no cards there); a roll of 1 takes it from m4 to m3 (path 9)."""
    st = fresh(np)
    st["gp"][0] = st["op"][0] = 0
    st["kn"][0] = 6
    return st


def test_roller_chooses_the_prey_and_any_gold_card_bribes():
    """ "le joueur qui a déplacé le dragon choisit lequel de ces chevaliers est capturé par le dragon." / "en
    lui donnant une carte or. Le joueur doit pour cela donner au dragon une carte or de sa main - peu
    importe sa valeur. La carte est retirée du jeu. Le chevalier reste sur la case où il se trouvait" """
    st = _landing_setup()
    st["kn"][6] = 9  # P2 on m3
    st["kn"][11] = 9  # P3 on m3
    st["gold"][2] = [2, 5]
    apply_ok(st, ["move", 0, 6])  # alone on p6 -> m1
    apply_ok(st, ["die", 1])
    assert st["ph"] == "cap" and E.legal_actions(st) == [["capture", 1], ["capture", 2]]
    apply_ok(st, ["capture", 2])
    assert st["ph"] == "bribe" and E.decider(st) == 2
    assert E.legal_actions(st) == [["pay", 2], ["pay", 5], ["nest"]]
    apply_ok(st, ["pay", 5])
    assert st["gold"][2] == [2] and st["paid"] == [5] and st["kn"][11] == 9
    assert st["trk"] == 1 and st["ph"] == "move" and st["cur"] == 0


def test_own_knight_captured_anyway_and_no_gold_means_the_nest():
    """ "S'il n'y a sur la case où arrive le dragon que des chevaliers appartenant au joueur qui a déplacé le
    dragon, l'un d'entre eux est néanmoins capturé." / "S'il ne peut ou ne veut attendrir le dragon, son
    chevalier est emporté et placé dans le nid" """
    st = _landing_setup()
    st["kn"][1] = st["kn"][2] = 9  # two of P1's own knights on m3
    apply_ok(st, ["move", 0, 6])
    apply_ok(st, ["die", 1])
    assert kn_of(st, 0).count(NEST) == 1 and kn_of(st, 0).count(9) == 1
    assert st["trk"] == 1 and st["ph"] == "move"


def test_refusing_to_bribe_sends_the_knight_to_the_nest():
    st = _landing_setup()
    st["kn"][6] = 9
    st["gold"][1] = [4]
    apply_ok(st, ["move", 0, 6])
    apply_ok(st, ["die", 1])
    apply_ok(st, ["nest"])
    assert st["kn"][6] == NEST and st["gold"][1] == [4] and st["trk"] == 1


def test_the_track_advances_after_every_flight_and_stops_at_m6_m9():
    """ "Après avoir déplacé le dragon, qu'il ait ou non capturé un chevalier, le joueur avance la piste
    de vol du dragon d'une case" / "Lorsque la piste de vol a atteint la dernière case de montagne
    [...] elle reste là" """
    st = E.new_state(3, {"mode": "keeper"})
    tracks = []
    for _ in range(7):
        apply_ok(st, ["die", 2])
        apply_ok(st, ["none"])
        tracks.append(st["trk"])
    assert tracks == [1, 2, 3, 4, 5, 5, 5]


# ---- the end ------------------------------------------------------------------------------------


def test_the_game_ends_on_the_last_treasure():
    """ "Le jeu se termine immédiatement lorsque: - La dernière carte trésor de l'antre du dragon est
    prise" """
    st = fresh(3)
    st["tr"] = [1, 1, 1]
    st["kn"][1] = st["kn"][6] = st["kn"][11] = LAIR
    st["kn"][0] = 15
    apply_ok(st, ["move", 0, 15])
    assert E.is_over(st) and st["tr"] == [2, 1, 1] and E.legal_actions(st) == []
    refused(st, ["end"])


def test_the_game_ends_when_a_player_has_one_knight_left():
    """ "Un joueur n'a plus qu'un seul chevalier en jeu." (2 players: both colours together, docs/RULES.md)"""
    st = _landing_setup(2)
    # P2 (colours 1 and 3): one knight of each colour left in play, one of them on m3
    for i in range(4, 8):
        st["kn"][i] = NEST
    for i in range(12, 16):
        st["kn"][i] = NEST
    st["kn"][4] = 9
    st["kn"][12] = 3
    assert E.knights_in_play(st, 1) == 2 and not E.is_over(st)
    apply_ok(st, ["move", 0, 6])
    apply_ok(st, ["die", 1])
    assert st["kn"][4] == NEST and E.is_over(st) and E.knights_in_play(st, 1) == 1


# ---- refusals -----------------------------------------------------------------------------------


def test_illegal_actions_are_refused_without_change():
    st = fresh(3)
    for bad in (
        ["move", 1, -1],  # P2's colour on P1's turn
        ["move", 0, 3],  # nobody there
        ["move", 0, -1.0],
        ["move", 0, True],
        ("move", 0, -1),
        ["take", "gem", 0],
        ["die", 2],
        ["end"],
        [],
        "move",
        None,
        ["fly"],
    ):
        refused(st, bad)


# ---- random full games --------------------------------------------------------------------------


def recount(st):
    """Independent scoring: gold face values, 5 per treasure, 1 per gem, 4 per strict gem majority, 4 for the
    first full set; winners by total, then treasures, then gems."""
    np = st["np"]
    totals, keys = [], []
    for p in range(np):
        t = sum(st["gold"][p]) + 5 * st["tr"][p] + sum(st["gems"][p])
        for k in range(4):
            others = [st["gems"][q][k] for q in range(np) if q != p]
            if st["gems"][p][k] > max(others):
                t += 4
        if st["fs"] == p:
            t += 4
        totals.append(t)
        keys.append((t, st["tr"][p], sum(st["gems"][p])))
    best = max(keys)
    return totals, ["P%d" % (p + 1) for p in range(np) if keys[p] == best]


def accounted(st):
    assert sum(st["gp"]) + sum(sum(g) for g in st["gems"]) == 22
    assert sum(st["op"]) + sum(len(g) for g in st["gold"]) + len(st["paid"]) == 23
    assert st["kn"].count(LAIR) == sum(st["tr"]) <= 4
    for k in range(4):
        assert sum(g[k] for g in st["gems"]) <= 6
    for v in range(1, 6):
        assert st["paid"].count(v) + sum(g.count(v) for g in st["gold"]) <= 5
    per = E.per_colour(st["np"])
    for i, pos in enumerate(st["kn"]):
        assert pos == -(i % per) - 1 or 1 <= pos <= NEST
    if st["fs"] is not None:
        assert min(st["gems"][st["fs"]]) > 0


def random_game(np, seed, mode="tracker", checks=True):
    st = E.new_state(np, {"mode": mode})
    r = rng.seed_state(seed)
    hist = []
    moved_this_turn = []
    while not E.is_over(st):
        ch = E.chance(st)
        acts = E.legal_actions(st)
        if ch and acts:
            r, k = rng.draw(r, 10)
            ch = ch if k else None
        if ch:
            r, a = rng.pick_weighted(r, ch)
        else:
            r, k = rng.draw(r, len(acts))
            a = acts[k]
        if checks and len(hist) % 3 == 0:
            for bad in (["move", 4, -1], ["take", "gold", 6], ["die", 0], ["capture", 9], ["pay", 9], ["x"]):
                if bad not in acts:
                    refused(st, bad)
        cur = st.get("cur")
        apply_ok(st, a)
        hist.append(a)
        if checks and mode == "tracker":
            accounted(st)
            if a[0] == "move":
                assert st["moved"] not in moved_this_turn or E.is_over(st)
                moved_this_turn.append(st["moved"])
            if st.get("cur") != cur:
                moved_this_turn = []
    return st, hist


@pytest.mark.parametrize("np", [2, 3, 4, 5])
def test_random_full_games(np):
    for seed in range(40):
        st, hist = random_game(np, 7919 * np + seed)
        totals, winners = recount(st)
        res = E.result(st)
        assert [p["total"] for p in res["players"]] == totals
        assert res["winners"] == winners
        for p in res["players"]:
            assert sum(p["breakdown"].values()) == p["total"]
        # the end: last treasure, or someone with one knight left in play
        assert sum(st["tr"]) == 4 or min(E.knights_in_play(st, p) for p in range(np)) <= 1
        again = E.new_state(np, {"mode": "tracker"})
        for a in jsonparse.parse(jsonc.dumps(hist)):
            apply_ok(again, a)
        assert jsonc.dumps(again) == jsonc.dumps(st)


def test_random_games_speed(capsys):
    """Measured, not asserted: random full tracker games per second on CPython (no per-step checks)."""
    t0 = time.perf_counter()
    n = 0
    while time.perf_counter() - t0 < 1.0:
        random_game(2 + n % 4, n, checks=False)
        n += 1
    rate = n / (time.perf_counter() - t0)
    with capsys.disabled():
        print("\nemerald: %.0f random full tracker games per second (CPython)" % rate)
    assert n > 0


# ---- keeper and scoring -------------------------------------------------------------------------


def test_keeper_flow():
    st = E.new_state(3, {"mode": "keeper"})
    assert E.chance(st) and E.legal_actions(st) == [["end"]]
    apply_ok(st, ["die", 3])
    assert (st["dr"], st["face"]) == (1, "lair") and st["ph"] == "ask"
    assert E.legal_actions(st) == [["none"], ["hit", 0], ["hit", 1], ["hit", 2]]
    refused(st, ["die", 1])
    apply_ok(st, ["hit", 1])
    assert E.legal_actions(st) == [["pay"], ["nest"]] and E.decider(st) == 1
    apply_ok(st, ["pay"])
    assert st["paid"] == [0, 1, 0] and st["trk"] == 1 and st["ph"] == "idle"
    apply_ok(st, ["die", 1])
    apply_ok(st, ["hit", 2])
    apply_ok(st, ["nest"])
    assert st["lost"] == [0, 0, 1] and st["trk"] == 2
    apply_ok(st, ["end"])
    assert st["ph"] == "sgold" and E.chance(st) is None
    # one gold card was given to the dragon: the total is at most 72 (the cards in play are worth 73, that
    # card at least 1)
    assert E.legal_actions(st) == [["value", v] for v in range(73)]
    # a game saved before entered the cards one by one: 22 may still be entered
    for _ in range(22):
        apply_ok(st, [a for a in E._cards(st) if a[0] == "gold"][0])
    assert E._cards(st) == [["next"]]


def enter(st, players, first=None):
    for p in players:
        for v in p["gold"]:
            apply_ok(st, ["gold", v])
        apply_ok(st, ["next"])
        apply_ok(st, ["tr", p["treasures"]])
        for k in ("red", "green", "blue", "yellow"):
            apply_ok(st, ["gem", p["gems"][k]])
    if first is not None:
        apply_ok(st, ["fs", first])


def test_scoring_entry_gives_the_ranking():
    """ "Cartes bonus: 4 points chacune." : P2 alone holds green, blue and yellow and completed the set
    first."""
    players = [
        {"gold": [5, 5], "treasures": 1, "gems": {"red": 2, "green": 0, "blue": 0, "yellow": 0}},
        {"gold": [4, 4, 3, 5], "treasures": 0, "gems": {"red": 1, "green": 1, "blue": 1, "yellow": 1}},
        {"gold": [1], "treasures": 0, "gems": {"red": 0, "green": 0, "blue": 0, "yellow": 0}},
    ]
    st = E.new_state(3, {"mode": "scoring"})
    enter(st, players)
    assert E.is_over(st) and st["fs"] == 1
    res = E.result(st)
    # P1: 10 gold + 5 treasure + 2 gems + 4 red majority; P2: 16 + 4 gems + 3 majorities + 4 full set
    assert [p["total"] for p in res["players"]] == [21, 36, 1]
    assert res["winners"] == ["P2"]
    assert recount(st) == ([21, 36, 1], ["P2"])


def test_scoring_tie_broken_by_treasures_then_gems():
    """ "En cas d'égalité entre deux joueurs, le vainqueur est celui des ex-asquo ayant le plus de cartes
    trésor. S'il y a encore égalité, c'est alors le nombre de cartes pierre précieuse qui départage" """
    none = {"red": 0, "green": 0, "blue": 0, "yellow": 0}
    st = E.new_state(3, {"mode": "scoring"})
    enter(
        st,
        [
            {"gold": [5], "treasures": 1, "gems": none},
            {"gold": [5, 5], "treasures": 0, "gems": none},
            {"gold": [1], "treasures": 0, "gems": none},
        ],
    )
    res = E.result(st)
    assert [p["total"] for p in res["players"]] == [10, 10, 1] and res["winners"] == ["P1"]
    st = E.new_state(3, {"mode": "scoring"})
    # P1 and P2 tie on 5 points and no treasure; red is tied P1-P2 and green P1-P3, so no majority bonus
    enter(
        st,
        [
            {"gold": [3], "treasures": 0, "gems": dict(none, red=1, green=1)},
            {"gold": [4], "treasures": 0, "gems": dict(none, red=1)},
            {"gold": [], "treasures": 0, "gems": dict(none, green=1)},
        ],
    )
    res = E.result(st)
    assert [p["total"] for p in res["players"]] == [5, 5, 1] and res["winners"] == ["P1"]


def test_scoring_entry_asks_who_completed_first_and_keeps_limits():
    st = E.new_state(2, {"mode": "scoring"})
    for _ in range(5):
        apply_ok(st, ["gold", 5])
    assert ["gold", 5] not in E.legal_actions(st)
    refused(st, ["gold", 5])
    apply_ok(st, ["next"])
    assert E.legal_actions(st) == [["tr", n] for n in range(5)]
    apply_ok(st, ["tr", 3])
    for _ in range(4):
        apply_ok(st, ["gem", 3])
    apply_ok(st, ["next"])
    assert E.legal_actions(st) == [["tr", 0], ["tr", 1]]  # 4 treasure cards in all
    apply_ok(st, ["tr", 1])
    assert E.legal_actions(st) == [["gem", n] for n in range(4)]  # 6 red gems in all
    for _ in range(4):
        apply_ok(st, ["gem", 1])
    assert st["ph"] == "sfs" and E.legal_actions(st) == [["fs", 0], ["fs", 1]]
    apply_ok(st, ["fs", 1])
    assert E.is_over(st) and E.result(st)["players"][1]["breakdown"]["full_set_bonus"] == 4
