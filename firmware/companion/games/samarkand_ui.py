# Samarkand screens: whose turn, hand limit and end reminders, the scoring entry, LEDs.

from companion.games import samarkand as eng

COLOURS = ((255, 0, 0), (0, 200, 0), (0, 60, 255), (255, 170, 0), (170, 0, 255))
_FIELD_NAMES = ("money", "goods tiles", "relations", "own camels", "other camels")
_STEP_LABELS = ("Dirhams", "Goods tiles", "Relations", "Own camels", "Other camels")


def title(state):
    """:return: row 0"""
    ph = state["ph"]
    if ph == "over":
        return "Final scores"
    if ph == "score":
        return ("%s %s" % (eng.name(state["sp"]), _FIELD_NAMES[state["sf"]]))[:16]
    return "%s: your turn" % eng.name(state["turn"])


def news(state):
    """:return: what the last player did (and that the youngest starts, before anybody played)"""
    last = state.get("news")
    if last is None:
        return ["Youngest starts"] if state["ph"] == "play" and state["turn"] == 0 else []
    if last[1] < 0:
        return ["%s: game ends" % eng.name(last[0])]
    if last[1] == 0:
        return ["%s married" % eng.name(last[0])]
    return ["%s +%d camel%s" % (eng.name(last[0]), last[1], "s" if last[1] == 2 else "")]


def status(state, now):
    """:return: up to 4 rows: reminders while playing, the values entered while scoring"""
    ph = state["ph"]
    if ph == "play":
        rows = ["Hand limit %d" % state["limit"], "Marry: draw 3,", "keep 1+ (max %d)" % state["limit"]]
        if state["n"] == 2:
            rows[2] = "keep1+, bag tile"
        return rows
    if ph == "score":
        p = state["sp"]
        v = state["v"][p]
        f = state["sf"]
        rows = ["%s: %d" % (_STEP_LABELS[f], v[f])]
        if f >= 3:
            rows.append("on your cards'")
            rows.append("goods spaces")
            rows.append("own x4, other x1")
        else:
            rows.append("$%d G%d R%d" % (v[0], v[1], v[2]))
        return rows
    res = eng.result(state)
    return ["%s %d pts" % (pl["name"], pl["total"]) for pl in res["players"][:4]]


def label(state, action):
    """:return: <= 16 characters"""
    verb = action[0]
    if verb == "marry":
        return "Marry a family"
    if verb == "extend":
        return "Extend 1 camel" if action[1] == 1 else "2 camels, fam -1"
    if verb == "end":
        return "Game end reached"
    if verb == "add":
        return "%+d" % action[1]
    if verb == "next":
        if state["sf"] == len(eng.FIELDS) - 1:
            return "Done" if state["sp"] == state["n"] - 1 else "Next player"
        return "Next: " + _FIELD_NAMES[state["sf"] + 1][:10]
    return str(verb)


def leds(state, strip, now):
    """The player whose turn (or entry) it is in their colour on every pixel, dimmed; winners at the end."""
    strip.fill((0, 0, 0))
    ph = state["ph"]
    if ph == "over":
        res = eng.result(state)
        for p in range(state["n"]):
            if res["players"][p]["name"] in res["winners"]:
                for i in range(3 * p, 3 * p + 3):
                    strip.set(i, COLOURS[p])
        return None
    p = state["turn"] if ph == "play" else state["sp"]
    r, g, b = COLOURS[p]
    for i in range(16):
        strip.set(i, (r // 8, g // 8, b // 8))
    for i in range(3 * p, 3 * p + 3):
        strip.set(i, COLOURS[p])
    return None


def on_apply(state, action, fx):
    verb = action[0]
    if verb in ("marry", "extend"):
        fx.beep(880, 40)
    elif verb == "end":
        fx.tune(((660, 120), (440, 200)))
    elif verb == "next" and state["ph"] == "over":
        fx.tune(((523, 120), (659, 120), (784, 300)))
