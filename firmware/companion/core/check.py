# Input validation that names the offending field: bad input is one clear line, never a traceback.


class BadInput(Exception):
    """Raised with a one-line message such as ``players[1].gems.red: 7 exceeds ...``."""


def path(parent, key):
    if isinstance(key, int):
        return "%s[%d]" % (parent, key)
    return "%s.%s" % (parent, key) if parent else key


def is_int(v):
    # bool is a subclass of int in CPython but not in MicroPython: exclude it in both
    return type(v) is int


def obj(value, where, allowed, required=()):
    """Check that ``value`` is a JSON object with only ``allowed`` keys and all ``required`` ones.

    :param where: the field path used in messages ("" for the top level)
    """
    if not isinstance(value, dict):
        raise BadInput("%s: must be an object" % (where or "input"))
    for key in sorted(value):
        if key not in allowed:
            raise BadInput("%s: unknown field" % path(where, key))
    for key in required:
        if key not in value:
            raise BadInput("%s: missing field" % path(where, key))
    return value


def integer(value, where, lo=None, hi=None):
    if not is_int(value):
        raise BadInput("%s: must be an integer" % where)
    if lo is not None and value < lo:
        raise BadInput("%s: %d is below the minimum %d" % (where, value, lo))
    if hi is not None and value > hi:
        raise BadInput("%s: %d is above the maximum %d" % (where, value, hi))
    return value


def get_int(d, key, where, lo=None, hi=None, default=None):
    """Read ``d[key]`` as an int in lo..hi; absent gives ``default`` (or an error if it is None)."""
    if key not in d:
        if default is None:
            raise BadInput("%s: missing field" % path(where, key))
        return default
    return integer(d[key], path(where, key), lo, hi)


def boolean(value, where):
    if value is not True and value is not False:
        raise BadInput("%s: must be true or false" % where)
    return value


def string(value, where, choices=None):
    if not isinstance(value, str):
        raise BadInput("%s: must be a string" % where)
    if choices is not None and value not in choices:
        raise BadInput("%s: %s is not one of %s" % (where, quote(value), ", ".join(choices)))
    return value


def array(value, where, lo=0, hi=None):
    if not isinstance(value, list):
        raise BadInput("%s: must be a list" % where)
    if len(value) < lo:
        raise BadInput("%s: needs at least %d entries, has %d" % (where, lo, len(value)))
    if hi is not None and len(value) > hi:
        raise BadInput("%s: has %d entries, at most %d allowed" % (where, len(value), hi))
    return value


def quote(s):
    from companion.core import jsonc

    return jsonc.dumps(s)


def players(data, lo, hi, allowed, required=()):
    """Validate ``data["players"]``: a list of lo..hi objects with unique non-empty names.

    :param allowed: the player fields besides ``name``
    :return: the list
    """
    plist = array(data.get("players"), "players", lo, hi) if "players" in data else None
    if plist is None:
        raise BadInput("players: missing field")
    seen = []
    keys = ("name",) + tuple(allowed)
    for i, p in enumerate(plist):
        where = path("players", i)
        obj(p, where, keys, ("name",) + tuple(required))
        name = string(p["name"], path(where, "name"))
        if not name:
            raise BadInput("%s: must not be empty" % path(where, "name"))
        if name in seen:
            raise BadInput(
                "%s: %s is already the name of another player" % (path(where, "name"), quote(name))
            )
        seen.append(name)
    return plist
