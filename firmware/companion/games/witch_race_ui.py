# Course de sorcieres screens: whose decision, the witches and cards per player, a stage of the track on
# the LEDs, sounds.

from companion.games import witch_race as eng

try:
    from micropython import const
except ImportError:

    def const(x):
        return x


_STEP_MS = const(120)
# colours of the tiles, cards and witches; player p plays colour p (the seed names only the magic signs)
COLOURS = ((255, 0, 0), (0, 200, 0), (0, 60, 255), (255, 170, 0))
NAMES = ("Red", "Green", "Blue", "Yellow")


def player_name(p):
    return "P%d" % (p + 1)


def _card(value):
    return "magic" if value == eng.MAGIC else str(value)


def title(state):
    """:return: row 0: who decides what"""
    phase = state["phase"]
    p = player_name(state["turn"])
    if phase == "roll":
        return "%s roll the die" % p
    if phase == "move":
        return "%s: move by %d" % (p, state["die"])
    if phase == "colour":
        return "Tile %d colour?" % state["at"]
    if phase == "value":
        return "Tile %d value?" % state["at"]
    holder = state["tiles"][state["at"] - 1] // 16
    if phase == "own":
        return "%s play a card?" % p
    if phase == "foe":
        return ("%s must push" if state["pushed"] else "%s push back?") % player_name(holder)
    if phase == "draw":
        return "%s pile card" % NAMES[holder]
    return "Race over"


def news(state):
    """:return: one line: the roll, or where the witch in motion ended (after the card that sent it)"""
    if not state["news"]:
        return []
    who, what, number = state["news"][0]
    last = state["news"][-1]
    if what == "rolled":
        return ["%s rolled %d" % (player_name(who), number)]
    if what == "stuck":
        return ["%s cannot move" % player_name(who)]
    if what == "home":
        return ["%s witch home: %d" % (player_name(who), number)]
    if what == "on":
        return ["%s witch on %d" % (player_name(who), number)]
    card = "magic" if number == eng.MAGIC else ("card %d" % number if what == "card" else str(number))
    where = ("H%d" if last[1] == "home" else "%d") % last[2]
    # a card played by a player, or drawn from a neutral pile (the title named that pile)
    return ["%s %s -> %s" % (player_name(who) if what == "card" else "Pile", card, where)]


def _row(state, p):
    # home witches as H4/H3/H2 first, then the racing ones by square (- before square 1), then cards in hand
    cells = ["H%d" % x for x in state["home"][p]]
    cells += [str(x) if x else "-" for x in reversed(state["track"][p])]
    cur = ">" if p == state["turn"] and state["phase"] != "over" else " "
    return "%s%s%3s%3s%3s%3dc" % (cur, player_name(p), cells[0], cells[1], cells[2], len(state["cards"][p]))


def status(state, now):
    """:return: one row per player (witches, cards in hand), then the neutral piles"""
    rows = [_row(state, p) for p in range(state["players"])]
    piles = ["%s%d" % (NAMES[c][0], len(state["cards"][c])) for c in range(state["players"], 4)]
    if piles:
        rows.append("Piles " + " ".join(piles))
    return rows


def label(state, action):
    """:return: <= 16 characters for an action"""
    verb = action[0]
    if verb == "move":
        dest = eng.target(state, action[1], state["die"])
        if dest > eng.TRACK:
            return "Witch %d home %d" % (action[1], dest - eng.TRACK + 1)
        return ("Witch %d to %d" % (action[1], dest)) if action[1] else "New witch to %d" % dest
    if verb == "pass":
        return "No move: pass"
    if verb == "colour":
        c = action[1]
        return "%s (%s)" % (NAMES[c], player_name(c) if c < state["players"] else "neutral")
    if verb == "value":
        return "%s %s" % (NAMES[state["colour"]], _card(action[1]))
    if verb == "stop":
        return "Stay here" if state["phase"] == "own" else "Let it stay"
    if verb == "card":
        dest = eng.card_target(state, action[1])
        where = ("home %d" % (dest - eng.TRACK + 1)) if dest > eng.TRACK else "to %d" % dest
        return "Card %s %s" % (_card(action[1]), where)
    return " ".join([str(x) for x in action])


def roll_label(state):
    phase = state["phase"]
    return "ROLL: the die" if phase == "roll" else "ROLL: draw card" if phase == "draw" else ""


def _focus(state, waiting):
    """:return: the first square of the stage shown on the LEDs: the witch waiting for a decision's, else
    the stage of the leading witch of the player on turn"""
    square = state["at"] if waiting else max(state["track"][state["turn"]] + [1])
    return (max(square, 1) - 1) // eng.STAGE * eng.STAGE + 1


def _dim(rgb, shift):
    return (rgb[0] >> shift, rgb[1] >> shift, rgb[2] >> shift)


def leds(state, strip, now):
    """The 16 squares of one stage: witches in their player's colour, turned tiles dim in theirs (magic
    signs brighter); the witch waiting for a decision white (steady: a blink would redraw every frame)."""
    waiting = state["phase"] in ("colour", "value", "own", "foe", "draw")
    first = _focus(state, waiting)
    for i in range(eng.STAGE):
        square = first + i
        tile = state["tiles"][square - 1]
        rgb = (0, 0, 0) if not tile else _dim(COLOURS[tile // 16], 2 if tile % 16 == eng.MAGIC else 5)
        for p in range(state["players"]):
            if square in state["track"][p]:
                rgb = COLOURS[p]
        if waiting and square == state["at"]:
            rgb = (255, 255, 255)
        strip.set(i, rgb)
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
    """A die run on the LEDs, a click for a card, a chime when a witch gets home, a tune at the end."""
    verb = action[0]
    if verb == "die":
        fx.beep(660, 40)
        fx.animate(_die_anim(state, fx, action[1]))
    elif verb in ("card", "draw"):
        fx.beep(440, 60)
    if state["phase"] == "over":
        fx.tune(((523, 120), (659, 120), (784, 120), (1047, 300)))
    elif [n for n in state["news"] if n[1] == "home"]:
        fx.tune(((784, 80), (1047, 120)))
