"""Course de sorcieres on the simulated device (`host_sim play --events`), both runtimes, heap 96k."""

import pytest
from simdevice import frames_both, play_both

from host_sim import autoplay


def _both(events, tmp_path, players=2, seed=7):
    options = ("--game", "witch_race", "--players", str(players), "--seed", str(seed))
    return play_both(events, *options, state_root=tmp_path)


def _game(doc):
    return doc["game"]["state"], doc["game"]["undoable"]


def test_a_turn_with_a_tile_told_then_undone(tmp_path):
    events = [
        "roll",
        "ok",  # the only choice: a new witch onto square <die>, face down
        "down",
        "ok",  # its colour: Green (P2)
        "down",
        "down",
        "ok",  # its value: magic, 2, then 3: Green 3
        "back:long",  # undo the value
        "back:long",  # undo the colour
        "back:long",  # undo the move
        "back:long",  # "Dice stay rolled"
        "ok",  # the move again
    ]
    docs = _both(events, tmp_path)
    st, _ = _game(docs[0])
    die = st["die"]
    assert st["phase"] == "move" and 1 <= die <= 6
    st, _ = _game(docs[1])
    # "Si la sorcière atterit sur une case encore cachée, elle est aussitôt retournée."
    assert st["phase"] == "colour" and st["at"] == die and st["track"][0] == [0, 0, die]
    st, _ = _game(docs[3])
    assert st["phase"] == "value" and st["colour"] == 1
    st, hist = _game(docs[6])
    # "Si la sorcière arrive sur une case à chiffre d'une autre couleur, elle s'arrête [...] Le tour du joueur
    # s'arrête aussitôt."
    assert st["tiles"][die - 1] == 16 * 1 + 3 and st["turn"] == 1 and st["phase"] == "roll"
    assert hist == [["move", 0], ["colour", 1], ["value", 3]]
    assert [_game(d)[0]["phase"] for d in docs[7:10]] == ["value", "colour", "move"]
    assert _game(docs[9])[0]["track"][0] == [0, 0, 0] and _game(docs[9])[0]["die"] == die
    assert docs[10] == docs[9]  # nothing behind the die roll can be undone
    assert _game(docs[11])[0]["phase"] == "colour"


def test_roll_draws_from_the_neutral_pile(tmp_path):
    # 3 players: yellow is neutral. "une sorcière se pose sur un signe magique de la couleur neutre, le joueur
    # tire la première carte du talon de la couleur neutre" ; "La carte jouée est de toute manière écartée"
    events = [
        "roll",
        "ok",  # a new witch onto a face-down square
        "up",
        "ok",  # colour: the last one, Yellow (neutral)
        "ok",  # value: the first one, magic
        "roll",  # the top card of the yellow pile
        "roll",  # P2's die
    ]
    docs = _both(events, tmp_path, players=3, seed=11)
    st, _ = _game(docs[4])
    assert st["phase"] == "draw" and st["tiles"][st["at"] - 1] == 16 * 3 + 1
    st, hist = _game(docs[5])
    card = st["news"][0]
    assert card[:2] == [3, "draw"] and len(st["cards"][3]) == 11
    assert sorted(st["cards"][3] + [card[2]]) == [1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    assert hist == []  # a draw is not undoable
    # this seed's card would push it back beyond square 1 ("ne peut pas être reculée au-delà de la première
    # case"): the witch stays, the turn is over
    assert card[2] != 1 and st["at"] - card[2] < 1
    assert st["track"][0] == [0, 0, st["at"]] and st["turn"] == 1 and st["phase"] == "roll"
    assert _game(docs[6])[0]["phase"] == "move"


@pytest.mark.parametrize("players", [3, 4])
def test_turns_rotate_on_the_device(tmp_path, players):
    # "On joue ensuite dans le sens des aiguilles d'une montre." Each new witch's tile is told "Yellow 2"
    # (3 players: a neutral number, which stops it) or, with 4 players, P4's yellow 2 stops P1-P3 and sends
    # P4's witch on two squares onto a face-down tile.
    events = ["roll", "ok", "up", "ok", "down", "ok"] * players
    docs = _both(events, tmp_path, players=players, seed=3)
    turns = [_game(d)[0]["turn"] for d in docs[5::6]]
    expected = [(k + 1) % players for k in range(players)]
    if players == 4:
        expected[-1] = 3  # P4's own number sent it on: its turn is not over
    assert turns == expected


def test_the_screen_says_the_die_the_tile_and_the_choices(tmp_path):
    events = autoplay.setup_presses("witch_race", 2) + ["roll", "frame", "ok", "frame", "down", "ok", "frame"]
    frames, docs = frames_both(events, tmp_path, 7)
    rolled, colour, value = [[x.rstrip() for x in f["lines"]] for f in frames]
    die = docs[-3]["game"]["state"]["die"]
    assert rolled[:2] == ["P1: move by %d" % die, "P1 rolled %d" % die]
    assert "New witch to %d" % die in rolled
    assert colour[0] == "Tile %d colour?" % die and colour[1] == "P1 witch on %d" % die
    assert [x for x in colour if x.startswith("Red (P1)") or x.startswith("Green (P2)")]
    assert value[0] == "Tile %d value?" % die and "Green magic" in value


def test_a_power_cut_while_a_tile_is_told_keeps_the_race(tmp_path):
    # the device comes back waiting for the value of the tile whose colour was told
    first = _both(["roll", "ok", "down", "ok"], tmp_path)
    st, _ = _game(first[-1])
    assert st["phase"] == "value" and st["colour"] == 1
    again = play_both(["down", "down", "ok"], state_root=tmp_path)
    assert _game(again[0])[0] == st  # the cursor moved, nothing else
    st, hist = _game(again[-1])
    assert st["tiles"][st["at"] - 1] == 16 * 1 + 3 and st["turn"] == 1
    assert hist == [["move", 0], ["colour", 1], ["value", 3]]
