# L'Or des dragons' end: the questions whose answers score (each player's points of silver, gold and red,
# the black diamond, each colour's majority, the five colours) and their screens. Loaded for the end: not on
# the heap during the hunt.

from micropython import const

_BAG = const(126)  # engine.BAG
_KINDS = const(9)  # engine.KINDS: silver, gold, magic, black, then the five colours
_BLACK = const(3)
_FIRST_COLOUR = const(4)
_POINTS = const(111)  # 35 silver, 20 gold (3 each), 16 red: the most points coins and reds make together


def actions(state):
    """The end's question as a list, the likely answers first: the players who took more tokens before the
    others; "nobody" (-1, mask 0) where few are; a player's points from 0 up (the screen's cursor starts
    at the share the device saw them take)."""
    n = state["n"]
    e = state["entry"]
    rows = state["tokens"]
    if e < n:  # the list made at its length at once: a list grown by appending needs ever larger free blocks
        room = _POINTS  # the points not answered yet of the 111 the bag makes
        for p in range(e):
            room -= rows[p][0]
        acts = [None] * (max(room, 0) + 1)  # type: list
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
            c = 0  # the players in the tie
            for p in range(n):
                c += m >> p & 1
            if c == size:
                acts.append(["most", m])
    acts.append(["most", 0])
    return acts


def _allowed(state, action):
    """True when ``action`` answers the end's question (checked without building the list: a player's
    points are a long one)"""
    if not isinstance(action, list) or len(action) != 2 or type(action[1]) is not int:
        return False
    n = state["n"]
    e = state["entry"]
    v = action[1]
    if e < n:  # the points not answered yet of the 111 the bag makes (no list made: it is a long one)
        for p in range(e):
            v += state["tokens"][p][0]
        return action[0] == "pts" and action[1] >= 0 and v <= _POINTS
    if e == n:
        return action[0] == "black" and -1 <= v < n
    if e <= n + 5:
        return action[0] == "most" and 0 <= v < 1 << n
    return action[0] == "five" and v in (0, 1)


def apply(state, verb, v):
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
    while n + 6 <= e < 2 * n + 6:
        # a player's "every colour?" needs no asking: they hold the black diamond (no bonus), most of every
        # colour (yes), or a colour nobody has (no)
        row = rows[e - n - 6]
        known = row[_BLACK] or min(row[_FIRST_COLOUR:]) == 2
        for k in range(_FIRST_COLOUR, _KINDS):
            known = known or max([r[k] for r in rows[:n]]) == 0
        if not known:
            break
        e += 1
    state["entry"] = e
    if e >= 2 * n + 6:
        state["phase"] = "over"


# the end's screens (dragons_gold/ui.py hands them the game's texts, text_en.py TITLES, LABELS, ASK, and the
# language's words: lang.player, lang.plural; the scoring imports nothing of the screens)
_T_POINTS = const(8)
_T_BLACK = const(11)
_T_MOST = const(12)
_T_FIVE = const(13)
_L_POINTS = const(13)
_L_NOBODY = const(14)


def end_screen(state, tt, name, action):
    """The end's screens: ``action`` None its title, -1 the rows under it, an int the cursor on a list that
    long (a player's points start at those of the tokens the device saw them take, as many as the bag makes
    of 126 tokens; the other lists at their top row, the likely answer), else that action's label.

    :param name: lang.player, or (a label) (lang.player, lang.plural): the scoring imports no screens"""
    e = state["entry"] - state["n"]
    if action is None:
        t = tt.TITLES
        if e < 0:
            return t[_T_POINTS] % name(e + state["n"])
        if e == 0:
            return t[_T_BLACK]
        if e < 6:
            return t[_T_MOST] % tt.TOKENS[e + _BLACK]
        return t[_T_FIVE] % name(e - 6)
    if action == -1:
        return tt.ASK[0 if e < 0 else (1 if e == 0 else (2 if e < 6 else 3))].split("\n")
    if type(action) is int:
        if e >= 0:
            return None
        return min((state["tokens"][state["n"]][e + state["n"]] * _POINTS + _BAG // 2) // _BAG, action - 1)
    t = tt.LABELS
    verb = action[0]
    v = action[1]
    if verb == "pts":
        return name[1](t[_L_POINTS], v) % v
    if verb == "five":
        return t[_L_NOBODY + 1 + v]  # No, Yes
    if verb == "black":
        return name[0](v) if v >= 0 else t[_L_NOBODY]
    who = [name[0](p) for p in range(state["n"]) if v >> p & 1]
    return " ".join(who) or t[_L_NOBODY]
