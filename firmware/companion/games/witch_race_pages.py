# Course de sorcieres' pages shown now and then: the help page (legend, cards, signs) and the final screen.

from companion.games import witch_race as eng
from companion.games import witch_race_ui as ui
from companion.ui.screens import ranking, wrap

# loaded only while a page is shown (not during play: the heap is small); each text is one constant
# split into lines at run time, so the device interns no new names for it


def legend(state):
    """:return: the lines explaining the screen of ``state`` (its abbreviations, the LEDs, the colours)"""
    if state["phase"] == "over":
        return "P1 7 pts 43*:\n squares reached\n* the winner".split("\n")
    rows = (
        ">P1 H4 17  - 9c:\n"
        " > whose turn,\n"
        " H4 a witch home\n"
        " on the 4, 17 a\n"
        " witch on square\n"
        " 17, - one not\n"
        " started; cards\n"
        " left in hand\n"
        "P2 card 7 -> 10:\n"
        " P2 played a 7,\n"
        " the witch went\n"
        " to square 10\n"
        "Piles: the cards\n"
        " left in neutral\n"
        " piles\n"
        "Track: squares\n"
        " 1-48, stages of\n"
        " 16; the finish\n"
        " 2, 3, 4 after\n"
        "Tell the colour\n"
        " and value of\n"
        " each tile the\n"
        " witch turns\n"
        "LEDs: a stage,\n"
        " witches bright,\n"
        " turned tiles\n"
        " dim, the witch\n"
        " to decide on\n"
        " white"
    ).split("\n")
    for c in range(4):
        who = ui.player_name(c) if c < state["players"] else "neutral"
        rows.append("%s %s" % (who, ui.NAMES[c].lower()))
    return rows


def info(state):
    """:return: the cards left per colour (in hand or in a neutral pile) and the magic signs turned"""
    rows = ["Cards left,", " * magic:"]
    for c in range(4):
        who = ui.player_name(c) if c < state["players"] else ui.NAMES[c] + " pile"
        cards = " ".join(["*" if v == eng.MAGIC else str(v) for v in state["cards"][c]]) or "none"
        signs = [str(i + 1) for i in range(eng.TRACK) if state["tiles"][i] == 16 * c + eng.MAGIC]
        rows += wrap("%s: %s" % (who, cards)) + wrap(" signs on " + (" ".join(signs) or "-"))
    return rows


def end_lines(state):
    """Ranking with totals and squares; the winners starred."""

    def row(i, pl, won):
        home = "".join([str(x) for x in state["home"][i]]) or "-"
        return ("%s %d pts %s%s" % (pl["name"], pl["total"], home, "*" if won else ""))[:16]

    return ranking(eng.result(state), row)[0]
