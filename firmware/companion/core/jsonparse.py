# Strict JSON parser (integers only), identical in both runtimes; imported only when something is parsed.


def parse(text, as_text=None):
    """Parse strict JSON (no NaN, no trailing commas). Numbers must be integers.

    :param as_text: (depth, key): the value of ``key`` in the objects at that depth is returned as its JSON
        text, not parsed (a long game's history stays one string instead of hundreds of small lists)
    :raises BadInput: ``not JSON: ... at line L column C``
    """
    p = _Parser(text)
    p.as_text = as_text
    p.ws()
    v = p.value(0)
    p.ws()
    if p.i != len(text):
        p.fail("extra data after the JSON value")
    return v


_MAX_DEPTH = 64


class _Parser:
    def __init__(self, text):
        self.s = text
        self.i = 0
        self.as_text = None

    def raw(self):
        """Skip one array or object, strings and nesting respected; return its text."""
        s = self.s
        start = self.i
        if not s.startswith("[", start) and not s.startswith("{", start):
            self.fail("expected a list or an object")
        depth = 0
        i = start
        n = len(s)
        while i < n:
            c = s[i]
            if c == '"':
                i += 1
                while i < n and s[i] != '"':
                    i += 2 if s[i] == "\\" else 1
            elif c == "[" or c == "{":
                depth += 1
            elif c == "]" or c == "}":
                depth -= 1
                if depth == 0:
                    self.i = i + 1
                    return s[start : i + 1]
            i += 1
        self.i = i
        self.fail("unterminated list")

    def fail(self, why):
        # imported here: the device parses its own files and need not hold the validators in RAM
        from companion.core.check import BadInput

        line = self.s.count("\n", 0, self.i) + 1
        col = self.i - (self.s.rfind("\n", 0, self.i) + 1) + 1
        raise BadInput("not JSON: %s at line %d column %d" % (why, line, col))

    def ws(self):
        s = self.s
        n = len(s)
        i = self.i
        while i < n and s[i] in " \t\r\n":
            i += 1
        self.i = i

    def value(self, depth):
        if depth > _MAX_DEPTH:
            self.fail("nested too deeply")
        s = self.s
        if self.i >= len(s):
            self.fail("unexpected end")
        c = s[self.i]
        if c == "{":
            return self.obj(depth)
        if c == "[":
            return self.arr(depth)
        if c == '"':
            return self.string()
        if c == "-" or "0" <= c <= "9":
            return self.number()
        for word, v in (("true", True), ("false", False), ("null", None)):
            if s.startswith(word, self.i):
                self.i += len(word)
                return v
        self.fail("unexpected character")

    def obj(self, depth):
        self.i += 1
        d = {}
        self.ws()
        if self.s.startswith("}", self.i):
            self.i += 1
            return d
        while True:
            self.ws()
            if not self.s.startswith('"', self.i):
                self.fail("expected a quoted key")
            k = self.string()
            self.ws()
            if not self.s.startswith(":", self.i):
                self.fail("expected ':'")
            self.i += 1
            self.ws()
            keep = self.as_text
            if keep is not None and keep[0] == depth and keep[1] == k:
                d[k] = self.raw()
            else:
                d[k] = self.value(depth + 1)
            self.ws()
            if self.s.startswith(",", self.i):
                self.i += 1
            elif self.s.startswith("}", self.i):
                self.i += 1
                return d
            else:
                self.fail("expected ',' or '}'")

    def arr(self, depth):
        self.i += 1
        a = []
        self.ws()
        if self.s.startswith("]", self.i):
            self.i += 1
            return a
        while True:
            self.ws()
            a.append(self.value(depth + 1))
            self.ws()
            if self.s.startswith(",", self.i):
                self.i += 1
            elif self.s.startswith("]", self.i):
                self.i += 1
                return a
            else:
                self.fail("expected ',' or ']'")

    def number(self):
        s = self.s
        start = self.i
        i = start
        n = len(s)
        if s[i] == "-":
            i += 1
        digits = i
        while i < n and "0" <= s[i] <= "9":
            i += 1
        if i == digits or (s[digits] == "0" and i - digits > 1):
            self.i = start
            self.fail("bad number")
        if i < n and s[i] in ".eE":
            self.i = start
            self.fail("numbers must be whole (no fraction or exponent)")
        self.i = i
        return int(s[start:i])

    def string(self):
        s = self.s
        n = len(s)
        i = self.i + 1
        out = []
        while True:
            j = i
            while j < n and s[j] != '"' and s[j] != "\\" and s[j] >= " ":
                j += 1
            out.append(s[i:j])
            if j >= n:
                self.i = j
                self.fail("unterminated string")
            c = s[j]
            if c == '"':
                self.i = j + 1
                return "".join(out)
            if c != "\\":
                self.i = j
                self.fail("control character in string")
            if j + 1 >= n:
                self.i = j
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
                    self.i = j
                    self.fail("lone surrogate in \\u escape")
                out.append(chr(cp))
            else:
                k = '"\\/bfnrt'.find(e)
                if k < 0:
                    self.i = j
                    self.fail("bad escape")
                out.append('"\\/\b\f\n\r\t'[k])
                i = j + 2

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
