# Roma (2 players): action dice, dice discs, victory-point bank and sesterces; card texts stay on the table.

try:
    from micropython import const
except ImportError:

    def const(x):
        return x


ID = "roma"
NAMES = ("P1", "P2")
OPTIONS = ()
_DISCS = const(6)
_START = const(10)  # victory points per player
_RESERVE = const(16)  # victory points left in the reserve
_MAXAMT = const(12)  # longest amount list offered at once (an effect can be entered twice)
_ALL = const(0x3F)

# sorted triples of the three action dice with their multinomial weights (out of 216), built on demand
_TRIPLES = []


def triples():
    """:return: [(["dice", a, b, c], weight), ...] for a <= b <= c, weights summing to 216"""
    if not _TRIPLES:
        for a in range(1, 7):
            for b in range(a, 7):
                for c in range(b, 7):
                    w = 6 if a != b and b != c else (1 if a == c else 3)
                    _TRIPLES.append((["dice", a, b, c], w))
    return _TRIPLES


def new_state(players, options):
    """:param players: 2; :param options: none"""
    return {
        "phase": "setup",  # setup, roll, triple, act, amt, def, combat, over
        "turn": 0,  # the youngest player (P1) opens
        "placed": 0,  # setup cards laid (4 each, P1 first)
        "vp": [_START, _START],
        "res": _RESERVE,
        "extra": 0,  # points credited that the empty reserve could not pay
        "money": [0, 0],
        "discs": [0, 0],  # bit d-1 set: the player has a card facing dice disc d
        "dice": [0, 0, 0],
        "used": 0,  # bit i: action die i is spent
        "rerolled": False,
        "pend": None,  # ["gain"|"take"|"buy"] or ["play"|"attack", disc] or ["attack", disc, defence]
        "winners": [],
        # what the last action did, for the screens: events ["paid", p, n] phase 1 cost p n points,
        # ["dice"] the action dice were rolled (see dice), ["fight", die, defence, disc] a combat die
        # (won when die >= defence: the card facing disc is discarded), ["extra", n] the reserve could
        # not pay n points
        "news": None,
    }


def has(state, p, d):
    """:return: True when player p has a card facing dice disc d (1-6)"""
    return bool(state["discs"][p] >> (d - 1) & 1)


def empty_discs(state, p):
    n = 0
    for d in range(1, _DISCS + 1):
        if not has(state, p, d):
            n += 1
    return n


def free_dice(state):
    """:return: the sorted distinct values of the unspent action dice"""
    out = []
    for i in range(3):
        v = state["dice"][i]
        if not state["used"] >> i & 1 and v not in out:
            out.append(v)
    out.sort()
    return out


def _amounts(state):
    p = state["turn"]
    kind = state["pend"][0]
    if kind == "gain":
        hi = _MAXAMT
    elif kind == "take":
        hi = min(state["vp"][1 - p], _MAXAMT)
    elif kind == "buy":
        hi = min(state["money"][p] // 2, state["vp"][1 - p], _MAXAMT)
    else:  # play: the card's cost in sesterces, paid in full (0 for Architectus and friends)
        return range(0, min(state["money"][p], _MAXAMT) + 1)
    return range(1, hi + 1)


def legal_actions(state):
    ph = state["phase"]
    p = state["turn"]
    if ph == "setup":
        who = state["placed"] // 4
        return [["disc", d] for d in range(1, _DISCS + 1) if not has(state, who, d)]
    if ph == "triple":
        return [["keep"], ["reroll"]]
    if ph == "amt":
        return [["amt", n] for n in _amounts(state)] + [["cancel"]]
    if ph == "def":
        return [["def", n] for n in range(1, _MAXAMT + 1)] + [["cancel"]]
    if ph != "act":
        return []
    out = []
    for v in free_dice(state):
        out.append(["money", v])
        out.append(["cards", v])
        if has(state, p, v):
            out.append(["activate", v])
        out.append(["vpdie", v])
        for w in (v - 1, v + 1):
            if 1 <= w <= 6:
                out.append(["consul", v, w])
    for d in range(1, _DISCS + 1):
        out.append(["play", d])
    for d in range(1, _DISCS + 1):
        if has(state, 1 - p, d):
            out.append(["attack", d])
            out.append(["remove", d])
    for d in range(1, _DISCS + 1):
        if has(state, p, d):
            out.append(["free", d])
    out.append(["gain"])
    if state["vp"][1 - p]:
        out.append(["take"])
        if state["money"][p] >= 2:
            out.append(["buy"])
    out.append(["end"])
    return out


def chance(state):
    if state["phase"] == "roll":
        return triples()
    if state["phase"] == "combat":
        return [(["combat", n], 1) for n in range(1, 7)]
    return None


def _is_outcome(state, action):
    ch = chance(state)
    if ch is None:
        return False
    for outcome, _ in ch:
        if outcome == action:
            return True
    return False


def apply(state, action):
    """Apply one action or chance outcome; an illegal one returns a reason and changes nothing."""
    if not isinstance(action, (list, tuple)) or not action:
        return "not an action"
    action = list(action)
    if state["phase"] == "over":
        return "the game is over"
    if not _is_outcome(state, action) and action not in legal_actions(state):
        if state["phase"] in ("roll", "combat"):
            return "roll the die first"
        return "not allowed now"
    verb = action[0]
    p = state["turn"]
    o = 1 - p
    state["news"] = []
    if verb == "disc":
        who = state["placed"] // 4
        state["discs"][who] |= 1 << (action[1] - 1)
        state["placed"] += 1
        if state["placed"] == 8:
            _phase1(state)
    elif verb == "dice":
        state["dice"] = action[1:4]
        state["news"].append(["dice"])
        state["used"] = 0
        same = action[1] == action[3]
        state["phase"] = "triple" if same and not state["rerolled"] else "act"
    elif verb == "keep":
        state["phase"] = "act"
    elif verb == "reroll":
        state["rerolled"] = True
        state["phase"] = "roll"
    elif verb in ("money", "cards", "activate", "vpdie"):
        _spend(state, action[1])
        if verb == "money":
            state["money"][p] += action[1]
        elif verb == "vpdie":
            _gain(state, p, action[1])
    elif verb == "consul":
        i = _die(state, action[1])
        state["dice"][i] = action[2]
    elif verb in ("play", "gain", "take", "buy"):
        state["pend"] = action
        state["phase"] = "amt"
    elif verb == "attack":
        state["pend"] = action
        state["phase"] = "def"
    elif verb == "remove":
        state["discs"][o] &= _ALL ^ (1 << (action[1] - 1))
    elif verb == "free":
        state["discs"][p] &= _ALL ^ (1 << (action[1] - 1))
    elif verb == "cancel":
        state["pend"] = None
        state["phase"] = "act"
    elif verb == "amt":
        _amount(state, action[1])
    elif verb == "def":
        state["pend"] = state["pend"] + [action[1]]
        state["phase"] = "combat"
    elif verb == "combat":
        d = state["pend"][1]
        defence = state["pend"][2]
        if action[1] >= defence:
            state["discs"][o] &= _ALL ^ (1 << (d - 1))
        state["news"].append(["fight", action[1], defence, d])
        state["pend"] = None
        state["phase"] = "act"
    elif verb == "end":
        state["turn"] = o
        _phase1(state)
    _check_end(state)
    return None


def _die(state, v):
    for i in range(3):
        if state["dice"][i] == v and not state["used"] >> i & 1:
            return i
    return -1


def _spend(state, v):
    state["used"] |= 1 << _die(state, v)


def _amount(state, n):
    p = state["turn"]
    o = 1 - p
    pend = state["pend"]
    kind = pend[0]
    if kind == "play":
        state["money"][p] -= n
        state["discs"][p] |= 1 << (pend[1] - 1)
    elif kind == "gain":
        _gain(state, p, n)
    else:
        state["vp"][o] -= n
        state["vp"][p] += n
        if kind == "buy":
            state["money"][p] -= 2 * n
            state["money"][o] += 2 * n
    state["pend"] = None
    state["phase"] = "act"


def _gain(state, p, n):
    """Pay n points from the reserve; what it cannot pay still counts (and empties it)."""
    r = state["res"]
    if n > r:
        state["extra"] += n - r
        state["news"].append(["extra", n - r])
        r = n
    state["res"] = r - n
    state["vp"][p] += n


def _phase1(state):
    """Phase 1: 1 point to the reserve per own empty dice disc, then the dice are to be rolled."""
    p = state["turn"]
    pay = min(empty_discs(state, p), state["vp"][p])
    state["vp"][p] -= pay
    state["res"] += pay
    state["news"].append(["paid", p, pay])
    state["used"] = 0
    state["dice"] = [0, 0, 0]
    state["rerolled"] = False
    state["pend"] = None
    state["phase"] = "roll"


def _check_end(state):
    if state["phase"] == "setup":
        return
    vp = state["vp"]
    if vp[0] == 0 or vp[1] == 0 or state["res"] == 0:
        state["phase"] = "over"
        best = max(vp)
        state["winners"] = [p for p in (0, 1) if vp[p] == best]


def is_over(state):
    return state["phase"] == "over"


def result(state):
    players = [
        {"name": NAMES[p], "total": state["vp"][p], "breakdown": {"points": state["vp"][p]}} for p in (0, 1)
    ]
    winners = [NAMES[p] for p in state["winners"]] if is_over(state) else []
    return {"players": players, "winners": winners}
