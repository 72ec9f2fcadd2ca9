"""Emerald on the simulated device (`host_sim play --events`), each mode, both runtimes, heap 96k."""

import pytest
from simdevice import frames_both, play_both

from host_sim import runtime

runtime.use_firmware()

from companion.core import rng  # noqa: E402
from companion.core.session import Session  # noqa: E402

MODES = ("tracker", "keeper", "scoring")


def start(np, mode):
    """Main menu: Emerald (first); players menu 2-5; Mode menu in OPTIONS order."""
    return ["ok"] + ["down"] * (np - 2) + ["ok"] + ["down"] * MODES.index(mode) + ["ok"]


def plan(np, mode, seed, pick_seed, limit=None):
    """Button events that play a game by seeded choices, and the Session that the device should end with.

    The device's cursor is at the top after every action, so action k is "down" k times then "ok"; a
    pending die is rolled with "roll" (the device's generator is the session's, seeded with ``seed``).
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
            events.append("roll")
        else:
            r, k = rng.draw(r, min(len(acts), 4))
            events += ["down"] * k + ["ok"]
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
    events, s = plan(3, "keeper", 21, 4)
    docs = both(events, tmp_path, 21)
    game = docs[-1]["game"]
    assert game["played"] == s.played and game["state"] == s.state
    assert game["state"]["ph"] == "done"
    assert game["state"]["rolls"] == events.count("roll")


def test_keeper_screens_and_a_bribe(tmp_path):
    """ "Le joueur dont le chevalier a été capturé doit alors décider s'il perd son chevalier, où s'il négocie
    avec le dragon." """
    events = start(2, "keeper") + ["frame", "roll", "frame", "down", "down", "ok", "frame", "ok", "frame"]
    frames, states = frames_both(events, tmp_path / "f", 3)
    first, rolled, asked, paid = [f["lines"] for f in frames]
    first, rolled = [x.strip() for x in first], [x.strip() for x in rolled]
    assert first[:5] == ["Dragon keeper", "Dragon m4 <plain", "Track m1-4 R0", "ROLL: dragon die", "End game"]
    roll = states[-1]["game"]["state"]["fl"][3]  # the last flight: from, facing, track, die
    # "Le dragon se déplace toujours dans la direction à laquelle il fait face. Lorsqu'il parvient à la
    # dernière case de sa piste de vol, il fait demi tour": from m4 toward the plain, turning at m1
    where = {1: "Dragon m3 <plain", 2: "Dragon m2 <plain", 3: "Dragon m1 >lair"}[roll]
    assert rolled[:4] == ["Knight there?", where, "Track m1-4 R1", "Last %d: m4>m%s" % (roll, where[8])]
    assert rolled[4:7] == ["No knight there", "Knight of P1", "Knight of P2"]
    assert asked[0].strip() == "P2 pays gold?"
    assert paid[0].strip() == "Dragon keeper" and paid[2].strip() == "Track m2-5 R1"
    assert states[-1]["game"]["state"]["paid"] == [0, 1]


def test_scoring_only_entry_and_final_screen(tmp_path):
    """Enter P1: gold 3 and 5, one treasure, a red gem; P2: nothing but two red gems; then the ranking."""
    ev = start(2, "scoring")
    ev += ["down", "down", "ok", "down", "down", "down", "down", "ok"]  # Add gold 3, Add gold 5
    ev += ["down", "down", "down", "down", "down", "ok"]  # Gold done (after 5 values)
    ev += ["down", "ok", "down", "ok", "ok", "ok", "ok"]  # Treasures 1, red 1, green/blue/yellow 0
    ev += ["down", "down", "down", "down", "down", "ok", "ok"]  # P2: Gold done, Treasures 0
    ev += ["down", "down", "ok", "ok", "ok", "ok", "frame"]  # red 2, others 0
    frames, docs = frames_both(ev, tmp_path / "f", 1)
    st = docs[-1]["game"]["state"]
    assert st["gold"] == [[3, 5], []] and st["tr"] == [1, 0] and st["gems"] == [[1, 0, 0, 0], [2, 0, 0, 0]]
    lines = [x.strip() for x in frames[-1]["lines"]]
    # P1: 8 gold + 5 treasure + 1 gem = 14; P2: 2 gems + the red majority 4 = 6
    assert lines[0] == "Final scores" and lines[1:4] == ["1 P1 14 pts*", "2 P2 6 pts", "P2 red +4"]
