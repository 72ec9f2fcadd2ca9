"""`score` for aton (contract section `aton`) through host_sim.runtime.cli, CPython and MicroPython alike."""

import json

import pytest

from host_sim import runtime

HEAP = "96k"


def _both(doc):
    """Run `score` in both runtimes; they must agree byte for byte. :return: (status, stdout, stderr)"""
    text = doc if isinstance(doc, str) else json.dumps(doc)
    cpy = runtime.cli("score", text, "cpython", HEAP)
    mpy = runtime.cli("score", text, "micropython", HEAP)
    assert cpy == mpy
    return cpy


def _player(name, temples, blue=0, black=0, bonus=0, **extra):
    p = {"name": name, "temples": temples, "blue_squares": blue, "black_squares": black, "bonus": bonus}
    p.update(extra)
    return p


def _game(red, blue, **extra):
    doc = {"game": "aton", "players": [red, blue]}
    doc.update(extra)
    return doc


def _example(**before):
    return _game(
        _player("Rouge", [6, 2, 4, 1], blue=1, black=3, bonus=4, **before.get("red", {})),
        _player("Bleu", [3, 4, 2, 5], blue=3, black=1, bonus=4, **before.get("blue", {})),
    )


def test_rulebook_worked_example():
    # "Temple 1: Rouge reçoit 3 points de victoire (PV) (6 pions rouges moins 3 pions bleus=3 PV)
    # Temple 2: Bleu reçoit 5 PV(Majorité reçoit toujours 5PV)
    # Temple 3: Rouge reçoit 4PV (Majorité se compose de 4 pions = 4PV)
    # Temple 4: Bleu reçoit 9 PV (majorité reçoit 3PV pour chaque case bleue occupée=9PV)
    # Case noires:Rouge reçoit 8PV(Majorité reçoit toujours 8PV)
    # Cases bonus:Rouge reçoit 4PV, Bleu reçoit 4PV (1ou 2PV comme indiqué sur la case)"
    # The example gives only the points; the counts below are one board that yields them (Red 6 v 3 in
    # temple 1, Red 4 in temple 3, Blue on 3 blue squares, Red on more black squares, bonus 4 each).
    code, out, err = _both(_example())
    assert (code, err) == (0, "")
    doc = json.loads(out)
    red, blue = doc["players"]
    assert red["breakdown"] == {
        "before": 0, "temple_1": 3, "temple_2": 0, "temple_3": 4, "temple_4": 0, "black": 8, "bonus": 4
    }  # fmt: skip
    assert blue["breakdown"] == {
        "before": 0, "temple_1": 0, "temple_2": 5, "temple_3": 0, "temple_4": 9, "black": 0, "bonus": 4
    }  # fmt: skip
    assert (red["total"], blue["total"]) == (19, 18)
    assert doc["game"] == "aton" and doc["game_over"] is False and doc["winners"] == []
    assert out == json.dumps(doc, sort_keys=True, separators=(",", ":")) + "\n"


def test_totals_add_score_before_and_breakdowns_add_up():
    code, out, _ = _both(_example(red={"score_before": 12}, blue={"score_before": 7}))
    assert code == 0
    doc = json.loads(out)
    assert [p["total"] for p in doc["players"]] == [31, 25]
    for p in doc["players"]:
        assert sum(p["breakdown"].values()) == p["total"]


def test_game_over_at_40_and_the_highest_total_wins():
    # "Sinon, le jeu se termine après le décompte dans lequel un joueur a obtenu 40 points de victoire ou
    # plus. [...] Le joueur possèdant le plus de points de victoire gagne(les points supèrieurs à 40 comptent
    # également)."
    code, out, _ = _both(_example(red={"score_before": 20}, blue={"score_before": 25}))
    doc = json.loads(out)
    assert [p["total"] for p in doc["players"]] == [39, 43]
    assert doc["game_over"] is True and doc["winners"] == ["Bleu"]
    code, out, _ = _both(_example(red={"score_before": 21}, blue={"score_before": 15}))
    doc = json.loads(out)
    assert [p["total"] for p in doc["players"]] == [40, 33]
    assert doc["game_over"] is True and doc["winners"] == ["Rouge"]


def test_a_tie_at_the_end_is_shared():
    # "En cas d'égalité, les joueurs sont exaequo."
    code, out, _ = _both(_example(red={"score_before": 22}, blue={"score_before": 23}))
    doc = json.loads(out)
    assert [p["total"] for p in doc["players"]] == [41, 41]
    assert doc["winners"] == ["Rouge", "Bleu"]


def test_ties_score_nothing():
    # "Si aucune majorité ne devait régner dans un temple, aucun joueur n'y reçoit de points de victoire. Cela
    # vaut également pour le décompte des cases noires."
    code, out, _ = _both(_game(_player("A", [2, 2, 2, 2], 1, 1, 0), _player("B", [2, 2, 2, 2], 1, 1, 3)))
    doc = json.loads(out)
    assert [p["total"] for p in doc["players"]] == [0, 3]


@pytest.mark.parametrize(
    "doc, field",
    [
        ("{", "not JSON"),
        (_game(_player("A", [1, 0, 0, 0]), _player("B", [1, 0, 0, 0]), rules="x"), "rules: unknown field"),
        ({"game": "aton", "players": [_player("A", [1, 0, 0, 0])]}, "players: needs at least 2"),
        (_game(_player("A", [1, 0, 0, 0]), _player("A", [1, 0, 0, 0])), "players[1].name"),
        (_game(_player("A", [1, 0, 0]), _player("B", [1, 0, 0, 0])), "players[0].temples"),
        (_game(_player("A", [1, 0, 0, "1"]), _player("B", [1, 0, 0, 0])), "players[0].temples[3]"),
        (_game(_player("A", [1, 0, -1, 0]), _player("B", [1, 0, 0, 0])), "players[0].temples[2]"),
        (
            _game(_player("A", [1, 12, 0, 0]), _player("B", [0, 0, 0, 0])),
            "players[0].temples[1]: 12 pieces fill",
        ),
        (
            _game(_player("A", [7, 0, 0, 0]), _player("B", [6, 0, 0, 0])),
            "players[1].temples[0]: temple 1 would",
        ),
        (_game(_player("A", [8, 8, 8, 8]), _player("B", [0, 0, 0, 0])), "players[0].temples: 32 pieces"),
        (_game(_player("A", [1, 1, 0, 0], blue=3), _player("B", [0, 0, 0, 0])), "players[0].blue_squares"),
        (
            _game(_player("A", [1, 1, 1, 1], blue=3), _player("B", [1, 1, 1, 1], blue=2)),
            "players[1].blue_squares",
        ),
        (_game(_player("A", [1, 1, 0, 0], black=3), _player("B", [0, 0, 0, 0])), "players[0].black_squares"),
        (_game(_player("A", [1, 1, 0, 0], black=1, bonus=3), _player("B", [0, 0, 0, 0])), "players[0].bonus"),
        (_game(_player("A", [1, 0, 0, 0], bonus=True), _player("B", [0, 0, 0, 0])), "players[0].bonus"),
        (
            _game(_player("A", [1, 0, 0, 0], score_before=40), _player("B", [0, 0, 0, 0])),
            "players[0].score_before: 40",
        ),
        (_game(_player("A", [1, 0, 0, 0], gems=1), _player("B", [0, 0, 0, 0])), "players[0].gems"),
        (
            _game({"name": "A", "temples": [1, 0, 0, 0]}, _player("B", [0, 0, 0, 0])),
            "players[0].blue_squares",
        ),
    ],
)
def test_bad_input_is_one_line_naming_the_field(doc, field):
    code, out, err = _both(doc)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith(field), err
    assert "Traceback" not in err
