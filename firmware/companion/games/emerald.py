# Emerald engine: full tracker, dragon keeper and score entry (pure: no I/O, no clock, no dice).

from companion.core import check
from companion.games import emerald_rules as rules
from companion.games.emerald_rules import dragon_input, score_input  # noqa: F401

try:
    from micropython import const
except ImportError:

    def const(x):
        return x


ID = "emerald"
OPTIONS = (("mode", "Mode", ("tracker", "keeper", "scoring"), ("Full tracker", "Dragon keeper", "Scoring")),)
GEMS = ("red", "green", "blue", "yellow")

LAIR = const(16)  # knight position: in the lair (out of play, scored a treasure)
NEST = const(17)  # knight position: carried to the nest (out of play)
_LAST = const(15)  # last path space (m9)
_PLAIN = const(6)  # path spaces 1-6 are the plain, 7-15 the mountain m1-m9
_TREASURES = const(4)
_GOLD_USED = const(23)  # 25 gold cards, 2 returned unseen
_GEMS_USED = const(22)  # 24 gem cards, 2 returned unseen
_DIE = ((["die", 1], 1), (["die", 2], 1), (["die", 3], 1))


def colours(np):
    """:param np: players :return: knight colours in play (2 players use two colours each)"""
    return 4 if np == 2 else np


def per_colour(np):
    """Knights of each colour = start places used (keep used only with 3-4 players)."""
    return 5 if np in (3, 4) else 4


def owner(state, c):
    """:param c: a colour :return: the player who owns it (2 players: P1 has colours 0 and 2)"""
    return c % state["np"]


def colour_of(state, i):
    """:param i: a knight index :return: its colour"""
    return i // per_colour(state["np"])


def name(p):
    return "P%d" % (p + 1)


def new_state(players, options):
    """:param players: 2-5 :param options: {"mode": ...} :return: the initial state"""
    np = check.integer(players, "players", 2, 5)
    mode = check.string(options.get("mode", OPTIONS[0][2][0]), "options.mode", OPTIONS[0][2])
    st = {"mode": mode, "np": np}
    ph = "sgold"
    if mode == "tracker":
        k = per_colour(np)
        st["kn"] = [-(i % k) - 1 for i in range(colours(np) * k)]
        # odd mountain spaces: 2 gems facing 3 gold; even ones: 3 gems facing 2 gold
        st["gp"] = [2 if m % 2 else 3 for m in range(1, 10)]
        st["op"] = [3 if m % 2 else 2 for m in range(1, 10)]
        st["paid"] = []
        ph = "move"
        st.update({"cur": 0, "turn": 0, "mv": 0, "moved": -1, "col": -1})
        st.update({"took": False, "trig": False, "at": 0, "cap": -1})
    elif mode == "keeper":
        ph = "idle"
        st.update({"rolls": 0, "who": -1, "paid": [0] * np, "lost": [0] * np})
    _start_entry(st)
    if mode != "scoring":
        st.update({"dr": 4, "face": "plain", "trk": 0, "fl": None})
    if mode == "tracker":
        for k in ("sp", "sk"):
            del st[k]
    st["ph"] = ph
    return st


def _start_entry(st):
    np = st["np"]
    st.update({"ph": "sgold", "sp": 0, "sk": 0, "fs": None, "tr": [0] * np})
    st.update({"gold": [[] for _ in range(np)], "gems": [[0, 0, 0, 0] for _ in range(np)]})


# ---- queries -------------------------------------------------------------------------------------


def in_play(pos):
    """A knight in the castle (negative start place) or on the path (1-15)."""
    return pos < LAIR


def knights_in_play(state, p):
    """:return: how many knights player ``p`` still has in the castle or on the path"""
    n = 0
    for i, pos in enumerate(state["kn"]):
        if in_play(pos) and owner(state, colour_of(state, i)) == p:
            n += 1
    return n


def triggers(state, space):
    """:param space: a path space 1-15 :return: True when ending a move there makes the dragon fly"""
    m = space - _PLAIN
    t = state["trk"]
    return m >= 1 and (t < m <= t + 4 or m == state["dr"])


def destination(state, pos):
    """Where a knight standing on ``pos`` lands: N = knights of every colour there, itself included.

    :return: a path space 1-15 or LAIR
    """
    n = state["kn"].count(pos)
    dest = pos + n if pos > 0 else n  # leaving the castle, the first step lands on path 1
    return LAIR if dest > _LAST else dest


def _colours_at(state, space):
    out = []
    for i, pos in enumerate(state["kn"]):
        c = colour_of(state, i)
        if pos == space and c not in out:
            out.append(c)
    out.sort()
    return out


def _knight(state, c, pos, skip=-1):
    for i, p in enumerate(state["kn"]):
        if p == pos and i != skip and colour_of(state, i) == c:
            return i
    return -1


def _gems_taken(state, k):
    n = 0
    for g in state["gems"]:
        n += g[k]
    return n


def _gold_seen(state, v):
    n = state["paid"].count(v) if state["mode"] == "tracker" else 0
    for g in state["gold"]:
        n += g.count(v)
    return n


def decider(state):
    """:return: the player who must choose now (the captured knight's owner decides a bribe)"""
    ph = state["ph"]
    if state["mode"] == "tracker":
        if ph == "bribe":
            return owner(state, colour_of(state, state["cap"]))
        return state["cur"]
    if ph == "bribe":
        return state["who"]
    if ph in ("sgold", "str", "sgem"):
        return state["sp"]
    return -1


def legal_actions(state):
    """:return: the actions the deciding player may choose now (never dice outcomes)"""
    mode = state["mode"]
    ph = state["ph"]
    if mode == "tracker":
        return _tracker_actions(state, ph)
    if ph == "idle":
        return [["end"]]
    if ph == "ask":
        return [["none"]] + [["hit", p] for p in range(state["np"])]
    if ph == "bribe":
        return [["pay"], ["nest"]]
    return _entry_actions(state, ph)


def _tracker_actions(state, ph):
    np = state["np"]
    if ph == "move":
        acts = []
        cur = state["cur"]
        mine = (cur, cur + 2) if np == 2 else (cur,)
        for c in mine:
            if state["col"] >= 0 and c != state["col"]:
                continue
            seen = []
            for i, pos in enumerate(state["kn"]):
                if in_play(pos) and i != state["moved"] and colour_of(state, i) == c and pos not in seen:
                    seen.append(pos)
            seen.sort(key=_order)
            for pos in seen:
                acts.append(["move", c, pos])
        if state["mv"]:
            acts.append(["end"])
        return acts
    if ph == "take":
        m = state["at"] - _PLAIN - 1
        acts = []
        if state["gp"][m]:
            acts += [["take", "gem", k] for k in range(4) if _gems_taken(state, k) < 6]
        if state["op"][m]:
            acts += [["take", "gold", v] for v in range(1, 6) if _gold_seen(state, v) < 5]
        return acts
    if ph == "cap":
        return [["capture", c] for c in _colours_at(state, state["dr"] + _PLAIN)]
    if ph == "bribe":
        vals = []
        for v in state["gold"][owner(state, colour_of(state, state["cap"]))]:
            if v not in vals:
                vals.append(v)
        vals.sort()
        return [["pay", v] for v in vals] + [["nest"]]
    return []


def _order(pos):
    return -pos if pos > 0 else 20 - pos  # path knights first, furthest along on top, then T1..Keep


def _entry_actions(state, ph):
    np = state["np"]
    if ph == "sgold":
        total = 0
        for g in state["gold"]:
            total += len(g)
        room = _GOLD_USED - total - (sum(state["paid"]) if state["mode"] == "keeper" else 0)
        acts = [["gold", v] for v in range(1, 6) if room > 0 and _gold_seen(state, v) < 5]
        return acts + [["next"]]
    if ph == "str":
        return [["tr", n] for n in range(_TREASURES - sum(state["tr"]) + 1)]
    if ph == "sgem":
        total = 0
        for p in range(np):
            total += sum(state["gems"][p])
        room = min(6 - _gems_taken(state, state["sk"]), _GEMS_USED - total)
        return [["gem", n] for n in range(room + 1)]
    if ph == "sfs":
        return [["fs", p] for p in _full_sets(state)]
    return []


def _full_sets(state):
    return [p for p in range(state["np"]) if min(state["gems"][p]) > 0]


def chance(state):
    """:return: the dragon die's outcomes when it must be rolled, else None"""
    ph = state["ph"]
    if ph == "roll" or (ph == "idle" and state["mode"] == "keeper"):
        return [(list(a), w) for a, w in _DIE]
    return None


def is_over(state):
    return state["ph"] in ("over", "done")


# ---- apply ---------------------------------------------------------------------------------------


def apply(state, action):
    """Apply a legal action or a chance outcome.

    :return: None on success, else the reason (and the state is left untouched)
    """
    if is_over(state):
        return "the game is over"
    if not isinstance(action, list) or not action:
        return "an action is a non-empty list"
    for x in action:
        if not (check.is_int(x) or isinstance(x, str)):
            return "action items are ints or strings"
    st = state
    verb = action[0]
    if verb == "die":
        if chance(st) is None:
            return "no die roll is pending"
        if len(action) != 2 or action[1] not in (1, 2, 3):
            return "the dragon die shows 1, 2 or 3"
        d0, f0, t0 = st["dr"], st["face"], st["trk"]
        st["dr"], st["face"] = rules.fly(d0, f0, t0, action[1])
        st["fl"] = [d0, f0, t0, action[1]]
        if st["mode"] == "keeper":
            st["rolls"] += 1
            st["ph"] = "ask"
            return None
        st["trig"] = False
        present = _colours_at(st, st["dr"] + _PLAIN)
        if len(present) == 1:
            _capture(st, present[0])
        elif present:
            st["ph"] = "cap"
        else:
            _flown(st)
        return None
    if action not in legal_actions(st):
        return "roll the dragon die first" if st["ph"] == "roll" else "not a legal action now"
    if st["mode"] == "tracker":
        _tracker(st, verb, action)
    else:
        _other(st, verb, action)
    return None


def _tracker(st, verb, a):
    cur = st["cur"]
    if verb == "move":
        i = _knight(st, a[1], a[2], st["moved"])
        dest = destination(st, a[2])
        st["kn"][i] = dest
        st["moved"] = i
        st["mv"] += 1
        if st["np"] == 2:
            st["col"] = a[1]  # 2 players: the knights moved in one turn are of one colour
        st["at"] = dest
        if dest == LAIR:
            st["tr"][cur] += 1  # a treasure card, and the turn ends at once
            if not _over(st):
                _end_turn(st)
            return
        st["trig"] = triggers(st, dest)
        m = dest - _PLAIN - 1
        if m >= 0 and (st["gp"][m] or st["op"][m]):
            st["ph"] = "take"
        elif st["trig"]:
            st["ph"] = "roll"
        else:
            _after(st)
    elif verb == "take":
        m = st["at"] - _PLAIN - 1
        if a[1] == "gem":
            st["gp"][m] -= 1
            st["gems"][cur][a[2]] += 1
            if st["fs"] is None and min(st["gems"][cur]) > 0:
                st["fs"] = cur  # the first to own all four kinds takes the bonus at once, for good
        else:
            st["op"][m] -= 1
            st["gold"][cur].append(a[2])
        st["took"] = True
        if st["trig"]:
            st["ph"] = "roll"  # the card first, then the dragon
        else:
            _end_turn(st)
    elif verb == "capture":
        _capture(st, a[1])
    elif verb == "pay":
        st["gold"][owner(st, colour_of(st, st["cap"]))].remove(a[1])
        st["paid"].append(a[1])
        st["cap"] = -1
        _flown(st)
    elif verb == "nest":
        _nest(st, st["cap"])
    else:
        _end_turn(st)


def _other(st, verb, a):
    if verb == "end":
        _start_entry(st)
    elif verb == "none":
        _flown(st)
    elif verb == "hit":
        st["who"] = a[1]
        st["ph"] = "bribe"
    elif verb in ("pay", "nest"):
        st["paid" if verb == "pay" else "lost"][st["who"]] += 1
        st["who"] = -1
        _flown(st)
    elif verb == "gold":
        st["gold"][st["sp"]].append(a[1])
    elif verb == "next":
        st["ph"] = "str"
    elif verb == "tr":
        st["tr"][st["sp"]] = a[1]
        st["ph"] = "sgem"
    elif verb == "fs":
        st["fs"] = a[1]
        st["ph"] = "done"
    else:
        st["gems"][st["sp"]][st["sk"]] = a[1]
        st["sk"] = (st["sk"] + 1) % 4
        if st["sk"]:
            return
        st["sp"] += 1
        if st["sp"] < st["np"]:
            st["ph"] = "sgold"
            return
        full = _full_sets(st)
        st["fs"] = full[0] if len(full) == 1 else None
        st["ph"] = "sfs" if len(full) > 1 else "done"  # several own all four kinds: ask who was first


def _flown(st):
    st["trk"] = rules.advance(st["trk"])
    if st["mode"] == "keeper":
        st["ph"] = "idle"
    elif st["took"] or st["mv"] >= 2:
        _end_turn(st)
    else:
        st["ph"] = "move"


def _after(st):
    if st["mv"] >= 2:
        _end_turn(st)
    else:
        st["ph"] = "move"


def _end_turn(st):
    st["cur"] = (st["cur"] + 1) % st["np"]
    st.update(
        {"ph": "move", "mv": 0, "moved": -1, "col": -1, "took": False, "trig": False, "turn": st["turn"] + 1}
    )


def _over(st):
    """End at once on the last treasure or when a player has one knight left in play."""
    done = sum(st["tr"]) >= _TREASURES
    for p in range(st["np"]):
        done = done or knights_in_play(st, p) <= 1
    if done:
        st["ph"] = "over"
    return done


def _capture(st, c):
    i = _knight(st, c, st["dr"] + _PLAIN)
    st["cap"] = i
    if st["gold"][owner(st, c)]:
        st["ph"] = "bribe"
    else:
        _nest(st, i)  # no gold card to give: the knight goes to the nest


def _nest(st, i):
    st["kn"][i] = NEST
    st["cap"] = -1
    if not _over(st):
        _flown(st)


# ---- result --------------------------------------------------------------------------------------


def players_cards(state):
    """:return: the players as score_players takes them"""
    out = []
    for p in range(state["np"]):
        g = state["gems"][p]
        gems = {"red": g[0], "green": g[1], "blue": g[2], "yellow": g[3]}
        out.append(
            {"name": name(p), "gold": list(state["gold"][p]), "treasures": state["tr"][p], "gems": gems}
        )
    return out


def result(state):
    """:return: {"players": [{"name", "total", "breakdown"}], "winners": [...]} from the cards held now"""
    fs = state["fs"]
    return rules.score_players(players_cards(state), None if fs is None else name(fs))
