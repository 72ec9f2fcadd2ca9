# Aton's pages shown now and then: the help page (legend, cards, squares, last scoring) and the final screen.

from companion.games import aton as eng
from companion.games.aton_ui import _n
from companion.ui.screens import ranking

_WHY = {"40": "40 points", "temple": "a full temple", "yellow": "all yellow sq.", "green": "all green sq."}

_PARTS = ("T1", "T2", "T3", "T4", "Blk", "Bon")  # the scoring round's parts

# loaded only while a page is shown (not during play: the heap is small); each text is one constant
# split into lines at run time, so the device interns no new names for it


def legend(state):
    """:return: the lines explaining the screen of ``state`` (its abbreviations, the LEDs)"""
    if state["phase"] == "over":
        return ["* the winner"]
    if state["phase"] == "board":
        return (
            "Check the board:\n"
            " each temple's\n"
            " squares: Y\n"
            " yellow, G green\n"
            " K black, +1 +2\n"
            " bonus squares;\n"
            " one blue each.\n"
            "Black is the\n"
            " rest of the 12.\n"
            "Kept for the\n"
            " next games"
        ).split("\n")
    text = (
        "R 4 B 0: points\n"
        " of Red and Blue\n"
        "D 3/8: pieces in\n"
        " the kingdom of\n"
        " the dead/spaces\n"
        "R 3  2  0  1 18:\n"
        " Red's pieces in\n"
        " temples T1-T4,\n"
        " then reserve\n"
    )
    if state["phase"] == "back":
        text += "From T2 yellow:\n take back your\n piece on a\n yellow square\n of temple 2\n"
    return (
        text + "Card 1: Red +4:\n"
        " twice the gap\n"
        " of cartouche 1\n"
        ">dead: no room\n"
        " left to place\n"
        ">reserve: the\n"
        " kingdom is full\n"
        "Take back 4 each\n"
        " 1 per temple,\n"
        " the rest from\n"
        " the highest\n"
        "LEDs 1-4: who\n"
        " leads a temple\n"
        " grey: a tie\n"
        "5 on: kingdom of\n"
        " the dead, one a\n"
        " space"
    ).split("\n")


def info(state):
    """The round's cards, the squares each player occupies of every kind, the last scoring round."""
    rows = []
    c = state["cards"]
    for p in (0, 1):
        own = c[4 * p : 4 * p + 4]
        rows.append("%s cards %s" % (_n(p)[0], " ".join([str(v) for v in own]) or "-"))
    rows.append("Squares  R  B of")
    for k in range(len(eng.KINDS)):
        rows.append(
            "%-6s %3d%3d%3d"
            % (eng.KINDS[k], eng.on_kind(state, 0, k), eng.on_kind(state, 1, k), eng.of_kind(state, k))
        )
    last = state["last"]
    if last is None:
        rows.append("No scoring yet")
        return rows
    rows.append("Last scoring R B")
    for k in range(6):
        rows.append("%-4s %3d %3d" % (_PARTS[k], last[0][k], last[1][k]))
    rows.append("Sum  %3d %3d" % (sum(last[0]), sum(last[1])))
    return rows


def end_lines(state):
    """Totals (winners starred) and what ended the game."""
    rows, _ = ranking(
        eng.result(state),
        lambda p, pl, won: "%s%-5s %3d pts" % ("*" if won else " ", pl["name"], pl["total"]),
        by_total=False,
    )
    rows[2:2] = ["Won by", _WHY.get(state["why"], state["why"])]  # before a "Shared victory" line
    return rows
