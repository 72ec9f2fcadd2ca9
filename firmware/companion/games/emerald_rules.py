# Emerald's dragon flight, danger map and end scoring: pure functions of small ints, no I/O.

from companion.core import check

try:
    from micropython import const
except ImportError:

    def const(x):
        return x


SPACES = const(9)  # mountain spaces m1..m9
TRACK_LEN = const(4)  # the flight track covers four consecutive mountain spaces
TRACK_MAX = const(5)  # track 5 covers m6..m9 and stays there
START = (4, "plain", 0)  # set-up: (dragon, facing, track)
DIE = ((1, 1), (2, 1), (3, 1))  # the dragon die 1,1,2,2,3,3: each of 1, 2, 3 with weight 1 (of 3)
GEMS = ("red", "green", "blue", "yellow")
FACINGS = ("plain", "lair")

_GOLD_VALUES = const(5)  # gold cards 1..5, five of each value
_GOLD_EACH = const(5)
_GOLD_IN_PLAY = const(23)  # 25 gold cards, 2 returned unseen at set-up
_GEM_EACH = const(6)
_GEMS_IN_PLAY = const(22)  # 24 gem cards, 2 returned unseen at set-up
_TREASURES = const(4)
_TREASURE_PTS = const(5)
_BONUS_PTS = const(4)


def _turned(dragon, step, track):
    """The step (+1 lair-ward, -1 plain-ward) after turning if the next space would leave the track."""
    nxt = dragon + step
    if nxt <= track or nxt > track + TRACK_LEN:
        return -step
    return step


def _walk(dragon, facing, track, roll, frames):
    # a dragon left behind the track (dragon == track) flies toward the lair; it turns around at an
    # end of the track as soon as it reaches it ("dovrà voltarsi immediatamente"), turning costs nothing
    step = 1 if facing == "lair" or dragon <= track else -1
    step = _turned(dragon, step, track)
    for _ in range(roll):
        dragon += step
        if frames is not None:
            frames.append(dragon)
        turned = _turned(dragon, step, track)
        if turned != step and frames is not None:
            frames.append(dragon)
        step = turned
    return dragon, "lair" if step > 0 else "plain"


def fly(dragon, facing, track, roll):
    """Fly the dragon ``roll`` spaces along the track.

    :param dragon: mountain space 1..9 (a valid position for ``track``)
    :param facing: "plain" or "lair"
    :param track: 0..5, the track covers mountain spaces track+1..track+4
    :param roll: spaces to fly (the die: 1..3)
    :return: (dragon, facing) after the flight
    """
    return _walk(dragon, facing, track, roll, None)


def flight_path(dragon, facing, track, roll):
    """The spaces the dragon passes, for the LED animation.

    :return: list of spaces: the start, then one per step; a turn-around repeats the space where the
        dragon turns (an extra frame), so the last entry is where it lands
    """
    frames = [dragon]
    _walk(dragon, facing, track, roll, frames)
    return frames


def advance(track):
    """:return: the track after it advanced one space toward the lair (it stays at 5, covering m6..m9)"""
    return track + 1 if track < TRACK_MAX else TRACK_MAX


def on_track(space, track):
    """:return: True when mountain ``space`` is beside the flight track ``track``"""
    return track < space <= track + TRACK_LEN


def valid_position(dragon, facing, track):
    """The contract's rule: on the track or one space behind it on the plain side.

    :return: None when valid, else the reason (a str)
    """
    if facing not in FACINGS:
        return "facing must be plain or lair"
    if not (0 <= track <= TRACK_MAX) or not (1 <= dragon <= SPACES):
        return "out of range"
    if dragon < track:
        return "%d is more than one space behind the track (track %d covers %d-%d)" % (
            dragon,
            track,
            track + 1,
            track + TRACK_LEN,
        )
    if dragon > track + TRACK_LEN:
        return "%d is past the track on the lair side (track %d covers %d-%d)" % (
            dragon,
            track,
            track + 1,
            track + TRACK_LEN,
        )
    return None


def danger(dragon, facing, track):
    """Where the dragon would land if triggered now.

    :return: list of 9 ints, for mountain spaces 1..9 the chance in thirds (they sum to 3)
    """
    out = [0] * SPACES
    for roll, w in DIE:
        out[fly(dragon, facing, track, roll)[0] - 1] += w
    return out


def percents(nums, denom=3):
    """Whole percentages for display that sum to 100 (largest remainder, ties to the earlier entry).

    :param nums: numerators over ``denom`` that sum to ``denom``
    """
    out = [n * 100 // denom for n in nums]
    rest = [(n * 100) % denom for n in nums]
    for _ in range(100 - sum(out)):
        best = 0
        for i in range(1, len(nums)):
            if rest[i] > rest[best]:
                best = i
        out[best] += 1
        rest[best] = -1
    return out


def steps(dragon, facing, track, rolls):
    """Fly once per roll, advancing the track after each flight.

    :return: list of {"roll", "dragon", "track"} after each flight and advance
    """
    out = []
    for r in rolls:
        dragon, facing = fly(dragon, facing, track, r)
        track = advance(track)
        out.append({"roll": r, "dragon": dragon, "track": track})
    return out


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


def owns_all(gems):
    """:return: True when the gem counts ``{kind: n}`` hold all four kinds"""
    for k in GEMS:
        if gems[k] < 1:
            return False
    return True


def score_players(players, full_set_bonus):
    """Emerald's end scoring.

    :param players: [{"name", "gold": [values], "treasures": n, "gems": {kind: n}}, ...] (valid)
    :param full_set_bonus: the name of the four-different bonus card's holder, or None
    :return: {"players": [{"name", "total", "breakdown"}], "winners": [names]}
    """
    bonus = [0] * len(players)
    for k in GEMS:
        top = -1
        most = 0
        for i, p in enumerate(players):
            n = p["gems"][k]
            if n > most:
                most, top = n, i
            elif n == most:
                top = -1
        if top >= 0:
            bonus[top] += _BONUS_PTS
    out = []
    keys = []
    for i, p in enumerate(players):
        gems = 0
        for k in GEMS:
            gems += p["gems"][k]
        b = {
            "gold": sum(p["gold"]),
            "treasures": _TREASURE_PTS * p["treasures"],
            "gems": gems,
            "gem_bonus": bonus[i],
            "full_set_bonus": _BONUS_PTS if p["name"] == full_set_bonus else 0,
        }
        total = 0
        for k in b:
            total += b[k]
        out.append({"name": p["name"], "total": total, "breakdown": b})
        keys.append((total, p["treasures"], gems))
    best = max(keys)
    winners = [out[i]["name"] for i in range(len(out)) if keys[i] == best]
    return {"players": out, "winners": winners}


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
