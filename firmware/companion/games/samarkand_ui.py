# Samarkand screens: whose turn and what they hold, each step of a marriage or an extension, the end, LEDs.

from companion.games import samarkand as eng

# red, green, blue, amber, purple: P1-P5; then the families in eng.COLOURS order (black shows as a dim grey:
# an unlit LED is nothing); three bytes a colour (a bytes constant costs the heap less than tuples)
RGB = bytes(
    (255, 0, 0, 0, 200, 0, 0, 60, 255, 255, 170, 0, 170, 0, 255)
    + (50, 50, 60, 0, 60, 255, 120, 50, 10, 0, 200, 0, 255, 90, 0, 255, 60, 120, 150, 0, 200, 255, 0, 0)
    + (255, 255, 255, 255, 200, 0)
)
_FAMILY_RGB = 5  # the first family's colour in RGB
SHORT = ("blk", "blu", "brn", "grn", "org", "pnk", "pur", "red", "wht", "yel")


def title(state):
    """:return: row 0"""
    ph = state["phase"]
    p = eng.name(state["turn"])
    f = state["family"]
    if ph == "turn":
        return "%s: your turn" % p
    if ph == "pay":
        return "%s weds %s" % (p, eng.COLOURS[f])
    if ph == "keep":
        return "%s: cards kept" % p
    if ph == "bag":
        return "%s: bag tile" % p
    if ph == "place":
        return "%s: %s camel" % (p, eng.COLOURS[f])
    if ph == "sale":
        return "Goods card sold?"
    if ph == "claim":
        return "%s unsold cards" % p
    if ph == "entry":
        return eng.entry().title(state)
    return "Final scores"


def _event(e):
    """:return: the line saying one event of the last action"""
    kind = e[0]
    if kind == "extend":
        return "%s extends %s" % (eng.name(e[1]), SHORT[e[2]])
    if kind == "married":
        return "%s wed %s %d$" % (eng.name(e[1]), SHORT[e[2]], e[3])
    if kind == "kept":
        return "%s kept %d card%s" % (eng.name(e[1]), e[2], "s" if e[2] > 1 else "")
    if kind == "bag":
        return "%s tile: %s" % (SHORT[e[1]], "board" if e[2] else "out")
    if kind == "pass":
        return "%s passed" % eng.name(e[1])
    if kind == "goods":
        return "%s: goods tile" % eng.name(e[1])
    if kind == "relation":
        return "Relation %s-%s" % (SHORT[e[1]], SHORT[e[2]])
    if kind == "sold":
        return "%s sold it +3$" % eng.name(e[1])
    if kind == "card":
        return "%s shows a card" % eng.name(e[1])
    if kind == "done":
        return "%s cards shown" % eng.name(e[1])
    if e[1] == "all":
        return "All families met"
    if e[1] == "five":
        return "%s: 5 relations" % SHORT[e[2]]
    return "Nobody can play"


def news(state):
    """:return: what the last action did (and that the youngest starts, before anybody played)"""
    events = state["news"]
    if events is None:
        return ["Youngest starts"] if state["phase"] == "turn" else []
    return [_event(e) for e in events[-3:]]


def holding(state, p):
    """:return: the player's dirhams, goods and relation tiles, cards in hand"""
    return "$%d G%d R%d H%d" % (
        state["money"][p],
        state["goods_tiles"][p],
        state["relation_tiles"][p],
        state["hands"][p],
    )


def status(state, now):
    """:return: up to 2 rows (the news and two actions keep the rest)"""
    ph = state["phase"]
    p = state["turn"]
    f = state["family"]
    if ph == "turn":
        fams = [SHORT[g] for g in sorted(state["families"][p])]
        return [holding(state, p), ("Fam " + ",".join(fams))[:16] if fams else "No family yet"]
    if ph == "pay":
        return ["Price on board?", "%s has %d$" % (eng.name(p), state["money"][p])]
    if ph == "keep":
        return ["Drew 3: hand %d" % state["hands"][p], "limit %d, keep1+" % state["limit"]]
    if ph == "bag":
        return ["Family tile", "drawn from bag?"]
    if ph == "place":
        family = "Family %d$ %dc" % (state["treasury"][f], state["camels"][f])
        return ["Where? %d to go" % state["left"], family]
    if ph == "sale":
        return ["Its card's owner", "may sell: +3$"]
    if ph == "claim":
        shown = [space[3] for space in state["goods"]].count(p)
        return ["Cards on camels", "shown %d of %d" % (shown, eng.unsold(state, p))]
    if ph == "entry":
        return eng.entry().status(state)
    res = eng.result(state)
    return ["%s %d pts" % (pl["name"], pl["total"]) for pl in res["players"][:2]]


def label(state, action):
    """:return: <= 16 characters"""
    verb = action[0]
    if verb == "extend":
        return "Extend %s +%d" % (eng.COLOURS[action[1]], action[2])
    if verb == "marry":
        return "Marry " + eng.COLOURS[action[1]]
    if verb == "pass":
        return "Pass: no move"
    if verb == "pay":
        return "Paid %d$" % action[1]
    if verb == "keep":
        return "Kept %d: hand %d" % (action[1], state["hands"][state["turn"]] + action[1])
    if verb == "bag":
        return "%s: %s" % (eng.COLOURS[action[1]], "to board" if eng.is_married(state, action[1]) else "out")
    if verb == "plain":
        return "Plain space"
    if verb == "goods":
        return "New goods space"
    if verb == "join":
        space = state["goods"][action[1]]
        return "Goods+" + eng.COLOURS[space[0]] + ("*" if space[2] >= 0 else "")
    if verb == "meet":
        return "Meets " + eng.COLOURS[action[1]]
    if verb == "nosale":
        return "Nobody sells"
    if verb == "sell":
        return "%s sells +3$" % eng.name(action[1])
    if verb == "card":
        camels = [c for c in state["goods"][action[1]][:2] if c >= 0]
        text = "Card " + "+".join([eng.COLOURS[c] for c in camels])
        # short names when two long ones do not fit
        return text if len(text) <= 16 else "Card " + "+".join([SHORT[c] for c in camels])
    if verb == "done":
        return "No more cards"
    return eng.entry().label(state, action)


def leds(state, strip, now):
    """LEDs 1-10: the families, bright once they have a relation; 12-16: the players, whose turn bright."""
    strip.fill((0, 0, 0))
    for f in range(eng.FAMILIES):
        strip.set(f, rgb(_FAMILY_RGB + f, state["related"][f]))
    n = len(state["money"])
    lit = [state["turn"]]
    if state["phase"] == "over":
        res = eng.result(state)
        lit = [p for p in range(n) if res["players"][p]["name"] in res["winners"]]
    for p in range(n):
        strip.set(11 + p, rgb(p, p in lit))
    return None


def rgb(i, bright):
    """:return: colour ``i`` of RGB, full or at an eighth"""
    div = 1 if bright else 8
    return (RGB[3 * i] // div, RGB[3 * i + 1] // div, RGB[3 * i + 2] // div)


def on_apply(state, action, fx):
    if state["phase"] == "claim" and action[0] not in ("card", "done"):
        fx.tune(((660, 120), (440, 200)))  # an end condition is met
    elif state["phase"] == "over":
        fx.tune(((523, 120), (659, 120), (784, 300)))
    elif state["news"] and state["news"][-1][0] == "relation":
        fx.tune(((784, 60), (988, 90)))
    else:
        fx.beep(880, 40)
