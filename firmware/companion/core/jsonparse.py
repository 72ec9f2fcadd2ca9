# Strict JSON parser (integers only), identical in both runtimes; imported only when something is parsed.

from micropython import const

_TYPED = const(0)  # mypy reads an `if _TYPED:` block (always_true); MicroPython's compiler drops it
_MAX_DEPTH = 64
_SHOWN = 20  # a number longer than this is shown cut short in messages


def parse(text):
    """Parse strict JSON (no NaN, no trailing commas, no key given twice). Numbers must be integers.

    :raises BadInput: ``not JSON: ... at line L column C`` for broken syntax; naming the field for a key
        given twice (``players[0]: key "gold" given twice``) or a number with a fraction or an exponent
        (``players[1].silver: 2.5 is not a whole number``)
    """
    return _Parser(text, None).document()


def parse_stream(read, digits, length, fields, values, chars, lists=None, top=None):
    """Parse a command's input piece by piece, never holding its whole text, within limits that bound
    the heap the result takes (the input comes from outside: it must not exhaust the device's heap).

    :param read: ``read()`` -> the next piece of the text, "" at its end
    :param digits: most digits of an integer (``too large`` beyond, naming the field)
    :param length: most characters of one string or key
    :param fields: most keys in one object (a large dict needs its table in one piece of heap)
    :param values: most values (objects, lists, strings, numbers, literals) in the whole input
    :param chars: most characters in all strings and keys together
    :param lists: {key: most entries} for the lists at the top level's keys (the caller may change it
        while parsing); a longer one is read to its end, counted, not kept, and refused with its length
    :param top: ``top(key, value)`` is called once each value at the top level is parsed
    :raises BadInput: as ``parse``, and naming the field where a limit is passed
    """
    p = _Parser("", read)
    p.digits = digits
    p.length = length
    p.fields = fields
    p.values_max = p.values_left = values
    p.chars_max = p.chars_left = chars
    p.keys = {}
    p.lists = lists
    p.top = top
    return p.document()


class _Parser:
    if _TYPED:  # set by parse_stream, with the budgets
        values_max: int
        chars_max: int

    def __init__(self, text, read):
        self.s = text  # the text not yet dropped (all of it unless streaming)
        self.i = 0
        self.read = read  # the source of more text while streaming, else None
        self.line = 0  # newlines dropped with the text before s
        self.col = 0  # characters dropped since the last of them
        self.path = []  # keys and indices down to the current value, for messages
        self.digits = None  # the limits (None: text the project wrote itself)
        self.length = None
        self.fields = None
        self.values_left = None
        self.chars_left = None
        self.keys = None  # one copy of each key (a list of objects repeats the same keys)
        self.lists = None
        self.top = None

    def document(self):
        self.ws()
        v = self.value(0)
        self.ws()
        if self.more(1):
            self.fail("extra data after the JSON value")
        return v

    def more(self, n):
        """Make ``n`` characters from the position available, reading on while streaming.

        :return: False when the text ends before that
        """
        while len(self.s) - self.i < n:
            piece = self.read() if self.read is not None else ""
            if not piece:
                self.read = None
                return False
            s = self.s
            i = self.i
            nl = s.rfind("\n", 0, i)
            if nl >= 0:
                self.line += s.count("\n", 0, i)
                self.col = i - nl - 1
            else:
                self.col += i
            self.s = s[i:] + piece if i < len(s) else piece
            self.i = 0
        return True

    def fail(self, why):
        """Refuse broken syntax at the position (line and column count the whole text)."""
        # imported here: the validators are needed only once something is wrong
        from companion.core.check import BadInput

        s = self.s
        i = self.i
        nl = s.rfind("\n", 0, i)
        line = self.line + s.count("\n", 0, i) + 1
        col = i - nl if nl >= 0 else self.col + i + 1
        raise BadInput("not JSON: %s at line %d column %d" % (why, line, col))

    def refuse(self, why):
        """Refuse the current value naming its field (``players[1].silver: ...``)."""
        from companion.core.check import BadInput, path

        where = ""
        for key in self.path:
            if key is not None:
                where = path(where, key)
        raise BadInput("%s: %s" % (where or "input", why))

    def ws(self):
        while True:
            s = self.s
            n = len(s)
            i = self.i
            while i < n and s[i] in " \t\r\n":
                i += 1
            self.i = i
            if i < n or not self.more(1):
                return

    def value(self, depth):
        if depth > _MAX_DEPTH:
            self.fail("nested too deeply")
        if self.values_left is not None:
            self.values_left -= 1
            if self.values_left < 0:
                self.refuse("the input holds more than %d values" % self.values_max)
        if not self.more(1):
            self.fail("unexpected end")
        c = self.s[self.i]
        if c == "{":
            return self.obj(depth)
        if c == "[":
            return self.arr(depth)
        if c == '"':
            return self.string()
        if c == "-" or "0" <= c <= "9":
            return self.number()
        self.more(5)
        for word, v in (("true", True), ("false", False), ("null", None)):
            if self.s.startswith(word, self.i):
                self.i += len(word)
                return v
        self.fail("unexpected character")

    def obj(self, depth):
        self.i += 1
        d = {}  # type: dict
        self.ws()
        if self.s.startswith("}", self.i):
            self.i += 1
            return d
        path = self.path
        path.append(None)
        while True:
            self.ws()
            if not self.s.startswith('"', self.i):
                self.fail("expected a quoted key")
            path[-1] = None  # a key too long is the object's fault
            k = self.string()
            if k in d:
                path.pop()
                if not path:
                    path.append(k)  # at the top level, the key itself names the field
                from companion.core.check import quote

                self.refuse("key %s given twice" % quote(k))
            if self.keys is not None:
                k = self.keys.get(k, k)
                if len(self.keys) < 64:
                    self.keys[k] = k
            path[-1] = k
            if self.fields is not None and len(d) == self.fields:
                path.pop()
                self.refuse("more than %d fields" % self.fields)
            self.ws()
            if not self.s.startswith(":", self.i):
                self.fail("expected ':'")
            self.i += 1
            self.ws()
            d[k] = self.value(depth + 1)
            if depth == 0 and self.top is not None:
                self.top(k, d[k])
            self.ws()
            if self.s.startswith(",", self.i):
                self.i += 1
            elif self.s.startswith("}", self.i):
                self.i += 1
                path.pop()
                return d
            else:
                self.fail("expected ',' or '}'")

    def arr(self, depth):
        self.i += 1
        a = []  # type: list
        self.ws()
        if self.s.startswith("]", self.i):
            self.i += 1
            return a
        path = self.path
        most = self.lists.get(path[0]) if depth == 1 and self.lists else None
        n = 0
        path.append(0)
        while True:
            self.ws()
            path[-1] = n
            if most is not None and n >= most:
                # past the most: parsed for its syntax and counted, but dropped at once, off the budgets
                left = self.values_left, self.chars_left
                self.value(depth + 1)
                self.values_left, self.chars_left = left
            else:
                a.append(self.value(depth + 1))
            n += 1
            self.ws()
            if self.s.startswith(",", self.i):
                self.i += 1
            elif self.s.startswith("]", self.i):
                self.i += 1
                path.pop()
                if n > len(a):  # entries were dropped past the most
                    assert most is not None
                    self.refuse("has %d entries, at most %d allowed" % (n, most))
                return a
            else:
                self.fail("expected ',' or ']'")

    def run_of_digits(self, keep):
        """Consume ASCII digits.

        :return: (the first ``keep`` of them, how many there were)
        """
        kept = ""
        n = 0
        while True:
            s = self.s
            i = j = self.i
            end = len(s)
            while j < end and "0" <= s[j] <= "9":
                j += 1
            if len(kept) < keep:
                kept += s[i : min(j, i + keep - len(kept))]
            n += j - i
            self.i = j
            if j < end or not self.more(1):
                return kept, n

    def peek(self):
        """:return: the character at the position, "" at the end"""
        return self.s[self.i] if self.more(1) else ""

    def number(self):
        # a huge number is counted, not kept: only its first digits are held, for the message
        keep = _SHOWN + 1 if self.digits is not None else 1 << 30
        sign = ""
        if self.peek() == "-":
            sign = "-"
            self.i += 1
        if self.peek() == "0":
            self.i += 1
            whole, n = "0", 1
            if "0" <= self.peek() <= "9":
                self.fail("bad number (a leading zero)")
        else:
            whole, n = self.run_of_digits(keep)
            if n == 0:
                self.fail("bad number")
        shown = sign + whole
        size = len(sign) + n
        if self.peek() == ".":
            self.i += 1
            frac, k = self.run_of_digits(_SHOWN)
            if k == 0:
                self.fail("bad number")
            shown += "." + frac
            size += 1 + k
        c = self.peek()
        if c == "e" or c == "E":
            self.i += 1
            shown += c
            size += 1
            c = self.peek()
            if c == "+" or c == "-":
                self.i += 1
                shown += c
                size += 1
            exp, k = self.run_of_digits(_SHOWN)
            if k == 0:
                self.fail("bad number")
            shown += exp
            size += k
        if size > _SHOWN:
            shown = "%s... (%d characters)" % (shown[:16], size)
        if size > len(sign) + n:
            self.refuse("%s is not a whole number" % shown)
        if self.digits is not None and n > self.digits:
            self.refuse("%s is too large (more than %d digits)" % (shown, self.digits))
        return int(sign + whole)

    def string(self):
        self.i += 1
        out = None  # pieces: only a string with escapes or across pieces of input needs more than a slice
        n = 0
        limit = self.length
        while True:
            s = self.s
            i = j = self.i
            end = len(s)
            while j < end and s[j] != '"' and s[j] != "\\" and s[j] >= " ":
                j += 1
            n += j - i
            self.i = j
            if limit is not None and n > limit:
                self.refuse("longer than %d characters" % limit)
            if out is None and j < end and s[j] == '"':
                self.i = j + 1
                text = s[i:j]
                break
            if out is None:
                out = []
            if j > i:
                out.append(s[i:j])
            if j >= end:
                if self.more(1):
                    continue
                self.fail("unterminated string")
            c = s[j]
            if c == '"':
                self.i = j + 1
                text = "".join(out)
                break
            if c != "\\":
                self.fail("control character in string")
            self.more(12)  # the longest escape: a surrogate pair, \uXXXX\uXXXX
            s = self.s
            j = self.i
            if j + 1 >= len(s):
                self.fail("unterminated string")
            e = s[j + 1]
            if e == "u":
                cp = self._hex4(j + 2)
                i = j + 6
                if 0xD800 <= cp < 0xDC00 and s.startswith("\\u", i):
                    lo = self._hex4(i + 2)
                    if 0xDC00 <= lo < 0xE000:
                        cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00)
                        i += 6
                if 0xD800 <= cp < 0xE000:
                    self.fail("lone surrogate in \\u escape")
                out.append(chr(cp))
            else:
                k = '"\\/bfnrt'.find(e)
                if k < 0:
                    self.fail("bad escape")
                out.append('"\\/\b\f\n\r\t'[k])
                i = j + 2
            n += 1
            self.i = i
        if self.chars_left is not None:
            self.chars_left -= n
            if self.chars_left < 0:
                self.refuse("the input holds more than %d characters of text" % self.chars_max)
        return text

    def _hex4(self, i):
        h = self.s[i : i + 4]
        if len(h) != 4:
            self.i = i
            self.fail("bad \\u escape")
        for ch in h:
            if ch not in "0123456789abcdefABCDEF":
                self.i = i
                self.fail("bad \\u escape")
        return int(h, 16)
