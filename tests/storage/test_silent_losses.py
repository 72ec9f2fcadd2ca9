"""Nothing is lost in silence, at any heap: a flipped bit in the last journal record is damage (the flash
never tears a record), settings gone beside a game are said once, `state` and the power-up agree when a
complete game.ckp.new waits, and a flash that refuses the first write is the contract's one line."""

import json
import os
import shutil
import subprocess
import sys

import pytest

from host_sim import autoplay, device, runtime

runtime.use_firmware()
from companion import catalog  # noqa: E402
from companion.boards.virtual import VirtualBoard  # noqa: E402
from companion.core import jsonc  # noqa: E402
from companion.storage import store  # noqa: E402
from companion.ui.app import App  # noqa: E402

GAMES = [g[0] for g in catalog.GAMES]
LOST = ("presses lost", "appuis perdus", "tasti persi")


def _records(data):
    """Offsets of the journal's records."""
    at, out = 13 + data[8], []
    while at + 7 <= len(data):
        out.append(at)
        at += 7 + int.from_bytes(data[at + 1 : at + 3], "big")
    return out


def _played(game_id, root, least=2):
    """A game played until its journal holds ``least`` records: the state lines acknowledged, in order."""
    presses, _ = autoplay.random_game(game_id, catalog.find(game_id)[2], 5, 9, max_actions=200)
    root.mkdir(exist_ok=True)
    app = App(VirtualBoard(str(root), 5))
    states = [app.state_text()]
    for k, p in enumerate(presses):
        name, _, mod = p.partition(":")
        app.press(name, mod == "long")
        app.step()
        states.append(app.state_text())
        log = root / store.JOURNAL
        if k > 8 and log.exists() and len(_records(log.read_bytes())) >= least:
            break
    return states


def _power_up(root):
    """A power-up and its first idle moment (where what it said is forgotten): (state, title, lines)."""
    app = App(VirtualBoard(str(root), 99))
    app.step()
    top = app.screens[-1]
    return app.state_text(), getattr(top, "title", None), getattr(top, "lines", None) or []


def _game(line):
    return json.loads(line)["game"]


def _before_last(states):
    """The state acknowledged before the last change."""
    return [s for s in states if _game(s) != _game(states[-1])][-1]


def _text(lines):
    return " ".join(lines)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_flipped_bit_in_the_last_record_is_damage_told_kept_and_counted(tmp_path, game_id):
    states = _played(game_id, tmp_path / "played")
    log = (tmp_path / "played" / store.JOURNAL).read_bytes()
    last = _records(log)[-1]
    # every byte of the last record but its length (a longer length reads as a record cut short: torn)
    for at in [last] + list(range(last + 3, len(log))):
        root = tmp_path / str(at)
        root.mkdir()
        shutil.copytree(tmp_path / "played", root, dirs_exist_ok=True)
        (root / store.JOURNAL).write_bytes(log[:at] + bytes([log[at] ^ 0x10]) + log[at + 1 :])
        shown = device.state_text(str(root))
        state, title, lines = _power_up(root)
        assert shown == state
        # the state before that press: the record is lost, never a state the device did not acknowledge
        assert _game(state) == _game(_before_last(states))
        assert title == "Recovered" and "1 presses lost" in lines, (at, str(lines))
        assert (root / (store.JOURNAL + ".bad")).exists()


def test_a_record_cut_short_is_still_no_damage(tmp_path):
    states = _played("emerald", tmp_path)
    log = (tmp_path / store.JOURNAL).read_bytes()
    (tmp_path / store.JOURNAL).write_bytes(log[:-3])  # what a full POSIX flash or a cut may leave
    state, title, _ = _power_up(tmp_path)
    assert _game(state) == _game(_before_last(states)) and title != "Recovered"


@pytest.mark.parametrize("rt", ["cpython", "micropython"])
def test_settings_gone_beside_a_game_are_said_once(tmp_path, rt):
    states = _played("opale", tmp_path)
    (tmp_path / store.SETTINGS).unlink()
    shown = device.state_text(str(tmp_path), rt)
    assert _game(shown) == _game(states[-1])  # the game is whole; the settings are the defaults
    state, title, lines = _power_up(tmp_path)
    assert state == shown and title == "Recovered" and "settings.dat: missing" in _text(lines)
    assert (tmp_path / store.SETTINGS).exists()  # stored anew: said once
    state, title, _ = _power_up(tmp_path)
    assert state == shown and title != "Recovered"


def test_what_a_power_up_could_not_say_is_said_by_the_next(tmp_path):
    """A power-up cut (or out of heap) before its first idle moment: the next one says it all again."""
    states = _played("emerald", tmp_path)
    data = (tmp_path / store.JOURNAL).read_bytes()
    (tmp_path / store.JOURNAL).write_bytes(data[:-1] + bytes([data[-1] ^ 1]))
    App(VirtualBoard(str(tmp_path), 99))  # repaired, the report stored; then the power goes
    assert not (tmp_path / store.JOURNAL).read_bytes().endswith(data[-20:])  # the journal begun anew
    state, title, lines = _power_up(tmp_path)
    assert title == "Recovered" and "1 presses lost" in lines and "game.log:" in lines, lines
    assert _game(state) == _game(_before_last(states))
    assert _power_up(tmp_path)[1] != "Recovered"  # said, once an idle moment came after it


def test_damaged_settings_are_said_once_too(tmp_path):
    _played("emerald", tmp_path)
    data = (tmp_path / store.SETTINGS).read_bytes()
    (tmp_path / store.SETTINGS).write_bytes(data[:-1] + bytes([data[-1] ^ 1]))
    assert _power_up(tmp_path)[1] == "Recovered"
    assert _power_up(tmp_path)[1] != "Recovered"


def _with_new_checkpoint(root, change):
    """A game with its previous pair, and a complete game.ckp.new (its renames not made) changed by
    ``change``."""
    _played("emerald", root, least=1)
    app = App(VirtualBoard(str(root), 5))
    for _ in range(40):
        if (root / "game/game.ckp.old").exists():
            break
        app.press("roll")
        app.step()
    data = (root / store.CHECKPOINT).read_bytes()
    doc = json.loads(data[16:])
    change(doc)
    seq = int.from_bytes(data[4:8], "big") + 1
    store._write_doc(
        str(root), store.CHECKPOINT, store.CHECKPOINT_MAGIC, seq, lambda o: jsonc.dump(doc, o.write)
    )


def _future(doc):
    doc["format"] = 99


def _refused(doc):
    doc["undoable"] = doc["undoable"] + [["bogus", 99]]


def _same(doc):
    pass


@pytest.mark.parametrize("change", [_future, _refused, _same])
@pytest.mark.parametrize("rt", ["cpython", "micropython"])
def test_state_and_the_power_up_agree_on_a_waiting_checkpoint(tmp_path, change, rt):
    _with_new_checkpoint(tmp_path, change)
    assert (tmp_path / "game/game.ckp.new").exists()
    shown = device.state_text(str(tmp_path), rt)
    state, title, _ = _power_up(tmp_path)
    assert shown == state
    assert (title == "Recovered") == (change is not _same)
    assert _game(state) is not None


def _play(state_dir, rt, events="ok\n", game=True):
    args = [sys.executable, "-m", "host_sim", "play", "--seed", "3", "--state-dir", str(state_dir)]
    args += ["--game", "emerald"] if game else []
    return subprocess.run(
        args + ["--events", "-", "--runtime", rt], input=events, capture_output=True, text=True
    )


@pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="no /proc here")
def test_a_flash_that_refuses_the_first_write_is_one_line_and_exit_3():
    out = []
    for rt in ("cpython", "micropython"):
        for game in (True, False):
            res = _play("/proc", rt, game=game)
            assert res.returncode == 3 and res.stdout == "", res.stderr[-2000:]
            n = 0 if game else 1  # with --game: at power-up, before the first event
            assert (
                res.stderr
                == "device error after event %d: flash failed: errno 2: nothing more can be stored\n" % n
            )
            out.append(res.stderr)
    assert out[:2] == out[2:]


@pytest.fixture
def read_only(tmp_path):
    """A directory on a read-only file system holding ``tmp_path/src``'s files (mounted as root, as CI
    runs; skipped where mounting is not allowed)."""
    src = tmp_path / "src"
    src.mkdir()
    mnt = tmp_path / "ro"
    mnt.mkdir()

    def mount():
        res = subprocess.run(
            ["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", str(mnt)], capture_output=True
        )
        if res.returncode != 0:
            pytest.skip("cannot mount a tmpfs here: " + res.stderr.decode().strip())
        shutil.copytree(src, mnt, dirs_exist_ok=True)
        subprocess.run(["mount", "-o", "remount,ro", str(mnt)], check=True)
        return mnt

    yield src, mount
    subprocess.run(["umount", str(mnt)], capture_output=True)


@pytest.mark.parametrize("what", ["empty", "a game", "a damaged game"])
def test_a_read_only_flash_is_one_line_and_exit_3_and_the_state_as_it_holds(read_only, what):
    src, mount = read_only
    if what != "empty":
        _played("emerald", src)
    if what == "a damaged game":
        data = (src / store.JOURNAL).read_bytes()
        (src / store.JOURNAL).write_bytes(data[:-1] + bytes([data[-1] ^ 1]))
    root = mount()
    out = []
    for rt in ("cpython", "micropython"):
        shown = device.state_text(str(root), rt)
        res = _play(root, rt, events="ok\n" * 8)
        # the presses that changed nothing are acknowledged (their state is the flash's), the first that
        # could not be stored is the error (with --game on an empty flash: at power-up, event 0)
        acks = res.stdout.splitlines()
        assert res.returncode == 3 and acks == [shown] * len(acks) and len(acks) < 8, res.stderr[-2000:]
        n = 0 if what == "empty" else len(acks) + 1
        assert (
            res.stderr
            == "device error after event %d: flash failed: errno 30: nothing more can be stored\n" % n
        )
        assert device.state_text(str(root), rt) == shown
        out.append((res.stderr, shown))
    assert out[0] == out[1]


def test_a_failing_flash_is_said_on_the_device(tmp_path, monkeypatch):
    _played("emerald", tmp_path)
    app = App(VirtualBoard(str(tmp_path), 5))
    before = app.state_text()

    def refuse(*args):
        raise OSError(5)  # EIO

    monkeypatch.setattr(store, "open", refuse, raising=False)  # every file store.py opens
    for _ in range(6):
        app.press("ok")
        app.step()
        if app.error is not None:
            break
    assert app.error == "flash failed: errno 5: nothing more can be stored"
    assert app.screens[-1].title == "Flash error" and "errno 5" in app.screens[-1].lines
    assert app.state_text() == before  # what the flash holds: the press was not stored


@pytest.mark.parametrize("code", ["en", "fr", "it"])
def test_the_presses_lost_are_above_the_fold_in_every_language(tmp_path, code):
    from companion.ui import screens

    _played("emerald", tmp_path)
    doc = {"format": 2, "settings": {"brightness": 3, "sound": True, "lang": code}}
    store.save_settings(str(tmp_path), 7, lambda o: jsonc.dump(doc, o.write))
    data = (tmp_path / store.JOURNAL).read_bytes()
    (tmp_path / store.JOURNAL).write_bytes(data[:-1] + bytes([data[-1] ^ 1]))
    _, title, lines = _power_up(tmp_path)
    shown = lines[: screens.ROWS - 1]  # under the title, before any scrolling
    assert title != "Recovered" or code == "en"
    assert any(line.endswith(LOST) and line.startswith("1 ") for line in shown), lines


def test_what_tell_says_fits_the_display():
    """The power-up's own words (companion.ui.tell, not in the language tables): 21 columns a line."""
    from companion.ui import tell

    for code, (lost, full, failed) in tell._WORDS.items():
        assert len(lost % "99") <= 21
        for line in full + failed:
            assert len(line) <= 21, (code, line)
    assert sorted(tell._WORDS) == ["en", "fr", "it"]
