# Emerald's device screens: titles, status, action labels, the path on the LEDs and the dragon's flight.

from companion.games import emerald as eng
from companion.games import emerald_rules as rules

try:
    from micropython import const
except ImportError:

    def const(x):
        return x


_STEP_MS = const(220)  # one dragon step on the LEDs
# knight colours (2 players: P1 has colours 0 and 2, P2 has 1 and 3): red, blue, yellow, white, purple
_RGB = b"\xff\x00\x00\x00\x3c\xff\xff\xaa\x00\xc8\xc8\xc8\xaa\x00\xff"
_NAMES = "Red Blue Yellow White Purple"
DRAGON = (0, 255, 40)
TURN = (255, 255, 255)  # the dragon turning around at an end of the track
WINDOW = (40, 16, 0)  # the mountain spaces beside the flight track


def knight_rgb(c):
    """:param c: a knight colour :return: its (r, g, b)"""
    return (_RGB[3 * c], _RGB[3 * c + 1], _RGB[3 * c + 2])


def _place(pos):
    """Short name of a knight position: T1-T4, Keep, p1-p6, m1-m9, Lair."""
    if pos < 0:
        return "Keep" if pos == -5 else "T%d" % -pos
    if pos > 15:
        return "Lair"
    return ("p%d" if pos <= 6 else "m%d") % (pos if pos <= 6 else pos - 6)


def colour_name(state, i):
    """:param i: a knight index :return: its colour's name"""
    return _NAMES.split()[eng.colour_of(state, i)]


def news(state):
    """:return: what the last action did and what the players must do on the board (at most 3 lines)"""
    out = []
    for ev in state.get("news") or ():
        what = ev[0]
        p = eng.name(ev[1]) if len(ev) > 1 and what not in ("bribe", "nest", "move") else ""
        if what == "die":
            fl = state["fl"]
            line = "Rolled %d: m%d>m%d" % (fl[3], fl[0], state["dr"])
        elif what == "cap":
            line = "Several knights"
        elif what == "bribe":  # the captured knight stands where the dragon landed
            line = "%s m%d caught" % (colour_name(state, ev[1]), state["dr"])
        elif what == "nest":
            line = "%s m%d >nest" % (colour_name(state, ev[1]), state["dr"])
        elif what == "trk":
            line = "Track now m%d-%d" % (state["trk"] + 1, state["trk"] + 4)
        elif what == "move":
            line = "%s %s>%s" % (colour_name(state, ev[1]), _place(ev[2]), _place(ev[3]))
        elif what == "paid":
            line = "%s paid gold %d" % (p, ev[2]) if ev[2] else p + " paid 1 gold"
        elif what == "take":
            line = "%s +%s gem" % (p, eng.GEMS[ev[3]]) if ev[2] == "gem" else "%s +gold %d" % (p, ev[3])
        elif what == "tr":
            line = p + " gets treasure"
        elif what == "fs":
            line = p + " +4-kind bonus"
        elif what == "hit":
            line = p + " knight caught"
        elif what == "lost":
            line = p + " knight>nest"
        else:  # "none"
            line = "No knight there"
        out.append(line)
    return out


def title(state):
    """:return: row 0: whose decision and what it is"""
    ph = state["ph"]
    p = eng.name(eng.decider(state))
    if ph in ("over", "done"):
        return "Final scores"
    if state["mode"] == "tracker":
        i = "move take roll cap bribe".split().index(ph)
        return p + " " + "move,take card,roll dragon,pick prey,bribe dragon?".split(",")[i]
    if ph == "idle":
        return "Dragon keeper"
    if ph == "ask":
        return "Knight there?"
    if ph == "sfs":
        return "First 4 kinds?"
    if ph == "sgem":
        return "%s %s gems" % (p, eng.GEMS[state["sk"]])
    return p + {"bribe": " pays gold?", "sgold": " gold cards", "str": " treasures"}[ph]


def _cards(state, p):
    return "%s G%d J%d T%d" % (eng.name(p), sum(state["gold"][p]), sum(state["gems"][p]), state["tr"][p])


def status(state, now):
    """:return: up to 3 rows: the dragon, the flight track window (unless the news says it moved), the
    decider's cards (or the entry); in a bribe, what a gold card buys"""
    mode = state["mode"]
    ph = state["ph"]
    np = state["np"]
    if ph in ("sfs", "done"):
        return [_cards(state, p) for p in range(min(3, np))]
    if ph in ("sgold", "str", "sgem"):
        p = state["sp"]
        gold = state["gold"][p]
        text = ",".join([str(v) for v in gold]) or "none"
        rows = ["Gold " + (text if len(text) < 12 else "%d cards %d" % (len(gold), sum(gold)))]
        if ph != "sgold":
            rows.append("Treasures %d" % state["tr"][p])
        if ph == "sgem":
            rows.append("Gems " + " ".join([str(n) for n in state["gems"][p][: state["sk"]]]))
        return rows
    trk = state["trk"]
    if mode == "tracker" and ph == "bribe":
        return ["Any 1 gold keeps", "%s on m%d" % (colour_name(state, state["cap"]), state["dr"])]
    rows = ["Dragon m%d %s" % (state["dr"], "<plain" if state["face"] == "plain" else ">lair")]
    moved = False  # when the news says where the track went, the status does not repeat it
    for ev in state.get("news") or ():
        moved = moved or ev[0] == "trk"
    if mode == "keeper":
        if not moved:
            rows.append("Track m%d-%d R%d" % (trk + 1, trk + 4, state["rolls"]))
        return rows
    if not moved:
        rows.append("Track m%d-%d Tr%d/4" % (trk + 1, trk + 4, sum(state["tr"])))
    rows.append(_cards(state, eng.decider(state)))
    return rows


def label(state, action):
    """:return: the action as <= 16 ASCII characters"""
    verb = action[0]
    a1 = action[1] if len(action) > 1 else 0
    if verb == "move":
        dest = eng.destination(state, action[2])
        mark = ""
        m = dest - 7
        if 0 <= m < 9 and (state["gp"][m] or state["op"][m]):
            mark = "$"  # a face-up card to take there
        if dest < eng.LAIR and eng.triggers(state, dest):
            mark += "!"  # the dragon will fly
        head = _NAMES.split()[a1][0] + " " if state["np"] == 2 else ""
        return head + _place(action[2]) + ">" + _place(dest) + mark
    if verb == "take":
        return "Take %s gem" % eng.GEMS[action[2]] if a1 == "gem" else "Take gold %d" % action[2]
    if verb == "pay":
        return "Pay gold %d" % a1 if a1 else "Pays a gold card"
    if verb == "capture":
        return "Capture " + _NAMES.split()[a1]
    if verb == "hit":
        return "Knight of " + eng.name(a1)
    if verb == "fs":
        return eng.name(a1) + " was first"
    if verb == "gold":
        return "Add gold %d" % a1
    if verb == "tr":
        return "Treasures: %d" % a1
    if verb == "gem":
        return "%s gems: %d" % (eng.GEMS[state["sk"]], a1)
    if verb == "end":
        return "End turn" if state["mode"] == "tracker" else "End game"
    i = "nest none next".split().index(verb)
    return ("Knight to nest", "No knight there", "Gold done")[i]


def roll_label(state):
    return "ROLL: dragon die"


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
