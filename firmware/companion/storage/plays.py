# The play log: every finished game appended as one record to plays.log, read only when Plays is opened or
# exported (companion.storage.export: its names are not interned beside a game). No screens here: what it
# found is returned, the ui says it (docs/STORAGE.md, "The play log").
#
# A record: kind (P a play, X the play of this id undone), payload length, payload (JSON), CRC-32 of the
# three, then the record's whole length (2 bytes): the last record is read from the file's end alone, so an
# append never reads the log. Every PER_FILE-th play starts a new plays.log, the full one kept as plays.old
# (the one before it dropped): the device keeps the last PER_FILE plays at least, 2 * PER_FILE at most.

import json
import os

from companion.core import jsonc
from companion.ui.store import _refused, checksum, join

try:
    from micropython import const
except ImportError:

    def const(x):
        return x


LOG = "plays.log"
OLD = "plays.old"
MAGIC = b"GPL1"
PER_FILE = const(500)
FIRMWARE = "0.1.0"


def _tail(path):
    """:return: (kind, payload) of the file's last record, or None (no file, no record, a damaged end)"""
    try:
        with open(path, "rb") as f:
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
    return body[0:1], json.loads(body[3:])


def last(root):
    """(kind, payload) of the log's last record (plays.old's when plays.log is not there), or None."""
    return _tail(join(root, LOG)) or _tail(join(root, OLD))


def logged(root, pid):
    """True when the log's last record is the play ``pid``: a power-up on a finished game asks it (a cut
    after the game's last action was stored, before its play was)."""
    end = last(root)
    return end is not None and end[0] == b"P" and end[1]["id"] == pid


def append(root, kind, doc):
    """Append a play (``kind`` b"P": ``doc`` without its number, given here) or its undoing (b"X": ``doc``
    the play's id). One small append to plays.log; every PER_FILE-th play renames plays.log to plays.old
    first (a rename: a cut before or after it keeps every play)."""
    end = last(root)
    n = 0 if end is None else end[1]["n"]
    if kind == b"P":
        if end is None or end[0] == b"P":
            n += 1  # an undone play's number is taken again by the next
        doc["n"] = n
    else:
        doc = {"n": n, "id": doc}
    payload = jsonc.compact(doc).encode()  # in C; the export sorts its keys
    body = kind + len(payload).to_bytes(2, "big") + payload
    path = join(root, LOG)
    try:
        if kind == b"P" and n > 1 and n % PER_FILE == 1 and end[0] == b"P":
            try:
                os.rename(path, join(root, OLD))
            except OSError:  # not there: a cut after the rename, before this record
                pass
        with open(path, "ab") as f:
            if f.seek(0, 2) == 0:
                f.write(MAGIC)
            f.write(body + checksum(body).to_bytes(4, "big") + (len(body) + 6).to_bytes(2, "big"))
    except OSError as e:
        raise _refused(e)
    return n


def play(app):
    """The record of the session's finished game: what the table would type into a score app."""
    s = app.session
    res = s.engine.result(s.state)
    seats = [p["name"] for p in res["players"]]
    doc = {
        "id": [s.seed, s.played],
        "game": s.game_id,
        "players": s.players,
        "options": s.options,
        "seats": seats,
        "lines": [p.get("breakdown") or {} for p in res["players"]],
        "totals": [p["total"] for p in res["players"]],
        "winners": [seats.index(w) for w in res["winners"] if w in seats],
        "actions": s.played,
        "minutes": None,
        "lang": app.settings["lang"],
        "seed": s.seed,
        "firmware": FIRMWARE,
        "date": None,
    }
    # how the win was decided: "top" alone on the highest total, "tiebreak" the game's tie-break among
    # equal totals, "shared" a tie the tie-breaks left
    best = max(doc["totals"])
    tied = doc["totals"].count(best)
    doc["decided"] = "shared" if len(doc["winners"]) > 1 else "tiebreak" if tied > 1 else "top"
    today = getattr(app.board, "today", None)
    if today is not None:
        doc["date"] = today()
    return doc
