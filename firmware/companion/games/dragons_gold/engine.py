# L'Or des dragons (Dragon's Gold): dragon hunt tracker, bag and pile count, Foire, end token entry, scoring.

from companion.core.session import refused
from micropython import const

ID = "dragons_gold"
OPTIONS = (("rules", "Rules", ("basic", "advanced"), ("Basic rules", "Advanced rules")),)

# Token kinds, in entry and breakdown order, and how many the bag holds (docs/RULES.md: 126 tokens)
KINDS = ("silver", "gold", "magic", "black", "green", "blue", "purple", "yellow", "white")
CAPS = (35, 20, 16, 1, 12, 12, 12, 12, 6)
_BLACK = const(3)  # index of black in KINDS
BAG = const(126)
_PILE = const(14)  # 18 dragon cards, 4 opening ones
_CARDS = const(18)
_DRAWN = const(0x3FFFF)  # state["used"]: bit i card i of the deck drawn in this game, bit 18 not dealt
_FOIRE_AT = const(7)  # "entre la 7eme et la 8eme carte" of the pile left
_SLOTS = const(4)
_MAX_POWER = const(20)  # dragon power and treasure counts are on the cards: the device asks
_MAX_TREASURE = const(12)
_MAX_ATTACK = const(9)

# Adventurer cards per player: index 0-1 warriors, 2 thief, 3 wizard; kinds 0 warrior, 1 thief, 2 wizard
CARD_KIND = (0, 0, 1, 2)
KIND_NAMES = ("warrior", "thief", "wizard")
UP = const(0)  # face up, available
PLAYED = const(1)  # under a living dragon
DOWN = const(2)  # face down, back after a kill
TIME_UP = const(3)  # state["timer"] once the minute has run out: "No deal" is all that is left
_REVEAL = ("power", "known", "hidden", "power")
REMEMBER = "deck"  # the app keeps the dragon cards seen in the device settings and passes them back here

# State (JSON-able):
#   n, rules       players (3-6), "basic" | "advanced"
#   phase          "reveal" (entering a dragon's card: field 0 the card among those of the deck not drawn
#                  yet, or its power when none is known, 3 its power ("Other card"), 1 its known tokens;
#                  field 2 its hidden tokens, asked when the dragon is killed and they are drawn),
#                  "first" (ROLL draws the first player), "turn" (attack), "value" (the card's attack
#                  value), "split" (coalition: 1 minute to agree), "steal" (thieves in order),
#                  "foire" (1 minute of free trading), "end" (what the scores need, see entry),
#                  "over" ("tokens" in a game saved before, which asked every count: the end's questions
#                  start over)
#   slot, field    the dragon being revealed / attacked; the reveal field
#   card           the card index being played (phase "value")
#   dragons        4 slots: [power, known, hidden (-1: not asked yet), tokens on the card] or None
#                  (killed, not replaced)
#   under          4 slots: [[player, card, value], ...] adventurers under that dragon, in play order
#   cards          per player, 4 card states UP / PLAYED / DOWN
#   turn           whose turn (-1 before the first player is drawn)
#   pile, drawn    dragon cards left in the pile; drawn from it so far (Foire at the 7th)
#   bag            tokens left in the bag
#   timer, tid     0 off, 1 running, 2 paused, 3 run out ("timeup": the screens saw the minute end);
#                  tid counts timers started (the screens restart theirs)
#   kill           the kill being resolved: {"slot", "by" (players in play order), "loot", "red"
#                  (wizard priority: player or -1), "thieves" (in play order), "steal" (next index),
#                  "deal" (None, True, False)}, or None
#   news           what the last action did, for the screens (None before the first): a list of events
#                  named with words the engine already uses: ["first", p] drawn to start, ["known",
#                  slot, n] n tokens from the bag onto a new dragon, ["attack", slot] it lives, ["kill",
#                  slot, n, loot, p] killed, n hidden tokens drawn, p (-1: a coalition) takes the loot,
#                  ["deal", loot], ["nodeal", loot, p] (p: the lone wizard who keeps the red tokens, or
#                  -1), ["stolen", p] a theft, ["foire"], ["traded"], ["up", p] p turned their cards
#                  face up, ["pass", p] p has no adventurer to use, ["end", why, n] (why: 0 no treasure
#                  left, 1 nobody can attack, 2 no dragon left; n tokens left on living dragons, out of
#                  the game); the timer's actions (pause, resume, timeup) leave it as it is
#   foire          True once the Foire has been held
#   deck, used     the dragon cards seen in the games so far (deck.card: power, known, hidden), kept
#                  by the app from game to game; bit i: card i drawn in this game, bit 18: the players
#                  turn their own opening cards (the device deals them while it knows the whole deck); a
#                  game saved before has neither (an int, not a list: a smaller state on a tight heap)
#   seen           per player and card (character player*4+card), its attack value 1-9 when last played
#                  ("0": not yet), a str (a list of ints took 170 bytes more of a 96k heap all game long):
#                  the screens start the value list there (the card is the same card)
#   tokens, entry  during the hunt, per player the tokens taken (a deal's shares counted as even; None
#                  before any); at the end per player 9 KINDS values the scoring reads, then that row of
#                  tokens taken; the next question: e < n player e's points of silver, gold and red (kept
#                  as silver), e == n who has the black diamond, then the five colours: who has most (2
#                  for each of them), then (advanced rules) player e-n-6 has every colour (1 where not
#                  most)


def new_state(players, options=None):
    """A new hunt: the four opening dragons are to be entered.

    :param players: 3..6
    :param options: {"rules": "basic" | "advanced"}
    """
    if not 3 <= players <= 6:
        raise ValueError("dragons_gold: 3-6 players")
    rules = (options or {}).get("rules", "basic")
    return {
        "n": players,
        "rules": rules,
        "phase": "reveal",
        "slot": 0,
        "field": 0,
        "card": -1,
        "dragons": [None] * _SLOTS,
        "under": [[] for _ in range(_SLOTS)],
        "cards": [[UP, UP, UP, UP] for _ in range(players)],
        "seen": "0" * (4 * players),
        "turn": -1,
        "pile": _PILE,
        "drawn": 0,
        "bag": BAG,
        "timer": 0,
        "tid": 0,
        "kill": None,
        "news": None,
        "foire": False,
        "tokens": None,  # made at the end: a smaller state to save all game long
        "entry": 0,
        "deck": check_deck((options or {}).get(REMEMBER)),
        "used": 0,
    }


def check_deck(table):
    """:param table: dragon cards from the device settings (deck.card each)
    :return: a copy, or none unless it is at most 18 cards, power 1-20, tokens 0-12 (hidden: or not seen)"""
    if not isinstance(table, list) or len(table) > _CARDS:
        return []
    for c in table:
        if type(c) is not int or not 256 <= c < (_MAX_POWER + 1) * 256:
            return []
        if c >> 4 & 15 > _MAX_TREASURE or c & 15 > _MAX_TREASURE + 1:
            return []
    return list(table)


def remembered(state):
    """The dragon cards seen, for the next games (a game saved before keeps none)."""
    return state.get("deck")


def unseen(state):
    """True when the deck holds cards not drawn in this game: they are offered (their module is loaded then;
    never in a first game, whose cards are all drawn ones)"""
    return state.get("used", 0) & _DRAWN != (1 << len(state.get("deck") or ())) - 1


def cards():
    """:return: the module of a card turned up: the deck seen, the deal (loaded then)"""
    from companion.games.dragons_gold import effects as dragons_gold_effects

    return dragons_gold_effects


def ending():
    """:return: the module of the end's questions (loaded for the end)"""
    from companion.games.dragons_gold import entry as dragons_gold_entry

    return dragons_gold_entry


def attack(state, slot):
    """The total attack value of the adventurers under a dragon."""
    total = 0
    for entry in state["under"][slot]:
        total += entry[2]
    return total


def can_attack(state, p):
    """True when player ``p`` has an adventurer face up, or face down to turn up (not all under dragons)."""
    for s in state["cards"][p]:
        if s != PLAYED:
            return True
    return False


def _on_dragons(state):
    """Tokens on the dragons in play; -1 when no dragon is in play."""
    n = -1
    for d in state["dragons"]:
        if d is not None:
            n = max(n, 0) + d[3]
    return n


def legal_actions(state):
    """The choices now (the first-player draw is a chance node, never listed here)."""
    ph = state["phase"]
    if ph == "reveal":
        f = state["field"]
        if chance(state):
            return [["card", -1]]  # the players turn their own cards instead
        if f == 0 and unseen(state):
            left = cards().left(state)
            if left:
                return [["card", i] for i in left] + [["card", -1]]
        top = _MAX_POWER if f in (0, 3) else _MAX_TREASURE
        return [[_REVEAL[f], v] for v in range(1 if f in (0, 3) else 0, top + 1)]
    if ph == "turn":
        p = state["turn"]
        acts = []
        for s in range(_SLOTS):
            if state["dragons"][s] is None:
                continue
            for k in range(3):
                for c in range(4):
                    if CARD_KIND[c] == k and state["cards"][p][c] == UP:
                        acts.append(["attack", s, KIND_NAMES[k]])
                        break
        return acts
    if ph == "value":
        return [["value", v] for v in range(1, _MAX_ATTACK + 1)]
    if ph in ("split", "foire"):
        if state["timer"] == TIME_UP:  # docs/RULES.md: once the minute has run out, only "No deal"
            return [["nodeal"]] if ph == "split" else [["traded"]]
        acts = [["deal"], ["nodeal"]] if ph == "split" else [["traded"]]
        if state["timer"] == 1:
            # "timeup": the minute has run out on the screens' sand timer (ui.due)
            return acts + [["pause"], ["timeup"]]
        return acts + [["resume"]]
    if ph == "steal":
        return [["stolen"]]
    if ph == "tokens":  # a game saved asking every count: the end's questions instead, from the first
        state["news"] = []
        _end(state, 0, 0)
        state["news"] = None
        ph = "end"
    if ph == "end":
        return ending().actions(state)  # loaded for the end: not on the heap during the hunt
    return []


def _allowed(state, action):
    # the long number lists are checked without building them (less garbage on a small heap)
    ph = state["phase"]
    if ph == "end":
        return ending()._allowed(state, action)
    if ph in ("reveal", "value"):
        if not isinstance(action, list) or len(action) != 2 or type(action[1]) is not int:
            return False
        if ph == "reveal" and (action[0] == "card" or state["field"] == 0 and unseen(state)):
            return action in legal_actions(state)
        v = action[1]
        if ph == "value":
            return action[0] == "value" and 1 <= v <= _MAX_ATTACK
        f = state["field"]
        return action[0] == _REVEAL[f] and (1 if f in (0, 3) else 0) <= v <= (
            _MAX_POWER if f in (0, 3) else _MAX_TREASURE
        )
    return action in legal_actions(state)


def chance(state):
    """The first player is drawn at random ("Le premier joueur est tire au sort"); while the device knows the
    whole deck, it deals the opening dragons ("Les cartes Dragon sont melangees"): the players lay the cards
    it names."""
    ph = state["phase"]
    if ph == "reveal" and state["turn"] < 0 and state["field"] == 0 and not state.get("used", 0) >> _CARDS:
        if len(state["deck"]) == _CARDS:
            used = state["used"]  # any card of the deck not dealt yet, alike
            return [(["deal", i], 1) for i in range(_CARDS) if not used >> i & 1]
    if ph != "first":
        return None
    return [(["first", p], 1) for p in range(state["n"])]


def apply(state, action, checked=False):
    """Apply an action or a chance outcome; an illegal one returns the reason and changes nothing.

    :param checked: the caller took ``action`` from ``legal_actions(state)`` (or replays what this engine
        accepted): it is not looked for there again
    """
    why = refused(action, is_over(state))
    if why is not None:
        return why
    outcomes = chance(state)
    if outcomes is not None and action != ["card", -1]:
        if action not in [o for o, _ in outcomes]:
            return "roll"
        if action[0] == "deal":
            state["news"] = [["dealt", state["slot"], action[1]]]
            _card(state, action[1])
            return None
        state["turn"] = action[1]
        state["news"] = [action]
        _begin_turn(state)
        return None
    if not checked and not _allowed(state, action):
        return "not allowed now"
    verb = action[0]
    if verb not in ("pause", "resume", "timeup"):  # the timer's controls change nothing on the table
        state["news"] = []
    if verb in _REVEAL:
        _reveal(state, action[1])
    elif verb == "card" and action[1] < 0:  # a card the deck does not know yet, or not dealt
        state["field"] = 3
        if state["turn"] < 0:
            state["used"] |= 1 << _CARDS  # the players turn their own: no more dealing
    elif verb == "card":
        _card(state, action[1])
    elif verb == "attack":
        p = state["turn"]
        k = KIND_NAMES.index(action[2])
        for c in range(4):
            if CARD_KIND[c] == k and state["cards"][p][c] == UP:
                break
        state["slot"] = action[1]
        state["card"] = c
        state["phase"] = "value"
    elif verb == "value":
        _play(state, action[1])
    elif verb == "pause":
        state["timer"] = 2
    elif verb == "resume":
        state["timer"] = 1
    elif verb == "timeup":
        state["timer"] = TIME_UP
    elif verb in ("deal", "nodeal"):
        # no deal: the treasure is set aside, out of the game; the lone wizard's reds and the thefts
        # still happen ("Il les conserve, même si le partage du restant du trésor échoue")
        kill = state["kill"]
        state["timer"] = 0
        kill["deal"] = verb == "deal"
        state["news"].append(
            ["deal", kill["loot"]] if kill["deal"] else ["nodeal", kill["loot"], kill["red"]]
        )
        _after_split(state)
    elif verb == "stolen":
        kill = state["kill"]
        state["news"].append(["stolen", kill["thieves"][kill["steal"]]])
        kill["steal"] += 1
        if kill["steal"] >= len(kill["thieves"]):
            _finish_kill(state)
    elif verb == "traded":
        state["timer"] = 0
        state["foire"] = True
        state["news"].append(["traded"])
        _next_turn(state)
    elif verb in ("pts", "black", "most", "five"):
        ending().apply(state, verb, action[1])
    else:  # only a damaged checkpoint's replay (checked) brings one: it is refused
        return "not an action"
    return None


def _reveal(state, v):
    s = state["slot"]
    f = state["field"]
    if f in (0, 3):
        state["dragons"][s] = [v, 0, 0, 0]
        state["field"] = 1
        return
    d = state["dragons"][s]
    if f == 1:
        deck = state.get("deck")
        if deck is not None and len(deck) < _CARDS:  # a card not seen before: kept for the next games
            state["used"] |= 1 << len(deck)
            deck.append(d[0] * 256 + v * 16)  # deck.card(power, known, -1): its hidden number not seen
        _laid(state, v, -1)
        return
    d[2] = v
    deck = state.get("deck") or []
    for i in range(len(deck)):  # the card's hidden number, kept with it for the next games
        if state["used"] >> i & 1 and deck[i] == d[0] * 256 + d[1] * 16:  # deck.card(power, known, -1)
            deck[i] += v + 1
            break
    state["field"] = 0
    if attack(state, s) >= d[0]:  # the hidden tokens of the dragon just killed
        _kill(state)
        return
    _next_card(state)  # a game saved before, which asked them with the card


def _card(state, i):
    """A card of the deck turned up (or dealt): all its numbers are known."""
    c = cards().numbers(state["deck"][i])
    state["used"] |= 1 << i
    state["dragons"][state["slot"]] = [c[0], 0, 0, 0]
    _laid(state, c[1], c[2])


def _laid(state, known, hidden):
    """The card's numbers are in: the known part is drawn from the bag at once, as far as the bag goes; the
    hidden part is asked when the dragon is killed, if not known (a dragon alive at the end, or killed once
    the bag is empty, never)."""
    s = state["slot"]
    d = state["dragons"][s]
    got = min(known, state["bag"])
    d[1] = known
    d[2] = hidden
    d[3] = got
    state["bag"] -= got
    if got:
        state["news"].append(["known", s, got])
    state["field"] = 0
    _next_card(state)


def _next_card(state):
    s = state["slot"]
    if state["turn"] < 0:
        if s + 1 < _SLOTS:
            state["slot"] = s + 1
        else:
            state["phase"] = "first"
        return
    if state["drawn"] == _FOIRE_AT and not state["foire"]:
        _start_timer(state, "foire")
        state["news"].append(["foire"])
        return
    _next_turn(state)


def _start_timer(state, phase):
    state["phase"] = phase
    state["timer"] = 1
    state["tid"] += 1


def _play(state, value):
    s = state["slot"]
    p = state["turn"]
    c = state["card"]
    state["cards"][p][c] = PLAYED
    state["under"][s].append([p, c, value])
    i = 4 * p + c
    seen = state["seen"]
    state["seen"] = seen[:i] + str(value) + seen[i + 1 :]
    state["card"] = -1
    d = state["dragons"][s]
    if attack(state, s) < d[0]:
        state["news"].append(["attack", s])
        _next_turn(state)
        return
    if d[2] < 0 and state["bag"]:  # killed: its hidden tokens are drawn now, the device asks how many
        state["phase"] = "reveal"
        state["field"] = 2
        return
    _kill(state)


def _kill(state):
    s = state["slot"]
    p = state["turn"]
    d = state["dragons"][s]
    # the hidden part is drawn, unless the bag is already empty
    got = min(max(d[2], 0), state["bag"])
    state["bag"] -= got
    by = []
    thieves = []
    wizards = []
    for owner, card, _ in state["under"][s]:
        if owner not in by:
            by.append(owner)
        if CARD_KIND[card] == 1:
            thieves.append(owner)
        elif CARD_KIND[card] == 2:
            wizards.append(owner)
    coalition = len(by) > 1
    state["news"].append(["kill", s, got, d[3] + got, -1 if coalition else p])
    red = wizards[0] if coalition and len(wizards) == 1 and state["rules"] == "basic" else -1
    state["kill"] = {
        "slot": s,
        "by": by,
        "loot": d[3] + got,
        "red": red,
        "thieves": thieves if coalition else [],
        "steal": 0,
        "deal": None,
    }
    if coalition and state["kill"]["loot"]:
        _start_timer(state, "split")
    elif coalition:  # nothing to share: no minute to agree; the thieves still steal
        state["kill"]["deal"] = True
        _after_split(state)
    else:
        state["kill"]["deal"] = True
        _finish_kill(state)


def _after_split(state):
    if state["kill"]["thieves"]:
        state["phase"] = "steal"
    else:
        _finish_kill(state)


def _finish_kill(state):
    """Adventurers go back face down, the dragon leaves, the pile refills its place while it can."""
    kill = state["kill"]
    s = kill["slot"]
    if kill["deal"] and kill["loot"]:
        # what each player took, for the end's counts to start from (a share of a deal taken as even)
        got = state["tokens"] or [0] * state["n"]
        by = kill["by"]
        for i in range(len(by)):
            got[by[i]] += kill["loot"] // len(by) + (i < kill["loot"] % len(by))
        state["tokens"] = got
    for owner, card, _ in state["under"][s]:
        state["cards"][owner][card] = DOWN
    state["under"][s] = []
    state["dragons"][s] = None
    state["kill"] = None
    if state["pile"] > 0 and state["bag"] > 0:
        state["pile"] -= 1
        state["drawn"] += 1
        state["phase"] = "reveal"
        state["slot"] = s
        state["field"] = 0
        return
    _next_turn(state)


def _next_turn(state):
    """The next player who can attack plays; the others pass. The hunt ends when nothing is left to share
    or nobody can attack (docs/RULES.md)."""
    left = _on_dragons(state)
    if state["bag"] == 0 and left <= 0:
        # "plus le moindre trésor à partager": dragons without treasure need not be killed
        _end(state, 0, 0)
        return
    if left < 0:  # the pile ran out before the bag: every dragon is dead
        _end(state, 2, 0)
        return
    n = state["n"]
    p = state["turn"]
    for _ in range(n):
        p = (p + 1) % n
        if can_attack(state, p):
            state["turn"] = p
            _begin_turn(state)
            return
        state["news"].append(["pass", p])
    _end(state, 1, left)


def _begin_turn(state):
    """ "il n'a devant lui plus que des cartes faces cachees, il doit toutes les retourner"."""
    state["phase"] = "turn"
    cards = state["cards"][state["turn"]]
    if UP not in cards and DOWN in cards:
        for c in range(4):
            if cards[c] == DOWN:
                cards[c] = UP
        state["news"].append(["up", state["turn"]])


def _end(state, why, out):
    """:param why: 0 no treasure left to share, 1 nobody can attack, 2 no dragon left
    :param out: tokens left on living dragons: out of the game"""
    news = state["news"]
    while news and news[-1][0] == "pass":  # nobody can attack: the end says it for all of them
        news.pop()
    news.append(["end", why, out])
    state["phase"] = "end"
    state["turn"] = -1
    state["entry"] = 0
    # the values to score, then (a row more) what each player was seen to take, for the answers to start from
    got = state["tokens"] or [0] * state["n"]
    if type(got[0]) is list:  # the end of a game saved before: its rows of counts, then (maybe) the taken
        got = got[state["n"]] if len(got) > state["n"] else [0] * state["n"]
    state["tokens"] = [[0] * len(KINDS) for _ in range(state["n"])] + [got]


def is_over(state):
    return state["phase"] == "over"


def current(state):
    """:return: the seat to act now, or None (before the first player is drawn, the game over)"""
    p = state["turn"]
    return None if p < 0 or is_over(state) else p


def result(state):
    """Final scores from the tokens entered at the end."""
    names = ["P%d" % (i + 1) for i in range(state["n"])]
    return scoring().score(names, state["rules"], state["tokens"][: state["n"]])


def score_input(data):
    """The ``score`` command (see score.score_input)."""
    return scoring().score_input(data)


def scoring():
    """:return: the scoring module (loaded at the end, or by the command), handed the token kinds and caps:
    it does not import the engine back"""
    from companion.games.dragons_gold import score as dragons_gold_score

    dragons_gold_score.KINDS = KINDS
    dragons_gold_score.CAPS = CAPS
    return dragons_gold_score
