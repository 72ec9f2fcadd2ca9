# Canonical JSON (sorted keys, no spaces), the same bytes under MicroPython and CPython (parsing: jsonparse).

import json
from io import StringIO

from micropython import const

# JSON's short escapes: these bytes, written as the two characters of each in _ESCAPES (one long text, as a
# short text per escape would be a name MicroPython interns for good: see docs/MEMORY.md)
_ESCAPED = const((0x22, 0x5C, 0x0A, 0x0D, 0x09, 0x08, 0x0C))
_ESCAPES = const('\\"\\\\\\n\\r\\t\\b\\f')


def dumps(v):
    """Encode ints, strs, bools, None, lists, tuples and dicts with str keys; keys sorted, no spaces."""
    # one growing buffer, not a list of hundreds of small strings joined at the end (a small heap)
    out = StringIO()
    dump(v, out.write)
    return out.getvalue()


def compact(v):
    """JSON without spaces, made in C: many times faster than dumps(), but its dict order is the runtime's.
    For what only the device reads back (its flash files), never for output compared across runtimes."""
    return json.dumps(v, separators=(",", ":"))


def dump(v, write):
    """Stream the canonical JSON of ``v`` through ``write(str)`` without building it whole (small heap)."""
    if v is None:
        write("null")
    elif v is True:
        write("true")
    elif v is False:
        write("false")
    elif isinstance(v, int):
        write(str(v))
    elif isinstance(v, str):
        _dump_str(v, write)
    elif isinstance(v, (list, tuple)):
        write("[")
        first = True
        for x in v:
            if not first:
                write(",")
            first = False
            dump(x, write)
        write("]")
    elif isinstance(v, dict):
        # each key in order by picking the next one, not sorted(v): no list of the keys in the heap (the
        # simulator's state line is written after every event, however fragmented the heap; dicts are small)
        write("{")
        last = None
        while True:
            k = None
            for key in v:
                if (last is None or key > last) and (k is None or key < k):
                    k = key
            if k is None:
                break
            if last is not None:
                write(",")
            _dump_str(k, write)
            write(":")
            dump(v[k], write)
            last = k
        write("}")
    else:
        raise TypeError("cannot encode %s" % type(v).__name__)


def _dump_str(s, write):
    # the text's bytes, never its characters: MicroPython interns each character taken from a str as a qstr,
    # for good (a state line would leave every letter of every name in the heap)
    b = s.encode()
    for c in b:
        if c < 0x20 or c > 0x7E or c == 0x22 or c == 0x5C:
            break
    else:
        # the common case, plain ASCII: one write, no per-character work
        write('"')
        write(s)
        write('"')
        return
    write('"')
    n = len(b)
    start = 0  # plain ASCII from here is written in one piece
    i = 0
    while i < n:
        c = b[i]
        if 0x20 <= c <= 0x7E and c != 0x22 and c != 0x5C:
            i += 1
            continue
        if i > start:
            write(b[start:i].decode())
        end = i + (1 if c < 0x80 else 2 if c < 0xE0 else 3 if c < 0xF0 else 4)  # one UTF-8 sequence
        if c in _ESCAPED:
            k = 2 * _ESCAPED.index(c)
            write(_ESCAPES[k : k + 2])
        else:
            c = ord(b[i:end].decode())
            if c < 0x10000:
                write("\\u%04x" % c)
            else:
                c -= 0x10000
                write("\\u%04x\\u%04x" % (0xD800 + (c >> 10), 0xDC00 + (c & 0x3FF)))
        i = start = end
    if start < n:
        write(b[start:].decode())
    write('"')
