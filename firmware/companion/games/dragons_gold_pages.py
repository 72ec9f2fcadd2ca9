# L'Or des dragons' pages shown now and then: the help page (legend, dragons' cards), the final screen.

from companion.games import dragons_gold as eng
from companion.games.dragons_gold_ui import _bag_line
from companion.ui.screens import ranking

# loaded only while a page is shown (not during play: the heap is small); each text is one constant
# split into lines at run time, so the device interns no new names for it


def legend(state):
    """:return: the lines explaining the screen of ``state`` (its abbreviations, the LEDs)"""
    ph = state["phase"]
    if ph == "over":
        return ["* the winner"]
    if ph == "tokens":
        return "Enter each kind\n of token behind\n the screen\n(n left): tokens\n not yet entered".split(
            "\n"
        )
    text = "D2 dead: draw 3:\n its 3 hidden\n tokens from the\n bag join its\n treasure\n"
    if ph == "reveal":
        text = (
            "New dragon card:\n"
            " power (top),\n"
            " known tokens\n"
            " (bottom left),\n"
            " hidden tokens\n"
            " (bottom right)\n"
            "Draw N onto D2:\n"
            " N tokens from\n"
            " the bag on it\n" + text
        )
    elif ph == "split":
        text += (
            "Agree a share\n before time is\n up, or all of\n it is lost\nTIME UP: only\n No deal is left\n"
        )
        if state["rules"] == "basic":
            text += "Reds to P1 (wiz)\n its wizard gets\n the red tokens\n"
        else:
            text += "Wiz+red: 1 item:\n a player whose\n wizard fought\n gets a red one,\n draws an item\n"
    elif ph == "steal":
        text += (
            "A thief takes 1\n"
            " token from a\n"
            " fighter's hoard\n"
            " pick: looks and\n"
            " chooses (with\n"
            " own wizard)\n"
            " blind: random\n"
        )
    elif ph == "foire":
        text = "Foire: trade\n tokens only\n"
    else:
        text = (
            "1: 5/9  dragon 1\n"
            " attack 5 of\n"
            " power 9\n"
            " --: dead\n"
            "P2 wWTM: cards\n"
            " W warrior\n"
            " T thief\n"
            " M wizard\n"
            " small: face dn\n"
            " .: under dragon\n" + text
        )
    return (
        text + "Bag: tokens in\n"
        " the bag\n"
        "Pile: dragon\n"
        " cards to draw\n"
        "Bag empty: no\n"
        " new dragons, no\n"
        " hidden tokens\n"
        "LEDs: 4 a dragon\n"
        " D1 green\n"
        " D2 blue\n"
        " D3 purple\n"
        " D4 orange\n"
        " lit: attack of\n"
        " its power\n"
        "Sand timer: the\n"
        " 16 LEDs drain\n"
        " in one minute"
    ).split("\n")


def info(state):
    """Bag, pile, Foire and each dragon's card."""
    lines = [_bag_line(state)]
    left = 7 - state["drawn"]
    lines.append("Foire: done" if state["foire"] else "Foire in %d drw" % left)
    for s in range(4):
        d = state["dragons"][s]
        if d is None:
            lines.append("D%d gone" % (s + 1))
        else:
            lines.append("D%d %d/%d $%d+%d" % (s + 1, eng.attack(state, s), d[0], d[3], d[2]))
    return lines


def end_lines(state):
    """Ranking with totals; the winners starred."""
    return ranking(
        eng.result(state), lambda i, pl, won: "%s%-6s%5d pts" % ("*" if won else " ", pl["name"], pl["total"])
    )[0]
