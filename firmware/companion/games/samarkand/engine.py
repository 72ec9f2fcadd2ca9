# Samarkand: families married into, camels, goods and relations tracked turn by turn; the end and the score.

import sys

from companion.core.session import refused
from micropython import const

ID = "samarkand"
OPTIONS = (("mode", "Mode", ("tracker", "scoring"), ("Turn tracker", "Scoring only")),)

# "Limites de cartes en main : A 3 joueurs 10, A 4 joueurs 7, A 5 joueurs 6"; 2 players: 10 (docs/RULES.md)
LIMITS = (10, 10, 7, 6)  # by player count 2..5
GOODS = const(33)  # "33 cartes- 33 marchandises": one goods space, tile and card each
RELATIONS = const(50)  # "50 tuiles relations"
FAMILIES = const(10)  # "120 chameaux (10 couleurs)", "20 tuiles familles", a pile of 5 relation tiles each
_PILE = const(5)  # "quatres tuiles < Relation > grises et d'une vert foncé"
_CAMELS = const(11)  # "Les 11 chameaux restant" beside the family, one more on its start space
_MONEY = const(10)  # "Tous les joueurs reçoivent chacun 10 dirhams"
_HAND = const(2)  # "Chaque joueur prend 2 cartes en main"
_DRAW = const(3)  # "Le joueur tire ensuite les 3 premières cartes"
_SALE = const(3)  # a goods card sold "reçoit immédiatement en échange 3 Dirhame"
_ACTIVE_BONUS = const(3)  # "Chaque propriétaire d'une tuile < Famille > de la famille active reçoit 3"
_PASSIVE_BONUS = const(1)  # "les propriétaires d'une tuile de la famille passive, 1 dirham"
_OWN = const(4)  # "Pour chaque chameau d'une propre famille ..4PV"
_OTHER = const(1)  # "Pour chaque chameau d'une famille etrange... 1PV"
MONEY_MAX = const(999)
REMEMBER = "paid"  # the app keeps the prices paid (printed on the board) in the settings, passes them back
# The rule book gives "10 couleurs" and names rouge and jaune; the other eight are the project's choice.
COLOURS = ("black", "blue", "brown", "green", "orange", "pink", "purple", "red", "white", "yellow")

# State. Players are 0..n-1, families 0..9 (COLOURS), -1 stands for none.
#   limit          hand limit
#   phase          "turn" (marry, extend or pass), "marry" (the family married when the price and the cards
#                  kept are asked), "pay" (the marriage price), "keep" (cards kept of the 3 drawn), "bag"
#                  (2 players: the family tile drawn), "place" (where a camel went), "sale"
#                  (who sold the new goods space's card), "claim" (the end: each player's unsold cards on
#                  goods spaces with camels), "entry" (scoring only), "over"
#   turn           the player acting (in "claim" and "entry": the player being scored)
#   family, left   the family being married or extended; the camels still to place this turn (a marriage:
#                  1 when the cards kept are asked, else all the drawn cards that fit are kept)
#   money, families, hands, sold, goods_tiles, relation_tiles: per player: dirhams, the families married
#                  (a family twice with 2 players), goods cards held (sold ones included: they count for the
#                  hand limit), of them sold, tiles taken
#   treasury, camels, tiles, related: per family: dirhams in its treasury, camels beside it, family tiles
#                  on its space, bit g set when it has a relation with family g
#   bag            the families whose second tile is still in the bag (2 players)
#   goods          the goods spaces reached, in order: [first camel's family, second's or -1, the player
#                  who sold its card or -1, the player who shows its card at the end or -1]
#   field, own_camels, other_camels: scoring only (entry): the field being entered, the camels
#                  on the goods spaces of the player's unsold cards, of own families and of others
#   paid           per family, the price last paid to marry into it (0: none yet), in this game or an
#                  earlier one on this device: the price is printed on the board, so it is paid without
#                  asking, and the list of prices starts there
#   news           what the last action did: a list of events (see ui.news)


def name(p):
    return "P%d" % (p + 1)


def remembered(state):
    """The prices paid so far, for the next games (each family's is asked once a device); None before any."""
    paid = state["paid"]
    return paid if max(paid) else None


def new_state(players, options=None):
    """:param players: 2..5
    :param options: {"mode": "tracker" | "scoring"}; "paid" may hold the remembered prices
    """
    if not 2 <= players <= 5:
        raise ValueError("samarkand: 2-5 players")
    options = options or {}
    scoring = options.get("mode", "tracker") == "scoring"
    paid = options.get(REMEMBER)
    # a damaged settings file's table is not used: every price is asked again
    if type(paid) is not list or len(paid) != FAMILIES or [v for v in paid if type(v) is not int or v < 0]:
        paid = [0] * FAMILIES
    two = players == 2
    return {
        "limit": LIMITS[players - 2],
        "phase": "entry" if scoring else "turn",
        "turn": 0,
        "family": -1,
        "left": 0,
        "money": [0 if scoring else _MONEY] * players,
        "families": [[] for _ in range(players)],
        "hands": [_HAND] * players,
        "sold": [0] * players,
        "goods_tiles": [0] * players,
        "relation_tiles": [0] * players,
        "treasury": [0] * FAMILIES,
        "paid": list(paid),
        "camels": [_CAMELS] * FAMILIES,
        # 2 players: "1 seule tuile"Famille" de chaque famille est posée [...] Les tuiles restantes sont mises
        # dans le sac"
        "tiles": [1 if two else 2] * FAMILIES,
        "bag": list(range(FAMILIES)) if two else [],
        "related": [0] * FAMILIES,
        "goods": [],
        "field": 0,
        "own_camels": [0] * players,
        "other_camels": [0] * players,
        "news": None,
    }


def chance(state):
    """Samarkand has no dice."""
    return None


def relations(state, f):
    """:return: how many families family ``f`` has a relation with"""
    bits = state["related"][f]
    count = 0
    while bits:
        count += bits & 1
        bits >>= 1
    return count


def _member(state, p, f):
    return f in state["families"][p]


def is_married(state, f):
    """:return: whether anybody married into family ``f``"""
    for fams in state["families"]:
        if f in fams:
            return True
    return False


def _turn_actions(state, p, asked=False):
    """Extend a family of the player's (2 camels cost its treasury 1) or marry one with a tile left.

    A marriage keeps all the drawn cards that fit and pays the price paid before into that family (printed
    on its board: ["marry", f, price]; a price not known yet is asked: ["marry", f, 0]) when its player has
    it; the last row ["fewer"] asks both for any family (``asked``: those marriages, ["marry", f]).
    """
    acts = []
    camels = state["camels"]
    money = state["money"][p]
    if not asked:
        for f in range(FAMILIES):
            if _member(state, p, f) and camels[f]:
                acts.append(["extend", f, 1])
                if camels[f] >= 2 and state["treasury"][f]:
                    acts.append(["extend", f, 2])
    wed = False
    for f in range(FAMILIES if money else 0):
        # "1 seule tuile par famille"; with 2 players "le droit de se marier à une famille dont ils
        # possèdent déjà une tuile"
        if state["tiles"][f] and (len(state["money"]) == 2 or not _member(state, p, f)):
            price = state["paid"][f]
            if asked:
                acts.append(["marry", f])
            elif price <= money:
                acts.append(["marry", f, price])
                wed = True
    if wed and state["limit"] - state["hands"][p] > 1:
        acts.append(["fewer"])  # fewer cards kept than drawn (at most 2 are discarded): a choice to ask
    return acts


def unsold(state, p):
    return state["hands"][p] - state["sold"][p]


def _key(space):
    """Goods spaces with the same camels are alike for scoring: one choice stands for them all."""
    a, b = space[0], space[1]
    return [a, b] if a < b else [b, a]


def legal_actions(state):
    """The choices of the current phase (see the state above)."""
    ph = state["phase"]
    p = state["turn"]
    f = state["family"]
    if ph == "turn":
        acts = _turn_actions(state, p)
        return acts or [["pass"]]
    if ph == "marry":
        return _turn_actions(state, p, True) + [["cancel"]]
    if ph == "pay":  # or not marry after all (the price on the board is more than thought)
        return [["pay", k] for k in range(1, state["money"][p] + 1)] + [["cancel"]]
    if ph == "keep":
        return [["keep", k] for k in range(1, min(_DRAW, state["limit"] - state["hands"][p]) + 1)]
    if ph == "bag":
        return [["bag", g] for g in state["bag"]]
    if ph == "place":
        acts = [["plain"]]
        goods = state["goods"]
        if len(goods) < GOODS:
            acts.append(["goods"])
        seen = []
        for i in range(len(goods)):
            # "au maximum 2 chameaux, qui ne doivent pas être de même couleur"
            first, second, seller = goods[i][0], goods[i][1], goods[i][2]
            if second < 0 and first != f and [first, seller < 0] not in seen:
                seen.append([first, seller < 0])
                acts.append(["join", i])
        for g in range(FAMILIES):
            if g != f and not state["related"][f] >> g & 1:
                acts.append(["meet", g])
        return acts
    if ph == "sale":
        return [["nosale"]] + [["sell", q] for q in range(len(state["money"])) if unsold(state, q)]
    if ph == "claim":
        acts = [["done"]]
        mine = [space[3] for space in state["goods"]].count(p)
        if mine < unsold(state, p):
            seen = []
            goods = state["goods"]
            for i in range(len(goods)):
                if goods[i][2] < 0 and goods[i][3] < 0 and _key(goods[i]) not in seen:
                    seen.append(_key(goods[i]))
                    acts.append(["card", i])
        return acts
    if ph == "entry":
        return entry().actions(state)
    return []


def entry():
    """:return: the scoring-only mode's module (loaded only in that mode)"""
    from companion.games.samarkand import entry as samarkand_entry

    samarkand_entry.eng = sys.modules[__name__]  # handed over: it does not import the engine back
    return samarkand_entry


def _relation(state, f, g):
    """Family ``f``'s camel joined family ``g``'s on land: a first relation pays bonuses and gives tiles."""
    related = state["related"]
    if related[f] >> g & 1:
        return
    related[f] |= 1 << g
    related[g] |= 1 << f
    for q in range(len(state["money"])):
        # "Si un joueur fait partie des deux familles, il reçoit les deux primes"; two tiles of one family
        # are paid once
        if _member(state, q, f):
            state["money"][q] += _ACTIVE_BONUS
        if _member(state, q, g):
            state["money"][q] += _PASSIVE_BONUS
    # "prend en plus la tuile < Relation > supérieur des deux familles": a sixth relation in one turn
    # finds its family's pile empty
    taken = 0
    for h in (f, g):
        if relations(state, h) <= _PILE:
            taken += 1
    state["relation_tiles"][state["turn"]] += taken
    state["news"].append(["relation", f, g, taken])


def can_play(state, p):
    return bool(_turn_actions(state, p))


def _end_of_action(state):
    """The end conditions are checked once the player's action is done; else the next player's turn."""
    state["family"] = -1
    state["left"] = 0
    n = len(state["money"])
    reason = None
    # "Chaque famille a noué au moins une relation commerciale."
    if 0 not in state["related"]:
        reason = ["end", "all", -1]
    for f in range(FAMILIES):
        # "Une famille a noué 5 relations avec d'autres familles."
        if reason is None and relations(state, f) >= _PILE:
            reason = ["end", "five", f]
    if reason is None:
        state["turn"] = (state["turn"] + 1) % n
        state["phase"] = "turn"
        for q in range(n):
            if can_play(state, q):
                return
        # nobody can marry or extend any more: the rule book has no way on (see docs/RULES.md)
        reason = ["end", "stuck", -1]
    # "Le tour n'est pas joué jusqu'au bout. On procède au décompte"
    state["news"].append(reason)
    state["phase"] = "claim"
    state["turn"] = 0


def _pay(state, p, f, price):
    # "payer avec sa propre fortune le montant indiqué sur la case du tableau. Il pose l'argent sur la case
    # < Trésor familial >"
    state["money"][p] -= price
    state["treasury"][f] += price
    state["paid"][f] = price
    state["tiles"][f] -= 1
    state["families"][p].append(f)
    state["news"].append(["married", p, f, price])
    room = state["limit"] - state["hands"][p]
    if room <= 0:
        # "Si le joueur avait déjà atteint sa limite de cartes avant le mariage [...] ne peut plus tirer"
        _after_marriage(state)
    elif state["left"]:
        state["phase"] = "keep"
    else:
        # the drawn cards kept, as many as fit ("Il se défausse donc de 0 à 2 cartes")
        _keep(state, p, min(_DRAW, room))


def _keep(state, p, k):
    state["left"] = 0
    state["hands"][p] += k
    state["news"].append(["kept", p, k])
    _after_marriage(state)


def _next_camel(state):
    if state["left"]:
        state["phase"] = "place"
    else:
        _end_of_action(state)


def _after_marriage(state):
    if state["bag"]:
        # "Chaque fois qu'un joueur se marie à une famille, il pioche à la fin de son coup une tuile dans le
        # sac."
        state["phase"] = "bag"
    else:
        _end_of_action(state)


def apply(state, action, checked=False):
    """Apply ``action``; return None or the reason it is refused (state untouched).

    :param checked: the caller took ``action`` from ``legal_actions(state)`` (or replays what this engine
        accepted): it is not looked for there again
    """
    if state["phase"] == "entry":
        # a game saved before the one-pick counts entered steps then "next": still taken at power-up
        why = refused(action, is_over(state))
        if why is None and (action[0] not in ("value", "add", "next") or not entry().allowed(state, action)):
            why = "not allowed now"
        if why is not None:
            return why
    else:
        why = refused(action, is_over(state))
        if why is not None:
            return why
        if action[0] == "keep" and state["phase"] != "keep":
            # a firmware before this one asked the cards kept after every marriage (a saved game's journal):
            # its answer comes right after the marriage that now kept all that fit, and says how many
            for e in state["news"] or ():
                if e[0] == "kept" and action[1] <= e[2]:
                    state["hands"][e[1]] += action[1] - e[2]
                    e[2] = action[1]
                    return None
            return "not allowed now"
        if action[0] == "marry" and len(action) == 2 and state["phase"] == "turn":
            # a firmware before this one listed these marriages on the turn's list (a saved game's journal):
            # they are those "fewer" lists now
            state["phase"] = "marry"
            if not checked and action not in legal_actions(state):
                state["phase"] = "turn"
                return "not allowed now"
        elif not checked and action not in legal_actions(state):
            return "not allowed now"
    verb = action[0]
    p = state["turn"]
    f = state["family"]
    state["news"] = news = []
    if verb == "extend":
        f = state["family"] = action[1]
        state["left"] = action[2]
        if action[2] == 2:
            # "cela coûte cependant à la famille concerné 1 dirham prélevé dans le trésor familial"
            state["treasury"][f] -= 1
        state["phase"] = "place"
        news.append(["extend", p, f, action[2]])
    elif verb == "fewer":
        state["phase"] = "marry"
    elif verb == "marry":
        state["family"] = action[1]
        state["left"] = 1 if len(action) == 2 else 0  # 1: the cards kept are asked
        state["phase"] = "pay"
        if len(action) == 3 and action[2]:
            _pay(state, p, action[1], action[2])
    elif verb == "cancel":
        state["family"] = -1
        state["left"] = 0
        state["phase"] = "turn"
    elif verb == "pay":
        _pay(state, p, f, action[1])
    elif verb == "keep":
        _keep(state, p, action[1])
    elif verb == "bag":
        g = action[1]
        state["bag"].remove(g)
        married = is_married(state, g)
        # "S'il pioche un memebre d'une famille avec laquelle un mariage a déjà eu lieu, il pose la tuile sur
        # la case de la famille"; otherwise "la tuile est retirée du jeu"
        if married:
            state["tiles"][g] += 1
        news.append(["bag", g, 1 if married else 0])
        _end_of_action(state)
    elif verb == "pass":
        news.append(["pass", p])
        _end_of_action(state)
    elif verb in ("plain", "goods", "join", "meet"):
        state["camels"][f] -= 1
        state["left"] -= 1
        if verb == "goods":
            # "Il prend la tuile < Marchandise > sur le plateau de jeu"
            state["goods_tiles"][p] += 1
            state["goods"].append([f, -1, -1, -1])
            news.append(["goods", p])
        elif verb == "join":
            space = state["goods"][action[1]]
            space[1] = f
            _relation(state, f, space[0])
        elif verb == "meet":
            _relation(state, f, action[1])
        # "Si l'un des joueurs (également celui dont c'est le tour) possède la carte < Marchandise >
        # correspondant à cette case de marchandise, il a maintenat le droit de la vendre."
        state["phase"] = "sale"
        if verb != "goods" or legal_actions(state) == [["nosale"]]:
            _next_camel(state)
    elif verb in ("sell", "nosale"):
        if verb == "sell":
            q = action[1]
            state["money"][q] += _SALE
            state["sold"][q] += 1
            state["goods"][-1][2] = q
            news.append(["sold", q])
        _next_camel(state)
    elif verb == "card":
        state["goods"][action[1]][3] = p
        news.append(["card", p, action[1]])
    elif verb == "done":
        news.append(["done", p])
        state["turn"] += 1
        if state["turn"] == len(state["money"]):
            state["phase"] = "over"
    elif state["phase"] == "entry":
        entry().apply(state, action)
    else:  # only a damaged checkpoint's replay (checked) brings one: it is refused
        return "not an action"
    return None


def is_over(state):
    return state["phase"] == "over"


def current(state):
    """:return: the seat to act now, or None once the game is over"""
    return None if is_over(state) else state["turn"]


def card_points(camels, families):
    """A goods card's points: 4 a camel of one of the player's families on its space, 1 another's.

    :param camels: the families of the camels on the card's goods space (-1: none)
    :param families: the families the player married into (a family twice counts once)
    """
    pts = 0
    for c in camels:
        if c >= 0:
            pts += _OWN if c in families else _OTHER
    return pts


def outcome(names, rows):
    """:param rows: per player (money, goods_tiles, relation_tiles, goods_cards points)"""
    players = []
    best = None
    for i in range(len(names)):
        m, g, r, c = rows[i]
        total = m + g + r + c
        bd = {"money": m, "goods_tiles": g, "relation_tiles": r, "goods_cards": c}
        players.append({"name": names[i], "total": total, "breakdown": bd})
        if best is None or total > best:
            best = total
    # "En cas d'egalite, tous les joueurs ex aequo se partagent la victoire."
    return {"players": players, "winners": [p["name"] for p in players if p["total"] == best]}


def result(state):
    """Totals from what was tracked (or entered): dirhams, goods and relation tiles, unsold cards' camels."""
    rows = []
    names = []
    for p in range(len(state["money"])):
        cards = _OWN * state["own_camels"][p] + _OTHER * state["other_camels"][p]
        for space in state["goods"]:
            if space[3] == p:
                cards += card_points(space[:2], state["families"][p])
        rows.append((state["money"][p], state["goods_tiles"][p], state["relation_tiles"][p], cards))
        names.append(name(p))
    return outcome(names, rows)


def score_input(data):
    """The ``score`` command for samarkand; raises check.BadInput naming the field.

    :param data: the parsed input (its validation lives in samarkand_score, loaded only by the command)
    """
    from companion.games.samarkand import score as samarkand_score

    samarkand_score.eng = sys.modules[__name__]  # handed over: it does not import the engine back
    return samarkand_score.score_input(data)
