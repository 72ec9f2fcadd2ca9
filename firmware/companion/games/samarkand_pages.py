# Samarkand's pages shown now and then: the help page (legend), the table's tracked state, the final screen.

from companion.games import samarkand as eng
from companion.games import samarkand_ui as ui
from companion.ui.screens import ranking

# loaded only while a page is shown (not during play: the heap is small); each text is one constant
# split into lines at run time, so the device interns no new names for it


def legend(state):
    """:return: the lines explaining the screen of ``state`` (its abbreviations, the LEDs, the colours)"""
    ph = state["phase"]
    if ph == "turn":
        text = (
            "$ dirhams, G\n"
            " goods tiles, R\n"
            " relation tiles\n"
            " H cards in hand\n"
            " (sold included)\n"
            "Fam: your\n"
            " families\n"
            "Extend +2: the\n"
            " family pays 1$\n"
            "Pass: only when\n"
            " you cannot act"
        )
    elif ph == "place":
        text = (
            "Plain space: no\n"
            " goods tile, no\n"
            " new relation\n"
            " (water, empty\n"
            " land, a family\n"
            " met before)\n"
            "Goods+red: goods\n"
            " space with one\n"
            " red camel\n"
            " (*: card sold)\n"
            "Meets red: land\n"
            " with a red\n"
            " camel, first\n"
            " relation\n"
            "Family: its $\n"
            " and camels left"
        )
    elif ph == "claim":
        text = (
            "Show each unsold\n"
            " card whose\n"
            " goods space has\n"
            " camels: pick\n"
            " its camels\n"
            "Own family 4,\n"
            " other 1 each"
        )
    elif ph in ("entry", "over"):
        text = (
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
        if ph == "over":
            text = "* the winner\nP1$5 G2 R4 C8:\n" + text
    else:
        text = "Tell the device\n what the table\n did"
    return (
        text + "\nThe end: every\n family has a\n relation, or\n one has 5\n"
        "LEDs 1-10: the\n families, lit\n once related\n"
        "LEDs 12-16: the\n players, bright\n whose turn"
    ).split("\n")


def info(state):
    """:return: what the table would keep by hand: each family's treasury, camels left and relations, each
    player's holdings and families"""
    rows = ["Family $ camel r"]
    for f in range(eng.FAMILIES):
        money, camels = state["treasury"][f], state["camels"][f]
        rows.append("%s %3d$ %2dc %dr" % (ui.SHORT[f], money, camels, eng.relations(state, f)))
    rows.append("Goods %d of %d" % (len(state["goods"]), eng.GOODS))
    rows.append("Hand limit %d" % state["limit"])
    for p in range(len(state["money"])):
        fams = ",".join([ui.SHORT[g] for g in sorted(state["families"][p])])
        rows.append(("%s %s" % (eng.name(p), fams or "no family"))[:16])
        rows.append(" " + ui.holding(state, p))
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
