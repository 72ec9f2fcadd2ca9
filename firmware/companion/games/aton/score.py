# Aton's `score` command: one scoring round from temple and square counts, every field validated.

from companion.core import check
from micropython import const

_TYPED = const(0)
if _TYPED:  # mypy reads this (always_true); MicroPython's compiler drops the block: no import at run time
    from companion.games.aton import engine as eng
else:
    eng = None  # the engine (aton), handed over by it when it loads this module: imports run one way

_FIELDS = ("temples", "blue_squares", "black_squares", "bonus", "score_before")


def score_input(data):
    """The ``score`` command for one scoring round; raises check.BadInput naming the field."""
    check.obj(data, "", ("game", "players"), ("players",))
    plist = check.players(data, 2, 2, _FIELDS, _FIELDS[:4])
    temples = []  # type: list
    for i in (0, 1):
        where = check.path(check.path("players", i), "temples")
        t = check.array(plist[i]["temples"], where, 4, 4)
        for k in range(4):
            w = check.path(where, k)
            check.integer(t[k], w, 0, eng.SQUARES)
            if t[k] == eng.SQUARES:
                raise check.BadInput(
                    "%s: 12 pieces fill temple %d, which wins at once (no scoring round)" % (w, k + 1)
                )
            if i == 1 and t[k] + temples[0][k] > eng.SQUARES:
                raise check.BadInput(
                    "%s: temple %d would hold %d pieces, it has %d squares"
                    % (w, k + 1, t[k] + temples[0][k], eng.SQUARES)
                )
        if sum(t) > eng.PIECES:
            raise check.BadInput("%s: %d pieces, a player has only %d" % (where, sum(t), eng.PIECES))
        temples.append(t)
    entered = []  # type: list
    for i in (0, 1):
        where = check.path("players", i)
        p = plist[i]
        for k in range(3):
            key = _FIELDS[1 + k]
            w = check.path(where, key)
            v = check.integer(p[key], w, 0)
            hi = square_limits(temples, i, entered)
            if v > hi:
                raise check.BadInput("%s: %d is more than %s" % (w, v, _why_limit(k, i, hi)))
            entered.append(v)
    before = []
    for i in (0, 1):
        v = check.get_int(plist[i], "score_before", check.path("players", i), 0, None, 0)
        if v >= eng.GOAL:
            w = check.path(check.path("players", i), "score_before")
            raise check.BadInput(
                "%s: %d already ended the game (a scoring round starts below %d)" % (w, v, eng.GOAL)
            )
        before.append(v)
    pts = eng.round_points(
        temples, [entered[0], entered[3]], [entered[1], entered[4]], [entered[2], entered[5]]
    )
    totals = [before[i] + sum(pts[i]) for i in (0, 1)]
    over = max(totals) >= eng.GOAL
    out = []
    for i in (0, 1):
        bd = {"before": before[i]}
        for k in range(6):
            bd[eng.PARTS[k]] = pts[i][k]
        out.append({"name": plist[i]["name"], "total": totals[i], "breakdown": bd})
    winners = [plist[i]["name"] for i in eng.leaders(totals)] if over else []
    return {"players": out, "winners": winners, "game_over": over}


def square_limits(temples, p, entered):
    """Upper bound for the next square count of player p.

    :param temples: [[4 ints], [4 ints]]
    :param entered: what is known so far: [blue0, black0, bonus0, blue1, ...] (a prefix)
    :return: the maximum allowed for the next entry
    """
    own = entered[3 * p :]
    pieces = sum(temples[p])
    if len(own) == 0:
        occupied = len([n for n in temples[p] if n])
        other = entered[0] if p == 1 else 0
        return min(occupied, 4 - other)
    if len(own) == 1:
        return pieces - own[0]
    return 2 * (pieces - own[0] - own[1])


def _why_limit(k, p, hi):
    if k == 0:
        return "the %d blue squares left (one per temple the player occupies, 4 in all)" % hi
    if k == 1:
        return "the %d pieces the player has in the temples off blue squares" % hi
    return "%d (each bonus square gives at most 2, one per piece off blue and black squares)" % hi
