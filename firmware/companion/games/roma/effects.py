# Roma's card effects (the rule book's list, roma.EFFECT): what activating a card does, its choices, combat.
# Loaded when a card first acts, not for the set-up.

from micropython import const

_TYPED = const(0)
if _TYPED:  # mypy reads this (always_true); MicroPython's compiler drops the block: no import at run time
    from companion.games.roma import engine as eng
else:
    eng = None  # the engine, handed over by roma._effects when it loads this module: imports run one way


_CENTURIO = const(16)
BASILICA = const(18)
_FORUM = const(20)
_TEMPLUM = const(23)
_TURRIS = const(24)


def defence(state, owner, d):
    """:return: the defence of owner's card at disc d now: printed, +1 for each other Turris of its
    owner, minus what the Essedum of the player whose turn it is took off this turn ("la valeur de défense
    des cartes adverses": the player's own cards keep theirs)"""
    discs = state["discs"][owner]
    n = state["printed"][1][discs[d - 1]] - (state["weakened"] if owner != state["turn"] else 0)
    for e in range(6):
        if e != d - 1 and discs[e] == _TURRIS:
            n += 1
    return n


def beside(state, p, d, card):
    """:return: how many of p's cards ``card`` lie on the discs next to disc d"""
    n = 0
    for e in (d - 1, d + 1):
        if 1 <= e <= 6 and eng.card_at(state, p, e) == card:
            n += 1
    return n


def gain(state, p, n):
    """Pay n points from the reserve; what it cannot pay still counts (and empties it)."""
    r = state["reserve"]
    if n > r:
        state["unpaid"] += n - r
        state["news"].append(["extra", n - r])
        r = n
    state["reserve"] = r - n
    state["points"][p] += n
    state["news"].append(["gain", p, n])


def _take(state, n, verb="take"):
    """Move n points (at most all they have) from the opponent to the player."""
    p = state["turn"]
    n = min(n, state["points"][1 - p])
    state["points"][1 - p] -= n
    state["points"][p] += n
    state["news"].append([verb, p, n])


def _remove(state, p, d, gone=False):
    """Take the card off p's disc d: to the discard pile, or out of the game when ``gone``."""
    c = eng.card_at(state, p, d)
    state["news"].append(["out", c])
    state["discs"][p][d - 1] = None
    if gone:
        if "gone" not in state:  # a game saved before the cards out of the game were kept
            state["gone"] = []
        state["gone"].append(c)


def activate(state, card, disc):
    """Do what ``card`` says, activated from ``disc`` (its die already spent): at once, or by asking."""
    what = eng.EFFECT[card]
    p = state["turn"]
    o = 1 - p
    state["phase"] = "act"
    state["pending"] = None
    ask = {"by": card, "disc": disc}
    if what in ("kill", "hand", "aim", "forum", "copy", "consul", "mercator"):
        state["phase"] = "target" if what in ("kill", "hand", "aim") else what
        state["pending"] = ask
    elif what == "front":
        _attack(state, card, disc)
    elif what == "free":
        state["phase"] = "free"
        state["pending"] = {"lay": "free", "kind": eng.effect_kind(card), "by": card}
    elif what == "relay":
        kind = eng.effect_kind(card)
        cards = []
        for d in range(1, 7):
            c = eng.card_at(state, p, d)
            if c is not None and eng.is_person(c) == (kind == 0):
                cards.append(c)
                state["discs"][p][d - 1] = None
        state["phase"] = "relay"
        state["pending"] = {"by": card, "cards": cards, "filled": 0}
    elif what == "legat":
        gain(state, p, eng.empty_discs(state, o))
    elif what == "weaken":
        state["weakened"] += 2
        state["news"].append(["weak", state["weakened"]])
    elif what == "tribune":
        _take(state, 1)
    elif what == "market":
        _take(state, state["discs"][o].count(_FORUM))
    else:  # deck, pile: the cards are on the table
        state["news"].append(["remind", card])


def _attack(state, card, d):
    """A combat against the opponent's card at disc d: the combat die is rolled next, once the defence
    printed on that card is known (asked the first time the card is attacked)."""
    o = 1 - state["turn"]
    if state["printed"][1][eng.card_at(state, o, d)] is None:
        state["phase"] = "guard"
        state["pending"] = {"by": card, "disc": d}
        return
    state["phase"] = "combat"
    state["pending"] = {"by": card, "disc": d, "defence": defence(state, o, d)}


def _boosts(state):
    """:return: the unspent dice a Centurio may add to a lost combat die to win"""
    pend = state["pending"]
    return [v for v in eng.free_dice(state) if pend["die"] + v >= pend["defence"]]


def legal(state):
    """:return: the choices of the effect under way"""
    ph = state["phase"]
    pend = state["pending"]
    if ph == "target":
        return [["target", d] for d in eng.targets(state, pend["by"])]
    if ph == "guard":
        return [["defence", n] for n in range(1, eng.MAXVALUE + 1)]
    if ph == "boost":
        return [["add", v] for v in _boosts(state)] + [["skip"]]
    if ph == "mercator":  # "tant que l'argent ou points gagnants sont disponibles": the most first
        p = state["turn"]
        most = min(state["money"][p] // 2, state["points"][1 - p])
        return [["buy", n] for n in range(most, 0, -1)]
    if ph == "consul":
        return [["consul", v, w] for v in eng.free_dice(state) for w in (v - 1, v + 1) if 1 <= w <= 6]
    if ph in ("forum", "templum"):  # the highest die, the most points, first
        dice = eng.free_dice(state)
        dice.reverse()
        return [[ph, v] for v in dice] + ([["skip"]] if ph == "templum" else [])
    if ph == "copy":
        return [["copy", d] for d in eng.copies(state, pend["disc"], eng.unused(state))]
    if ph == "relay":
        return [["disc", d] for d in range(1, 7) if not pend["filled"] >> (d - 1) & 1]
    # free: cards of the kind from the hand, as many as wanted
    return ([["play"]] if eng.choices(state, "free", pend["kind"]) else []) + [["done"]]


def apply(state, action):
    """Apply a legal choice of the effect under way (roma.apply has checked it)."""
    verb = action[0]
    p = state["turn"]
    o = 1 - p
    pend = state["pending"]
    back = True  # most choices end the effect: back to the turn
    if verb == "target":
        what = eng.EFFECT[pend["by"]]
        if what == "aim":
            _attack(state, pend["by"], action[1])
            back = False
        else:
            # "La adverse et la carte Sicarius sont toutes deux écartées du jeu" (Nero likewise; a Scaenicus
            # that does what a Sicarius does leaves the game itself)
            _remove(state, o, action[1], what == "kill")
            if what == "kill":
                _remove(state, p, pend["disc"], True)
            else:
                state["news"].append(["hand", o])
    elif verb == "defence":  # guard: the attacked card's printed defence, kept in the table
        eng.printed_value(state, 1, eng.card_at(state, o, pend["disc"]), action[1])
        _attack(state, pend["by"], pend["disc"])
        back = False
    elif verb == "combat":
        pend["die"] = action[1]
        state["news"].append(["fight", action[1], pend["defence"]])
        if action[1] >= pend["defence"]:
            _remove(state, o, pend["disc"])
        elif pend["by"] == _CENTURIO and _boosts(state):
            state["phase"] = "boost"
            back = False
    elif verb == "add":
        eng.spend(state, action[1])
        state["news"].append(["fight", pend["die"] + action[1], pend["defence"]])
        _remove(state, o, pend["disc"])
    elif verb == "buy":
        _take(state, action[1], "buy")
        state["money"][p] -= 2 * action[1]
        state["money"][o] += 2 * action[1]
    elif verb == "consul":
        for i in range(3):
            if state["dice"][i] == action[1] and not state["used"] >> i & 1:
                state["dice"][i] = action[2]
                break
    elif verb == "forum":
        eng.spend(state, action[1])
        gain(state, p, action[1] + 2 * beside(state, p, pend["disc"], BASILICA))
        if beside(state, p, pend["disc"], _TEMPLUM) and eng.unused(state):
            state["phase"] = "templum"
            back = False
    elif verb == "templum":
        eng.spend(state, action[1])
        gain(state, p, action[1])
    elif verb == "copy":
        activate(state, eng.card_at(state, p, action[1]), pend["disc"])
        back = False
    elif verb == "disc":  # relay: the next picked-up card
        eng.lay(state, p, action[1], pend["cards"].pop(0))
        pend["filled"] |= 1 << (action[1] - 1)
        back = not pend["cards"]
    elif verb == "play":
        state["phase"] = "card"
        back = False
    if back:
        state["phase"] = "act"
        state["pending"] = None
