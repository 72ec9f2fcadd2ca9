"""Aton on the simulated device: `host_sim play --events` through the screens, both runtimes (96k heap)."""

import pytest
from simdevice import play_both


def _play(events, seed=3):
    """Run the events on a fresh device in both runtimes; they must print the same lines.

    :return: the persisted states after each event, parsed
    """
    return play_both(events, "--game", "aton", "--seed", str(seed))


def _pick(k):
    """Events that choose the (k+1)-th entry of a fresh action list (the cursor starts on the first)."""
    return ["down"] * k + ["ok"]


def _cards(values):
    ev = []
    for v in values:
        ev += _pick(v - 1)
    return ev


ROUND_1 = (
    ["# Red 2 1 3 2, Blue 3 2 4 4"]
    + _cards((2, 1, 3, 2))
    + _cards((3, 2, 4, 4))
    + ["# Red starts (cartouche 2: 1 < 2); places 2 in temples 1-3: T1 and T3"]
    + _pick(0)
    + _pick(2)
    + ["ok"]  # Done
    + ["# Blue places 4 in temples 1-4: T1, T1, T2, T4"]
    + _pick(0)
    + _pick(0)
    + _pick(1)
    + _pick(3)
    + ["ok"]
)


@pytest.fixture(scope="module")
def round_1():
    return _play(ROUND_1)


def test_a_first_round_through_the_screens(round_1):
    st = round_1[-1]["game"]["state"]
    assert st["temples"] == [[1, 0, 1, 0], [2, 1, 0, 1]]
    # cartouche 1: Blue's 3 against Red's 2, twice the difference
    assert st["score"] == [0, 2]
    assert st["round"] == 2 and st["phase"] == "cards" and st["cards"] == []
    assert len(round_1) == len([e for e in ROUND_1 if not e.startswith("#")])


def test_reveal_sets_the_order_and_places_need_no_removal_in_round_1(round_1):
    states = [r["game"]["state"] for r in round_1]
    revealed = [s for s in states if len(s["cards"]) == 8][0]
    assert revealed["order"] == [0, 1] and revealed["phase"] == "place" and revealed["left"] == 2


def test_undo_info_and_roll_leave_the_game_as_it_was():
    ev = _cards((2, 1, 3, 2)) + ["ok:long", "back", "roll", "back:long", "back:long"]
    states = [r["game"]["state"] for r in _play(ev)]
    n = len(_cards((2, 1, 3, 2)))
    assert states[n - 1]["cards"] == [2, 1, 3, 2]
    assert states[n + 2] == states[n - 1]  # the info page and ROLL change nothing
    assert states[-1]["cards"] == [2, 1]  # two undos


def _removal_round():
    """Red 1 4 4 4, Blue 2 4 4 4: Red starts (tie on 4, lower cartouche 1); each removes 2 pieces of the
    other from temple 1 (the first offered) and places 4 in temple 1."""
    ev = _cards((1, 4, 4, 4)) + _cards((2, 4, 4, 4))
    for _ in range(2):
        ev += _pick(0) * 2 + _pick(0) * 4 + ["ok"]
    return ev


def test_a_scoring_round_on_the_device():
    # "Les pions retirés sont placés dans le royaume des moets." 2 rounds of 2 + 2 removals fill its 8 spaces
    # (the default); "on procède, une fois que les deux joueurs ont terminé leurs coups, à un décompte."
    ev = list(ROUND_1) + _removal_round()
    n2 = len(ev)
    ev += _removal_round()
    # Red (temples 5 0 1 0): 0 blue, 2 black squares, bonus 1; Blue (6 1 0 1): 1 blue, 1 black, bonus 2
    ev += _pick(0) + _pick(2) + _pick(1) + _pick(1) + _pick(1) + _pick(2)
    states = [r["game"]["state"] for r in _play(ev)]
    after2 = states[n2 - 1]
    assert after2["dead"] == [2, 2] and after2["temples"] == [[3, 0, 1, 0], [4, 1, 0, 1]]
    assert after2["score"] == [0, 4]
    due = states[n2 + len(_removal_round()) - 1]
    assert due["phase"] == "score" and due["dead"] == [4, 4]
    assert due["temples"] == [[5, 0, 1, 0], [6, 1, 0, 1]] and due["score"] == [0, 6]
    st = states[-1]
    # temple 1: Blue 6 v 5 -> 1; temple 2: Blue -> 5; temple 3: Red's 1 piece -> 1; temple 4: Blue, 1 blue
    # square -> 3; black: Red 2 v 1 -> 8; bonus 1 and 2
    assert st["last"] == [[0, 0, 1, 0, 8, 1], [1, 5, 0, 3, 0, 2]]
    assert st["score"] == [10, 6 + 11]
    # then each takes back one piece per temple, the rest from the highest; the dead go home
    assert st["temples"] == [[2, 0, 0, 0], [4, 0, 0, 0]] and st["dead"] == [0, 0]
    assert st["phase"] == "cards" and st["round"] == 4


def test_the_screen_says_what_cartouche_1_gave(tmp_path):
    from simdevice import frames_both

    from host_sim import autoplay

    events = autoplay.setup_presses("aton", 2) + _cards((2, 1, 3, 2)) + _cards((3, 2, 4, 4)) + ["frame"]
    frames, docs = frames_both(events, tmp_path, 3)
    lines = [x.rstrip() for x in frames[0]["lines"]]
    # "celui qui a joué la carte la plus forte marque le double de la différence": Blue's 3 v Red's 2
    assert lines[:2] == ["Rd 1: Red", "Card 1: Blue +2"]
    assert docs[-1]["game"]["state"]["news"] == [["c1", 1, 2]]
