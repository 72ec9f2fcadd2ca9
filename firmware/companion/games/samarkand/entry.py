# Samarkand's scoring-only mode: each player's counts entered one value a field (loaded in that mode; its
# screens: samarkand_entry_ui).

from micropython import const

_TYPED = const(0)
if _TYPED:  # mypy reads this (always_true); MicroPython's compiler drops the block: no import at run time
    from companion.games.samarkand import engine as eng
else:
    eng = None  # the engine (samarkand), handed over by it when it loads this module: imports run one way

# per player: the state keys entered, in order, and the steps games saved before took (each a press)
FIELDS = ("money", "goods_tiles", "relation_tiles", "own_camels", "other_camels")
_STEPS = ((1, -1, 5, -5, 10, -10), (1, -1, 5, -5), (1, -1, 5, -5), (1, -1, 5, -5), (1, -1, 5, -5))
_SPAN = const(100)  # values a list offers (the heap holds an action each); +100 beyond them


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
    """The field's values, one pick each (it goes on to the next field): from the value so far (0, or 100
    after a +100) up to the field's bound, at most _SPAN of them, then ["add", 100] where the bound is
    farther (dirhams)."""
    k = state["field"]
    value = state[FIELDS[k]][state["turn"]]
    top = cap(state, k)
    acts = [["value", v] for v in range(value, min(top, value + _SPAN - 1) + 1)]
    if value + _SPAN <= top:
        acts.append(["add", _SPAN])
    return acts


def allowed(state, action):
    """:return: whether ``action`` is a value or step the field takes now (a game saved before entered
    steps, then ["next"])"""
    k = state["field"]
    if action[0] == "next":
        return len(action) == 1
    if len(action) != 2 or type(action[1]) is not int:
        return False
    if action[0] == "value":
        return state[FIELDS[k]][state["turn"]] <= action[1] <= cap(state, k)
    value = state[FIELDS[k]][state["turn"]] + action[1]
    return action[1] in _STEPS[k] + (_SPAN,) and 0 <= value <= cap(state, k)


def apply(state, action):
    """Apply an allowed ["value", v] (the field's value, then the next field), ["add", step] or ["next"]."""
    if action[0] != "next":
        if action[0] == "add":
            state[FIELDS[state["field"]]][state["turn"]] += action[1]
            return
        state[FIELDS[state["field"]]][state["turn"]] = action[1]
    state["field"] += 1
    if state["field"] == len(FIELDS):
        state["field"] = 0
        state["turn"] += 1
        if state["turn"] == len(state["money"]):
            state["turn"] = 0
            state["phase"] = "over"
