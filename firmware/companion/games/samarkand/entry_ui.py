# The screens of Samarkand's scoring-only mode: the field being entered, its value, the values offered.

from companion.games.samarkand import engine as eng
from companion.games.samarkand.entry import FIELDS
from companion.ui import lang
from companion.ui.lang import pick
from micropython import const

# indices into companion/ui/text_<lang>.py TEXTS (a const each: no name kept in memory)
_DONE = const(10)


# the pieces' positions in the table's ENTRY (names compiled away on the device: no qstr each)
_LABELS = const(5)  # after the fields' titles, their labels
_CAMEL_POINTS = const(10)
_NEXT_PLAYER = const(11)
_NEXT = const(12)


def title(state):
    return ("%s %s" % (lang.player(state["turn"]), pick(lang.start_game("samarkand").ENTRY, state["field"])))[
        :16
    ]


def status(state):
    k = state["field"]
    t = lang.start_game("samarkand").ENTRY
    rows = ["%s: %d" % (pick(t, _LABELS + k), state[FIELDS[k]][state["turn"]])]
    if k >= 3:
        rows.append(pick(t, _CAMEL_POINTS))
    return rows


def label(state, action):
    if action[0] == "value":
        return "%d" % action[1]
    if action[0] == "add":
        return "%+d" % action[1]
    t = lang.start_game("samarkand").ENTRY
    if state["field"] == len(FIELDS) - 1:
        return lang.ui[_DONE] if state["turn"] == len(state["money"]) - 1 else pick(t, _NEXT_PLAYER)
    return (pick(t, _NEXT) + pick(t, state["field"] + 1))[:16]


def cursor(state, actions):
    """:return: the likely value: the median of what the players before entered in the field, else what a
    player typically holds: the 10 dirhams each starts with, an even share of the game's goods or relation
    tiles, no camel"""
    k = state["field"]
    p = state["turn"]
    row = state[FIELDS[k]]
    if p:
        v = sorted(row[:p])[(p - 1) // 2]
    elif k == 0:
        v = 10
    else:
        v = (eng.GOODS if k == 1 else eng.RELATIONS) // len(row) if k < 3 else 0
    return min(max(0, v - actions[0][1]), len(actions) - 1)
