# Aton (2 players): cartouche cards, temples, kingdom of the dead, scoring rounds up to 40 points.

try:
    from micropython import const
except ImportError:

    def const(x):
        return x


ID = "aton"
NAMES = ("Red", "Blue")
PIECES = const(29)  # pieces per player ("29 pions de la couleur de son choix")
SQUARES = const(12)  # squares in one temple (board fact, not in the seed: see the report)
GOAL = const(40)
# the kingdom of the dead's size is not in the seed: the setup menu asks (first = default)
OPTIONS = (
    ("dead", "Kingdom dead", ("8", "6", "10", "12"), ("Dead: 8 spaces", "Dead: 6", "Dead: 10", "Dead: 12")),
)
# scoring-round breakdown, in order
PARTS = ("temple_1", "temple_2", "temple_3", "temple_4", "black", "bonus")
_ASK = ("blue", "black", "bonus")  # what a scoring round asks each player, in order


def new_state(players, options):
    """:param players: 2; :param options: {"dead": "8"}"""
    return {
        "round": 1,
        "phase": "cards",
        "cards": [],  # Red's cartouches 1-4 then Blue's
        "order": None,  # [first, second] for cartouches 2-4
        "turn": 0,  # index into order
        "left": 0,  # pieces still to remove or place
        "temples": [[0, 0, 0, 0], [0, 0, 0, 0]],
        "dead": [0, 0],
        "dead_max": int(options.get("dead", "8")),
        "score": [0, 0],
        "c1": [0, 0],  # points from cartouche 1 (the rest came from scoring rounds)
        "sq": [],  # squares entered during a scoring round
        "last": None,  # last scoring round: [[6 parts], [6 parts]]
        "winners": [],
        "why": "",
        # what the last action did, for the screens: events ["c1", winner or -1, points] (cartouche 1),
        # ["dead", p, n] n of p's pieces to the kingdom of the dead, ["reserve", p, n] n back to the
        # reserve (the kingdom is full), ["score", red points, blue points] then ["temples"] (each
        # player takes 4 pieces back)
        "news": None,
    }


def card(state, p, k):
    """:return: player p's card on cartouche k (1-4)"""
    return state["cards"][4 * p + k - 1]


def current(state):
    """:return: the player acting now (cards entry, moves, squares), or None"""
    ph = state["phase"]
    if ph == "cards":
        return len(state["cards"]) // 4
    if ph == "score":
        return len(state["sq"]) // 3
    if ph in ("remove", "place", "end"):
        return state["order"][state["turn"]]
    return None


def reserve(state, p):
    return PIECES - sum(state["temples"][p]) - state["dead"][p]


def target(state):
    """:return: whose pieces the current remover takes (card 1: own, 3-4: the opponent's)"""
    p = current(state)
    return p if card(state, p, 2) == 1 else 1 - p


def _room(state, t):
    return SQUARES - state["temples"][0][t] - state["temples"][1][t]


def _to_dead(state, p, n, told=False):
    """:param told: the players are told the pieces that go to the kingdom (they did not choose them)"""
    # pieces beyond the kingdom's free spaces go back to the reserve ("sont remis dans la réserve")
    d = state["dead"]
    room = min(n, state["dead_max"] - d[0] - d[1])
    d[p] += room
    if told and room:
        state["news"].append(["dead", p, room])
    if n > room:
        state["news"].append(["reserve", p, n - room])


def dead_full(state):
    return state["dead"][0] + state["dead"][1] >= state["dead_max"]


def occupied(temples):
    n = 0
    for c in temples:
        if c:
            n += 1
    return n


def square_limits(temples, p, entered):
    """Upper bounds for the next square count of player p in a scoring round.

    :param temples: [[4 ints], [4 ints]]
    :param entered: what is known so far: [blue0, black0, bonus0, blue1, ...] (a prefix)
    :return: the maximum allowed for the next entry
    """
    own = entered[3 * p :]
    pieces = sum(temples[p])
    if len(own) == 0:
        other = entered[0] if p == 1 else 0
        return min(occupied(temples[p]), 4 - other)
    if len(own) == 1:
        return pieces - own[0]
    return 2 * (pieces - own[0] - own[1])


def legal_actions(state):
    ph = state["phase"]
    if ph == "cards":
        return [["card", v] for v in (1, 2, 3, 4)]
    if ph == "first":
        return [["first", 0], ["first", 1]]
    if ph == "remove":
        who = target(state)
        c3 = card(state, current(state), 3)
        return [["remove", t + 1] for t in range(c3) if state["temples"][who][t]]
    if ph == "place":
        c3 = card(state, current(state), 3)
        return [["place", t + 1] for t in range(c3) if _room(state, t) > 0]
    if ph == "end":
        return [["done"], ["claim", "yellow"], ["claim", "green"]]
    if ph == "score":
        p = current(state)
        kind = _ASK[len(state["sq"]) % 3]
        hi = square_limits(state["temples"], p, state["sq"])
        return [[kind, n] for n in range(hi + 1)]
    return []


def chance(state):
    return None  # Aton has no dice; a tied draw for first player is asked


def apply(state, action):
    """Apply one action; an illegal one returns a reason and changes nothing."""
    if not isinstance(action, (list, tuple)) or not action:
        return "not an action"
    action = list(action)
    if action not in legal_actions(state):
        if state["phase"] == "over":
            return "the game is over"
        return "not allowed now"
    verb = action[0]
    ph = state["phase"]
    state["news"] = []
    if verb == "card":
        state["cards"].append(action[1])
        if len(state["cards"]) == 8:
            _reveal(state)
    elif verb == "first":
        _set_order(state, action[1])
    elif verb == "remove":
        who = target(state)
        state["temples"][who][action[1] - 1] -= 1
        _to_dead(state, who, 1)
        state["left"] -= 1
    elif verb == "place":
        p = current(state)
        t = state["temples"][p]
        t[action[1] - 1] += 1
        state["left"] -= 1
        if t[action[1] - 1] == SQUARES:
            _win(state, [p], "temple")
    elif verb == "claim":
        _win(state, [current(state)], action[1])
    elif verb == "done":
        if state["turn"] == 0:
            state["turn"] = 1
            _start_move(state)
        elif dead_full(state):
            state["phase"] = "score"
            state["sq"] = []
        else:
            _next_round(state)
    elif ph == "score":
        state["sq"].append(action[1])
        if len(state["sq"]) == 6:
            _score(state)
    _settle(state)
    return None


def _reveal(state):
    """Cartouche 1's points, then the order from cartouche 2."""
    a = card(state, 0, 1)
    b = card(state, 1, 1)
    state["news"].append(["c1", -1, 0])
    if a != b:
        w = 0 if a > b else 1
        pts = 2 * abs(a - b)
        state["score"][w] += pts
        state["c1"][w] += pts
        state["news"][-1] = ["c1", w, pts]
        if state["score"][w] >= GOAL:
            _win(state, [w], "40")
            return
    for k in (2, 1):
        a = card(state, 0, k)
        b = card(state, 1, k)
        if a != b:
            _set_order(state, 0 if a < b else 1)
            return
    state["phase"] = "first"


def _set_order(state, first):
    state["order"] = [first, 1 - first]
    state["turn"] = 0
    _start_move(state)


def _start_move(state):
    state["phase"] = "remove"
    v = card(state, current(state), 2)
    state["left"] = 0 if state["round"] == 1 or v == 2 else (1 if v == 1 else v - 2)


def _settle(state):
    """Run the steps that leave no choice (nothing to remove, nowhere to place)."""
    if state["phase"] == "remove" and (state["left"] <= 0 or not legal_actions(state)):
        p = current(state)
        state["phase"] = "place"
        state["left"] = min(card(state, p, 4), reserve(state, p))
    if state["phase"] == "place":
        if state["left"] > 0 and not legal_actions(state):
            _to_dead(state, current(state), state["left"], True)
            state["left"] = 0
        if state["left"] <= 0:
            state["phase"] = "end"


def round_points(temples, blue, black, bonus):
    """One scoring round (décompte).

    :param temples: [[4 ints], [4 ints]] pieces per temple
    :param blue: [2 ints] blue squares occupied; :param black: [2 ints]; :param bonus: [2 ints]
    :return: [[6 ints], [6 ints]] points per PARTS entry
    """
    pts = [[0] * 6, [0] * 6]
    for t in range(4):
        a = temples[0][t]
        b = temples[1][t]
        if a == b:
            continue
        w = 0 if a > b else 1
        if t == 0:
            pts[w][0] = abs(a - b)
        elif t == 1:
            pts[w][1] = 5
        elif t == 2:
            pts[w][2] = temples[w][2]
        else:
            pts[w][3] = 3 * blue[w]
    if black[0] != black[1]:
        pts[0 if black[0] > black[1] else 1][4] = 8
    pts[0][5] = bonus[0]
    pts[1][5] = bonus[1]
    return pts


def leaders(totals):
    best = max(totals)
    return [p for p in range(len(totals)) if totals[p] == best]


def _score(state):
    sq = state["sq"]
    pts = round_points(state["temples"], [sq[0], sq[3]], [sq[1], sq[4]], [sq[2], sq[5]])
    state["last"] = pts
    for p in (0, 1):
        state["score"][p] += sum(pts[p])
    state["news"].append(["score", sum(pts[0]), sum(pts[1])])
    if max(state["score"]) >= GOAL:
        _win(state, leaders(state["score"]), "40")
        return
    state["news"].append(["temples"])
    for p in (0, 1):
        after_scoring(state["temples"][p])
    state["dead"] = [0, 0]
    _next_round(state)


def after_scoring(t):
    """Each player takes back 4 own pieces: one per temple where possible, the rest from the highest.

    :param t: the player's 4 temple counts (mutated)
    """
    k = 0
    for i in range(4):
        if t[i]:
            t[i] -= 1
            k += 1
    for _ in range(4 - k):
        for i in (3, 2, 1, 0):
            if t[i]:
                t[i] -= 1
                break


def _next_round(state):
    state["round"] += 1
    state["phase"] = "cards"
    state["cards"] = []
    state["order"] = None
    state["turn"] = 0
    state["left"] = 0
    state["sq"] = []


def _win(state, winners, why):
    state["phase"] = "over"
    state["winners"] = winners
    state["why"] = why


def is_over(state):
    return state["phase"] == "over"


def result(state):
    players = []
    for p in (0, 1):
        c1 = state["c1"][p]
        total = state["score"][p]
        players.append(
            {"name": NAMES[p], "total": total, "breakdown": {"cartouche": c1, "scoring": total - c1}}
        )
    winners = [NAMES[p] for p in state["winners"]] if is_over(state) else []
    return {"players": players, "winners": winners}


def score_input(data):
    """The ``score`` command for one scoring round; raises check.BadInput naming the field.

    :param data: the parsed input (its validation lives in aton_score, loaded only by the command)
    """
    from companion.games import aton_score

    return aton_score.score_input(data)
