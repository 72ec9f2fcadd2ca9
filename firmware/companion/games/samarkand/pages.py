# Samarkand's pages shown now and then: the help page (legend), the table's tracked state, the final screen.

from companion.games.samarkand import engine as eng
from companion.games.samarkand import ui
from companion.games.samarkand.ui import pick
from companion.ui import lang
from companion.ui.ranking import ranking
from micropython import const

# the pieces' positions in the table's LEGEND and PAGES (names compiled away on the device)
_TURN = const(0)  # LEGEND
_PLACE = const(1)
_CLAIM = const(2)
_SCORE = const(3)
_OVER = const(4)
_OTHER = const(5)
_END = const(6)
_INFO_HEAD = const(0)  # PAGES
_INFO_FAMILY = const(1)
_GOODS = const(2)
_HAND_LIMIT = const(3)
_NO_FAMILY = const(4)
_END_ROW = const(5)
_END_DETAIL = const(6)
_ALL_MET = const(13)  # NEWS: why the game ended
_FIVE = const(14)
_STUCK = const(15)

# loaded only while a page is shown (not during play: the heap is small); each text of the tables is one
# constant split into lines at run time, so the device interns no new names for it


def legend(state):
    """:return: the lines explaining the screen of ``state`` (its abbreviations, the LEDs, the colours)"""
    ph = state["phase"]
    t = ui.texts().LEGEND
    if ph == "turn":
        text = pick(t, _TURN)
    elif ph == "place":
        text = pick(t, _PLACE)
    elif ph == "claim":
        text = pick(t, _CLAIM)
    elif ph in ("entry", "over"):
        text = pick(t, _SCORE)
        if ph == "over":
            text = pick(t, _OVER) + text
    else:
        text = pick(t, _OTHER)
    return (text + pick(t, _END)).split("\n")


def info(state):
    """:return: what the table would keep by hand: each family's treasury, camels left and relations, each
    player's holdings and families"""
    t = ui.texts()
    short = t.SHORT
    t = t.PAGES
    rows = [pick(t, _INFO_HEAD)]
    for f in range(eng.FAMILIES):
        money, camels = state["treasury"][f], state["camels"][f]
        rows.append(pick(t, _INFO_FAMILY) % (pick(short, f), money, camels, eng.relations(state, f)))
    rows.append(pick(t, _GOODS) % (len(state["goods"]), eng.GOODS))
    rows.append(pick(t, _HAND_LIMIT) % state["limit"])
    for p in range(len(state["money"])):
        head = ui.name(p) + " "
        rows += ui.families(state, p, head) or [head + pick(t, _NO_FAMILY)]
        rows += ui.holding(state, p)
    return rows


def end_lines(state):
    """Ranking with totals (winners starred), then each player's money, goods, relations and cards."""
    res = eng.result(state)
    t = ui.texts().PAGES
    rows, order = ranking(
        res,
        lambda i, pl, won: (
            lang.plural(pick(t, _END_ROW), pl["total"]) % (ui.name(i), pl["total"], "*" if won else "")
        ),
    )
    news = ui.texts().NEWS
    if [f for f in state["families"] if f]:  # why it ended (scoring only, where nobody married: the players)
        if 0 not in state["related"]:
            rows.append(pick(news, _ALL_MET))
        else:
            five = [f for f in range(eng.FAMILIES) if eng.relations(state, f) >= 5]
            rows.append(pick(news, _FIVE) % pick(ui.texts().COLOURS, five[0]) if five else pick(news, _STUCK))
    for i in order:  # each player's points line by line, as `score` gives them
        bd = res["players"][i]["breakdown"]
        row = pick(t, _END_DETAIL) % (
            ui.name(i),
            bd["money"],
            bd["goods_tiles"],
            bd["relation_tiles"],
            bd["goods_cards"],
        )
        rows += row.split("\n")
    return rows
