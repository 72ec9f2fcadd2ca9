# Emerald's dragon flight, danger map and end scoring: pure functions of small ints, no I/O.

from micropython import const

SPACES = const(9)  # mountain spaces m1..m9
TRACK_LEN = const(4)  # the flight track covers four consecutive mountain spaces
TRACK_MAX = const(5)  # track 5 covers m6..m9 and stays there
START = (4, "plain", 0)  # set-up: (dragon, facing, track)
DIE = ((1, 1), (2, 1), (3, 1))  # the dragon die 1,1,2,2,3,3: each of 1, 2, 3 with weight 1 (of 3)
GEMS = ("red", "green", "blue", "yellow")
FACINGS = ("plain", "lair")

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
