# L'Or des dragons: a dragon card turned up, picked among those the device has seen (kept from game to game
# in the settings) or dealt by the device, and its screens. Loaded then: not on the heap while the hunt
# goes on.

from micropython import const

_CARDS = const(18)
# the game's texts (dragons_gold/text_en.py CARDS)
_WHICH = const(0)
_DEALS = const(1)
_LINE = const(2)
_OTHER = const(3)
_LAY = const(4)


def numbers(c):
    # a card as one int (a small int takes no heap, a list of three some 50 bytes): power * 256 + known * 16
    # + hidden + 1 (hidden -1: not seen yet); the cards sort by power, then tokens
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


def status(tt, dealing):
    return tt.CARDS[_DEALS if dealing else _WHICH].split("\n")


def line(state, tt, i, slot):
    """The line of card ``i`` (-1: "Other card") in the list, or (``slot``) the card dealt to lay there"""
    if i < 0:
        return tt.CARDS[_OTHER]
    c = numbers(state["deck"][i])
    hidden = "?" if c[2] < 0 else c[2]  # not seen yet
    if slot is None:
        return tt.CARDS[_LINE] % (c[0], c[1], hidden)
    return tt.CARDS[_LAY] % (slot + 1, c[0], c[1], hidden)
