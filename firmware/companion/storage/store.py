# The device's flash: settings and game checkpoints written new-then-rename, the game's journal appended.
#
# Files (see docs/STORAGE.md): settings.dat, game/game.ckp (the checkpoint), game/game.log (the journal of the
# actions after it). Every file names its kind and format; every record is checked by a CRC-32 that covers its
# sequence number too. Each write is atomic on littlefs; a power cut leaves the last stored state or the next.

import json
import os
from io import IOBase

from companion.catalog import LANGS
from companion.core import jsonc
from companion.core.session import UNDO
from micropython import const

_TYPED = const(0)
if _TYPED:  # mypy reads this (always_true); MicroPython's compiler drops the block: no import at run time
    from typing import Any, Callable, Optional

    crc32: Optional[Callable[..., int]]
    DEFAULT_SETTINGS: dict[str, Any]  # values of several types

try:
    from binascii import crc32
except ImportError:  # a port built without binascii.crc32
    crc32 = None

SETTINGS = "settings.dat"
# The game's files have a directory of their own: its saves, a commit at every press, compact that
# directory's metadata, where the root's other entries (settings.dat, plays/) take no room
CHECKPOINT = "game/game.ckp"
JOURNAL = "game/game.log"
NEW_SUFFIX = ".new"  # suffix of a file being written; renamed over the real one once complete
BAD_SUFFIX = ".bad"  # suffix of a damaged file kept aside (one per name: a newer damage replaces it)
# errno of a write that found no free block: littlefs's and Linux's (not taken from the errno module: the
# WebAssembly port's OSError carries the C library's numbers, which differ from its errno module's)
_ENOSPC = const(28)
SETTINGS_MAGIC = b"GST2"
CHECKPOINT_MAGIC = b"GCK2"
JOURNAL_MAGIC = b"GJL2"
HEADER_SIZE = const(16)  # magic, sequence number, payload length, CRC-32 of the three and the payload
_MAX_RECORD = const(1024)


def checksum(data, crc=0):
    """CRC-32 (as binascii.crc32), continuing from ``crc``."""
    if crc32 is not None:
        return crc32(data, crc) & 0xFFFFFFFF
    c = crc ^ 0xFFFFFFFF
    for b in data:
        c ^= b
        for _ in range(8):
            c = (c >> 1) ^ (0xEDB88320 & -(c & 1))
    return c ^ 0xFFFFFFFF


def join(root, name):
    return root + name if root.endswith("/") else root + "/" + name


def remove(path):
    try:
        os.remove(path)
    except OSError:
        pass


def remove_game(root):
    """Remove a game's files: the previous pair first, then the checkpoint (a journal left alone is an
    ended game's), and the names a firmware before kept at the root (left there by a cut in their move)."""
    for name in ("game/game.ckp.old", "game/game.log.old", CHECKPOINT, JOURNAL):
        remove(join(root, name))
        remove(join(root, name[5:]))
        remove(join(root, name[5:] + NEW_SUFFIX))


def remove_kept(root):
    """Remove the damaged files kept aside at ``root``: the only room a full flash may take back."""
    for name in os.listdir(root):
        if name.endswith(BAD_SUFFIX):
            remove(join(root, name))


class _Sink(IOBase):
    """Buffers streamed text into the file, counting its length and CRC as it goes (a stream: the C json
    writes into it)."""

    def __init__(self, f, crc):
        self.f = f
        self.buf = bytearray(256)
        self.used = 0
        self.size = 0
        self.crc = crc

    def write(self, text):
        data = text.encode() if isinstance(text, str) else text
        n = len(data)
        if self.used + n > len(self.buf):
            self.flush()
            if n > len(self.buf):
                self._out(data)
                return n
        self.buf[self.used : self.used + n] = data
        self.used += n
        return n

    def flush(self):
        if self.used:
            self._out(memoryview(self.buf)[: self.used])
            self.used = 0

    def _out(self, data):
        self.f.write(data)
        self.size += len(data)
        self.crc = checksum(data, self.crc)


def full(e):
    """True for the error of a write that found the flash full."""
    return isinstance(e, OSError) and e.args[:1] == (_ENOSPC,)


class Unwritable(OSError):
    """A write the flash refused for another reason than a full flash (read-only, failing, its folder gone):
    as on a full flash nothing more is stored, the game stays as last saved and the next press tries again.
    Its only argument is the errno (the runtimes' words for it differ, their numbers do not)."""


def refused(e):
    """What a write raises for its OSError ``e``: a full flash as it is, any other failure as Unwritable."""
    if full(e) or isinstance(e, Unwritable):
        return e
    return Unwritable(e.args[0] if e.args and type(e.args[0]) is int else 0)


def stopped(error):
    """True for an error line (error_line) of a flash that stores nothing more: full, or refusing writes."""
    return error is not None and error.endswith(" nothing more can be stored")


def _write_doc(root, name, magic, seq, dump):
    """Write NAME.new (its header last: a file cut short never carries a valid one); ``magic`` None: the
    journal's, whose header is ``dump``. A write that fails (a full flash) leaves no NAME.new behind."""
    new = join(root, name + NEW_SUFFIX)
    seq_bytes = (seq & 0xFFFFFFFF).to_bytes(4, "big")
    try:
        with open(new, "wb") as f:
            if magic is None:
                f.write(dump)
                return new
            f.write(bytes(HEADER_SIZE))
            sink = _Sink(f, checksum(seq_bytes))
            dump(sink)
            sink.flush()
            size = sink.size.to_bytes(4, "big")
            # the CRC covers the sequence number and length too: a flipped bit there is damage, not a rollback
            f.seek(0)
            f.write(magic + seq_bytes + size + checksum(size, sink.crc).to_bytes(4, "big"))
        return new
    except OSError:
        remove(new)
        raise


# --- settings -----------------------------------------------------------------------------------


def save_settings(root, seq, dump):
    try:
        os.rename(_write_doc(root, SETTINGS, SETTINGS_MAGIC, seq, dump), join(root, SETTINGS))
    except OSError as e:
        raise refused(e)


# --- the game: checkpoint and journal -----------------------------------------------------------


def save_checkpoint(root, seq, dump, game_id):
    """Store a checkpoint and start its (empty) journal, keeping the previous pair as game.ckp.old and
    game.log.old.

    Both new files are complete before anything is renamed: a power-up that finds a complete game.ckp.new
    finishes the renames (``dump`` None: game.ckp.new is there); game.log is then never missing but by
    damage.
    """
    try:
        if dump is not None:
            try:
                _write_doc(root, CHECKPOINT, CHECKPOINT_MAGIC, seq, dump)
            except OSError as e:
                try:  # the game's first checkpoint here: its directory made (a file in its place: refused)
                    os.mkdir(join(root, "game"))
                except OSError as d:
                    raise d if full(d) else e
                _write_doc(root, CHECKPOINT, CHECKPOINT_MAGIC, seq, dump)
        try:
            _write_doc(root, JOURNAL, None, seq, journal_header(seq, game_id))
        except OSError:
            remove(join(root, CHECKPOINT + NEW_SUFFIX))  # a full flash: nothing half-done is left
            raise
        for name, old in ((CHECKPOINT, "game/game.ckp.old"), (JOURNAL, "game/game.log.old")):
            try:
                os.rename(join(root, name), join(root, old))
            except OSError:  # not there: a rotation a power cut interrupted, or the game's first checkpoint
                pass
        for name in (CHECKPOINT, JOURNAL):
            os.rename(join(root, name + NEW_SUFFIX), join(root, name))
    except OSError as e:
        raise refused(e)


def read_base(root):
    """The base state of the stored checkpoint (read again for undo: RAM does not keep it).

    Its CRC was checked at power-up, and only this device has written it since. Read only (the simulator's
    `state`), a flash an earlier firmware left holds it at the root until the next power-up moves it.
    """
    try:
        f = open(join(root, CHECKPOINT), "rb")
    except OSError:
        f = open(join(root, CHECKPOINT[5:]), "rb")
    with f:
        f.seek(HEADER_SIZE)
        return json.load(f)["base"]


def journal_header(seq, game_id):
    body = (seq & 0xFFFFFFFF).to_bytes(4, "big") + bytes((len(game_id),)) + game_id.encode()
    return JOURNAL_MAGIC + body + checksum(body).to_bytes(4, "big")


def encode_record(seq, item):
    """One journal record: kind (A an action, U an undo, D a die roll: [generator after it, outcome], T a
    game's clock: an int, not played), payload length, payload, CRC-32 (seeded by seq)."""
    if item == UNDO:
        body = b"U\x00\x00"
    else:
        kind = b"D" if isinstance(item, tuple) else b"T" if type(item) is int else b"A"
        payload = jsonc.compact(item).encode()  # in C: only this device reads it back
        if len(payload) > _MAX_RECORD:
            raise ValueError("action too long to journal")
        body = kind + len(payload).to_bytes(2, "big") + payload
    return body + checksum(body, seq & 0xFFFFFFFF).to_bytes(4, "big")


def append_journal(root, seq, items):
    """Append records for ``items``; once the file is closed they are stored (littlefs syncs at close; on a
    full flash it keeps the file as it was, a POSIX file may keep part of them: a torn tail, as a cut)."""
    try:
        with open(join(root, JOURNAL), "ab") as f:
            for item in items:
                f.write(encode_record(seq, item))
    except OSError as e:
        raise refused(e)


# --- the settings document, and the words of a write the flash refused

FORMAT = 2  # of settings.dat's document


DEFAULT_SETTINGS = {"brightness": 3, "sound": True, "lang": LANGS[0]}


def doc(settings, session):
    """The persisted state as the simulator's state line shows it."""
    return {"format": FORMAT, "settings": settings, "game": session.summary() if session else None}


def error_line(e):
    if full(e):  # alike in every runtime (their OSError words differ); see lifecycle.flash_full
        return "flash full: nothing more can be stored"
    if isinstance(e, Unwritable):
        return "flash failed: errno %d: nothing more can be stored" % e.args[0]
    return "%s: %s" % (type(e).__name__, e.args[0] if e.args else "")
