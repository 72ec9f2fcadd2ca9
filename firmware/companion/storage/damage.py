# Power-up when the flash is not as the device left it: damage (kept aside as NAME.bad, said, the presses it
# lost counted), a record a power cut tore, the checkpoint before when the last is unusable. Loaded then only
# (recover.load_doc hands over): its code is not in the heap of an ordinary power-up.

import json
import os

from companion.core import jsonc
from companion.core.session import UNDO
from companion.storage.store import (
    BAD_SUFFIX,
    CHECKPOINT,
    CHECKPOINT_MAGIC,
    DEFAULT_SETTINGS,
    JOURNAL,
    NEW_SUFFIX,
    SETTINGS,
    SETTINGS_MAGIC,
    checksum,
    error_line,
    full,
    join,
    journal_header,
    remove,
    save_checkpoint,
)
from micropython import const

_MAX_FILE = const(32768)  # recover's: no valid file is this large
_MAX_RECORD = const(1024)  # store's: a longer record is damage, never a record a power cut tore
# errno of opening a directory: littlefs's and Linux's (the WebAssembly port's files are all files)
_EISDIR = const(21)
_UNKNOWN = const(-1)  # presses lost, when how many cannot be told


def _load_doc(root, name, magic, repair):
    """Recover NAME: promote a complete NAME.new left by a power cut, drop an incomplete one (the settings;
    the checkpoint's pair is load_checkpoint's).

    :param repair: do so on the flash (the device at power-up); False only reads (the `state` command)

    :return: (seq, payload or None, problem or None)
    """
    path = join(root, name)
    new = join(root, name + NEW_SUFFIX)
    try:
        data = recover._read(new) if name == SETTINGS else None
        got = None if data is None else recover._decode(data, magic)
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
        data = recover._read(path)
        if data is None:
            return 0, None, None
        seq, payload = recover._decode(data, magic)
        return seq, payload, None
    except ValueError as e:
        return 0, None, "%s: %s" % (name, e.args[0])


def _load_json(root, name, magic, repair):
    """:return: (seq, the file's parsed JSON or None, problem or None)"""
    seq, payload, problem = _load_doc(root, name, magic, repair)
    if payload is None:
        return seq, None, problem
    try:
        return seq, json.loads(bytes(payload)), None
    except ValueError:
        return 0, None, "%s: not JSON" % name


def load_settings(root, repair=False):
    """:return: (seq, parsed settings document or None, problem or None)"""
    return _load_json(root, SETTINGS, SETTINGS_MAGIC, repair)


def load_checkpoint(root, repair=False):
    """A complete game.ckp.new is newer than game.ckp: a checkpoint a power cut stopped before its renames,
    which ``repair`` finishes (an incomplete one is removed: its write never finished, nothing was lost in
    it; one a full flash leaves no room to finish too: the files in place hold every press stored).

    :return: (seq, parsed checkpoint or None, problem or None, whether it is game.ckp.new's: its journal is
        then empty, and game.ckp and game.log are the pair before it, renamed or not)
    """
    new = join(root, CHECKPOINT + NEW_SUFFIX)
    try:
        data = recover._read(new)
        if data is not None:
            seq, payload = recover._decode(data, CHECKPOINT_MAGIC)
            doc = json.loads(bytes(payload))
            if repair:
                save_checkpoint(root, seq, None, doc["id"])
            return seq, doc, None, True
    except (ValueError, KeyError, TypeError, OSError) as e:
        if isinstance(e, OSError) and not full(e):
            raise
        if repair:
            remove(new)
    return _load_json(root, CHECKPOINT, CHECKPOINT_MAGIC, repair) + (False,)


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


def _there(root, name):
    """Whether NAME is on the flash (opened, not read: no room taken in the heap)."""
    try:
        open(join(root, name), "rb").close()
        return True
    except OSError:
        return False


def _remove_name(root, name):
    remove(join(root, name))


def set_aside_game(root):
    for name in (CHECKPOINT, JOURNAL, "game/game.ckp.old", "game/game.log.old"):
        _set_aside(root, name)


# the game's files where a firmware before this one kept them, at the root, in the order they are copied
# into game/ (the checkpoint last: a game.ckp there is a complete copy, which the ordinary power-up reads)
LEGACY = ("game.log.old", "game.log", "game.log.new", "game.ckp.old", "game.ckp.new", "game.ckp")


def _bytes(root, name):
    try:
        return recover._read(join(root, name))
    except ValueError:  # no file of the device's (a directory, too large): not copied
        return None


def _move(root):
    """Move the game's files a firmware before this one kept at the root into game/: copied (littlefs's
    rename across directories is not safe from a power cut: a cut inside one was seen to lose files), in
    LEGACY's order, then removed from the root. Until game/ holds a copy of each of the root's files, the
    root is the game (after a cut, or a firmware before run on this flash since: game/'s files go, the
    copy starts again); from then on game/ is, and the root's files are leftovers. A write the flash
    refuses raises: the power-up then reads the game where it is, the root's files first (load_doc).
    """
    where = "game/"
    for name in LEGACY:
        data = _bytes(root, name)
        if data is not None and data != _bytes(root, where + name):
            data = None
            for name in LEGACY:
                _remove_name(root, where + name)
            try:
                os.mkdir(join(root, "game"))
            except OSError:
                pass
            for name in LEGACY:
                data = _bytes(root, name)
                if data is not None:
                    with open(join(root, where + name), "wb") as f:
                        f.write(data)
                data = None
            break
    for name in LEGACY:
        _remove_name(root, name)


def set_aside_settings(root):
    _set_aside(root, SETTINGS)


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


def _lost(data, at, end):
    """How many records a damaged one at ``at`` takes with it: itself, skipped by its length (its kind may be
    the damage), and those after it; _UNKNOWN when that is no walk through records."""
    if at + 7 > end:
        return _UNKNOWN
    rest = _walk(data, at + 7 + int.from_bytes(data[at + 1 : at + 3], "big"), end)
    return _UNKNOWN if rest == _UNKNOWN else rest + 1


def _record_at(data, at, end, seq):
    """The end of the complete, checked record at ``at``, or 0."""
    size = int.from_bytes(data[at + 1 : at + 3], "big")
    stop = at + 3 + size
    if data[at] not in (65, 68, 84, 85) or size > _MAX_RECORD or stop + 4 > end:
        return 0
    return stop if checksum(data[at:stop], seq & 0xFFFFFFFF) == recover._u32(data, stop) else 0


def read_journal(root, seq, game_id, name=JOURNAL):
    """The records stored after checkpoint ``seq``.

    :return: (items, clean, problem or None, presses lost): clean is False when the file must be started
        again before the next append (None: there is no file); a problem is damage (the file is to be kept
        aside), and the presses it lost are counted (_UNKNOWN when they cannot be); a record a power cut
        tore is no problem
    """
    try:
        data = recover._read(join(root, name))
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
            and checksum(view[4 : 9 + size]) == recover._u32(data, 9 + size)
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
            # the last write cut short (a POSIX file on a full flash; littlefs never shows one) is no damage:
            # the beginning of a record, one that runs past the file's end and is no longer than any record,
            # with no complete record after it. A record the file holds whole whose CRC fails is damage, the
            # last one too: a flipped bit, never a cut
            size = int.from_bytes(view[at + 1 : at + 3], "big") if at + 3 <= end else 0
            torn = at + 3 > end or (
                view[at] in (65, 68, 84, 85) and size <= _MAX_RECORD and at + 7 + size > end
            )
            for k in range(at + 1, end - 6):
                if torn and _record_at(view, k, end, seq):
                    torn = False
            if not torn:
                problem = "%s: damaged record" % name
                lost = _lost(view, at, end)
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
                lost = _lost(view, at, end)
                break
            items.append(item)
        at = stop + 4
    return items, at == end and problem is None, problem, lost


def _count(root, name):
    """Records in the journal ``name`` whatever its checkpoint (presses a fall-back loses), or _UNKNOWN."""
    try:
        data = recover._read(join(root, name))
    except ValueError:
        return _UNKNOWN
    if data is None or len(data) < 9 or len(data) < 13 + data[8]:
        return _UNKNOWN
    return _walk(memoryview(data), 13 + data[8], len(data))


# companion.storage.recover, handed over by its load_doc: it imports this module, not the reverse
_TYPED = const(0)
if _TYPED:  # mypy reads this (always_true); MicroPython's compiler drops the block: no import at run time
    from companion.storage import recover
else:
    recover = None


class _Root:
    """companion.storage.recover, but for its reads: the root's file first, where a firmware before kept it
    (read only: the move into game/ is the power-up's)."""

    def __init__(self, reader, root):
        self.reader = reader
        self.root = root

    def __getattr__(self, name):
        return getattr(self.reader, name)

    def _read(self, path):
        where = join(self.root, "game/")
        if path.startswith(where):
            data = self.reader._read(join(self.root, path[len(where) :]))
            if data is not None:
                return data
        return self.reader._read(path)


def load_doc(root, repair, reader):
    """See _load; with what an earlier power-up found and could not say (recover.report) said first. Game
    files a firmware before this one kept at the root are moved into game/ first (_move), with ``repair``;
    reading only (`state`, or a flash that refused the move), the root's file is read first.

    :return: a recover.Found
    """
    global recover, _told
    recover = reader
    old = 0
    try:
        for name in os.listdir(root):
            old += name[:5] == "game."
    except OSError:
        pass
    if old:
        if repair:
            _move(root)
        else:
            recover = _Root(reader, root)  # type: ignore[assignment]  # recover, as far as this module reads it
    settings, sseq, session, seq, problems, clean, lost = _load(root, repair)
    assert _told is not None  # set by _load
    told, before = _told
    _told = None
    if before == _UNKNOWN or lost == _UNKNOWN:
        lost = _UNKNOWN
    else:
        lost += before
    # the files named as before the game's had a directory (a line of the screen holds the name whole)
    problems = [p[5:] if p.startswith("game/") else p for p in problems]
    return recover.found(settings, sseq, session, seq, told + problems, clean, lost)


_told = None  # type: tuple | None  # (problems, presses lost) the settings document reported, for load_doc


def _load(root, repair):
    """What the device finds on its flash at power-up when it is not as the device left it (recover.load_doc
    found something else): the settings, and the game: the checkpoint and its journal, or, when that
    checkpoint is damaged, the one before and its journal (the presses since are lost, and counted).

    :param repair: finish interrupted writes and set damaged files aside (the device does; `state` only reads)
    :return: (settings, settings seq, session or None, game seq, problems, journal clean, presses lost: 0, a
        count or -1 when not known)
    :raises MemoryError: the caller decides (a device too short of heap is not a damaged file)
    """
    global _told
    problems = []
    sseq, sdoc, problem = load_settings(root, repair)
    _told = recover.report(sdoc)
    settings = dict(DEFAULT_SETTINGS)
    if sdoc is None and problem is None and (_there(root, CHECKPOINT) or _there(root, "game/game.ckp.old")):
        # no settings beside a game: they were lost (a fresh device writes them before any game starts);
        # the power-up stores the defaults, so this is said once
        problem = "%s: missing" % SETTINGS
    if problem is not None:
        problems.append(problem)
        if repair:
            set_aside_settings(root)
    if sdoc is not None:
        try:
            settings = recover.check_settings(sdoc)
        except ValueError as e:
            problems.append("%s: %s" % (SETTINGS, e.args[0]))
            if repair:
                set_aside_settings(root)
    seq, doc, problem, fresh = load_checkpoint(root, repair)
    if problem is not None and repair:
        _set_aside(root, CHECKPOINT)
    # the pair before: where the power-up's renames put it (`state` only reads: the renames not made, a
    # complete game.ckp.new leaves it in place), so that `state` and the power-up bring up the same game
    before, before_log = (
        (CHECKPOINT, JOURNAL) if fresh and not repair else ("game/game.ckp.old", "game/game.log.old")
    )
    lost = 0
    for fallback in (False, True):
        log = before_log if fallback else JOURNAL
        if fallback:  # game.ckp is damaged, missing or unusable: the checkpoint before, and its journal
            seq, doc, trouble = _load_json(root, before, CHECKPOINT_MAGIC, repair)
            if trouble is not None and repair:
                _set_aside(root, before)
            if problem is None:
                if doc is None and trouble is None:
                    # no game; a journal alone is an ended game's (the checkpoint goes first)
                    if repair:
                        _remove_name(root, JOURNAL)
                    return settings, sseq, None, 0, problems, True, 0
                problem = "%s: missing" % CHECKPOINT
            problems.append(problem)
            # the presses after the damaged checkpoint: its journal's (game.ckp.new's is empty)
            lost = 0 if fresh else _count(root, JOURNAL)
            if repair:
                _set_aside(root, JOURNAL)
            if trouble is not None:
                problems.append(trouble)
            if doc is None:
                break
            # game.ckp is not where the base is: RAM keeps it (replay mutates)
            base = jsonc.compact(doc["base"])
        elif doc is None:
            continue
        try:
            if fresh and not fallback:
                # game.ckp.new's journal is empty: the one its renames start (`state`: the one they would)
                records, clean, trouble, more = [], True, None, 0
            else:
                records, clean, trouble, more = read_journal(root, seq, doc["id"], log)
            if clean is None and not fallback:
                # game.log missing beside its checkpoint: a cut between the rotation's last two renames
                # leaves its complete game.log.new (renamed now); anything else is damage
                new = join(root, JOURNAL + NEW_SUFFIX)
                try:
                    if recover._read(new) == journal_header(seq, doc["id"]):
                        records, clean, trouble, more = [], True, None, 0
                        if repair:
                            os.rename(new, join(root, JOURNAL))
                except ValueError:
                    pass
            session, refused, left = recover.from_checkpoint(doc, records)
            if refused is not None:
                trouble = refused
                more = left if more == 0 else _UNKNOWN if more == _UNKNOWN else left + more
            if trouble is not None:
                problems.append(trouble)
                clean = False
                if repair and not fallback:
                    _set_aside(root, JOURNAL)
            if fallback:
                session.checkpoint_due = True  # stored again at once: the current pair is the damaged one
                clean = False
                if session.base_stored:  # its base is still the pair before's (no die roll in its journal)
                    session.base_text = base
                    session.base_stored = False
            lost = lost + more if lost != _UNKNOWN and more != _UNKNOWN else _UNKNOWN
            return settings, sseq, session, seq, problems, clean, lost
        except MemoryError:
            raise
        except Exception as e:  # any checkpoint this firmware cannot use: the one before, else the menu
            if not fallback:
                problem = "%s: unusable: %s" % (CHECKPOINT, error_line(e))
                if repair:
                    _set_aside(root, CHECKPOINT)
            else:
                problems.append("game.ckp.old: unusable: %s" % error_line(e))
    if repair:
        set_aside_game(root)
    return settings, sseq, None, 0, problems, True, _UNKNOWN
