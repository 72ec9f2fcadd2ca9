# The play log: every finished game appended as one record to plays/recent.log, a small file, and a few at
# a time from there to plays/plays.log (_INLINE below), read only when Plays is opened or exported
# (companion.storage.export: its names are not interned beside a game). No screens here: what it found
# is returned, the ui says it (docs/STORAGE.md, "The play log").
#
# A record: kind (P a play, X the play of this id undone, Z a pad: the block filled to its end, read as the
# record before it), payload length, payload (JSON), CRC-32 of the three, then the record's whole length
# (2 bytes): the last record is read from the file's end alone, so an append never reads the log. Every
# 500th play starts a new plays.log, the full one kept as plays.old (the one before it dropped): the
# device keeps the last 500 plays at least, 1,000 at most.
#
# The payload is a list, its fields by position (export.FIELDS names them): a dict's keys would be names
# MicroPython interns for good, beside a game whose names fill its qstr pools (docs/ARCHITECTURE.md).

import json
import os

from companion.core import jsonc
from companion.memory import forget
from companion.storage.store import checksum, join, refused, remove
from micropython import const

_PER_FILE = const(500)
# littlefs keeps a file of at most this many bytes inside its directory's metadata (a Pico's: min(cache,
# block/8)): writing it is one metadata commit, no block copied or erased. So the plays go first to such a
# file (plays/recent.log), whole records after a 12-byte head, and reach plays.log a few at a time: when
# the next record would take the small file past this, it and the record are appended to plays.log in one
# write (1 erase for several plays), and the small file removed.
_INLINE = const(512)
_RECENT = "plays/recent.log"
# littlefs appends by copying the file's last block, partly filled, to a freshly erased one (1 erase), and
# a write that runs past that block's end takes a second one: so a write that would leave less than this
# in its block fills the block to its end (with a pad record), and the next starts a block of its own (1
# erase, nothing copied). The largest play (six players of L'Or des dragons, ten score lines and an
# 8-letter name each: 845 bytes) stays under it; a merge of the small file's plays and a large one may not
# (a mix of games: then a second erase), a larger room would cost the largest plays a block in four.
_ROOM = const(900)
_BLOCK = const(4096)  # a Pico's flash block, littlefs's block size there
_VERSION = const("0.1.0")  # the firmware's, as pyproject.toml says it


def recent(root):
    """The small file's records; b"" when they are in plays.log already (where their merge wrote them: a
    cut came before the file's removal); None (no file, or one cut short at its creation); False (its head
    damaged)."""
    try:
        with open(join(root, _RECENT), "rb") as f:
            data = f.read()
    except OSError:
        return None
    if len(data) < 12:
        return None
    if data[:4] != b"GPR1" or checksum(data[4:8]) != int.from_bytes(data[8:12], "big"):
        return False
    size = int.from_bytes(data[4:8], "big")  # plays.log's when the file was started
    data = data[12:]
    try:
        with open(join(root, "plays/plays.log"), "rb") as f:
            for at in (max(size, 4), 4):  # after it, or first in a plays.log a rotation started
                f.seek(at)
                if f.read(len(data)) == data:
                    return b""
    except OSError:
        pass
    return data


def last(root, name=None):
    """(kind, payload) of the log's last record (the small file's, then plays.log's, plays.old's when
    plays.log is not there; the root's, where a firmware before kept the log, when its directory has none),
    or None (no file, no record, a damaged end)."""
    if name is None:
        data = recent(root)
        if data:
            return _last(data)
        for name in ("plays/plays.log", "plays/plays.old", "plays.log", "plays.old"):
            found = last(root, name)
            if found is not None:
                return found
        return None
    try:
        with open(join(root, name), "rb") as f:
            size = f.seek(0, 2)
            if size < 13:
                return None
            f.seek(size - 2)
            n = int.from_bytes(f.read(2), "big")
            if n < 9 or n > size - 4:
                return None
            f.seek(size - n)
            data = f.read(n)
    except OSError:
        return None
    return _last(data)


def _last(data):
    """The last record of ``data`` (bytes that end with one), as last() returns it."""
    n = int.from_bytes(data[-2:], "big")
    if n < 9 or n > len(data):
        return None
    data = data[-n:]
    body = data[:-6]
    if checksum(body) != int.from_bytes(data[-6:-2], "big") or int.from_bytes(body[1:3], "big") != n - 9:
        return None
    if body[0:1] == b"Z":  # a pad after a record (append): what that record says, [kind, n, id]
        pad = json.loads(body[3:])
        return pad[0].encode(), pad[1:]
    return body[0:1], json.loads(body[3:])


def append(root, name, doc, end=False):
    """Append a play (``name`` b"P": ``doc`` its fields after the number, given here) or its undoing (b"X":
    ``doc`` the play's id). To the small file while it stays inline (one metadata commit), else with the
    small file's records to plays.log, then the small file removed (a cut between: plays.log holds its
    records where its head says, store.recent reads it as merged). Every 500th play renames plays.log to
    plays.old first (a cut before or after it keeps every play). ``end``: last(root), when read already.

    :return: the play's number"""
    if end is False:
        end = last(root)
    n = 0 if end is None else end[1][0]
    if name == b"P" and (end is None or end[0] == b"P"):
        n += 1  # an undone play's number is taken again by the next
    payload = jsonc.compact([n] + doc if name == b"P" else [n, doc]).encode()  # in C
    path = join(root, "plays/plays.log")
    small = join(root, _RECENT)
    try:
        kept = recent(root) or b""
        rotate = name == b"P" and n % _PER_FILE == 1 and n > 1 and end[0] == b"P"
        if not rotate and 12 + len(kept) + len(payload) + 9 <= _INLINE:
            if not kept:  # a new small file, its head plays.log's size now (one merged or damaged replaced)
                try:
                    at = os.stat(path)[6].to_bytes(4, "big")
                except OSError:
                    at = bytes(4)
                data = b"GPR1" + at + checksum(at).to_bytes(4, "big") + _record(name, payload)
                mode = "wb"
            else:
                data = _record(name, payload)
                mode = "ab"
            f = _open(root, small, mode)
            with f:
                f.write(data)
            return n
        if rotate:
            try:
                os.rename(path, join(root, "plays/plays.old"))
            except OSError:  # not there: a cut after the rename, before this record
                pass
            remove(join(root, "plays.old"))  # a firmware before kept the log at the root: older plays
            remove(join(root, "plays.log"))
        f = _open(root, path, "ab")
        with f:
            size = f.seek(0, 2)
            head = b"" if size else b"GPL1"
            left = _left(size + len(head) + len(kept)) - len(payload) - 9
            if 0 < left < _ROOM:  # the block filled to its end: the next append starts a block of its own
                # the pad says what the record says (last() reads it in its place); when it has no room,
                # the record's payload takes the bytes (JSON after its end: spaces)
                pad = jsonc.compact([name.decode(), n, doc if name == b"X" else doc[0]]).encode()
                if left >= len(pad) + 9:
                    pad = _record(b"Z", pad + b" " * (left - len(pad) - 9))
                else:
                    payload += b" " * left
                    pad = b""
            else:
                pad = b""
            f.write(head + kept + _record(name, payload) + pad)
        remove(small)
    except OSError as e:
        raise refused(e)
    return n


def _open(root, path, mode):
    try:
        return open(path, mode)
    except OSError as e:
        try:
            os.stat(join(root, "plays"))
        except OSError:  # no directory yet: its first play (errno's numbers differ between ports)
            os.mkdir(join(root, "plays"))
            return open(path, mode)
        raise e


def _record(key, data):  # (names MicroPython has already: every name here is interned for good)
    body = key + len(data).to_bytes(2, "big") + data
    return body + checksum(body).to_bytes(4, "big") + (len(body) + 6).to_bytes(2, "big")


def _left(size):
    """The bytes left in the littlefs block a file of ``size`` bytes ends in (a whole block at its start):
    a file's block i > 0 starts with littlefs's skip-list pointers, 4 bytes times (i's trailing zeros + 1)."""
    i = 0
    room = _BLOCK
    while size >= room:
        size -= room
        i += 1
        k = i
        room = _BLOCK - 4
        while not k & 1:
            k >>= 1
            room -= 4
    return room - size


def log(app, end):
    try:
        _log(app, end)
    finally:
        forget(__name__)  # its names are known (lifecycle.intern_game): no other text of it here


def _log(app, end):
    """Append the session's finished game, whose id is ``end`` (``app.logged`` then says it), or (None) the
    undoing of the play ``app.logged``.

    On a heap the game's end left too full, once more after the screen let go of what it works out anew;
    then a power-up on a clean heap appends it (it finds the game finished and the play not logged). A
    power-up short of heap for it leaves it to the next save."""
    for again in (False, True):
        try:
            root = app.board.root
            if end is None:
                append(root, b"X", app.logged)
            else:
                # after a power-up (logged None) the play may be there: a cut came after it, before the
                # game's next write; a cut between the game's last action and its play left it to append now
                found = last(root)
                if found is None or found[0] != b"P" or found[1][1] != end:
                    append(root, b"P", play(app), found)
            app.logged = end
            return
        except MemoryError:
            if not app.booted:
                return  # a power-up's heap: the next save tries again (logged is still not this play)
            if again:
                app.fx.silence()
                app.board.restart()
                raise
            app.cover(True)


def play(app):
    """The fields of the session's finished game (export.FIELDS after "n"): what a table would type into a
    score app."""
    s = app.session
    res = s.engine.result(s.state)
    names = [p["name"] for p in res["players"]]
    totals = [p["total"] for p in res["players"]]
    won = [names.index(w) for w in res["winners"] if w in names]
    # how the win was decided: 0 the highest total alone, 1 the game's tie-break among equal totals, 2 shared
    decided = 2 if len(won) > 1 else 1 if totals.count(max(totals)) > 1 else 0
    today = getattr(app.board, "today", None)
    named = [n or None for n in (app.settings.get("names") or [])[: s.players]]  # the seats' (ui.naming)
    return [
        [s.seed, s.played],
        s.game_id,
        s.players,
        s.options,
        names,
        [p.get("breakdown") or {} for p in res["players"]],
        totals,
        won,
        s.played,
        None if s.on is None else (s.on[0] + 30000) // 60000,  # minutes: App.save counted them
        app.settings["lang"],
        s.seed,
        _VERSION,
        today() if today is not None else None,
        decided,
        named if any(named) else None,
    ]
