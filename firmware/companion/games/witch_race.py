# Course de sorcieres (Hexenrennen): the die, whose turn, the witches home on finish squares 4/3/2, scoring.

from companion.core import check

try:
    from micropython import const
except ImportError:

    def const(x):
        return x


ID = "witch_race"
OPTIONS = ()

_WITCHES = const(3)  # "3 sorcieres d'une meme couleur" per player
_DIE = const(6)  # one ordinary d6 (RULINGS)
SQUARES = (4, 3, 2)  # the finish board: "3 cases portant les chiffres 4,3 et 2"

# State (JSON-able):
#   n        player count (2-4)
#   turn     whose turn (0-based)
#   die      the value rolled this turn, or None before the roll
#   home     per player, the finish squares its arrived witches stand on, in order of arrival
#   news     what the last action did, for the screens: [player, die, square] (square 0: no witch home;
#            None: the die just rolled, see die), or None before the first roll
#   over     True once a player has all three witches home (the game stops at once)
# A turn: ROLL (chance) -> the player moves a witch on the table, then tells the device either
# ["in", square] (that witch reached a finish square: final, the turn ends) or ["pass"] (moved on
# the track, or no move possible).


def new_state(players, options=None):
    """A fresh race.

    :param players: 2..4
    :param options: unused (the game has no options)
    """
    if not 2 <= players <= 4:
        raise ValueError("witch_race: 2-4 players")
    home = [[] for _ in range(players)]
    return {"n": players, "turn": 0, "die": None, "home": home, "news": None, "over": False}


def chance(state):
    """The pending die roll: six equally likely faces, or None."""
    if state["over"] or state["die"] is not None:
        return None
    return [(["die", v], 1) for v in range(1, _DIE + 1)]


def legal_actions(state):
    """After the roll: ["pass"], and ["in", 4|3|2] while the player has a witch still racing."""
    if state["over"] or state["die"] is None:
        return []
    acts = [["pass"]]
    if len(state["home"][state["turn"]]) < _WITCHES:
        for sq in SQUARES:
            acts.append(["in", sq])
    return acts


def apply(state, action):
    """Apply ``action``; return None, or a reason string (state untouched) when it is illegal.

    :param action: ["die", 1..6], ["pass"] or ["in", 4|3|2]
    """
    if not isinstance(action, list) or not action:
        return "not an action"
    verb = action[0]
    if state["over"]:
        return "the race is over"
    if verb == "die":
        if state["die"] is not None:
            return "the die was already rolled"
        if len(action) != 2 or not check.is_int(action[1]) or not 1 <= action[1] <= _DIE:
            return "a die shows 1 to 6"
        state["die"] = action[1]
        state["news"] = [state["turn"], action[1], None]
        return None
    if state["die"] is None:
        return "roll the die first"
    if verb == "pass":
        if len(action) != 1:
            return "pass takes nothing"
        _end_turn(state, 0)
        return None
    if verb == "in":
        if len(action) != 2 or not check.is_int(action[1]) or action[1] not in SQUARES:
            return "finish squares are 4, 3 and 2"
        home = state["home"][state["turn"]]
        if len(home) >= _WITCHES:
            return "all three witches are home"
        home.append(action[1])
        if len(home) == _WITCHES:
            state["over"] = True
        _end_turn(state, action[1])
        return None
    return "unknown action"


def _end_turn(state, square):
    state["news"] = [state["turn"], state["die"], square]
    state["die"] = None
    if not state["over"]:
        state["turn"] = (state["turn"] + 1) % state["n"]


def is_over(state):
    return state["over"]


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
    names = ["P%d" % (i + 1) for i in range(state["n"])]
    return _score(names, state["home"])


def score_input(data):
    """The ``score`` command for witch_race.

    :param data: {"players": [{"name", "finished": [4|3|2, ...]}, ...]} (a "game" key is ignored)
    :raises check.BadInput: naming the offending field
    """
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
