"""Samarkand: the turn tracker, the scoring entry and the `score` command in both runtimes."""

import json

import pytest

from host_sim import runtime

runtime.use_firmware()

from companion.games import samarkand as sk  # noqa: E402

# -- the engine ---------------------------------------------------------------------------------


@pytest.mark.parametrize("n, limit", [(2, 10), (3, 10), (4, 7), (5, 6)])
def test_hand_limits_by_player_count(n, limit):
    # "Limites de cartes en main : A 3 joueurs 10 cartes, A 4 joueurs 7 cartes, A 5 joueurs 6 cartes"
    # "deux joueurs, la limite de carte en main est de 10 cartes."
    s = sk.new_state(n, {"mode": "tracker"})
    assert s["limit"] == limit


def test_player_counts():
    # "Nombre minimum de joueurs : 2 Nombre maximum de joueurs : 5"
    for n in (1, 6):
        with pytest.raises(ValueError):
            sk.new_state(n, {"mode": "tracker"})


def test_a_turn_is_marry_or_extend_clockwise():
    # "Le joueur dont est le tour doit choisir etre 2 actions possibles : - se marier a une famille
    # commerçantes - prolonger la voie commerciale d'une famille" ; "de 1 ou 2 cases"
    s = sk.new_state(3, {"mode": "tracker"})
    acts = sk.legal_actions(s)
    assert ["marry"] in acts and ["extend", 1] in acts and ["extend", 2] in acts
    assert ["extend", 3] not in acts
    for a, who in ((["marry"], 0), (["extend", 2], 1), (["extend", 1], 2)):
        assert s["turn"] == who
        assert sk.apply(s, a) is None
    assert s["turn"] == 0  # "On joue dans le sens des aiguilles d'une montre"
    assert sk.chance(s) is None


def test_end_condition_stops_at_once_and_opens_scoring():
    # "Le jeu se termine immédiatement si l'une des deux conditions suivantes est remplie [...]
    # Le tour n'est pas joué jusuq'au bout. On procède au décompte"
    s = sk.new_state(2, {"mode": "tracker"})
    sk.apply(s, ["marry"])
    assert sk.apply(s, ["end"]) is None
    assert s["ph"] == "score" and not sk.is_over(s)
    assert ["marry"] not in sk.legal_actions(s)


def test_illegal_actions_leave_state_untouched():
    s = sk.new_state(4, {"mode": "tracker"})
    before = json.dumps(s, sort_keys=True)
    for bad in (["add", 1], ["next"], ["extend", 0], ["marry", 1], [], "marry", ["die", 3]):
        assert isinstance(sk.apply(s, bad), str)
    assert json.dumps(s, sort_keys=True) == before


def _enter(s, values):
    """Enter FIELDS values for every player through the add/next actions."""
    for row in values:
        for v in row:
            while v:
                step = [d for d in (10, 5, 2, 1) if d <= v and ["add", d] in sk.legal_actions(s)][0]
                assert sk.apply(s, ["add", step]) is None
                v -= step
            assert sk.apply(s, ["next"]) is None


def test_scoring_entry_scores_like_the_seed():
    # "Pour une case de marchandise sans chameau...0PV - Pour chaque chameau d'une famille étrange... 1PV
    # - Pour chaque chameau d'une propre famille ..4PV" ; "Pour chaque tuile "Marchandise" obtenue..1PV" ;
    # "Pour chaque tuile "Relation"...1PV" ; "Chaque dirham...1PV"
    s = sk.new_state(2, {"mode": "scoring"})
    _enter(s, [[12, 3, 4, 1, 1], [20, 2, 0, 0, 1]])
    assert sk.is_over(s)
    res = sk.result(s)
    assert [p["total"] for p in res["players"]] == [12 + 3 + 4 + 5, 20 + 2 + 1]
    assert res["winners"] == ["P1"]
    for p in res["players"]:
        assert sum(p["breakdown"].values()) == p["total"]


def test_scoring_entry_respects_game_limits():
    s = sk.new_state(4, {"mode": "scoring"})
    # relation tiles come in pairs: "prend en plus la tuile < Relation > supérieur des deux familles"
    s["sf"] = 2
    assert all(a[1] % 2 == 0 for a in sk.legal_actions(s) if a[0] == "add")
    # 7 cards in hand at 4 players, 2 camels a space at most: own + other camels <= 14
    s["sf"] = 3
    s["v"][0][4] = 10
    assert sk.cap(s, 3) == 4
    # "33 marchandises" across players
    s["sf"] = 1
    s["v"][1][1] = 30
    assert sk.cap(s, 1) == 3
    assert ["add", 5] not in sk.legal_actions(s)


def test_tied_totals_share_the_victory():
    # "En cas d'égalité, tous les joueurs ex aequo se partagentla victoire."
    s = sk.new_state(3, {"mode": "scoring"})
    _enter(s, [[10, 0, 0, 0, 0], [6, 0, 4, 0, 0], [1, 1, 0, 1, 0]])  # 10, 10, 1+1+4 = 6
    assert sk.result(s)["winners"] == ["P1", "P2"]


# -- the score command, both runtimes ------------------------------------------------------------


def _both(doc):
    text = doc if isinstance(doc, str) else json.dumps(doc)
    a = runtime.cli("score", text, "cpython", "96k")
    b = runtime.cli("score", text, "micropython", "96k")
    assert a == b
    return a


def _p(name, money=0, goods=0, rel=0, families=(), cards=()):
    return {
        "name": name,
        "money": money,
        "goods_tiles": goods,
        "relation_tiles": rel,
        "families": list(families),
        "goods_cards": [{"camels": list(c)} for c in cards],
    }


def _game(*players, **extra):
    d = {"game": "samarkand", "players": list(players)}
    d.update(extra)
    return d


def test_score_barbara_example():
    # "Barbara a la carte de marchandise "Lin" et obtient donc 5 points de victoire (PV):4 PV pour le chameau
    # rouge sur la case de marchandise, car elle possède une tuile "Famille" rouge, et seulement 1 PV pour le
    # chameau jaune, car elle ne possède pas de tuile "Famille" jaune."
    doc = _game(_p("Barbara", families=["red"], cards=[["red", "yellow"]]), _p("Other", families=["yellow"]))
    code, out, err = _both(doc)
    assert code == 0 and err == ""
    res = json.loads(out)
    assert res["game"] == "samarkand"
    assert res["players"][0]["total"] == 5
    assert res["players"][0]["breakdown"]["goods_cards"] == 5
    assert res["winners"] == ["Barbara"]


def test_score_every_source_and_sold_or_empty_cards():
    # "Pour une case de marchandise sans chameau...0PV" ; tiles 1 each ; "Chaque dirham...1PV"
    doc = _game(
        _p("A", money=17, goods=3, rel=6, families=["blue", "green"], cards=[[], ["green"], ["blue", "red"]]),
        _p("B", money=25, goods=1, rel=2, families=["red"], cards=[["blue"]]),
    )
    code, out, _ = _both(doc)
    res = json.loads(out)
    assert [p["total"] for p in res["players"]] == [17 + 3 + 6 + 0 + 4 + 5, 25 + 1 + 2 + 1]
    assert res["winners"] == ["A"]
    for p in res["players"]:
        assert sum(p["breakdown"].values()) == p["total"]


def test_score_two_tiles_of_one_family_count_once():
    # "Si un joueur possède les deux tuiles"Famille" d'une famille, il n'obtient toutefois lors du décompte
    # des cartes"Marchandise" [...] qu'une fois le montant."
    doc = _game(_p("A", families=["red", "red"], cards=[["red"]]), _p("B"))
    code, out, _ = _both(doc)
    assert code == 0
    assert json.loads(out)["players"][0]["total"] == 4


def test_score_french_colour_names_are_the_same_families():
    # the seed's own words: "le chameau rouge", "chameau jaune"
    doc = _game(_p("A", families=["rouge"], cards=[["red", "jaune"]]), _p("B"))
    code, out, _ = _both(doc)
    assert json.loads(out)["players"][0]["total"] == 5


def test_score_ties_share():
    doc = _game(_p("A", money=9), _p("B", money=5, goods=4), _p("C", money=1))
    code, out, _ = _both(doc)
    assert json.loads(out)["winners"] == ["A", "B"]


@pytest.mark.parametrize(
    "doc, field",
    [
        (_game(_p("A")), "players"),
        (_game(*[_p("P%d" % i) for i in range(6)]), "players"),
        (_game(_p("A", families=["turquoise"]), _p("B")), "players[0].families[0]"),
        (_game(_p("A", families=[3]), _p("B")), "players[0].families[0]"),
        # "1 seule tuile par famille" with 3-5 players
        (_game(_p("A", families=["red", "red"]), _p("B"), _p("C")), "players[0].families[1]"),
        # "20 tuiles familles" in "10 couleurs": two of each
        (
            _game(_p("A", families=["red"]), _p("B", families=["red"]), _p("C", families=["rouge"])),
            "players[2].families[0]",
        ),
        (_game(_p("A", cards=[["red", "blue", "green"]]), _p("B")), "players[0].goods_cards[0].camels"),
        # "Sur chaque case peuvent se trouver au maximum 2 chameaux, qui ne doivent pas être de même couleur."
        (_game(_p("A", cards=[["red", "rouge"]]), _p("B")), "players[0].goods_cards[0].camels[1]"),
        (_game(_p("A", cards=[["pink", "mauve"]]), _p("B")), "players[0].goods_cards[0].camels[1]"),
        (_game(_p("A"), _p("B"), _p("C"), _p("D", cards=[[]] * 8)), "players[3].goods_cards"),  # limit 7
        (_game(*[_p("P%d" % i, goods=7) for i in range(5)]), "players[4].goods_tiles"),  # 33 goods tiles
        (_game(_p("A", rel=3), _p("B")), "players[0].relation_tiles"),
        (_game(_p("A", rel=30), _p("B", rel=22)), "players[1].relation_tiles"),  # 50 relation tiles
        (_game(_p("A", money=-1), _p("B")), "players[0].money"),
        (_game(_p("A", money="3"), _p("B")), "players[0].money"),
        (_game(_p("A", money=True), _p("B")), "players[0].money"),
        (_game(_p("A"), _p("B"), bonus=1), "bonus"),
        (_game(dict(_p("A"), camels=2), _p("B")), "players[0].camels"),
        (
            _game({"name": "A", "money": 1, "goods_tiles": 0, "relation_tiles": 0, "families": []}, _p("B")),
            "players[0].goods_cards",
        ),
        (
            _game(_p("A", cards=[[]]), _p("B"))
            | {"players": [dict(_p("A"), goods_cards=[{"camel": []}]), _p("B")]},
            "players[0].goods_cards[0].camel",
        ),
        (_game(_p("A"), _p("A")), "players[1].name"),
        ("[1, 2", None),
    ],
)
def test_score_bad_input_names_the_field(doc, field):
    code, out, err = _both(doc)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "Traceback" not in err
    if field is not None:
        assert err.startswith(field + ": "), err
