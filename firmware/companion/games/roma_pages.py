# Roma's pages shown now and then: the help page (legend, cards on the discs, printed values), the end.

from companion.games import roma as eng
from companion.games.roma_ui import _n
from companion.ui.screens import ranking

# loaded only while a page is shown (not during play: the heap is small); each text is one constant
# split into lines at run time, so the device interns no new names for it


def legend(state):
    """:return: the lines explaining the screen of ``state`` (its abbreviations, the LEDs, the colours)"""
    text = ">P1 10 VP  5$:\n > whose turn,\n victory points,\n sesterces"
    if state["phase"] == "over":
        return ("* the winner\n" + text).split("\n")
    return (
        text + "\nRes 16: points\n"
        " in the reserve\n"
        "2 4 6: action\n"
        " dice, - spent\n"
        "d3: dice disc 3\n"
        "Legat (4): a die\n"
        " 4 activates the\n"
        " card at disc 4\n"
        "P2 pays 2 VP: 1\n"
        " a free disc, to\n"
        " the reserve\n"
        "Die 4 vs 3: the\n"
        " combat die and\n"
        " the defence: a\n"
        " win discards\n"
        " the card\n"
        "Cost, defence:\n"
        " asked once a\n"
        " card, kept for\n"
        " the next games\n"
        "LEDs 1-6: P1's\n"
        " cards at discs\n"
        "9-14: P2's cards\n"
        "8 or 16: whose\n"
        " turn\n"
        "P1 orange\n"
        "P2 purple"
    ).split("\n")


def info(state):
    """The cards on each side with their defence now, the points bank, and the printed values known."""
    from companion.games import roma_effects as effects  # the defence as a combat would see it

    rows = []
    for p in (0, 1):
        rows.append("%s cards     def" % _n(p))
        for d in range(1, 7):
            c = eng.card_at(state, p, d)
            if c is not None:
                rows.append("%d %-12s%2d" % (d, eng.CARDS[c], effects.defence(state, p, d)))
    rows.append("Reserve %d VP" % state["reserve"])
    if state["unpaid"]:
        rows.append("Unpaid %d VP" % state["unpaid"])
    rows.append("Card   cost/def")
    cost, defence = state["printed"]
    for c in range(len(eng.CARDS)):
        if defence[c] is not None:
            rows.append("%-12s %d/%d" % (eng.CARDS[c], cost[c], defence[c]))
    return rows


def end_lines(state):
    """Points (winners starred) and why the game ended."""

    def row(p, pl, won):
        return "%s%s %2d VP %3d$" % ("*" if won else " ", pl["name"], pl["total"], state["money"][p])

    rows, _ = ranking(eng.result(state), row, by_total=False)
    rows.insert(2, "Reserve empty" if state["reserve"] == 0 else "No points left")  # before "Shared victory"
    return rows
