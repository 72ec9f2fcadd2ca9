# The device's flash: settings and game checkpoints written new-then-rename, the game's journal appended.
#
# Files (see docs/STORAGE.md): settings.dat, game.ckp (the checkpoint), game.log (the journal of the actions
# after it). Every file names its kind and format; every record is checked by a CRC-32 that covers its
# sequence number too. Each write is atomic on littlefs; a power cut leaves the last stored state or the next.

import json
import os

from companion.core import jsonc
from companion.core.session import UNDO

try:
    from binascii import crc32
except ImportError:  # a port built without binascii.crc32
    crc32 = None

try:
    from micropython import const
except ImportError:

    def const(x):
        return x


SETTINGS = "settings.dat"
CHECKPOINT = "game.ckp"
JOURNAL = "game.log"
_NEW = ".new"  # suffix of a file being written; renamed over the real one once complete
_BAD = ".bad"  # suffix of a damaged file kept aside (nothing is ever thrown away)
_SETTINGS_MAGIC = b"GST2"
_CHECKPOINT_MAGIC = b"GCK2"
_JOURNAL_MAGIC = b"GJL2"
_HEADER = const(16)  # magic, sequence number, payload length, CRC-32 of the three and the payload
_MAX_FILE = const(32768)  # no valid file is this large: a bigger one is damage, never read into RAM
_MAX_RECORD = const(1024)


def _crc(data, crc=0):
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


def _remove(path):
    try:
        os.remove(path)
    except OSError:
        pass


def _remove_name(root, name):
    _remove(join(root, name))


def _set_aside(root, name):
    """Keep a damaged file as NAME.bad, so the next write is clean and nothing is lost."""
    try:
        os.rename(join(root, name), join(root, name + _BAD))
    except OSError:
        _remove(join(root, name))


def _read(path):
    """The file's bytes, or None when there is none; a file too large to be ours raises ValueError."""
    try:
        size = os.stat(path)[6]
    except OSError:
        return None
    if size > _MAX_FILE:
        raise ValueError("%d bytes, too large" % size)
    with open(path, "rb") as f:
        return f.read()


def _u32(data, at):
    return int.from_bytes(data[at : at + 4], "big")


def _decode(data, magic):
    """:return: (seq, payload memoryview); raises ValueError naming what is wrong"""
    if len(data) < _HEADER or data[:4] != magic:
        raise ValueError("not a %s file" % magic.decode())
    size = _u32(data, 8)
    if len(data) - _HEADER != size:
        raise ValueError("truncated")
    view = memoryview(data)
    payload = view[_HEADER:]
    if _crc(view[8:12], _crc(payload, _crc(view[4:8]))) != _u32(data, 12):
        raise ValueError("checksum mismatch")
    return _u32(data, 4), payload


class _Sink:
    """Buffers streamed text into the file, counting its length and CRC as it goes."""

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
                return
        self.buf[self.used : self.used + n] = data
        self.used += n

    def flush(self):
        if self.used:
            self._out(memoryview(self.buf)[: self.used])
            self.used = 0

    def _out(self, data):
        self.f.write(data)
        self.size += len(data)
        self.crc = _crc(data, self.crc)


def _write_doc(root, name, magic, seq, dump):
    """Write NAME.new (its header last: a file cut short never carries a valid one), rename it over NAME."""
    new = join(root, name + _NEW)
    seq_bytes = (seq & 0xFFFFFFFF).to_bytes(4, "big")
    with open(new, "wb") as f:
        f.write(bytes(_HEADER))
        sink = _Sink(f, _crc(seq_bytes))
        dump(sink.write)
        sink.flush()
        size = sink.size.to_bytes(4, "big")
        # the CRC covers the sequence number and length too: a flipped bit there is damage, not a rollback
        f.seek(0)
        f.write(magic + seq_bytes + size + _crc(size, sink.crc).to_bytes(4, "big"))
    os.rename(new, join(root, name))


def _load_doc(root, name, magic, repair):
    """Recover NAME: promote a complete NAME.new left by a power cut, drop an incomplete one.

    :param repair: do so on the flash (the device at power-up); False only reads (the `state` command)

    :return: (seq, payload or None, problem or None)
    """
    path = join(root, name)
    new = join(root, name + _NEW)
    got = None
    try:
        data = _read(new)
        if data is not None:
            got = _decode(data, magic)
    except ValueError:
        got = None  # a NAME.new cut short: the write it belonged to never finished, nothing was lost
    if got is not None:
        if repair:
            os.rename(new, path)  # finish the interrupted write before anything else is written
        return got[0], got[1], None
    if repair:
        _remove(new)
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


# --- settings -----------------------------------------------------------------------------------


def load_settings(root, repair=False):
    """:return: (seq, parsed settings document or None, problem or None)"""
    seq, payload, problem = _load_doc(root, SETTINGS, _SETTINGS_MAGIC, repair)
    if payload is None:
        return seq, None, problem
    try:
        return seq, json.loads(bytes(payload)), None
    except ValueError:
        if repair:
            set_aside_settings(root)
        return 0, None, "%s: not JSON" % SETTINGS


def set_aside_settings(root):
    _set_aside(root, SETTINGS)


def save_settings(root, seq, dump):
    _write_doc(root, SETTINGS, _SETTINGS_MAGIC, seq, dump)


# --- the game: checkpoint and journal -----------------------------------------------------------


def load_checkpoint(root, repair=False):
    """:return: (seq, parsed checkpoint or None, problem or None)"""
    seq, payload, problem = _load_doc(root, CHECKPOINT, _CHECKPOINT_MAGIC, repair)
    if payload is None:
        if repair:
            # a journal without its checkpoint (a game abandoned when the power went) must never meet
            # the next game's checkpoint: gone, or kept aside with the damaged checkpoint it belonged to
            (_set_aside if problem else _remove_name)(root, JOURNAL)
        return seq, None, problem
    try:
        return seq, json.loads(bytes(payload)), None
    except ValueError:
        if repair:
            set_aside_game(root)
        return 0, None, "%s: not JSON" % CHECKPOINT


def save_checkpoint(root, seq, dump, game_id):
    """Store a checkpoint, then start its (empty) journal; before the journal is reset, the old one's
    records carry the old sequence number and are ignored."""
    _write_doc(root, CHECKPOINT, _CHECKPOINT_MAGIC, seq, dump)
    reset_journal(root, seq, game_id)


def set_aside_game(root):
    _set_aside(root, CHECKPOINT)
    _set_aside(root, JOURNAL)


def drop_game(root):
    """The game is over or abandoned: its files go, the checkpoint first (a journal alone is ignored)."""
    _remove(join(root, CHECKPOINT))
    _remove(join(root, JOURNAL))


def _journal_header(seq, game_id):
    body = (seq & 0xFFFFFFFF).to_bytes(4, "big") + bytes((len(game_id),)) + game_id.encode()
    return _JOURNAL_MAGIC + body + _crc(body).to_bytes(4, "big")


def reset_journal(root, seq, game_id):
    with open(join(root, JOURNAL), "wb") as f:
        f.write(_journal_header(seq, game_id))


def encode_record(seq, item):
    """One journal record: kind (A an action, U an undo), payload length, payload, CRC-32 (seeded by seq)."""
    if item == UNDO:
        body = b"U\x00\x00"
    else:
        payload = jsonc.dumps(item).encode()
        if len(payload) > _MAX_RECORD:
            raise ValueError("action too long to journal")
        body = b"A" + len(payload).to_bytes(2, "big") + payload
    return body + _crc(body, seq & 0xFFFFFFFF).to_bytes(4, "big")


def append_journal(root, seq, items):
    """Append records for ``items``; once the file is closed they are stored (littlefs syncs at close)."""
    with open(join(root, JOURNAL), "ab") as f:
        for item in items:
            f.write(encode_record(seq, item))


def read_journal(root, seq, game_id):
    """The records stored after checkpoint ``seq``.

    :return: (items, clean): clean is False when the file must be started again before the next append
        (missing, from another checkpoint, or ending in a record cut short by a power cut)
    """
    try:
        data = _read(join(root, JOURNAL))
    except ValueError:
        data = None
    head = _journal_header(seq, game_id)
    if data is None or data[: len(head)] != head:
        return [], False  # also a journal left by a checkpoint since replaced, or by an abandoned game
    view = memoryview(data)
    items = []
    at = len(head)
    end = len(data)
    while at + 7 <= end:
        size = int.from_bytes(view[at + 1 : at + 3], "big")
        stop = at + 3 + size
        if stop + 4 > end or _crc(view[at:stop], seq & 0xFFFFFFFF) != _u32(view, stop):
            break
        kind = view[at]
        if kind == 85:  # "U"
            items.append(UNDO)
        elif kind == 65:  # "A"
            try:
                items.append(json.loads(bytes(view[at + 3 : stop])))
            except ValueError:
                break
        else:
            break
        at = stop + 4
    return items, at == end
