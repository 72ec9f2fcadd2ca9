"""Damage a power cut cannot explain, in every stored file of every game: never a crash, never a silent
roll-back beyond a torn last record, never a state the device did not acknowledge; a damaged checkpoint
falls back to the one before; `state` shows what the device's power-up shows (both runtimes)."""

import json

import pytest

from host_sim import autoplay, device, runtime

runtime.use_firmware()
from companion import catalog  # noqa: E402
from companion.boards.virtual import VirtualBoard  # noqa: E402
from companion.core import jsonc  # noqa: E402
from companion.storage import store  # noqa: E402
from companion.ui.app import App  # noqa: E402

GAMES = [g[0] for g in catalog.GAMES]
FILES = (store.SETTINGS, store.CHECKPOINT, store.JOURNAL)
HEAD = 16  # settings' and checkpoints' header


def _flip(data, at):
    at = min(at, len(data) - 1)
    return data[:at] + bytes([data[at] ^ 0x10]) + data[at + 1 :]


def _journal_head(data):
    return 13 + data[8]


def _records(data):
    """Offsets of the journal's records."""
    at, out = _journal_head(data), []
    while at + 7 <= len(data):
        out.append(at)
        at += 7 + int.from_bytes(data[at + 1 : at + 3], "big")
    return out


def _header_bit(name, data):
    return _flip(data, 5)  # the sequence number, in every kind of file


def _record_bit(name, data):
    if name == store.JOURNAL:
        recs = _records(data)
        return _flip(data, recs[len(recs) // 2] + 1)  # a middle record's length
    return _flip(data, HEAD)  # the payload's first byte


def _payload_bit(name, data):
    if name == store.JOURNAL:
        return _flip(data, _records(data)[0] + 4)  # the first record's payload
    return _flip(data, (HEAD + len(data)) // 2)


def _zeroed(name, data):
    return bytes(len(data))


def _truncated(name, data):
    if name == store.JOURNAL:
        return data[: _records(data)[-1] + 5]  # mid-way through the last record: what a cut leaves
    return data[: (HEAD + len(data)) // 2]


def _garbage(name, data):
    return data + b"\x5a\xa5garbage\x00\xff" * 3


DAMAGE = {
    "header bit": _header_bit,
    "record bit": _record_bit,
    "payload bit": _payload_bit,
    "zeroed": _zeroed,
    "truncated": _truncated,
    "garbage appended": _garbage,
    "missing": None,
    "another game's": "other",
    "refused actions": "refused",
}


class Played:
    """A game played on a device until it keeps a previous checkpoint and its journal holds records."""

    def __init__(self, game_id, root):
        self.game_id = game_id
        self.root = root
        row = catalog.find(game_id)
        presses, _ = autoplay.random_game(game_id, row[2], 5, 9, max_actions=200)
        app = App(VirtualBoard(str(root), 5))
        self.states = [app.state_text()]
        for k, p in enumerate(presses):
            name, _, mod = p.partition(":")
            app.press(name, mod == "long")
            app.step()
            self.states.append(app.state_text())
            log = root / store.JOURNAL
            if k > 8 and (root / "game/game.ckp.old").exists() and log.exists():
                data = log.read_bytes()
                if (
                    len(_records(data)) >= 3
                    and len(data) == _records(data)[-1] + 7 + data[_records(data)[-1] + 2]
                ):
                    break
        assert (root / "game/game.ckp.old").exists() and len(
            _records((root / store.JOURNAL).read_bytes())
        ) >= 3
        self.acknowledged = self.states[-1]
        # the game's files as game/NAME, in the game's directory
        self.files = {str(p.relative_to(root)): p.read_bytes() for p in root.rglob("*") if p.is_file()}


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    cache = {}

    def get(game_id):
        if game_id not in cache:
            cache[game_id] = Played(game_id, tmp_path_factory.mktemp(game_id))
        return cache[game_id]

    return get


def _damaged(played, game_id, name, kind, target):
    """Copy the game's flash to ``target`` with ``name`` damaged by ``kind``; the bytes now there or None."""
    p = played(game_id)
    (target / "game").mkdir(exist_ok=True)
    for fname, data in p.files.items():
        (target / fname).write_bytes(data)
    how = DAMAGE[kind]
    path = target / name
    if how is None:
        path.unlink()
        return None
    if how == "other":
        data = other(played, game_id).files[name]
    elif how == "refused":
        data = _refused(p, name)
    else:
        data = how(name, p.files[name])
    path.write_bytes(data)
    return data


def other(played, game_id):
    return played(GAMES[(GAMES.index(game_id) + 1) % len(GAMES)])


def _refused(p, name):
    """The file with a valid CRC whose content the device must refuse."""
    old = p.files[name]
    seq = int.from_bytes(old[4:8], "big")
    if name == store.JOURNAL:
        return old + store.encode_record(seq, ["bogus", 99])
    doc = json.loads(old[HEAD:])
    if name == store.CHECKPOINT:
        doc["undoable"] = doc["undoable"] + [["bogus", 99]]
        magic = store.CHECKPOINT_MAGIC
    else:
        doc["settings"]["brightness"] = 9
        magic = store.SETTINGS_MAGIC
    tmp = p.root.parent / ("refused-" + p.game_id)
    (tmp / "game").mkdir(parents=True, exist_ok=True)
    store._write_doc(str(tmp), name, magic, seq, lambda out: jsonc.dump(doc, out.write))
    return (tmp / (name + ".new")).read_bytes()


_POWER_UP = """
from companion.boards.virtual import VirtualBoard
from companion.ui.app import App
app = App(VirtualBoard(%r, 99))
top = app.screens[-1]
sys.stdout.write(app.state_text() + "\\n")
sys.stdout.write(repr(getattr(top, "title", None)) + " " + repr(getattr(top, "lines", None)) + "\\n")
"""


def _power_up(root, rt):
    """(state line, the screen on top's title, its lines) after a power-up on ``root``."""
    if rt == "cpython":
        app = App(VirtualBoard(str(root), 99))
        top = app.screens[-1]
        return app.state_text(), getattr(top, "title", None), getattr(top, "lines", None)
    res = runtime.run_micropython(_POWER_UP % str(root))
    assert res.returncode == 0, res.stderr[-2000:]
    state, screen = res.stdout.splitlines()
    title, _, lines = screen.partition(" ")
    return state, eval(title), eval(lines)  # noqa: S307 (our own repr)


def _game_of(line):
    """What a state line says of the game and the settings (a fall-back may keep more actions undoable)."""
    doc = json.loads(line)
    game = doc["game"]
    if game is not None:
        game = [game["id"], game["played"], game["rng"], game["state"]]
    return [game, doc["settings"]]


def _check(played, game_id, name, kind, root, rt):
    p = played(game_id)
    data = _damaged(played, game_id, name, kind, root)
    shown = device.state_text(str(root), rt)  # read only: then the device powers up on the same files
    state, title, lines = _power_up(root, rt)
    assert shown == state, "state shows what the device's power-up shows"
    told = title == "Recovered"
    seen = [_game_of(s) for s in p.states]
    if told and kind == "another game's":  # the other game's settings are not this device's
        seen = [g for g, _ in seen] + [_game_of(s)[0] for s in other(played, game_id).states]
        assert _game_of(state)[0] in seen, "never a state a device did not acknowledge"
    else:
        assert _game_of(state) in seen, "never a state the device did not acknowledge"
    if _game_of(state) != _game_of(p.acknowledged):
        torn = name == store.JOURNAL and kind == "truncated" and _game_of(state) == seen[-2]
        assert told or torn, "a silent roll-back"
    if told and data is not None:
        kept = sorted(f.name for f in root.rglob("*.bad"))
        assert kept, "the damaged file is kept"
    if name == store.CHECKPOINT:
        assert json.loads(state)["game"] is not None, "the checkpoint before brings the game back"
    if told and _game_of(state) != _game_of(p.acknowledged):
        assert any(line.endswith(("presses lost", "appuis perdus", "tasti persi")) for line in lines), lines
    # the device goes on from there and saves cleanly: a power-up after the next presses brings them back
    app = App(VirtualBoard(str(root), 99))
    for name in ("ok", "ok", "roll"):
        app.press(name)
        app.step()
    again = _power_up(root, "cpython")
    assert again[0] == app.state_text() and again[1] != "Recovered"
    return state, told


# settings from another device are settings all the same (nothing in them names a game's files)
CASES = [
    (g, f, k) for g in GAMES for f in FILES for k in DAMAGE if (f, k) != (store.SETTINGS, "another game's")
]


@pytest.mark.parametrize("game_id,name,kind", CASES)
def test_damage_under_cpython(played, tmp_path, game_id, name, kind):
    _check(played, game_id, name, kind, tmp_path, "cpython")


# MicroPython: a sample that still meets every game, every file and every kind of damage (a process each)
MP_CASES = [CASES[i] for i in range(0, len(CASES), 8)]


@pytest.mark.parametrize("game_id,name,kind", MP_CASES)
def test_damage_under_micropython_is_as_under_cpython(played, tmp_path, game_id, name, kind):
    mp = (
        _check(played, game_id, name, kind, tmp_path / "mp", "micropython")
        if (tmp_path / "mp").mkdir() is None
        else None
    )
    cp = (
        _check(played, game_id, name, kind, tmp_path / "cp", "cpython")
        if (tmp_path / "cp").mkdir() is None
        else None
    )
    assert mp == cp


def test_the_micropython_sample_meets_every_game_file_and_damage():
    assert {c[0] for c in MP_CASES} == set(GAMES)
    assert {c[1] for c in MP_CASES} == set(FILES)
    assert {c[2] for c in MP_CASES} == set(DAMAGE)


def test_a_flipped_journal_header_bit_loses_no_record(played, tmp_path):
    p = played("emerald")
    _damaged(played, "emerald", store.JOURNAL, "header bit", tmp_path)
    state, title, _ = _power_up(tmp_path, "cpython")
    assert _game_of(state) == _game_of(p.acknowledged) and title == "Recovered"
    assert (tmp_path / "game/game.log.bad").exists()


@pytest.mark.parametrize("game_id", ["dragons_gold", "samarkand"])
def test_a_checkpoint_with_an_action_its_engine_does_not_know_is_refused(played, tmp_path, game_id):
    _damaged(played, game_id, store.CHECKPOINT, "refused actions", tmp_path)
    state, title, lines = _power_up(tmp_path, "cpython")
    assert title == "Recovered" and any("game.ckp" in line for line in lines)
    # the checkpoint before and its journal bring the game back to where the damaged one began: the presses
    # its journal holds are lost, and counted
    p = played(game_id)
    assert _game_of(state) in [_game_of(s) for s in p.states]
    lost = len(_records(p.files[store.JOURNAL]))
    assert json.loads(p.acknowledged)["game"]["played"] - json.loads(state)["game"]["played"] == lost
    assert "%d presses lost" % lost in lines
    assert (tmp_path / "game/game.ckp.bad").exists()
