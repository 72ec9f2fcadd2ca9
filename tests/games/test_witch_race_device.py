"""Course de sorcieres on the simulated device (`host_sim play --events`), both runtimes, heap 96k."""

import pytest
from simdevice import frames_both, play_both

from host_sim import autoplay


def _both(events, tmp_path, players=2, seed=7):
    options = ("--game", "witch_race", "--players", str(players), "--seed", str(seed))
    return play_both(events, *options, state_root=tmp_path)


def _game(doc):
    return doc["game"]["state"], doc["game"]["undoable"]


def _to(acts, action):
    """The presses that enter ``action`` on a tile's question: ``ok``, ``roll``, ``up``, ``down`` for the
    four likeliest; else a long ``roll`` shows the list, the cursor on the fifth, then ``down`` to it and
    ``ok``."""
    k = acts.index(action)
    if k < 4:
        return [("ok", "roll", "up", "down")[k]]
    return ["roll:long"] + ["down"] * (k - 4) + ["ok"]


# what P1 is asked of a tile of a stage with every tile face down, the likeliest first: another colour's
# number by its colour (it stops the witch), the four magic signs, then P1's own numbers 2-10
FIRST_TILES = [["stop", c] for c in (1, 2, 3)] + [["tile", c, 1] for c in range(4)]
FIRST_TILES += [["tile", 0, v] for v in range(2, 11)]


def test_a_turn_with_a_tile_told_in_one_pick_then_undone(tmp_path):
    events = ["roll", "ok"]  # the only choice: a new witch onto square <die>, face down
    events += _to(FIRST_TILES, ["stop", 2])  # a blue number: P1's witch stops whatever its value
    told = len(events) - 1
    events += [
        "back:long",  # undo the tile
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
    st, hist = _game(docs[told])
    # "Si la sorcière arrive sur une case à chiffre d'une autre couleur, elle s'arrête [...] Le tour du joueur
    # s'arrête aussitôt."
    assert st["tiles"][die - 1] == 16 * 2 + 15 and st["turn"] == 1 and st["phase"] == "roll"
    assert hist == [["move", 0], ["stop", 2]]
    assert [_game(d)[0]["phase"] for d in docs[told + 1 : told + 3]] == ["colour", "move"]
    assert _game(docs[told + 2])[0]["track"][0] == [0, 0, 0] and _game(docs[told + 2])[0]["die"] == die
    assert docs[told + 3] == docs[told + 2]  # nothing behind the die roll can be undone
    assert _game(docs[told + 4])[0]["phase"] == "colour"


def test_roll_draws_from_the_neutral_pile(tmp_path):
    # 3 players: yellow is neutral. "une sorcière se pose sur un signe magique de la couleur neutre, le joueur
    # tire la première carte du talon de la couleur neutre" ; "La carte jouée est de toute manière écartée"
    events = ["roll", "ok"]  # a new witch onto a face-down square
    events += _to(FIRST_TILES, ["tile", 3, 1])  # Yellow (neutral) magic
    told = len(events) - 1
    events += ["roll", "roll"]  # the top card of the yellow pile, P2's die
    docs = _both(events, tmp_path, players=3, seed=11)
    st, _ = _game(docs[told])
    assert st["phase"] == "draw" and st["tiles"][st["at"] - 1] == 16 * 3 + 1
    st, hist = _game(docs[told + 1])
    card = st["news"][0]
    assert card[:2] == [3, "draw"] and len(st["cards"][3]) == 11
    assert sorted(st["cards"][3] + [card[2]]) == [1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    assert hist == []  # a draw is not undoable
    # this seed's card would push it back beyond square 1 ("ne peut pas être reculée au-delà de la première
    # case"): the witch stays, the turn is over
    assert card[2] != 1 and st["at"] - card[2] < 1
    assert st["track"][0] == [0, 0, st["at"]] and st["turn"] == 1 and st["phase"] == "roll"
    assert _game(docs[told + 2])[0]["phase"] == "move"


@pytest.mark.parametrize("players", [3, 4])
def test_turns_rotate_on_the_device(tmp_path, players):
    # "On joue ensuite dans le sens des aiguilles d'une montre." Each new witch's tile is told as a yellow
    # number (3 players: a neutral number, which stops it; 4 players: P4's number stops P1-P3); by P4's turn
    # the stage's three yellow numbers are turned: its tile is P4's magic sign, its own, where it may play a
    # card (its turn is not over).
    from companion.core.session import Session

    s = Session("witch_race", players, {}, 3)
    events = []
    ends = []
    for _ in range(players):
        s.roll()
        assert s.act(["move", 0]) is None
        acts = s.legal()
        told = ["stop", 3] if ["stop", 3] in acts else [a for a in acts if a[1] == 3][0]
        events += ["roll", "ok"] + _to(acts, told)
        assert s.act(told) is None
        ends.append(len(events) - 1)
    docs = _both(events, tmp_path, players=players, seed=3)
    turns = [_game(docs[i])[0]["turn"] for i in ends]
    expected = [(k + 1) % players for k in range(players)]
    if players == 4:
        expected[-1] = 3  # on its own sign, P4 decides
    assert turns == expected and _game(docs[-1])[0] == s.state


def test_the_screen_says_the_die_the_tile_and_the_choices(tmp_path):
    events = autoplay.setup_presses("witch_race", 2) + ["roll", "frame", "ok", "frame", "roll"]
    frames, docs = frames_both(events, tmp_path, 7)
    rolled, tile = [[x.rstrip() for x in f["lines"]] for f in frames]
    die = docs[-2]["game"]["state"]["die"]
    assert rolled[:2] == ["P1: move by %d" % die, "P1 rolled %d" % die]
    assert "New witch to %d" % die in rolled
    # the four likeliest tiles a button each (another colour's number: its colour only, the witch stops),
    # the lines saying which in the list's place; a long roll shows the list of them all. The title says
    # where the witch is: no news, the status's first rows
    assert tile[0] == "Which tile on %d?" % die
    assert tile[1:3] == [">P1 %2d  -  - 12 cards" % die, " P2  -  -  - 12 cards"]
    assert tile[3:] == [" ok: Green 2-10", " roll: Blue 2-10", " up: Yellow 2-10", " down: Red magic"] + [
        " long roll: more"
    ]
    assert [inv.strip("0") for inv in frames[1]["inverse"][3:]] == [""] * 5  # no cursor: no list
    assert docs[-1]["game"]["state"]["tiles"][die - 1] == 16 * 2 + 15  # a blue number, its value not told


def test_a_long_roll_shows_the_list_of_every_tile_the_cursor_on_the_fifth_likeliest(tmp_path):
    """A long ``roll`` shows the list in the lines' place, the cursor on the likeliest tile no button gives
    (P2's magic sign); ``down`` and ``ok`` as on any list; an undo brings the buttons back; ``down`` enters
    the fourth likeliest at once (P1's magic sign: P1 may play a card)."""
    setup = autoplay.setup_presses("witch_race", 2)
    events = setup + ["roll", "ok", "roll:long", "frame", "down", "frame", "ok", "back:long", "frame", "down"]
    frames, docs = frames_both(events, tmp_path, 7)
    shown, moved, undone = frames

    def cursor(frame):
        rows = [line.rstrip() for line, inv in zip(frame["lines"], frame["inverse"]) if inv.startswith("1")]
        return rows[1:]  # the title is inverted too

    # the status's rows back (the piles' too), four rows of the list
    listed = ["Green magic (P2)", "Blue magic", "Yellow magic", "Red 2 (P1)"]
    assert [x.rstrip() for x in shown["lines"][3:]] == ["Piles B12 Y12"] + listed
    assert cursor(shown) == ["Green magic (P2)"] and cursor(moved) == ["Blue magic"]
    entered = docs[len(setup) + 4]["game"]
    at = entered["state"]["at"]
    assert entered["undoable"][-1] == ["tile", 2, 1] and entered["state"]["tiles"][at - 1] == 16 * 2 + 1
    assert [x.rstrip() for x in undone["lines"][3:]] == [
        " ok: Green 2-10",
        " roll: Blue 2-10",
        " up: Yellow 2-10",
        " down: Red magic",
        " long roll: more",
    ]
    last = docs[-1]["game"]
    assert last["undoable"][-1] == ["tile", 0, 1] and last["state"]["phase"] == "own"


def test_a_power_cut_while_a_tile_is_told_keeps_the_race(tmp_path):
    # the device comes back waiting for the tile, the buttons' lines in place of the list a long roll showed
    first = _both(["roll", "ok", "roll:long", "down"], tmp_path)
    st, _ = _game(first[-1])
    assert st["phase"] == "colour"
    again = play_both(_to(FIRST_TILES, ["tile", 2, 1]), state_root=tmp_path)
    assert _game(again[0])[0] == st  # the list shown, nothing else
    st, hist = _game(again[-1])
    assert st["tiles"][st["at"] - 1] == 16 * 2 + 1 and st["phase"] == "draw"  # blue magic: a neutral pile
    assert hist == [["move", 0], ["tile", 2, 1]]


def test_a_game_the_previous_firmware_saved_mid_tile_powers_up_and_plays_on(tmp_path):
    """tests/data/witch_saved_before_one_pick is the flash the previous firmware (ce3a619, which asked each
    tile's colour, then its value) left after ``play --game witch_race --players 3 --seed 1 --events
    events.txt``: P3's witch moved from 29 onto square 30, whose tile the stage leaves no doubt about (red
    magic), and its colour told, not its value. This firmware turns that tile unasked as it replays the
    move; the saved colour changes nothing. It powers up where the value would have led (after_ok.json:
    that firmware's state after pressing ok on it), and the race plays on."""
    import json
    import os
    import shutil
    import subprocess
    import sys

    from companion.core import rng
    from companion.games.witch_race import engine as wr

    data = os.path.join(os.path.dirname(os.path.dirname(__file__)), "data", "witch_saved_before_one_pick")
    for rt in ("cpython", "micropython", "state"):
        os.mkdir(tmp_path / rt)
        for name in ("game.ckp", "game.ckp.old", "game.log", "game.log.old", "settings.dat"):
            shutil.copy(os.path.join(data, name), tmp_path / rt / name)
    with open(os.path.join(data, "game.log"), "rb") as f:
        assert f.read().count(b'["colour",0]') == 1  # the colour of the tile, journaled
    cmd = [sys.executable, "-m", "host_sim", "state", "--state-dir", str(tmp_path / "state")]
    now = json.loads(subprocess.run(cmd, capture_output=True, text=True, check=True).stdout)["game"]
    with open(os.path.join(data, "after_ok.json")) as f:
        then = json.load(f)["game"]
    assert now["undoable"][-2:] == [["move", 29], ["colour", 0]] and now["played"] == then["played"] - 1
    assert now["state"]["tiles"][29] == 1 and now["state"]["phase"] == "foe"  # red magic: P1 may push
    assert [2, "told", 1, 30] in now["state"]["news"]
    now["state"]["news"] = then["state"]["news"] = None
    assert now["state"] == then["state"]
    # play on through the screens, random choices, in both runtimes
    s = json.loads(subprocess.run(cmd, capture_output=True, text=True, check=True).stdout)["game"]["state"]
    ui = autoplay.game_ui("witch_race")
    events = []
    pick = rng.seed_state(5)
    chosen = 0
    while chosen < 12 and not wr.is_over(s):
        if wr.chance(s):
            break  # the device rolls with its own seeded dice: stop before the first roll
        acts = wr.legal_actions(s)
        pick, i = rng.draw(pick, len(acts))
        events += autoplay.choose(ui, s, acts, i)
        assert wr.apply(s, acts[i]) is None
        chosen += 1
    events += ["roll", "frame"]
    frames, docs = frames_both(events, tmp_path, 1)
    played = docs[len(events) - 3]["game"]
    assert played["state"] == s
    assert played["played"] == then["played"] - 1 + chosen  # the saved value not played: one action less
    assert docs[-1]["game"]["played"] == played["played"] + 1  # and the roll after them


def test_a_number_told_by_its_colour_is_asked_its_value_when_a_witch_of_that_colour_lands(tmp_path):
    # seed 17: P1's new witch turns square 5, a green number: told by its colour only (it stops P1's witch);
    # P2's new witch, then P1's witch moves on; P2's witch lands on square 5: now its value is asked, alone
    events = autoplay.setup_presses("witch_race", 2)
    events += ["roll", "ok", "ok"]  # P1: a new witch to 5, "Green 2-10: stops" (the cursor's row)
    events += ["roll", "ok", "ok"]  # P2: a new witch, a red number
    events += ["roll", "down", "ok", "up"]  # P1: the witch on 5 moves on; a green number (third likeliest)
    events += ["roll", "ok", "frame", "roll"]  # P2: a witch onto 5; its value: roll enters the second
    frames, docs = frames_both(events, tmp_path, 17)
    rows = [x.rstrip() for x in frames[0]["lines"]]
    before = docs[-2]["game"]["state"]
    assert before["phase"] == "colour" and before["turn"] == 1 and before["at"] == 5
    assert before["tiles"][4] == 16 * 1 + 15  # green, its value not told
    assert rows[0] == "Tile 5 value?"
    assert rows[-5:] == [" ok: Green 2", " roll: Green 3", " up: Green 4", " down: Green 5"] + [
        " long roll: more"
    ]
    st = docs[-1]["game"]["state"]
    # "Si la sorcière arrive sur une case de sa propre couleur avec un chiffre, elle repart aussitôt"
    assert st["tiles"][4] == 16 * 1 + 3 and 5 not in st["track"][1]
    assert docs[-1]["game"]["undoable"][-1] == ["tile", 1, 3]
