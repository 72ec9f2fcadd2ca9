"""Parse an events file (contract: host-cli.md, `play --events`) into simulator protocol lines."""

BUTTONS = ("up", "down", "ok", "back", "roll")


class EventError(ValueError):
    """A bad events line: the message names the line."""


def _ascii_digits(text):
    """True for "" or 0-9 only (str.isdigit also takes other scripts' digits, such as "\u0663")."""
    return not text.strip("0123456789")


def seconds_to_ms(text):
    """'60', '0.5', '1.250' -> whole milliseconds, exactly (no float rounding)."""
    whole, dot, frac = text.partition(".")
    if not whole and not frac:
        raise ValueError("no number")
    if not _ascii_digits(whole) or (dot and not (frac and _ascii_digits(frac))):
        raise ValueError("not a number of seconds")
    if len(frac) > 3:
        raise ValueError("finer than a millisecond")
    return int(whole or "0") * 1000 + int((frac + "000")[:3])


def parse(text, first=1):
    """:param first: the number of the text's first line in the events file (for messages)
    :return: protocol lines ("ok", "roll:long", "wait:1500")
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
                    "events line %d: %r: wait needs seconds like wait:1.5 (%s)" % (n, raw.strip(), e)
                )
            out.append("wait:%d" % ms)
            continue
        name, colon, mod = line.partition(":")
        if name not in BUTTONS or (colon and mod != "long"):
            raise EventError(
                "events line %d: %r is not a button (up, down, ok, back, roll, each optionally :long)"
                " or wait:SECONDS" % (n, raw.strip())
            )
        out.append(line)
    return out
