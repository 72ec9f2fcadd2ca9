# Pig, the folk dice game, as the template of a game: roll to add to your turn's points, hold to bank them;
# a 1 loses the turn's points. The first to the goal wins. Pure: no I/O, no clock, no randomness.

from companion.core.session import refused

ID = "pig"
# (key, label, values (the first the default), labels shown in the set-up menu)
OPTIONS = (("goal", "Goal", (20, 50), ("20 points", "50 points")),)


def new_state(players, options=None):
    goal = (options or {}).get("goal", 20)
    return {"np": players, "turn": 0, "pts": [0] * players, "run": 0, "goal": goal, "news": []}


def current(state):
    """The seat to act (the rules never ask anyone else)."""
    return state["turn"]


def is_over(state):
    return max(state["pts"]) >= state["goal"]


def legal_actions(state):
    """Hold once the turn has points; rolling is the die's (chance)."""
    if is_over(state) or state["run"] == 0:
        return []
    return [["hold"]]


def chance(state):
    """The die, always pending while the game goes on: ROLL rolls it."""
    if is_over(state):
        return None
    return [(["die", v], 1) for v in range(1, 7)]


def apply(state, action, checked=False):
    """Apply ``action`` (from legal_actions, or a chance outcome); :return: None, or why it is refused (the
    state untouched)."""
    why = refused(action, is_over(state))  # the first step of every engine's apply (core/session.py)
    if why is not None:
        return why
    p = state["turn"]
    if action[0] == "die" and len(action) == 2 and action[1] in (1, 2, 3, 4, 5, 6):
        if action[1] == 1:  # the turn's points are lost, the die passes on
            state["news"] = [["lost", p, state["run"]]]
            state["run"] = 0
            state["turn"] = (p + 1) % state["np"]
        else:
            state["run"] += action[1]
            state["news"] = [["die", p, action[1]]]
        return None
    if not checked and action not in legal_actions(state):
        return "not allowed now"
    state["pts"][p] += state["run"]
    state["news"] = [["held", p, state["run"]]]
    state["run"] = 0
    if not is_over(state):
        state["turn"] = (p + 1) % state["np"]
    return None


def result(state):
    players = [
        {"name": "P%d" % (i + 1), "total": t, "breakdown": {"banked": t}} for i, t in enumerate(state["pts"])
    ]
    best = max(state["pts"])
    return {"players": players, "winners": ["P%d" % (i + 1) for i, t in enumerate(state["pts"]) if t == best]}
