# The play log: every finished game appended as one record to plays/plays.log, read only when Plays is
# opened or exported (companion.storage.export: its names are not interned beside a game). No screens here:
# what it found is returned, the ui says it (docs/STORAGE.md, "The play log").
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
# littlefs appends by copying the file's last block, partly filled, to a freshly erased one (1 erase), and a
# record that runs past that block's end takes a second one: so a record that would leave less than this
# in its block fills the block to its end (with a pad record), and the next append starts a block of its
# own (1 erase, nothing copied). The largest play (six players of L'Or des dragons, ten score lines and an
# 8-letter name each: 845 bytes) stays under it.
_ROOM = const(900)
_BLOCK = const(4096)  # a Pico's flash block, littlefs's block size there
_VERSION = const("0.1.0")  # the firmware's, as pyproject.toml says it


def last(root, name=None):
    """(kind, payload) of the log's last record (plays.old's when plays.log is not there; the root's, where
    a firmware before kept the log, when its directory has none), or None (no file, no record, a damaged
    end)."""
    if name is None:
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
    body = data[:-6]
    if checksum(body) != int.from_bytes(data[-6:-2], "big") or int.from_bytes(body[1:3], "big") != n - 9:
        return None
    if body[0:1] == b"Z":  # a pad after a record (append): what that record says, [kind, n, id]
        pad = json.loads(body[3:])
        return pad[0].encode(), pad[1:]
    return body[0:1], json.loads(body[3:])


def append(root, name, doc, end=False):
    """Append a play (``name`` b"P": ``doc`` its fields after the number, given here) or its undoing (b"X":
    ``doc`` the play's id). One small append to plays.log; every 500th play renames plays.log to plays.old
    first (a rename: a cut before or after it keeps every play). ``end``: last(root), when read already.

    :return: the play's number"""
    if end is False:
        end = last(root)
    n = 0 if end is None else end[1][0]
    if name == b"P" and (end is None or end[0] == b"P"):
        n += 1  # an undone play's number is taken again by the next
    payload = jsonc.compact([n] + doc if name == b"P" else [n, doc]).encode()  # in C
    # in a directory of its own: an append's commit goes to that directory's metadata, whose compaction
    # (an erase every 15 appends or so) is then the log's alone, never the game's files' (docs/STORAGE.md)
    path = join(root, "plays/plays.log")
    try:
        if name == b"P" and n % _PER_FILE == 1 and n > 1 and end[0] == b"P":
            try:
                os.rename(path, join(root, "plays/plays.old"))
            except OSError:  # not there: a cut after the rename, before this record
                pass
            remove(join(root, "plays.old"))  # a firmware before kept the log at the root: older plays
            remove(join(root, "plays.log"))
        try:
            f = open(path, "ab")
        except OSError as e:
            try:
                os.stat(join(root, "plays"))
            except OSError:  # no directory yet: its first play (errno's numbers differ between ports)
                os.mkdir(join(root, "plays"))
                f = open(path, "ab")
            else:
                raise e
        with f:
            size = f.seek(0, 2)
            head = b"" if size else b"GPL1"
            left = _left(size + len(head)) - len(head) - len(payload) - 9
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
            f.write(head + _record(name, payload) + pad)
    except OSError as e:
        raise refused(e)
    return n


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
