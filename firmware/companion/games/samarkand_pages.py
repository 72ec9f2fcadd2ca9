# Samarkand's pages shown now and then: the help page (legend) and the final screen.

from companion.games import samarkand as eng
from companion.ui.screens import ranking

# loaded only while a page is shown (not during play: the heap is small); each text is one constant
# split into lines at run time, so the device interns no new names for it


def legend(state):
    """:return: the lines explaining the screen of ``state`` (its abbreviations, the LEDs, the colours)"""
    score = (
        "$: dirhams\n"
        "G: goods tiles\n"
        "R: relation\n"
        " tiles\n"
        "C: camels on\n"
        " your unsold\n"
        " cards' goods\n"
        " spaces: own\n"
        " family 4, other\n"
        " 1 each"
    )
    if state["ph"] == "over":
        return ("* the winner\nP1$5 G2 R4 C8:\n" + score).split("\n")
    if state["ph"] == "play":
        score = (
            "Marry: pay, take\n"
            " a family tile,\n"
            " draw 3 cards,\n"
            " keep 1 or more\n"
            "Extend: 1 camel\n"
            " free; 2 camels,\n"
            " fam -1: the\n"
            " family pays 1\n"
            "Game end reached\n"
            " each family has\n"
            " a relation, or\n"
            " one has 5"
        )
    rows = (score + "\nLEDs: whose turn\n (or entry), in\n their colour").split("\n")
    for p in range(state["n"]):
        rows.append("P%d %s" % (p + 1, "red green blue amber purple".split()[p]))
    return rows


def end_lines(state):
    """Ranking with totals (winners starred), then each player's money, goods, relations and cards."""
    res = eng.result(state)
    rows, order = ranking(
        res, lambda i, pl, won: "%s %d pts%s" % (pl["name"], pl["total"], "*" if won else "")
    )
    for i in order:
        pl = res["players"][i]
        bd = pl["breakdown"]
        row = "%s$%d G%d R%d C%d" % (
            pl["name"],
            bd["money"],
            bd["goods_tiles"],
            bd["relation_tiles"],
            bd["goods_cards"],
        )
        rows.append(row[:16])
    return rows
