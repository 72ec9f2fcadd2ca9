# The play log read back (companion.storage.plays writes it): every play kept, the damage skipped counted,
# and the same CSV and JSON from the simulator, the page and a Pico (mpremote). Never loaded beside a game.

import json
from array import array

from companion.core import jsonc
from companion.storage.store import checksum, join
from micropython import const

_MAX = const(4096)  # bytes of one record's payload; more is damage
# a record's position: the file's index in FILES (len(FILES): the small file of the newest plays) above
# this bit, its offset below (a file of plays stays far below 4 MB)
_AT = const(22)
_OFFSET = const(0x3FFFFF)
MAGIC = b"GPL1"
# oldest first: the root's, where a firmware before kept the log, then its own directory's
FILES = ("plays.old", "plays.log", "plays/plays.old", "plays/plays.log")
_NAMES = FILES + ("plays/recent.log",)  # and the small file of the newest plays, read last
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


def _scan(f, at, found, buf):
    """The records of the open file ``f`` from ``at``, read a block at a time into ``buf`` (a record whole):
    a play's position (``at`` carries the file's index above _AT) and its id's fingerprint appended to
    ``found``, an X taking its play back out.

    :return: the damaged stretches skipped (each counted once; the good records around them kept)
    """
    bad = 0
    skipping = False
    base = at & _OFFSET  # buf holds the file's bytes from base, got of them
    got = 0
    top = at - base
    at = base
    m = memoryview(buf)
    while True:
        i = at - base
        if i + 3 > got:  # the next record's head past the block: the next block from it
            f.seek(at)
            got = f.readinto(buf) or 0
            base = at
            i = 0
            if not got:
                break
        ok = False
        if i + 3 <= got:
            k = buf[i]
            n = buf[i + 1] << 8 | buf[i + 2]
            if (k == 80 or k == 88 or k == 90) and n <= _MAX:
                if i + n + 9 > got:  # the record whole in buf
                    f.seek(at)
                    got = f.readinto(buf) or 0
                    base = at
                    i = 0
                if i + n + 9 <= got:
                    crc = checksum(m[i : i + 3 + n])
                    if crc == int.from_bytes(m[i + 3 + n : i + 7 + n], "big"):
                        ok = buf[i + 7 + n] << 8 | buf[i + 8 + n] == n + 9
        if not ok:
            if not skipping:
                bad += 1
                skipping = True
            at += 1
            continue
        skipping = False
        if k != 90:  # Z, a pad: the block filled to its end (companion.storage.plays.append)
            # the id, the payload's second field ([n,[seed,played],...), by its JSON's bytes without
            # spaces (a firmware before wrote them): parsing every record here was most of the time
            # opening the list took (a CRC-32 that checks says the device wrote it)
            a = buf.find(b",", i + 3) + 1
            e = min(buf.find(b"]", a) + 1, i + 3 + n)
            crc = checksum(bytes(m[a : max(a, e)]).replace(b" ", b"")) >> 2  # a small int on a Pico
            if k == 80:  # P
                found.append(top | at)
                found.append(crc)
            else:  # X
                for j in range(len(found) - 1, 0, -2):
                    if found[j] == crc:
                        found = found[: j - 1] + found[j + 1 :]
                        break
        at += n + 9
    return found, bad


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


def index(root):
    """Where every play kept is, oldest first, and the damaged stretches skipped (0: none); no play held.

    A damaged stretch is never silent: the caller says how many plays were kept beside it.

    :return: (an array of two numbers a play: its position, for play(), and its id's fingerprint; bad)
    """
    found = array("I")
    buf = bytearray(_MAX + 9)  # a record at most: the files are read a block of this at a time
    bad = 0
    # the newest plays last: in a small file until they join plays.log (companion.storage.plays)
    for k in range(len(FILES) + 1):
        at = 4
        if k == len(FILES):
            data = _recent(root)
            if data is False:
                bad += 1
            if not data:
                break
            at = 12  # after its head, whole records
        try:
            with open(join(root, _NAMES[k]), "rb") as f:
                if at == 4 and f.read(4) != MAGIC:  # no head: damage from the file's start
                    at = 0
                    bad += 1 if f.seek(0, 2) else 0
                found, n = _scan(f, k << _AT | at, found, buf)
                bad += n
        except OSError:
            pass
    return found, bad


def play(root, where, f=None, brief=False):
    """The play whose record is at position ``where`` (index) as a dict of FIELDS (``f``: its file, open;
    ``brief``: its score lines left out, None)."""
    if f is None:
        with open(join(root, _NAMES[where >> _AT]), "rb") as f:
            return play(root, where, f, brief)
    f.seek(where & _OFFSET)
    n = int.from_bytes(f.read(3)[1:], "big")
    data = f.read(n)
    doc = None
    if brief:  # the score lines cut out of the JSON: most of a large play's bytes, and of parsing it
        a = data.find(b",[{")
        e = data.find(b"}],[", a) + 2
        if 0 < a < e:
            try:
                doc = json.loads(data[: a + 1] + b"null" + data[e:])
                if doc[6] is not None or len(doc[5]) != len(doc[7]):  # not where the lines were
                    doc = None
            except (ValueError, TypeError, IndexError):
                doc = None
    if doc is None:
        doc = json.loads(data)
    p = {}
    for i in range(len(FIELDS)):
        p[FIELDS[i]] = doc[i] if i < len(doc) else None
    p["decided"] = DECIDED[p["decided"] or 0]
    return p


def each(root, found, step=1, brief=False):
    """The plays of ``found`` (index) one at a time, oldest first (``step`` -1: newest first; ``brief``: as
    play() says)."""
    f = None
    k = -1
    n = len(found) // 2
    try:
        for i in range(n) if step > 0 else range(n - 1, -1, -1):
            where = found[2 * i]
            if where >> _AT != k:  # the next file
                if f is not None:
                    f.close()
                k = where >> _AT
                f = open(join(root, _NAMES[k]), "rb")
            yield play(root, where, f, brief)
    finally:
        if f is not None:
            f.close()


def read(root):
    """Every play kept, oldest first, and the damaged stretches skipped (0: none): the whole log in the
    heap (the simulator's; the device reads it through index)."""
    found, bad = index(root)
    return list(each(root, found)), bad


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
    found, bad = index(root)
    if form == "csv":
        csv_rows(each(root, found), write)
    else:
        # jsonc.dump's bytes for {"damaged": bad, "plays": [...]}, a play at a time (a whole log is more
        # than a Pico's heap)
        write('{"damaged":%d,"plays":[' % bad)
        first = True
        for p in each(root, found):
            if not first:
                write(",")
            first = False
            jsonc.dump(p, write)
        write("]}\n")
    return bad
