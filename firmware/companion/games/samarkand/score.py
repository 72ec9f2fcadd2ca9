# Samarkand's `score` command: families, tiles, money and unsold goods cards' camels, every field validated.

from companion.core import check
from micropython import const

_TYPED = const(0)
if _TYPED:  # mypy reads this (always_true); MicroPython's compiler drops the block: no import at run time
    from companion.games.samarkand import engine as eng
else:
    eng = None  # the engine (samarkand), handed over by it when it loads this module: imports run one way

_TILES_PER_FAMILY = 2  # "20 tuiles familles" for "10 couleurs"
_FRENCH = ("noir", "bleu", "marron", "vert", "orange", "rose", "violet", "rouge", "blanc", "jaune")
_PLAYER_FIELDS = ("money", "goods_tiles", "relation_tiles", "families", "goods_cards")


def _colour(value, where):
    """:return: the family index of a colour named in English or French"""
    if not isinstance(value, str):
        raise check.BadInput("%s: must be a string" % where)
    for i in range(eng.FAMILIES):
        if value == eng.COLOURS[i] or value == _FRENCH[i]:
            return i
    raise check.BadInput(
        "%s: %s is not a family colour (%s)" % (where, check.quote(value), ", ".join(eng.COLOURS))
    )


def score_input(data):
    """The ``score`` command for samarkand.

    :param data: {"players": [{"name", "money", "goods_tiles", "relation_tiles", "families",
        "goods_cards": [{"camels": [colour, ...]}, ...]}, ...]}
    :raises check.BadInput: naming the offending field
    """
    check.obj(data, "", ("game", "players"), ("players",))
    plist = check.players(data, 2, 5, _PLAYER_FIELDS, _PLAYER_FIELDS)
    n = len(plist)
    limit = eng.LIMITS[n - 2]
    tiles = [0] * eng.FAMILIES  # family tiles held, across players
    goods = 0
    relations = 0
    cards = 0
    rows = []
    for i, p in enumerate(plist):
        where = check.path("players", i)
        money = check.get_int(p, "money", where, 0, eng.MONEY_MAX)
        g = check.get_int(p, "goods_tiles", where, 0, eng.GOODS)
        goods += g
        if goods > eng.GOODS:
            msg = "%s.goods_tiles: more than the %d goods tiles in the game"
            raise check.BadInput(msg % (where, eng.GOODS))
        # a relation gives a tile of each family, but a sixth one finds its family's pile empty: odd counts
        r = check.get_int(p, "relation_tiles", where, 0, eng.RELATIONS)
        relations += r
        if relations > eng.RELATIONS:
            msg = "%s.relation_tiles: more than the %d relation tiles in the game"
            raise check.BadInput(msg % (where, eng.RELATIONS))
        fw = check.path(where, "families")
        fams = check.array(p["families"], fw)
        mine = []
        for j, value in enumerate(fams):
            c = _colour(value, check.path(fw, j))
            if c in mine and n > 2:
                # "les joueurs ont le droit de posseder [...] 1 seule tuile par famille" (3-5 players)
                raise check.BadInput(
                    "%s: %s twice, one tile per family with 3-5 players" % (check.path(fw, j), eng.COLOURS[c])
                )
            tiles[c] += 1
            if tiles[c] > _TILES_PER_FAMILY:
                msg = "%s: %s has only %d family tiles in the game"
                raise check.BadInput(msg % (check.path(fw, j), eng.COLOURS[c], _TILES_PER_FAMILY))
            mine.append(c)
        cw = check.path(where, "goods_cards")
        hand = check.array(p["goods_cards"], cw)
        if len(hand) > limit:
            msg = "%s: %d cards exceed the hand limit of %d with %d players"
            raise check.BadInput(msg % (cw, len(hand), limit, n))
        cards += len(hand)
        if cards > eng.GOODS:
            raise check.BadInput("%s: more than the %d goods cards in the game" % (cw, eng.GOODS))
        pts = 0
        for j, card in enumerate(hand):
            w = check.path(cw, j)
            check.obj(card, w, ("camels",), ("camels",))
            kw = check.path(w, "camels")
            camels = check.array(card["camels"], kw, 0, 2)
            seen = []
            for k, value in enumerate(camels):
                c = _colour(value, check.path(kw, k))
                if c in seen:
                    msg = "%s: two %s camels, a space holds 2 camels of different families"
                    raise check.BadInput(msg % (check.path(kw, k), eng.COLOURS[c]))
                seen.append(c)
            pts += eng.card_points(seen, mine)
        rows.append((money, g, r, pts))
    return eng.outcome([p["name"] for p in plist], rows)
