"""Parse an events file (contract: host-cli.md, `play --events`) into simulator protocol lines."""

import sys

BUTTONS = ("up", "down", "ok", "back", "roll")
MAX_WAIT = 86400  # seconds, the longest wait:SECONDS
MAX_LINE = 256  # bytes in an events line, its end of line aside (contract)
MAX_INPUT = 16 * 1024 * 1024  # bytes in an events input (contract: 16 MiB)


class EventError(ValueError):
    """A bad events line: the message names the line."""


def _ascii_digits(text):
    """True for "" or 0-9 only (str.isdigit also takes other scripts' digits, such as "\u0663")."""
    return not text.strip("0123456789")


def _shown(raw):
    """A bad line as a message quotes it: cut short, so that the message stays one readable line."""
    line = raw.strip()
    return line if len(line) <= 40 else line[:36] + "..."


def seconds_to_ms(text):
    """'60', '0.5', '1.250' -> whole milliseconds, exactly (no float rounding)."""
    whole, dot, frac = text.partition(".")
    if not whole and not frac:
        raise ValueError("no number")
    if not _ascii_digits(whole) or (dot and not (frac and _ascii_digits(frac))):
        raise ValueError("not a number of seconds")
    if len(frac) > 3:
        raise ValueError("finer than a millisecond")
    whole = whole.lstrip("0")
    ms = int(whole[:6] or "0") * 1000 + int((frac + "000")[:3])  # 6 digits are more than a day already
    if ms > MAX_WAIT * 1000:
        # the device's clock is run through in small steps: an endless wait would never answer
        raise ValueError("more than a day, %d seconds" % MAX_WAIT)
    return ms


MAX_HOLD = 60  # seconds, the longest BUTTON:hold:SECONDS (a finger, not a clock)


def parse(text, first=1):
    """:param first: the number of the text's first line in the events file (for messages)
    :return: protocol lines ("ok", "roll:long", "down:1500" a hold, "wait:1500")
    :raises EventError: on the first bad line, before anything runs
    """
    out = []
    for n, raw in enumerate(text.splitlines(), first):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if line.startswith("wait:"):
            try:
                ms = seconds_to_ms(line[5:].strip())
            except ValueError as e:
                raise EventError(
                    "events line %d: %r: wait needs seconds like wait:1.5 (%s)" % (n, _shown(raw), e)
                )
            out.append("wait:%d" % ms)
            continue
        name, colon, mod = line.partition(":")
        if name in BUTTONS and mod.startswith("hold:"):
            try:
                ms = seconds_to_ms(mod[5:].strip())
            except ValueError as e:
                raise EventError(
                    "events line %d: %r: hold needs seconds like %s:hold:1.5 (%s)" % (n, _shown(raw), name, e)
                )
            if ms > MAX_HOLD * 1000:
                raise EventError(
                    "events line %d: %r: a hold lasts at most %d seconds" % (n, _shown(raw), MAX_HOLD)
                )
            out.append("%s:%d" % (name, ms))
            continue
        if name not in BUTTONS or (colon and mod != "long"):
            raise EventError(
                "events line %d: %r is not a button (up, down, ok, back, roll, each optionally :long or"
                " :hold:SECONDS) or wait:SECONDS" % (n, _shown(raw))
            )
        out.append(line)
    return out


class Limits:
    """Checks an events input as it is read, chunk by chunk: no line longer than MAX_LINE bytes, no more than
    MAX_INPUT bytes in all (so that an endless input, /dev/zero, is refused at once, never held)."""

    def __init__(self):
        self.total = 0
        self.line = 1  # the number of the line being read
        self.run = 0  # its bytes so far

    def feed(self, chunk):
        """:raises EventError: naming the limit"""
        self.total += len(chunk)
        if self.total > MAX_INPUT:
            raise EventError("events: more than %d bytes (16 MiB), the limit of an input" % MAX_INPUT)
        parts = chunk.split(b"\n")
        for i, part in enumerate(parts):
            self.run += len(part)
            if self.run > MAX_LINE and not (self.run == MAX_LINE + 1 and part.endswith(b"\r")):
                raise EventError("events: line %d is longer than %d bytes" % (self.line, MAX_LINE))
            if i < len(parts) - 1:
                self.line += 1
                self.run = 0


def read_events(path, what="--events"):
    """The UTF-8 text of an events file (``-``: standard input), read as a stream within the limits.

    :raises EventError: a limit exceeded; ValueError: not readable, not UTF-8
    """
    try:
        f = sys.stdin.buffer if path == "-" else open(path, "rb")
    except OSError as e:
        raise ValueError("%s: cannot read %s: %s" % (what, path, e.strerror))
    limits = Limits()
    chunks = []
    try:
        while True:
            chunk = f.read(65536)
            if not chunk:
                break
            limits.feed(chunk)
            chunks.append(chunk)
    except OSError as e:
        raise ValueError("%s: cannot read %s: %s" % (what, path, e.strerror))
    finally:
        if f is not sys.stdin.buffer:
            f.close()
    try:
        return b"".join(chunks).decode("utf-8")
    except UnicodeDecodeError:
        raise ValueError("%s: %s is not UTF-8 text" % (what, path))


def read_text(path, what, too_large=None):
    """The UTF-8 text of an input file (``-``: standard input); ValueError naming ``what`` otherwise.

    :param too_large: callable(size) -> the refusal of an input of ``size`` bytes, or None: the input is
        read a piece at a time and refused as soon as it is too large (an endless one, /dev/zero, at
        MAX_INPUT bytes: "more than" that)
    """
    data = b""
    try:
        f = sys.stdin.buffer if path == "-" else open(path, "rb")
        try:
            while True:
                chunk = f.read(65536)
                if not chunk:
                    break
                if too_large is not None and too_large(len(data) + len(chunk)):
                    size = len(data) + len(chunk)
                    while chunk and size <= MAX_INPUT:  # counted to its end, not kept
                        chunk = f.read(65536)
                        size += len(chunk)
                    refusal = too_large(size)
                    if size > MAX_INPUT:
                        refusal = refusal.replace("%d bytes" % size, "more than %d bytes" % MAX_INPUT)
                    raise ValueError(refusal)
                data += chunk
        finally:
            if f is not sys.stdin.buffer:
                f.close()
    except OSError as e:
        raise ValueError("%s: cannot read %s: %s" % (what, path, e.strerror))
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise ValueError("%s: %s is not UTF-8 text" % (what, path))
