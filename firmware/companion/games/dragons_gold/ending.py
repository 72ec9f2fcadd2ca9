# L'Or des dragons' end: the questions whose answers score (each player's points of silver, gold and red,
# the black diamond, each colour's majority, the five colours) and their screens. Loaded for the end: not on
# the heap during the hunt, nor with the scoring (dragons_gold/score.py) before the final screen.

from micropython import const

_BAG = const(126)  # engine.BAG
_KINDS = const(9)  # engine.KINDS: silver, gold, magic, black, then the five colours
_BLACK = const(3)
_FIRST_COLOUR = const(4)
POINTS = const(111)  # 35 silver, 20 gold (3 each), 16 red: the most points coins and reds make together


def end_actions(state):
    """The end's question as a list, the likely answers first: the players who took more tokens before the
    others; "nobody" (-1, mask 0) where few are; a player's points from 0 up (the screen's cursor starts
    at the share the device saw them take)."""
    n = state["n"]
    e = state["entry"]
    rows = state["tokens"]
    if e < n:  # the list made at its length at once: a list grown by appending needs ever larger free blocks
        acts = [None] * (_room(state) + 1)  # type: list
        for v in range(len(acts)):
            acts[v] = ["pts", v]
        return acts
    if e > n + 5:
        return [["five", 0], ["five", 1]]
    got = rows[n]
    bag = _BAG
    out = 0
    for p in range(n):
        out += got[p]
    # by tokens taken, more first (a key unique to each player: the same order on every runtime)
    order = sorted(range(n), key=lambda p: (bag - got[p]) * 8 + p)
    if e == n:
        acts = [["black", p] for p in order]
        k = 0
        while k < n and got[order[k]] >= bag - out:
            k += 1
        acts.insert(k, ["black", -1])  # out of the game: as likely as the tokens nobody took
        return acts
    acts = [["most", 1 << p] for p in order]
    for size in range(2, n + 1):  # ties: two players, then more
        for m in range(3, 1 << n):
            if _bits(m) == size:
                acts.append(["most", m])
    acts.append(["most", 0])
    return acts


def _room(state):
    # the points not answered yet of the 111 the bag makes
    room = POINTS
    for p in range(state["entry"]):
        room -= state["tokens"][p][0]
    return max(room, 0)


def allowed(state, action):
    """True when ``action`` answers the end's question (checked without building the list: a player's
    points are a long one)"""
    if not isinstance(action, list) or len(action) != 2 or type(action[1]) is not int:
        return False
    n = state["n"]
    e = state["entry"]
    v = action[1]
    if e < n:
        return action[0] == "pts" and 0 <= v <= _room(state)
    if e == n:
        return action[0] == "black" and -1 <= v < n
    if e <= n + 5:
        return action[0] == "most" and 0 <= v < 1 << n
    return action[0] == "five" and v in (0, 1)


def _bits(m):
    c = 0
    while m:
        c += m & 1
        m >>= 1
    return c


def answer(state, verb, v):
    """One answer of the end: the values the scoring reads (a majority as 2, one token at least as 1)."""
    n = state["n"]
    e = state["entry"]
    rows = state["tokens"]
    if verb == "pts":
        rows[e][0] = v
    elif verb == "black" and v >= 0:
        rows[v][_BLACK] = 1
    elif verb == "most":
        for p in range(n):
            if v >> p & 1:
                rows[p][e - n + _BLACK] = 2
    elif verb == "five" and v:
        row = rows[e - n - 6]
        for k in range(_FIRST_COLOUR, _KINDS):
            row[k] = row[k] or 1
    e += 1
    if e == n + 6 and state["rules"] == "basic":
        e = 2 * n + 6
    while n + 6 <= e < 2 * n + 6 and _known_five(state, rows[e - n - 6]):
        e += 1
    state["entry"] = e
    if e >= 2 * n + 6:
        state["phase"] = "over"


def _known_five(state, row):
    """True when a player's "every colour?" needs no asking: they hold the black diamond (no bonus), most of
    every colour (yes), or a colour nobody has (no)."""
    if row[_BLACK] or min(row[_FIRST_COLOUR:]) == 2:
        return True
    for k in range(_FIRST_COLOUR, _KINDS):
        most = 0
        for p in range(state["n"]):
            most = max(most, state["tokens"][p][k])
        if not most:
            return True
    return False


# the end's screens (dragons_gold/ui.py hands them the game's texts, text_en.py TITLES, LABELS, ASK, and the
# language's words: lang.player, lang.plural; the scoring imports nothing of the screens)
_T_POINTS = const(8)
_T_BLACK = const(11)
_T_MOST = const(12)
_T_FIVE = const(13)
_L_POINTS = const(13)
_L_NOBODY = const(14)


def end_title(state, tt, name):
    t = tt.TITLES
    e = state["entry"] - state["n"]
    if e < 0:
        return t[_T_POINTS] % name(e + state["n"])
    if e == 0:
        return t[_T_BLACK]
    if e < 6:
        return t[_T_MOST] % tt.TOKENS[e + _BLACK]
    return t[_T_FIVE] % name(e - 6)


def end_status(state, tt):
    e = state["entry"] - state["n"]
    return tt.ASK[0 if e < 0 else (1 if e == 0 else (2 if e < 6 else 3))].split("\n")


def end_label(state, action, tt, name, plural):
    t = tt.LABELS
    verb = action[0]
    v = action[1]
    if verb == "pts":
        return plural(t[_L_POINTS], v) % v
    if verb == "five":
        return t[_L_NOBODY + 1 + v]  # No, Yes
    if verb == "black":
        return name(v) if v >= 0 else t[_L_NOBODY]
    who = [name(p) for p in range(state["n"]) if v >> p & 1]
    return " ".join(who) or t[_L_NOBODY]


def end_cursor(state, actions):
    """:return: a player's points start at those of the tokens the device saw them take (as many as the bag
    makes of 126 tokens); the other questions at their top row, the likely answer"""
    e = state["entry"]
    if e >= state["n"]:
        return None
    bag = _BAG
    return min((state["tokens"][state["n"]][e] * POINTS + bag // 2) // bag, len(actions) - 1)
