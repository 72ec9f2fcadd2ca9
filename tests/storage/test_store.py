"""The flash files: damaged, torn, stale, foreign or inconsistent files never lose the last stored state."""

import json
import os

import pytest

from host_sim import autoplay, device, runtime

runtime.use_firmware()
from companion import catalog  # noqa: E402
from companion.boards.virtual import VirtualBoard  # noqa: E402
from companion.core import jsonc  # noqa: E402
from companion.storage import recover, store  # noqa: E402
from companion.ui.app import App  # noqa: E402

WITCH = ("down",) * 6 + ("ok", "ok")  # Course de sorcieres, 2 players


# a device's files between two checkpoints: the language answered once, the previous checkpoint and its
# journal kept until the next
SAVED = ["game/game.ckp", "game/game.ckp.old", "game/game.log", "game/game.log.old", "settings.dat"]


def started(tmp_path, presses=WITCH + ("roll",)):
    app = App(VirtualBoard(str(tmp_path), 11))
    for p in presses:
        pressed(app, p)
    return app


def to_next_roll(app):
    """The first choice, until the dice are to be rolled again (journal records, no checkpoint)."""
    while not app.session.chance():
        pressed(app, "ok")


def pressed(app, name):
    """A press, then the idle moment after it (when a due checkpoint is written)."""
    app.press(name)
    app.step()


def power_up(tmp_path):
    return App(VirtualBoard(str(tmp_path), 99))


def files(tmp_path):
    """The files' names, those in the game's directory as game/NAME."""
    return sorted(str(p.relative_to(tmp_path)) for p in tmp_path.rglob("*") if p.is_file())


def test_saved_game_comes_back_at_power_up_with_its_undo(tmp_path):
    # the die, a new witch, its tile (down: the fourth likeliest, P1's own magic sign), a card played on it
    app = started(tmp_path, WITCH + ("roll", "ok", "down", "down", "ok"))
    again = power_up(tmp_path)
    assert again.state_text() == app.state_text()
    assert json.loads(again.state_text())["game"]["played"] == 4
    again.press("back", long=True)  # the choice after the last roll is undone, after a power-up too
    app.press("back", long=True)
    assert again.state_text() == app.state_text()
    # settings: the language answered once; the previous checkpoint and its journal kept until the next
    assert files(tmp_path) == SAVED


def test_a_power_up_with_nothing_to_repair_looks_each_file_up_once(tmp_path, monkeypatch):
    # on littlefs every lookup by name walks the directory's whole log: no stat before an open, no removal
    # of a .new that is not there; a .new (there only after a cut) looked up without opening it: an open
    # that fails has made its file object, a KB of heap with littlefs's cache
    started(tmp_path, WITCH + ("roll", "ok"))
    looked_up = []
    real_open, real_stat, real_remove = open, os.stat, os.remove

    def counted(call, kind):
        def f(path, *args, **kw):
            if str(path).startswith(str(tmp_path)):
                looked_up.append((kind, str(path)[len(str(tmp_path)) + 1 :]))
            return call(path, *args, **kw)

        return f

    monkeypatch.setattr(recover, "open", counted(real_open, "open"), raising=False)
    monkeypatch.setattr(os, "stat", counted(real_stat, "stat"))
    monkeypatch.setattr(os, "remove", counted(real_remove, "remove"))
    app = power_up(tmp_path)
    assert app.session is not None and len(app.screens) == 1  # the game, no "Recovered" message
    names = ["settings.dat", "game/game.ckp", "game/game.log"]
    probes = [("stat", "settings.dat.new"), ("stat", "game/game.ckp.new")]
    assert looked_up == probes + [("open", name) for name in names]


def test_a_press_appends_one_record_and_rewrites_nothing(tmp_path):
    app = started(tmp_path)
    ckp = (tmp_path / store.CHECKPOINT).read_bytes()
    log = (tmp_path / store.JOURNAL).read_bytes()
    settings = (tmp_path / store.SETTINGS).read_bytes()  # the language, answered at the first power-up
    app.press("ok")  # a choice, not a roll: one journal record
    assert (tmp_path / store.CHECKPOINT).read_bytes() == ckp
    grown = (tmp_path / store.JOURNAL).read_bytes()
    assert grown[: len(log)] == log and len(grown) > len(log)
    to_next_roll(app)
    grown = (tmp_path / store.JOURNAL).read_bytes()
    app.press("roll")  # a roll: the press appends a record too (the player waits for no checkpoint) ...
    assert (tmp_path / store.CHECKPOINT).read_bytes() == ckp
    rolled = (tmp_path / store.JOURNAL).read_bytes()
    assert rolled[: len(grown)] == grown and rolled[len(grown)] == ord("D")
    assert power_up(tmp_path).state_text() == app.state_text()  # ... enough to find the roll at power-up
    app.step()  # ... and the next idle moment writes the checkpoint, the journal starts again
    assert (tmp_path / store.CHECKPOINT).read_bytes() != ckp
    assert len((tmp_path / store.JOURNAL).read_bytes()) == len(log)  # its header alone
    assert (tmp_path / store.SETTINGS).read_bytes() == settings  # the settings were not changed: not written


def test_changing_a_setting_does_not_rewrite_the_game(tmp_path):
    app = started(tmp_path)
    before = {n: (tmp_path / n).read_bytes() for n in (store.CHECKPOINT, store.JOURNAL)}
    for p in ("back", "down", "down", "ok", "ok"):  # game menu, Settings, brightness + 1
        app.press(p)
    assert json.loads(app.state_text())["settings"]["brightness"] == 4
    assert {n: (tmp_path / n).read_bytes() for n in before} == before
    assert power_up(tmp_path).state_text() == app.state_text()


def test_a_record_cut_short_by_a_power_cut_is_dropped(tmp_path):
    app = started(tmp_path)
    acknowledged = app.state_text()
    app.press("ok")
    log = tmp_path / store.JOURNAL
    for cut in range(1, 12):  # every length the last record could have been torn to
        data = log.read_bytes()
        log.write_bytes(data[:-cut])
        assert device.state_text(str(tmp_path)) == acknowledged
        log.write_bytes(data)
    # the device drops it and starts a clean journal, so the next record is not written after garbage
    log.write_bytes(log.read_bytes()[:-3])
    again = power_up(tmp_path)
    assert again.state_text() == acknowledged and getattr(again.screens[-1], "title", None) != "Recovered"
    again.press("ok")
    assert power_up(tmp_path).state_text() == again.state_text()


@pytest.mark.parametrize(
    "damage",
    [
        lambda b: b[:-3],  # cut short
        lambda b: b[:30] + bytes([b[30] ^ 1]) + b[31:],  # a flipped bit in the payload
        lambda b: b[:4] + bytes([b[4] ^ 1]) + b[5:],  # a flipped bit in the sequence number
        lambda b: b"GCK2" + b"\xff" * 12 + b[16:],  # a garbage header
        lambda b: b"",  # empty file
        lambda b: b"x" * 10,
    ],
)
def test_a_damaged_checkpoint_is_kept_aside_and_the_player_told(tmp_path, damage):
    acknowledged = started(tmp_path).state_text()
    ckp = tmp_path / store.CHECKPOINT
    good = ckp.read_bytes()
    ckp.write_bytes(damage(good))
    # the checkpoint before and its journal (which holds the roll) bring the game back
    assert device.state_text(str(tmp_path)) == acknowledged
    after = power_up(tmp_path)
    assert after.state_text() == acknowledged
    assert after.screens[-1].title == "Recovered" and "game.ckp" in " ".join(after.screens[-1].lines)
    assert (tmp_path / (store.CHECKPOINT + ".bad")).read_bytes() == damage(good)  # nothing is thrown away
    after.press("ok")  # the message goes, the game goes on and saves cleanly
    pressed(after, "ok")
    assert power_up(tmp_path).state_text() == after.state_text()


def test_both_checkpoints_damaged_is_the_menu_and_the_files_kept(tmp_path):
    started(tmp_path)
    for name in (store.CHECKPOINT, store.CHECKPOINT + ".old"):
        (tmp_path / name).write_bytes(b"x" * 10)
    after = power_up(tmp_path)
    assert json.loads(after.state_text())["game"] is None
    lines = " ".join(after.screens[-1].lines)
    assert after.screens[-1].title == "Recovered" and "game.ckp:" in lines and "game.ckp.old" in lines
    assert {"game/game.ckp.bad", "game/game.ckp.old.bad"} <= set(files(tmp_path))


def test_a_complete_checkpoint_left_by_a_cut_before_its_rename_is_promoted(tmp_path):
    app = started(tmp_path)
    old = (tmp_path / store.CHECKPOINT).read_bytes()
    old_log = (tmp_path / store.JOURNAL).read_bytes()
    to_next_roll(app)
    pressed(app, "roll")
    newest = app.state_text()
    # as if the power went between writing game.ckp.new and renaming it: the old files are still there
    (tmp_path / (store.CHECKPOINT + ".new")).write_bytes((tmp_path / store.CHECKPOINT).read_bytes())
    (tmp_path / store.CHECKPOINT).write_bytes(old)
    (tmp_path / store.JOURNAL).write_bytes(old_log)
    assert device.state_text(str(tmp_path)) == newest
    again = power_up(tmp_path)
    assert again.state_text() == newest
    # settings: the language answered once; the previous checkpoint and its journal kept until the next
    assert files(tmp_path) == SAVED
    # a second cut now cannot take it back: the rename was finished at power-up
    again.press("ok")
    assert power_up(tmp_path).state_text() == again.state_text()


def test_a_journal_of_the_previous_checkpoint_is_no_record_of_this_one_and_is_reported(tmp_path):
    app = started(tmp_path)
    to_next_roll(app)
    stale = (tmp_path / store.JOURNAL).read_bytes()
    pressed(app, "roll")
    newest = app.state_text()
    # a checkpoint's journal is in place before it (game.log.new renamed with it): only damage does this
    (tmp_path / store.JOURNAL).write_bytes(stale)
    assert device.state_text(str(tmp_path)) == newest
    again = power_up(tmp_path)
    assert again.state_text() == newest
    assert again.screens[-1].title == "Recovered" and "? presses lost" in again.screens[-1].lines


def _rewrite_checkpoint(tmp_path, change):
    data = (tmp_path / store.CHECKPOINT).read_bytes()
    doc = json.loads(data[16:])
    change(doc)
    seq = int.from_bytes(data[4:8], "big")
    new = store._write_doc(
        str(tmp_path), store.CHECKPOINT, b"GCK2", seq, lambda out: jsonc.dump(doc, out.write)
    )
    (tmp_path / store.CHECKPOINT).unlink()
    (tmp_path / (store.CHECKPOINT + ".new")).rename(tmp_path / store.CHECKPOINT)
    assert new.endswith(".new")


@pytest.mark.parametrize(
    "change,why",
    [
        (lambda d: d.update(id="chess"), "unknown game"),
        (lambda d: d.update(format=99), "format 99"),
        (lambda d: d.update(base={"x": 1}), "not this game's"),
        (lambda d: d["base"].update(turn="P1"), "int expected"),
        (lambda d: d.update(players=9), "players"),
        (lambda d: d.update(undoable=[["fly"]]), "refused"),
        (lambda d: d.update(undoable=[["bogus", 99]]), "refused"),
    ],
)
def test_a_checkpoint_this_game_could_not_have_made_is_refused(tmp_path, change, why):
    acknowledged = started(tmp_path).state_text()
    _rewrite_checkpoint(tmp_path, change)
    assert device.state_text(str(tmp_path)) == acknowledged  # the checkpoint before, and its journal
    after = power_up(tmp_path)
    assert after.state_text() == acknowledged
    shown = after.screens[-1]
    assert shown.title == "Recovered" and why in " ".join(shown.lines), shown.lines


def test_a_journal_record_the_engine_refuses_ends_the_replay_and_is_reported(tmp_path):
    app = started(tmp_path)
    acknowledged = app.state_text()
    seq = int.from_bytes((tmp_path / store.CHECKPOINT).read_bytes()[4:8], "big")
    with open(tmp_path / store.JOURNAL, "ab") as f:
        f.write(store.encode_record(seq, ["in", 9]))
    after = power_up(tmp_path)
    assert after.state_text() == acknowledged
    assert after.screens[-1].title == "Recovered" and "refused" in " ".join(after.screens[-1].lines)


def test_unknown_settings_format_is_refused_not_misread(tmp_path):
    doc = {"format": 99, "settings": {"brightness": 1, "sound": False}}
    store.save_settings(str(tmp_path), 5, lambda out: jsonc.dump(doc, out.write))
    out = json.loads(device.state_text(str(tmp_path)))
    assert out == {"format": 2, "game": None, "settings": {"brightness": 3, "sound": True, "lang": "en"}}
    app = power_up(tmp_path)
    assert "format 99" in " ".join(app.screens[-1].lines)


@pytest.mark.parametrize("rt", ["cpython", "micropython"])
def test_state_of_an_empty_directory_is_the_fresh_device(tmp_path, rt):
    assert json.loads(device.state_text(str(tmp_path), rt)) == {
        "format": 2,
        "game": None,
        "settings": {"brightness": 3, "sound": True, "lang": "en"},
    }


def test_state_only_reads_the_flash(tmp_path):
    started(tmp_path)
    (tmp_path / store.CHECKPOINT).write_bytes(b"junk")
    before = {p: p.read_bytes() for p in tmp_path.rglob("*") if p.is_file()}
    device.state_text(str(tmp_path))
    assert {p: p.read_bytes() for p in tmp_path.rglob("*") if p.is_file()} == before


def test_running_out_of_memory_at_power_up_never_bricks_the_device(tmp_path, monkeypatch):
    started(tmp_path)

    def no_heap(doc, records):
        raise MemoryError("memory allocation failed")

    monkeypatch.setattr(recover, "from_checkpoint", no_heap)
    app = power_up(tmp_path)
    # the device starts, on the menu, says why, and keeps the game aside (a bigger device can read it)
    assert json.loads(app.state_text())["game"] is None
    assert app.screens[-1].title == "Recovered" and "memory" in " ".join(app.screens[-1].lines)
    assert (tmp_path / (store.CHECKPOINT + ".bad")).exists()
    monkeypatch.undo()
    app.press("ok")
    for p in WITCH:
        app.press(p)
    assert power_up(tmp_path).state_text() == app.state_text()  # and it saves again at once


def test_no_heap_to_read_the_game_again_after_an_error_powers_up_again_and_keeps_it(tmp_path, monkeypatch):
    from companion.boards.virtual import Restart

    started(tmp_path)
    saved = device.state_text(str(tmp_path))
    stored = {p: p.read_bytes() for p in tmp_path.rglob("*") if p.is_file()}
    app = App(VirtualBoard(str(tmp_path), 99, soft_reset=True))

    def no_heap(doc, records):
        raise MemoryError("memory allocation failed")

    # an error during play, then no heap for the resume's reading of the game: a heap play cluttered is no
    # reason to set the game aside, a power-up on a clean heap reads it (a power-up's own MemoryError is)
    monkeypatch.setattr(recover, "from_checkpoint", no_heap)
    with pytest.raises(Restart):
        app.fail(MemoryError("memory allocation failed"))
    monkeypatch.undo()
    assert app.error == "MemoryError: memory allocation failed"
    assert {p: p.read_bytes() for p in tmp_path.rglob("*") if p.is_file()} == stored
    assert power_up(tmp_path).state_text() == saved


def test_the_simulator_tells_the_state_the_device_restarted_on_after_an_error(tmp_path, monkeypatch):
    from companion.ui import screens

    dev = device.InProcessDevice(str(tmp_path), 11)
    lines = []
    dev.stream(WITCH + ("roll",), lines.append)
    saved = lines[-1]
    assert json.loads(saved[2:])["game"]["id"] == "witch_race"
    once = []

    def fails_once(real):
        def call(*args):
            if not once or once[-1] is not real:
                once.append(real)
                raise MemoryError("memory allocation failed")
            return real(*args)

        return call

    # a press meets a MemoryError, then so does the resume's reading of the game: the device powers up
    # again, and the event's state line is what the new device read from the flash, the game (not the old
    # device's empty RAM)
    monkeypatch.setattr(screens.GameScreen, "press", fails_once(screens.GameScreen.press))
    monkeypatch.setattr(recover, "from_checkpoint", fails_once(recover.from_checkpoint))
    out = []
    restarts = dev.restarts
    dev.stream(("ok",), out.append)
    assert dev.restarts == restarts + 1
    assert out == ["E MemoryError: memory allocation failed", saved]


def _roma_without_a_die(seed):
    """Presses of Roma's set-up (the first line each time), its first roll, money, then a card to play chosen
    and cancelled again and again: more than KEEP_UNDOABLE actions after a die."""
    from companion.core.session import KEEP_UNDOABLE, Session

    s = Session("roma", 2, {}, seed)
    presses = []
    while not s.chance():
        presses.append("ok")
        assert s.act(s.legal()[0]) is None
    presses.append("roll")
    s.roll()
    money = [a for a in s.legal() if a[0] == "money"][-1]  # sesterces to play a card with
    presses += ["down"] * s.legal().index(money) + ["ok"]
    assert s.act(money) is None
    for _ in range(KEEP_UNDOABLE + 2):
        a = ["play"] if s.state["phase"] == "act" else ["cancel"]
        presses += ["down"] * s.legal().index(a) + ["ok"]
        assert s.act(a) is None
    return presses


def test_no_heap_for_a_checkpoint_at_the_idle_moment_powers_up_again_which_writes_it(tmp_path, monkeypatch):
    from companion.core.session import KEEP_UNDOABLE, Session

    # the same events on two devices; on the second, the checkpoint that moves the base forward (Roma: many
    # actions after a die) meets a MemoryError, as on a tight heap holding the state and the base
    # read back: no error screen, the journal keeps every action, and the device powers up again, which
    # writes the checkpoint on a clean heap; each event's state line is what the device holds, then what
    # the new device read (the old one held more actions undoable, their checkpoint unwritten)
    events = autoplay.setup_presses("roma", 2) + _roma_without_a_die(11)
    for name in ("calm", "short"):
        (tmp_path / name).mkdir()
    calm = []
    device.InProcessDevice(str(tmp_path / "calm"), 11).stream(events, calm.append)
    real = Session.checkpoint
    failed = []

    def fails_once(session):
        if not failed and len(session.undoable) > KEEP_UNDOABLE:
            failed.append(session.played)
            raise MemoryError("memory allocation failed")
        return real(session)

    monkeypatch.setattr(Session, "checkpoint", fails_once)
    dev = device.InProcessDevice(str(tmp_path / "short"), 11)
    out = []
    dev.stream(events, out.append)
    assert failed and dev.restarts == 2  # the game's start, and the checkpoint's
    assert out == calm


def test_a_board_that_cannot_restart_shows_the_error_of_a_checkpoint_with_no_heap(tmp_path, monkeypatch):
    from companion.core.session import Session

    started(tmp_path, WITCH)
    app = App(VirtualBoard(str(tmp_path), 11))  # a board whose restart() lets the app go on (Blinka)
    real = Session.checkpoint
    failed = []

    def fails_once(session):
        if not failed:
            failed.append(session.played)
            raise MemoryError("memory allocation failed")
        return real(session)

    monkeypatch.setattr(Session, "checkpoint", fails_once)
    pressed(app, "roll")
    assert failed and app.board.restarting  # it was asked to restart, and could not
    assert app.error == "MemoryError: memory allocation failed"  # so it says so, and reads the flash again
    assert json.loads(app.state_text())["game"]["played"] == 1  # the roll, kept by the journal
    assert power_up(tmp_path).state_text() == app.state_text()


def test_no_heap_for_the_game_screens_at_power_up_is_an_error_screen_not_a_crash(tmp_path, monkeypatch):
    started(tmp_path)
    saved = device.state_text(str(tmp_path))
    real = catalog.load

    def no_heap(game_id, part=""):
        if part == ".ui":
            raise MemoryError("memory allocation failed")
        return real(game_id, part)

    monkeypatch.setattr(catalog, "load", no_heap)
    app = power_up(tmp_path)
    # the device comes up on a screen that says it has no room, the game kept on the flash and in RAM (what
    # the simulator prints stays true); the player may try again
    assert app.error == "not enough memory for the power-up"
    assert app.screens[-1].title == "Error" and "not enough memory:" in " ".join(app.screens[-1].lines)
    assert device.state_text(str(tmp_path)) == saved == app.state_text()
    monkeypatch.undo()
    app.press("ok")  # try again: the game comes back, under a note of what happened
    assert app.state_text() == saved
    app.press("ok")
    assert type(app.screens[-1]).__name__ == "GameScreen"


def test_ram_keeps_no_base_once_a_checkpoint_holds_it_and_undo_reads_it_back(tmp_path):
    from host_sim import autoplay

    app = App(VirtualBoard(str(tmp_path), 11))
    for p in autoplay.setup_presses("aton", 2) + ["ok"] * 30:  # Aton has no dice: checkpoints move the base
        pressed(app, p)
    s = app.session
    assert s.base_played > 0 and len(s.undoable) > 0  # a checkpoint moved the base, actions after it
    assert s.base_text is None and s.base is None and s.base_stored  # which only the flash holds
    before = app.state_text()
    pressed(app, "up")  # a yellow square of temple 3 (ok's black ones are full: ok does nothing there)
    assert app.state_text() != before
    app.press("back", long=True)  # undo replays the base read back from game.ckp
    assert app.state_text() == before
    assert power_up(tmp_path).state_text() == before


def test_a_session_never_stored_keeps_its_base_in_ram():
    from companion.core.session import Session

    s = Session("aton", 2, {}, 3)
    start = jsonc.dumps(s.state)
    assert s.base_text is None  # nothing undoable: the state is the base
    assert s.act(s.legal()[0]) is None
    assert json.loads(s.base_text) == json.loads(start)  # taken before the action changed the state
    s.undo()
    assert jsonc.dumps(s.state) == start


def test_no_heap_even_for_the_error_page_restarts_from_the_flash(tmp_path, monkeypatch):
    from companion.boards.virtual import Restart
    from companion.ui import app as app_module
    from companion.ui import lang

    app = started(tmp_path)
    saved = device.state_text(str(tmp_path))

    def no_heap(*args):
        raise MemoryError("memory allocation failed")

    # the recovery fails, and so do the texts of the page that would say so: before, a runtime failure
    monkeypatch.setattr(app_module, "_rarely", no_heap)
    monkeypatch.setattr(lang, "ui", None)
    monkeypatch.setattr(lang, "use", no_heap)
    app.board.soft_reset = True
    with pytest.raises(Restart):
        app.fail(MemoryError("memory allocation failed"))
    assert app.board.restarting
    monkeypatch.undo()
    assert device.state_text(str(tmp_path)) == saved  # nothing saved from a RAM in doubt
    assert power_up(tmp_path).state_text() == saved


def test_a_press_whose_frame_finds_no_heap_powers_up_again_which_draws_it(tmp_path, monkeypatch):
    from companion.ui import screens

    # the same events on two devices; on the second, one press's frame meets a MemoryError, as in a heap the
    # game has cut up: what the press did is stored, so the device powers up again on a clean heap (no error
    # screen) and every event's state line is the same
    events = autoplay.setup_presses("roma", 2) + _roma_without_a_die(11)
    for name in ("calm", "short"):
        (tmp_path / name).mkdir()
    calm = []
    device.InProcessDevice(str(tmp_path / "calm"), 11).stream(events, calm.append)
    real = screens.GameScreen.draw
    failed = []

    def fails_once(screen, app, rows):
        if not failed and app.session is not None and app.session.played == 5:
            failed.append(app.session.played)
            raise MemoryError("memory allocation failed")
        return real(screen, app, rows)

    monkeypatch.setattr(screens.GameScreen, "draw", fails_once)
    dev = device.InProcessDevice(str(tmp_path / "short"), 11)
    out = []
    dev.stream(events, out.append)
    assert failed and dev.restarts == 2  # the game's start, and the frame's
    assert out == calm


def _to_root(tmp_path):
    """The game's files put where a firmware before kept them, at the root."""
    for p in (tmp_path / "game").iterdir():
        p.rename(tmp_path / p.name)
    (tmp_path / "game").rmdir()


@pytest.mark.parametrize("rt", ["cpython", "micropython"])
def test_a_game_the_firmware_before_kept_at_the_root_powers_up_and_moves_into_its_directory(tmp_path, rt):
    app = started(tmp_path, WITCH + ("roll", "ok", "roll", "ok", "roll", "ok", "roll"))
    assert (tmp_path / "game/game.ckp.old").exists()
    _to_root(tmp_path)
    before = files(tmp_path)
    assert device.state_text(str(tmp_path), rt, opening=False) == app.state_text()  # read only, where it is
    assert files(tmp_path) == before
    if rt == "micropython":
        return
    again = power_up(tmp_path)
    assert again.state_text() == app.state_text() and len(again.screens) == 1  # nothing said: nothing lost
    assert files(tmp_path) == ["game/" + n for n in before if n.startswith("game.")] + ["settings.dat"]
    for name in ("ok", "roll"):  # the next presses go to game/ only, and come back
        pressed(again, name)
        pressed(app, name)
    assert power_up(tmp_path).state_text() == again.state_text() == app.state_text()
    assert not [n for n in files(tmp_path) if n.startswith("game.")]


def test_a_move_into_the_game_s_directory_cut_at_any_file_keeps_the_game(tmp_path):
    # the move's steps as the power-up takes them: the journals copied, the checkpoints (game.ckp last), then
    # the root's files removed; a power-up after each step brings the same game up
    (tmp_path / "played").mkdir()
    app = started(tmp_path / "played", WITCH + ("roll", "ok", "roll", "ok", "roll", "ok", "roll", "ok"))
    _to_root(tmp_path / "played")
    old = {p.name: p.read_bytes() for p in (tmp_path / "played").iterdir()}
    from companion.storage import damage
    from companion.ui import lifecycle

    order = [n for n in damage.LEGACY if n in old]
    steps = [(order[:k], []) for k in range(len(order) + 1)] + [(order, order[:k]) for k in range(len(order))]
    for k, (copied, removed) in enumerate(steps):
        root = tmp_path / str(k)
        (root / "game").mkdir(parents=True)
        for name, data in old.items():
            if name not in removed:
                (root / name).write_bytes(data)
        for name in copied:
            (root / "game" / name).write_bytes(old[name])
        again = power_up(root)
        assert again.state_text() == app.state_text() and len(again.screens) == 1, (copied, removed)
        # what is left at the root (game.ckp copied last: game/ holds the whole game) is game/'s own, and goes
        # with the game's end
        left = [n for n in files(root) if n.startswith("game.")]
        assert all((root / n).read_bytes() == (root / "game" / n).read_bytes() for n in left)
        lifecycle.end_game(again)
        assert files(root) == ["settings.dat"], files(root)


def test_a_write_s_new_file_is_looked_up_then_read_as_before(tmp_path):
    """recover._probe: None when the file is not there, else what _read returns (a folder in its place is
    refused as before)."""
    assert recover._probe(str(tmp_path / "none.new")) is None
    (tmp_path / "x.new").write_bytes(b"abc")
    assert recover._probe(str(tmp_path / "x.new")) == b"abc"
    (tmp_path / "d.new").mkdir()
    with pytest.raises(ValueError):
        recover._probe(str(tmp_path / "d.new"))
