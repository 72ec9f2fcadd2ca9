# Aton screens: the board check, scores, temples and the kingdom of the dead, prompts for cards, moves
# and the squares taken back; LEDs.

from companion.games import aton as eng

COLOURS = ((255, 0, 0), (0, 60, 255))
_TIE = (60, 60, 60)
_FREE = (12, 12, 12)
_VERBS = {"remove": "Remove", "place": "Place", "back": "From"}
KIND_NAMES = ("yellow", "green", "black", "blue", "+1 sq", "+2 sq")  # a kind on the board check


def _n(p):
    return eng.NAMES[p]


def news(state):
    """:return: what the last action did: cartouche 1's points, pieces the device sent to the kingdom of
    the dead or back to the reserve, a scoring round and the pieces to take back"""
    out = []
    for ev in state.get("news") or ():
        what = ev[0]
        if what == "c1":
            out.append("Card 1: %s +%d" % (_n(ev[1]), ev[2]) if ev[1] >= 0 else "Card 1: a tie")
        elif what == "score":
            out.append("Scored R+%d B+%d" % (ev[1], ev[2]))
        elif what == "temples":
            out.append("Take back 4 each")
        else:  # "dead", "reserve"
            out.append("%s %d >%s" % (_n(ev[1]), ev[2], what))
    return out


def title(state):
    """:return: the round and who acts, or the board entry being checked"""
    if eng.is_over(state):
        w = state["winners"]
        return "Aton: tie" if len(w) > 1 else "Aton: %s wins" % _n(w[0])
    if state["phase"] == "board":
        t, k = eng.edited(state)
        return "Board: T%d %s" % (t + 1, KIND_NAMES[k])
    p = eng.current(state)
    if p is None:
        return "Aton round %d" % state["round"]
    return "Rd %d: %s" % (state["round"], _n(p))


def _prompt(state):
    ph = state["phase"]
    p = eng.current(state)
    if ph == "first":
        return "Who drew lower?"
    if ph == "remove":
        return "Remove %d %s" % (state["left"], _n(eng.target(state)))
    if ph == "place":
        return "Place %d, T1-T%d" % (state["left"], eng.card(state, p, 3))
    return "Won: " + state["why"]


def _board_row(board, t):
    """:return: temple t's squares, e.g. "T1 Y4 G3 K3 +1+2" (one blue square, not shown)"""
    row = board[t]
    return "T%d Y%d G%d K%d " % (t + 1, row[0], row[1], row[2]) + "+1" * row[4] + "+2" * row[5]


def status(state, now):
    """:return: the board being checked; or scores and the dead, each player's temples and reserve, the
    prompt (entering the cards, ending a move and taking back after a scoring round, the actions say it)"""
    if state["phase"] == "board":
        return [_board_row(state["board"], t) for t in range(4)]
    sc = state["score"]
    d = state["dead"]
    rows = ["R%2d B%2d D %2d/%d" % (sc[0], sc[1], d[0] + d[1], state["dead_max"])]
    for p in (0, 1):
        t = eng.temples(state, p)
        rows.append("%s %2d%3d%3d%3d %2d" % (_n(p)[0], t[0], t[1], t[2], t[3], eng.reserve(state, p)))
    if state["phase"] not in ("cards", "end", "back"):
        rows.append(_prompt(state))
    return rows


def label(state, action):
    """:return: <= 16 characters for an action"""
    verb = action[0]
    if verb == "board":
        return "Board is right"
    if verb == "add":
        t, k = eng.edited(state)
        return "T%d %s = %d" % (t + 1, KIND_NAMES[k], state["board"][t][k] + action[1])
    if verb == "next":
        e = (state["edit"] + 1) % (4 * len(eng.EDITED))
        return "Next: T%d %s" % (e // 4 + 1, KIND_NAMES[eng.EDITED[e % 4]])
    if verb == "card":
        return "Cartouche %d: %d" % (len(state["cards"]) % 4 + 1, action[1])
    if verb == "first":
        return "%s drew lower" % _n(action[1])
    if verb == "done":
        return "%s move done" % _n(eng.current(state))
    # "remove", "place", "back": a square of that kind in that temple
    return "%s T%d %s" % (_VERBS[verb], action[1], action[2])


def roll_label(state):
    return ""


def leds(state, strip, now):
    """Pixels 0-3: each temple's majority; 4 on: the kingdom of the dead, one pixel a space."""
    strip.fill((0, 0, 0))
    red = eng.temples(state, 0)
    blue = eng.temples(state, 1)
    for t in range(4):
        a = red[t]
        b = blue[t]
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
    elif state["news"] and state["news"][0][0] == "score":
        fx.tune(((784, 100), (523, 200)))
    else:
        fx.beep(880, 20)
