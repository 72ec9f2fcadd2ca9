# Course de sorcieres (Hexenrennen): the track's tiles, the witches, the cards and neutral piles, whose turn,
# the finish squares 4/3/2 and scoring.


from companion.core.session import refused
from micropython import const

ID = "witch_race"
OPTIONS = ()

_WITCHES = const(3)  # "3 sorcieres d'une meme couleur" per player
_DIE = const(6)  # one ordinary d6 (docs/RULES.md)
_COLOURS = const(4)  # the four colours of tiles and cards, in play whatever the player count
STAGE = 16  # squares a stage: every colour's group of 4 tiles (the 4 colours' 48 tiles make 3 stages)
TRACK = 48  # squares 1-48; then the finish squares 2, 3, 4 as squares 49, 50, 51
SQUARES = (4, 3, 2)  # the finish board: "3 cases portant les chiffres 4,3 et 2"
MAGIC = 1  # the value of a tile or card showing its colour's magic sign (the others show 2-10)
HAND = (1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10)  # a colour's 12 cards: 3 magic, one of each number 2-10
# the value of a tile told only as another colour's number: it stops the witch that turned it whatever its
# value, asked only when a witch of its colour lands on it
_SOME = const(15)

# State (JSON-able):
#   players  player count (2-4); player p plays colour p, the colours from `players` on are neutral
#   turn     whose turn (0-based)
#   phase    what the device waits for: "roll" the die, "move" a witch by it, the "colour" (and value: one
#            tile) of the face-down tile the witch in motion turns ("value": its value, after a colour told
#            alone in a game saved before), "own" (its player may play a card on its own
#            magic sign), "foe" (the sign's player may push it back), "draw" (ROLL draws from a neutral
#            pile), or "over"
#   die      this turn's roll, or None before it
#   track    per player, the squares of its witches still racing (0: not started), ascending
#   home     per player, the finish squares its witches reached, in order of arrival
#   tiles    the 48 squares: 0 face down, else 16 * colour + value (_SOME: a number not told yet)
#   cards    per colour, the cards still in that player's hand or in that neutral pile, ascending
#   at       the square of the witch in motion, or of the last one moved (0: none on the track)
#   colour   the colour told for the tile being turned, until its value is told (else None)
#   pushed   a player's card pushed the witch in motion back: the owner of a sign it reaches must push
#   news     what the last action did, for the screens: [[who, what, number], ...] (see ui.news); also
#            [who, "told", tile, square] for a tile turned unasked, the only one the stage could hold there,
#            or the only colour when another colour's number (what a game saved before, which asked it, says
#            next: its colour and value)


def new_state(players, options=None):
    """A fresh race: every tile face down, every witch before square 1, every colour's 12 cards.

    :param players: 2..4
    :param options: unused (the game has no options)
    """
    if not 2 <= players <= 4:
        raise ValueError("witch_race: 2-4 players")
    return {
        "players": players,
        "turn": 0,
        "phase": "roll",
        "die": None,
        "track": [[0] * _WITCHES for _ in range(players)],
        "home": [[] for _ in range(players)],
        "tiles": [0] * TRACK,
        "cards": [list(HAND) for _ in range(_COLOURS)],
        "at": 0,
        "colour": None,
        "pushed": False,
        "news": [],
    }


def _free(state, square):
    """:return: whether no witch stands on track square ``square``"""
    for squares in state["track"]:
        if square in squares:
            return False
    return True


def target(state, start, steps):
    """Where a witch on ``start`` (0: not started) lands ``steps`` squares forward.

    :return: a free track square, TRACK + 1..3 for the finish squares 2, 3, 4, or 0 when it cannot go
    """
    if start == 0:
        # "pour toute sorciere qui n'est pas encore entree en jeu, les cases occupees par d'autres
        # sorcieres ne sont pas comptees"
        square = 0
        while steps:
            square += 1
            if _free(state, square):
                steps -= 1
        return square
    square = start + steps
    if square > TRACK + 3 or square <= TRACK and not _free(state, square):
        return 0
    return square


def _sign(state, code, step):
    """:return: the nearest free square beyond the witch in motion, going ``step`` (1 or -1), whose tile
    shows ``code``, or 0 (a face-down sign is not known)"""
    square = state["at"] + step
    while 1 <= square <= TRACK:
        if state["tiles"][square - 1] == code and _free(state, square):
            return square
        square += step
    return 0


def card_target(state, card):
    """Where ``card`` sends the witch in motion: forward on its own sign ("own"), else back.

    :return: the square (as target() counts), or 0 when the card cannot be played
    """
    at = state["at"]
    if card == MAGIC:
        return _sign(state, state["tiles"][at - 1], 1 if state["phase"] == "own" else -1)
    if state["phase"] == "own":
        return target(state, at, card)
    square = at - card  # "ne peut pas etre reculee au-dela de la premiere case"
    return square if square >= 1 and _free(state, square) else 0


def _holder(state):
    """:return: the colour whose sign the witch in motion stands on (who plays or draws the card)"""
    return state["tiles"][state["at"] - 1] // 16


def _playable(state):
    """:return: the distinct cards the sign's holder can play now"""
    out = []
    for card in state["cards"][_holder(state)]:
        if card not in out and card_target(state, card):
            out.append(card)
    return out


def _fits(state, square, code):
    """Whether the tile on ``square`` (face down, or a number of a known colour) can be ``code``, a tile
    (16 * colour + value, _SOME: a number): each stage holds 4 tiles of every colour, one of them magic, and
    a colour's numbers 2-10 appear once each on the track."""
    tiles = state["tiles"]
    old = tiles[square - 1]
    colour, value = code // 16, code % 16
    if not 0 <= colour < _COLOURS or not 1 <= value <= 10 and value != _SOME:
        return False
    if old and (old // 16 != colour or value == MAGIC):
        return False
    first = (square - 1) // STAGE * STAGE
    numbers = 0
    for i in range(TRACK):
        t = code if i == square - 1 else tiles[i]
        if t and t // 16 == colour and first <= i < first + STAGE and t % 16 != MAGIC:
            numbers += 1
        once = value != MAGIC or first <= i < first + STAGE  # a number once on the track, a sign once a stage
        if i != square - 1 and t == code and value != _SOME and once:
            return False
    return numbers <= 3


def tile_values(state, colour):
    """The values the tile under the witch in motion may show in ``colour`` (as _fits).

    :return: [MAGIC and/or numbers], empty when that colour cannot be there
    """
    return [v for v in range(1, 11) if _fits(state, state["at"], 16 * colour + v)]


def tiles_left(state):
    """What the device asks of the tile under the witch in motion, the likeliest first: its own colour's
    numbers (the witch moves on by it), every magic sign, and each other colour's numbers as one row (value
    0: the witch stops). Each colour's tiles still face down in the stage are equally likely, so a magic
    sign (if not turned) is one of them, and a number shares the rest with the numbers of that colour still
    unseen (which may lie in a later stage). Ties keep the colours' order.

    :return: [[colour, value], ...]
    """
    at = state["at"]
    turn = state["turn"]
    first = (at - 1) // STAGE * STAGE
    stage = state["tiles"][first : first + STAGE]
    out = []
    for colour in range(_COLOURS):
        numbers = [v for v in tile_values(state, colour) if v != MAGIC]
        # a number's odds: (3 - numbers turned here) / numbers unseen; a magic sign's: 1 (both per face-down
        # tile of the stage), kept as (numerator, denominator) to compare without floats
        here = 3 - len([t for t in stage if t and t // 16 == colour and t % 16 != MAGIC])
        if _fits(state, at, 16 * colour + MAGIC):
            out.append((1, 1, colour, MAGIC))
        if colour == turn:
            for v in numbers:
                out.append((here, len(numbers), colour, v))
        elif numbers:
            out.append((here, 1, colour, 0))
    # a stable insertion sort by odds, highest first (no key= or float in the engine's hot path)
    ranked = []  # type: list
    for o in out:
        i = len(ranked)
        while i and ranked[i - 1][0] * o[1] < o[0] * ranked[i - 1][1]:
            i -= 1
        ranked.insert(i, o)
    return [[o[2], o[3]] for o in ranked]


def chance(state):
    """The die (six equal faces) or the top card of a neutral pile (weighted by its cards), or None."""
    if state["phase"] == "roll":
        return [(["die", v], 1) for v in range(1, _DIE + 1)]
    if state["phase"] == "draw":
        pile = state["cards"][_holder(state)]
        return [(["draw", v], pile.count(v)) for i, v in enumerate(pile) if i == 0 or pile[i - 1] != v]
    return None


def legal_actions(state):
    """The choices now (never a die or a draw): a witch to move, a tile's colour or value, a card or not."""
    phase = state["phase"]
    if phase == "move":
        out = []
        for start in state["track"][state["turn"]]:
            if start not in out and target(state, start, state["die"]):
                out.append(start)
        # "Si un joueur ne peut bouger aucune de ses sorcieres, il [...] passe son tour."
        return [["move", s] for s in out] or [["pass"]]
    if phase == "colour":
        # what the landing witch does depends only on the tile's kind to it: its own number (the value: it
        # moves on), a magic sign (whose), or another colour's number (which colour only: it stops)
        return [["tile", t[0], t[1]] if t[1] else ["stop", t[0]] for t in tiles_left(state)]
    if phase == "value":
        return [["value", v] for v in tile_values(state, state["colour"])]
    if phase in ("own", "foe"):
        acts = [["card", c] for c in _playable(state)]
        # EXCEPTION: a witch a player's card pushed back onto another's sign: "doit jouer - s'il le peut"
        return acts if phase == "foe" and state["pushed"] else [["stop"]] + acts
    return []


def apply(state, action, checked=False):
    """Apply ``action``; return None, or a reason string (state untouched) when it is illegal (``checked``: as
    in the other engines; its checks are made as it applies, and stay).

    :param action: ["die", 1..6], ["draw", card], ["move", square], ["pass"], ["tile", 0..3, 1..10] (a
        turned tile's colour and value; saved games may hold ["colour", 0..3] then ["value", 1..10]),
        ["stop"] or ["card", 1..10]
    """
    why = refused(action, is_over(state))
    if why is not None:
        return why
    phase = state["phase"]
    verb = action[0]
    for x in action[1:]:
        if type(x) is not int:
            return "not an action"
    if len(action) > (3 if verb == "tile" else 2):
        return "not an action"
    told = [e for e in state["news"] if e[1] == "told" and (verb != "tile" or e[2] % 16 == _SOME)]
    if told and verb in ("colour", "value", "tile"):
        # a game saved before asked each tile, even one the stage left no doubt about: now turned unasked
        # (the news say so), its colour and value in the saved actions change nothing; a number told only by
        # its colour takes its value from them (that game went on knowing it)
        tile = told[0][2]
        told_as = tile % 16 if verb == "value" else tile // 16
        if len(action) != (3 if verb == "tile" else 2) or told_as not in (action[1], _SOME):
            return "not allowed now"
        if verb != "colour":
            if tile % 16 == _SOME:
                code = tile - _SOME + action[-1]
                if action[-1] == MAGIC or not _fits(state, told[0][3], code):
                    return "not allowed now"
                state["tiles"][told[0][3] - 1] = code
            state["news"].remove(told[0])
        return None
    if verb in ("die", "draw"):
        if action not in [a for a, _w in chance(state) or ()]:
            return "no such %s now" % ("die face" if verb == "die" else "card in the pile")
    elif phase == "roll":
        return "roll the die first"
    elif phase == "draw":
        return "draw a card first"
    elif verb == "colour" and phase == "colour":
        # a colour told alone, then its value: how games saved before the one-pick tiles go on
        if len(action) != 2 or not tile_values(state, action[1]):
            return "not allowed now"
    elif verb == "tile" and phase == "colour":
        # any tile that can be there: games saved before told another colour's number in full too
        if len(action) != 3 or not _fits(state, state["at"], 16 * action[1] + action[2]):
            return "not allowed now"
    elif action not in legal_actions(state):
        return "not allowed now"
    mover = state["turn"]
    news = state["news"] = []
    if verb == "die":
        state["die"] = action[1]
        state["phase"] = "move"
        news.append([mover, "rolled", action[1]])
        return None
    if verb == "pass":
        news.append([mover, "stuck", state["die"]])
        _end_turn(state)
        return None
    if verb == "move":
        _go(state, action[1], target(state, action[1], state["die"]))
    elif verb == "colour":
        state["colour"] = action[1]
        state["phase"] = "value"
    elif verb in ("value", "tile"):
        if verb == "tile":
            state["colour"] = action[1]
        state["tiles"][state["at"] - 1] = 16 * state["colour"] + action[-1]
        state["colour"] = None
        _go(state, state["at"], _land(state))
    elif verb == "stop" and phase == "colour":
        state["tiles"][state["at"] - 1] = 16 * action[1] + _SOME
        _go(state, state["at"], _land(state))
    elif verb == "stop":
        _end_turn(state)
    else:  # a card played, or drawn from a neutral pile: "chaque carte jouee est ecartee du jeu"
        holder = _holder(state)
        state["cards"][holder].remove(action[1])
        news.append([holder, verb, action[1], state["at"]])  # and where the witch was: a push goes back
        dest = card_target(state, action[1])
        state["pushed"] = verb == "card" and phase == "foe"
        if dest:
            _go(state, state["at"], dest)
        else:  # a neutral card that cannot be followed: "la sorciere ne bouge pas"
            _end_turn(state)
    if state["at"]:
        news.append([mover, "on", state["at"]])
    return None


def _go(state, start, dest):
    """Move the witch in motion from ``start`` to ``dest`` and on, as long as the squares it lands on send
    it on ("une sorciere est ainsi renvoyee de case en case"); a ``dest`` of 0 moves nothing."""
    turn = state["turn"]
    while dest:
        track = state["track"][turn]
        track.remove(start)
        if dest > TRACK:
            square = dest - TRACK + 1
            state["home"][turn].append(square)
            state["news"].append([turn, "home", square])
            state["at"] = 0
            _end_turn(state)
            return
        track.append(dest)
        track.sort()
        state["at"] = start = dest
        dest = _land(state)
        if dest:  # sent on from there: the news say each square on the way, in order
            state["news"].append([turn, "via", start])


def _land(state):
    """The witch in motion stands on ``at``: set what the device waits for.

    :return: the square its own number sends it on to, or 0 (it waits there, or its turn is over)
    """
    at = state["at"]
    tiles = state["tiles"]
    tile = tiles[at - 1]
    turn = state["turn"]
    if not tile or tile == 16 * turn + _SOME:
        # face down ("Si la sorciere arrive sur une case encore cachee, [...] retournee"), or a number of its
        # colour not told yet: the only tile the stage can hold there is turned without a question
        left = tiles_left(state)
        if len(left) > 1:
            state["phase"] = "colour"
            return 0
        tile = 16 * left[0][0] + (left[0][1] or _SOME)
        if left[0][1] == 0:  # another colour's number: its value too, when the track leaves only one
            values = tile_values(state, left[0][0])
            tile += values[0] - _SOME if len(values) == 1 else 0
        tiles[at - 1] = tile
        state["news"].append([turn, "told", tile, at])
    colour, value = tile // 16, tile % 16
    if value != MAGIC:
        dest = target(state, at, value) if colour == turn else 0
        if dest:  # SITUATION 1; a number of another colour stops it (SITUATION 2)
            state["pushed"] = False
            return dest
    elif colour >= state["players"]:
        if state["cards"][colour]:  # "le joueur tire la premiere carte du talon de la couleur neutre"
            state["phase"] = "draw"
            return 0
    else:
        state["phase"] = "own" if colour == turn else "foe"  # SITUATIONS 3 and 4
        if _playable(state):
            return 0
    _end_turn(state)
    return 0


def _end_turn(state):
    state["die"] = None
    state["colour"] = None
    state["pushed"] = False
    # "Des qu'un joueur est parvenu a amener ses trois sorcieres sur les cases d'arrivee, le jeu s'arrete"
    if len(state["home"][state["turn"]]) == _WITCHES:
        state["phase"] = "over"
    else:
        state["phase"] = "roll"
        state["turn"] = (state["turn"] + 1) % state["players"]


def is_over(state):
    return state["phase"] == "over"


def current(state):
    """:return: the seat to act now, or None once the game is over"""
    return None if is_over(state) else state["turn"]


def _score(names, homes):
    players = []
    best = None
    for i, name in enumerate(names):
        home = homes[i]
        bd = {}
        total = 0
        for sq in SQUARES:
            pts = sq * home.count(sq)
            bd["square_%d" % sq] = pts
            total += pts
        players.append({"name": name, "total": total, "breakdown": bd})
        if best is None or total > best:
            best = total
    winners = [p["name"] for p in players if p["total"] == best]
    return {"players": players, "winners": winners}


def result(state):
    """Totals (the sum of the finish squares reached) and the winners (ties share the victory)."""
    names = ["P%d" % (i + 1) for i in range(state["players"])]
    return _score(names, state["home"])


def score_input(data):
    """The ``score`` command for witch_race.

    :param data: {"players": [{"name", "finished": [4|3|2, ...]}, ...]} (a "game" key is ignored)
    :raises check.BadInput: naming the offending field
    """
    from companion.core import check  # here only: the validators stay out of the heap during play

    check.obj(data, "", ("game", "players"), ("players",))
    plist = check.players(data, 2, 4, ("finished",), ("finished",))
    homes = []
    full = None
    for i, p in enumerate(plist):
        where = check.path(check.path("players", i), "finished")
        fin = check.array(p["finished"], where, 0, _WITCHES)
        for j, sq in enumerate(fin):
            w = check.path(where, j)
            check.integer(sq, w)
            if sq not in SQUARES:
                raise check.BadInput("%s: %d is not a finish square (4, 3 or 2)" % (w, sq))
        if len(fin) == _WITCHES:
            # the race stops as soon as one player has all three witches home
            if full is not None:
                msg = "%s: players[%d] already has all three witches home, the race stopped then"
                raise check.BadInput(msg % (where, full))
            full = i
        homes.append(fin)
    return _score([p["name"] for p in plist], homes)
