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


def title(state):
    """:return: row 0: whose decision and what it is"""
    ph = state["ph"]
    p = eng.name(eng.decider(state))
    if ph in ("over", "done"):
        return "Final scores"
    if state["mode"] == "tracker":
        i = "move take roll cap bribe".split().index(ph)
        return p + " " + "move,take card,roll dragon,pick prey,bribe?".split(",")[i]
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
    """:return: up to 3 rows: the dragon, the flight track window, the decider's cards (or the entry)"""
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
    rows = ["Dragon m%d %s" % (state["dr"], "<plain" if state["face"] == "plain" else ">lair")]
    if mode == "keeper":
        rows.append("Track m%d-%d R%d" % (trk + 1, trk + 4, state["rolls"]))
        fl = state["fl"]
        if fl:
            rows.append("Last %d: m%d>m%d" % (fl[3], fl[0], state["dr"]))
        return rows
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


def info(state):
    """The danger map: the chance (%) that the dragon lands on each mountain space if triggered now; after
    the end, the whole end screen (it scrolls here)."""
    if eng.is_over(state):
        return end_lines(state)
    if "dr" not in state:
        return ["No dragon in", "scoring mode"]
    pct = rules.percents(rules.danger(state["dr"], state["face"], state["trk"]))
    rows = ["Dragon lands on:"]
    for m in range(0, 9, 2):
        row = "m%d %3d%%" % (m + 1, pct[m])
        if m < 8:
            row += "  m%d %3d%%" % (m + 2, pct[m + 1])
        rows.append(row)
    return rows


def info_leds(state, strip):
    """The danger map as red brightness on the mountain pixels; the dragon in green."""
    strip.fill((0, 0, 0))
    if "dr" in state:
        d = rules.danger(state["dr"], state["face"], state["trk"])
        for m in range(9):
            strip.set(m + 6, (85 * d[m], 0, 0))
        strip.set(state["dr"] + 5, DRAGON)


def end_lines(state):
    """Ranking with totals, then where each bonus card went and why, then how a tie for first was broken."""
    res = eng.result(state)
    pl = res["players"]
    np = state["np"]
    gems = state["gems"]
    keys = sorted([(-pl[i]["total"], -state["tr"][i], -sum(gems[i]), i) for i in range(np)])
    rows = []
    for rank, key in enumerate(keys):
        p = pl[key[3]]
        rows.append(
            "%d %s %d pts%s" % (rank + 1, p["name"], p["total"], "*" if p["name"] in res["winners"] else "")
        )
    for k in range(4):
        counts = [g[k] for g in gems]
        top = max(counts)
        if top and counts.count(top) == 1:
            rows.append("%s %s +4" % (eng.name(counts.index(top)), eng.GEMS[k]))
        elif top:
            rows.append(eng.GEMS[k] + ": tied")
    if state["fs"] is not None:
        rows.append(eng.name(state["fs"]) + " 4 kinds +4")
    tied = [k for k in keys if k[0] == keys[0][0]]
    if len(tied) > 1:
        rows.append("Tie on %d pts:" % -keys[0][0])
        if len(res["winners"]) == len(tied):
            rows.append("shared victory")
        else:
            rows.append("most treasures" if tied[0][1] != tied[1][1] else "most gem cards")
    return rows
