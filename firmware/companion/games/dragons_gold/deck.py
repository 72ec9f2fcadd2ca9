# L'Or des dragons: the dragon cards the device has seen, kept from game to game in the settings, and their
# lines on the screens. Loaded when a card is turned up (or dealt): not on the heap while the hunt goes on.

from micropython import const

_CARDS = const(18)
# the game's texts (dragons_gold/text_en.py CARDS)
_WHICH = const(0)
_DEALS = const(1)
_LINE = const(2)
_OTHER = const(3)
_LAY = const(4)


def card(power, known, hidden):
    """A dragon card as one int (a small int takes no heap, a list of three some 50 bytes): power * 256 +
    known * 16 + hidden + 1 (hidden -1: not seen yet); the cards sort by power, then tokens."""
    return power * 256 + known * 16 + hidden + 1


def numbers(c):
    """:return: [power, known, hidden] of a card (hidden -1: not seen yet)"""
    return [c >> 8, c >> 4 & 15, (c & 15) - 1]


def left(state):
    """:return: the indices of the deck's cards not drawn in this game, one of each alike, by power then
    tokens (the order the players look them up in)"""
    deck = state["deck"]
    used = state["used"]
    out = []  # type: list
    for i in range(len(deck)):
        if not used >> i & 1 and deck[i] not in [deck[j] for j in out]:
            out.append(i)
    out.sort(key=lambda i: deck[i])
    return out


def lay(state, i):
    """Card ``i`` of the deck in the place being filled: :return: its known and hidden tokens"""
    c = numbers(state["deck"][i])
    state["used"] |= 1 << i
    state["dragons"][state["slot"]] = [c[0], 0, 0, 0]
    return c[1], c[2]


def deals(state):
    """The device deals an opening dragon: any card of the whole deck not dealt yet, alike."""
    used = state["used"]
    return [(["deal", i], 1) for i in range(_CARDS) if not used >> i & 1]


def _hidden(v):
    return "?" if v < 0 else v  # a card's hidden number not seen yet


def status(tt, dealing):
    return tt.CARDS[_DEALS if dealing else _WHICH].split("\n")


def label(state, i, tt):
    if i < 0:
        return tt.CARDS[_OTHER]
    c = numbers(state["deck"][i])
    return tt.CARDS[_LINE] % (c[0], c[1], _hidden(c[2]))


def dealt(state, slot, i, tt):
    c = numbers(state["deck"][i])
    return tt.CARDS[_LAY] % (slot + 1, c[0], c[1], _hidden(c[2]))
