"""The simulated device through the contract's command line: menus, settings, resume, undo, bad events."""

import json
import subprocess
import sys

import pytest
from simdevice import play_both, play_cli

RUNTIMES = ("cpython", "micropython")


def host_sim(*args, stdin=None):
    return subprocess.run(
        [sys.executable, "-m", "host_sim", *args], input=stdin, capture_output=True, text=True, timeout=600
    )


def play(state_dir, events, rt, *extra):
    """One runtime on a given flash (a later call on the same directory is a power-up)."""
    code, out, err = play_cli(events.splitlines(), rt, *extra, state_dir=state_dir)
    assert code == 0 and err == "", err
    return [json.loads(line) for line in out.splitlines()], out


def both(tmp_path, name, events, *extra):
    """Run the same events in both runtimes on fresh state dirs; they must print the same bytes."""
    return play_both(events.splitlines(), *extra, state_root=tmp_path / name)


WITCH = "down\n" * 6 + "ok\n"  # the game menu's last game: Course de sorcieres


def test_one_line_per_event_and_comments_ignored(tmp_path):
    states = both(tmp_path, "menu", "# start\n\ndown\nup  # back up\n" + WITCH + "ok\n", "--seed", "3")
    assert len(states) == 2 + 6 + 1 + 1
    assert all(s["game"] is None for s in states[:-1])
    assert states[-1]["game"]["id"] == "witch_race" and states[-1]["game"]["players"] == 2


def test_settings_are_kept_across_power_cycles(tmp_path):
    d = tmp_path / "dev"
    d.mkdir()
    # Settings is the entry after the games; brightness cycles 3 -> 4, sound toggles off
    states, _ = play(d, "down\n" * 7 + "ok\nok\ndown\nok\n", "cpython")
    assert states[-1]["settings"] == {"brightness": 4, "sound": False, "lang": "en"}
    again = host_sim("state", "--state-dir", str(d))
    assert json.loads(again.stdout)["settings"] == {"brightness": 4, "sound": False, "lang": "en"}
    # power-up again (a new play) starts from the saved settings
    states, _ = play(d, "down\n", "micropython")
    assert states[-1]["settings"] == {"brightness": 4, "sound": False, "lang": "en"}


@pytest.mark.parametrize("rt", RUNTIMES)
def test_power_up_resumes_the_saved_game(tmp_path, rt):
    d = tmp_path / "dev"
    d.mkdir()
    first, _ = play(d, WITCH + "ok\nroll\n", rt, "--seed", "8")
    second, _ = play(d, "ok\n", rt, "--seed", "999")
    # resumed: the same game (same seed) goes on; the die is not rolled again
    assert second[0]["game"]["seed"] == 8
    assert first[-1]["game"]["played"] == 1 and first[-1]["game"]["undoable"] == []
    assert second[0]["game"]["played"] == 2 and len(second[0]["game"]["undoable"]) == 1


def test_the_game_menus_undo_is_back_long(tmp_path):
    # the game menu's second entry: the menu closes, then the game screen gets the undo press
    by_menu = both(tmp_path, "menu", WITCH + "ok\nroll\nok\nback\ndown\nok\n", "--seed", "4")
    by_press = both(tmp_path, "press", WITCH + "ok\nroll\nok\nback:long\n", "--seed", "4")
    rolled, chose, undone = by_menu[-5], by_menu[-4], by_menu[-1]
    assert len(chose["game"]["undoable"]) == 1 and undone["game"] == rolled["game"]
    assert undone == by_press[-1]


def test_undo_takes_back_a_choice_but_never_a_die_roll(tmp_path):
    states = both(tmp_path, "undo", WITCH + "ok\nroll\nok\nback:long\nback:long\n", "--seed", "4")
    rolled, chose, undone, refused = states[-4:]
    assert chose["game"]["played"] == 2 and len(chose["game"]["undoable"]) == 1
    assert undone["game"] == rolled["game"]
    # a second undo would cross the die roll: refused, nothing changes (undo is no way to reroll)
    assert refused == undone


def test_same_seed_same_game_different_seed_other_dice(tmp_path):
    ev = WITCH + "ok\n" + "roll\nok\n" * 6
    a = both(tmp_path, "a", ev, "--seed", "21")
    b = both(tmp_path, "b", ev, "--seed", "21")
    c = both(tmp_path, "c", ev, "--seed", "22")
    assert a == b
    assert a[-1]["game"]["state"] != c[-1]["game"]["state"]


def test_game_option_starts_the_game_on_a_fresh_device(tmp_path):
    states = both(tmp_path, "g", "roll\n", "--game", "witch_race", "--players", "3", "--seed", "5")
    assert len(states) == 1
    assert states[0]["game"]["players"] == 3 and states[0]["game"]["played"] == 1


def test_abandoning_a_game_from_the_game_menu(tmp_path):
    # back opens the game menu; "New game" then "Yes, new game"
    states = both(tmp_path, "new", WITCH + "ok\nback\ndown\ndown\ndown\nok\ndown\nok\n", "--seed", "1")
    assert states[-3]["game"] is not None
    assert states[-1]["game"] is None


def test_wait_runs_the_clock_and_prints_a_line(tmp_path):
    states = both(tmp_path, "w", "wait:1.5\nwait:0.001\n")
    assert len(states) == 2


@pytest.mark.parametrize(
    "bad",
    ["jump\n", "ok:short\n", "wait:abc\n", "wait:1.0001\n", "wait:-1\n", "ok\nroll:\n"],
)
def test_bad_events_are_refused_before_anything_runs(tmp_path, bad):
    res = host_sim("play", "--state-dir", str(tmp_path), "--events", "-", stdin="ok\n" + bad)
    assert res.returncode == 2
    assert res.stdout == ""
    assert len(res.stderr.strip().splitlines()) == 1 and "events line" in res.stderr
    # nothing was applied: the state dir holds no saved game
    assert json.loads(host_sim("state", "--state-dir", str(tmp_path)).stdout)["game"] is None


def test_bad_command_line_is_one_line_exit_2(tmp_path):
    for args in (
        ["play", "--game", "chess"],
        ["play", "--players", "3"],
        ["state"],
        ["frobnicate"],
        ["play", "--game", "opale", "--players", "5"],
        ["score", "-", "--runtime", "jython"],
    ):
        res = host_sim(*args, "--state-dir", str(tmp_path)) if args[0] == "play" else host_sim(*args)
        assert res.returncode == 2, args
        assert res.stdout == "" and len(res.stderr.strip().splitlines()) == 1, (args, res.stderr)
