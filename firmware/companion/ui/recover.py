# Power-up: read what the flash holds, finish a write a power cut interrupted, set damaged files aside, and
# check everything against the game's engine. Loaded only at power-up (and by the `state` command).

import json
import os

from companion import catalog
from companion.core import jsonc
from companion.core.session import FORMAT as GAME_FORMAT
from companion.core.session import JOURNAL_MAX, UNDO, Session, replay
from companion.ui import lang
from companion.ui.app import DEFAULT_SETTINGS, FORMAT, error_line
from companion.ui.store import (
    BAD_SUFFIX,
    CHECKPOINT,
    CHECKPOINT_MAGIC,
    HEADER_SIZE,
    JOURNAL,
    NEW_SUFFIX,
    SETTINGS,
    SETTINGS_MAGIC,
    checksum,
    full,
    join,
    journal_header,
    remove,
    save_checkpoint,
)

try:
    from micropython import const
except ImportError:

    def const(x):
        return x


_MAX_FILE = const(32768)  # no valid file is this large: a bigger one is damage, never read into RAM
_MAX_RECORD = const(1024)  # store's: a longer record is damage, never a record a power cut tore
# errno of opening a directory: littlefs's and Linux's (the WebAssembly port's files are all files); any
# other error opening a file is its absence (the port's numbers for that differ)
_EISDIR = const(21)
_UNKNOWN = const(-1)  # presses lost, when how many cannot be told


def _set_aside(root, name):
    """Keep a damaged file as NAME.bad, so the next write is clean and nothing is lost (one per name: the
    older damage goes, so that kept files never fill the flash); a file too large to be the device's goes;
    a directory in the place of a file is renamed aside the same way."""
    path = join(root, name)
    try:
        with open(path, "rb") as f:
            size = f.seek(0, 2)
    except OSError as e:
        if e.args[:1] != (_EISDIR,):
            return  # not there
        size = 0  # a directory (littlefs, CPython refuse to open it): renamed aside below
    if size > _MAX_FILE:
        try:
            os.remove(path)
            return
        except OSError:  # not a file (a directory, as the unix port opens it): renamed aside below
            pass
    bad = path + BAD_SUFFIX
    for _ in (0, 1):
        try:
            os.rename(path, bad)
            return
        except OSError:
            remove(bad)  # an older one in the way (a file where a directory is to go)
    remove(path)


def _remove_name(root, name):
    remove(join(root, name))


def set_aside_game(root):
    for name in (CHECKPOINT, JOURNAL, "game.ckp.old", "game.log.old"):
        _set_aside(root, name)


def _read(path):
    """The file's bytes, or None when there is none; a file too large to be ours raises ValueError.

    Opened without a stat first: on littlefs each lookup by name walks the directory's whole log.
    """
    try:
        f = open(path, "rb")
    except OSError as e:
        if e.args[:1] != (_EISDIR,):
            return None
        raise ValueError("not a regular file")  # a directory in its place
    with f:
        size = f.seek(0, 2)
        if size > _MAX_FILE:
            raise ValueError("%d bytes, too large" % size)
        f.seek(0)
        return f.read()


def _u32(data, at):
    return int.from_bytes(data[at : at + 4], "big")


def _decode(data, magic):
    """:return: (seq, payload memoryview); raises ValueError naming what is wrong"""
    if len(data) < HEADER_SIZE or data[:4] != magic:
        raise ValueError("not a %s file" % magic.decode())
    size = _u32(data, 8)
    if len(data) - HEADER_SIZE != size:
        raise ValueError("truncated")
    view = memoryview(data)
    payload = view[HEADER_SIZE:]
    if checksum(view[8:12], checksum(payload, checksum(view[4:8]))) != _u32(data, 12):
        raise ValueError("checksum mismatch")
    return _u32(data, 4), payload


def _load_doc(root, name, magic, repair):
    """Recover NAME: promote a complete NAME.new left by a power cut, drop an incomplete one (the settings;
    the checkpoint's pair is load_checkpoint's).

    :param repair: do so on the flash (the device at power-up); False only reads (the `state` command)

    :return: (seq, payload or None, problem or None)
    """
    path = join(root, name)
    new = join(root, name + NEW_SUFFIX)
    try:
        data = _read(new) if name == SETTINGS else None
        got = None if data is None else _decode(data, magic)
    except ValueError:  # a NAME.new cut short: the write it belonged to never finished, nothing was lost
        data = b""
        got = None
    if got is not None:
        if repair:
            os.rename(new, path)  # finish the interrupted write before anything else is written
        return got[0], got[1], None
    if repair and data is not None:
        remove(new)
    try:
        data = _read(path)
        if data is None:
            return 0, None, None
        seq, payload = _decode(data, magic)
        return seq, payload, None
    except ValueError as e:
        if repair:
            _set_aside(root, name)
        return 0, None, "%s: %s" % (name, e.args[0])


def _load_json(root, name, magic, repair):
    """:return: (seq, the file's parsed JSON or None, problem or None)"""
    seq, payload, problem = _load_doc(root, name, magic, repair)
    if payload is None:
        return seq, None, problem
    try:
        return seq, json.loads(bytes(payload)), None
    except ValueError:
        if repair:
            _set_aside(root, name)
        return 0, None, "%s: not JSON" % name


def load_settings(root, repair=False):
    """:return: (seq, parsed settings document or None, problem or None)"""
    return _load_json(root, SETTINGS, SETTINGS_MAGIC, repair)


def set_aside_settings(root):
    _set_aside(root, SETTINGS)


def load_checkpoint(root, repair=False):
    """A complete game.ckp.new is newer than game.ckp: a checkpoint a power cut stopped before its renames,
    which ``repair`` finishes (an incomplete one is removed: its write never finished, nothing was lost in
    it; one a full flash leaves no room to finish too: the files in place hold every press stored).

    :return: (seq, parsed checkpoint or None, problem or None)
    """
    new = join(root, CHECKPOINT + NEW_SUFFIX)
    try:
        data = _read(new)
        if data is not None:
            seq, payload = _decode(data, CHECKPOINT_MAGIC)
            doc = json.loads(bytes(payload))
            if repair:
                save_checkpoint(root, seq, None, doc["id"])
            return seq, doc, None
    except (ValueError, KeyError, TypeError, OSError) as e:
        if isinstance(e, OSError) and not full(e):
            raise
        if repair:
            remove(new)
    return _load_json(root, CHECKPOINT, CHECKPOINT_MAGIC, repair)


def _walk(data, at, end):
    """How many records lie from ``at`` to the end, walking their lengths; _UNKNOWN when that is no walk
    through records (garbage, zeros)."""
    n = 0
    while at < end:
        if at + 7 > end or data[at] not in (65, 68, 84, 85):
            return _UNKNOWN
        at += 7 + int.from_bytes(data[at + 1 : at + 3], "big")
        n += 1
    return n if at == end else _UNKNOWN


def _record_at(data, at, end, seq):
    """The end of the complete, checked record at ``at``, or 0."""
    size = int.from_bytes(data[at + 1 : at + 3], "big")
    stop = at + 3 + size
    if data[at] not in (65, 68, 84, 85) or size > _MAX_RECORD or stop + 4 > end:
        return 0
    return stop if checksum(data[at:stop], seq & 0xFFFFFFFF) == _u32(data, stop) else 0


def read_journal(root, seq, game_id, name=JOURNAL):
    """The records stored after checkpoint ``seq``.

    :return: (items, clean, problem or None, presses lost): clean is False when the file must be started
        again before the next append (None: there is no file); a problem is damage (the file is to be kept
        aside), and the presses it lost are counted (_UNKNOWN when they cannot be); a record a power cut
        tore is no problem
    """
    try:
        data = _read(join(root, name))
    except ValueError as e:
        return [], False, "%s: %s" % (name, e.args[0]), _UNKNOWN
    if data is None:
        return [], None, "%s: missing" % name, _UNKNOWN
    head = journal_header(seq, game_id)
    view = memoryview(data)
    end = len(data)
    at = len(head)
    problem = None
    if data[:at] != head:
        # another checkpoint's or game's journal (its own header checks): none of its records are this one's
        size = data[8] if len(data) > 8 else 0
        if (
            len(data) >= 13 + size
            and data[:4] == head[:4]
            and checksum(view[4 : 9 + size]) == _u32(data, 9 + size)
        ):
            return [], False, "%s: another game's or checkpoint's" % name, _UNKNOWN
        problem = "%s: damaged header" % name
        if end < at:
            return [], False, problem, _UNKNOWN
        if end > at and not _record_at(view, at, end, seq):
            return [], False, problem, _UNKNOWN  # no record of this checkpoint's where the first should be
    items = []
    lost = 0
    while at < end:
        stop = _record_at(view, at, end, seq)
        if not stop:
            # the last write cut short by a power cut is no damage: the beginning of a record (one no longer
            # than any record) with no complete record after it
            torn = at + 3 > end or (
                view[at] in (65, 68, 84, 85) and int.from_bytes(view[at + 1 : at + 3], "big") <= _MAX_RECORD
            )
            for k in range(at + 1, end - 6):
                if torn and _record_at(view, k, end, seq):
                    torn = False
            if not torn:
                problem = "%s: damaged record" % name
                lost = _walk(view, at, end)
            break
        kind = view[at]
        if kind == 85:  # "U"
            items.append(UNDO)
        else:  # "A" an action, "D" a die roll, "T" a game's clock
            try:
                item = json.loads(bytes(view[at + 3 : stop]))
            except ValueError:
                item = None
            if kind == 84 and type(item) is not int:
                item = None
            elif kind != 84 and type(item) is int:
                item = None
            elif kind == 68:
                if not isinstance(item, list) or len(item) != 2 or type(item[0]) is not int:
                    item = None
                else:
                    item = (item[0], item[1])
            if item is None:
                problem = "%s: damaged record" % name
                lost = _walk(view, at, end)
                break
            items.append(item)
        at = stop + 4
    return items, at == end and problem is None, problem, lost


def _same_shape(value, template, path):
    """Raise ValueError unless ``value`` has the keys and types of ``template`` (None there: anything)."""
    if template is None:
        return
    if isinstance(template, dict):
        if not isinstance(value, dict) or sorted(value) != sorted(template):
            raise ValueError("state%s: not this game's" % path)
        for key in template:
            _same_shape(value[key], template[key], path + "." + key)
    elif type(value) is not type(template):
        raise ValueError("state%s: %s expected" % (path, type(template).__name__))


def from_checkpoint(doc, records):
    """Restore a Session from a checkpoint document and the journal records stored after it.

    Everything is checked against the engine: a file from another game or format, or a state the engine
    would not have made, is refused. The checkpoint's undoable actions are replayed as the device accepted
    them, with its base (whose CRC and shape are checked); the journal's records are looked up in the
    engine's legal actions.

    :param doc: the parsed checkpoint
    :param records: the journal's records in order: actions, UNDO, or die rolls (generator, outcome)
    :return: (session, problem or None, records not replayed): a record the engine refuses ends the replay,
        and is the problem
    :raises ValueError, KeyError, TypeError, ImportError: on a checkpoint this firmware cannot use
    """
    if doc.get("format") != GAME_FORMAT:
        raise ValueError("format %s not supported" % doc.get("format"))
    game_id = doc["id"]
    row = catalog.find(game_id) if isinstance(game_id, str) else None
    if row is None:
        raise ValueError("unknown game %r" % (game_id,))
    players, options = doc["players"], doc["options"]
    if type(players) is not int or not row[2] <= players <= row[3] or not isinstance(options, dict):
        raise ValueError("players or options out of range")
    s = Session(game_id, players, options, doc["seed"])
    base, undoable, rng_state, played = doc["base"], doc["undoable"], doc["rng"], doc["played"]
    if type(rng_state) is not int or type(played) is not int or played < 0 or not isinstance(undoable, list):
        raise ValueError("bad checkpoint fields")
    _same_shape(base, s.state, "")
    s.rng = rng_state
    s.base_played = played
    s.base_fixed = doc["fixed"] is True
    s.base_stored = True
    if UNDO in records:  # replayed from the base, which the app reads from the flash only once attached
        s.base_text = jsonc.compact(base)
    # not looked up in the legal actions again: 1.6 M instructions for Roma's 12 (a malformed one raises)
    s.state = replay(s.engine, base, undoable, True)
    s.undoable = undoable
    s.checkpoint_due = False
    problem = None
    done = 0
    for item in records:
        if type(item) is int:  # a game's clock (its sand timer's time left): not played, kept for its screens
            s.clock = item
            done += 1
            continue
        if item == UNDO:
            if not s.undoable:
                problem = "journal: undo past the checkpoint"
                break
            s.undoable.pop()
            s.state = replay(s.engine, s.base_state(), s.undoable, True)  # checked as they were read
        else:
            roll = isinstance(item, tuple)  # a die roll: (the generator after it, its outcome)
            if not roll:
                s.keep_base()
            why = s.engine.apply(s.state, item[1] if roll else item)
            if why is not None:
                problem = "journal: %r refused: %s" % (item, why)
                break
            if roll:
                s.rng = item[0]
                s.rolled()
            else:
                s.undoable.append(item)
        s.journal += 1
        done += 1
    if problem is not None or s.journal >= JOURNAL_MAX:
        s.checkpoint_due = True  # what was read is stored again cleanly before the next press
    return s, problem, len(records) - done


def check_settings(doc):
    """A parsed settings document -> the settings; raises ValueError on anything unusable."""
    if not isinstance(doc, dict) or doc.get("format") != FORMAT or not isinstance(doc.get("settings"), dict):
        raise ValueError("format %s not supported" % (doc.get("format") if isinstance(doc, dict) else "?"))
    saved = doc["settings"]
    settings = dict(DEFAULT_SETTINGS)
    for key in ("brightness", "sound", "lang", "kept"):
        if key in saved:
            settings[key] = saved[key]
    b = settings["brightness"]
    if type(b) is not int or not 1 <= b <= 5 or type(settings["sound"]) is not bool:
        raise ValueError("bad settings")
    if settings["lang"] not in lang.LANGS:
        raise ValueError("bad language")
    if not isinstance(settings.get("kept", {}), dict):
        raise ValueError("bad kept settings")
    return settings


def _count(root, name):
    """Records in the journal ``name`` whatever its checkpoint (presses a fall-back loses), or _UNKNOWN."""
    try:
        data = _read(join(root, name))
    except ValueError:
        return _UNKNOWN
    if data is None or len(data) < 9 or len(data) < 13 + data[8]:
        return _UNKNOWN
    return _walk(memoryview(data), 13 + data[8], len(data))


def load_doc(root, repair=False):
    """What the device finds on its flash at power-up: the settings, and the game: the checkpoint and its
    journal, or, when that checkpoint is damaged, the one before and its journal (the presses since are
    lost, and counted).

    :param repair: finish interrupted writes and set damaged files aside (the device does; `state` only reads)
    :return: (settings, settings seq, session or None, game seq, problems, journal clean, presses lost: 0, a
        count or -1 when not known)
    :raises MemoryError: the caller decides (a device too short of heap is not a damaged file)
    """
    problems = []
    sseq, sdoc, problem = load_settings(root, repair)
    settings = dict(DEFAULT_SETTINGS)
    if problem is not None:
        problems.append(problem)
    if sdoc is not None:
        try:
            settings = check_settings(sdoc)
        except ValueError as e:
            problems.append("%s: %s" % (SETTINGS, e.args[0]))
            if repair:
                set_aside_settings(root)
    seq, doc, problem = load_checkpoint(root, repair)
    lost = 0
    for log in (JOURNAL, "game.log.old"):
        if log != JOURNAL:  # game.ckp is damaged or missing: the checkpoint before, and its journal
            seq, doc, trouble = _load_json(root, "game.ckp.old", CHECKPOINT_MAGIC, repair)
            if problem is None:
                if doc is None and trouble is None:
                    # no game; a journal alone is an ended game's (the checkpoint goes first)
                    if repair:
                        _remove_name(root, JOURNAL)
                    return settings, sseq, None, 0, problems, True, 0
                problem = "%s: missing" % CHECKPOINT
            problems.append(problem)
            lost = _count(root, JOURNAL)  # the presses after the damaged checkpoint: its journal's
            if repair:
                _set_aside(root, JOURNAL)
            if trouble is not None:
                problems.append(trouble)
            if doc is None:
                break
            base = jsonc.compact(
                doc["base"]
            )  # game.ckp is not where the base is: RAM keeps it (replay mutates)
        elif doc is None:
            continue
        try:
            records, clean, trouble, more = read_journal(root, seq, doc["id"], log)
            if clean is None and log == JOURNAL:
                # game.log missing beside its checkpoint: a cut between the rotation's last two renames
                # leaves its complete game.log.new (renamed now); anything else is damage
                new = join(root, JOURNAL + NEW_SUFFIX)
                try:
                    if _read(new) == journal_header(seq, doc["id"]):
                        records, clean, trouble, more = [], True, None, 0
                        if repair:
                            os.rename(new, join(root, JOURNAL))
                except ValueError:
                    pass
            session, refused, left = from_checkpoint(doc, records)
            if refused is not None:
                trouble = refused
                more = left if more == 0 else _UNKNOWN if more == _UNKNOWN else left + more
            if trouble is not None:
                problems.append(trouble)
                clean = False
                if repair and log == JOURNAL:
                    _set_aside(root, JOURNAL)
            if log != JOURNAL:
                session.checkpoint_due = True  # stored again at once: the current pair is the damaged one
                clean = False
                if session.base_stored:  # its base is still game.ckp.old's (no die roll in its journal)
                    session.base_text = base
                    session.base_stored = False
            lost = lost + more if lost != _UNKNOWN and more != _UNKNOWN else _UNKNOWN
            return settings, sseq, session, seq, problems, clean, lost
        except MemoryError:
            raise
        except Exception as e:  # any checkpoint this firmware cannot use: the one before, else the menu
            if log == JOURNAL:
                problem = "%s: unusable: %s" % (CHECKPOINT, error_line(e))
                if repair:
                    _set_aside(root, CHECKPOINT)
            else:
                problems.append("game.ckp.old: unusable: %s" % error_line(e))
    if repair:
        set_aside_game(root)
    return settings, sseq, None, 0, problems, True, _UNKNOWN
