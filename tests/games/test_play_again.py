"""Play again: from a finished game's final screen, one press (ROLL) starts the same game for the same
players with the same options, in both runtimes."""

import json

import pytest
from simdevice import frames_both

from host_sim import autoplay, device, runtime


@pytest.mark.parametrize("game_id,players", [("witch_race", 3), ("opale", 2)])
def test_roll_on_the_final_screen_plays_the_same_game_again(game_id, players, tmp_path):
    presses, session = autoplay.random_game(game_id, players, 5, 5)
    assert session.over()
    events = presses + ["down"] * 30 + ["frame", "roll", "frame"]
    frames, docs = frames_both(events, tmp_path, 5)
    end, again = [[x.rstrip() for x in f["lines"]] for f in frames]
    assert "ROLL: play again" in end  # the final screen's last line, scrolled to
    before, after = docs[-3]["game"], docs[-1]["game"]
    assert before["played"] == session.played and before["state"] == session.state
    assert after["id"] == game_id and after["played"] == 0 and after["players"] == players
    # the same options (and what the device keeps of a game for the next, Opale's points table)
    assert dict(after["options"], points=None) == dict(before["options"], points=None)
    assert after["seed"] != before["seed"]
    assert again[0] != end[0] and "ROLL: play again" not in again
    # what a power-up finds: the new game, not the finished one
    for rt in ("cpython", "micropython"):
        found = json.loads(device.state_text(str(tmp_path / rt), rt, runtime.SMALLEST_HEAP))["game"]
        assert found == after


def test_roll_elsewhere_still_says_there_is_nothing_to_roll(tmp_path):
    events = autoplay.setup_presses("opale", 2) + ["roll", "frame"]
    frames, docs = frames_both(events, tmp_path, 5)
    assert "Nothing to roll" in [x.rstrip() for x in frames[0]["lines"]]
    assert docs[-1]["game"]["played"] == 0
