# Power-cut-safe storage: write a new file, then os.rename over the old (atomic on littlefs), with a CRC.

import os

try:
    from binascii import crc32
except ImportError:  # a port built without binascii.crc32
    crc32 = None

_MAGIC = b"GCS1"
_HEADER = 16  # magic, sequence number, payload length, CRC-32 of the payload: 4 bytes each, big-endian
MAIN = "companion.dat"
NEW = "companion.new"
PREV = "companion.old"  # the generation before MAIN: what a damaged MAIN falls back to
BAD = "companion.bad"


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


def _header(seq, size, crc):
    return _MAGIC + (seq & 0xFFFFFFFF).to_bytes(4, "big") + size.to_bytes(4, "big") + crc.to_bytes(4, "big")


def join(root, name):
    return root + name if root.endswith("/") else root + "/" + name


def encode(seq, payload):
    """Header + payload bytes for one saved document."""
    return _header(seq, len(payload), _crc(payload)) + payload


def decode(data):
    """:return: (seq, payload bytes) or (None, why)"""
    if len(data) < _HEADER or data[:4] != _MAGIC:
        return None, "not a state file"
    seq = int.from_bytes(data[4:8], "big")
    size = int.from_bytes(data[8:12], "big")
    payload = memoryview(data)[_HEADER:]  # no copy: a long game's file is read into RAM only once
    if len(payload) != size:
        return None, "truncated"
    if _crc(payload) != int.from_bytes(data[12:16], "big"):
        return None, "checksum mismatch"
    return seq, payload


def _read(path):
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError:
        return None


def _seq(path):
    """The sequence number in a file's header, or None (no file, or not a state file)."""
    try:
        with open(path, "rb") as f:
            head = f.read(_HEADER)
    except OSError:
        return None
    if len(head) < _HEADER or head[:4] != _MAGIC:
        return -1
    return int.from_bytes(head[4:8], "big")


def load(root, accept):
    """Find the newest complete, valid document.

    Files are read one at a time, newest first (by the sequence number in their headers), so a long game
    never needs two copies in RAM. Running out of memory is not a damaged file: it is raised, never
    taken as a reason to fall back (that would drop a good game).

    :param root: the storage directory
    :param accept: callable(payload bytes) -> the loaded value, raising on a document it cannot use
    :return: (value or None, seq, problems) where problems lists the files that were skipped and why
    """
    found = []
    problems = []
    for name in (MAIN, NEW, PREV):
        seq = _seq(join(root, name))
        if seq == -1:
            problems.append((name, "not a state file"))
        elif seq is not None:
            found.append((seq, name))
    # newest first: a complete .new that a power cut kept from being renamed is the latest state,
    # and .old is there when .dat is damaged
    found.sort(key=lambda t: -t[0])
    for _, name in found:
        seq, payload = decode(_read(join(root, name)) or b"")
        if seq is None:
            problems.append((name, payload))
            continue
        try:
            return accept(payload), seq, problems
        except MemoryError:
            raise
        except Exception as e:  # any document this firmware cannot use falls back to the next
            problems.append((name, "unusable: %s" % (e.args[0] if e.args else type(e).__name__)))
        payload = None
    return None, 0, problems


class _Sink:
    """Buffers the streamed payload into the file, counting its length and CRC as it goes."""

    def __init__(self, f):
        self.f = f
        self.buf = bytearray(256)
        self.used = 0
        self.size = 0
        self.crc = 0

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


def save(root, seq, dump):
    """Durably replace the saved document; a power cut at any instant leaves the old or the new one.

    Write .new, then rename .dat to .old and .new to .dat: each rename is atomic on littlefs, and at every
    instant the newest complete document is in one of the three files (load picks it by sequence number).

    :param dump: callable(write) that streams the payload text (so no copy of it is built in RAM)
    """
    new = join(root, NEW)
    with open(new, "wb") as f:
        # the header is written last: a file cut short never carries a valid one
        f.write(bytes(_HEADER))
        sink = _Sink(f)
        dump(sink.write)
        sink.flush()
        f.seek(0)
        f.write(_header(seq, sink.size, sink.crc))
    main = join(root, MAIN)
    try:
        os.rename(main, join(root, PREV))
    except OSError:  # no .dat yet (first save, or it was quarantined)
        pass
    os.rename(new, main)


def quarantine(root):
    """Keep a damaged main file as companion.bad (nothing is thrown away), so the next save is clean."""
    try:
        os.rename(join(root, MAIN), join(root, BAD))
    except OSError:
        pass
