# Emerald engine: full tracker, dragon keeper and score entry (pure: no I/O, no clock, no dice).

from companion.core.session import refused
from companion.games.emerald import rules
from micropython import const

ID = "emerald"
OPTIONS = (("mode", "Mode", ("tracker", "keeper", "scoring"), ("Full tracker", "Dragon keeper", "Scoring")),)
GEMS = rules.GEMS  # red, green, blue, yellow

LAIR = const(16)  # knight position: in the lair (out of play, scored a treasure)
NEST = const(17)  # knight position: carried to the nest (out of play)
_PLAIN = const(6)  # path spaces 1-6 are the plain, 7-15 the mountain m1-m9
_GOLD_USED = const(23)  # 25 gold cards, 2 returned unseen
_GEMS_USED = const(22)  # 24 gem cards, 2 returned unseen
_GOLD_TOP = const(73)  # the most the gold cards in play are worth: 5 * (5 + 4 + 3 + 2) + 3 * 1

# State (JSON-able, small ints):
#   mode, np (players), ph (phase: tracker move/take/roll/cap/bribe/over; keeper idle/ask/bribe;
#   score entry sgold/str/sgem/sfs/done), gold [[values]] (the entry: [the total] or []), gems [[red,
#   green, blue, yellow]], tr [treasures], fs (first to own four kinds, or None), dr/face/trk (dragon,
#   facing, track), fl (last flight [from, facing, track, roll] for the animation).
#   tracker: kn (knight positions: -1..-5 start places T1-T4/keep, 1-15 path, 16 lair, 17 nest; knight
#   i has colour i // per_colour, colour c belongs to player c % np), gp/op (gem/gold pile sizes per
#   mountain space), paid (gold values given to the dragon), cur, turn, mv (knights moved), moved (last
#   knight moved), col (2 players: colour of the turn), took, trig, at (where the knight ended), cap.
#   keeper: rolls, who (owner of the captured knight), paid/lost per player. entry: sp/sk (player/gem).
#   news: what the last action did, for the screens (None before the first), after the moves made so far
#   in the tracker's turn (the turn's last action keeps both for the next player): a list of events, each a
#   short list named with words the engine already uses (no new strings in the device's memory): ["die"]
#   the dragon flew (see fl, dr), ["cap"] several colours where it landed, ["bribe", i] knight i caught
#   (its owner may pay), ["nest", i] knight i to the nest, ["paid", p, v] p paid gold v (keeper: v 0),
#   ["trk"] the track advanced, ["move", i, from, to], ["tr", p] a treasure card, ["take", p,
#   "gem"|"gold", kind|value], ["fs", p] the four-kinds card, keeper ["hit", p], ["lost", p], ["none"].


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
    mode = options.get("mode", "tracker")
    if type(players) is not int or not 2 <= players <= 5 or mode not in OPTIONS[0][2]:
        # imported only here: the validators stay out of the device's heap during play
        from companion.core import check

        check.integer(players, "players", 2, 5)
        check.string(mode, "options.mode", OPTIONS[0][2])
    np = players
    st = {"mode": mode, "np": np, "dr": 4, "face": "plain", "trk": 0, "fl": None, "news": None}
    _entry(st)
    if mode == "tracker":
        k = per_colour(np)
        st["kn"] = [-(i % k) - 1 for i in range(colours(np) * k)]
        # odd mountain spaces: 2 gems facing 3 gold; even ones: 3 gems facing 2 gold
        st["gp"] = [2, 3, 2, 3, 2, 3, 2, 3, 2]
        st["op"] = [3, 2, 3, 2, 3, 2, 3, 2, 3]
        st.update({"ph": "move", "paid": [], "cur": 0, "turn": 0, "mv": 0, "moved": -1, "col": -1})
        st.update({"took": False, "trig": False, "at": 0, "cap": -1})
        del st["sp"], st["sk"]
    elif mode == "keeper":
        st.update({"ph": "idle", "rolls": 0, "who": -1, "paid": [0] * np, "lost": [0] * np})
    else:
        for k in ("dr", "face", "trk", "fl"):
            del st[k]
    return st


def _entry(st):
    np = st["np"]
    st.update({"ph": "sgold", "sp": 0, "sk": 0, "fs": None, "tr": [0] * np})
    st.update({"gold": [[] for _ in range(np)], "gems": [[0, 0, 0, 0] for _ in range(np)]})


def knights_in_play(state, p):
    """:return: how many knights player ``p`` still has in the castle or on the path"""
    n = 0
    for i, pos in enumerate(state["kn"]):
        if pos < LAIR and owner(state, colour_of(state, i)) == p:
            n += 1
    return n


def triggers(state, space):
    """:param space: a path space 1-15 :return: True when ending a move there makes the dragon fly"""
    m = space - _PLAIN
    return m >= 1 and (rules.on_track(m, state["trk"]) or m == state["dr"])


def destination(state, pos):
    """Where a knight standing on ``pos`` lands: N = knights of every colour there, itself included.

    :return: a path space 1-15 or LAIR
    """
    n = state["kn"].count(pos)
    dest = pos + n if pos > 0 else n  # leaving the castle, the first step lands on path 1
    return LAIR if dest >= LAIR else dest


def _find(state, c, pos, skip=-1, first=True):
    """The first knight index of colour ``c`` (any colour if c < 0) on ``pos``; or every colour there."""
    out = []
    for i, p in enumerate(state["kn"]):
        k = colour_of(state, i)
        if p == pos and i != skip and (c < 0 or k == c):
            if first:
                return i
            if k not in out:
                out.append(k)
    return out if not first else -1


def _count(state, key, idx):
    """Cards of gem kind ``idx`` (key "gems") or gold value ``idx`` (key "gold") in every player's hands."""
    n = 0
    for g in state[key]:
        n += g[idx] if key == "gems" else g.count(idx)
    return n


def decider(state):
    """:return: the player who must choose now (the captured knight's owner decides a bribe)"""
    ph = state["ph"]
    if state["mode"] == "tracker":
        return owner(state, colour_of(state, state["cap"])) if ph == "bribe" else state["cur"]
    if ph == "bribe":
        return state["who"]
    return state["sp"] if ph in ("sgold", "str", "sgem") else -1


def legal_actions(state):
    """:return: the actions the deciding player may choose now (never dice outcomes)"""
    st = state
    ph = st["ph"]
    np = st["np"]
    acts = []
    if ph == "move":
        cur = st["cur"]
        for c in (cur, cur + 2) if np == 2 else (cur,):
            if st["col"] < 0 or c == st["col"]:
                seen = []
                for i, pos in enumerate(st["kn"]):
                    if pos < LAIR and i != st["moved"] and colour_of(st, i) == c and pos not in seen:
                        seen.append(pos)
                # path knights first, furthest along on top, then T1..Keep
                seen.sort(key=lambda p: -p if p > 0 else 20 - p)
                acts += [["move", c, pos] for pos in seen]
        if st["mv"]:
            acts.append(["end"])
    elif ph == "take":
        m = st["at"] - _PLAIN - 1
        if st["gp"][m]:
            acts = [["take", "gem", k] for k in range(4) if _count(st, "gems", k) < 6]
        if st["op"][m]:
            acts += [
                ["take", "gold", v] for v in range(1, 6) if _count(st, "gold", v) + st["paid"].count(v) < 5
            ]
    elif ph == "cap":
        acts = [["capture", c] for c in sorted(_find(st, -1, st["dr"] + _PLAIN, first=False))]
    elif ph == "bribe" and st["mode"] == "tracker":
        for v in sorted(st["gold"][decider(st)]):
            if ["pay", v] not in acts:
                acts.append(["pay", v])
        acts.append(["nest"])
    elif ph == "bribe":
        acts = [["pay"], ["nest"]]
    elif ph == "idle":
        acts = [["end"]]
    elif ph == "ask":
        acts = [["none"]] + [["hit", p] for p in range(np)]
    elif ph == "sgold":
        # the player's gold cards' total, one pick: at most the values of the gold cards in play (five each
        # of 5, 4, 3, 2, three 1s: two cards are returned unseen) less what the others entered, and (keeper)
        # a point a card paid to the dragon
        left = _GOLD_TOP - (sum(st["paid"]) if st["mode"] == "keeper" else 0)
        for g in st["gold"]:
            left -= sum(g)
        acts = [["value", v] for v in range(max(0, left) + 1)]
    elif ph == "str":
        acts = [["tr", n] for n in range(5 - sum(st["tr"]))]
    elif ph == "sgem":
        room = _GEMS_USED
        for g in st["gems"]:
            room -= sum(g)
        acts = [["gem", n] for n in range(min(6 - _count(st, "gems", st["sk"]), room) + 1)]
    elif ph == "sfs":
        acts = [["fs", p] for p in _full_sets(st)]
    return acts


def _cards(st):
    """:return: the gold cards a game saved before entered one by one (then ["next"]): still taken"""
    room = _GOLD_USED - (sum(st["paid"]) if st["mode"] == "keeper" else 0)
    for g in st["gold"]:
        room -= len(g)
    return [["gold", v] for v in range(1, 6) if room > 0 and _count(st, "gold", v) < 5] + [["next"]]


def _full_sets(state):
    return [p for p in range(state["np"]) if min(state["gems"][p]) > 0]


def chance(state):
    """:return: the dragon die's outcomes (1, 2, 3: the die shows 1,1,2,2,3,3) when it must be rolled"""
    if state["ph"] in ("roll", "idle"):
        return [(["die", r], 1) for r in (1, 2, 3)]
    return None


def is_over(state):
    return state["ph"] in ("over", "done")


def current(state):
    """:return: the seat to act now, or None (the dragon keeper's die between turns, the game over)"""
    p = decider(state)
    return None if p < 0 or is_over(state) else p


def apply(state, action, checked=False):
    """Apply a legal action or a chance outcome (``checked``: as in the other engines; Emerald's checks are
    made as it applies, and stay).

    :return: None on success, else the reason (and the state is left untouched)
    """
    why = refused(action, is_over(state))
    if why is not None:
        return why
    st = state
    verb = action[0]
    a1 = action[1] if len(action) > 1 else 0
    cur = st.get("cur", 0)
    # the news keeps the turn's moves so far: its last action shows the next player both moves of the turn
    kept = [ev for ev in st["news"] or () if ev[0] == "move"] if st.get("mv") else []
    if verb == "die":
        if chance(st) is None:
            return "no die roll is pending"
        if len(action) != 2 or a1 not in (1, 2, 3):
            return "the dragon die shows 1, 2 or 3"
        d0, f0, t0 = st["dr"], st["face"], st["trk"]
        st["dr"], st["face"] = rules.fly(d0, f0, t0, a1)
        st["fl"] = [d0, f0, t0, a1]
        st["news"] = kept + [["die"]]
        if st["mode"] == "keeper":
            st["rolls"] += 1
            st["ph"] = "ask"
            return None
        st["trig"] = False
        present = _find(st, -1, st["dr"] + _PLAIN, first=False)
        if len(present) == 1:
            _capture(st, present[0])
        elif present:
            st["ph"] = "cap"  # several colours there: the roller chooses
            st["news"].append(["cap"])
        else:
            _flown(st)
        return None
    if action not in legal_actions(st) and not (st["ph"] == "sgold" and action in _cards(st)):
        return "roll the dragon die first" if st["ph"] == "roll" else "not a legal action now"
    st["news"] = kept
    if verb == "move":
        i = _find(st, a1, action[2], st["moved"])
        dest = destination(st, action[2])
        st["news"].append(["move", i, action[2], dest])
        st["kn"][i] = dest
        st["moved"] = i
        st["mv"] += 1
        if st["np"] == 2:
            st["col"] = a1  # 2 players: the knights moved in one turn are of one colour
        st["at"] = dest
        if dest == LAIR:
            st["tr"][cur] += 1  # a treasure card, and the turn ends at once
            st["news"].append(["tr", cur])
            if not _over(st):
                _end_turn(st)
            return None
        st["trig"] = triggers(st, dest)
        m = dest - _PLAIN - 1
        if m >= 0 and (st["gp"][m] or st["op"][m]):
            st["ph"] = "take"
        elif st["trig"]:
            st["ph"] = "roll"
        elif st["mv"] >= 2:
            _end_turn(st)
        else:
            st["ph"] = "move"
    elif verb == "take":
        m = st["at"] - _PLAIN - 1
        st["news"].append(["take", cur, a1, action[2]])
        if a1 == "gem":
            st["gp"][m] -= 1
            st["gems"][cur][action[2]] += 1
            if st["fs"] is None and min(st["gems"][cur]) > 0:
                st["fs"] = cur  # the first to own all four kinds takes the bonus at once, for good
                st["news"].append(["fs", cur])
        else:
            st["op"][m] -= 1
            st["gold"][cur].append(action[2])
        st["took"] = True
        if st["trig"]:
            st["ph"] = "roll"  # the card first, then the dragon
        else:
            _end_turn(st)
    elif verb == "capture":
        _capture(st, a1)
    elif verb == "hit":
        st["who"] = a1
        st["ph"] = "bribe"
        st["news"].append(["hit", a1])
    elif verb in ("pay", "nest") and st["mode"] == "keeper":
        st["paid" if verb == "pay" else "lost"][st["who"]] += 1
        st["news"].append(["paid", st["who"], 0] if verb == "pay" else ["lost", st["who"]])
        st["who"] = -1
        _flown(st)
    elif verb == "pay":
        p = decider(st)
        st["gold"][p].remove(a1)  # any one gold card, removed from the game
        st["paid"].append(a1)
        st["cap"] = -1
        st["news"].append(["paid", p, a1])
        _flown(st)
    elif verb == "nest":
        _nest(st, st["cap"])
    elif verb == "end":
        if st["mode"] == "tracker":
            _end_turn(st)
        else:
            _entry(st)
    elif verb == "none":
        st["news"].append(["none"])
        _flown(st)
    elif verb == "gold":
        st["gold"][st["sp"]].append(a1)
    elif verb == "value":
        st["gold"][st["sp"]] = [a1] if a1 else []
        st["ph"] = "str"
    elif verb == "next":
        st["ph"] = "str"
    elif verb == "tr":
        st["tr"][st["sp"]] = a1
        st["ph"] = "sgem"
    elif verb == "fs":
        st["fs"] = a1
        st["ph"] = "done"
    else:
        st["gems"][st["sp"]][st["sk"]] = a1
        st["sk"] = (st["sk"] + 1) % 4
        if not st["sk"]:
            st["sp"] += 1
            full = _full_sets(st)
            if st["sp"] < st["np"]:
                st["ph"] = "sgold"
            elif len(full) > 1:
                st["ph"] = "sfs"  # several own all four kinds: ask who was first
            else:
                st["fs"] = full[0] if full else None
                st["ph"] = "done"
    return None


def _flown(st):
    """After the flight (and any capture): the track advances, then the turn goes on or ends."""
    trk = st["trk"]
    st["trk"] = rules.advance(trk)
    if st["trk"] != trk:  # at m6-m9 it stays
        st["news"].append(["trk"])
    if st["mode"] == "keeper":
        st["ph"] = "idle"
    elif st["took"] or st["mv"] >= 2:
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
    done = sum(st["tr"]) >= 4
    for p in range(st["np"]):
        done = done or knights_in_play(st, p) <= 1
    if done:
        st["ph"] = "over"
    return done


def _capture(st, c):
    i = _find(st, c, st["dr"] + _PLAIN)
    st["cap"] = i
    if st["gold"][owner(st, c)]:
        st["ph"] = "bribe"
        st["news"].append(["bribe", i])
    else:
        _nest(st, i)  # no gold card to give: the knight goes to the nest


def _nest(st, i):
    st["kn"][i] = NEST
    st["cap"] = -1
    st["news"].append(["nest", i])
    if not _over(st):
        _flown(st)


def result(state):
    """:return: {"players": [{"name", "total", "breakdown"}], "winners": [...]} from the cards held now"""
    out = []
    for p in range(state["np"]):
        g = state["gems"][p]
        gems = {"red": g[0], "green": g[1], "blue": g[2], "yellow": g[3]}
        out.append({"name": name(p), "gold": state["gold"][p], "treasures": state["tr"][p], "gems": gems})
    fs = state["fs"]
    return rules.score_players(out, None if fs is None else name(fs))


def dragon_input(data):
    """The ``dragon`` command (its validation lives in emerald_rules_input, loaded only when used)."""
    from companion.games.emerald import rules_input as emerald_rules_input

    return emerald_rules_input.dragon_input(data)


def score_input(data):
    """The ``score`` command for Emerald (see emerald_rules_input, loaded only when used)."""
    from companion.games.emerald import rules_input as emerald_rules_input

    return emerald_rules_input.score_input(data)
