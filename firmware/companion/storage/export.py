# The play log read back (companion.storage.plays writes it): every play kept, the damage skipped counted,
# and the same CSV and JSON from the simulator, the page and a Pico (mpremote). Never loaded beside a game.

import json

from companion.core import jsonc
from companion.storage.store import checksum, join
from micropython import const

_MAX = const(4096)  # bytes of one record's payload; more is damage
MAGIC = b"GPL1"
# oldest first: the root's, where a firmware before kept the log, then its own directory's
FILES = ("plays.old", "plays.log", "plays/plays.old", "plays/plays.log")
# a play's fields, as companion.storage.plays stores them (by position) and the export names them
FIELDS = (
    "n",
    "id",
    "game",
    "players",
    "options",
    "seats",
    "lines",
    "totals",
    "winners",
    "actions",
    "minutes",
    "lang",
    "seed",
    "firmware",
    "date",
    "decided",
    "names",
)
DECIDED = ("top", "tiebreak", "shared")


def pack(doc):
    """The stored fields of the play ``doc`` (a dict of FIELDS, "n" left out: the append numbers it)."""
    return [DECIDED.index(doc[k]) if k == "decided" else doc.get(k) for k in FIELDS[1:]]


def _records(data, out):
    """The records of one file's bytes into ``out`` (a play added, an X taking its play back).

    :return: the damaged stretches skipped (each counted once; the good records around them kept)
    """
    bad = 0
    at = 4 if data[:4] == MAGIC else 0
    if at == 0 and data:
        bad = 1
    skipping = False
    end = len(data)
    while at < end:
        k = data[at : at + 1]
        n = int.from_bytes(data[at + 1 : at + 3], "big")
        stop = at + 3 + n + 6
        doc = None
        if k in (b"P", b"X", b"Z") and n <= _MAX and stop <= end:
            body = data[at : at + 3 + n]
            if checksum(body) == int.from_bytes(data[stop - 6 : stop - 2], "big"):
                if int.from_bytes(data[stop - 2 : stop], "big") == n + 9:
                    try:
                        doc = json.loads(body[3:])
                    except ValueError:
                        doc = None
        if doc is None:
            if not skipping:
                bad += 1
                skipping = True
            at += 1
            continue
        skipping = False
        at = stop
        if k == b"Z":  # a pad: the block filled to its end (companion.storage.plays.append)
            continue
        if k == b"P":
            play = {}
            for i in range(len(FIELDS)):
                play[FIELDS[i]] = doc[i] if i < len(doc) else None
            play["decided"] = DECIDED[play["decided"] or 0]
            out.append(play)
        else:
            for i in range(len(out) - 1, -1, -1):
                if out[i]["id"] == doc[1]:
                    out.pop(i)
                    break
    return bad


def _recent(root):
    """The play log's small file of its newest plays: its records (companion.storage.plays.recent's check,
    which a game's end loads: this module never loads beside a game, nor that one here); b"" when they
    are in plays.log already (where their merge wrote them: a cut came before the file's removal); None (no
    file, or one cut short at its creation); False (its head damaged)."""
    try:
        with open(join(root, "plays/recent.log"), "rb") as f:
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


def read(root):
    """Every play kept, oldest first, and the damaged stretches skipped (0: none).

    A damaged stretch is never silent: the caller says how many plays were kept beside it.
    """
    out = []  # type: list
    bad = 0
    for name in FILES:
        try:
            with open(join(root, name), "rb") as f:
                data = f.read()
        except OSError:
            continue
        bad += _records(data, out)
    # the newest plays, in a small file until they join plays.log (companion.storage.plays)
    data = _recent(root)
    if data is False:
        bad += 1
    elif data:
        bad += _records(MAGIC + data, out)
    return out, bad


COLUMNS = (
    "play",
    "date",
    "game",
    "players",
    "seat",
    "name",
    "total",
    "won",
    "actions",
    "minutes",
    "lang",
    "seed",
    "firmware",
    "lines",
)


def _cell(v):
    if v is None:
        return ""
    v = str(v)
    if "," in v or '"' in v or "\n" in v:
        return '"' + v.replace('"', '""') + '"'
    return v


def csv_rows(plays, write):
    """One row per player per play (docs/COMMANDS.md, "plays"): the date as YYYY-MM-DD HH:MM, ``won`` 1 or 0,
    ``lines`` the player's score lines as key=value joined by ';' (keys sorted)."""
    write(",".join(COLUMNS) + "\n")
    for p in plays:
        names = p.get("names") or []
        for i in range(len(p["seats"])):
            lines = p["lines"][i]
            text = ";".join(["%s=%s" % (k, lines[k]) for k in sorted(lines)])
            d = p["date"]
            row = (
                p["n"],
                "%04d-%02d-%02d %02d:%02d" % tuple(d[:5]) if d else None,
                p["game"],
                p["players"],
                p["seats"][i],
                names[i] if i < len(names) else None,
                p["totals"][i],
                1 if i in p["winners"] else 0,
                p["actions"],
                p["minutes"],
                p["lang"],
                p["seed"],
                p["firmware"],
                text,
            )
            write(",".join([_cell(v) for v in row]) + "\n")


def export(root="/", form="json", write=None):
    """Print the log as JSON or CSV (on a Pico: ``mpremote exec "from companion.storage import export;
    export.export()"``). :return: the damaged stretches skipped"""
    if write is None:
        import sys

        write = sys.stdout.write
    plays, bad = read(root)
    if form == "csv":
        csv_rows(plays, write)
    else:
        jsonc.dump({"plays": plays, "damaged": bad}, write)
        write("\n")
    return bad
