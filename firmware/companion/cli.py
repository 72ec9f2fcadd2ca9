# The host simulator's JSON commands (score, dragon), run by CPython or inside MicroPython alike.

from companion import catalog
from companion.core import check, jsonc


def score(data):
    """``score`` command: dispatch to the game's ``score_input``.

    :param data: the parsed input object
    :return: the output object
    :raises check.BadInput: bad input, with the offending field named
    """
    game_id = _game(data)
    mod = _engine(game_id, "score_input")
    out = mod.score_input(data)
    out["game"] = game_id
    return out


def dragon(data):
    """``dragon`` command: Emerald's dragon flight."""
    return catalog.load("emerald").dragon_input(data)


def _game(data):
    if not isinstance(data, dict):
        raise check.BadInput("input: must be an object")
    if "game" not in data:
        raise check.BadInput("game: missing field")
    game_id = check.string(data["game"], "game")
    if catalog.find(game_id) is None:
        known = ", ".join([g[0] for g in catalog.GAMES])
        raise check.BadInput("game: unknown game %s (known: %s)" % (check.quote(game_id), known))
    return game_id


def _engine(game_id, func):
    try:
        mod = catalog.load(game_id)
    except ImportError:
        mod = None
    if mod is None or not hasattr(mod, func):
        raise check.BadInput("game: %s has no %s command" % (game_id, func.split("_")[0]))
    return mod


COMMANDS = {"score": score, "dragon": dragon}

INPUT_LIMIT = 65536  # bytes of UTF-8: a larger input is refused before it is parsed
# what the parser lets through (jsonparse.parse_stream): the largest real input (Samarkand, three players
# with full hands) holds 164 values and 943 characters, and anything within these fits in a 96 KB heap
# next to the game's modules (tests/device/test_inputs.py)
_DIGITS = 9  # below 2**30: a small int even on the Pico, never a big one in the heap
_LENGTH = 64
_FIELDS = 32
_VALUES = 256
_CHARS = 4096
_PIECE = 256  # the input is read and parsed this much at a time
_ROOM = 12288  # bytes of heap kept in one piece while parsing, for the game's modules imported after it


def too_large(size):
    """:return: the refusal of an input of ``size`` bytes, or None when it is within the limit"""
    if size > INPUT_LIMIT:
        return "input: %d bytes exceeds the limit of %d" % (size, INPUT_LIMIT)
    return None


class _Text:
    """An input held whole (CPython's host_sim): its size is known before parsing."""

    def __init__(self, text):
        self.text = text
        self.at = 0

    def read(self):
        piece = self.text[self.at : self.at + _PIECE]
        self.at += _PIECE
        return piece

    def size(self):
        return len(self.text.encode("utf-8"))


class _Stream:
    """Standard input read a piece at a time into one buffer, so that no input has to fit in the heap.

    Its bytes are counted as they come; an incomplete UTF-8 sequence at a piece's end waits for the next.
    """

    def __init__(self, stream):
        self.raw = getattr(stream, "buffer", stream)
        self.count = 0
        self.buf = bytearray(_PIECE + 3)  # room for the 3 bytes a UTF-8 sequence can leave behind
        self.view = memoryview(self.buf)
        self.held = 0  # bytes of an incomplete sequence at the front of buf

    def _fill(self):
        n = self.raw.readinto(self.view[self.held :]) or 0
        self.count += n
        return n

    def read(self):
        while True:
            n = self._fill()
            if self.count > INPUT_LIMIT:
                raise check.BadInput(too_large(self.size()))
            if not n:
                if self.held:
                    raise check.BadInput("input: not UTF-8 text")
                return ""
            end = self.held + n
            cut = _complete(self.buf, end)
            try:
                piece = str(self.view[:cut], "utf-8")
            except UnicodeError:
                raise check.BadInput("input: not UTF-8 text")
            self.held = end - cut
            self.buf[: self.held] = self.buf[cut:end]
            if piece:
                return piece

    def size(self):
        """Read to the end, counting: the whole input's size in bytes."""
        self.held = 0
        while self._fill():
            pass
        return self.count


def _complete(data, n):
    """:return: the length of ``data[:n]`` without an incomplete UTF-8 sequence at its end"""
    k = n - 1
    while k > n - 4 and k > 0 and (data[k] & 0xC0) == 0x80:
        k -= 1  # continuation bytes: find the sequence's first byte
    lead = data[k]
    if lead >= 0xC0 and n - k < (2 if lead < 0xE0 else 3 if lead < 0xF0 else 4):
        return k
    return n


def _answer(command, source):
    """Parse the input from ``source`` (_Text or _Stream) and run the command.

    :return: (exit status, output object or None, stderr line)
    """
    from companion.core import jsonparse

    # the parsed input is many small objects strewn across the heap: without a block set aside
    # before, the modules imported after it could find no piece large enough for their code
    try:
        room = bytearray(_ROOM)
    except MemoryError:
        room = None  # a heap too small for it: the command may still fit
    # score: the most players any game takes, until the input names its game; too many players are
    # counted, not kept, and refused as the game's own check would
    most = {"players": max([row[3] for row in catalog.GAMES])} if command == "score" else None

    def top(key, value):
        row = catalog.find(value) if key == "game" and isinstance(value, str) else None
        if row is not None and most is not None:
            most["players"] = row[3]

    try:
        try:
            data = jsonparse.parse_stream(source.read, _DIGITS, _LENGTH, _FIELDS, _VALUES, _CHARS, most, top)
            del room
        except check.BadInput:
            # an input over the limit is refused for its size, whatever broke first in its first part
            refusal = too_large(source.size())
            if refusal:
                raise check.BadInput(refusal)
            raise
        return 0, COMMANDS[command](data), ""
    except check.BadInput as e:
        return 2, None, str(e.args[0]) if e.args else "bad input"


def execute(command, text):
    """Run one command on JSON text.

    :return: (exit status, output object or None, stderr line)
    """
    source = _Text(text)
    refusal = too_large(source.size())
    if refusal:
        return 2, None, refusal
    return _answer(command, source)


def run(command, text):
    """Run one command on JSON text.

    :return: (exit status, stdout text, stderr line)
    """
    code, out, err = execute(command, text)
    return code, "" if out is None else jsonc.dumps(out), err


def main(command, stdin, stdout, stderr):
    """Read stdin a piece at a time, write the answer streamed to stdout (neither the input nor a long
    answer ever sits whole in the heap).

    :return: the exit status
    """
    code, out, err = _answer(command, _Stream(stdin))
    if out is not None:
        jsonc.dump(out, stdout.write)
        stdout.write("\n")
    if err:
        stderr.write(err + "\n")
    return code
