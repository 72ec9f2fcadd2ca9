# The actions of a game kept as compact JSON text: a long game's history costs bytes, not objects.

from array import array

from companion.core import jsonc


class History:
    """A list of actions stored as one bytearray of canonical JSON plus the start offset of each action.

    Iterating or indexing parses actions back (only undo and tests do that); appending encodes one.
    """

    def __init__(self, actions=()):
        self.text = bytearray()
        self.starts = array("I")
        for a in actions:
            self.append(a)

    def append(self, action):
        data = jsonc.dumps(action).encode()  # first, so that running out of memory changes nothing
        if self.starts:
            self.text.extend(b",")
        self.starts.append(len(self.text))
        self.text.extend(data)

    def pop(self):
        last = self[len(self.starts) - 1]
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
        end = self.starts[i + 1] - 1 if i + 1 < n else len(self.text)
        return parse(bytes(self.text[self.starts[i] : end]).decode())

    def __iter__(self):
        for i in range(len(self.starts)):
            yield self[i]

    def dump_json(self, write):
        write("[")
        text = memoryview(self.text)
        for i in range(0, len(text), 256):  # small pieces: no copy of the whole history at once
            write(bytes(text[i : i + 256]).decode())
        write("]")
