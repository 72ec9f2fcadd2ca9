# Samarkand screens: whose turn, hand limit and end reminders, the scoring entry, LEDs.

from companion.games import samarkand as eng
from companion.ui.screens import ranking

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


def _last(state):
    last = state["last"]
    if last is None:
        return "Youngest starts"
    if last[1] == 0:
        return "%s married" % eng.name(last[0])
    return "%s +%d camel%s" % (eng.name(last[0]), last[1], "s" if last[1] == 2 else "")


def status(state, now):
    """:return: up to 4 rows: reminders while playing, the values entered while scoring"""
    ph = state["ph"]
    if ph == "play":
        rows = ["Hand limit %d" % state["limit"], "Marry: draw 3,", "keep 1+ (max %d)" % state["limit"]]
        if state["n"] == 2:
            rows[2] = "keep1+, bag tile"
        rows.append(_last(state))
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


def info(state):
    """The end conditions and the final scoring, as reminders."""
    return [
        "End at once when",
        "every family has",
        "a relation, or",
        "one family has 5",
        "Score: 1/dirham,",
        "1/goods tile,",
        "1/relation tile,",
        "unsold card: 4 a",
        "camel of own fam",
        "1 a camel other",
    ]


def end_lines(state):
    """Ranking with totals (winners starred), then each player's money, goods, relations and cards."""
    res = eng.result(state)
    rows, order = ranking(
        res, lambda i, pl, won: "%s %d pts%s" % (pl["name"], pl["total"], "*" if won else "")
    )
    for i in order:
        pl = res["players"][i]
        bd = pl["breakdown"]
        row = "%s$%d G%d R%d C%d" % (
            pl["name"],
            bd["money"],
            bd["goods_tiles"],
            bd["relation_tiles"],
            bd["goods_cards"],
        )
        rows.append(row[:16])
    return rows
