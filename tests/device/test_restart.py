"""A device powers up again (a soft reset on a Pico) when a game starts, when it ends, when the game list
is shown again after a game's set-up, and when a language is chosen during a game: a game is played on a
heap the menus never fragmented, and the next game (or language) starts on a clean heap, with no other
game's (or language's) names interned."""

import json

import pytest

from host_sim import device, runtime

runtime.use_firmware()
from companion.ui import buttons  # noqa: E402
from companion.ui.buttons import OK  # noqa: E402

WITCH = ["down"] * 6 + ["ok"]  # the game list's last game: Course de sorcieres, then its players
ABANDON = ["back", "down", "down", "down", "ok", "down", "ok"]  # the game menu: New game, yes
# the game menu's Settings, Language, Italiano
LANGUAGE_IT = ["back", "down", "down", "ok", "down", "down", "ok", "down", "down", "ok"]
HEAP = runtime.SMALLEST_HEAP  # the heap claimed: the restarts are what keeps a game there


def run(tmp_path, rt, lines, seed=3):
    dev = device.open_device(str(tmp_path / rt), seed, rt, HEAP)
    out = []
    dev.stream(lines, out.append)
    return out, dev.restarts


@pytest.mark.parametrize("rt", ("cpython", "micropython"))
def test_abandoning_a_game_restarts_the_device_and_the_next_game_plays(tmp_path, rt):
    dragons_gold = ["down", "ok", "ok", "ok", "ok"]  # its players, rules, then its first deal
    lines = WITCH + ["ok", "roll"] + ABANDON + dragons_gold
    out, restarts = run(tmp_path, rt, lines)
    assert restarts == 3  # the witch race starts, is abandoned; Dragon's Gold starts
    states = [json.loads(x[2:]) for x in out if x.startswith("S ")]
    assert len(states) == len(lines) and not [x for x in out if x.startswith("E ")]
    witch, dragons = states[len(WITCH) + 1]["game"], states[-1]["game"]
    assert witch["id"] == "witch_race" and states[len(WITCH) + 1 + len(ABANDON)]["game"] is None
    assert dragons["id"] == "dragons_gold" and dragons["played"] == 1
    # the dice go on from where they were (the first game's seed is not dealt again)
    assert dragons["seed"] != witch["seed"]


def test_both_runtimes_print_the_same_through_restarts(tmp_path):
    # Emerald's players, then its set-up (its engine loaded), back twice to the game list
    emerald = ["frame", "ok", "ok", "frame", "back", "back", "frame", "ok"]
    lines = WITCH + ["ok", "roll", "frame"] + ABANDON + emerald
    cpy, restarts = run(tmp_path, "cpython", lines)
    mpy, mp_restarts = run(tmp_path, "micropython", lines)
    assert mpy == cpy
    # the witch race starts, is abandoned; back at the game list from Emerald's set-up
    assert restarts == mp_restarts == 3


def test_a_language_chosen_during_a_game_comes_with_a_power_up(tmp_path):
    lines = WITCH + ["ok", "roll", "frame"] + LANGUAGE_IT + ["frame"]
    cpy, restarts = run(tmp_path, "cpython", lines)
    mpy, mp_restarts = run(tmp_path, "micropython", lines)
    assert mpy == cpy
    assert restarts == mp_restarts == 2  # the witch race starts; Italian comes
    states = [json.loads(x[2:]) for x in cpy if x.startswith("S ")]
    before, after = states[len(WITCH) + 1], states[-1]
    assert before["settings"]["lang"] == "en" and after["settings"]["lang"] == "it"
    assert after["game"] == before["game"]  # stored, then resumed as it was
    frames = [x for x in cpy if x.startswith("F ")]
    # the new device shows the game in Italian: what a device powered up on that flash shows
    again, _ = run(tmp_path, "cpython", ["frame"])
    assert frames[-1] == again[-1] != frames[0]


@pytest.mark.parametrize("rt", ("cpython", "micropython"))
def test_a_game_starts_stored_and_comes_up_after_a_power_up(tmp_path, rt):
    out, restarts = run(tmp_path, rt, WITCH + ["ok", "frame"])
    assert restarts == 1
    start = json.loads(out[len(WITCH)][2:])["game"]
    assert start["id"] == "witch_race" and start["played"] == 0  # stored before the device restarted
    frame = json.loads(out[-1][2:])
    assert frame["display"] != "00" * 1024  # the new device shows the game at once


def test_the_game_list_after_only_a_players_menu_is_no_restart(tmp_path):
    # Dragon's Gold asks its players first (no module of it loaded yet): back there is only a menu
    out, restarts = run(tmp_path, "cpython", ["down", "ok", "back", "down", "ok"])
    assert restarts == 0 and len(out) == 5


def test_a_button_held_at_power_up_gives_nothing_until_let_go():
    """The finger that ended a game may still be on its button when the device comes back."""
    b = buttons.Buttons(0, lambda a, c: a - c, held=1 << OK)
    assert [b.update(1 << OK, t) for t in range(0, 2000, 10)] == [-1] * 200  # no long press either
    assert [b.update(0, t) for t in range(2000, 2100, 10)] == [-1] * 10  # its release is no short press
    b.update(1 << OK, 2100)
    assert b.update(1 << OK, 2200) == -1 and b.update(0, 2210) == OK  # a release counts at once
