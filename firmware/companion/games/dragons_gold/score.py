# L'Or des dragons scoring, basic and advanced rules ("Decompte des points", RULES.md), and `score`.

from micropython import const

# the token kinds and their caps, handed over by the engine when it loads this module: imports run one way
_TYPED = const(0)
if _TYPED:  # mypy reads this (always_true); MicroPython's compiler drops the block: no import at run time
    from companion.games.dragons_gold.engine import CAPS, KINDS
else:
    KINDS = CAPS = None


_BLACK = const(3)  # KINDS index of the black diamond
_FIRST_COLOUR = const(4)  # KINDS from here on are the five colours of majority


def majority_value(players, rules):
    """Points for most tokens of a colour: 15/12/10 (basic) or 12/10/8 (advanced) at 3/4-5/6 players."""
    if rules == "advanced":
        return 12 if players == 3 else (8 if players == 6 else 10)
    return 15 if players == 3 else (10 if players == 6 else 12)


def score(names, rules, rows):
    """Score the end of a game.

    :param names: player names
    :param rules: "basic" or "advanced"
    :param rows: per player, the counts of KINDS
    :return: {"players": [{"name", "total", "breakdown"}], "winners": [...]}
    """
    n = len(names)
    adv = rules == "advanced"
    value = majority_value(n, rules)
    holder = -1
    for i in range(n):
        if rows[i][_BLACK]:
            holder = i
    out = []
    for i in range(n):
        r = rows[i]
        # every key of KINDS at once: a dict grown key by key copies its table as it grows (a 6-player final
        # screen scores on a tight heap)
        b = {
            "silver": r[0],
            "gold": 3 * r[1],
            "magic": r[2],
            "black": r[_BLACK] * (15 if adv else 7),
            "green": 0,
            "blue": 0,
            "purple": 0,
            "yellow": 0,
            "white": 0,
            "bonus": 0,
        }
        out.append(b)
    for k in range(_FIRST_COLOUR, len(KINDS)):
        most = 0
        for r in rows:
            most = max(most, r[k])
        if most == 0:
            continue  # a majority needs at least one token
        top = [i for i in range(n) if rows[i][k] == most]
        if not adv:
            for i in top:
                out[i][KINDS[k]] = value
        elif len(top) == 1:
            if top[0] != holder:
                out[top[0]][KINDS[k]] = value
        elif len(top) == 2:
            for i in top:
                if i != holder:
                    out[i][KINDS[k]] = value // 2
    if adv:
        for i in range(n):
            if i != holder and min(rows[i][_FIRST_COLOUR:]) >= 1:
                out[i]["bonus"] = 5
    players = []
    best = None
    for i in range(n):
        total = 0
        for key in out[i]:
            total += out[i][key]
        players.append({"name": names[i], "total": total, "breakdown": out[i]})
        best = total if best is None else max(best, total)
    return {"players": players, "winners": [p["name"] for p in players if p["total"] == best]}


def score_input(data):
    """The ``score`` command: validate the input and score it.

    :param data: {"players": [{"name", "silver", ...}], "rules": optional}
    :raises check.BadInput: naming the offending field
    """
    from companion.core import check  # only here: the device's final screen scores without it

    check.obj(data, "", ("game", "players", "rules"), ("players",))
    rules = "basic"
    if "rules" in data:
        rules = check.string(data["rules"], "rules", ("basic", "advanced"))
    plist = check.players(data, 3, 6, KINDS)
    totals = [0] * len(KINDS)
    rows = []
    for i, p in enumerate(plist):
        where = check.path("players", i)
        row = []
        for k in range(len(KINDS)):
            v = check.get_int(p, KINDS[k], where, 0, 1 if k == _BLACK else None, 0)
            totals[k] += v
            if totals[k] > CAPS[k]:
                raise check.BadInput(
                    "%s: %d %s tokens across players exceed the %d in the game"
                    % (check.path(where, KINDS[k]), totals[k], KINDS[k], CAPS[k])
                )
            row.append(v)
        rows.append(row)
    return score([p["name"] for p in plist], rules, rows)
