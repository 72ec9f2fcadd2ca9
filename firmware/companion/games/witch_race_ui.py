# Course de sorcieres screens: whose turn and the die, witches home per player, LEDs, sounds.

from companion.games import witch_race as eng

try:
    from micropython import const
except ImportError:

    def const(x):
        return x


_STEP_MS = const(120)
# player colours on the LEDs (the seed names no witch colours: red, green, blue, yellow)
COLOURS = ((255, 0, 0), (0, 200, 0), (0, 60, 255), (255, 170, 0))
_TURN = (255, 255, 255)


def _name(p):
    return "P%d" % (p + 1)


def title(state):
    """:return: row 0: whose turn and the die"""
    if state["over"]:
        return "Race over"
    p = _name(state["turn"])
    if state["die"] is None:
        return "%s roll the die" % p
    return "%s: move by %d" % (p, state["die"])


def news(state):
    """:return: the die just rolled, or how the last turn ended"""
    last = state.get("news")
    if last is None:
        return []
    p = _name(last[0])
    if last[2] is None:
        return ["%s rolled %d" % (p, last[1])]
    if last[2]:
        return ["%s witch home: %d" % (p, last[2])]
    return ["%s moved %d" % (p, last[1])]


def _row(state, p):
    home = state["home"][p]
    marks = "".join([str(x) for x in home]) + "." * (3 - len(home))
    cur = ">" if p == state["turn"] and not state["over"] else " "
    return "%s%s %s %2d pts" % (cur, _name(p), marks, sum(home))


def status(state, now):
    """:return: one row per player (at most 4): witches home on their squares, points so far"""
    return [_row(state, p) for p in range(state["n"])]


def label(state, action):
    """:return: <= 16 characters for an action"""
    verb = action[0]
    if verb == "pass":
        return "Moved, not home"
    if verb == "in":
        return "Witch home on %d" % action[1]
    if verb == "die":
        return "Die %d" % action[1]
    return str(verb)


def roll_label(state):
    return "ROLL: the die" if eng.chance(state) else ""


def leds(state, strip, now):
    """Four pixels a player: its three witches (lit by the finish square reached), then a turn marker."""
    strip.fill((0, 0, 0))
    for p in range(state["n"]):
        r, g, b = COLOURS[p]
        home = state["home"][p]
        for k in range(3):
            if k < len(home):
                sq = home[k]  # 4 bright, 3 medium, 2 dim
                strip.set(4 * p + k, (r * sq // 4, g * sq // 4, b * sq // 4))
            else:
                strip.set(4 * p + k, (r // 16, g // 16, b // 16))
        if p == state["turn"] and not state["over"]:
            strip.set(4 * p + 3, _TURN)
    return None


def _die_anim(state, fx, face):
    strip = fx.strip
    col = COLOURS[state["turn"]]
    for i in range(16):
        strip.fill((0, 0, 0))
        strip.set(i, col)
        yield _STEP_MS // 3
    strip.fill((0, 0, 0))
    for i in range(face):
        strip.set(i, col)
    yield 600
    leds(state, strip, 0)
    yield 1


def on_apply(state, action, fx):
    """A die run on the LEDs, a chime when a witch gets home, a tune at the end of the race."""
    verb = action[0]
    if verb == "die":
        fx.beep(660, 40)
        fx.animate(_die_anim(state, fx, action[1]))
    elif verb == "in":
        if state["over"]:
            fx.tune(((523, 120), (659, 120), (784, 120), (1047, 300)))
        else:
            fx.tune(((784, 80), (1047, 120)))
