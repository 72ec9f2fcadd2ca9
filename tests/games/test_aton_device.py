"""Aton on the simulated device: `host_sim play --events` through the screens, both runtimes (96k heap)."""

import pytest
from simdevice import play_both

from host_sim import autoplay, runtime

runtime.use_firmware()

from companion.games.aton import engine as aton  # noqa: E402


def _play(events, seed=3):
    """Run the events on a fresh device in both runtimes; they must print the same lines.

    :return: the persisted states after each event, parsed
    """
    return play_both(events, "--game", "aton", "--seed", str(seed))


def _presses(*actions):
    """Events that choose these actions in turn from a fresh game, each found where the device lists it, or
    with the button that enters it at once (only the presses are worked out here: what the actions do is
    the device's). A move's squares are told the device's way: temple by temple, how many in each (or the
    temple of the next piece, lowest first), then each piece's kind, or the row of the other kinds."""
    s = aton.new_state(2, {"dead": "8"})
    ui = autoplay.game_ui("aton")
    ev = []
    todo = [list(a) for a in actions]
    while todo:
        acts = aton.legal_actions(s)
        step = todo[0]
        if step[0] in ("remove", "place") and step not in acts:
            move = []  # this move's squares still to tell
            for a in todo:
                if a[0] != step[0] or len(move) == s["left"]:
                    break
                move.append(a)
            if acts[0][0] == "count":
                step = ["count", acts[0][1], len([a for a in move if a[1] == acts[0][1]])]
                step = step if step in acts else ["count", acts[0][1], -1]  # the row of the counts from 3
            elif acts[0][0] == "temple":
                step = ["temple", min(a[1] for a in move), 1]
            else:  # a square of the temple asked, or the row of its other kinds
                t = acts[0][1]
                step = [a for a in move if a[1] == t][0]
                step = step if step in acts else ["temple", t + 4]
        ev += autoplay.choose(ui, s, acts, acts.index(step))
        assert aton.apply(s, step) is None
        done = [e[:3] for e in s["news"] or () if len(e) == 4]  # squares the device took: the only ones
        for a in [step] + done:
            if a in todo:
                todo.remove(a)
    return ev


def _cards(red, blue):
    return [["card", v] for v in list(red) + list(blue)]


def _place(*squares):
    return [["place", t, kind] for t, kind in squares]


def _remove(*squares):
    return [["remove", t, kind] for t, kind in squares]


ROUND_1 = (
    [["board"]]
    + _cards((2, 1, 3, 2), (3, 2, 4, 4))
    # Red starts (cartouche 2: 1 < 2), places 2 in temples 1-3; Blue places 4 in temples 1-4
    + _place((1, "yellow"), (3, "blue"))  # Red's move ends with its last piece
    + _place((1, "yellow"), (1, "green"), (2, "+2"), (4, "blue"))
)
# Red 1 4 4 4, Blue 2 4 4 4: Blue +2 on cartouche 1; Red starts (tie on 4, lower cartouche 1); each
# removes 2 pieces of the other (they go to the kingdom of the dead) and places 4
ROUND_2 = (
    _cards((1, 4, 4, 4), (2, 4, 4, 4))
    + _remove((1, "yellow"), (2, "+2"))
    + _place((1, "yellow"), (1, "yellow"), (1, "black"), (2, "black"))
    + _remove((1, "yellow"), (3, "blue"))
    + _place((1, "green"), (1, "green"), (4, "black"), (4, "yellow"))
)
ROUND_3 = (
    _cards((1, 4, 4, 4), (2, 4, 4, 4))
    + _remove((4, "yellow"), (1, "green"))
    + _place((3, "yellow"), (3, "+2"), (1, "+1"), (4, "+1"))
    + _remove((2, "black"), (1, "black"))
    + _place((2, "yellow"), (2, "green"), (3, "green"), (4, "yellow"))  # the kingdom's 8 spaces are full: the
    # scoring round follows Blue's last piece
)
# Blue leads and takes back first: temple 2 (yellow or green?), temple 4 (blue, black or yellow?); then
# Red: temple 1 (yellow or +1?), temple 3 (yellow or +2?); the other temples hold one kind: no question
TAKE_BACK = [["back", 2, "green"], ["back", 4, "blue"], ["back", 1, "+1"], ["back", 3, "yellow"]]


@pytest.fixture(scope="module")
def round_1():
    return _play(_presses(*ROUND_1))


def test_a_first_round_through_the_screens(round_1):
    st = round_1[-1]["game"]["state"]
    assert st["squares"][0][0] == [1, 0, 0, 0, 0, 0] and st["squares"][0][2] == [0, 0, 0, 1, 0, 0]
    assert [sum(t) for t in st["squares"][1]] == [2, 1, 0, 1]
    # cartouche 1: Blue's 3 against Red's 2, twice the difference
    assert st["score"] == [0, 2]
    assert st["round"] == 2 and st["phase"] == "cards" and st["cards"] == []


def test_reveal_sets_the_order_and_places_need_no_removal_in_round_1(round_1):
    states = [r["game"]["state"] for r in round_1]
    revealed = [s for s in states if len(s["cards"]) == 8][0]
    assert revealed["order"] == [0, 1] and revealed["phase"] == "place" and revealed["left"] == 2


def test_undo_info_and_roll_leave_the_game_as_it_was():
    cards = _presses(["board"], *_cards((2, 1, 3, 2), (3, 2, 4, 4)))
    ev = cards + ["ok:long", "back", "roll", "back:long", "back:long"]
    states = [r["game"]["state"] for r in _play(ev)]
    n = len(cards)
    assert states[n - 1]["cards"] == [2, 1, 3, 2, 3, 2, 4, 4] and states[n - 1]["phase"] == "place"
    assert states[n + 2] == states[n - 1]  # the info page and ROLL (nothing to roll) change nothing
    assert states[-1]["cards"] == [2, 1, 3, 2, 3, 2]  # two undos


def test_a_rounds_eight_cartouches_take_eight_presses(tmp_path):
    """While a cartouche's value is asked, up, down, ok and roll enter 1, 2, 3 and 4 at once, as the screen
    says; back keeps its meaning (long: undo the last value)."""
    from simdevice import frames_both

    board = autoplay.setup_presses("aton", 2) + ["ok"]  # the board is right
    red = ["down", "up", "ok", "roll"]  # 2 1 3 4
    blue = ["ok", "down", "roll", "roll"]  # 3 2 4 4
    events = board + ["frame"] + red + ["frame"] + blue[:2] + ["back:long", "down", "frame"] + blue[2:]
    frames, docs = frames_both(events + ["frame"], tmp_path, 3)
    states = [d["game"] and d["game"]["state"] for d in docs]  # one a press ("frame" gives none)
    n = len(board)
    assert states[n - 1]["cards"] == [] and states[n - 1]["phase"] == "cards"
    assert states[n + 3]["cards"] == [2, 1, 3, 4]  # one press a card
    assert states[n + 6]["cards"] == [2, 1, 3, 4, 3]  # a long back took Blue's 2 back, down entered it again
    end = states[-1]
    assert end["cards"] == [2, 1, 3, 4, 3, 2, 4, 4] and end["phase"] == "place"  # revealed, Red places
    first, after_red, undone = [[x.rstrip() for x in f["lines"]] for f in frames[:3]]
    assert first[0] == "Rd 1: Red" and first[-3:] == ["Cartouche 1:", " up: 1   down: 2", " ok: 3   roll: 4"]
    assert after_red[0] == "Rd 1: Blue" and after_red[-3] == "Cartouche 1:"
    assert undone[-3] == "Cartouche 3:"


def test_a_scoring_round_computed_from_the_squares_and_the_pieces_taken_back():
    # "Si le celui-ci est entièrement occupé, on procède, une fois que les deux joueurs ont terminé leurs
    # coups, à un décompte."
    before = _presses(*(ROUND_1 + ROUND_2 + ROUND_3))
    states = [r["game"]["state"] for r in _play(_presses(*(ROUND_1 + ROUND_2 + ROUND_3 + TAKE_BACK)))]
    st = states[len(before) - 1]
    # Red: temple 1 3 v 2 -> 1, temple 3 2 v 1 -> its 2 pieces, bonus +1 +2 +1; Blue: temple 2 -> 5,
    # temple 4 -> 3 for its one blue square, the only black square -> 8
    assert st["last"] == [[1, 0, 2, 0, 0, 4], [0, 5, 0, 3, 8, 0]]
    assert st["score"] == [7, 6 + 16] and ["score", 7, 16] in st["news"] and ["temples"] in st["news"]
    assert st["phase"] == "back" and st["order"] == [1, 0] and st["dead"] == [0, 0]
    end = states[-1]
    # "un propre pion doit - si possible- être retiré dans chaque temple. Si un joueur ne possède pas de
    # pion dans un temple, il doit alors retirer un pion dans le temple le plus haut dans lequel il a des
    # pions."
    assert end["squares"][0] == [[2, 0, 0, 0, 0, 0], [0] * 6, [0] * 6, [0] * 6]
    assert end["squares"][1] == [[0, 1, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0], [0] * 6, [1, 0, 1, 0, 0, 0]]
    assert end["phase"] == "cards" and end["round"] == 4


def test_the_screens_of_a_scoring_round(tmp_path):
    from simdevice import frames_both

    from host_sim import autoplay

    events = autoplay.setup_presses("aton", 2) + _presses(*(ROUND_1 + ROUND_2 + ROUND_3)) + ["frame"]
    frames, docs = frames_both(events, tmp_path, 3)
    lines = [x.rstrip() for x in frames[0]["lines"]]
    assert lines[:2] == ["Rd 3: Blue", "Red +7 Blue +16 VP"]
    # the pieces in each temple and in reserve, then the points, under their columns' names
    sc = docs[-1]["game"]["state"]["score"]
    assert lines[2:5] == ["Take back 4 each", "R 3  0  2  1  23%4d" % sc[0], "B 1  2  1  3  22%4d" % sc[1]]
    # Blue's piece taken back from temple 2, on a yellow or a green square: a button each
    assert lines[5:] == ["From T2:", " up: yel  down: grn", " ok: -  roll: -"]


def test_the_board_is_checked_through_the_buttons_and_kept_for_the_next_game(tmp_path):
    from simdevice import frames_both

    from host_sim import autoplay

    # "T1 yellow = 5", then "Board is right"; the game menu's New game, then Aton again
    events = autoplay.setup_presses("aton", 2) + ["frame", "down", "ok", "ok"]
    events += ["back", "down", "down", "down", "ok", "down", "ok"] + autoplay.setup_presses("aton", 2)
    frames, docs = frames_both(events + ["frame"], tmp_path, 3)
    first = [x.rstrip() for x in frames[0]["lines"]]
    assert first[:5] == [
        "Board: T1 yellow",
        "T1 Y4 G3 K3 +1",
        "T2 Y3 G4 K3 +2",
        "T3 Y3 G4 K2 +1+2",
        "T4 Y4 G3 K2 +1+2",
    ]
    assert "T1 yellow = 5" in first
    again = docs[-1]
    assert again["settings"]["kept"]["aton"][0] == [5, 3, 2, 1, 1, 0]
    assert again["game"]["played"] == 0 and again["game"]["state"]["board"][0] == [5, 3, 2, 1, 1, 0]
    assert [x.rstrip() for x in frames[1]["lines"]][1] == "T1 Y5 G3 K2 +1"


def test_the_screen_says_what_cartouche_1_gave(tmp_path):
    from simdevice import frames_both

    from host_sim import autoplay

    events = autoplay.setup_presses("aton", 2) + _presses(["board"], *_cards((2, 1, 3, 2), (3, 2, 4, 4)))
    frames, docs = frames_both(events + ["frame"], tmp_path, 3)
    lines = [x.rstrip() for x in frames[0]["lines"]]
    # "celui qui a joué la carte la plus forte marque le double de la différence": Blue's 3 v Red's 2
    assert lines[:2] == ["Rd 1: Red", "Card 1: Blue +2"]
    # then the temple of Red's first piece, a button each (temple 4 is not allowed: "-")
    assert lines[-4:] == ["Place 2, T1-T3", "Temple:", " up: T1  down: T2", " ok: T3  roll: -"]
    assert docs[-1]["game"]["state"]["news"] == [["c1", 1, 2]]


def test_the_help_page_hides_the_cards_until_both_have_laid_all_four(tmp_path):
    # "Lorsque les deux joueurs ont posé leurs quatre cartes à côté des cartouches, ils les retournent": while
    # Blue tells the device theirs, Red's (and Blue's first ones) are still face down
    from simdevice import frames_both

    from host_sim import autoplay

    page = (
        ["ok:long"] + (["down"] * 5 + ["frame"]) * 10 + ["back"]
    )  # the help page, 7 rows a frame, to its end
    laid = _presses(["board"], *_cards((2, 1, 3, 4), (3, 2)))
    rest = _presses(["board"], *_cards((2, 1, 3, 4), (3, 2, 4, 4)))[len(laid) :]
    frames, _ = frames_both(autoplay.setup_presses("aton", 2) + laid + page + rest + page, tmp_path, 3)

    def cards(shown):
        return sorted({x.rstrip() for f in shown for x in f["lines"] if " cards " in x})

    assert cards(frames[:10]) == ["B cards ? ?", "R cards ? ? ? ?"]
    assert cards(frames[10:]) == ["B cards 3 2 4 4", "R cards 2 1 3 4"]  # turned over


def test_a_held_button_enters_its_value_once():
    # a held up repeats in a list; here it would enter a card a repeat (1 1 1 1 for Red and on into Blue's)
    states = [r["game"]["state"] for r in _play(["ok", "up:hold:2", "down"])]
    assert states[1]["cards"] == [1] and states[2]["cards"] == [1, 2]


def test_a_game_the_previous_firmware_saved_before_a_done_powers_up_and_plays_on(tmp_path):
    """tests/data/aton_saved_before_done is the flash the previous firmware (07fc36b, which asked for a
    "done" after each move) left after ``play --game aton --seed 3 --events events.txt``: rounds 1-3 as
    above, each move followed by its "done", up to Blue's last piece of round 3 and not its "done". Its
    checkpoint and its journal each hold a "done" of an earlier move. This firmware powers up where that
    "done" led (after_ok.json: that firmware's state after pressing it): the same scoring round, the same
    scores, Blue to take back; and the game plays on."""
    import json
    import os
    import shutil
    import subprocess
    import sys

    from companion.core import rng
    from simdevice import frames_both

    data = os.path.join(os.path.dirname(os.path.dirname(__file__)), "data", "aton_saved_before_done")
    for rt in ("cpython", "micropython", "state"):
        os.mkdir(tmp_path / rt)
        for name in ("game.ckp", "game.ckp.old", "game.log", "game.log.old", "settings.dat"):
            shutil.copy(os.path.join(data, name), tmp_path / rt / name)
    with open(os.path.join(data, "game.log"), "rb") as f:
        assert f.read().count(b'["done"]') == 1  # a journaled "done", looked up in the legal actions
    cmd = [sys.executable, "-m", "host_sim", "state", "--state-dir", str(tmp_path / "state")]
    now = json.loads(subprocess.run(cmd, capture_output=True, text=True, check=True).stdout)["game"]
    with open(os.path.join(data, "after_ok.json")) as f:
        then = json.load(f)["game"]
    assert now["state"]["phase"] == "back" and now["state"]["last"] == [
        [1, 0, 2, 0, 0, 4],
        [0, 5, 0, 3, 8, 0],
    ]
    assert now["state"]["news"][-2:] != then["state"]["news"]  # what the last action did, said its own way
    now["state"]["news"] = then["state"]["news"] = None
    assert now["state"] == then["state"]
    # play on: the pieces taken back, then random choices through the screens for two more rounds
    s = now["state"]
    ui = autoplay.game_ui("aton")
    events = ["frame"]
    pick = rng.seed_state(7)
    while s["round"] < 6 and not aton.is_over(s):
        acts = aton.legal_actions(s)
        pick, i = rng.draw(pick, len(acts))
        events += autoplay.choose(ui, s, acts, i)
        assert aton.apply(s, acts[i]) is None
    assert len(events) > 40
    frames, docs = frames_both(events + ["frame"], tmp_path, 3)
    lines = [x.rstrip() for x in frames[0]["lines"]]
    assert lines[:3] == ["Rd 3: Blue", "Red +7 Blue +16 VP", "Take back 4 each"]
    played = docs[-1]["game"]["state"]
    assert (
        played["round"] == s["round"] and played["squares"] == s["squares"] and played["score"] == s["score"]
    )


def test_a_move_ends_with_its_last_piece_and_the_screen_says_who_moves_next(tmp_path):
    """No "done" to press: Red's second and last piece hands the move to Blue, the screen says Red's move is
    over and names Blue; Blue's last piece starts round 2 with Red's cartouches."""
    from simdevice import frames_both

    from host_sim import autoplay

    red = _presses(["board"], *_cards((2, 1, 3, 2), (3, 2, 4, 4)), *_place((1, "yellow"), (3, "blue")))
    events = autoplay.setup_presses("aton", 2) + red + ["frame"] + _presses(*ROUND_1)[len(red) :] + ["frame"]
    frames, docs = frames_both(events, tmp_path, 3)
    blue, round_2 = [[x.rstrip() for x in f["lines"]] for f in frames]
    assert blue[:2] == ["Rd 1: Blue", "Red move done"] and blue[4] == "Place 4, T1-T4"
    # how many of Blue's 4 pieces are in temple 1: five counts, one press for 0-2, roll then 3 or 4
    assert blue[5:] == ["How many in T1?", " up: 0  down: 1", " ok: 2  roll: 3+"]
    assert round_2[:2] == ["Rd 2: Red", "Blue move done"] and round_2[-3] == "Cartouche 1:"
    sc = docs[-1]["game"]["state"]["score"]  # both players' rows, their points last
    assert round_2[3:5] == ["R 1  0  1  0  27%4d" % sc[0], "B 2  1  0  1  25%4d" % sc[1]]
    assert [d["game"]["state"]["phase"] for d in docs if d["game"]].count("end") == 0


def test_a_power_up_while_the_cartouches_are_entered_takes_the_next_press(tmp_path):
    """The buttons' lines stand in the list's place: after a power-up there the idle moment words no labels
    of a list never drawn (it raised a device error on the next press)."""
    from simdevice import frames_both

    from host_sim import autoplay

    frames_both(autoplay.setup_presses("aton", 2) + ["ok"], tmp_path, 3)  # the board is right
    frames, docs = frames_both(["ok", "roll", "frame"], tmp_path, 3)  # powered up again: 3, then 4
    assert docs[-1]["game"]["state"]["cards"] == [3, 4]
    assert [x.rstrip() for x in frames[0]["lines"]][-3] == "Cartouche 3:"


def test_a_button_the_temples_leave_without_a_value_does_nothing(tmp_path):
    """Red places one piece in temples 1-2: ok and roll give no temple ("-"): ok does nothing (no list lies
    under the lines to choose from), roll says there is nothing to roll; up gives temple 1, then its
    squares."""
    from simdevice import frames_both

    from host_sim import autoplay

    events = autoplay.setup_presses("aton", 2) + _presses(["board"], *_cards((2, 1, 2, 1), (3, 2, 4, 4)))
    frames, docs = frames_both(events + ["frame", "ok", "roll", "frame", "up", "frame"], tmp_path, 3)
    asked, pressed, temple_1 = [[x.rstrip() for x in f["lines"]] for f in frames]
    assert asked[-4:] == ["Place 1, T1-T2", "Temple:", " up: T1  down: T2", " ok: -  roll: -"]
    assert pressed[-1] == "Nothing to roll" and docs[-3]["game"]["state"] == docs[-4]["game"]["state"]
    assert temple_1[-3:] == ["T1 square:", " up: yel  down: grn", " ok: blk  roll: other"]
    assert docs[-1]["game"]["state"]["owed"] == [1]


def test_three_pieces_in_two_temples_take_four_presses(tmp_path):
    """Red places 3 in temples 1-2: how many in temple 1 (a button each count: up 0, down 1, ok 2, roll
    3), then each piece's square, temple 1's first; the rest are in temple 2, asked no more."""
    from simdevice import frames_both

    from host_sim import autoplay

    cards = _presses(["board"], *_cards((2, 1, 2, 3), (3, 2, 4, 4)))
    told = _presses(
        ["board"], *_cards((2, 1, 2, 3), (3, 2, 4, 4)), *_place((1, "yellow"), (2, "green"), (2, "black"))
    )
    assert told[len(cards) :] == ["down", "up", "down", "ok"]
    events = autoplay.setup_presses("aton", 2) + cards
    presses = ["down", "frame", "up", "frame", "down", "ok"]
    frames, docs = frames_both(events + ["frame"] + presses + ["frame"], tmp_path, 3)
    asked, temple_1, temple_2, blue = [[x.rstrip() for x in f["lines"]] for f in frames]
    assert asked[-4:] == ["Place 3, T1-T2", "How many in T1?", " up: 0  down: 1", " ok: 2  roll: 3"]
    assert temple_1[-4:] == ["Place 3, T1-T2", "T1 square:", " up: yel  down: grn", " ok: blk  roll: other"]
    assert temple_2[-4:] == ["Place 2, T1-T2", "T2 square:", " up: yel  down: grn", " ok: blk  roll: other"]
    assert blue[:2] == ["Rd 1: Blue", "Red move done"]
    st = docs[-1]["game"]["state"]
    assert st["squares"][0][:2] == [[1, 0, 0, 0, 0, 0], [0, 1, 1, 0, 0, 0]] and st["turn"] == 1
