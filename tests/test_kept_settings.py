"""What a game keeps across games (Opale's points table) is stored with the settings and comes back."""

import json

from host_sim import autoplay, device


def test_opale_points_table_edited_once_is_used_by_the_next_game(tmp_path):
    presses, s = autoplay.random_game("opale", 2, 5, 9)
    table = s.state["pts"]
    assert any(table), "the random game left the table at zeros: pick another seed"
    out = device.run_events(str(tmp_path), 5, presses, "cpython")
    last = json.loads(out[-1][2:])
    assert last["settings"]["kept"]["opale"] == table
    # the game menu: New game, confirm; then Opale again from the main menu, every option at its default
    again = ["back", "down", "down", "down", "ok", "down", "ok"] + autoplay.setup_presses("opale", 2)
    for rt in ("cpython", "micropython"):
        d = tmp_path / rt
        d.mkdir()
        out = device.run_events(str(d), 5, presses + again, rt, "96k")
        new_game = json.loads(out[-1][2:])["game"]
        assert new_game["played"] == 0 and new_game["state"]["pts"] == table


def test_a_table_the_game_changes_in_place_is_stored_again(tmp_path):
    # the settings keep a copy: a game that edits its own table in place must still be seen to change it
    from host_sim import runtime

    runtime.use_firmware()
    from companion.boards.virtual import VirtualBoard
    from companion.ui.app import App

    app = App(VirtualBoard(str(tmp_path), 3))
    app.start_game("opale", 2, {"premonition": "off", "scoring": "table", "shells": "off"})
    app.remember()
    app._settings_dirty = False
    app.session.state["pts"][0] += 1  # as an edit of the table does
    app.remember()
    assert app._settings_dirty and app.settings["kept"]["opale"] == app.session.state["pts"]
