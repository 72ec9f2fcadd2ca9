# Opale's pages shown now and then: the help page (legend, every stack) and the final screen.

from companion.games import opale
from companion.games.opale_ui import SHORT, _holder, _p

# loaded only while a page is shown (not during play: the heap is small); each text is one constant
# split into lines at run time, so the device interns no new names for it


def legend(state):
    """:return: the lines explaining the screen of ``state`` (its abbreviations, the LEDs, the colours)"""
    colours = "P1 blue\nP2 orange"
    if state["ph"] == "over":
        return ("Dragon +3: the\n pawn's holder,\n who wins a tie\n" + colours).split("\n")
    if state["ph"] == "score":
        return (
            "Enter the points\n of each card\n type (kept for\n the next games)\n or each pile's\n total"
        ).split("\n")
    return (
        "Corail x2>Perle:\n"
        " 2 cards on the\n"
        " Dragon Corail,\n"
        " it takes every\n"
        " Perle de Nacre\n"
        ">Sous: takes the\n"
        " cards under the\n"
        " board\n"
        "Chasser Chas:\n"
        " Chasseresse\n"
        "Sorcier Sorc:\n"
        " Sorciere\n"
        "Petrif Petri:\n"
        " Dragon Petrifie\n"
        "Gard: Gardien\n"
        "Tortue Tort:\n"
        " Chevaucheur\n"
        "Hand 5 Deck 40:\n"
        " the player's\n"
        " cards\n"
        "Cite 1/3: Cite\n"
        " triggers so far\n"
        "Sous 3: cards\n"
        " under the board\n"
        "Dragon: the pawn\n"
        " holder (+3, 6\n"
        " cards in hand)\n"
        "LAST: last turn\n"
        "LEDs 1-9: the\n"
        " nine stacks\n"
        "10-12: Cite\n"
        " piles set aside\n"
        "13: cards under\n"
        "15: the pawn's\n"
        " holder\n"
        "16: whose turn\n" + colours
    ).split("\n")


def info(state):
    """Every stack, what is under the board, the score piles, decks and the variants."""
    lines = []
    for loc in range(9):
        lines.append("%-8s%s" % (SHORT[loc], _stack(state, loc)))
    lines.append("Sous: Chas %d T %d" % (state["under"][0], state["under"][1]))
    lines.append("Cite piles %d" % state["cite"])
    for i in range(2):
        lines.append("%s pile %d cards" % (_p(i), sum(state["pile"][i])))
        lines.append("%s hand %d deck %d" % (_p(i), state["hand"][i], state["deck"][i]))
    lines.append("Dragon: " + _holder(state))
    if state["blk"] is not None:
        lines.append("Blocked: " + SHORT[state["blk"][0]])
    if state["opt"][1]:
        lines.append("Premonition: on")
    if state["opt"][2]:
        lines.append("Shells P1 %d P2 %d" % (_left(state["sh"][0]), _left(state["sh"][1])))
    return lines


def _left(used):
    n = 5
    for i in range(5):
        if used & (1 << i):
            n -= 1
    return n


def _stack(state, loc):
    n = state["board"][loc]
    cap = opale.CAP[loc]
    return "%d/%d" % (n, cap) if cap else "%d" % n


def end_lines(state):
    """Totals, the pawn's +3, the winner (the pawn's holder wins a tie)."""
    res = opale.result(state)
    lines = []
    for p in res["players"]:
        lines.append("%-4s%4d pts" % (p["name"], p["total"]))
    lines.append("Dragon +3: " + _holder(state))
    w = res["winners"]
    lines.append(("Winner: " + w[0]) if len(w) == 1 else "Tie: shared")
    return lines
