# Course de sorcieres' pages shown now and then: the help page (legend) and the final screen.

from companion.games import witch_race as eng
from companion.ui.screens import ranking

# loaded only while a page is shown (not during play: the heap is small); each text is one constant
# split into lines at run time, so the device interns no new names for it


def legend(state):
    """:return: the lines explaining the screen of ``state`` (its abbreviations, the LEDs, the colours)"""
    if state["over"]:
        return "P1 7 pts 43*:\n squares reached\n* the winner".split("\n")
    rows = (
        ">P2 4.. 4 pts:\n"
        " > whose turn,\n"
        " the squares its\n"
        " witches reach,\n"
        " . still racing,\n"
        " points so far\n"
        "Home: exact\n"
        " count on 4, 3\n"
        " or 2; 3 home\n"
        " ends the race\n"
        "LEDs: 4 a player\n"
        " 3 witches, lit\n"
        " by the square,\n"
        " then whose turn"
    ).split("\n")
    for p in range(state["n"]):
        rows.append("P%d %s" % (p + 1, "red green blue yellow".split()[p]))
    return rows


def end_lines(state):
    """Ranking with totals and squares; the winners starred."""

    def row(i, pl, won):
        home = "".join([str(x) for x in state["home"][i]]) or "-"
        return ("%s %d pts %s%s" % (pl["name"], pl["total"], home, "*" if won else ""))[:16]

    return ranking(eng.result(state), row)[0]
