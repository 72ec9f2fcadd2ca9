# Course de sorcieres' pages shown now and then: the help page (legend, cards, signs) and the final screen.

from companion.games.witch_race import engine as eng
from companion.games.witch_race import ui
from companion.ui.pages import wrap
from companion.ui.ranking import ranking
from micropython import const

# loaded only while a page is shown (not during play: the heap is small); each text of the help page is one
# constant of the game's table split into lines at run time, so the device interns no new names for it
# the slots of the game's table of texts (witch_race/text_en.py): HELP
_OVER = const(0)
_LEGEND = const(1)
_COLOUR = const(2)
_CARDS = const(3)  # and 4
_PILE = const(5)
_NONE = const(6)
_SIGNS = const(7)
_END_ROW = const(8)
_NEUTRAL = const(11)  # LABELS


def legend(state):
    """:return: the lines explaining the screen of ``state`` (its abbreviations, the LEDs, the colours)"""
    tt = ui.text()
    t = tt.HELP
    if state["phase"] == "over":
        return t[_OVER].split("\n")
    rows = t[_LEGEND].split("\n")
    for c in range(4):
        who = ui.player_name(c) if c < state["players"] else tt.LABELS[_NEUTRAL]
        rows.append(t[_COLOUR] % (who, tt.COLOURS[c].lower()))
    return rows


def info(state):
    """:return: the cards left per colour (in hand or in a neutral pile) and the magic signs turned"""
    tt = ui.text()
    t = tt.HELP
    rows = [t[_CARDS], t[_CARDS + 1]]
    for c in range(4):
        who = ui.player_name(c) if c < state["players"] else t[_PILE] % tt.COLOURS[c]
        cards = " ".join(["*" if v == eng.MAGIC else str(v) for v in state["cards"][c]]) or t[_NONE]
        signs = [str(i + 1) for i in range(eng.TRACK) if state["tiles"][i] == 16 * c + eng.MAGIC]
        rows += wrap("%s: %s" % (who, cards)) + wrap(t[_SIGNS] + (" ".join(signs) or "-"))
    return rows


def end_lines(state):
    """Ranking with totals and squares; the winners starred."""
    end_row = ui.text().HELP[_END_ROW]

    def row(i, pl, won):
        home = "".join([str(x) for x in state["home"][i]]) or "-"
        return end_row % (ui.player_name(i), pl["total"], home, "*" if won else "")

    res = eng.result(state)
    rows, order = ranking(res, row)
    t = ui.text().HELP
    rows.append(t[_END_ROW + 1] % ui.player_name(state["turn"]))  # the last to move brought the third home
    for i in order:  # each player's points line by line, as `score` gives them
        rows.append(t[_END_ROW + 2] % ui.player_name(i))
        bd = res["players"][i]["breakdown"]
        for sq in eng.SQUARES:
            if bd["square_%d" % sq]:
                rows.append(t[_END_ROW + 3] % (sq, bd["square_%d" % sq]))
    return rows
