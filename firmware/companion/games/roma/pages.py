# Roma's pages shown now and then: the help page (legend, cards on the discs, printed values), the end.

from companion.games.roma import engine as eng
from companion.games.roma.ui import _n, pick, texts
from companion.ui.ranking import ranking
from micropython import const

# the pieces' positions in the table's PAGES (names compiled away on the device: no qstr each)
_LEGEND_TOP = const(0)
_LEGEND = const(1)
_WINNER = const(2)
_CARDS_HEAD = const(3)
_RESERVE = const(4)
_UNPAID = const(5)
_VALUES_HEAD = const(6)
_NO_POINTS = const(7)  # then the reserve empty
_ROW = const(0)  # STATUS: a player's points and sesterces

# loaded only while a page is shown (not during play: the heap is small); each text of the tables is one
# constant split into lines at run time, so the device interns no new names for it


def legend(state):
    """:return: the lines explaining the screen of ``state`` (its abbreviations, the LEDs, the colours)"""
    t = texts().PAGES
    if state["phase"] == "over":
        return (pick(t, _WINNER) + "\n" + pick(t, _LEGEND_TOP)).split("\n")
    return (pick(t, _LEGEND_TOP) + "\n" + pick(t, _LEGEND)).split("\n")


def info(state):
    """The cards on each side with their defence now, the points bank, and the printed values known."""
    effects = eng._effects()  # the defence as a combat would see it

    t = texts().PAGES
    rows = []
    cost, defence = state["printed"]
    for p in (0, 1):
        rows.append(pick(t, _CARDS_HEAD) % _n(p))
        for d in range(1, 7):
            c = eng.card_at(state, p, d)
            if c is not None:  # "?": a defence asked the first time the card is attacked
                now = "?" if defence[c] is None else effects.defence(state, p, d)
                rows.append("%d %-12s%2s" % (d, eng.CARDS[c], now))
    rows.append(pick(t, _RESERVE) % state["reserve"])
    if state["unpaid"]:
        rows.append(pick(t, _UNPAID) % state["unpaid"])
    rows.append(pick(t, _VALUES_HEAD))
    for c in range(len(eng.CARDS)):
        if cost[c] is not None or defence[c] is not None:
            rows.append("%-12s %s/%s" % (eng.CARDS[c], _known(cost[c]), _known(defence[c])))
    return rows


def _known(value):
    return "?" if value is None else value


def end_lines(state):
    """Points (winners starred) and why the game ended."""
    t = texts()
    fmt = pick(t.STATUS, _ROW)

    def row(p, pl, won):
        return fmt % ("*" if won else " ", _n(p), pl["total"], state["money"][p])

    res = eng.result(state)
    rows, _ = ranking(res, row, by_total=False)
    rows.insert(2, pick(t.PAGES, _NO_POINTS + (state["reserve"] == 0)))  # before "Shared victory"
    for p in (0, 1):  # each player's points, as `score` gives them (a tie is shared: no tie-break)
        rows.append(pick(t.PAGES, _NO_POINTS + 2) % _n(p))
        points = res["players"][p]["breakdown"]["points"]
        if points:
            rows.append(pick(t.PAGES, _NO_POINTS + 3) % points)
    return rows
