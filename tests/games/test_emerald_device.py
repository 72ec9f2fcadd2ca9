"""Emerald on the simulated device (`host_sim play --events`), each mode, both runtimes, heap 96k."""

import pytest
from simdevice import frames_both, play_both

from host_sim import autoplay, runtime

runtime.use_firmware()

from companion.core import rng  # noqa: E402
from companion.core.session import Session  # noqa: E402
from companion.games.emerald import engine as E  # noqa: E402

UI = autoplay.game_ui("emerald")

MODES = ("tracker", "keeper", "scoring")


def start(np, mode):
    """Main menu: Emerald (first); players menu 2-5; Mode menu in OPTIONS order."""
    return ["ok"] + ["down"] * (np - 2) + ["ok"] + ["down"] * MODES.index(mode) + ["ok"]


def plan(np, mode, seed, pick_seed, limit=None, dice=None):
    """Button events that play a game by seeded choices, and the Session that the device should end with.

    Action k is chosen from where the screen puts the cursor (autoplay.choose: the top row, or the score
    entry's likely value); a pending die is rolled with "roll" (the device's generator is the session's,
    seeded with ``seed``); ``dice`` (a list) gets the index in the events of each die rolled.
    """
    s = Session("emerald", np, {"mode": mode}, seed)
    r = rng.seed_state(pick_seed)
    events = start(np, mode)
    steps = 0
    while not s.over() and (limit is None or steps < limit):
        acts = s.legal()
        r, k = rng.draw(r, 12)
        if s.chance() and (not acts or k):
            s.roll()
            if dice is not None:
                dice.append(len(events))
            events.append("roll")
        else:
            r, k = rng.draw(r, min(len(acts), 4))
            events += autoplay.choose(UI, s.state, acts, k)
            assert s.act(acts[k]) is None
        steps += 1
    return events, s


def both(events, tmp_path, seed):
    """The same exit status, stdout and stderr in both runtimes; one state line per event."""
    return play_both(events, "--seed", str(seed), state_root=tmp_path)


@pytest.mark.parametrize("np,seed", [(2, 11), (5, 12)])
def test_a_full_tracker_game_through_the_buttons(np, seed, tmp_path):
    events, s = plan(np, "tracker", seed, seed * 7)
    docs = both(events, tmp_path, seed)
    game = docs[-1]["game"]
    assert game["played"] == s.played and game["state"] == s.state
    st = game["state"]
    assert st["ph"] == "over"
    assert sum(st["tr"]) == 4 or min(_in_play(st, p) for p in range(np)) <= 1


def _in_play(st, p):
    per = 5 if st["np"] in (3, 4) else 4
    return sum(1 for i, pos in enumerate(st["kn"]) if pos < 16 and (i // per) % st["np"] == p)


def test_keeper_game_then_score_entry(tmp_path):
    dice = []
    events, s = plan(3, "keeper", 21, 4, dice=dice)
    docs = both(events, tmp_path, 21)
    game = docs[-1]["game"]
    assert game["played"] == s.played and game["state"] == s.state
    assert game["state"]["ph"] == "done"
    assert game["state"]["rolls"] == len(dice)  # the other "roll" presses entered none in the score entry
    assert events.count("roll") > len(dice)


def test_keeper_screens_and_a_bribe(tmp_path):
    """ "Le joueur dont le chevalier a été capturé doit alors décider s'il perd son chevalier, où s'il négocie
    avec le dragon." """
    events = start(2, "keeper") + ["frame", "roll", "frame", "down", "down", "ok", "frame", "ok", "frame"]
    frames, states = frames_both(events, tmp_path / "f", 3)
    first, rolled, asked, paid = [f["lines"] for f in frames]
    first, rolled = [x.strip() for x in first], [x.strip() for x in rolled]
    assert first[:5] == [
        "Dragon keeper",
        "Dragon m4 faces plain",
        "Track m1-4 rolls 0",
        "ROLL: dragon die",
        "End game",
    ]
    roll = states[-1]["game"]["state"]["fl"][3]  # the last flight: from, facing, track, die
    # "Le dragon se déplace toujours dans la direction à laquelle il fait face. Lorsqu'il parvient à la
    # dernière case de sa piste de vol, il fait demi tour": from m4 toward the plain, turning at m1
    where = {1: "Dragon m3 faces plain", 2: "Dragon m2 faces plain", 3: "Dragon m1 faces lair"}[roll]
    # what happened comes first (the roll and the flight), then how the board stands
    head = "Rolled %d: m4 to m%s" % (roll, where[8])
    assert rolled[:4] == ["Knight there?", head, where, "Track m1-4 rolls 1"]
    assert rolled[4:7] == ["No knight there", "Knight of P1", "Knight of P2"]
    asked = [x.strip() for x in asked]
    assert asked[:2] == ["P2 pays gold?", "P2 knight caught"]
    paid = [x.strip() for x in paid]
    assert paid[:4] == ["Dragon keeper", "P2 paid 1 gold", "Track now m2-5", where]
    assert states[-1]["game"]["state"]["paid"] == [0, 1]


def test_scoring_only_entry_and_final_screen(tmp_path):
    """Enter P1: gold 3 and 5, one treasure, a red gem; P2: nothing but two red gems; then the ranking.
    The gold cards are entered as their total, one pick; the first player's counts start at an even share
    of those left (P1 of 2: 37 of the 73 gold points in play, 2 of 4 treasures, 3 of a kind's 6 gems), the
    next player's at the median of those entered (P2: P1's 8 gold, 1 treasure, 1 red gem); ROLL enters
    none (treasures, a kind of gem)."""
    ev = start(2, "scoring") + ["frame"]
    ev += ["up"] * 29 + ["ok", "frame"]  # gold 8, from 37
    ev += ["up", "ok", "up", "up", "ok"]  # Treasures 1 (from 2), red 1 (from 3)
    ev += ["roll"] * 3 + ["frame"]  # green, blue, yellow: none
    ev += ["up"] * 8 + ["ok", "roll"]  # P2: no gold (from 8), no treasure
    ev += ["down", "ok"] + ["roll"] * 3 + ["frame"]  # red 2 (from 1), no other gem
    frames, docs = frames_both(ev, tmp_path / "f", 1)

    def cursor(f):
        return f["lines"][f["inverse"].index("1" * 21, 1)].strip()

    gold, treasures, second = frames[:3]
    assert gold["lines"][0].strip() == "P1 gold total" and cursor(gold) == "Gold 37"
    assert "ROLL: none" in [x.strip() for x in treasures["lines"]] and cursor(treasures) == "Treasures: 2"
    assert cursor(second) == "Gold 8"
    st = docs[-1]["game"]["state"]
    assert st["gold"] == [[8], []] and st["tr"] == [1, 0] and st["gems"] == [[1, 0, 0, 0], [2, 0, 0, 0]]
    lines = [x.strip() for x in frames[-1]["lines"]]
    # P1: 8 gold + 5 treasure + 1 gem = 14; P2: 2 gems + the red majority 4 = 6
    assert lines[0] == "Final scores" and lines[1:4] == ["1 P1 14 pts*", "2 P2 6 pts", "P2 red +4"]


COLOURS = ("Red", "Blue", "Yellow", "White", "Purple")


def test_the_tracker_says_what_the_dragon_did(tmp_path):
    """The players move the dragon and the knights by hand: after each roll the screen says the die and
    the flight, which knight was caught and where (and asks its owner for a bribe), a payment, a knight
    sent to the nest; undo names what it took back."""
    from companion.games.emerald import engine as E
    from companion.games.emerald import ui as U

    s = Session("emerald", 3, {"mode": "tracker"}, 73)
    r = rng.seed_state(73)
    events = start(3, "tracker")
    expect = []  # per frame: (row, text) pairs the screen must show
    seen = set()
    while not {"die", "bribe", "paid", "nest", "undo"} <= seen:
        acts = s.legal()
        if s.chance():
            s.roll()
            events.append("roll")
        else:
            r, k = rng.draw(r, min(len(acts), 4))
            press = ["down"] * k + ["ok"]
            label = U.label(s.state, acts[k])
            assert s.act(acts[k]) is None
            events += press
            if "undo" not in seen and acts[k][0] == "move":
                seen.add("undo")  # take it back, look, do it again
                events += ["back:long", "frame"] + press
                expect.append([(1, "Undone: " + label)])
        st = s.state
        shown = st["news"][-3:]  # the news's last three lines: a flight's news before the turn's moves
        for ev in shown:
            what = ev[0]
            if what in seen or what not in ("die", "bribe", "paid", "nest"):
                continue
            seen.add(what)
            rows = []
            if what == "die":
                fl = st["fl"]
                # under the moves of the turn so far
                rows = [(shown.index(ev) + 1, "Rolled %d: m%d to m%d" % (fl[3], fl[0], st["dr"]))]
            elif what in ("bribe", "nest"):
                colour = COLOURS[E.colour_of(st, ev[1])]
                text = "%s m%d %s" % (colour, st["dr"], "caught" if what == "bribe" else "to the nest")
                rows = [(shown.index(ev) + 1, text)]
                if what == "bribe":  # its owner decides: which knight, where, and the price
                    rows += [(0, "P%d bribe dragon?" % (E.owner(st, E.colour_of(st, ev[1])) + 1))]
                    below = len(shown) + 1  # the status, under the news
                    rows += [(below, "Any gold card"), (below + 1, "saves %s m%d" % (colour, st["dr"]))]
            else:
                rows = [(shown.index(ev) + 1, "P%d paid gold %d" % (ev[1] + 1, ev[2]))]
            events.append("frame")
            expect.append(rows)
    frames, docs = frames_both(events, tmp_path / "f", 73)
    assert docs[-1]["game"]["state"] == s.state
    assert len(frames) == len(expect) == 5
    for frame, rows in zip(frames, expect, strict=True):
        for row, text in rows:
            assert frame["lines"][row].rstrip() == text, (frame["lines"], rows)


def test_the_next_player_sees_both_moves_of_the_turn_before(tmp_path):
    """A turn of two moves (the second ending the turn, or followed by the card taken there): the next
    player's screen names both knights' moves, above the card taken when there was one."""
    s = Session("emerald", 3, {"mode": "tracker"}, 9)
    r = rng.seed_state(9)
    events = start(3, "tracker")
    expect = []  # per frame: the next player's title, then the lines of the turn's news
    took = False
    while (len(expect) < 2 or not took) and not s.over():
        turn = s.state["turn"]
        if s.chance():
            s.roll()
            events.append("roll")
        else:
            r, k = rng.draw(r, min(len(s.legal()), 2))
            assert s.act(s.legal()[k]) is None
            events += ["down"] * k + ["ok"]
        st = s.state
        moves = [ev for ev in st["news"] if ev[0] == "move"]
        if st["turn"] != turn and len(moves) == 2 and len(st["news"]) <= 3 and st["ph"] == "move":
            taken = [ev for ev in st["news"] if ev[0] == "take"]
            if taken and took or not taken and expect:
                continue
            took = took or bool(taken)
            colour = COLOURS[E.colour_of(st, moves[0][1])]
            lines = ["%s %s to %s" % (colour, _place(ev[2]), _place(ev[3])) for ev in moves]
            for ev in taken:
                kind = (
                    ("red", "green", "blue", "yellow")[ev[3]] + " gem"
                    if ev[2] == "gem"
                    else "gold %d" % ev[3]
                )
                lines.append("P%d +%s" % (ev[1] + 1, kind))
            expect.append(["P%d move" % (st["cur"] + 1)] + lines)
            events.append("frame")
    assert len(expect) == 2, "no turn of two moves shown"
    frames, docs = frames_both(events, tmp_path / "f", 9)
    assert docs[-1]["game"]["state"] == s.state and len(frames) == 2
    for frame, want in zip(frames, expect, strict=True):
        assert [x.rstrip() for x in frame["lines"][: len(want)]] == want, frame["lines"]


def _place(pos):
    if pos < 0:
        return "Keep" if pos == -5 else "T%d" % -pos
    return "Lair" if pos > 15 else ("p%d" % pos if pos <= 6 else "m%d" % (pos - 6))


def test_the_outcome_is_shown_again_after_a_power_up(tmp_path):
    s = Session("emerald", 3, {"mode": "tracker"}, 5)
    events = start(3, "tracker")
    while not s.chance():  # the first knight of each move that makes the dragon fly, then roll
        events += ["ok"]
        assert s.act(s.legal()[0]) is None
    s.roll()
    events += ["roll", "frame"]
    frames, docs = frames_both(events, tmp_path / "f", 5)
    row = [ev[0] for ev in s.state["news"][-3:]].index("die") + 1  # under the turn's moves
    assert frames[0]["lines"][row].startswith("Rolled %d: m4 to " % s.state["fl"][3])
    again, _ = frames_both(["frame"], tmp_path / "f", 5)  # the same flash: a power-up
    assert again[0]["lines"] == frames[0]["lines"]


def test_the_final_screen_scrolls_and_says_why_the_game_ended(tmp_path):
    """Five players: the ranking, why it ended, every bonus card, each player's points; down scrolls to the
    lines below, a page at a time."""
    from companion.games.emerald import engine as E

    events, s = plan(5, "tracker", 12, 84)
    st = s.state
    pages = ["down"] * 6 + ["frame"]
    frames, docs = frames_both(events + ["frame"] + pages * 8 + ["up", "frame"], tmp_path, 12)
    assert docs[-1]["game"]["state"] == st and st["ph"] == "over"
    seen = [[x.rstrip() for x in f["lines"]] for f in frames]
    top, bottom, back = seen[0], seen[-2], seen[-1]
    shown = []
    for rows in seen[:-1]:
        shown += [x for x in rows[1:] if x not in shown]
    ranking = [x for x in shown if " pts" in x]
    assert len(ranking) == 5 and ranking[0].startswith("1 P") and ranking[0].endswith("*")
    if sum(st["tr"]) >= 4:  # "quand le dernier trésor est pris"
        assert "treasure taken" in shown
    else:  # a player with one knight left
        out = [p for p in range(5) if E.knights_in_play(st, p) <= 1]
        assert "Game over: P%d" % (out[0] + 1) in shown
    gems = st["gems"]
    for k, kind in enumerate(("red", "green", "blue", "yellow")):
        counts = [g[k] for g in gems]
        top_count = max(counts)
        if top_count and counts.count(top_count) == 1:  # a bonus card, each one on the screen
            assert "P%d %s +4" % (counts.index(top_count) + 1, kind) in shown
    assert "P1, points:" in shown and "P5, points:" in shown  # each player's points line by line
    assert bottom != top and back != bottom  # down scrolls on, up back


def test_a_scoring_only_game_saved_card_by_card_powers_up_and_goes_on(tmp_path):
    """tests/data/emerald_saved_card_by_card is the flash the previous firmware (3487e60, which entered
    each gold card, then Gold done) left after ``play --seed 1 --events events.txt``: Emerald, 3 players,
    scoring only; P1's gold 3 and 3, one treasure, two red gems entered. This firmware replays those cards
    at power-up (6 gold) and goes on with P1's green gems, ROLL entering none."""
    import json
    import os
    import shutil
    import subprocess
    import sys

    data = os.path.join(os.path.dirname(os.path.dirname(__file__)), "data", "emerald_saved_card_by_card")
    for rt in ("cpython", "micropython", "state"):
        os.mkdir(tmp_path / rt)
        for name in ("game.ckp", "game.log", "settings.dat"):
            shutil.copy(os.path.join(data, name), tmp_path / rt / name)
    with open(os.path.join(data, "game.log"), "rb") as f:
        assert f.read().count(b'["gold",3]') == 2  # the cards, journaled
    cmd = [sys.executable, "-m", "host_sim", "state", "--state-dir", str(tmp_path / "state")]
    st = json.loads(subprocess.run(cmd, capture_output=True, text=True, check=True).stdout)["game"]["state"]
    assert st["ph"] == "sgem" and st["sk"] == 1 and st["gold"] == [[3, 3], [], []] and st["tr"] == [1, 0, 0]
    frames, docs = frames_both(["frame", "roll", "frame"], tmp_path, 1)
    assert "ROLL: none" in [x.strip() for x in frames[0]["lines"]]
    after = docs[-1]["game"]["state"]
    assert after["gems"][0] == [2, 0, 0, 0] and after["sk"] == 2
    assert E.result(after)["players"][0]["breakdown"]["gold"] == 6  # the cards' values, summed
