# Samarkand: turn tracker with hand-limit and end reminders, end scoring entry, and score_input.

from companion.core import check

try:
    from micropython import const
except ImportError:

    def const(x):
        return x


ID = "samarkand"
OPTIONS = (("mode", "Mode", ("tracker", "scoring"), ("Turn tracker", "Scoring only")),)

# "Limites de cartes en main : A 3 joueurs 10, A 4 joueurs 7, A 5 joueurs 6"; 2 players: 10 (RULINGS)
LIMITS = (10, 10, 7, 6)  # by player count 2..5
_GOODS = const(33)  # "33 cartes- 33 marchandises"
_RELATIONS = const(50)  # "50 tuiles relations"
_TILES_PER_FAMILY = const(2)  # "20 tuiles familles" for "10 couleurs"
_OWN = const(4)  # "Pour chaque chameau d'une propre famille ..4PV"
_OTHER = const(1)  # "Pour chaque chameau d'une famille etrange... 1PV"
_MONEY_MAX = const(999)
# The seed gives "10 couleurs" and names rouge and jaune; the other eight are the project's choice.
COLOURS = ("black", "blue", "brown", "green", "orange", "pink", "purple", "red", "white", "yellow")
_FRENCH = ("noir", "bleu", "marron", "vert", "orange", "rose", "violet", "rouge", "blanc", "jaune")

# Scoring entry fields, per player: money, goods tiles, relation tiles, camels of own families and of
# other families on the goods spaces of the player's unsold goods cards.
FIELDS = ("money", "goods", "relations", "own", "other")
_STEPS = ((1, -1, 5, -5, 10, -10), (1, -1, 5, -5), (2, -2, 10, -10), (1, -1, 5, -5), (1, -1, 5, -5))

# State: n, limit (hand limit), turn, ph ("play" | "score" | "over"), sp and sf (scoring entry: player,
# field index), v (per player the FIELDS values), news (what the last action did, for the screens: None,
# or [player, 0 married | 1-2 camels extended | -1 declared the end]).


def name(p):
    return "P%d" % (p + 1)


def new_state(players, options=None):
    """:param players: 2..5
    :param options: {"mode": "tracker" | "scoring"}
    """
    if not 2 <= players <= 5:
        raise ValueError("samarkand: 2-5 players")
    mode = (options or {}).get("mode", "tracker")
    return {
        "n": players,
        "limit": LIMITS[players - 2],
        "turn": 0,
        "ph": "score" if mode == "scoring" else "play",
        "news": None,
        "sp": 0,
        "sf": 0,
        "v": [[0] * len(FIELDS) for _ in range(players)],
    }


def chance(state):
    """Samarkand has no dice."""
    return None


def cap(state, f):
    """The largest value field ``f`` of the player being entered can take."""
    v = state["v"]
    p = state["sp"]
    if f == 0:
        return _MONEY_MAX
    if f in (1, 2):
        others = 0
        for q in range(state["n"]):
            if q != p:
                others += v[q][f]
        return (_GOODS if f == 1 else _RELATIONS) - others
    # at most 2 camels on the goods space of each unsold card, and at most `limit` cards in hand
    return 2 * state["limit"] - v[p][7 - f]


def legal_actions(state):
    """Play: marry, extend by 1 or 2 camels, or declare the end. Scoring: adjust the field, next."""
    ph = state["ph"]
    if ph == "play":
        return [["marry"], ["extend", 1], ["extend", 2], ["end"]]
    if ph != "score":
        return []
    f = state["sf"]
    val = state["v"][state["sp"]][f]
    top = cap(state, f)
    acts = [["add", d] for d in _STEPS[f] if 0 <= val + d <= top]
    acts.append(["next"])
    return acts


def apply(state, action):
    """Apply ``action``; return None or the reason it is refused (state untouched)."""
    if not isinstance(action, list) or not action:
        return "not an action"
    legal = legal_actions(state)
    if action not in legal:
        return "not allowed now"
    verb = action[0]
    state["news"] = None
    if verb == "marry" or verb == "extend":
        state["news"] = [state["turn"], 0 if verb == "marry" else action[1]]
        state["turn"] = (state["turn"] + 1) % state["n"]
    elif verb == "end":
        # "Le jeu se termine immediatement [...] Le tour n'est pas joue jusqu'au bout."
        state["news"] = [state["turn"], -1]
        state["ph"] = "score"
    elif verb == "add":
        state["v"][state["sp"]][state["sf"]] += action[1]
    elif verb == "next":
        state["sf"] += 1
        if state["sf"] == len(FIELDS):
            state["sf"] = 0
            state["sp"] += 1
            if state["sp"] == state["n"]:
                state["sp"] = 0
                state["ph"] = "over"
    return None


def is_over(state):
    return state["ph"] == "over"


def _outcome(names, rows):
    """:param rows: per player (money, goods_tiles, relation_tiles, goods_cards points)"""
    players = []
    best = None
    for i, nm in enumerate(names):
        m, g, r, c = rows[i]
        total = m + g + r + c
        bd = {"money": m, "goods_tiles": g, "relation_tiles": r, "goods_cards": c}
        players.append({"name": nm, "total": total, "breakdown": bd})
        if best is None or total > best:
            best = total
    # "En cas d'egalite, tous les joueurs ex aequo se partagent la victoire."
    return {"players": players, "winners": [p["name"] for p in players if p["total"] == best]}


def result(state):
    """Totals from the scoring entry: money, goods tiles, relation tiles, 4 / 1 a camel on a card."""
    rows = []
    for v in state["v"]:
        rows.append((v[0], v[1], v[2], _OWN * v[3] + _OTHER * v[4]))
    return _outcome([name(p) for p in range(state["n"])], rows)


def _colour(value, where):
    if not isinstance(value, str):
        raise check.BadInput("%s: must be a string" % where)
    for i in range(len(COLOURS)):
        if value == COLOURS[i] or value == _FRENCH[i]:
            return COLOURS[i]
    raise check.BadInput(
        "%s: %s is not a family colour (%s)" % (where, check.quote(value), ", ".join(COLOURS))
    )


_PLAYER_FIELDS = ("money", "goods_tiles", "relation_tiles", "families", "goods_cards")


def score_input(data):
    """The ``score`` command for samarkand.

    :param data: {"players": [{"name", "money", "goods_tiles", "relation_tiles", "families",
        "goods_cards": [{"camels": [colour, ...]}, ...]}, ...]}
    :raises check.BadInput: naming the offending field
    """
    check.obj(data, "", ("game", "players"), ("players",))
    plist = check.players(data, 2, 5, _PLAYER_FIELDS, _PLAYER_FIELDS)
    n = len(plist)
    limit = LIMITS[n - 2]
    tiles = {}  # family tiles held, across players
    goods = 0
    relations = 0
    cards = 0
    rows = []
    for i, p in enumerate(plist):
        where = check.path("players", i)
        money = check.get_int(p, "money", where, 0, _MONEY_MAX)
        g = check.get_int(p, "goods_tiles", where, 0, _GOODS)
        goods += g
        if goods > _GOODS:
            raise check.BadInput("%s.goods_tiles: more than the %d goods tiles in the game" % (where, _GOODS))
        r = check.get_int(p, "relation_tiles", where, 0, _RELATIONS)
        if r % 2:
            # "prend en plus la tuile Relation superieur des deux familles impliquees": tiles come in pairs
            raise check.BadInput("%s.relation_tiles: %d is odd, a new relation gives 2 tiles" % (where, r))
        relations += r
        if relations > _RELATIONS:
            msg = "%s.relation_tiles: more than the %d relation tiles in the game"
            raise check.BadInput(msg % (where, _RELATIONS))
        fw = check.path(where, "families")
        fams = check.array(p["families"], fw)
        mine = []
        for j, value in enumerate(fams):
            c = _colour(value, check.path(fw, j))
            if c in mine and n > 2:
                # "les joueurs ont le droit de posseder [...] 1 seule tuile par famille" (3-5 players)
                raise check.BadInput(
                    "%s: %s twice, one tile per family with 3-5 players" % (check.path(fw, j), c)
                )
            tiles[c] = tiles.get(c, 0) + 1
            if tiles[c] > _TILES_PER_FAMILY:
                msg = "%s: %s has only %d family tiles in the game"
                raise check.BadInput(msg % (check.path(fw, j), c, _TILES_PER_FAMILY))
            if c not in mine:
                mine.append(c)
        cw = check.path(where, "goods_cards")
        hand = check.array(p["goods_cards"], cw)
        if len(hand) > limit:
            msg = "%s: %d cards exceed the hand limit of %d with %d players"
            raise check.BadInput(msg % (cw, len(hand), limit, n))
        cards += len(hand)
        if cards > _GOODS:
            raise check.BadInput("%s: more than the %d goods cards in the game" % (cw, _GOODS))
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
                    raise check.BadInput(msg % (check.path(kw, k), c))
                seen.append(c)
                # a family counts once even with two of its tiles
                pts += _OWN if c in mine else _OTHER
        rows.append((money, g, r, pts))
    return _outcome([p["name"] for p in plist], rows)
