# Samarkand's scoring-only mode: each player's counts entered by steps (loaded in that mode; its screens:
# samarkand_entry_ui).

from micropython import const

_TYPED = const(0)
if _TYPED:  # mypy reads this (always_true); MicroPython's compiler drops the block: no import at run time
    from companion.games.samarkand import engine as eng
else:
    eng = None  # the engine (samarkand), handed over by it when it loads this module: imports run one way

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
