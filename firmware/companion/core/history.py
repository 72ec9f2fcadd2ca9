# The actions of a game kept as compact JSON text: a long game's history costs bytes, not objects.

from array import array

from companion.core import jsonc


class History:
    """A list of actions stored as one bytearray of canonical JSON plus the start offset of each action.

    Iterating or indexing parses actions back (only undo and tests do that); appending encodes one.
    """

    def __init__(self, actions=()):
        """:param actions: a list of actions, or the JSON text of one (as a saved game holds it)"""
        self.text = bytearray()
        self.loaded = None  # the saved JSON text, kept as is until the history changes
        self.starts = array("I")
        if isinstance(actions, str):
            self._load(actions)
            return
        for a in actions:
            self.append(a)

    def _load(self, text):
        # the saved text is canonical ASCII (no spaces): keep the string as it is until the next change,
        # and find where each top-level action starts
        if not (text.startswith("[") and text.endswith("]")):
            raise ValueError("history: not a list")
        self.loaded = text
        depth = 0
        quoted = False
        escaped = False
        for i in range(1, len(text) - 1):
            c = text[i]
            if quoted:
                if escaped:
                    escaped = False
                elif c == "\\":
                    escaped = True
                elif c == '"':
                    quoted = False
            elif c == '"':
                quoted = True
            elif c == "[" or c == "{":
                if depth == 0:
                    self.starts.append(i - 1)
                depth += 1
            elif c == "]" or c == "}":
                depth -= 1
        if depth or quoted:
            raise ValueError("history: unbalanced")

    def _own(self):
        """Turn the loaded string into the bytearray that appends grow (one byte at a time: no copies)."""
        text = self.loaded
        if text is not None:
            self.loaded = None
            n = len(text) - 2
            buf = bytearray(n)
            for i in range(n):
                buf[i] = ord(text[i + 1])
            self.text = buf

    def append(self, action):
        data = jsonc.dumps(action).encode()  # first, so that running out of memory changes nothing
        self._own()
        if self.starts:
            self.text.extend(b",")
        self.starts.append(len(self.text))
        self.text.extend(data)

    def pop(self):
        last = self[len(self.starts) - 1]
        self._own()
        start = self.starts[-1]
        # MicroPython's array has no pop() and bytearray no slice deletion: keep the fronts
        self.starts = self.starts[:-1]
        self.text = self.text[: start - 1 if self.starts else start]  # the comma before it goes too
        return last

    def __len__(self):
        return len(self.starts)

    def __getitem__(self, i):
        from companion.core.jsonparse import parse

        n = len(self.starts)
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError("history index")
        self._own()
        end = self.starts[i + 1] - 1 if i + 1 < n else len(self.text)
        return parse(bytes(self.text[self.starts[i] : end]).decode())

    def __iter__(self):
        for i in range(len(self.starts)):
            yield self[i]

    def dump_json(self, write):
        if self.loaded is not None:
            write(self.loaded)
            return
        write("[")
        text = memoryview(self.text)
        for i in range(0, len(text), 256):  # small pieces: no copy of the whole history at once
            write(bytes(text[i : i + 256]).decode())
        write("]")
