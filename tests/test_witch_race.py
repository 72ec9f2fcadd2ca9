"""Course de sorcieres (witch_race): rules of the engine and the `score` command in both runtimes."""

import json

import pytest

from host_sim import runtime

runtime.use_firmware()

from companion.games import witch_race as wr  # noqa: E402


def _rolled(players=2, die=3):
    s = wr.new_state(players, {})
    assert wr.apply(s, ["die", die]) is None
    return s


# -- the engine ---------------------------------------------------------------------------------


def test_die_is_one_ordinary_d6_rolled_by_the_session():
    # "1 dé(qui sert de propulseur pour les sorcières)."
    # RULINGS: "Course de sorcières uses one ordinary d6."
    s = wr.new_state(3, {})
    out = wr.chance(s)
    assert sorted(a[1] for a, _ in out) == [1, 2, 3, 4, 5, 6]
    assert {w for _, w in out} == {1}
    assert wr.legal_actions(s) == []  # nothing to choose before the roll
    assert wr.apply(s, ["pass"]) == "roll the die first"


def test_die_outcomes_are_never_legal_actions_and_roll_once_per_turn():
    s = _rolled()
    assert wr.chance(s) is None
    assert all(a[0] != "die" for a in wr.legal_actions(s))
    before = json.dumps(s, sort_keys=True)
    assert isinstance(wr.apply(s, ["die", 4]), str)
    assert json.dumps(s, sort_keys=True) == before


@pytest.mark.parametrize(
    "bad", [["die", 0], ["die", 7], ["die", True], ["die"], ["in", 5], ["in", 1], ["x"], [], "in"]
)
def test_illegal_actions_are_refused_without_change(bad):
    s = _rolled() if bad[:1] != ["die"] else wr.new_state(2, {})
    before = json.dumps(s, sort_keys=True)
    why = wr.apply(s, bad)
    assert isinstance(why, str) and why
    assert json.dumps(s, sort_keys=True) == before


def test_turns_go_round_clockwise():
    # "On joue ensuite dans le sens des aiguilles d'une montre."
    s = wr.new_state(3, {})
    seen = []
    for _ in range(4):
        seen.append(s["turn"])
        wr.apply(s, ["die", 2])
        wr.apply(s, ["pass"])
    assert seen == [0, 1, 2, 0]


def test_a_player_who_cannot_move_passes():
    # "Si un joueur ne peut bouger aucune de ses sorcières, il ne peut pas relancer le dé et passe son tour."
    s = _rolled(2, 6)
    assert ["pass"] in wr.legal_actions(s)
    assert wr.apply(s, ["pass"]) is None
    assert s["turn"] == 1 and s["die"] is None and s["home"] == [[], []]


def test_finish_squares_are_4_3_2_and_arrival_is_final():
    # "Un petit plateau pour l'arrivée de la course: on y trouve 3 cases portant les chiffres 4,3 et 2."
    # "Une sorcière ne peut pas changer de case d'arrivée. [...] L'arrivée sur une case d'arrivée est donc
    # définitive."
    s = _rolled()
    assert sorted(a[1] for a in wr.legal_actions(s) if a[0] == "in") == [2, 3, 4]
    assert wr.apply(s, ["in", 3]) is None
    assert s["home"] == [[3], []]
    assert s["turn"] == 1  # the witch stopped there: the turn is over


def test_several_witches_share_a_finish_square():
    # "Plusieurs sorcières, même de couleurs différentes, peuvent se trouver sur une même case d'arrivée."
    s = wr.new_state(2, {})
    for _ in range(2):
        for _p in range(2):
            wr.apply(s, ["die", 3])
            assert wr.apply(s, ["in", 4]) is None
    assert s["home"] == [[4, 4], [4, 4]]


def test_the_race_stops_when_a_player_has_three_witches_home():
    # "Dès qu'un joueur est parvenu à amener ses trois sorcières sur les cases d'arrivée, le jeu s'arrête et
    # chacun fait le compte de ses points."
    s = wr.new_state(2, {})
    plays = [["in", 2], ["in", 4], ["in", 2], ["pass"], ["in", 2]]
    for a in plays:
        wr.apply(s, ["die", 1])
        assert wr.apply(s, a) is None
    assert wr.is_over(s)
    assert wr.chance(s) is None and wr.legal_actions(s) == []
    assert isinstance(wr.apply(s, ["die", 1]), str)
    # "chaque sorcière arrivée vaut autant de points que la valeur de sa case d'arrivée."
    # P1 has 2+2+2 = 6; P2 has one witch on the 4: 4. "Celui qui totalise ainsi le plus de points, gagne"
    res = wr.result(s)
    assert [p["total"] for p in res["players"]] == [6, 4]
    assert res["winners"] == ["P1"]


def test_ending_the_race_does_not_mean_winning_it():
    # The race stops when one player has three witches home, but "Celui qui totalise ainsi le plus de points,
    # gagne la partie": two witches on the 4 (8) beat three on the 2 (6).
    s = wr.new_state(2, {})
    for a in (["in", 2], ["in", 4], ["in", 2], ["in", 4], ["in", 2]):
        wr.apply(s, ["die", 5])
        wr.apply(s, a)
    assert wr.is_over(s)
    assert wr.result(s)["winners"] == ["P2"]


def test_breakdown_adds_up_to_total():
    s = wr.new_state(4, {})
    for a in (["in", 4], ["in", 3], ["pass"], ["in", 3], ["in", 4]):
        wr.apply(s, ["die", 2])
        wr.apply(s, a)
    for p in wr.result(s)["players"]:
        assert sum(p["breakdown"].values()) == p["total"]
    assert [p["total"] for p in wr.result(s)["players"]] == [8, 3, 0, 3]


def test_player_counts():
    # "Nombre minimum de joueurs : 2 Nombre maximum de joueurs : 4"
    for n in (2, 3, 4):
        assert wr.new_state(n, {})["n"] == n
    for n in (1, 5):
        with pytest.raises(ValueError):
            wr.new_state(n, {})


# -- the score command, both runtimes ------------------------------------------------------------

RUNTIMES = ("cpython", "micropython")


def _score(doc, rt):
    text = doc if isinstance(doc, str) else json.dumps(doc)
    return runtime.cli("score", text, rt, "96k")


def _both(doc):
    a = _score(doc, "cpython")
    b = _score(doc, "micropython")
    assert a == b
    return a


def _game(*finished, **extra):
    d = {
        "game": "witch_race",
        "players": [{"name": "P%d" % (i + 1), "finished": f} for i, f in enumerate(finished)],
    }
    d.update(extra)
    return d


def test_score_sums_finish_squares_and_ties_share():
    # "chaque sorcière arrivée vaut autant de points que la valeur de sa case d'arrivée." 4+2 = 6 = 3+3;
    # "Celui qui totalise ainsi le plus de points, gagne la partie." ; contract: "Ties share the victory."
    code, out, err = _both(_game([4, 2], [3, 3, 2], [3, 3]))
    assert code == 0 and err == ""
    doc = json.loads(out)
    assert doc["game"] == "witch_race"
    assert [p["total"] for p in doc["players"]] == [6, 8, 6]
    assert doc["winners"] == ["P2"]
    code, out, _ = _both(_game([4, 2], [3, 3]))
    assert json.loads(out)["winners"] == ["P1", "P2"]
    assert out.count("\n") == 1 and out.endswith("}\n")


def test_score_nobody_home_is_a_shared_zero():
    code, out, _ = _both(_game([], []))
    assert code == 0
    assert json.loads(out)["winners"] == ["P1", "P2"]


@pytest.mark.parametrize(
    "doc, field",
    [
        (_game([4]), "players"),  # one player
        (_game([], [], [], [], []), "players"),  # five players
        (_game([5], []), "players[0].finished[0]"),
        (_game([0], []), "players[0].finished[0]"),
        (_game(["4"], []), "players[0].finished[0]"),
        (_game([4, 4, 4, 4], []), "players[0].finished"),  # "3 sorcières d'une même couleur"
        (_game(4, []), "players[0].finished"),
        (_game([4, 3, 2], [2, 2, 2]), "players[1].finished"),  # the race stopped at the first full player
        (_game([], [], extra=1), "extra"),
        (
            {"game": "witch_race", "players": [{"name": "A"}, {"name": "B", "finished": []}]},
            "players[0].finished",
        ),
        (
            {
                "game": "witch_race",
                "players": [{"name": "A", "finished": [], "home": []}, {"name": "B", "finished": []}],
            },
            "players[0].home",
        ),
        (
            {"game": "witch_race", "players": [{"name": "A", "finished": []}, {"name": "A", "finished": []}]},
            "players[1].name",
        ),
        (
            {"game": "witch_race", "players": [{"name": "", "finished": []}, {"name": "B", "finished": []}]},
            "players[0].name",
        ),
        ({"game": "witch_race"}, "players"),
        ('{"game": "witch_race", "players": [', None),
    ],
)
def test_score_bad_input_names_the_field(doc, field):
    code, out, err = _both(doc)
    assert code == 2 and out == ""
    assert err.endswith("\n") and err.count("\n") == 1
    assert "Traceback" not in err
    if field is not None:
        assert err.startswith(field + ": "), err
