# L'Or des dragons' pages shown now and then: the help page (legend, dragons' cards), the final screen.

from companion.games.dragons_gold import engine as eng
from companion.games.dragons_gold.ui import _bag_line, text
from companion.ui import lang
from companion.ui.ranking import ranking
from micropython import const

# indices into companion/ui/text_<lang>.py TEXTS (a const each: no name kept in memory)


# the slots of the game's table of texts (dragons_gold/text_en.py): HELP
_OVER = const(0)
_TOKENS = const(1)
_KILL = const(2)
_REVEAL = const(3)
_SPLIT = const(4)
_RED = const(5)
_WIZ_RED = const(6)
_STEAL = const(7)
_FOIRE = const(8)
_TURN = const(9)
_ALL = const(10)
# INFO
_FOIRE_DONE = const(0)
_FOIRE_IN = const(1)
_GONE = const(2)
_DRAGON = const(3)
_END_ROW = const(4)

# loaded only while a page is shown (not during play: the heap is small); each text of the help page is one
# constant of the game's table split into lines at run time, so the device interns no new names for it


def legend(state):
    """:return: the lines explaining the screen of ``state`` (its abbreviations, the LEDs)"""
    t = text().HELP
    ph = state["phase"]
    if ph == "over":
        return [t[_OVER]]
    if ph in ("tokens", "end"):
        return t[_TOKENS].split("\n")
    if ph == "reveal":
        parts = (_REVEAL, _KILL, _ALL)  # type: tuple[int, ...]
    elif ph == "split":
        parts = (_KILL, _SPLIT, _RED if state["rules"] == "basic" else _WIZ_RED, _ALL)
    elif ph == "steal":
        parts = (_KILL, _STEAL, _ALL)
    elif ph == "foire":
        parts = (_FOIRE, _ALL)
    else:
        parts = (_TURN, _KILL, _ALL)
    lines = []
    for k in parts:  # each text split on its own: no long string made by joining them (a fragmented heap)
        lines.extend(t[k].split("\n"))
    return lines


def info(state):
    """Bag, pile, Foire and each dragon's card."""
    t = text().INFO
    lines = [_bag_line(state)]
    left = 7 - state["drawn"]
    lines.append(t[_FOIRE_DONE] if state["foire"] else lang.plural(t[_FOIRE_IN], left) % left)
    for s in range(4):
        d = state["dragons"][s]
        if d is None:
            lines.append(t[_GONE] % (s + 1))
        else:
            # the hidden part is asked when the dragon is killed: "?" until then
            lines.append(t[_DRAGON] % (s + 1, eng.attack(state, s), d[0], d[3], d[2] if d[2] >= 0 else "?"))
    return lines


def end_lines(state):
    """Ranking with totals, the winners starred; then each player's points line by line, as `score` gives
    them: each kind of token, each majority won, the bonus of the five colours (a line not said is 0)."""
    res = eng.result(state)
    tt = text()
    row = tt.INFO[_END_ROW]
    rows, order = ranking(
        res,
        lambda i, pl, won: lang.plural(row, pl["total"]) % ("*" if won else " ", lang.player(i), pl["total"]),
    )
    end = tt.END
    for i in order:
        bd = res["players"][i]["breakdown"]
        rows.append(end[0] % lang.player(i))
        for k in range(len(eng.KINDS)):
            points = bd[eng.KINDS[k]]
            if not points:
                continue
            if k == 0 and state["entry"] < len(eng.KINDS) * state["n"]:
                # the end asked the points of silver, gold and red together (a game saved before asked
                # each count, its entry past the last player's nine)
                rows.append(end[4] % points)
            else:  # the colours from green on are majorities (engine.KINDS)
                rows.append(end[2 if k > 3 else 1] % (tt.TOKENS[k], points))
        if bd["bonus"]:
            rows.append(end[3] % bd["bonus"])
    return rows
