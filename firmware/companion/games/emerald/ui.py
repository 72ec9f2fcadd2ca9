# Emerald's device screens: titles, status, action labels, the path on the LEDs and the dragon's flight;
# their words are the language's table's (emerald_text_<lang>.py).

from companion.games.emerald import engine as eng
from companion.games.emerald import rules
from companion.ui import lang
from companion.ui.lang import pick
from micropython import const

# indices into companion/ui/text_<lang>.py TEXTS (a const each: no name kept in memory)


_STEP_MS = const(220)  # one dragon step on the LEDs
# knight colours (2 players: P1 has colours 0 and 2, P2 has 1 and 3): red, blue, yellow, white, purple
_RGB = b"\xff\x00\x00\x00\x3c\xff\xff\xaa\x00\xc8\xc8\xc8\xaa\x00\xff"
DRAGON = (0, 255, 40)
TURN = (255, 255, 255)  # the dragon turning around at an end of the track
WINDOW = (40, 16, 0)  # the mountain spaces beside the flight track
# the pieces of the tables' texts (emerald_text_<lang>.py), by group
_T_BRIBE = const(5)  # TITLES: after the player in the keeper and the entry (bribe, sgold, str)
_T_THERE = const(8)
_T_FIRST = const(9)
_T_GEMS = const(10)
_T_FINAL = const(11)
_S_CARDS = const(0)  # STATUS
_S_GOLD = const(1)
_S_NONE = const(2)
_S_GOLD_CARDS = const(3)
_S_TREASURES = const(4)
_S_GEMS = const(5)
_S_ANY_GOLD = const(6)
_S_ON = const(7)
_S_DRAGON = const(8)
_S_TRACK_ROLLS = const(9)
_S_TRACK_TR = const(10)
_N_ROLLED = const(0)  # NEWS
_N_SEVERAL = const(1)
_N_CAUGHT = const(2)
_N_NEST = const(3)
_N_TRACK = const(4)
_N_PAID_1 = const(5)
_N_PAID = const(6)
_N_GEM = const(7)
_N_GOLD = const(8)
_N_TREASURE = const(9)
_N_4_KINDS = const(10)
_N_HIT = const(11)
_N_LOST = const(12)
_N_NO_KNIGHT = const(13)
_A_GEM = const(0)  # ACTIONS
_A_GOLD = const(1)
_A_PAY = const(2)
_A_PAYS = const(3)
_A_CAPTURE = const(4)
_A_KNIGHT_OF = const(5)
_A_FIRST = const(6)
_A_ADD_GOLD = const(7)
_A_TREASURES = const(8)
_A_GEMS = const(9)
_A_END = const(10)  # and 11: the tracker's end of turn, the others' end of game
_A_NEST = const(12)
_A_GOLD_DONE = const(13)
_A_ROLL = const(14)
_A_MOVE = const(15)  # and 16, 17: a card there, the dragon flies
_A_NONE = const(18)  # ROLL in the entry: none


def texts():
    """:return: the table of Emerald's texts in the language in use (the app loads it with the game; a
    caller outside the app, a test or a script, gets it loaded here)"""
    return lang.start_game("emerald")


player = lang.player  # P1, J1, G1


def knight_rgb(c):
    """:param c: a knight colour :return: its (r, g, b)"""
    return (_RGB[3 * c], _RGB[3 * c + 1], _RGB[3 * c + 2])


def _place(t, pos):
    """Short name of a knight position: T1-T4, Keep, p1-p6, m1-m9, Lair."""
    if pos < 0:
        return pick(t.PLACES, 0) if pos == -5 else "T%d" % -pos
    if pos > 15:
        return pick(t.PLACES, 1)
    return ("p%d" if pos <= 6 else "m%d") % (pos if pos <= 6 else pos - 6)


def colour_name(state, i):
    """:param i: a knight index :return: its colour's name"""
    return pick(texts().COLOURS, eng.colour_of(state, i))


def news(state):
    """:return: what the last action did and what the players must do on the board (at most 3 lines: the
    turn's moves before it give way to a flight's news)"""
    n = texts().NEWS
    out = []
    for ev in (state.get("news") or ())[-3:]:
        what = ev[0]
        p = player(ev[1]) if len(ev) > 1 and what not in ("bribe", "nest", "move") else ""
        if what == "die":
            fl = state["fl"]
            line = pick(n, _N_ROLLED) % (fl[3], fl[0], state["dr"])
        elif what == "cap":
            line = pick(n, _N_SEVERAL)
        elif what == "bribe":  # the captured knight stands where the dragon landed
            line = pick(n, _N_CAUGHT) % (colour_name(state, ev[1]), state["dr"])
        elif what == "nest":
            line = pick(n, _N_NEST) % (colour_name(state, ev[1]), state["dr"])
        elif what == "trk":
            line = pick(n, _N_TRACK) % (state["trk"] + 1, state["trk"] + 4)
        elif what == "move":
            t = texts()
            line = (
                colour_name(state, ev[1])
                + " "
                + pick(t.ACTIONS, _A_MOVE) % (_place(t, ev[2]), _place(t, ev[3]))
            )
        elif what == "paid":
            line = pick(n, _N_PAID) % (p, ev[2]) if ev[2] else pick(n, _N_PAID_1) % p
        elif what == "take":
            line = (
                pick(n, _N_GEM) % (p, pick(texts().GEMS, ev[3]))
                if ev[2] == "gem"
                else pick(n, _N_GOLD) % (p, ev[3])
            )
        elif what == "tr":
            line = pick(n, _N_TREASURE) % p
        elif what == "fs":
            line = pick(n, _N_4_KINDS) % p
        elif what == "hit":
            line = pick(n, _N_HIT) % p
        elif what == "lost":
            line = pick(n, _N_LOST) % p
        else:  # "none"
            line = pick(n, _N_NO_KNIGHT)
        out.append(line)
    return out


def title(state):
    """:return: row 0: whose decision and what it is"""
    t = texts()
    ti = t.TITLES
    ph = state["ph"]
    p = player(eng.decider(state))
    if ph in ("over", "done"):
        return pick(ti, _T_FINAL)
    if state["mode"] == "tracker":
        return p + " " + pick(ti, "move take roll cap bribe".split().index(ph))
    if ph == "idle":
        return t.OPTIONS[0][1][1]  # the keeper mode's name
    if ph == "ask":
        return pick(ti, _T_THERE)
    if ph == "sfs":
        return pick(ti, _T_FIRST)
    if ph == "sgem":
        return pick(ti, _T_GEMS) % (p, pick(t.GEMS, 4 + state["sk"]))
    return p + pick(ti, _T_BRIBE + ("bribe", "sgold", "str").index(ph))


def _cards(s, state, p):
    # a player's treasure cards are not said here: the track's row counts those taken, the final screen each
    return pick(s, _S_CARDS) % (player(p), sum(state["gold"][p]), sum(state["gems"][p]))


def status(state, now):
    """:return: up to 3 rows: the dragon, the flight track window (unless the news says it moved), the
    decider's cards (or the entry); in a bribe, what a gold card buys"""
    t = texts()
    s = t.STATUS
    mode = state["mode"]
    ph = state["ph"]
    np = state["np"]
    if ph in ("sfs", "done"):
        return [_cards(s, state, p) for p in range(min(3, np))]
    if ph in ("sgold", "str", "sgem"):
        p = state["sp"]
        gold = state["gold"][p]
        text = ",".join([str(v) for v in gold]) or pick(s, _S_NONE)
        rows = [
            pick(s, _S_GOLD)
            + (
                text
                if len(text) < 12
                else lang.plural(pick(s, _S_GOLD_CARDS), len(gold)) % (len(gold), sum(gold))
            )
        ]
        if ph != "sgold":
            rows.append(pick(s, _S_TREASURES) % state["tr"][p])
        if ph == "sgem":
            rows.append(pick(s, _S_GEMS) + " ".join([str(n) for n in state["gems"][p][: state["sk"]]]))
        return rows
    trk = state["trk"]
    if mode == "tracker" and ph == "bribe":
        return [pick(s, _S_ANY_GOLD), pick(s, _S_ON) % (colour_name(state, state["cap"]), state["dr"])]
    rows = [pick(s, _S_DRAGON) % (state["dr"], pick(t.FACES, 0 if state["face"] == "plain" else 1))]
    moved = False  # when the news says where the track went, the status does not repeat it
    for ev in state.get("news") or ():
        moved = moved or ev[0] == "trk"
    if mode == "keeper":
        if not moved:
            rows.append(pick(s, _S_TRACK_ROLLS) % (trk + 1, trk + 4, state["rolls"]))
        return rows
    if not moved:
        rows.append(pick(s, _S_TRACK_TR) % (trk + 1, trk + 4, sum(state["tr"])))
    rows.append(_cards(s, state, eng.decider(state)))
    # under three lines of news (a turn's two moves and the card taken) the decider's cards give way
    return rows[: 5 - min(3, len(state.get("news") or ())) - (1 if eng.chance(state) else 0)]


def label(state, action):
    """:return: the action as <= 21 characters"""
    t = texts()
    a = t.ACTIONS
    verb = action[0]
    a1 = action[1] if len(action) > 1 else 0
    if verb == "move":
        dest = eng.destination(state, action[2])
        head = pick(t.MARKS, a1) + " " if state["np"] == 2 else ""
        text = head + pick(a, _A_MOVE) % (_place(t, action[2]), _place(t, dest))
        m = dest - 7
        if 0 <= m < 9 and (state["gp"][m] or state["op"][m]):
            text += pick(a, _A_MOVE + 1)  # a face-up card to take there
        if dest < eng.LAIR and eng.triggers(state, dest):
            text += pick(a, _A_MOVE + 2)  # the dragon will fly
        return text
    if verb == "take":
        return pick(a, _A_GEM) % pick(t.GEMS, action[2]) if a1 == "gem" else pick(a, _A_GOLD) % action[2]
    if verb == "pay":
        return pick(a, _A_PAY) % a1 if a1 else pick(a, _A_PAYS)
    if verb == "capture":
        return pick(a, _A_CAPTURE) % pick(t.COLOURS, a1)
    if verb == "hit":
        return pick(a, _A_KNIGHT_OF) % player(a1)
    if verb == "fs":
        return pick(a, _A_FIRST) % player(a1)
    if verb == "gold":
        return pick(a, _A_ADD_GOLD) % a1
    if verb == "value":  # the gold cards' total
        return pick(t.STATUS, _S_GOLD) + str(a1)
    if verb == "tr":
        return pick(a, _A_TREASURES) % a1
    if verb == "gem":
        return pick(a, _A_GEMS) % (pick(t.GEMS, 4 + state["sk"]), a1)
    if verb == "end":
        return pick(a, _A_END) if state["mode"] == "tracker" else pick(a, _A_END + 1)
    if verb == "none":
        return pick(t.NEWS, _N_NO_KNIGHT)
    return pick(a, _A_NEST) if verb == "nest" else pick(a, _A_GOLD_DONE)


def cursor(state, actions):
    """:return: the likely entry of the score (the gold cards' total, treasures, a gem kind's cards): the
    median of what the players before entered, else an even share of those left among the players"""
    ph = state["ph"]
    p = state.get("sp", 0)
    if p and ph in ("sgold", "str", "sgem"):
        if ph == "sgold":
            row = [sum(g) for g in state["gold"][:p]]
        elif ph == "str":
            row = state["tr"][:p]
        else:
            row = [g[state["sk"]] for g in state["gems"][:p]]
        return min(sorted(row)[(p - 1) // 2], len(actions) - 1)
    if ph in ("sgold", "str"):
        left = len(actions) - 1  # the treasures no player was given yet
    elif ph == "sgem":
        k = state["sk"]
        left = 6
        for g in state["gems"]:
            left -= g[k]
    else:
        return None
    return min((2 * left + state["np"] - p) // (2 * (state["np"] - p)), len(actions) - 1)


def roll_label(state):
    return pick(texts().ACTIONS, _A_NONE if state["ph"] in ("str", "sgem") else _A_ROLL)


def keys(state, actions):
    """:return: ``roll`` enters none (treasures, a gem kind's cards: often none), beside the list"""
    return ((None, None, None, None, 0), None) if state["ph"] in ("str", "sgem") else None


def _paint(state, strip, dragon, trk):
    strip.fill((0, 0, 0))
    for m in range(trk + 1, trk + 5):
        strip.set(m + 5, WINDOW)
    lair = (60, 60, 60)
    if state["mode"] == "tracker":
        cur = state["cur"]
        for i, pos in enumerate(state["kn"]):
            c = eng.colour_of(state, i)
            if 1 <= pos <= 15 and eng.owner(state, c) == cur:
                strip.set(pos - 1, knight_rgb(c))
        lair = knight_rgb(cur)
    strip.set(15, lair)
    strip.set(dragon + 5, DRAGON)


def leds(state, strip, now):
    """Flight track window (amber), the current player's knights in their colour, the dragon (green); the
    lair pixel in the current player's colour."""
    if "dr" in state:
        _paint(state, strip, state["dr"], state["trk"])
    else:
        strip.fill((0, 0, 0))
    return None


def _flight(state, fx, frames, trk):
    """Frames from rules.flight_path: the start, one per step, a repeated space where the dragon turns."""
    strip = fx.strip
    for k, space in enumerate(frames):
        _paint(state, strip, space, trk)
        if k and space == frames[k - 1]:
            strip.set(space + 5, TURN)
        yield _STEP_MS
    here = frames[-1] + 5
    fx.tune(((880, 90), (660, 90), (440, 200)))  # landing
    for _ in range(2):
        strip.set(here, (0, 0, 0))
        yield _STEP_MS // 2
        strip.set(here, DRAGON)
        yield _STEP_MS
    _paint(state, strip, state["dr"], state["trk"])
    yield 1


def on_apply(state, action, fx):
    """The dragon's flight step by step on the LEDs with a sound on landing; beeps for cards and losses."""
    verb = action[0]
    if verb == "die":
        d0, f0, t0, roll = state["fl"]
        fx.animate(_flight(state, fx, rules.flight_path(d0, f0, t0, roll), t0))
    elif verb == "take":
        fx.beep(1320, 60)
    elif verb == "nest":
        fx.tune(((330, 150), (220, 300)))
