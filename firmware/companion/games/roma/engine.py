# Roma (2 players): the cards on both players' six dice discs, points, reserve, sesterces, dice and turns.

import sys

from companion.core.session import refused
from micropython import const

ID = "roma"
NAMES = ("P1", "P2")
OPTIONS = ()
# the rule book's list of cards, in its order: the 17 person cards first, then the 8 buildings
CARDS = (
    "Sicarius",
    "Architectus",
    "Consiliarius",
    "Legat",
    "Gladiator",
    "Mercator",
    "Consul",
    "Legionarius",
    "Nero",
    "Praetorianus",
    "Scaenicus",
    "Haruspex",
    "Senator",
    "Velites",
    "Essedum",
    "Tribunus",
    "Centurio",
    "Aesculapinum",
    "Basilica",
    "Machina",
    "Forum",
    "Mercatus",
    "Onager",
    "Templum",
    "Turris",
)
PERSONS = const(17)  # CARDS[:PERSONS] are persons (32 cards), the rest buildings (20 cards)
# copies of each card in the game, from the rule book's "(2* dans le jeu)"
COPIES = bytes((1, 2, 2, 2, 2, 1, 2, 3, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 6, 2, 2, 2, 2))
# what activating each card does (effects; "" for the cards that act on their own: Basilica, Templum,
# Turris), and the kind of card that effect concerns: p persons, b buildings
EFFECT = (
    "kill",  # Sicarius: an opposing person and the Sicarius leave the game
    "free",  # Architectus: buildings from the hand, free
    "relay",  # Consiliarius: own persons laid again
    "legat",  # Legat: a point from the reserve per disc the opponent leaves empty
    "hand",  # Gladiator: an opposing person back to its owner's hand
    "mercator",  # Mercator: points from the opponent, 2 sesterces each
    "consul",  # Consul: an unspent action die +1 or -1
    "front",  # Legionarius: attacks the card facing it
    "kill",  # Nero: an opposing building and Nero leave the game
    "free",  # Praetorianus: persons from the hand, free (the rule book gives it the Senator's text)
    "copy",  # Scaenicus: does what one of its owner's persons does
    "deck",  # Haruspex: a card of choice from the draw pile (the deck stays on the table)
    "free",  # Senator: persons from the hand, free
    "aim",  # Velites: attacks an opposing person
    "weaken",  # Essedum: opposing defences -2 this turn
    "tribune",  # Tribunus Plebis: a point from the opponent
    "front",  # Centurio: attacks the card facing it, an action die may be added to the combat die
    "pile",  # Aesculapinum: a person from the discard pile (on the table)
    "",  # Basilica
    "relay",  # Machina: own buildings laid again
    "forum",  # Forum: a second action die in points, more beside a Basilica or a Templum
    "market",  # Mercatus: a point from the opponent per opposing Forum
    "aim",  # Onager: attacks an opposing building
    "",  # Templum
    "",  # Turris
)
KIND = "pbp-p---bpp-pp---p-b--b--"
SCAENICUS = const(10)
_FORUM = const(20)
# the only printed values the rule book gives: "Il paie alors le prix indiqué(5)" (a Legat), "jouer la carte
# asculapinum coûte 5 sesterces"
SEED_COSTS = ((3, 5), (17, 5))
MAXVALUE = const(9)  # the highest cost or defence printed on a card: one digit
_DISCS = const(6)
_SETUP = const(8)  # set-up cards: 4 each, P1 first
_START = const(10)  # victory points per player
_RESERVE = const(16)  # victory points left in the reserve

# State: phase: card, cost, defence, disc (a card being laid: its name, its printed cost when it is bought and
# not known yet (both values for a fix), its disc; in the set-up the card facing the next disc), roll, triple,
# act, over, or a card effect's choice (effects: target, guard (an attacked card's printed defence, not
# known yet), combat, boost, mercator, consul, forum, templum, copy, relay, free); turn; placed: set-up cards
# laid; upto: the last disc the set-up asked about on the side being laid; points, reserve, unpaid (points
# owed that the empty reserve could not pay), money; discs: per player the card index facing each dice disc
# 1-6, or None; dice, used (bit i: action die i spent), rerolled; weakened: defence taken off the opponent's
# cards this turn (Essedum); printed: [costs, defences] per card, None until needed and entered (kept in the
# device settings): a cost is asked when the card is first bought, a defence when the card is first attacked;
# pending: None or the choice under way: a card being laid {"lay": setup, buy, free or fix, "kind": 0 persons,
# 1 buildings, -1 any, then "card", "cost"; "by": the card that lays it free}, a card acting {"by": card,
# "disc": its disc}, a combat {"by", "disc": the attacked disc, "defence", then "die"}, a re-lay {"by",
# "cards": still to lay, "filled": bit d-1 for disc d laid}; gone: the cards that left the game (Sicarius,
# Nero and their victims), never offered again; winners; news: what the last action did, for the screens,
# events ["paid", p, n] phase 1, ["dice"], ["fight", die, defence], ["out", card] a card left its disc,
# ["hand", p] back to p's hand, ["gain", p, n] points from the reserve, ["take", p, n] from the opponent,
# ["buy", p, n] Mercator, ["extra", n] unpaid, ["weak", n] Essedum, ["remind", card] Haruspex, Aesculapinum,
# ["dear", card, cost] a card's cost, entered, was more than the sesterces: not bought

REMEMBER = "printed"  # the app keeps the cost and defence table in the settings and passes it back here


def remembered(state):
    """The printed values entered so far, for the next games (each card is asked once)."""
    return state["printed"]


def check_printed(table):
    """:param table: a printed-values table from the device settings
    :return: a clean copy, or None when it is not [costs, defences] of 25 ints in range or None each
    """
    if not isinstance(table, list) or len(table) != 2:
        return None
    out = []
    for row, low in ((table[0], 0), (table[1], 1)):
        if not isinstance(row, list) or len(row) != len(CARDS):
            return None
        for v in row:
            if v is not None and (type(v) is not int or not low <= v <= MAXVALUE):
                return None
        out.append(list(row))
    return out


class _Triples:
    """The rolls of three dice as [(["dice", a, b, c], weight), ...] for a <= b <= c, weights summing to 216;
    made one at a time as they are read: a list of all 56 would take kilobytes of the small heap."""

    def __iter__(self):
        for a in range(1, 7):
            for b in range(a, 7):
                for c in range(b, 7):
                    yield ["dice", a, b, c], 6 if a != b and b != c else (1 if a == c else 3)


THREE_DICE = _Triples()  # chance()'s outcomes when the action dice are rolled


def new_state(players, options):
    """:param players: 2; :param options: none to choose; "printed" may hold the remembered values table"""
    printed = check_printed((options or {}).get(REMEMBER)) or [[None] * len(CARDS), [None] * len(CARDS)]
    for c, cost in SEED_COSTS:
        if printed[0][c] is None:
            printed[0][c] = cost
    return {
        "phase": "card",
        "turn": 0,  # the youngest player (P1) lays first and opens
        "placed": 0,
        "upto": 0,
        "points": [_START, _START],
        "reserve": _RESERVE,
        "unpaid": 0,
        "money": [0, 0],
        "discs": [[None] * _DISCS, [None] * _DISCS],
        "dice": [0, 0, 0],
        "used": 0,
        "rerolled": False,
        "weakened": 0,
        "printed": printed,
        "pending": None,
        "gone": [],
        "winners": [],
        "news": None,
    }


def _effects():
    """The card effects' code, loaded once a card acts (not needed to lay the first cards), or with the
    screens; handed this engine: it does not import the engine back."""
    from companion.games.roma import effects as roma_effects

    roma_effects.eng = sys.modules[__name__]
    return roma_effects


def card_at(state, p, d):
    """:return: the card index player p has facing dice disc d (1-6), or None"""
    return state["discs"][p][d - 1]


def has(state, p, d):
    return state["discs"][p][d - 1] is not None


def empty_discs(state, p):
    return state["discs"][p].count(None)


def is_person(card):
    return card < PERSONS


def effect_kind(card):
    """:return: 0 when the card's effect concerns persons, 1 buildings, -1 any card"""
    return "pb".find(KIND[card])


def targets(state, card):
    """:return: the opponent's discs holding a card ``card`` may remove or attack, in disc order"""
    want = effect_kind(card)
    out = []
    for d in range(1, 7):
        c = card_at(state, 1 - state["turn"], d)
        if c is not None and (want < 0 or is_person(c) == (want == 0)):
            out.append(d)
    return out


def copies(state, disc, spare):
    """:return: the discs of the player's persons a Scaenicus at ``disc`` may copy now"""
    out = []
    for d in range(1, 7):
        c = card_at(state, state["turn"], d)
        if d != disc and c is not None and is_person(c) and c != SCAENICUS:
            if possible(state, c, disc, spare):
                out.append(d)
    return out


def possible(state, card, disc, spare):
    """:return: True when activating ``card`` from ``disc`` does something now

    :param spare: the action dice left unspent once this one is spent
    """
    what = EFFECT[card]
    if what in ("kill", "hand", "aim"):
        return bool(targets(state, card))
    if what == "front":
        return has(state, 1 - state["turn"], disc)
    if what in ("consul", "forum"):
        return spare > 0
    if what == "mercator":
        return state["money"][state["turn"]] >= 2
    if what == "copy":
        return bool(copies(state, disc, spare))
    if what == "legat":  # a point per disc the opponent leaves empty
        return empty_discs(state, 1 - state["turn"]) > 0
    if what == "market":  # a point per opposing Forum
        return _FORUM in state["discs"][1 - state["turn"]]
    return what != ""


def setting_up(state):
    return state["placed"] < _SETUP


def layer(state):
    """:return: the player whose card is being laid (in the set-up, P1's four then P2's)"""
    return state["placed"] // 4 if setting_up(state) else state["turn"]


def next_disc(state):
    """:return: the disc the set-up asks about: the first empty one of the side being laid after the last
    one asked (the cards are told disc by disc, from disc 1)"""
    p = layer(state)
    first = None
    for d in range(6, 0, -1):
        if not has(state, p, d) and (d > state.get("upto", 0) or first is None):
            first = d
    return first


def _skippable(state):
    """:return: True when the set-up's next disc may stay empty: the discs after it still take the side's
    remaining cards"""
    d = next_disc(state)
    room = 0
    for e in range(d + 1, 7):
        if not has(state, layer(state), e):
            room += 1
    return room >= 4 - state["placed"] % 4


def _numbers(verb, low, start):
    """:return: [verb, n] for n from ``low`` to MAXVALUE, the list turned to begin at ``start`` (the cursor
    starts on the likely value; up from it goes to the one below, as the list wraps)"""
    n = MAXVALUE + 1 - low
    start = min(max(start, low), MAXVALUE)
    return [[verb, low + (start - low + i) % n] for i in range(n)]


def free_dice(state):
    """:return: the sorted distinct values of the unspent action dice"""
    out = []
    for i in range(3):
        v = state["dice"][i]
        if not state["used"] >> i & 1 and v not in out:
            out.append(v)
    out.sort()
    return out


def unused(state):
    """:return: how many action dice are still unspent"""
    return 3 - bin(state["used"]).count("1")


def spend(state, v):
    """Mark an unspent action die showing v as spent."""
    for i in range(3):
        if state["dice"][i] == v and not state["used"] >> i & 1:
            state["used"] |= 1 << i
            return


def _laying(state):
    """:return: the card being laid: how (setup, buy, free, fix), the kind wanted, then what is known"""
    return state["pending"] or {"lay": "setup", "kind": -1}


def choices(state, how, wanted, offered=False):
    """:return: the cards that may be picked to lay (``how``: setup, buy, free, fix) of the kind ``wanted``
    (0 persons, 1 buildings, -1 any): a card whose copies are all on the discs or out of the game is not in
    the hand

    :param offered: only whether there is one (the act phase's "play", at every press and every replayed
        action): every card read as for the list, none ranked
    """
    # each card's copies left in the hand, counted once (the action list is made again at every press)
    left = bytearray(COPIES) if how != "fix" else None
    if left is not None:
        for side in state["discs"] + [state.get("gone") or ()]:  # a game saved before "gone" has none
            for c in side:
                if c is not None and left[c]:
                    left[c] -= 1
    money = state["money"][state["turn"]] if how == "buy" else None
    cost = state["printed"][0]
    mine = state["discs"][layer(state)]
    ranked = []  # type: list
    found = False
    for c in range(len(CARDS)):
        if wanted >= 0 and (c < PERSONS) != (wanted == 0) or left is not None and not left[c]:
            continue
        # a cost not entered yet is taken as 1 at least: with no sesterces, nothing is offered to buy
        if money is not None and (1 if cost[c] is None else cost[c]) > money:
            continue
        if offered:
            found = True
            continue
        # the likely ones first: a card this player has laid (a hand holds what its side plays), one whose
        # price is known to be paid, then the most copies left in the hand or the deck
        rank = (how != "setup" and c in mine) * 64 + (money is not None and cost[c] is not None) * 32
        rank += left[c] if left else 0
        i = len(ranked)
        while i and ranked[i - 1][0] < rank:
            i -= 1
        ranked.insert(i, (rank, c))
    if offered:
        return found
    return [r[1] for r in ranked]


def legal_actions(state):
    ph = state["phase"]
    p = state["turn"]
    if ph in ("card", "cost", "defence", "disc"):
        pend = _laying(state)
        how = pend["lay"]
        if ph == "card":
            out = [["card", c] for c in choices(state, how, pend["kind"])]
            if how == "setup" and _skippable(state):
                out.insert(0, ["empty"])
            if how == "buy":  # a value entered wrong shows here first (a card missing, a wrong cost)
                out.append(["fix"])
        elif ph == "disc":
            # from the first empty disc (laying there spares a point in phase 1), in a ring
            p = layer(state)
            first = state["discs"][p].index(None) if None in state["discs"][p] else 0
            out = [["disc", 1 + (first + i) % 6] for i in range(6)]
            if how == "setup":  # a game saved mid set-up by a version that asked the disc
                out = [a for a in out if not has(state, p, a[1])]
        elif how == "buy":
            # the printed cost of a card bought, any a card may have (one dearer than the sesterces is kept
            # and the card stays in the hand): from what the player has, up from the one below
            out = _numbers(ph, 1, state["money"][state["turn"]])
        else:  # a fix: from the value entered (an unknown one: from 1)
            out = _numbers(ph, 1, state["printed"][ph == "defence"][pend["card"]] or 1)
        return out if how == "setup" else out + [["cancel"]]
    if ph == "triple":
        return [["keep"], ["reroll"]]
    if ph in ("roll", "combat", "over"):
        return []
    if ph != "act":
        return _effects().legal(state)
    # the likely choices first: the cards the dice can activate, then each die's money and cards; the dice
    # all spent, ending the turn
    out = []
    spare = unused(state) - 1
    dice = free_dice(state)
    for v in dice:
        card = card_at(state, p, v)
        if card is not None and possible(state, card, v, spare):
            out.append(["activate", v])
    for v in dice:
        out.append(["money", v])
        out.append(["cards", v])
    if not dice:
        out.append(["end"])
    if choices(state, "buy", -1, True):
        out.append(["play"])
    if dice:
        out.append(["end"])
    return out


def chance(state):
    if state["phase"] == "roll":
        return THREE_DICE
    if state["phase"] == "combat":
        return [(["combat", n], 1) for n in range(1, 7)]
    return None


def _is_outcome(state, action):
    """:return: True when ``action`` is one of chance()'s outcomes now (checked without building them)"""
    numbers = action[1:]
    for v in numbers:
        if type(v) is not int:
            return False
    if state["phase"] == "roll":
        return action[0] == "dice" and len(numbers) == 3 and 1 <= numbers[0] <= numbers[1] <= numbers[2] <= 6
    return state["phase"] == "combat" and action[0] == "combat" and len(numbers) == 1 and 1 <= numbers[0] <= 6


_ACT_VERBS = ("money", "cards", "activate", "end", "play")  # what a turn's dice are spent on


def apply(state, action, checked=False):
    """Apply one action or chance outcome; an illegal one returns a reason and changes nothing.

    :param checked: the caller took ``action`` from ``legal_actions(state)`` (or replays what this engine
        accepted): it is not looked for there again
    """
    why = refused(action, is_over(state))
    if why is not None:
        return why
    ph = state["phase"]
    if not checked and not _is_outcome(state, action) and action not in legal_actions(state):
        return "roll the die first" if ph in ("roll", "combat") else "not allowed now"
    verb = action[0]
    if ph == "act" and verb not in _ACT_VERBS:  # checked: a replay from the flash may still hold anything
        return "not allowed now"
    p = state["turn"]
    state["news"] = []
    if verb == "dice":
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
    elif ph in ("card", "cost", "defence", "disc"):
        _lay_step(state, action) if state["pending"] or ph != "card" else _set_up(state, action)
    elif ph != "act":
        _effects().apply(state, action)
    elif verb in ("money", "cards"):
        spend(state, action[1])
        if verb == "money":
            state["money"][p] += action[1]
    elif verb == "activate":
        spend(state, action[1])
        _effects().activate(state, card_at(state, p, action[1]), action[1])
    elif verb == "end":
        state["turn"] = 1 - p
        _phase1(state)
    else:  # play
        state["pending"] = {"lay": "buy", "kind": -1}
        state["phase"] = "card"
    if state["phase"] == "act" and not free_dice(state) and not choices(state, "buy", -1, True):
        state["turn"] = 1 - p  # nothing left to do: the turn ends without asking
        _phase1(state)
    _check_end(state)
    return None


def lay(state, p, d, card):
    """Put ``card`` facing disc d on p's side; a card already there is discarded."""
    old = card_at(state, p, d)
    if old is not None:
        state["news"].append(["out", old])
    state["discs"][p][d - 1] = card


def _set_up(state, action):
    """A set-up card facing the next disc, or that disc left empty; after P1's four, P2's; then the game."""
    d = next_disc(state)
    state["upto"] = d
    if action[0] == "empty":
        return
    lay(state, layer(state), d, action[1])
    state["placed"] += 1
    if state["placed"] % 4 == 0:
        state["upto"] = 0  # the other side, from its disc 1
    if not setting_up(state):
        _phase1(state)


def printed_value(state, which, card, value):
    """Keep a value printed on ``card`` (which: 0 its cost, 1 its defence) in the table."""
    # new lists, not changed in place: the settings keep the old ones, and so see the change
    printed = state["printed"] = [list(state["printed"][0]), list(state["printed"][1])]
    printed[which][card] = value


def _lay_step(state, action):
    """A card being laid: its name, its cost when it is bought and not known yet (both values for a fix),
    then its disc."""
    pend = state["pending"] = _laying(state)
    verb = action[0]
    printed = state["printed"]
    if verb == "cancel":
        _lay_done(state)
    elif verb == "fix":  # from the cards to play: correct a card's values instead
        state["pending"] = {"lay": "fix", "kind": -1}
    elif verb == "card":
        pend["card"] = action[1]
        if pend["lay"] == "fix" or pend["lay"] in ("buy", "setup") and printed[0][action[1]] is None:
            state["phase"] = "cost"  # (setup: a game saved mid set-up by a version that asked)
        else:
            _priced(state)
    elif verb == "cost" and pend["lay"] == "fix":
        pend["cost"] = action[1]
        state["phase"] = "defence"
    elif verb == "cost":
        printed_value(state, 0, pend["card"], action[1])
        if pend["lay"] == "buy" and action[1] > state["money"][state["turn"]]:
            state["news"].append(["dear", pend["card"], action[1]])  # not bought: the cost is known now
            _lay_done(state)
        else:
            _priced(state)
    elif verb == "defence":
        printed_value(state, 0, pend["card"], pend["cost"])
        printed_value(state, 1, pend["card"], action[1])
        _priced(state)
    else:  # disc
        p = layer(state)
        lay(state, p, action[1], pend["card"])
        if pend["lay"] == "buy":
            state["money"][p] -= printed[0][pend["card"]]
        if setting_up(state):
            state["placed"] += 1
            state["pending"] = None
            if not setting_up(state):
                _phase1(state)
            else:
                state["phase"] = "card"
        else:
            _lay_done(state)


def _priced(state):
    """The card's values are known: on to its disc, unless it was only a fix. (A card bought is paid for: the
    cards offered are those the sesterces pay for, and an unknown cost is entered up to them.)"""
    if state["pending"]["lay"] == "fix":
        _lay_done(state)
    else:
        state["phase"] = "disc"


def _lay_done(state):
    """Back to where the lay started: the turn, or the free plays of Architectus and the Senator."""
    pend = state["pending"]
    if pend["lay"] == "free":
        state["pending"] = {"lay": "free", "kind": pend["kind"], "by": pend["by"]}
        state["phase"] = "free"
    else:
        state["pending"] = None
        state["phase"] = "act"


def _phase1(state):
    """Phase 1: 1 point to the reserve per own empty dice disc, then the dice are to be rolled."""
    p = state["turn"]
    pay = min(empty_discs(state, p), state["points"][p])
    state["points"][p] -= pay
    state["reserve"] += pay
    state["news"].append(["paid", p, pay])
    state["used"] = 0
    state["dice"] = [0, 0, 0]
    state["rerolled"] = False
    state["weakened"] = 0
    state["pending"] = None
    state["phase"] = "roll"


def _check_end(state):
    if setting_up(state):
        return
    points = state["points"]
    if points[0] == 0 or points[1] == 0 or state["reserve"] == 0:
        state["phase"] = "over"
        state["pending"] = None
        best = max(points)
        state["winners"] = [p for p in (0, 1) if points[p] == best]


def is_over(state):
    return state["phase"] == "over"


def current(state):
    """:return: the seat to act now, or None once the game is over"""
    return None if is_over(state) else state["turn"]


def result(state):
    players = [
        {"name": NAMES[p], "total": state["points"][p], "breakdown": {"points": state["points"][p]}}
        for p in (0, 1)
    ]
    winners = [NAMES[p] for p in state["winners"]] if is_over(state) else []
    return {"players": players, "winners": winners}
