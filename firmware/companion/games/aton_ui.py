# Aton screens: scores, temples and the kingdom of the dead, prompts for cards, moves and squares; LEDs.

from companion.games import aton as eng
from companion.ui.screens import ranking

COLOURS = ((255, 0, 0), (0, 60, 255))
_TIE = (60, 60, 60)
_FREE = (12, 12, 12)
_WHY = {"40": "40 points", "temple": "a full temple", "yellow": "all yellow sq.", "green": "all green sq."}
_PARTS = ("T1", "T2", "T3", "T4", "Blk", "Bon")


def _n(p):
    return eng.NAMES[p]


def title(state):
    """:return: the round and who acts"""
    if eng.is_over(state):
        w = state["winners"]
        return "Aton: tie" if len(w) > 1 else "Aton: %s wins" % _n(w[0])
    p = eng.current(state)
    if p is None:
        return "Aton round %d" % state["round"]
    return "Rd %d: %s" % (state["round"], _n(p))


def _prompt(state):
    ph = state["phase"]
    p = eng.current(state)
    if ph == "cards":
        return "%s cartouche %d" % (_n(p), len(state["cards"]) % 4 + 1)
    if ph == "first":
        return "Who drew lower?"
    if ph == "remove":
        return "Remove %d %s" % (state["left"], _n(eng.target(state)))
    if ph == "place":
        return "Place %d, T1-T%d" % (state["left"], eng.card(state, p, 3))
    if ph == "end":
        return "%s move done?" % _n(p)
    if ph == "score":
        return "Scoring: %s %s" % (_n(p)[0], ("blue", "black", "bonus")[len(state["sq"]) % 3])
    return "Won: " + state["why"]


def status(state, now):
    """:return: scores and the dead, each player's temples and reserve, the prompt"""
    sc = state["score"]
    d = state["dead"]
    rows = ["R%2d B%2d D %2d/%d" % (sc[0], sc[1], d[0] + d[1], state["dead_max"])]
    for p in (0, 1):
        t = state["temples"][p]
        rows.append("%s %2d%3d%3d%3d %2d" % (_n(p)[0], t[0], t[1], t[2], t[3], eng.reserve(state, p)))
    rows.append(_prompt(state))
    return rows


def label(state, action):
    """:return: <= 16 characters for an action"""
    verb = action[0]
    if verb == "card":
        return "Card %d" % action[1]
    if verb == "first":
        return "%s drew lower" % _n(action[1])
    if verb == "remove":
        return "Remove from T%d" % action[1]
    if verb == "place":
        return "Place in T%d" % action[1]
    if verb == "done":
        return "Done"
    if verb == "claim":
        return "Won: all %s" % action[1]
    if verb == "blue":
        return "%d blue squares" % action[1]
    if verb == "black":
        return "%d black squares" % action[1]
    if verb == "bonus":
        return "Bonus +%d" % action[1]
    return str(verb)


def roll_label(state):
    return ""


def leds(state, strip, now):
    """Pixels 0-3: each temple's majority; 4 on: the kingdom of the dead, one pixel a space."""
    strip.fill((0, 0, 0))
    for t in range(4):
        a = state["temples"][0][t]
        b = state["temples"][1][t]
        strip.set(t, COLOURS[0] if a > b else (COLOURS[1] if b > a else (_TIE if a else (0, 0, 0))))
    i = 4
    for p in (0, 1):
        for _ in range(state["dead"][p]):
            strip.set(i, COLOURS[p])
            i += 1
    while i < 4 + state["dead_max"] and i < strip.n:
        strip.set(i, _FREE)
        i += 1
    return None


def _flash(state, col):
    def gen(fx):
        for k in range(3):
            fx.strip.fill(col if k % 2 == 0 else (0, 0, 0))
            yield 150
        leds(state, fx.strip, 0)
        yield 1

    return gen


def on_apply(state, action, fx):
    """A click per step, a chime when a scoring round is due, a tune and a flash at the end."""
    if eng.is_over(state):
        fx.tune(((523, 120), (659, 120), (784, 120), (1047, 300)))
        w = state["winners"]
        fx.animate(_flash(state, COLOURS[w[0]] if len(w) == 1 else _TIE)(fx))
    elif state["phase"] == "score" and action[0] == "done":
        fx.tune(((784, 100), (523, 200)))
    else:
        fx.beep(880, 20)


def info(state):
    """The status legend, the round's cards and the last scoring round's points."""
    rows = ["Rows: score, D", "= dead/spaces;", "temples T1-T4,", "last: reserve"]
    c = state["cards"]
    for p in (0, 1):
        own = c[4 * p : 4 * p + 4]
        rows.append("%s cards %s" % (_n(p)[0], " ".join([str(v) for v in own]) or "-"))
    last = state["last"]
    if last is None:
        rows.append("No scoring yet")
        return rows
    rows.append("Last scoring R B")
    for k in range(6):
        rows.append("%-4s %3d %3d" % (_PARTS[k], last[0][k], last[1][k]))
    rows.append("Sum  %3d %3d" % (sum(last[0]), sum(last[1])))
    return rows


def end_lines(state):
    """Totals (winners starred) and what ended the game."""
    rows, _ = ranking(
        eng.result(state),
        lambda p, pl, won: "%s%-5s %3d pts" % ("*" if won else " ", pl["name"], pl["total"]),
        by_total=False,
    )
    rows[2:2] = ["Won by", _WHY.get(state["why"], state["why"])]  # before a "Shared victory" line
    return rows
