"""What a game keeps across games (Opale's points table) is stored with the settings and comes back."""

import json

from host_sim import autoplay, device, runtime


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
        out = device.run_events(str(d), 5, presses + again, rt, runtime.SMALLEST_HEAP)
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
    app.session.remember(app.settings)
    app.session.state["pts"][0] += 1  # as an edit of the table does
    assert app.session.remember(app.settings)
    assert app.settings["kept"]["opale"] == app.session.state["pts"]


def test_what_a_game_keeps_is_stored_at_the_idle_moment_not_by_the_press(tmp_path):
    # a press stores its journal record; the settings file, written anew, waits for the loop's idle moment
    # (what it keeps is worked out again from the game at power-up, so a cut in between loses nothing)
    from host_sim import runtime

    runtime.use_firmware()
    from companion.boards.virtual import VirtualBoard
    from companion.storage import recover
    from companion.ui.app import App

    presses, s = autoplay.random_game("roma", 2, 5, 6)  # 7 printed values entered (asked when needed)
    app = App(VirtualBoard(str(tmp_path), 5))
    changed = 0
    for name in presses:
        button, _, mod = name.partition(":")
        before = json.dumps(app.settings.get("kept", {}).get("roma"))
        playing = app.session is not None  # the press that starts the game stores it all (App.restart)
        app.press(button, mod == "long")
        if json.dumps(app.settings.get("kept", {}).get("roma")) != before and playing:
            changed += 1
            stored = recover.load_settings(str(tmp_path))[1]["settings"].get("kept", {}).get("roma")
            assert json.dumps(stored) == before  # not yet: the press only appended its record
            app.step()
            stored = recover.load_settings(str(tmp_path))[1]["settings"]["kept"]["roma"]
            assert stored == app.settings["kept"]["roma"] == app.session.state["printed"]
        else:
            app.step()
    assert changed >= 3
