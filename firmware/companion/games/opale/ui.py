# Opale's screens and LEDs: board stacks on pixels 0-8, Cite piles, the dragon pawn, whose turn.

from companion.games.opale import engine as opale
from companion.ui import lang
from micropython import const

# indices into companion/ui/text_<lang>.py TEXTS (a const each: no name kept in memory)


# the positions of the texts in the table's tuples (names compiled away on the device: no qstr each)
_GETS = const(0)  # NEWS
_UNDER = const(1)
_CITE_GETS = const(2)
_GETS_DRAGON = const(3)
_CARD_BACK = const(4)
_LAST_TURN = const(5)
_SHELL_NEWS = const(6)  # + the shell's index
_SCORING = const(2)  # TITLE
_END = const(3)
_SCORE_NOW = const(0)  # STATUS
_TYPE_POINTS = const(1)
_TYPE_CARDS = const(2)
_PILE_TOTAL = const(3)
_DRAGON = const(4)
_NOBODY = const(5)
_HAND = const(6)
_CITE = const(7)
_GIVES_BACK = const(8)
_BLOCKED = const(9)
_TAKE_UNDER = const(0)  # ACTIONS
_END_TURN = const(1)
_PASS = const(2)
_DONE = const(3)
_NEXT = const(4)  # + 1 for the pile totals
_ROLL = const(6)

_COLOR = (
    (255, 0, 120),  # Chasseresse Pieuvre
    (255, 50, 0),  # Dragon Corail
    (200, 200, 255),  # Perle de Nacre
    (140, 0, 255),  # Sorciere des Abysses
    (110, 110, 110),  # Dragon Petrifie
    (255, 0, 0),  # Golem de Lave
    (60, 0, 120),  # Gardien des Tenebres
    (0, 200, 40),  # Chevaucheur de Tortue
    (0, 170, 200),  # Cite Sous Marine
)
PLAYER = ((0, 80, 255), (255, 140, 0))  # P1 blue, P2 orange


def _t():
    """:return: the table of Opale's texts in the language in use (loaded here when the app has not, as in
    a test calling these hooks directly)"""
    return lang.start_game("opale")


_p = lang.player  # P1, J1, G1


def news(state):
    """:return: what the last play did: cards taken, cards under the board, the pawn, the end"""
    out = []
    t = _t()
    for ev in state.get("news") or ():
        what = ev[0]
        p = _p(ev[1])
        if what == "pile":
            out.append(t.NEWS[_GETS] % (p, ev[3], t.TAKE[ev[2]]))
        elif what == "under":
            out.append(t.NEWS[_UNDER] % (ev[2], t.TAKE[ev[1]]))
        elif what == "cite":
            out.append(t.NEWS[_CITE_GETS] % (p, ev[2]))
        elif what == "dragon":
            out.append(t.NEWS[_GETS_DRAGON] % p)
        elif what == "back":
            out.append(t.NEWS[_CARD_BACK] % (p, ev[2]))
        elif what == "last":
            out.append(t.NEWS[_LAST_TURN] % p)
        elif ev[2] == 2:  # the shells
            out.append(lang.plural(t.NEWS[_SHELL_NEWS + 2], ev[3]) % (p, ev[3]))
        elif ev[2] == 4:
            out.append(t.NEWS[_SHELL_NEWS + 4] % t.SHORT[ev[3]])
        else:
            out.append(t.NEWS[_SHELL_NEWS + ev[2]] % p)
    return out


def title(state):
    """:param state: the game state"""
    ph = state["ph"]
    t = _t()
    if ph == "score":
        return t.TITLE[_SCORING]
    if ph == "over":
        return t.TITLE[_END]
    p = state["turn"]
    return t.TITLE[1 if state["last"] == p else 0] % _p(p)  # 1: their last turn


def status(state, now):
    """Hand and deck of the player to move, Cite count, then the pawn (or a block, a card to return)."""
    ph = state["ph"]
    if ph == "over":
        return []
    t = _t()
    if ph == "score":
        res = opale.result(state)
        now_line = t.STATUS[_SCORE_NOW] % (res["players"][0]["total"], res["players"][1]["total"])
        ed = state["ed"]
        if state["opt"][0] == "table":
            pile = state["pile"]
            return [
                lang.plural(t.STATUS[_TYPE_POINTS], state["pts"][ed]) % (t.SHORT[ed], state["pts"][ed]),
                t.STATUS[_TYPE_CARDS] % (pile[0][ed], pile[1][ed]),
                now_line,
            ]
        return [t.STATUS[_PILE_TOTAL] % _p(ed), now_line, t.STATUS[_DRAGON] % _holder(state)]
    p = state["turn"]
    lines = [t.STATUS[_HAND] % (state["hand"][p], state["deck"][p])]
    if len(state.get("news") or ()) < 3:  # else the news tells what moved on the board
        lines.append(t.STATUS[_CITE] % (state["cite"], state["under"][0] + state["under"][1]))
    blk = state["blk"]
    if state["ret"] is not None:
        lines.append(t.STATUS[_GIVES_BACK] % _p(state["ret"]))
    elif blk is not None and blk[1] != p:
        lines.append(t.STATUS[_BLOCKED] % t.SHORT[blk[0]])
    else:
        lines.append(t.STATUS[_DRAGON] % _holder(state))
    return lines


def _holder(state):
    d = state["dragon"]
    return _t().STATUS[_NOBODY] if d is None else _p(d)


def label(state, action):
    """:param action: one of legal_actions(state)"""
    verb = action[0]
    t = _t()
    if verb == "play":
        loc, n = action[1], action[2]
        text = "%d %s" % (n, t.SHORT[loc])  # the cards played there, then " +" the stack they take
        cap = opale.CAP[loc]
        if cap and state["board"][loc] + n < cap:
            return text
        take = action[3] if len(action) > 3 else None
        if take is None and len(opale.TAKES[loc]) == 1:
            take = opale.TAKES[loc][0]
        if take == -1:
            return text + t.ACTIONS[_TAKE_UNDER]
        if take is None:
            return text
        return text + " +" + t.TAKE[take]
    if verb == "shell":
        i = action[1]
        if i == 2:
            return t.SHELL[2] + str(action[2])
        if i == 4:
            return t.SHELL[4] + t.SHORT[action[2]]
        return t.SHELL[i]
    if verb == "add":
        d = action[1]
        return ("+%d" % d) if d > 0 else ("%d" % d)
    if verb == "next":
        return t.ACTIONS[_NEXT if state["opt"][0] == "table" else _NEXT + 1]
    if verb == "end":
        return t.ACTIONS[_END_TURN]
    if verb == "pass":
        return t.ACTIONS[_PASS]
    if verb == "done":
        return t.ACTIONS[_DONE]
    return verb


def roll_label(state):
    return _t().ACTIONS[_ROLL]


def leds(state, strip, now):
    """Pixels 0-8: the nine stacks (brighter = fuller); 9-11: Cite piles; 12: cards under the board;
    14: the pawn's holder; 15: whose turn."""
    strip.fill((0, 0, 0))
    for loc in range(9):
        n = state["board"][loc]
        if n:
            cap = opale.CAP[loc] or 6
            lvl = min(n, cap)
            c = _COLOR[loc]
            strip.set(loc, (c[0] * lvl // cap, c[1] * lvl // cap, c[2] * lvl // cap))
    for i in range(min(state["cite"], 3)):
        strip.set(9 + i, _COLOR[opale.CITE])
    if state["under"][0] + state["under"][1]:
        strip.set(12, (60, 60, 60))
    if state["dragon"] is not None:
        strip.set(14, PLAYER[state["dragon"]])
    if state["ph"] == "play":
        strip.set(15, PLAYER[state["turn"]])
    return None


def _flash(pixel, rgb):
    def gen(strip):
        for _k in range(3):
            strip.set(pixel, rgb)
            yield 120
            strip.set(pixel, (0, 0, 0))
            yield 80

    return gen


def on_apply(state, action, fx):
    """Beeps for plays and captures, a tune when the pawn changes hands and at the end."""
    verb = action[0]
    if state["ph"] == "over":
        fx.tune(((523, 120), (659, 120), (784, 240)))
    elif state["ph"] == "score" and verb not in ("add", "next"):
        fx.tune(((784, 150), (523, 300)))
    elif verb == "back":
        fx.beep(330, 120)
    elif verb == "play":
        if state["ret"] is not None or (len(action) > 3 and action[3] == opale.PETRI):
            fx.tune(((440, 80), (660, 80), (880, 160)))
        elif state["board"][action[1]] == 0 and opale.CAP[action[1]]:
            fx.beep(880, 120)  # a full location triggered and was cleared
            fx.animate(_flash(action[1], _COLOR[action[1]])(fx.strip))
        else:
            fx.beep(660, 40)
    elif verb in ("add", "next"):
        fx.beep(1200, 15)


def cursor(state, actions):
    """:return: the middle of the one-card plays (listed first): a hand holds one card of a kind more often
    than two, and the player's kind is as likely any of them, so the cursor goes half of them either way"""
    n = 0
    while n < len(actions) and actions[n][0] == "play" and actions[n][2] == 1:
        n += 1
    return n // 2
