"""The saved file: damaged, torn, unknown-format or leftover files fall back to the last good state."""

import json

import pytest

from host_sim import device, runtime

runtime.use_firmware()
from companion.boards.virtual import VirtualBoard  # noqa: E402
from companion.ui import store  # noqa: E402
from companion.ui.app import App  # noqa: E402


def started(tmp_path, presses=("down",) * 6 + ("ok", "ok", "roll")):
    app = App(VirtualBoard(str(tmp_path), 11))
    for p in presses:
        app.press(p)
    return app


def test_saved_game_comes_back_at_power_up(tmp_path):
    app = started(tmp_path)
    again = App(VirtualBoard(str(tmp_path), 99))
    assert again.state_text() == app.state_text()
    assert json.loads(again.state_text())["game"]["history"] == [
        json.loads(app.state_text())["game"]["history"][0]
    ]


@pytest.mark.parametrize(
    "damage",
    [
        lambda b: b[:-3],  # torn: payload cut short
        lambda b: b[:20] + bytes([b[20] ^ 1]) + b[21:],  # a flipped bit
        lambda b: b"GCS1" + b"\xff" * 12 + b[16:],  # a garbage header
        lambda b: b"",  # empty file
    ],
)
def test_damaged_main_file_falls_back_to_the_previous_state(tmp_path, damage):
    app = started(tmp_path)
    good = app.state_text()
    main = tmp_path / store.MAIN
    # the next save keeps this one as .old; then the main file is damaged (a worn flash, a bug)
    app.press("ok")
    assert app.state_text() != good
    main.write_bytes(damage(main.read_bytes()))
    assert device.state_text(str(tmp_path)) == good
    after = App(VirtualBoard(str(tmp_path), 1))
    assert after.state_text() == good
    # the player is told, and the damaged file is kept aside, not thrown away
    assert after.top().title == "Recovered"
    assert (tmp_path / store.BAD).exists()


def test_complete_new_file_left_by_a_cut_before_the_rename_is_the_latest(tmp_path):
    app = started(tmp_path)
    old = (tmp_path / store.MAIN).read_bytes()
    app.press("ok")
    newest = app.state_text()
    (tmp_path / store.NEW).write_bytes((tmp_path / store.MAIN).read_bytes())
    (tmp_path / store.MAIN).write_bytes(old)
    assert device.state_text(str(tmp_path)) == newest


def test_unknown_format_version_is_refused_not_misread(tmp_path):
    doc = {"format": 99, "settings": {"brightness": 1, "sound": False}, "game": None}
    (tmp_path / store.MAIN).write_bytes(store.encode(5, json.dumps(doc).encode()))
    out = json.loads(device.state_text(str(tmp_path)))
    assert out == {"format": 1, "game": None, "settings": {"brightness": 3, "sound": True}}
    app = App(VirtualBoard(str(tmp_path), 1))
    assert "format 99" in " ".join(app.top().lines)


def test_game_this_firmware_cannot_use_falls_back_to_the_previous_save(tmp_path):
    app = started(tmp_path, ("down",) * 6 + ("ok", "ok"))
    before_roll = app.state_text()
    app.press("roll")
    doc = json.loads(app.state_text())
    doc["game"]["id"] = "chess"
    (tmp_path / store.MAIN).write_bytes(store.encode(50, json.dumps(doc).encode()))
    assert device.state_text(str(tmp_path)) == before_roll


@pytest.mark.parametrize("rt", ["cpython", "micropython"])
def test_state_of_an_empty_directory_is_the_fresh_device(tmp_path, rt):
    assert json.loads(device.state_text(str(tmp_path), rt)) == {
        "format": 1,
        "game": None,
        "settings": {"brightness": 3, "sound": True},
    }


def test_running_out_of_memory_at_power_up_is_not_taken_for_a_damaged_file(tmp_path):
    started(tmp_path)

    def accept(payload):
        raise MemoryError("heap full")

    with pytest.raises(MemoryError):
        store.load(str(tmp_path), accept)
    # nothing was set aside or thrown away: the game is still there for a device with the heap to read it
    assert not (tmp_path / store.BAD).exists()
    assert json.loads(device.state_text(str(tmp_path)))["game"]["id"] == "witch_race"
