# Emerald's device screens: titles, status, action labels, the path on the LEDs and the dragon's flight.

from companion.games import emerald as eng
from companion.games import emerald_rules as rules

try:
    from micropython import const
except ImportError:

    def const(x):
        return x


_STEP_MS = const(220)  # one dragon step on the LEDs
_LAIR_PX = const(15)
# knight colours on the LEDs and in labels (2 players: P1 has colours 0 and 2, P2 has 1 and 3)
KNIGHTS = ((255, 0, 0), (0, 60, 255), (255, 170, 0), (200, 200, 200), (170, 0, 255))
KNAMES = ("Red", "Blue", "Yellow", "White", "Purple")
_DRAGON = (0, 255, 40)
_TURN = (255, 255, 255)
_WINDOW = (40, 16, 0)
_GEMS = ("Red", "Green", "Blue", "Yellow")


def _place(pos):
    """Short name of a knight position: T1-T4, Keep, p1-p6, m1-m9, Lair, Nest."""
    if pos < 0:
        return "Keep" if pos == -5 else "T%d" % -pos
    if pos <= 6:
        return "p%d" % pos
    if pos <= 15:
        return "m%d" % (pos - 6)
    return "Lair" if pos == eng.LAIR else "Nest"


def _facing(state):
    return "<plain" if state["face"] == "plain" else ">lair"


def _player_colour(state, p):
    if state["mode"] != "tracker" or p < 0:
        return _TURN
    return KNIGHTS[p]


def title(state):
    """:return: row 0: whose decision and what it is"""
    ph = state["ph"]
    who = eng.decider(state)
    p = eng.name(who) if who >= 0 else ""
    if ph in ("over", "done"):
        return "Final scores"
    if state["mode"] == "tracker":
        word = {
            "move": "move",
            "take": "take card",
            "roll": "roll dragon",
            "cap": "pick prey",
            "bribe": "bribe?",
        }
        return "%s %s" % (p, word[ph])
    if ph == "idle":
        return "Dragon keeper"
    if ph == "ask":
        return "Knight there?"
    if ph == "bribe":
        return "%s pays gold?" % p
    if ph == "sgold":
        return "%s gold cards" % p
    if ph == "str":
        return "%s treasures" % p
    if ph == "sgem":
        return "%s %s gems" % (p, _GEMS[state["sk"]].lower())
    return "First 4 kinds?"


def _cards(state, p):
    g = state["gems"][p]
    return "G%d J%d T%d" % (sum(state["gold"][p]), sum(g), state["tr"][p])


def status(state, now):
    """:return: 3 rows: the dragon, the flight track window with treasures taken, the decider's cards"""
    mode = state["mode"]
    if mode == "scoring" or state["ph"] in ("sgold", "str", "sgem", "sfs", "done"):
        return _entry_status(state)
    rows = ["Dragon m%d %s" % (state["dr"], _facing(state))]
    trk = state["trk"]
    if mode == "keeper":
        rows.append("Track m%d-%d R%d" % (trk + 1, trk + 4, state["rolls"]))
        fl = state["fl"]
        if fl:
            rows.append("Last %d: m%d>m%d" % (fl[3], fl[0], state["dr"]))
        return rows
    rows.append("Track m%d-%d Tr%d/4" % (trk + 1, trk + 4, sum(state["tr"])))
    who = eng.decider(state)
    rows.append("%s %s" % (eng.name(who), _cards(state, who)))
    return rows


def _entry_status(state):
    ph = state["ph"]
    if ph in ("sfs", "done"):
        return ["%s %s" % (eng.name(p), _cards(state, p)) for p in range(min(4, state["np"]))]
    p = state["sp"]
    gold = state["gold"][p]
    text = ",".join([str(v) for v in gold]) if gold else "none"
    if len(text) > 10:
        text = "%d cards=%d" % (len(gold), sum(gold))
    rows = ["Gold " + text]
    if ph != "sgold":
        rows.append("Treasures %d" % state["tr"][p])
    if ph == "sgem":
        g = state["gems"][p]
        rows.append("Gems " + " ".join([str(g[k]) for k in range(state["sk"])]))
    return rows


def label(state, action):
    """:return: the action as <= 16 ASCII characters"""
    verb = action[0]
    tracker = state["mode"] == "tracker"
    if verb == "move":
        c, pos = action[1], action[2]
        dest = eng.destination(state, pos)
        mark = ""
        if dest != eng.LAIR:
            m = dest - 7
            if m >= 0 and (state["gp"][m] or state["op"][m]):
                mark = "$"
            if eng.triggers(state, dest):
                mark += "!"
        head = KNAMES[c][0] + " " if state["np"] == 2 else ""
        return "%s%s>%s%s" % (head, _place(pos), _place(dest), mark)
    if verb == "end":
        return "End turn" if tracker else "End game"
    if verb == "take":
        if action[1] == "gem":
            return "Take %s gem" % _GEMS[action[2]].lower()
        return "Take gold %d" % action[2]
    if verb == "capture":
        return "Capture %s" % KNAMES[action[1]]
    if verb == "pay":
        return "Pay gold %d" % action[1] if tracker else "Pays a gold card"
    if verb == "nest":
        return "Knight to nest"
    if verb == "none":
        return "No knight there"
    if verb == "hit":
        return "Knight of %s" % eng.name(action[1])
    if verb == "gold":
        return "Add gold %d" % action[1]
    if verb == "next":
        return "Gold done"
    if verb == "tr":
        return "Treasures: %d" % action[1]
    if verb == "gem":
        return "%s gems: %d" % (_GEMS[state["sk"]], action[1])
    if verb == "fs":
        return "%s was first" % eng.name(action[1])
    return str(verb)


def roll_label(state):
    return "ROLL: dragon die" if eng.chance(state) else ""


def _paint(state, strip, dragon, trk):
    strip.fill((0, 0, 0))
    for m in range(trk + 1, trk + 5):
        strip.set(m + 5, _WINDOW)
    if state["mode"] == "tracker":
        cur = state["cur"]
        for i, pos in enumerate(state["kn"]):
            c = eng.colour_of(state, i)
            if 1 <= pos <= 15 and eng.owner(state, c) == cur:
                strip.set(pos - 1, KNIGHTS[c])
        strip.set(_LAIR_PX, KNIGHTS[cur])
    else:
        strip.set(_LAIR_PX, (60, 60, 60))
    strip.set(dragon + 5, _DRAGON)


def leds(state, strip, now):
    """Flight track window (amber), the current player's knights in their colour, the dragon (green)."""
    if state["mode"] == "scoring":
        strip.fill((0, 0, 0))
        return None
    _paint(state, strip, state["dr"], state["trk"])
    return None


def _flight(state, fx, frames, trk):
    """Frames from rules.flight_path: the start, one per step, a repeated space where the dragon turns."""
    strip = fx.strip
    for k, space in enumerate(frames):
        _paint(state, strip, space, trk)
        if k and space == frames[k - 1]:
            strip.set(space + 5, _TURN)  # turning around at the end of the track: a white flash
        yield _STEP_MS
    here = frames[-1]
    fx.tune(((880, 90), (660, 90), (440, 200)))
    for _ in range(2):
        strip.set(here + 5, (0, 0, 0))
        yield _STEP_MS // 2
        strip.set(here + 5, _DRAGON)
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
    elif verb == "pay":
        fx.beep(990, 80)


def _danger(state):
    return rules.danger(state["dr"], state["face"], state["trk"])


def info(state):
    """The danger map: the chance (%) that the dragon lands on each mountain space if triggered now."""
    if state["mode"] == "scoring" or "dr" not in state:
        return ["No dragon in", "scoring mode"]
    pct = rules.percents(_danger(state))
    rows = ["Dragon lands on:"]
    for m in range(0, 9, 2):
        row = "m%d %3d%%" % (m + 1, pct[m])
        if m + 1 < 9:
            row += "  m%d %3d%%" % (m + 2, pct[m + 1])
        rows.append(row)
    return rows


def info_leds(state, strip):
    """The danger map as red brightness on the mountain pixels; the dragon in green."""
    strip.fill((0, 0, 0))
    if state["mode"] == "scoring" or "dr" not in state:
        return
    d = _danger(state)
    for m in range(9):
        strip.set(m + 6, (85 * d[m], 0, 0))
    strip.set(state["dr"] + 5, _DRAGON)


def end_lines(state):
    """Ranking with totals, then where each bonus card went and why, then how a tie for first was broken."""
    res = eng.result(state)
    pl = res["players"]
    np = state["np"]
    gems = state["gems"]
    keys = []
    for i in range(np):
        keys.append((-pl[i]["total"], -state["tr"][i], -sum(gems[i]), i))
    keys.sort()
    rows = []
    for rank, key in enumerate(keys):
        p = pl[key[3]]
        rows.append(
            "%d %s %d pts%s" % (rank + 1, p["name"], p["total"], "*" if p["name"] in res["winners"] else "")
        )
    for k in range(4):
        counts = [gems[i][k] for i in range(np)]
        top = max(counts)
        kind = eng.GEMS[k]
        if top and counts.count(top) == 1:
            rows.append("%s %s +4" % (eng.name(counts.index(top)), kind))
        elif top:
            rows.append("%s: tied" % kind)
    if state["fs"] is not None:
        rows.append("%s 4 kinds +4" % eng.name(state["fs"]))
    tied = [k for k in keys if k[0] == keys[0][0]]
    if len(tied) > 1:
        rows.append("Tie on %d pts:" % -keys[0][0])
        if len(res["winners"]) == len(tied):
            rows.append("shared victory")
        elif tied[0][1] != tied[1][1]:
            rows.append("most treasures")
        else:
            rows.append("most gem cards")
    return rows
