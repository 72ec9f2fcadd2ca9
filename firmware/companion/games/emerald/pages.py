# Emerald's pages shown now and then: the help page (legend, danger map) and the final screen.

from companion.games.emerald import engine as eng
from companion.games.emerald import rules
from companion.games.emerald.ui import DRAGON, pick, player, texts
from companion.ui import lang
from micropython import const

# this module is loaded only while a page is shown (not during play: the heap is small); its texts are
# the table's (emerald_text_<lang>), split into lines at run time
_L_OVER = const(0)  # the pieces of the table's LEGEND
_L_CARDS = const(1)
_L_ENTRY = const(2)
_L_DRAGON = const(3)
_L_LEDS = const(4)
_L_ROLLS = const(5)
_L_MOVES = const(6)
_L_TREASURES = const(7)
_L_TURN = const(8)
_L_MARKS = const(9)
_L_COLOURS = const(10)
_L_LANDS_ON = const(11)
_F_RANK = const(0)  # of FINAL
_F_OVER = const(1)
_F_KNIGHTS = const(2)  # and 3: with 0 knights, with 1
_F_LAST = const(4)  # and 5
_F_TIED = const(6)
_F_4_KINDS = const(7)
_F_TIE_ON = const(8)
_F_SHARED = const(9)
_F_TREASURES = const(10)
_F_GEMS = const(11)
_F_POINTS = const(12)  # then each line of a player's points, in engine.result's breakdown order


_PARTS = ("gold", "treasures", "gems", "gem_bonus", "full_set_bonus")  # engine.result's breakdown


def _lines(g, pieces):
    """:return: the lines of these pieces of the table's LEGEND, one after the other"""
    rows = []
    for k in pieces:
        rows += pick(g, k).split("\n")
    return rows


def legend(state):
    """:return: the lines explaining the screen of ``state`` (its abbreviations, the LEDs, the colours)"""
    t = texts()
    g = t.LEGEND
    if eng.is_over(state):
        return _lines(g, (_L_OVER,))
    if state["mode"] == "scoring" or state["ph"] in ("sgold", "str", "sgem", "sfs"):
        return _lines(g, (_L_ENTRY, _L_CARDS))
    if state["mode"] == "keeper":
        return _lines(g, (_L_DRAGON, _L_ROLLS, _L_LEDS))
    rows = _lines(g, (_L_MOVES, _L_DRAGON, _L_TREASURES, _L_CARDS, _L_LEDS, _L_TURN))
    names = t.COLOURS
    if state["np"] == 2:
        rows += _lines(g, (_L_MARKS, _L_COLOURS))
        for p in range(2):
            rows.append("%s %s, %s" % (player(p), pick(names, p), pick(names, p + 2)))
        return rows
    rows += _lines(g, (_L_COLOURS,))
    for p in range(state["np"]):
        rows.append("%s %s" % (player(p), pick(names, p)))
    return rows


def info(state):
    """The danger map: the chance, in thirds (the die shows 1, 2 or 3), that the dragon lands on each
    mountain space if it flies now."""
    if "dr" not in state or eng.is_over(state):
        return []
    d = rules.danger(state["dr"], state["face"], state["trk"])
    cells = ["m%d %s" % (m + 1, "%d/3" % d[m] if d[m] else "  -") for m in range(9)]
    rows = [pick(texts().LEGEND, _L_LANDS_ON)]
    for m in range(0, 9, 2):
        rows.append(cells[m] + ("  " + cells[m + 1] if m < 8 else ""))
    return rows


def info_leds(state, strip):
    """The danger map as red brightness on the mountain pixels; the dragon in green."""
    strip.fill((0, 0, 0))
    if "dr" in state:
        d = rules.danger(state["dr"], state["face"], state["trk"])
        for m in range(9):
            strip.set(m + 6, (85 * d[m], 0, 0))
        strip.set(state["dr"] + 5, DRAGON)


def end_lines(state):
    """Ranking with totals, why the game ended, where each bonus card went and why, then how a tie for
    first was broken."""
    t = texts()
    f = t.FINAL
    res = eng.result(state)
    pl = res["players"]
    np = state["np"]
    gems = state["gems"]
    keys = sorted([(-pl[i]["total"], -state["tr"][i], -sum(gems[i]), i) for i in range(np)])
    rows = []
    for rank, key in enumerate(keys):
        p = pl[key[3]]
        won = "*" if p["name"] in res["winners"] else ""
        rows.append(lang.plural(pick(f, _F_RANK), p["total"]) % (rank + 1, player(key[3]), p["total"], won))
    if state["mode"] == "tracker":  # why it ended ("score only" and the keeper: the players ended it)
        for p in range(np):
            n = eng.knights_in_play(state, p)
            if n <= 1 and sum(state["tr"]) < 4:
                rows += [pick(f, _F_OVER) % player(p), pick(f, _F_KNIGHTS + n)]
                break
        else:
            rows += [pick(f, _F_LAST), pick(f, _F_LAST + 1)]
    for k in range(4):
        counts = [g[k] for g in gems]
        top = max(counts)
        if top and counts.count(top) == 1:
            rows.append("%s %s +4" % (player(counts.index(top)), pick(t.GEMS, k)))
        elif top:
            rows.append(pick(f, _F_TIED) % pick(t.GEMS, k))
    if state["fs"] is not None:
        rows.append(pick(f, _F_4_KINDS) % player(state["fs"]))
    tied = [k for k in keys if k[0] == keys[0][0]]
    if len(tied) > 1:
        rows.append(lang.plural(pick(f, _F_TIE_ON), -keys[0][0]) % -keys[0][0])
        if len(res["winners"]) == len(tied):
            rows.append(pick(f, _F_SHARED))
        else:
            rows.append(pick(f, _F_TREASURES) if tied[0][1] != tied[1][1] else pick(f, _F_GEMS))
    for key in keys:  # each player's points line by line, as `score` gives them
        bd = pl[key[3]]["breakdown"]
        rows.append(pick(f, _F_POINTS) % player(key[3]))
        for k in range(5):
            points = bd[_PARTS[k]]
            if points:
                rows.append(pick(f, _F_POINTS + 1 + k) % points)
    return rows
