# The screens of Samarkand's scoring-only mode: the field being entered, its value, the steps offered.

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
    if action[0] == "add":
        return "%+d" % action[1]
    t = lang.start_game("samarkand").ENTRY
    if state["field"] == len(FIELDS) - 1:
        return lang.ui[_DONE] if state["turn"] == len(state["money"]) - 1 else pick(t, _NEXT_PLAYER)
    return (pick(t, _NEXT) + pick(t, state["field"] + 1))[:16]
