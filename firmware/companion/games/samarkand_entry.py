# Samarkand's scoring-only mode: each player's counts entered by steps, and its screens (loaded in that mode).

from companion.games import samarkand as eng
from companion.games.samarkand_ui import name, pick, texts
from companion.ui import lang

try:
    from micropython import const
except ImportError:

    def const(x):
        return x


# indices into companion/ui/text_<lang>.py TEXTS (a const each: no name kept in memory)
_DONE = const(10)


# the pieces' positions in the table's ENTRY (names compiled away on the device: no qstr each)
_LABELS = const(5)  # after the fields' titles, their labels
_CAMEL_POINTS = const(10)
_NEXT_PLAYER = const(11)
_NEXT = const(12)

# per player: the state keys entered, in order, and the steps offered for each
FIELDS = ("money", "goods_tiles", "relation_tiles", "own_camels", "other_camels")
_STEPS = ((1, -1, 5, -5, 10, -10), (1, -1, 5, -5), (1, -1, 5, -5), (1, -1, 5, -5), (1, -1, 5, -5))


def cap(state, k):
    """The largest value field ``k`` of the player being entered can take."""
    if k == 0:
        return eng.MONEY_MAX
    p = state["turn"]
    if k in (1, 2):
        values = state[FIELDS[k]]
        return (eng.GOODS if k == 1 else eng.RELATIONS) - sum(values) + values[p]
    # at most 2 camels on the goods space of each unsold card, and at most `limit` cards in hand
    return 2 * state["limit"] - state[FIELDS[7 - k]][p]


def actions(state):
    """The steps that keep the field within its bounds, then ["next"]."""
    k = state["field"]
    value = state[FIELDS[k]][state["turn"]]
    top = cap(state, k)
    acts = [["add", d] for d in _STEPS[k] if 0 <= value + d <= top]
    acts.append(["next"])
    return acts


def apply(state, action):
    """Apply a legal ["add", step] or ["next"] (the engine checked it)."""
    if action[0] == "add":
        state[FIELDS[state["field"]]][state["turn"]] += action[1]
        return
    state["field"] += 1
    if state["field"] == len(FIELDS):
        state["field"] = 0
        state["turn"] += 1
        if state["turn"] == len(state["money"]):
            state["turn"] = 0
            state["phase"] = "over"


def title(state):
    return ("%s %s" % (name(state["turn"]), pick(texts().ENTRY, state["field"])))[:16]


def status(state):
    k = state["field"]
    t = texts().ENTRY
    rows = ["%s: %d" % (pick(t, _LABELS + k), state[FIELDS[k]][state["turn"]])]
    if k >= 3:
        rows.append(pick(t, _CAMEL_POINTS))
    return rows


def label(state, action):
    if action[0] == "add":
        return "%+d" % action[1]
    t = texts().ENTRY
    if state["field"] == len(FIELDS) - 1:
        return lang.ui[_DONE] if state["turn"] == len(state["money"]) - 1 else pick(t, _NEXT_PLAYER)
    return (pick(t, _NEXT) + pick(t, state["field"] + 1))[:16]
