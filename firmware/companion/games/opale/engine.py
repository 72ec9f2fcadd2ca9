# Opale (2 players): board tracker - the nine locations, triggers, captures, dragon pawn, end, scoring.


from companion.core.session import refused
from micropython import const

ID = "opale"
OPTIONS = (
    ("scoring", "Scoring", ("table", "total"), ("Points table", "Pile totals")),
    ("premonition", "Premonition", ("off", "on"), ("Off", "On")),
    ("shells", "Magic shells", ("off", "on"), ("Off", "On")),
)

# The nine locations in the rule book's order ("Detail des emplacements" 1..9), as indices 0..8.
CHASSE = const(0)  # Chasseresse Pieuvre: 3 silhouettes, the 3rd card takes every Dragon Corail
CORAIL = const(1)  # Dragon Corail: takes every Perle de Nacre
PERLE = const(2)  # Perle de Nacre: no effect
SORC = const(3)  # Sorciere des Abysses: takes every Perle or every Dragon Petrifie (+ the pawn)
PETRI = const(4)  # Dragon Petrifie: no effect
GOLEM = const(5)  # Golem de Lave: takes every Sorciere
GARDIEN = const(6)  # Gardien des Tenebres: 4 silhouettes, the 4th card takes the four Gardiens
TORTUE = const(7)  # Chevaucheur de Tortue: 2 silhouettes, the 2nd takes every Golem or every Sorciere
CITE = const(8)  # Cite Sous Marine: 3 silhouettes, the 3rd takes the cards under the board
NAMES = (
    "Chasseresse Pieuvre",
    "Dragon Corail",
    "Perle de Nacre",
    "Sorciere des Abysses",
    "Dragon Petrifie",
    "Golem de Lave",
    "Gardien des Tenebres",
    "Chevaucheur de Tortue",
    "Cite Sous Marine",
)
KEYS = ("chasseresse", "corail", "perle", "sorciere", "petrifie", "golem", "gardien", "chevaucheur")
CAP = (3, 0, 0, 0, 0, 0, 4, 2, 3)  # silhouettes drawn on the location; 0: one outline, no limit
_TYPED = const(0)
if _TYPED:  # mypy reads this (always_true); MicroPython's compiler drops the block
    TAKES: tuple[tuple[int, ...], ...]  # tuples of several lengths, one a location
# what a trigger on each location may take: location indices, -1 the cards under the board
TAKES = ((CORAIL,), (PERLE,), (), (PERLE, PETRI), (), (SORC,), (GARDIEN,), (GOLEM, SORC), (-1,))
SCORED = const(8)  # card types that can reach a score pile: every one but the Cite
SHELLS = ("again", "two", "swap", "draw3", "block")  # the five shell tokens (variant 2)

_DECK = const(50)  # 100 cards, each player "prend les cartes de sa couleur"
_HAND = const(5)
_DRAGON = const(3)  # "Le pion Dragon rapporte 3 points"
_MAXPTS = const(99)  # per-card points in the table
_MAXTOT = const(999)  # a pile total entered by hand

# State (JSON-able):
#   opt   [scoring "table"|"total", premonition bool, shells bool]
#   turn  whose turn (0/1)
#   hand, deck   cards per player (premonition's set-aside cards count in deck: they refill the hand too)
#   board cards on each of the nine locations
#   under [chasseresse, chevaucheur] face up under the board
#   pile  per player, cards per type 0..7 in the score pile
#   cite  Cite triggers so far (3 cards set aside each)
#   disc  cards discarded per player (shells)
#   dragon  holder of the pawn or None; ret  player who must return a random card (ROLL) or None
#   pl    plays this turn; mx  plays allowed (2 with the "two" shell); fl  first location played
#   sh    per player, bitmask of used shells; su  a shell used this turn; ag  "again" pending
#   blk   [location, player who blocked it] or None
#   last  player who plays the final turn, or None; ph  "play" | "score" | "over"
#   pts   the points table (8 ints); tot  pile totals entered; ed  the entry being edited
#   news  what the last action did, for the screens (None before the first): a list of events named
#         with words the engine already uses: ["pile", p, loc, n] p's score pile took n cards of loc,
#         ["under", loc, n] n cards went under the board, ["cite", p, n] a Cite trigger gave p the n
#         cards from under the board, ["dragon", p] the pawn to p, ["back", p, i] p put card i of their
#         hand on their deck, ["last", p] p
#         plays the last turn, ["shell", p, i, ...] p used shell i (SHELLS) with its argument


REMEMBER = "points"  # the app keeps the points table in the device settings and passes it back here


def remembered(state):
    """The points table to keep for the next games (the user edits it once, at a game's end)."""
    return state["pts"]


def default_points():
    """The points table before the user set it: one int per scored type, in ``KEYS`` order."""
    return [0] * SCORED


def check_points(table):
    """:param table: a points table from the device settings
    :return: a clean copy, or None when it is not a list of 8 ints in 0..99
    """
    if not isinstance(table, list) or len(table) != SCORED:
        return None
    for v in table:
        if type(v) is not int or not 0 <= v <= _MAXPTS:
            return None
    return list(table)


def new_state(players, options=None):
    """A fresh game: 5 cards in each hand, 45 left to draw.

    :param players: 2
    :param options: {"scoring", "premonition", "shells"}; an optional "points" key holds the device's
        points table (see ``check_points``)
    """
    if players != 2:
        raise ValueError("opale: 2 players")
    options = options or {}
    pts = check_points(options.get("points")) or default_points()
    opt = [options.get("scoring", "table"), options.get("premonition") == "on", options.get("shells") == "on"]
    return {
        "opt": opt,
        "turn": 0,
        "hand": [_HAND, _HAND],
        "deck": [_DECK - _HAND, _DECK - _HAND],
        "board": [0] * 9,
        "under": [0, 0],
        "pile": [[0] * SCORED, [0] * SCORED],
        "cite": 0,
        "disc": [0, 0],
        "dragon": None,
        "ret": None,
        "pl": 0,
        "mx": 1,
        "fl": None,
        "sh": [0, 0],
        "su": False,
        "ag": False,
        "blk": None,
        "last": None,
        "ph": "play",
        "pts": pts,
        "tot": [0, 0],
        "ed": 0,
        "news": None,
    }


def is_over(state):
    return state["ph"] == "over"


def current(state):
    """:return: the seat to act now, or None once the game is over"""
    return None if is_over(state) else state["turn"]


def chance(state):
    """The random card the pawn's previous holder puts back on their deck: one outcome per card in hand."""
    p = state["ret"]
    if p is None:
        return None
    return [(["back", i], 1) for i in range(1, state["hand"][p] + 1)]


def targets(state, loc, n):
    """What a play of ``n`` cards on ``loc`` may take: [None] (nothing to choose) or location indices.

    Only non-empty stacks are offered; with none, the play takes nothing.
    """
    cap = CAP[loc]
    if cap and state["board"][loc] + n < cap:
        return [None]
    opts = TAKES[loc]
    if len(opts) < 2:
        return [None]
    out = [t for t in opts if state["board"][t] > 0]
    return out or [None]


def room(state, loc):
    """Most cards the player may put on ``loc`` now (0: not playable)."""
    p = state["turn"]
    blk = state["blk"]
    if blk is not None and blk[0] == loc and blk[1] != p:
        return 0
    if state["pl"] and state["fl"] == loc:
        return 0
    n = state["hand"][p]
    if CAP[loc]:
        n = min(n, CAP[loc] - state["board"][loc])
    return n


def _end_shells(state):
    """The end-of-turn shell actions the player may use now."""
    p = state["turn"]
    if not state["opt"][2] or state["su"]:
        return []
    acts = []
    used = state["sh"][p]
    if not used & 1 and state["last"] is None:
        acts.append(["shell", 0])
    if not used & 16:
        for loc in range(9):
            acts.append(["shell", 4, loc])
    return acts


def _gain(state, loc, n, take):
    """:return: how many cards a play of ``n`` on ``loc`` taking ``take`` (None: what it must) takes"""
    cap = CAP[loc]
    if cap and state["board"][loc] + n < cap:
        return 0
    if take is None:
        take = TAKES[loc][0] if len(TAKES[loc]) == 1 else None
    if take is None:
        return 0
    return state["under"][0] + state["under"][1] if take == -1 else state["board"][take]


def legal_actions(state):
    """Plays: ["play", loc, n] or ["play", loc, n, taken] (taken: the location whose cards the trigger
    takes), the likely ones first; one action a play keeps the history (the saved game) small. Also ["end"],
    ["pass"], ["shell", i, ...] and, once the game is over, the scoring entries ["add", delta], ["next"],
    ["done"].
    """
    ph = state["ph"]
    if ph == "over" or state["ret"] is not None:
        return []
    if ph == "score":
        vals = state["pts"] if state["opt"][0] == "table" else state["tot"]
        v = vals[state["ed"]]
        hi = _MAXPTS if state["opt"][0] == "table" else _MAXTOT
        acts = []
        steps = (1, -1) if hi == _MAXPTS else (1, -1, 10, -10)
        for d in steps:
            if 0 <= v + d <= hi:
                acts.append(["add", d])
        return acts + [["next"], ["done"]]
    p = state["turn"]
    acts = []
    if state["pl"] < state["mx"]:
        # the likely plays first: fewer cards (a hand of five holds one of a kind more often than two), then
        # the most cards taken, then the board's order
        ranked = []  # type: list
        for loc in range(9):
            for n in range(1, room(state, loc) + 1):
                for t in targets(state, loc, n):
                    rank = n * 1000 - _gain(state, loc, n, t)
                    i = len(ranked)
                    while i and ranked[i - 1][0] > rank:
                        i -= 1
                    ranked.insert(i, (rank, ["play", loc, n] if t is None else ["play", loc, n, t]))
        acts = [r[1] for r in ranked]
    if state["pl"] == 0:
        blk = state["blk"]
        if not acts or (blk is not None and blk[1] != p):
            acts.append(["pass"])  # nothing in hand, or only cards of the blocked location
        if state["opt"][2] and not state["su"]:
            used = state["sh"][p]
            hand, deck = state["hand"][p], state["deck"][p]
            if not used & 2:
                acts.append(["shell", 1])
            if not used & 4:
                for x in range(1, min(hand, deck) + 1):
                    acts.append(["shell", 2, x])
            if not used & 8 and deck >= 3:
                acts.append(["shell", 3])
    else:
        acts.append(["end"])
        acts.extend(_end_shells(state))
    return acts


def apply(state, action, checked=False):
    """Apply ``action``; return None, or a reason string (state untouched) when it is illegal.

    :param action: one of ``legal_actions(state)``, or a ``chance`` outcome ["back", i]
    :param checked: this very action was accepted from this state before (undo, a checkpoint's replay): it
        is not looked up in the legal actions again (a list of dozens, on a small heap)
    """
    why = refused(action, is_over(state))
    if why is not None:
        return why
    if state["ret"] is not None:
        if action[0] != "back":
            return "roll: a random card goes back first"
        if action not in [o for o, _ in chance(state)]:
            return "no such card in that hand"
        p = state["ret"]
        state["news"] = [["back", p, action[1]]]
        state["hand"][p] -= 1
        state["deck"][p] += 1
        state["ret"] = None
        _after_play(state)
        return None
    if action[0] == "back":
        return "no card to return now"
    if not checked and not _allowed(state, action):
        return _why(state, action)
    verb = action[0]
    state["news"] = []
    if state["ph"] == "score":
        _score_entry(state, action)
    elif verb == "play":
        _play(state, action[1], action[2], action[3] if len(action) > 3 else None)
    elif verb == "end" or verb == "pass":
        _end_turn(state)
    else:
        _shell(state, action)
    return None


def _allowed(state, action):
    """True when ``action`` is in ``legal_actions(state)``; a play is checked without building that list
    (dozens of plays, made again at every press, on a small heap)."""
    if action[0] != "play" or state["ph"] != "play":
        return action in legal_actions(state)
    n_items = len(action)
    for x in action[1:]:
        if type(x) is not int:
            return False
    if state["pl"] >= state["mx"] or n_items not in (3, 4) or not 0 <= action[1] < 9:
        return False
    loc, n = action[1], action[2]
    if not 1 <= n <= room(state, loc):
        return False
    return (action[3] if n_items == 4 else None) in targets(state, loc, n)


def _why(state, action):
    if state["ph"] == "over":
        return "the game is over"
    verb = action[0]
    if state["ph"] == "score":
        return "scoring: add, next or done"
    if verb == "play":
        return "that play is not possible now (location, count or take)"
    if verb == "shell":
        return "that shell cannot be used now"
    return "not allowed now"


def _play(state, loc, n, take):
    p = state["turn"]
    board = state["board"]
    pile = state["pile"][p]
    state["hand"][p] -= n
    board[loc] += n
    state["pl"] += 1
    state["fl"] = loc
    cap = CAP[loc]
    if cap and board[loc] < cap:
        _after_play(state)
        return
    if take is None and len(TAKES[loc]) == 1:
        take = TAKES[loc][0]
    news = state["news"]
    if take == -1:  # Cite: the cards under the board go to the score pile, the three Cite are set aside
        news.append(["cite", p, state["under"][0] + state["under"][1]])
        pile[CHASSE] += state["under"][0]
        pile[TORTUE] += state["under"][1]
        state["under"] = [0, 0]
        state["cite"] += 1
        if state["cite"] >= 3:
            _last(state, 1 - p)
    elif take is not None:
        got = board[take]
        pile[take] += got
        board[take] = 0
        if got:
            news.append(["pile", p, take, got])
        if take == PETRI and got and state["dragon"] != p:
            old = state["dragon"]
            state["dragon"] = p
            news.append(["dragon", p])
            if old is not None and state["hand"][old] == _HAND + 1:
                state["ret"] = old  # docs/RULES.md: a card goes back "only when holding 6"
    if loc == CHASSE or loc == TORTUE:
        news.append(["under", loc, board[loc]])
        state["under"][0 if loc == CHASSE else 1] += board[loc]
        board[loc] = 0
    elif loc == CITE:
        board[loc] = 0
    _after_play(state)


def _after_play(state):
    """End the turn by itself unless the player still has something to choose (a play or a shell)."""
    if state["ret"] is not None:
        return
    if state["pl"] >= state["mx"] and not _end_shells(state):
        _end_turn(state)


def _end_turn(state):
    p = state["turn"]
    lim = _HAND + 1 if state["dragon"] == p else _HAND
    need = lim - state["hand"][p]
    if need > 0:
        d = min(need, state["deck"][p])
        state["hand"][p] += d
        state["deck"][p] -= d
        if d < need:
            _last(state, 1 - p)
    state["pl"] = 0
    state["mx"] = 1
    state["fl"] = None
    state["su"] = False
    if state["last"] == p:
        state["ph"] = "score"
        state["ag"] = False
        return
    if not (state["ag"] and state["last"] is None):
        state["turn"] = 1 - p
    state["ag"] = False
    blk = state["blk"]
    if blk is not None and blk[1] == state["turn"]:
        state["blk"] = None  # "Enlevez le jeton au debut de votre prochain tour"


def _last(state, p):
    """The end is triggered (once): ``p`` plays the last turn."""
    if state["last"] is None:
        state["last"] = p
        state["news"].append(["last", p])


def _shell(state, action):
    p = state["turn"]
    i = action[1]
    state["news"].append(["shell", p] + action[1:])
    state["sh"][p] |= 1 << i
    state["su"] = True
    if i == 0:
        state["ag"] = True
        _end_turn(state)
    elif i == 1:
        state["mx"] = 2
    elif i == 2 or i == 3:  # discard X then draw as many / draw 3 then discard 3: X fewer to draw
        x = action[2] if i == 2 else 3
        state["deck"][p] -= x
        state["disc"][p] += x
    else:
        state["blk"] = [action[2], p]
        _end_turn(state)


def _score_entry(state, action):
    table = state["opt"][0] == "table"
    vals = state["pts"] if table else state["tot"]
    verb = action[0]
    if verb == "add":
        vals[state["ed"]] += action[1]
    elif verb == "next":
        state["ed"] = (state["ed"] + 1) % len(vals)
    else:
        state["ph"] = "over"


def cards_left(state):
    """Every card of the game, where it is now: the total is always 100."""
    n = sum(state["hand"]) + sum(state["deck"]) + sum(state["board"]) + sum(state["under"])
    n += sum(state["pile"][0]) + sum(state["pile"][1]) + 3 * state["cite"] + sum(state["disc"])
    return n


def _score(names, cards, dragon):
    """:param cards: per player a breakdown dict of card points; dragon: holder index or None"""
    players = []
    for i in range(2):
        bd = dict(cards[i])
        bd["dragon"] = _DRAGON if dragon == i else 0
        total = 0
        for k in sorted(bd):
            total += bd[k]
        players.append({"name": names[i], "total": total, "breakdown": bd})
    best = max(players[0]["total"], players[1]["total"])
    tied = [i for i in range(2) if players[i]["total"] == best]
    if dragon in tied:
        tied = [dragon]  # the pawn's holder wins a tie for the highest total
    return {"players": players, "winners": [names[i] for i in tied]}


def result(state):
    """Totals: the score pile (per-type table times the captured cards, or the totals entered) + 3 for
    the pawn."""
    cards = []
    for i in range(2):
        if state["opt"][0] == "table":
            bd = {}
            for t in range(SCORED):
                bd[KEYS[t]] = state["pile"][i][t] * state["pts"][t]
        else:
            bd = {"cards": state["tot"][i]}
        cards.append(bd)
    return _score(["P1", "P2"], cards, state["dragon"])


def score_input(data):
    """The ``score`` command for opale.

    :param data: {"players": [{"name", "card_points": 0..999, "dragon": bool}, x2]}
    :raises check.BadInput: naming the offending field
    """
    from companion.core import check  # here only: the validators stay out of the heap during play

    check.obj(data, "", ("game", "players"), ("players",))
    plist = check.players(data, 2, 2, ("card_points", "dragon"), ("card_points", "dragon"))
    names = []
    cards = []
    dragon = None
    for i, p in enumerate(plist):
        where = check.path("players", i)
        # the most the device takes for a score pile's total (it counts the points printed on the cards)
        pts = check.integer(p["card_points"], check.path(where, "card_points"), 0, _MAXTOT)
        if check.boolean(p["dragon"], check.path(where, "dragon")):
            if dragon is not None:
                raise check.BadInput(
                    "%s: only one player holds the dragon pawn (%s already does)"
                    % (check.path(where, "dragon"), check.quote(plist[dragon]["name"]))
                )
            dragon = i
        names.append(p["name"])
        cards.append({"cards": pts})
    return _score(names, cards, dragon)
