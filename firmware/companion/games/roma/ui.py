# Roma screens: points, sesterces, reserve and dice, the card under way and its question; LEDs show the discs.

from companion.games.roma import engine as eng
from companion.ui import lang
from companion.ui.lang import pick
from micropython import const

# indices into companion/ui/text_<lang>.py TEXTS (a const each: no name kept in memory)


# the pieces' positions in the table's groups (names compiled away on the device: no qstr each)
_TIE = const(0)  # TITLE
_WINS = const(1)
_SETUP = const(2)
_TURN = const(3)
_PAYS = const(0)  # NEWS
_ROLLED = const(1)
_FIGHT = const(2)
_LOST = const(3)  # then won
_OUT = const(5)
_HAND = const(6)
_GAIN = const(7)
_MOVED = const(8)
_TAKES = const(9)  # then buys
_WEAK = const(11)
_EXTRA = const(12)
_FROM_DECK = const(13)  # two rows
_FROM_PILE = const(15)  # two rows
_DEAR = const(17)
_ROW = const(0)  # STATUS
_RES = const(1)
_SETUP_CARD = const(2)
_FREE_PICK = const(3)  # persons, then buildings
_FREE_PHASE = const(5)  # persons, then buildings
_FIX_WHICH = const(7)
_PLAY_WHICH = const(8)
_REROLL = const(9)
_DEFENCE = const(1)  # LABELS: the verbs' (LABELS below), then the others
_DISC = const(13)
_EMPTY = const(14)
_COPY_AS = const(15)
_FORUM = const(16)
_BUY = const(17)
_NO_TEMPLUM = const(18)
_KEEP_LOSS = const(19)
_ROLL_DICE = const(20)
_ROLL_COMBAT = const(21)

COLOURS = ((255, 120, 0), (160, 0, 255))
_DIM = (10, 10, 10)
# the phases and effects that ask a question, in the order of the tables' PROMPTS
PROMPTS = (
    "cost",
    "defence",
    "disc",
    "triple",
    "boost",
    "kill",
    "hand",
    "aim",
    "mercator",
    "consul",
    "forum",
    "templum",
    "copy",
    "relay",
)
# the other actions, in the order of the tables' LABELS (their numbers fill the verb's text)
LABELS = (
    "cost",
    "defence",
    "keep",
    "reroll",
    "money",
    "cards",
    "consul",
    "add",
    "play",
    "fix",
    "end",
    "done",
    "cancel",
)


def texts():
    """:return: Roma's table of texts in the language in use (loaded here when the hooks are called outside
    the app, by tests and scripts)"""
    return lang.start_game("roma")


_n = lang.player  # P1, J1, G1


def _focus(state):
    """:return: the card the current question is about (being laid, re-laid or acting), or None"""
    pend = state["pending"]
    if not pend:
        return None
    if state["phase"] == "relay":
        return pend["cards"][0]
    if state["phase"] in ("cost", "defence", "disc"):
        return pend["card"]
    if state["phase"] == "guard":  # the attacked card, whose defence is asked
        return eng.card_at(state, 1 - state["turn"], pend["disc"])
    return pend.get("by")


def title(state):
    """:return: whose turn (and the card under way), or the winner"""
    t = texts()
    if eng.is_over(state):
        w = state["winners"]
        return pick(t.TITLE, _TIE) if len(w) > 1 else pick(t.TITLE, _WINS) % _n(w[0])
    card = _focus(state)
    if card is not None:
        p = eng.layer(state)
        return "%s %s" % (_n(1 - p if state["phase"] == "guard" else p), eng.CARDS[card])
    if eng.setting_up(state):
        return pick(t.TITLE, _SETUP)
    return pick(t.TITLE, _TURN) % _n(state["turn"])


def _dice(state):
    out = []
    for i in range(3):
        v = state["dice"][i]
        out.append("-" if state["used"] >> i & 1 or not v else str(v))
    return " ".join(out)


def news(state):
    """:return: what the last action did: phase 1's cost, the dice, a combat, cards leaving, points moving"""
    out = []
    t = texts().NEWS
    for ev in state.get("news") or ():
        what = ev[0]
        if what == "paid":
            out.append(pick(t, _PAYS) % (_n(ev[1]), ev[2]))
        elif what == "dice":
            d = state["dice"]
            out.append(pick(t, _ROLLED) % (d[0], d[1], d[2], "!" if d[0] == d[2] else ""))
        elif what == "fight":
            out.append(pick(t, _FIGHT) % (ev[1], ev[2], pick(t, _LOST + (ev[1] >= ev[2]))))
        elif what == "out":
            out.append(pick(t, _OUT) % eng.CARDS[ev[1]])
        elif what == "hand":
            out.append(pick(t, _HAND) % _n(ev[1]))
        elif what == "gain":
            out.append(pick(t, _GAIN) % (_n(ev[1]), ev[2]))
        elif what in ("take", "buy"):
            out.append(pick(t, _MOVED) % (_n(ev[1]), pick(t, _TAKES + (what == "buy")), ev[2]))
        elif what == "weak":
            out.append(pick(t, _WEAK) % ev[1])
        elif what == "remind":  # Haruspex or Aesculapinum: the cards are on the table
            k = _FROM_DECK if eng.EFFECT[ev[1]] == "deck" else _FROM_PILE
            out += (pick(t, k), pick(t, k + 1))
        elif what == "dear":  # its cost entered, more than the sesterces: not bought
            out.append(pick(t, _DEAR) % (eng.CARDS[ev[1]], ev[2]))
        elif what == "extra":  # (not "short": a game saved by a version that refused a card short of money)
            out.append(pick(t, _EXTRA) % ev[1])
    return out


def _prompt(state):
    ph = state["phase"]
    pend = state["pending"]
    t = texts()
    st = t.STATUS
    if ph == "card":
        how = pend["lay"] if pend else "setup"
        if how == "setup":
            return pick(st, _SETUP_CARD) % (_n(eng.layer(state)), eng.next_disc(state))
        if how == "free":
            return pick(st, _FREE_PICK + (pend["kind"] != 0))
        return pick(st, _FIX_WHICH if how == "fix" else _PLAY_WHICH)
    if ph == "roll" and state["rerolled"]:
        return pick(st, _REROLL)
    if ph == "free":
        return pick(st, _FREE_PHASE + (pend["kind"] != 0))
    if ph == "combat":
        return pick(t.LABELS, _DEFENCE) % pend["defence"]
    if ph == "target":
        ph = eng.EFFECT[pend["by"]]
    elif ph == "guard":
        ph = "defence"
    return pick(t.PROMPTS, PROMPTS.index(ph)) if ph in PROMPTS else ""


def status(state, now):
    """:return: each player's points and sesterces, the reserve and dice, the question asked"""
    rows = []
    st = texts().STATUS
    if eng.setting_up(state):  # the cards this side has laid so far, disc by disc (- none yet)
        discs = state["discs"][eng.layer(state)]
        cells = []
        for d in range(6):
            c = discs[d]
            cells.append("%d%s" % (d + 1, "-" if c is None else eng.CARDS[c][:5]))
        rows = [" ".join(cells[:3]), " ".join(cells[3:])]
        pr = _prompt(state)
        return rows + [pr] if pr else rows
    for p in (0, 1):
        cur = ">" if p == state["turn"] and not eng.setting_up(state) and not eng.is_over(state) else " "
        rows.append(pick(st, _ROW) % (cur, _n(p), state["points"][p], state["money"][p]))
    rows.append(pick(st, _RES) % (state["reserve"], _dice(state)))
    pr = _prompt(state)
    if pr:
        rows.append(pr)
    return rows


def _disc_label(state, p, d):
    c = eng.card_at(state, p, d)
    t = texts().LABELS
    return pick(t, _DISC) % (d, eng.CARDS[c] if c is not None else pick(t, _EMPTY))


def label(state, action):
    """:return: <= 21 characters for an action"""
    verb = action[0]
    p = state["turn"]
    t = texts().LABELS
    if verb == "card":
        c = action[1]
        pend = state["pending"]
        if not pend or pend["lay"] != "buy":
            return eng.CARDS[c]
        cost = state["printed"][0][c]
        return "%-12s %s$" % (eng.CARDS[c], "?" if cost is None else cost)
    if verb == "disc":
        return _disc_label(state, eng.layer(state), action[1])
    if verb == "empty":  # a set-up disc left without a card
        return pick(t, _EMPTY)
    if verb == "target":
        return _disc_label(state, 1 - p, action[1])
    if verb == "activate":
        return "%s (%d)" % (eng.CARDS[eng.card_at(state, p, action[1])], action[1])
    if verb == "copy":
        return pick(t, _COPY_AS) + eng.CARDS[eng.card_at(state, p, action[1])]
    if verb in ("forum", "templum"):
        bonus = 0
        if verb == "forum":  # 2 more points per Basilica beside the Forum
            effects = eng._effects()
            bonus = 2 * effects.beside(state, p, state["pending"]["disc"], effects.BASILICA)
        return pick(t, _FORUM) % (action[1], action[1] + bonus)
    if verb == "buy":
        return pick(t, _BUY) % (action[1], 2 * action[1])
    if verb == "skip":
        return pick(t, _NO_TEMPLUM if state["phase"] == "templum" else _KEEP_LOSS)
    return pick(t, LABELS.index(verb)) % tuple(action[1:])


def keys(state, actions):
    """:return: while the action dice are used, ``roll`` ends the turn in one press (every turn ends so, and
    the next player's turn begins with that button too); the list stays for the rest. Else None."""
    if state["phase"] != "act":
        return None
    return (None, None, None, None, actions.index(["end"])), None


def roll_label(state):
    ph = state["phase"]
    if ph == "roll":
        return pick(texts().LABELS, _ROLL_DICE)
    if ph == "combat":
        return pick(texts().LABELS, _ROLL_COMBAT)
    return ""


def leds(state, strip, now):
    """Pixels 0-5: P1's cards facing discs 1-6; 8-13: P2's; 7 and 15 mark whose turn it is."""
    strip.fill((0, 0, 0))
    for p in (0, 1):
        for d in range(1, 7):
            strip.set(8 * p + d - 1, COLOURS[p] if eng.has(state, p, d) else _DIM)
    if not eng.setting_up(state) and not eng.is_over(state):
        strip.set(8 * state["turn"] + 7, (255, 255, 255))
    return None


def _show_dice(state, values):
    def gen(fx):
        col = COLOURS[state["turn"]]
        for i in range(12):
            fx.strip.fill((0, 0, 0))
            fx.strip.set(i % 16, col)
            yield 30
        fx.strip.fill((0, 0, 0))
        for k in range(len(values)):
            v = values[k]  # die k on pixels 5k..5k+4, a 6 shows five white pixels
            for i in range(min(v, 5)):
                fx.strip.set(5 * k + i, col if v < 6 else (255, 255, 255))
        yield 700
        leds(state, fx.strip, 0)
        yield 1

    return gen


def on_apply(state, action, fx):
    """Dice shown on the LEDs, a fanfare or a thud after combat, a tune at the end."""
    verb = action[0]
    if eng.is_over(state):
        fx.tune(((523, 120), (659, 120), (784, 120), (1047, 300)))
    elif verb == "dice":
        fx.beep(660, 40)
        fx.animate(_show_dice(state, action[1:4])(fx))
    elif verb == "combat":
        fx.animate(_show_dice(state, action[1:2])(fx))
        won = state["news"][-1][0] == "out"
        fx.tune(((784, 80), (1047, 160)) if won else ((196, 250),))
    else:
        fx.beep(880, 20)


def load_later():
    """The card effects' code, once the game's first frame is out (App.load_later): on the young heap of a
    power-up still. Loaded at the first card acting, it met a heap the game had fragmented (MemoryError at
    128k on the 64-bit port with 37k free, in full random games); loaded with these screens, it cost a Pico's
    power-up 11 ms before the first frame."""
    eng._effects()
