# Packs a tuple of texts into the one bytes object a lang.Table reads (the build packs the tables ahead).

from micropython import const

_TUPLE = const(0x80)  # the top bit of a text's end: the text is a tuple of lines (lang.Table reads it)
_LIMIT = const(0x7FFF)
_PIECES = const(0x80)  # the top bit of the count


def packable(value):
    """:return: True for a tuple of texts, each a str or a tuple of str (what a Table holds)"""
    if type(value) is not tuple:
        return False
    for text in value:
        if type(text) is tuple:
            for line in text:
                if type(line) is not str:
                    return False
        elif type(text) is not str:
            return False
    return True


def pack(texts, pieces=False):
    """The bytes: the count (2 bytes, big-endian; its top bit set for pieces), the end of each text in the
    data (2 bytes each, the top bit set for a tuple of lines), then the data (UTF-8).

    :param texts: a tuple of texts, each a str or a tuple of str
    :param pieces: the texts are the pieces of one "|"-separated text (lang.pick reads them as they are;
        the other packed texts become a lang.Table)
    :raises ValueError: the texts take more than the two-byte ends address
    """
    n = len(texts)
    head = bytearray(2 + 2 * n)
    head[0] = n >> 8 | (_PIECES if pieces else 0)
    head[1] = n & 0xFF
    parts = [head]
    end = 0
    for i, text in enumerate(texts):
        flag = 0
        if type(text) is tuple:
            text = "\n".join(text)
            flag = _TUPLE
        data = text.encode()
        parts.append(data)
        end += len(data)
        if end > _LIMIT:
            raise ValueError("a table's texts take more than 32 KB")
        head[2 + 2 * i] = (end >> 8) | flag
        head[3 + 2 * i] = end & 0xFF
    return b"".join(parts)
