"""Course de sorcieres on the simulated device (`host_sim play --events`), both runtimes, heap 96k."""

import pytest
from simdevice import play_both


def _both(events, tmp_path, players=2, seed=7):
    options = ("--game", "witch_race", "--players", str(players), "--seed", str(seed))
    return play_both(events, *options, state_root=tmp_path)


def _game(doc):
    return doc["game"]["state"], doc["game"]["undoable"]


def test_a_whole_race_through_the_screens(tmp_path):
    # after a roll the list is: Moved not home, home on 4, home on 3, home on 2 (the cursor back at the top)
    events = [
        "roll",
        "down",
        "ok",  # P1: a witch home on the 4
        "roll",
        "ok",  # P2: moved, not home
        "roll",
        "down",
        "down",
        "ok",  # P1: home on the 3
        "roll",
        "down",
        "down",
        "down",
        "ok",  # P2: home on the 2
        "back:long",  # undo P2's arrival (not the roll)
        "up",
        "ok",  # P2: home on the 2 again (up wraps to the last entry)
        "roll",
        "down",
        "ok",  # P1: third witch home on the 4: the race stops
        "roll",  # nothing to roll any more
    ]
    docs = _both(events, tmp_path)
    st, hist = _game(docs[2])
    assert st["home"] == [[4], []] and st["turn"] == 1
    st, hist = _game(docs[13])
    assert st["home"] == [[4, 3], [2]]
    st, hist = _game(docs[14])
    # "Dice stay rolled": the undo takes back the arrival, P2 keeps the die it rolled
    assert st["home"] == [[4, 3], []] and st["die"] is not None and st["turn"] == 1
    assert hist == []  # nothing behind the die roll can be undone
    st, hist = _game(docs[16])
    assert st["home"] == [[4, 3], [2]]
    st, hist = _game(docs[-1])
    # "Dès qu'un joueur est parvenu à amener ses trois sorcières sur les cases d'arrivée, le jeu s'arrête"
    assert st["over"] is True and st["home"] == [[4, 3, 4], [2]]
    assert docs[-1] == docs[-2]  # ROLL after the end changes nothing
    # every roll that rolled drew a d6 face
    rolled = [d for e, d, before in zip(events, docs, [None] + docs) if e == "roll" and d != before]
    assert len(rolled) == 5 and all(1 <= d["game"]["state"]["die"] <= 6 for d in rolled)


@pytest.mark.parametrize("players", [3, 4])
def test_turns_rotate_on_the_device(tmp_path, players):
    # "On joue ensuite dans le sens des aiguilles d'une montre."
    events = []
    for _ in range(players + 1):
        events += ["roll", "ok"]
    docs = _both(events, tmp_path, players=players, seed=3)
    turns = [_game(d)[0]["turn"] for d in docs[1::2]]
    assert turns == [(k + 1) % players for k in range(players + 1)]
    assert _game(docs[-1])[0]["home"] == [[] for _ in range(players)]


def test_the_screen_says_the_die_and_the_witch_home(tmp_path):
    from simdevice import frames_both

    from host_sim import autoplay

    events = autoplay.setup_presses("witch_race", 2) + ["roll", "frame", "down", "ok", "frame"]
    frames, docs = frames_both(events, tmp_path, 7)
    rolled, home = [[x.rstrip() for x in f["lines"]] for f in frames]
    die = docs[-2]["game"]["state"]["die"]
    assert rolled[:2] == ["P1: move by %d" % die, "P1 rolled %d" % die]
    assert home[:2] == ["P2 roll the die", "P1 witch home: 4"]
