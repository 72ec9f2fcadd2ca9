# Aton (2 players): cartouche cards, the temples' squares by colour and bonus, the kingdom of the dead,
# scoring rounds and the four ways to win.

import sys

from companion.core.session import refused
from micropython import const

ID = "aton"
NAMES = ("Red", "Blue")
PIECES = const(29)  # pieces per player ("29 pions de la couleur de son choix")
SQUARES = const(12)  # squares in one temple (board fact, not in the rule book)
GOAL = const(40)
# the kingdom of the dead's size is not in the rule book: the setup menu asks (first = default)
OPTIONS = (
    ("dead", "Kingdom dead", ("8", "6", "10", "12"), ("Dead: 8 spaces", "Dead: 6", "Dead: 10", "Dead: 12")),
)
# scoring-round breakdown, in order
PARTS = ("temple_1", "temple_2", "temple_3", "temple_4", "black", "bonus")
# a temple's squares by kind: the colours, then the bonus squares worth +1 and +2 (the rule book's "+1ou+2")
KINDS = ("yellow", "green", "black", "blue", "+1", "+2")
YELLOW = const(0)
GREEN = const(1)
BLACK = const(2)
BLUE = const(3)
PLUS_1 = const(4)
PLUS_2 = const(5)
# the kinds the players check at a game's start, per temple: black squares are the rest, and each temple
# has one blue square ("chacun des quatre temple possédant une case bleue")
EDITED = (YELLOW, GREEN, PLUS_1, PLUS_2)
BONUS_MAX = const(2)  # bonus squares in one temple (board fact, not in the rule book)
REMEMBER = "board"  # the app keeps the board checked once in the device settings and passes it back here


def default_board():
    """The board before the players checked it: per temple, squares per kind in ``KINDS`` order (the
    device's guess within the board facts it knows: 3-4 yellow, 3-4 green, one blue, 1-2 bonus)."""
    return [[4, 3, 3, 1, 1, 0], [3, 4, 3, 1, 0, 1], [3, 4, 2, 1, 1, 1], [4, 3, 2, 1, 1, 1]]


def check_board(table):
    """:param table: a board from the device settings
    :return: a clean copy, or None unless it is 4 temples of 12 squares, one blue, at most 2 bonus
    """
    if not isinstance(table, list) or len(table) != 4:
        return None
    out = []
    for row in table:
        if not isinstance(row, list) or len(row) != len(KINDS):
            return None
        for v in row:
            if type(v) is not int or v < 0:
                return None
        if sum(row) != SQUARES or row[BLUE] != 1 or row[PLUS_1] + row[PLUS_2] > BONUS_MAX:
            return None
        out.append(list(row))
    return out


def remembered(state):
    """The board to keep for the next games."""
    return state["board"]


def new_state(players, options):
    """:param players: 2; :param options: {"dead": "8"} and, kept from an earlier game, {"board": ...}"""
    return {
        "round": 1,
        "phase": "board",
        "board": check_board(options.get("board")) or default_board(),
        "edit": 0,  # the board entry being checked: temple (edit // 4), kind EDITED[edit % 4]
        "cards": [],  # Red's cartouches 1-4 then Blue's
        "order": None,  # [first, second] for cartouches 2-4, and for taking pieces back
        "turn": 0,  # index into order
        "left": 0,  # pieces still to remove or place
        "squares": [_no_pieces(), _no_pieces()],  # per player, per temple: pieces per kind
        # temples (0-3) the current player still takes a piece back from, after a scoring; while removing
        # or placing, the temples (1-4) of the pieces told and not yet on (or off) their squares, the first
        # + 4 while its blue and bonus squares are listed, then -t: the temples up to t are counted; [t + 8]
        # while temple t's counts from 3 are listed (a checkpoint's keys are the same as the firmware's
        # before this one, whose [t] was a piece's temple)
        "owed": [],
        "dead": [0, 0],
        "dead_max": int(options.get("dead", "8")),
        "score": [0, 0],
        "c1": [0, 0],  # points from cartouche 1 (the rest came from scoring rounds)
        "last": None,  # last scoring round: [[6 parts], [6 parts]]
        "winners": [],
        "why": "",
        # what the last action did, for the screens: events ["c1", winner or -1, points] (cartouche 1),
        # ["dead", p, n] n of p's pieces to the kingdom of the dead, ["reserve", p, n] n back to the
        # reserve (the kingdom is full), ["moved", p] p's move is over (nothing left to remove or
        # place), ["score", red points, blue points] then ["temples"] (each player takes 4 pieces back);
        # and the action itself when it moved a piece ["place", temple 1-4, kind] (the screens start the
        # next list there; a fourth item, 1, when the device chose the square: the only one in the temple)
        "news": None,
    }


def _no_pieces():
    return [[0] * len(KINDS) for _ in range(4)]


def card(state, p, k):
    """:return: player p's card on cartouche k (1-4)"""
    return state["cards"][4 * p + k - 1]


def current(state):
    """:return: the player acting now (cards entry, moves, taking back), or None"""
    ph = state["phase"]
    if ph == "cards":
        return len(state["cards"]) // 4
    if ph in ("remove", "place", "end", "back"):
        return state["order"][state["turn"]]
    return None


def temples(state, p):
    """:return: player p's pieces in temples 1-4"""
    return [sum(t) for t in state["squares"][p]]


def on_kind(state, p, k):
    """:return: the squares of kind k (an index into KINDS) player p occupies in the four temples"""
    n = 0
    for t in state["squares"][p]:
        n += t[k]
    return n


def of_kind(state, k):
    """:return: the board's squares of kind k in the four temples"""
    n = 0
    for t in state["board"]:
        n += t[k]
    return n


def free(state, t, k):
    """:return: the free squares of kind k in temple t (0-3)"""
    return state["board"][t][k] - state["squares"][0][t][k] - state["squares"][1][t][k]


def reserve(state, p):
    return PIECES - sum(temples(state, p)) - state["dead"][p]


def target(state):
    """:return: whose pieces the current remover takes (card 1: own, 3-4: the opponent's)"""
    p = current(state)
    return p if card(state, p, 2) == 1 else 1 - p


def edited(state):
    """:return: (temple 0-3, kind) of the board entry being checked"""
    e = state["edit"]
    return e // 4, EDITED[e % 4]


def _can_add(state):
    t, k = edited(state)
    row = state["board"][t]
    return row[BLACK] > 0 and (k < PLUS_1 or row[PLUS_1] + row[PLUS_2] < BONUS_MAX)


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


def _squares_of(verb, sq, temple_numbers):
    """:return: [verb, temple 1-4, kind] for each kind that ``sq`` (per temple, per kind) holds"""
    return [[verb, t + 1, KINDS[k]] for t in temple_numbers for k in range(len(KINDS)) if sq[t][k]]


def rooms(state):
    """:return: the squares a piece may go on (placing) or leave (removing) in each temple allowed"""
    sq = state["squares"][target(state)]
    out = []
    for t in range(card(state, current(state), 3)):
        n = 0
        for k in range(len(KINDS)):
            n += free(state, t, k) if state["phase"] == "place" else sq[t][k]
        out.append(n)
    return out


def _plan(state):
    """The pieces told so far (``owed``, with the counts that leave no choice added) and what is asked next:
    None while a told piece's square is asked; else how many of the pieces still to tell go in the next
    temple counted (["count", t, n]), or, fewer pieces left than temples, the next one's (["temple", t,
    1])."""
    o = list(state["owed"])
    room = rooms(state)
    for _ in range(9):
        if o and 0 < o[0] <= 8:
            return o, None
        done = -o[-1] if o and o[-1] < 0 else 0  # temples counted: 1 to done
        rest = min(state["left"], sum(room[done:]))
        if rest <= 0:
            if not done:
                break
            o = []  # the temples counted are full but pieces are left (a game this firmware did not
            continue  # count): count again from T1
        rows = [t for t in range(done, len(room)) if room[t]]
        if rest < len(rows):  # fewer pieces than temples with room: the next one's temple, lowest first,
            rows = [t for t in rows if sum(room[t:]) >= rest]  # the rest fitting in it and higher
            if len(rows) > 1:
                return o, [["temple", t + 1, 1] for t in rows]
            o = [rows[0] + 1, -rows[0]] if rows[0] else [1]
            continue
        lo = max(0, rest - sum(room[done + 1 :]))
        hi = min(rest, room[done])
        if lo < hi:
            asked = [["count", done + 1, n] for n in range(lo, hi + 1)]
            if o and o[0] > 8:  # the row of the counts from 3 chosen: those
                return o, asked[3:]
            if len(asked) > 4:  # five counts: 3 and 4 behind one row, a button each
                asked[3:] = [["count", done + 1, -1]]
            return o, asked
        o = [done + 1] * lo + [-done - 1]
    return o, []


def legal_actions(state):
    """The squares a piece may go on or leave ([verb, temple 1-4, kind]). Removing and placing ask the
    pieces temple by temple: how many go in (or leave) the next temple, where more than one count is
    possible (["count", t, n]), or, fewer pieces left than temples, the next piece's temple (["temple",
    t, 1]: the later pieces go in it or higher; ["temple", t] was the firmware's before this one); then
    each told piece's square; its blue and bonus squares, where two or more kinds of them are offered,
    behind one row (["temple", t + 4]) that lists them alone."""
    acts = _squares(state)
    if state["phase"] not in ("remove", "place") or not acts:
        return acts
    o, asked = _plan(state)
    if asked is not None:
        return asked
    at = o[0]
    t = at - 4 if at > 4 else at
    rows = [a for a in acts if a[1] == t]
    others = [a for a in rows if KINDS.index(a[2]) > BLACK]
    if at > 4:
        return others
    if len(rows) > 4:  # a button each kind but for the others, behind one
        return [a for a in rows if a not in others] + [["temple", t + 4]]
    return rows


def _squares(state):
    ph = state["phase"]
    if ph == "board":
        acts = [["board"]]  # type: list[list]
        if _can_add(state):
            acts.append(["add", 1])
        t, k = edited(state)
        if state["board"][t][k]:
            acts.append(["add", -1])
        return acts + [["next"]]
    if ph == "cards":
        return [["card", v] for v in (1, 2, 3, 4)]
    if ph == "first":
        return [["first", 0], ["first", 1]]
    if ph == "remove":
        return _squares_of("remove", state["squares"][target(state)], range(card(state, current(state), 3)))
    if ph == "place":
        c3 = card(state, current(state), 3)
        return [["place", t + 1, KINDS[k]] for t in range(c3) for k in range(len(KINDS)) if free(state, t, k)]
    if ph == "end":
        return [["done"]]  # a game saved by a firmware that asked for the end of each move
    if ph == "back":
        return _squares_of("back", state["squares"][current(state)], state["owed"][:1])
    return []


def chance(state):
    return None  # Aton has no dice; a tied draw for first player is asked


def apply(state, action, checked=False):
    """Apply one action; an illegal one returns a reason and changes nothing.

    :param checked: the caller took ``action`` from ``legal_actions(state)`` (or replays what this engine
        accepted): it is not looked for there again
    """
    old = type(action) is list and len(action) == 3 and action[0] in ("remove", "place")
    if old and action in _squares(state):
        # a firmware before this one listed every temple's squares at once (a saved game's journal)
        checked = True
    elif type(action) is list and len(action) == 2 and action[0] == "temple" and type(action[1]) is int:
        # the firmware before this one asked each piece's temple in any order (a saved game's journal):
        # its own meaning, the next piece's temple
        moving = state["phase"] in ("remove", "place")
        old = action[1] <= 4 and moving
        if old and not checked:
            checked = 0 < action[1] <= len(rooms(state)) and rooms(state)[action[1] - 1] > 0
        elif moving and not old and not checked and action not in legal_actions(state):
            # its row of a temple's other kinds where they now have a button each: that list all the same
            rows = [a for a in legal_actions(state) if a[0] != "temple" and a[1:2] == [action[1] - 4]]
            checked = len([a for a in rows if KINDS.index(a[2]) > BLACK]) > 1
    if action == ["done"] and state["phase"] != "end" and told(state, "moved"):
        # a move that a firmware before this one ended with "done" (a saved game's journal) now ends by
        # itself: its "done" comes right after and changes nothing
        return None
    why = refused(action, is_over(state), None if checked else legal_actions(state))
    if why is not None:
        return why
    verb = action[0]
    state["news"] = []
    if verb == "board":
        state["phase"] = "cards"
    elif verb == "add":
        t, k = edited(state)
        state["board"][t][k] += action[1]
        state["board"][t][BLACK] -= action[1]
    elif verb == "next":
        state["edit"] = (state["edit"] + 1) % (4 * len(EDITED))
    elif verb == "card":
        state["cards"].append(action[1])
        if len(state["cards"]) == 8:
            _reveal(state)
    elif verb == "first":
        _set_order(state, action[1])
    elif verb == "done":
        _end_move(state)
    elif verb == "temple" and old:
        state["owed"] = [action[1]]
    elif verb == "temple" and action[1] > 4:  # the told piece's blue and bonus squares listed
        o = state["owed"]
        if o and o[0] > 0:
            o[0] = action[1]
        else:  # a piece of a count that left no choice
            o.insert(0, action[1])
    elif verb == "count" and action[2] < 0:  # the counts from 3 listed
        state["owed"] = [action[1] + 8] + [x for x in state["owed"] if x < 0][-1:]
    elif verb == "count":  # the pieces of the next temple told
        state["owed"] = [action[1]] * action[2] + [-action[1]]
    elif verb == "temple":  # the next piece's, lowest first: the later ones go in this temple or higher
        state["owed"] = [action[1], 1 - action[1]] if action[1] > 1 else [1]
    else:  # "remove", "place", "back": one piece on a square of that kind in that temple
        _move_piece(state, verb, action[1] - 1, KINDS.index(action[2]))
    _settle(state)
    return None


def told(state, what):
    """:return: the last action's news hold an event ``what`` ("moved": it ended a move by itself)"""
    for ev in state["news"] or ():
        if ev[0] == what:
            return True
    return False


def _move_piece(state, verb, t, k):
    p = current(state)
    state["news"].append([verb, t + 1, KINDS[k]])
    o = state["owed"]
    if verb != "back" and o and 0 < o[0] <= 8 and (o[0] - 1) % 4 == t:
        o.pop(0)  # the told piece is on (or off) its square
    if verb == "place":
        state["squares"][p][t][k] += 1
        state["left"] -= 1
        why = square_win(state, p)
        if why:
            _win(state, [p], why)
    elif verb == "remove":
        who = target(state)
        state["squares"][who][t][k] -= 1
        _to_dead(state, who, 1)
        state["left"] -= 1
    else:
        state["squares"][p][t][k] -= 1
        state["owed"].pop(0)


def square_win(state, p):
    """:return: why player p has won on the squares ("temple", "yellow", "green"), or None"""
    for n in temples(state, p):
        if n == SQUARES:
            return "temple"  # "occupe toutes les cases d'un temple"
    for k in (YELLOW, GREEN):
        if of_kind(state, k) and on_kind(state, p, k) == of_kind(state, k):
            return KINDS[k]  # "occupe toutes les cases jaunes (vertes) des quatre temples"
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
    state["owed"] = []
    v = card(state, current(state), 2)
    state["left"] = 0 if state["round"] == 1 or v == 2 else (1 if v == 1 else v - 2)


def _settle(state):
    """Run the steps that leave no choice (nothing to remove, nowhere to place, the end of a move, one
    square to take back)."""
    while state["phase"] in ("remove", "place"):
        acts = legal_actions(state) if state["left"] > 0 else []
        if acts and state["owed"] and (state["owed"][0] in (1, 2, 3, 4) or state["owed"][-1] < 0):
            # told pieces (the counts asked in this move): one whose temple has one square left is on it
            # without a question
            state["owed"] = _plan(state)[0]
            if len(acts) == 1 and acts[0][0] != "temple":
                i = len(state["news"])
                _move_piece(state, acts[0][0], acts[0][1] - 1, KINDS.index(acts[0][2]))
                state["news"][i].append(1)  # told: the players did not name it
                continue
        if state["phase"] == "remove":
            if acts:
                return
            p = current(state)
            state["phase"] = "place"
            state["owed"] = []
            state["left"] = min(card(state, p, 4), reserve(state, p))
        elif acts:
            return
        else:
            if state["left"] > 0:
                _to_dead(state, current(state), state["left"], True)
                state["left"] = 0
            _end_move(state)
    while state["phase"] == "back":
        if state["owed"]:
            acts = legal_actions(state)
            if len(acts) > 1:
                return
            _move_piece(state, "back", acts[0][1] - 1, KINDS.index(acts[0][2]))
        elif state["turn"] == 0:
            state["turn"] = 1
            state["owed"] = takeback_temples(temples(state, current(state)))
        else:
            _next_round(state)


def _end_move(state):
    """The current player's move is over (no more pieces allowed; the rule book's "Chaque pion qui ne peut
    être placé est posé [...] dans le royaume des morts" makes the placing a duty): the other player's move;
    after the second, the scoring round a full kingdom of the dead calls for, else the next round."""
    state["news"].append(["moved", current(state)])
    state["owed"] = []
    if state["turn"] == 0:
        state["turn"] = 1
        _start_move(state)
    elif dead_full(state):
        _score(state)
    else:
        _next_round(state)


def round_points(temple_pieces, blue, black, bonus):
    """One scoring round (décompte).

    :param temple_pieces: [[4 ints], [4 ints]] pieces per temple
    :param blue: [2 ints] blue squares occupied; :param black: [2 ints]; :param bonus: [2 ints]
    :return: [[6 ints], [6 ints]] points per PARTS entry
    """
    pts = [[0] * 6, [0] * 6]
    for t in range(4):
        a = temple_pieces[0][t]
        b = temple_pieces[1][t]
        if a == b:
            continue
        w = 0 if a > b else 1
        if t == 0:
            pts[w][0] = abs(a - b)
        elif t == 1:
            pts[w][1] = 5
        elif t == 2:
            pts[w][2] = temple_pieces[w][2]
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


def bonus(state, p):
    """:return: the points printed on the bonus squares player p occupies"""
    return on_kind(state, p, PLUS_1) + 2 * on_kind(state, p, PLUS_2)


def _score(state):
    both = (0, 1)
    pts = round_points(
        [temples(state, p) for p in both],
        [on_kind(state, p, BLUE) for p in both],
        [on_kind(state, p, BLACK) for p in both],
        [bonus(state, p) for p in both],
    )
    state["last"] = pts
    for p in both:
        state["score"][p] += sum(pts[p])
    state["news"].append(["score", sum(pts[0]), sum(pts[1])])
    if max(state["score"]) >= GOAL:
        _win(state, leaders(state["score"]), "40")
        return
    # "les deux retirent tour à tour [...] en commençant par le joueur en tête (en cas d'égalité, le
    # joueur "Rouge" commence"; the dead go back to the reserves
    state["news"].append(["temples"])
    state["dead"] = [0, 0]
    state["phase"] = "back"
    state["order"] = [0, 1] if state["score"][0] >= state["score"][1] else [1, 0]
    state["turn"] = 0
    state["owed"] = takeback_temples(temples(state, state["order"][0]))


def takeback_temples(counts):
    """The temples a player takes back 4 own pieces from: one per temple where possible, the rest from
    the highest temple still holding one.

    :param counts: the player's pieces in temples 1-4
    :return: temple indices (0-3), one per piece
    """
    left = list(counts)
    out = []
    for t in range(4):
        if left[t]:
            left[t] -= 1
            out.append(t)
    for _ in range(4 - len(out)):
        for t in (3, 2, 1, 0):
            if left[t]:
                left[t] -= 1
                out.append(t)
                break
    return out


def _next_round(state):
    state["round"] += 1
    state["phase"] = "cards"
    state["cards"] = []
    state["order"] = None
    state["turn"] = 0
    state["left"] = 0


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
    from companion.games.aton import score as aton_score

    aton_score.eng = sys.modules[__name__]  # handed over: it does not import the engine back
    return aton_score.score_input(data)
