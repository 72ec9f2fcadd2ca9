# Emerald's `score` and `dragon` commands: input validation naming the field, kept off the device's heap.

from companion.core import check
from companion.games.emerald.rules import (
    FACINGS,
    GEMS,
    SPACES,
    TRACK_MAX,
    owns_all,
    score_players,
    steps,
    valid_position,
)
from micropython import const

_GOLD_VALUES = const(5)  # gold cards 1..5, five of each value
_GOLD_EACH = const(5)
_GOLD_IN_PLAY = const(23)  # 25 gold cards, 2 returned unseen at set-up
_GEM_EACH = const(6)
_GEMS_IN_PLAY = const(22)  # 24 gem cards, 2 returned unseen at set-up
_TREASURES = const(4)


def dragon_input(data):
    """The ``dragon`` command: ``{"track", "dragon", "facing", "rolls"}`` -> ``{"steps": [...]}``.

    :raises check.BadInput: naming the offending field
    """
    check.obj(data, "", ("track", "dragon", "facing", "rolls"), ("rolls",))
    track = check.get_int(data, "track", "", 0, TRACK_MAX, 0)
    dragon = check.get_int(data, "dragon", "", 1, SPACES, 4)
    facing = check.string(data["facing"], "facing", FACINGS) if "facing" in data else "plain"
    rolls = check.array(data["rolls"], "rolls")
    for i, r in enumerate(rolls):
        check.integer(r, check.path("rolls", i), 1, 3)
    why = valid_position(dragon, facing, track)
    if why is not None:
        raise check.BadInput("dragon: " + why)
    return {"steps": steps(dragon, facing, track, rolls)}


def score_input(data):
    """The ``score`` command for Emerald (the output without ``game``).

    :raises check.BadInput: naming the offending field
    """
    check.obj(data, "", ("game", "players", "full_set_bonus"))
    plist = check.players(data, 2, 5, ("gold", "treasures", "gems"), ("gold", "treasures", "gems"))
    gold_n = [0] * (_GOLD_VALUES + 1)  # [0] counts every gold card
    gem_n = [0] * (len(GEMS) + 1)  # [4] counts every gem card
    treasures = 0
    full = []
    for i, p in enumerate(plist):
        where = check.path("players", i)
        w = check.path(where, "gold")
        for j, v in enumerate(check.array(p["gold"], w)):
            wj = check.path(w, j)
            check.integer(v, wj, 1, _GOLD_VALUES)
            gold_n[v] += 1
            gold_n[0] += 1
            if gold_n[v] > _GOLD_EACH:
                raise check.BadInput(
                    "%s: %d gold cards of value %d in all, the game has %d of each value"
                    % (wj, gold_n[v], v, _GOLD_EACH)
                )
            if gold_n[0] > _GOLD_IN_PLAY:
                raise check.BadInput(
                    "%s: %d gold cards in all, but only %d of the 25 are in play (2 are returned unseen)"
                    % (wj, gold_n[0], _GOLD_IN_PLAY)
                )
        w = check.path(where, "treasures")
        t = check.integer(p["treasures"], w, 0)
        treasures += t
        if treasures > _TREASURES:
            _too_many(w, t, treasures, _TREASURES, "treasure cards")
        w = check.path(where, "gems")
        gems = check.obj(p["gems"], w, GEMS, GEMS)
        for k in range(len(GEMS)):
            wk = check.path(w, GEMS[k])
            n = check.integer(gems[GEMS[k]], wk, 0)
            gem_n[k] += n
            gem_n[4] += n
            if gem_n[k] > _GEM_EACH:
                _too_many(wk, n, gem_n[k], _GEM_EACH, GEMS[k] + " gem cards")
        if gem_n[4] > _GEMS_IN_PLAY:
            raise check.BadInput(
                "%s: brings the gem cards to %d, but only %d of the 24 are in play (2 are returned unseen)"
                % (w, gem_n[4], _GEMS_IN_PLAY)
            )
        if owns_all(gems):
            full.append(p["name"])
    return score_players(plist, _full_set(data, full))


def _too_many(where, n, total, limit, what):
    """Raise for ``n`` cards at ``where`` that take the count across players to ``total`` > ``limit``."""
    if n > limit:
        raise check.BadInput("%s: %d exceeds the %d %s in the game" % (where, n, limit, what))
    raise check.BadInput(
        "%s: %d brings the %s to %d, more than the %d in the game" % (where, n, what, total, limit)
    )


def _full_set(data, full):
    """Who holds the four-different bonus card, from ``full_set_bonus`` and the owners of all four kinds."""
    if "full_set_bonus" not in data:
        if len(full) > 1:
            raise check.BadInput(
                "full_set_bonus: missing, and %s own all four gem kinds: name the first to complete a set"
                % " and ".join([check.quote(n) for n in full])
            )
        return full[0] if full else None
    name = data["full_set_bonus"]
    if name is None:
        if full:
            raise check.BadInput(
                "full_set_bonus: null, but %s owns all four gem kinds (the first to do so takes the card)"
                % check.quote(full[0])
            )
        return None
    check.string(name, "full_set_bonus")
    for p in data["players"]:
        if p["name"] == name:
            if name not in full:
                raise check.BadInput("full_set_bonus: %s does not own all four gem kinds" % check.quote(name))
            return name
    raise check.BadInput("full_set_bonus: %s is not one of the players" % check.quote(name))
