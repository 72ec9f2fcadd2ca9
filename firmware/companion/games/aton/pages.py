# Aton's pages shown now and then: the help page (legend, cards, squares, last scoring) and the final screen.

from companion.games.aton import engine as eng
from companion.games.aton.ui import _WHYS, _t
from companion.ui import lang
from companion.ui.ranking import ranking

# loaded only while a page is shown (not during play: the heap is small); each text is one constant of the
# language's table, split into lines at run time, so the device interns no new names for it


def legend(state):
    """:return: the lines explaining the screen of ``state`` (its abbreviations, the LEDs)"""
    texts = _t().LEGENDS  # the end, the board check, the game screen, taking back, the news and LEDs
    if state["phase"] == "over":
        return [texts[0]]
    if state["phase"] == "board":
        return texts[1].split("\n")
    text = texts[2]
    if state["phase"] == "back":
        text += texts[3]
    return (text + texts[4]).split("\n")


def info(state):
    """The round's cards, the squares each player occupies of every kind, the last scoring round."""
    t = _t()
    rows = []
    c = state["cards"]
    # the cards lie face down until both players have laid all four: while they are told, "?" each
    hidden = state["phase"] == "cards"
    for p in (0, 1):
        own = c[4 * p : 4 * p + 4]
        rows.append(t.INFO[0] % (t.NAMES[p][0], " ".join(["?" if hidden else str(v) for v in own]) or "-"))
    rows.append(t.INFO[1])
    for k in range(len(eng.KINDS)):
        rows.append(
            "%-6s %3d%3d%3d"
            % (t.KINDS[k], eng.on_kind(state, 0, k), eng.on_kind(state, 1, k), eng.of_kind(state, k))
        )
    last = state["last"]
    if last is None:
        rows.append(t.INFO[2])
        return rows
    rows.append(t.INFO[3])
    for k in range(6):
        rows.append("%-4s %3d %3d" % (t.PARTS[k], last[0][k], last[1][k]))
    rows.append(t.INFO[4] % (sum(last[0]), sum(last[1])))
    return rows


def end_lines(state):
    """Totals (winners starred) and what ended the game."""
    t = _t()
    res = eng.result(state)
    rows, _ = ranking(
        res,
        lambda p, pl, won: (
            lang.plural(t.END[0], pl["total"]) % ("*" if won else " ", t.NAMES[p], pl["total"])
        ),
        by_total=False,
    )
    why = state["why"]
    why = t.WHY[_WHYS.index(why)] if why in _WHYS else why
    rows[2:2] = [t.END[1], why]  # "Won by" and why, before a "Shared victory" line
    for p in (0, 1):  # each player's points line by line, as `score` gives them
        bd = res["players"][p]["breakdown"]
        rows.append(t.END[2] % t.NAMES[p])
        for k in range(2):
            points = bd[("cartouche", "scoring")[k]]
            if points:
                rows.append(t.END[3 + k] % points)
    return rows
