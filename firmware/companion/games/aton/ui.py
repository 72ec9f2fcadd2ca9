# Aton screens: the board check, scores, temples and the kingdom of the dead, prompts for cards, moves
# and the squares taken back; LEDs.

from companion.games.aton import engine as eng
from companion.ui import lang
from micropython import const

# the positions of the texts in the table's tuples (names compiled away on the device: no qstr each)
_CARD_1 = const(0)  # NEWS
_CARD_1_TIE = const(1)
_SCORED = const(2)
_TAKE_BACK = const(3)
_TO_DEAD = const(4)
_TO_RESERVE = const(5)
_TIE = const(0)  # TITLE
_WINS = const(1)
_BOARD = const(2)
_ROUND = const(3)
_TURN = const(4)
_BOARD_ROW = const(0)  # STATUS
_DEAD = const(1)
_WHO_FIRST = const(2)
_REMOVE = const(3)
_PLACE = const(4)
_WON = const(5)
_COLUMNS = const(6)
_RIGHT = const(0)  # ACTIONS
_NEXT = const(1)
_CARTOUCHE = const(2)
_DREW_LOWER = const(3)
_MOVE_DONE = const(4)
_KEYS = const(5)
_TEMPLES = const(6)
_SQUARES = const(7)
_COUNT = const(8)

COLOURS = ((255, 0, 0), (0, 60, 255))
_GREY = (60, 60, 60)
_FREE = (12, 12, 12)
_VERBS = ("remove", "place", "back")  # the table's VERBS, in this order
_WHYS = ("40", "temple", "yellow", "green")  # the engine's reasons a game ended: the table's WON_BY, WHY


def _t():
    """:return: the table of Aton's texts in the language in use (loaded here when the app has not, as in
    a test calling these hooks directly)"""
    return lang.start_game("aton")


def news(state):
    """:return: what the last action did: cartouche 1's points, pieces the device sent to the kingdom of
    the dead or back to the reserve, a scoring round and the pieces to take back; else that a move is
    over (it ends by itself once its pieces are in)"""
    out = []
    t = _t()
    scored = eng.told(state, "score")
    moved = None
    for ev in state.get("news") or ():
        what = ev[0]
        if what == "c1":
            out.append(t.NEWS[_CARD_1] % (t.NAMES[ev[1]], ev[2]) if ev[1] >= 0 else t.NEWS[_CARD_1_TIE])
        elif what == "score":
            out.append(t.NEWS[_SCORED] % (ev[1], ev[2]))
        elif what == "temples":
            out.append(t.NEWS[_TAKE_BACK])
        elif what == "moved":
            moved = ev[1]
        elif len(ev) == 4:  # squares the device chose, the only ones in their temple: "x2" for two alike
            line = label(state, ev[:3])
            n = len([e for e in state["news"] if e == ev])
            if n > 1:
                line += " x%d" % n
            if line not in out:
                out.append(line)
        elif scored:
            continue  # a scoring round sends the dead back to the reserves: these pieces stay there
        elif what in ("dead", "reserve"):  # a player's pieces in one line
            n = 0
            for e in state["news"]:
                n += e[2] if e[:2] == ev[:2] else 0
            line = t.NEWS[_TO_RESERVE if what == "reserve" else _TO_DEAD] % (t.NAMES[ev[1]], n)
            if line not in out:
                out.append(line)
    if moved is not None and not out:
        out.append(t.ACTIONS[_MOVE_DONE] % t.NAMES[moved])  # the title names who moves next
    return out


def title(state):
    """:return: the round and who acts, or the board entry being checked"""
    t = _t()
    if eng.is_over(state):
        w = state["winners"]
        return t.TITLE[_TIE] if len(w) > 1 else t.TITLE[_WINS] % t.NAMES[w[0]]
    if state["phase"] == "board":
        temple, k = eng.edited(state)
        return t.TITLE[_BOARD] % (temple + 1, t.KIND_NAMES[k])
    p = eng.current(state)
    if p is None:
        return t.TITLE[_ROUND] % state["round"]
    return t.TITLE[_TURN] % (state["round"], t.NAMES[p])


def _prompt(state, t):
    ph = state["phase"]
    p = eng.current(state)
    if ph == "first":
        return t.STATUS[_WHO_FIRST]
    if ph == "remove":
        return t.STATUS[_REMOVE] % (state["left"], t.NAMES[eng.target(state)])
    if ph == "place":
        return t.STATUS[_PLACE] % (state["left"], eng.card(state, p, 3))
    return t.STATUS[_WON] % t.WON_BY[_WHYS.index(state["why"])]


def _board_row(board, temple, t):
    """:return: temple's squares, e.g. "T1 Y4 G3 K3 +1+2" (one blue square, not shown)"""
    row = board[temple]
    return t.STATUS[_BOARD_ROW] % (temple + 1, row[0], row[1], row[2]) + "+1" * row[4] + "+2" * row[5]


def status(state, now):
    """:return: the board being checked; or scores and the dead, each player's temples and reserve, the
    prompt (entering the cards, ending a move and taking back after a scoring round, the actions say it)"""
    t = _t()
    if state["phase"] == "board":
        return [_board_row(state["board"], temple, t) for temple in range(4)]
    sc = state["score"]
    d = state["dead"]
    rows = [t.STATUS[_COLUMNS]]  # the columns named over the players' rows
    for p in (0, 1):
        tp = eng.temples(state, p)
        pieces = (t.NAMES[p][:1], tp[0], tp[1], tp[2], tp[3], eng.reserve(state, p), sc[p])
        rows.append("%s%2d%3d%3d%3d%4d%4d" % pieces)
    prompt = state["phase"] not in ("cards", "end", "back")
    if prompt:
        rows.append(_prompt(state, t))
    # the rows the news and two actions (the three lines of buttons of the cartouches and the temples)
    # leave: the columns' names give theirs first (the help page has them), then the prompt (the actions
    # say what they tell), then the kingdom of the dead is shown where a row is left
    room = (4 if keys(state, eng.legal_actions(state)) else 5) - len(news(state))
    if len(rows) > room:
        rows.pop(0)
    if len(rows) > room and prompt:
        rows.pop()
    if len(rows) < min(4, room):
        rows.insert(0, t.STATUS[_DEAD] % (d[0] + d[1], state["dead_max"]))
    return rows


def _count(action):
    """:return: a count's number, "3+" for the row of the counts from 3"""
    return str(action[2]) if action[2] >= 0 else "3+"


def label(state, action):
    """:return: <= 21 characters for an action"""
    verb = action[0]
    t = _t()
    if verb == "board":
        return t.ACTIONS[_RIGHT]
    if verb == "add":
        temple, k = eng.edited(state)
        return "T%d %s = %d" % (temple + 1, t.KIND_NAMES[k], state["board"][temple][k] + action[1])
    if verb == "next":
        e = (state["edit"] + 1) % (4 * len(eng.EDITED))
        return t.ACTIONS[_NEXT] % (e // 4 + 1, t.KIND_NAMES[eng.EDITED[e % 4]])
    if verb == "card":
        return t.ACTIONS[_CARTOUCHE] % (len(state["cards"]) % 4 + 1, action[1])
    if verb == "first":
        return t.ACTIONS[_DREW_LOWER] % t.NAMES[action[1]]
    if verb == "done":
        return t.ACTIONS[_MOVE_DONE] % t.NAMES[eng.current(state)]
    if verb == "count":  # how many of the pieces told go in (or leave) a temple
        return t.ACTIONS[_COUNT][1] % (_count(action), action[1])
    if verb == "temple":  # a temple, or the other kinds of squares of one
        return "T%d" % action[1] if action[1] <= 4 else "T%d %s" % (action[1] - 4, t.ACTIONS[_SQUARES][4])
    # "remove", "place", "back": a square of that kind in that temple
    return "%s T%d %s" % (t.VERBS[_VERBS.index(verb)], action[1], t.KINDS[eng.KINDS.index(action[2])])


def keys(state, actions):
    """:return: the buttons up, down, ok and roll giving a choice at once, and the lines saying so, in the
    list's place (back keeps its meaning); else None (a list). A cartouche's value: 1, 2, 3 and 4 (the
    engine lists the values 1-4 in order). How many pieces in a temple: the counts in order, roll the
    fourth (or the row of the counts from 3, for five). The next piece's temple: temples 1-4. A piece's
    square in its temple (placed, removed or taken back): yellow, green, black, the other kinds (blue, +1,
    +2) on the buttons these leave, roll first, or the row listing them on roll (five kinds or more; taken
    back: the list). A button with nothing to give shows "-" and does nothing."""
    t = _t()
    ph = state["phase"]
    if ph == "cards":
        lines = t.ACTIONS[_KEYS]
        return (0, 1, 2, None, 3), (lines[0] % (len(state["cards"]) % 4 + 1), lines[1], lines[2])
    if ph not in ("remove", "place", "back") or not actions or ph == "back" and len(actions) > 4:
        return None
    if ph != "back" and state["owed"] and state["owed"][0] > 4 and actions[0][0] != "count":
        return None  # a temple's other kinds: a list
    given = [None] * 5  # type: list
    names = ["-"] * 5
    lines = t.ACTIONS[_SQUARES]
    free = [3, 2, 1, 0]  # the buttons yellow, green and black leave to the other kinds, roll first
    for a in actions:
        if a[0] not in ("count", "temple") and eng.KINDS.index(a[2]) <= eng.BLACK:
            free.remove(eng.KINDS.index(a[2]))
    for i in range(len(actions)):
        a = actions[i]
        if a[0] == "count":  # the counts in order, roll the fourth (or the row of the counts from 3)
            b = i
            word = _count(a)
            head = t.ACTIONS[_COUNT][0] % a[1]
        elif a[0] == "temple" and a[1] <= 4:  # the temple asked: its number's button
            b = a[1] - 1
            word = "T%d" % a[1]
            head = t.ACTIONS[_TEMPLES]
        else:  # a square of one temple: its kind's button, or a button left, or roll for the others' row
            k = 3 if a[0] == "temple" else eng.KINDS.index(a[2])
            b = k if k <= eng.BLACK else free.pop(0)
            word = lines[4] if a[0] == "temple" else (lines[k + 1] if k <= eng.BLACK else t.KINDS[k])
            temple = a[1] - 4 if a[1] > 4 else a[1]
            head = lines[0] % temple if ph != "back" else "%s T%d:" % (t.VERBS[2], temple)
        if b == 3:
            b = 4  # the fourth on roll, after back
        given[b] = i
        names[b] = word
    return given, (head, lines[5] % (names[0], names[1]), lines[6] % (names[2], names[4]))


def cursor(state, actions):
    """:return: the likely square of a list (one temple's blue and bonus squares, or the squares to take a
    piece back from): the kind with the most free squares when placing, else with the most pieces of the
    player whose piece leaves; None where the buttons give the choice"""
    ph = state["phase"]
    if ph not in ("remove", "place", "back") or not actions:
        return None
    if actions[0][0] == "count":
        return None
    whose = eng.target(state) if ph == "remove" else eng.current(state)
    best = None
    most = 0
    for i in range(len(actions)):
        a = actions[i]
        if a[0] == "temple":
            continue
        k = eng.KINDS.index(a[2])
        n = eng.free(state, a[1] - 1, k) if ph == "place" else state["squares"][whose][a[1] - 1][k]
        if n > most:
            best = i
            most = n
    return best


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
        strip.set(t, COLOURS[0] if a > b else (COLOURS[1] if b > a else (_GREY if a else (0, 0, 0))))
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
        fx.animate(_flash(state, COLOURS[w[0]] if len(w) == 1 else _GREY)(fx))
    elif eng.told(state, "score"):
        fx.tune(((784, 100), (523, 200)))
    else:
        fx.beep(880, 20)
