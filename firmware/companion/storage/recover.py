# Power-up: read what the flash holds, finish a write a power cut interrupted, and check everything against
# the game's engine; what is not as the device left it goes to companion.storage.damage. Loaded only at
# power-up (and by the `state` command).

import json
import os
import sys

from companion import catalog
from companion.core import jsonc
from companion.core.session import FORMAT as GAME_FORMAT
from companion.core.session import JOURNAL_MAX, UNDO, Session, replay
from companion.storage.store import (
    CHECKPOINT,
    CHECKPOINT_MAGIC,
    DEFAULT_SETTINGS,
    FORMAT,
    HEADER_SIZE,
    JOURNAL,
    NEW_SUFFIX,
    SETTINGS,
    SETTINGS_MAGIC,
    checksum,
    join,
    journal_header,
    remove,
)
from micropython import const

_TYPED = const(0)

_MAX_FILE = const(32768)  # no valid file is this large: a bigger one is damage, never read into RAM
# errno of opening a directory: littlefs's and Linux's (the WebAssembly port's files are all files); any
# other error opening a file is its absence (the port's numbers for that differ)
_EISDIR = const(21)


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
        return f.read(size)  # in one piece (a read to the end grows its buffer 256 bytes at a time)


def _probe(path):
    """_read, for a file that is there only after a power cut (a write's .new): looked up first, so that
    its absence costs no file object (littlefs's is over a KB of heap, with its cache)."""
    try:
        os.stat(path)
    except OSError:
        return None
    return _read(path)


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


def _load_json(root, name, magic):
    """:return: (seq, the parsed JSON of NAME or None when there is none); raises ValueError when damaged"""
    data = _read(join(root, name))
    if data is None:
        return 0, None
    seq, payload = _decode(data, magic)
    return seq, json.loads(bytes(payload))


def load_settings(root):
    """:return: (seq, parsed settings document or None); raises ValueError when damaged"""
    return _load_json(root, SETTINGS, SETTINGS_MAGIC)


def _same_shape(value, template, key=None):
    """Raise ValueError unless ``value`` has the keys and types of ``template`` (None there: anything).

    :param key: ``value``'s key in the dict holding it, named in the error (a path is worded only then: a
        string made for each key would cost a Pico's power-up a lookup among the interned names each)
    """
    if template is None:
        return
    try:
        if isinstance(template, dict):
            if not isinstance(value, dict) or sorted(value) != sorted(template):
                raise ValueError(": not this game's")
            for k in template:
                _same_shape(value[k], template[k], k)
        elif type(value) is not type(template):
            raise ValueError(": %s expected" % type(template).__name__)
    except ValueError as e:
        raise ValueError(("state" if key is None else "." + key) + e.args[0])


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
    _same_shape(base, s.state)
    s.rng = rng_state
    s.base_played = played
    s.base_fixed = doc["fixed"] is True
    on = doc.get("on")  # the game's time on, ms (a checkpoint of a firmware that did not count it: none)
    s.on = [on, None] if type(on) is int and on >= 0 else None
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
    for key in ("brightness", "sound", "lang", "kept", "names"):
        if key in saved:
            settings[key] = saved[key]
    b = settings["brightness"]
    if type(b) is not int or not 1 <= b <= 5 or type(settings["sound"]) is not bool:
        raise ValueError("bad settings")
    if settings["lang"] not in catalog.LANGS:
        raise ValueError("bad language")
    if not isinstance(settings.get("kept", {}), dict):
        raise ValueError("bad kept settings")
    return settings


def report(sdoc):
    """(problems, presses lost) a power-up found and kept in the settings document until the player was told
    (App.report), or ([], 0); a report of another shape is no damage, only nothing to say."""
    r = sdoc.get("report") if isinstance(sdoc, dict) else None
    if isinstance(r, list) and len(r) == 2 and isinstance(r[0], list) and type(r[1]) is int:
        if all(isinstance(p, str) for p in r[0]):
            return list(r[0]), r[1]
    return [], 0


def _journal(root, seq, game_id):
    """The records stored after checkpoint ``seq`` when game.log is as the device wrote it, else None."""
    data = _read(join(root, JOURNAL))
    head = journal_header(seq, game_id)
    if data is None or data[: len(head)] != head:
        return None
    view = memoryview(data)
    items = []
    at = len(head)
    end = len(data)
    while at < end:
        stop = at + 3 + int.from_bytes(view[at + 1 : at + 3], "big")
        if stop + 4 > end or checksum(view[at:stop], seq & 0xFFFFFFFF) != _u32(view, stop):
            return None
        kind = view[at]
        if kind == 85:  # "U" an undo
            items.append(UNDO)
        else:  # "A" an action, "D" a die roll: [generator after it, outcome], "T" a game's clock: an int
            item = json.loads(bytes(view[at + 3 : stop]))
            if kind == 68 and isinstance(item, list) and len(item) == 2 and type(item[0]) is int:
                item = (item[0], item[1])
            elif (kind == 84) != (type(item) is int) or kind not in (65, 84):
                return None
            items.append(item)
        at = stop + 4
    return items


class Found:
    """What load_doc found on the flash: ``settings``, ``settings_seq``, ``session`` (or None), ``game_seq``,
    ``problems`` (each a line for the player), ``clean`` (the journal read back as written), ``lost``
    (presses lost: 0, a count, or -1 when not known). Its attributes are App's names, interned already;
    it has no method, so that an instance keeps no module's code alive (a function keeps its module's)."""

    if _TYPED:  # mypy reads this; MicroPython's compiler drops it
        settings: dict
        settings_seq: int
        session: Session | None
        game_seq: int
        problems: list
        clean: bool
        lost: int


def found(settings, settings_seq, session, game_seq, problems, clean=True, lost=0):
    f = Found()
    f.settings = settings
    f.settings_seq = settings_seq
    f.session = session
    f.game_seq = game_seq
    f.problems = problems
    f.clean = clean
    f.lost = lost
    return f


def load_doc(root, repair=False, drop=None):
    """What the device finds on its flash at power-up, when it is as the device left it. Anything else
    (damage, a write a power cut interrupted, a record it tore) is companion.storage.damage's, loaded then
    only.

    :param repair: finish interrupted writes and set damaged files aside (the device does; `state` only reads)
    :param drop: MicroPython's companion.memory.forget (None under CPython): this module and the damage module
        are dropped with it once this returns (their code is needed again only at the next power-up; the
        caller keeps no reference to them past the call). Handed over, not imported: every name a module
        refers to is looked up among all the interned names each time it is loaded, at every power-up
    :return: a Found
    :raises MemoryError: the caller decides (a device too short of heap is not a damaged file)
    """
    try:
        try:
            # a write a power cut interrupted (a .new left) is finished by the damage module
            new = _probe(join(root, SETTINGS + NEW_SUFFIX)) or _probe(join(root, CHECKPOINT + NEW_SUFFIX))
            if new is None:
                sseq, sdoc = load_settings(root)
                settings = dict(DEFAULT_SETTINGS) if sdoc is None else check_settings(sdoc)
                seq, doc = _load_json(root, CHECKPOINT, CHECKPOINT_MAGIC)
                if sdoc is None and doc is not None:
                    raise ValueError  # settings gone beside a game: lost, and the damage module says it
                if doc is None:
                    if _read(join(root, "game/game.ckp.old")) is None:
                        for name in os.listdir(root):  # (listed only when game/ holds no game: a menu's heap)
                            if name[:5] == CHECKPOINT[5:10]:
                                raise ValueError  # a firmware before's game at the root: damage moves it
                        if repair:  # a journal alone is an ended game's (its checkpoint goes first)
                            remove(join(root, JOURNAL))
                        told, lost = report(sdoc)
                        return found(settings, sseq, None, 0, told, True, lost)
                else:
                    records = _journal(root, seq, doc["id"])
                    if records is not None:
                        session, refused, _ = from_checkpoint(doc, records)
                        if refused is None:
                            told, lost = report(sdoc)  # what an earlier power-up found and could not say
                            return found(settings, sseq, session, seq, told, True, lost)
        except MemoryError:
            raise
        except Exception:  # whatever it is, the damage module says it
            pass
        # what was read is read again there: not kept beside it (a refused record's whole game in the heap
        # twice set the game aside at 96k)
        new = sdoc = settings = doc = records = session = None
        from companion.storage import damage

        return damage.load_doc(root, repair, sys.modules[__name__])
    finally:
        if drop is not None:
            drop(__name__)
            drop("companion.storage.damage")
