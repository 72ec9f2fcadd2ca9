# Course de sorcieres screens: whose decision, the witches and cards per player, a stage of the track on
# the LEDs, sounds.

from companion.games.witch_race import engine as eng
from companion.ui import lang
from micropython import const

# indices into companion/ui/text_<lang>.py TEXTS (a const each: no name kept in memory)


_STEP_MS = const(120)
# the slots of the game's table of texts (witch_race/text_en.py)
_T_ROLL = const(0)  # TITLES
_T_MOVE = const(1)
_T_COLOUR = const(2)
_T_VALUE = const(3)
_T_OWN = const(4)
_T_MUST_PUSH = const(5)
_T_PUSH_BACK = const(6)
_T_PILE = const(7)
_T_OVER = const(8)
_N_ROLLED = const(0)  # NEWS
_N_STUCK = const(1)
_N_HOME = const(2)
_N_ON = const(3)
_N_CARD = const(4)
_N_PILE = const(5)
_N_MOVED = const(6)
_N_PUSHED = const(7)
_N_BACK = const(8)
_N_VIA = const(9)
_S_ROW = const(0)  # STATUS
_S_PILES = const(1)
_S_HOME = const(2)
_S_INITIALS = const(3)
_L_WITCH_HOME = const(0)  # LABELS
_L_WITCH_TO = const(1)
_L_NEW_WITCH = const(2)
_L_PASS = const(3)
_L_STAY = const(4)
_L_LET_STAY = const(5)
_L_CARD = const(6)
_L_CARD_HOME = const(7)
_L_CARD_TO = const(8)
_L_ROLL = const(9)
_L_DRAW = const(10)
_L_NEUTRAL = const(11)  # also the help page's
_L_MAGIC = const(12)
_L_KEYS = const(13)  # the buttons' lines: ok, roll, up, down
_L_NUMBER = const(14)
_L_STOPS = const(15)
_L_MORE = const(16)
_L_TILE = const(17)
# colours of the tiles, cards and witches; player p plays colour p (the rule book names only the magic signs)
# (named by the game's table: COLOURS)
COLOURS = ((255, 0, 0), (0, 200, 0), (0, 60, 255), (255, 170, 0))


def text():
    """:return: the game's table of texts in the language in use (loaded here when the screens are used
    without the app, as the engine's tests do)"""
    return lang.start_game("witch_race")


player_name = lang.player  # P1, J1, G1


def _card(t, value):
    return t.LABELS[_L_MAGIC] if value == eng.MAGIC else str(value)


def title(state):
    """:return: row 0: who decides what"""
    tt = text()
    t = tt.TITLES
    phase = state["phase"]
    p = player_name(state["turn"])
    if phase == "roll":
        return t[_T_ROLL] % p
    if phase == "move":
        return t[_T_MOVE] % (p, state["die"])
    if phase == "colour":  # a tile face down, or only its value asked (a number of the witch's colour)
        return t[_T_VALUE if state["tiles"][state["at"] - 1] else _T_COLOUR] % state["at"]
    if phase == "value":
        return t[_T_VALUE] % state["at"]
    holder = state["tiles"][state["at"] - 1] // 16
    if phase == "own":
        return t[_T_OWN] % p
    if phase == "foe":
        return t[_T_MUST_PUSH if state["pushed"] else _T_PUSH_BACK] % player_name(holder)
    if phase == "draw":
        return t[_T_PILE] % tt.COLOURS[holder]
    return t[_T_OVER]


def news(state):
    """:return: what the last action did, in order (at most 3 lines): the roll; or the move, the card that
    sent the witch (a push: back to where), then each tile of its colour that sent it on ("Red 10: on to
    20"), up to where it ended"""
    ns = [e for e in state["news"] if e[1] != "told"]  # a tile turned unasked: the LEDs and status show it
    if not ns:
        return []
    tt = text()
    t = tt.NEWS
    first = ns[0]
    who, what, number = first[0], first[1], first[2]
    if what == "rolled":
        return [t[_N_ROLLED] % (player_name(who), number)]
    if what == "stuck":
        return [t[_N_STUCK] % player_name(who)]
    vias = [e[2] for e in ns if e[1] == "via"]
    last = ns[-1]
    end = (tt.STATUS[_S_HOME] if last[1] == "home" else "%d") % last[2]
    squares = ["%d" % v for v in vias] + [end]
    lines = []
    if what in ("card", "draw"):
        card = _card(tt, number) if number == eng.MAGIC else t[_N_CARD] % number  # "card 6", a pile's too
        # a card played by a player, or drawn from a neutral pile (the title named that pile)
        name = player_name(who) if what == "card" else t[_N_PILE]
        first_stop = vias[0] if vias else last[2] if last[1] != "home" else 99
        if first_stop < first[3]:  # pushed back
            line = t[_N_PUSHED] % (name, card, squares[0])
            # on one row where it fits (a 4-player game's status leaves the news no more room)
            lines = [line] if len(line) <= 21 else ["%s %s" % (name, card), t[_N_BACK] % squares[0]]
        else:
            line = t[_N_MOVED] % (name, card, squares[0])
            # a neutral pile's 10 that could not be followed (the witch stays) is too long in French: the
            # card, then where the witch is, on two rows
            wide = len(line) > 21 and last[1] == "on"
            lines = ["%s %s" % (name, card), t[_N_ON] % (player_name(last[0]), last[2])] if wide else [line]
    elif what == "home":
        return [t[_N_HOME] % (player_name(who), number)]
    else:  # a move by the die: where the witch first stopped
        lines = [t[_N_ON] % (player_name(who), vias[0] if vias else number)]
    tiles = state["tiles"]
    for i in range(len(vias)):
        v = vias[i]
        lines.append(t[_N_VIA] % (tt.COLOURS[tiles[v - 1] // 16], v, squares[i + 1]))
    # the rows the screen leaves them under the title, the status (a row a player, the piles' row), the
    # ROLL prompt and two actions (a tile's question: a line a button): what happened first (where the
    # witches are now, the status says)
    players = state["players"]
    n = len(eng.legal_actions(state))
    if state["phase"] != "colour":
        n = min(n, 2)
    elif n > 4:  # five lines: only a move by the die is left unsaid (the title says the square)
        if len(ns) == 1:
            return []
        n = 5
    rows = 7 - players - (1 if players < 4 else 0) - (1 if eng.chance(state) else 0) - n
    return lines[: max(1, min(3, rows))]


def _row(t, state, p):
    # home witches as H4/H3/H2 first, then the racing ones by square (- before square 1), then cards in hand
    home = t.STATUS[_S_HOME]
    cells = [home % x for x in state["home"][p]]
    cells += [str(x) if x else "-" for x in reversed(state["track"][p])]
    cur = ">" if p == state["turn"] and state["phase"] != "over" else " "
    n = len(state["cards"][p])
    return lang.plural(t.STATUS[_S_ROW], n) % (cur, player_name(p), cells[0], cells[1], cells[2], n)


def status(state, now):
    """:return: one row per player (witches, cards in hand), then the neutral piles"""
    t = text()
    rows = [_row(t, state, p) for p in range(state["players"])]
    # the colour's initial as a slice: indexing would intern the letter (a qstr pool may grow mid-game)
    initials = t.STATUS[_S_INITIALS]
    piles = ["%s%d" % (initials[c : c + 1], len(state["cards"][c])) for c in range(state["players"], 4)]
    if piles:
        rows.append(t.STATUS[_S_PILES] + " ".join(piles))
    return rows


def label(state, action):
    """:return: <= 21 characters for an action"""
    tt = text()
    t = tt.LABELS
    verb = action[0]
    if verb == "move":
        dest = eng.target(state, action[1], state["die"])
        if dest > eng.TRACK:
            return t[_L_WITCH_HOME] % (action[1], dest - eng.TRACK + 1)
        return (t[_L_WITCH_TO] % (action[1], dest)) if action[1] else t[_L_NEW_WITCH] % dest
    if verb == "pass":
        return t[_L_PASS]
    if verb == "colour":
        c = action[1]
        return "%s (%s)" % (tt.COLOURS[c], player_name(c) if c < state["players"] else t[_L_NEUTRAL])
    if verb == "value":
        return t[_L_TILE] % (tt.COLOURS[state["colour"]], _card(tt, action[1]))
    if verb == "tile":  # a player's colour names its player too
        c = action[1]
        line = t[_L_TILE] % (tt.COLOURS[c], _card(tt, action[2]))
        return "%s (%s)" % (line, player_name(c)) if c < state["players"] else line
    if verb == "stop":  # on a tile: another colour's number, which stops the witch whatever its value
        phase = state["phase"]
        if phase == "colour":
            return t[_L_NUMBER] % tt.COLOURS[action[1]]
        return t[_L_STAY if phase == "own" else _L_LET_STAY]
    if verb == "card":
        dest = eng.card_target(state, action[1])
        where = (t[_L_CARD_HOME] % (dest - eng.TRACK + 1)) if dest > eng.TRACK else t[_L_CARD_TO] % dest
        return t[_L_CARD] % (_card(tt, action[1]), where)
    return " ".join([str(x) for x in action])


def roll_label(state):
    phase = state["phase"]
    t = text().LABELS
    return t[_L_ROLL] if phase == "roll" else t[_L_DRAW] if phase == "draw" else ""


def keys(state, actions):
    """:return: for a tile's question (the likeliest answers first, as the engine lists them), ``ok``,
    ``roll``, ``up`` and ``down`` each entering one of the four likeliest at once; when there are more, a
    long ``roll`` shows the list of them all, the cursor on the fifth (``cursor``); the lines saying so in
    the list's place. Else None (a list)."""
    if state["phase"] != "colour":
        return None
    tt = text()
    t = tt.LABELS
    n = len(actions)
    # by event code (buttons.UP, DOWN, OK, BACK, ROLL, then ROLL + LONG): the likeliest on ok, roll, up, down
    given = [2, 3, 0, None, 1] if n > 3 else [2, None, 0, None, 1] if n > 2 else [None, None, 0, None, 1]
    lines = []
    for k in range(min(n, 4)):
        a = actions[k]
        colour = tt.COLOURS[a[1]]
        word = t[_L_STOPS] % colour if a[0] == "stop" else t[_L_TILE] % (colour, _card(tt, a[2]))
        lines.append(t[_L_KEYS][k] % word)
    if n > 4:  # the others: a long roll (screens.GameScreen: -1 shows the list)
        given += [None] * 7 + [-1]
        lines.append(t[_L_MORE])
    return given, lines


def cursor(state, actions):
    """:return: the fifth likeliest tile, where the list a long ``roll`` shows puts the cursor (the four
    before it have a button each); None elsewhere"""
    return 4 if state["phase"] == "colour" and len(actions) > 4 else None


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
