"""Samarkand: the tracked game (families, camels, goods, relations, the end), the scoring-only entry and
the `score` command in both runtimes, which must agree with the tracked end score."""

import copy
import json

import pytest

from host_sim import runtime

runtime.use_firmware()

from companion.core import rng  # noqa: E402
from companion.games.samarkand import engine as sk  # noqa: E402

BLACK, BLUE, BROWN, GREEN, ORANGE, PINK, PURPLE, RED, WHITE, YELLOW = range(10)


def ok(s, *actions):
    for a in actions:
        assert sk.apply(s, list(a)) is None, (a, sk.legal_actions(s))


def refused(s, action):
    before = json.dumps(s, sort_keys=True)
    assert isinstance(sk.apply(s, list(action)), str)
    assert json.dumps(s, sort_keys=True) == before


def marry(s, family, price=1, keep=1):
    """A marriage whose price and cards kept are asked (the turn's row "Marry, keep fewer")."""
    ok(s, ["marry", family], ["pay", price])
    if s["phase"] == "keep":
        ok(s, ["keep", keep])


def weds(s):
    """:return: the families the turn's list offers to marry into"""
    return [a[1] for a in sk.legal_actions(s) if a[0] == "marry"]


def tracker(n):
    return sk.new_state(n, {"mode": "tracker"})


# -- set-up and turns ----------------------------------------------------------------------------


@pytest.mark.parametrize("n, limit", [(2, 10), (3, 10), (4, 7), (5, 6)])
def test_hand_limits_by_player_count(n, limit):
    # "Limites de cartes en main : A 3 joueurs 10 cartes, A 4 joueurs 7 cartes, A 5 joueurs 6 cartes"
    # "deux joueurs, la limite de carte en main est de 10 cartes."
    assert tracker(n)["limit"] == limit


def test_player_counts():
    # "Nombre minimum de joueurs : 2 Nombre maximum de joueurs : 5"
    for n in (1, 6):
        with pytest.raises(ValueError):
            tracker(n)


def test_set_up():
    # "Tous les joueurs reçoivent chacun outent 10 dirhams" ; "Chaque joueur prend 2 cartes en main" ;
    # "Les 11 chameaux restant ainsi que les tuiles < Famille > sont mis sur les emplacements de la famille"
    s = tracker(4)
    assert s["money"] == [10] * 4 and s["hands"] == [2] * 4
    assert s["camels"] == [11] * 10 and s["tiles"] == [2] * 10 and s["bag"] == []
    # "deux joueurs [...] 1 seule tuile"Famille" de chaque famille est posée sur le plateau de jeu. Les
    # tuiles restantes sont mises dans le sac"
    s = tracker(2)
    assert s["tiles"] == [1] * 10 and s["bag"] == list(range(10))


def test_a_turn_is_marry_or_extend_a_family_of_yours_clockwise():
    # "Le joueur dont est le tour doit choisir etre 2 actions possibles : - se marier a une famille
    # commerçantes - prolonger la voie commerciale d'une famille" ; "Il doit pour cela avoir une tuile
    # < famille > de cette famille"
    s = tracker(3)
    assert sk.legal_actions(s) == [["marry", f, 0] for f in range(10)] + [["fewer"]]
    refused(s, ["extend", RED, 1])
    marry(s, RED, 3)
    assert s["turn"] == 1  # "On joue dans le sens des aiguilles d'une montre"
    marry(s, BLUE)
    marry(s, GREEN)
    assert s["turn"] == 0
    acts = sk.legal_actions(s)
    assert ["extend", RED, 1] in acts and ["extend", RED, 2] in acts
    assert ["extend", BLUE, 1] not in acts
    assert sk.chance(s) is None


def test_marrying_pays_the_family_treasury_and_draws_three_cards():
    # "le joueur doit payer avec sa propre fortune le montant indiqué sur la case du tableau. Il pose
    # l'argent sur la case < Trésor familial >, prend 1 tuile < Famille >" ; "Le joueur doit garder au
    # moins 1 carte. Il se défausse donc de 0 à 2 cartes"
    s = tracker(3)
    ok(s, ["marry", ORANGE])
    # never more than the player has; or not marry after all
    assert sk.legal_actions(s) == [["pay", k] for k in range(1, 11)] + [["cancel"]]
    before = copy.deepcopy(s)
    ok(s, ["cancel"])
    assert s["phase"] == "turn" and s["turn"] == 0 and s["money"] == before["money"]
    assert s["tiles"] == before["tiles"] and s["families"] == before["families"]
    ok(s, ["marry", ORANGE])
    ok(s, ["pay", 4])
    assert s["money"][0] == 6 and s["treasury"][ORANGE] == 4 and s["tiles"][ORANGE] == 1
    assert s["families"][0] == [ORANGE]
    assert sk.legal_actions(s) == [["keep", 1], ["keep", 2], ["keep", 3]]
    ok(s, ["keep", 3])
    assert s["hands"][0] == 5 and s["phase"] == "turn" and s["turn"] == 1


def test_a_marriage_keeps_the_drawn_cards_and_pays_a_price_paid_before():
    # the price is "le montant indiqué sur la case du tableau": once paid into a family it is known, and
    # paid without asking; the drawn cards are kept ("Il se défausse donc de 0 à 2 cartes"), as many as fit
    s = tracker(3)
    ok(s, ["marry", ORANGE, 0])
    assert s["phase"] == "pay" and sk.legal_actions(s)[-1] == ["cancel"]
    ok(s, ["pay", 4])
    assert s["hands"][0] == 5 and s["phase"] == "turn" and s["turn"] == 1
    assert s["news"] == [["married", 0, ORANGE, 4], ["kept", 0, 3]]
    assert ["marry", ORANGE, 4] in sk.legal_actions(s)  # P2: the price known
    ok(s, ["marry", ORANGE, 4])
    assert s["money"][1] == 6 and s["treasury"][ORANGE] == 8 and s["hands"][1] == 5 and s["turn"] == 2
    # P3 with 3 dirhams: not a family whose price is more; the row "Marry, keep fewer" asks it still
    s = tracker(3)
    ok(s, ["marry", RED, 0], ["pay", 4])
    s["money"][1] = 3
    acts = sk.legal_actions(s)
    assert ["marry", RED, 4] not in acts and ["marry", BLUE, 0] in acts and acts[-1] == ["fewer"]
    ok(s, ["fewer"])
    assert s["phase"] == "marry" and sk.legal_actions(s) == [["marry", f] for f in range(10)] + [["cancel"]]
    ok(s, ["cancel"])
    assert s["phase"] == "turn" and s["turn"] == 1 and s["money"][1] == 3
    ok(s, ["fewer"], ["marry", RED])
    assert sk.legal_actions(s) == [["pay", k] for k in (1, 2, 3)] + [["cancel"]]
    ok(s, ["pay", 3])
    assert sk.legal_actions(s) == [["keep", 1], ["keep", 2], ["keep", 3]]
    ok(s, ["keep", 1])
    assert s["hands"][1] == 3 and s["paid"][RED] == 3 and s["turn"] == 2
    # near the hand limit: no choice left to ask, so no row for it; a full hand draws nothing
    s = tracker(5)  # limit 6
    s["hands"][0] = 5
    assert ["fewer"] not in sk.legal_actions(s)
    ok(s, ["marry", RED, 0], ["pay", 2])
    assert s["hands"][0] == 6 and s["news"][-1] == ["kept", 0, 1]
    s["turn"] = 0
    ok(s, ["marry", BLUE, 0], ["pay", 2])
    assert s["hands"][0] == 6 and s["news"] == [["married", 0, BLUE, 2]] and s["turn"] == 1


def test_the_prices_paid_come_back_in_the_next_game():
    # printed on the board, a family's price is the same in every game: the device keeps those paid (the
    # settings) and the next game pays them without asking
    s = tracker(3)
    assert sk.remembered(s) is None  # nothing known: the settings are not written
    ok(s, ["marry", RED, 0], ["pay", 4])
    kept = sk.remembered(s)
    assert kept == [4 if f == RED else 0 for f in range(10)]
    again = sk.new_state(3, {"mode": "tracker", sk.REMEMBER: json.loads(json.dumps(kept))})
    assert again["paid"] == kept and again["paid"] is not kept
    acts = sk.legal_actions(again)
    assert ["marry", RED, 4] in acts and ["marry", BLUE, 0] in acts and ["marry", RED, 0] not in acts
    ok(again, ["marry", RED, 4])
    assert again["phase"] == "turn" and again["money"][0] == 6 and again["treasury"][RED] == 4
    assert again["hands"][0] == 5 and again["turn"] == 1
    # a table the settings lost or damaged is not used: every price is asked again
    for bad in (None, "4", [4] * 9, [4] * 9 + ["4"], [4] * 9 + [-1], [4] * 9 + [True], [4] * 9 + [4.0]):
        assert sk.new_state(3, {"mode": "tracker", sk.REMEMBER: bad})["paid"] == [0] * 10, bad
    # a price mistyped in an earlier game is put right by "Marry, keep fewer", which asks it
    ok(again, ["fewer"], ["marry", RED])
    assert sk.legal_actions(again)[:2] == [["pay", 1], ["pay", 2]]
    ok(again, ["pay", 5], ["keep", 3])
    assert sk.remembered(again)[RED] == 5


def test_a_journal_of_the_firmware_that_asked_every_marriage_replays():
    # it listed ["marry", f] on the turn's list and asked the cards kept after each price: those
    # marriages are the asked ones now, and a "keep" after a price that now kept the cards by itself says
    # how many were kept
    s = tracker(3)
    ok(s, ["marry", RED], ["pay", 3], ["keep", 2])
    assert s["hands"][0] == 4 and s["turn"] == 1
    ok(s, ["marry", RED, 3])  # P2, as this firmware does
    assert s["hands"][1] == 5
    ok(s, ["fewer"])
    refused(s, ["keep", 1])  # not right after a marriage
    s = tracker(3)
    ok(s, ["marry", BLUE, 0], ["pay", 2])  # a checkpoint taken at the price, the journal after it
    assert sk.apply(s, ["keep", 1], True) is None
    assert s["hands"][0] == 3 and s["news"][-1] == ["kept", 0, 1] and s["turn"] == 1
    refused(s, ["keep", 3])  # more than the marriage kept: not an answer to it


def test_the_hand_limit_caps_the_cards_kept():
    # "Une fois ces cartes défaussées, il ne peut avoir en main plus de cartes qu'indiqué par la limite" ;
    # "Si le joueur avait déjà atteint sa limite de cartes avant le mariage, il a certes toujours le droit de
    # se marier à une famille, mais ne peut plus tirer d'autres cartes"
    s = tracker(5)  # limit 6
    s["hands"][0] = 5
    ok(s, ["marry", RED], ["pay", 1])
    assert sk.legal_actions(s) == [["keep", 1]]
    ok(s, ["keep", 1])
    s["turn"] = 0
    ok(s, ["marry", BLUE], ["pay", 1])
    assert s["hands"][0] == 6 and s["phase"] == "turn" and s["turn"] == 1


def test_one_tile_a_family_and_none_once_they_are_gone():
    # "les joueurs ont le droit de posséder un nombre quelconque de tuiles <Famille>, mais cependant 1 seule
    # tuile par famille." ; "Si les tuiles <Famille> sont épuisées, on ne peut plus se marier à cette
    # famille."
    s = tracker(3)
    marry(s, RED)
    marry(s, RED)
    assert s["tiles"][RED] == 0
    assert RED not in weds(s)  # P3: none left
    marry(s, BLUE)
    assert RED not in weds(s) and BLUE in weds(s)  # P1 again


def test_two_players_marry_twice_and_draw_from_the_bag():
    # "à deux joueurs, ceux-ci ont également le droit de se marier à une famille dont ils possèdent déjà une
    # tuile" ; "S'il pioche un membre d'une famille avec laquelle aucun mariage n'a encore eu lieu, la tuile
    # est retirée du jeu" ; "S'il pioche un memebre d'une famille avec laquelle un mariage a déjà eu lieu, il
    # pose la tuile sur la case de de la famille correspondante"
    s = tracker(2)
    marry(s, RED)
    assert s["phase"] == "bag" and len(sk.legal_actions(s)) == 10
    ok(s, ["bag", BLUE])  # nobody married blue: out of the game
    assert s["tiles"][BLUE] == 1 and BLUE not in s["bag"] and s["turn"] == 1
    marry(s, GREEN)
    ok(s, ["bag", RED])  # red was married: its second tile goes on the board
    assert s["tiles"][RED] == 1
    assert RED in weds(s)
    marry(s, RED)
    ok(s, ["bag", GREEN])
    assert s["families"][0] == [RED, RED]


def test_extending_by_two_costs_the_family_one_dirham():
    # "Si le joueur prolonge la voie commerciale de 1 case supplémentaire, cela ne lui coûte rien. [...]
    # S'il prolonge la voie de 1 case supplémentaire [the second], cela coûte cependant à la famille concerné
    # 1 dirham prélevé dans le trésor familial" ; "Si une famille ne possède plus d'argent, 1 seul chameau
    # peut être placé"
    s = tracker(3)
    marry(s, RED, 1)
    marry(s, BLUE)
    marry(s, GREEN)
    ok(s, ["extend", RED, 2])
    assert s["treasury"][RED] == 0 and s["phase"] == "place" and s["left"] == 2
    ok(s, ["plain"], ["plain"])
    assert s["camels"][RED] == 9 and s["turn"] == 1
    ok(s, ["extend", BLUE, 1], ["plain"], ["extend", GREEN, 1], ["plain"])
    acts = sk.legal_actions(s)
    assert ["extend", RED, 1] in acts and ["extend", RED, 2] not in acts


def test_a_family_without_camels_cannot_extend():
    # "Il doit pour cela avoir une tuile < famille > de cette famille et celle-ci, posséder suffisamment de
    # chameux."
    s = tracker(3)
    marry(s, RED, 5)
    s["turn"] = 0
    s["camels"][RED] = 1
    acts = sk.legal_actions(s)
    assert ["extend", RED, 1] in acts and ["extend", RED, 2] not in acts
    s["camels"][RED] = 0
    assert ["extend", RED, 1] not in sk.legal_actions(s)


def test_a_free_goods_space_gives_its_tile_and_its_card_may_be_sold():
    # "Si un joueur place un chameau sur une case de marchandise libre : Il prend la tuile < Marchandise >" ;
    # "Si l'un des joueurs (également celui dont c'est le tour) possède la carte < Marchandise > [...] il a
    # maintenat le droit de la vendre. [...] reçoit immédiatement en échange 3 Dirhame. La carte ne peut plus
    # être reprise en main, mais compte toujours pour la limite de cartes"
    s = tracker(3)
    marry(s, RED, 2)
    marry(s, BLUE)
    marry(s, GREEN)
    ok(s, ["extend", RED, 1], ["goods"])
    assert s["goods_tiles"][0] == 1 and s["goods"] == [[RED, -1, -1, -1]]
    assert s["phase"] == "sale" and sk.legal_actions(s) == [["nosale"], ["sell", 0], ["sell", 1], ["sell", 2]]
    ok(s, ["sell", 2])
    assert s["money"][2] == 9 + 3 and s["sold"][2] == 1 and s["hands"][2] == 3
    assert s["goods"][0][2] == 2 and s["turn"] == 1


def test_an_occupied_goods_space_gives_nothing_but_its_relation():
    # "Si un joueur place un chameau sur une case de marchandise occupée, il ne reçoit pas de tuile
    # < Marchandise >" ; "au maximum 2 chameaux, qui ne doivent pas être de même couleur"
    s = tracker(3)
    marry(s, RED, 2)
    marry(s, BLUE)
    marry(s, GREEN)
    ok(s, ["extend", RED, 2], ["goods"], ["nosale"])
    assert ["join", 0] not in sk.legal_actions(s)  # a red camel is there already
    ok(s, ["plain"])
    ok(s, ["extend", BLUE, 1], ["join", 0])
    assert s["goods_tiles"][1] == 0 and s["goods"][0][:2] == [RED, BLUE] and s["phase"] == "turn"
    assert s["related"][RED] == 1 << BLUE
    ok(s, ["extend", GREEN, 1])
    assert ["join", 0] not in sk.legal_actions(s)  # full


def test_a_first_relation_pays_both_families_and_gives_two_tiles():
    # "Chaque propriétaire d'une tuile < Famille > de la famille active reçoit 3 dirhams de la réserve
    # générale et les propriétaires d'une tuile de la famille passive, 1 dirham. Si un joueur fait partie des
    # deux familles, il reçoit les deux primes. Le joueur qui a noué la nouvelle relation commerciale prend en
    # plus la tuile < Relation > supérieur des deux familles impliquées."
    s = tracker(4)
    marry(s, RED)
    marry(s, BLUE)
    marry(s, RED)
    marry(s, GREEN)
    ok(s, ["marry", BLUE], ["pay", 1], ["keep", 1])  # P1: red and blue
    ok(s, ["extend", BLUE, 1], ["plain"], ["extend", RED, 1], ["plain"], ["extend", GREEN, 1], ["plain"])
    before = list(s["money"])
    ok(s, ["extend", RED, 1], ["meet", BLUE])  # P1: red is active, blue passive
    assert [s["money"][p] - before[p] for p in range(4)] == [3 + 1, 1, 3, 0]
    assert s["relation_tiles"] == [2, 0, 0, 0]
    assert sk.relations(s, RED) == 1 and sk.relations(s, BLUE) == 1


def test_only_the_first_relation_between_two_families_pays():
    # "Des primes sont attribuées et des tuiles < Relation > distribuées uniquement pour la 1ére relation
    # entre ces deux familles. Si ces familles se rencontrent à nouveau, elles ne reçoivent plus de primes."
    s = tracker(3)
    marry(s, RED, 2)
    marry(s, BLUE)
    marry(s, GREEN)
    ok(s, ["extend", RED, 2], ["meet", BLUE])
    assert ["meet", BLUE] not in sk.legal_actions(s)
    ok(s, ["goods"], ["nosale"])
    money = list(s["money"])
    ok(s, ["extend", BLUE, 1], ["join", 0])  # blue meets red again, on the goods space
    assert s["money"] == money and s["relation_tiles"] == [2, 0, 0]


def test_two_tiles_of_one_family_are_paid_once():
    # "Si un joueur possède les deux tuiles"Famille" d'une famille, il n'obtient toutefois lors [...] du
    # versement des primes pour de nouvelles relations commerciales qu'une fois le montant."
    s = tracker(2)
    marry(s, RED)
    ok(s, ["bag", RED])
    marry(s, BLUE)
    ok(s, ["bag", GREEN])
    marry(s, RED)
    ok(s, ["bag", BLUE])
    ok(s, ["extend", BLUE, 1], ["plain"])
    before = list(s["money"])
    ok(s, ["extend", RED, 1], ["meet", BLUE])
    assert s["money"][0] - before[0] == 3 and s["money"][1] - before[1] == 1


def _relate(s, *pairs):
    """Relations made earlier, set by hand (the bonuses and tiles they gave do not matter here)."""
    for f, g in pairs:
        s["related"][f] |= 1 << g
        s["related"][g] |= 1 << f


def three_families():
    """P1 married red (3 dirhams in its treasury), P2 blue, P3 green; P1 to play."""
    s = tracker(3)
    marry(s, RED, 3)
    marry(s, BLUE)
    marry(s, GREEN)
    return s


def test_the_end_when_every_family_has_a_relation():
    # "Chaque famille a noué au moins une relation commerciale. Il n'y a donc plus de tuiles < Relation > vert
    # foncé sur le plateau de jeu." ; "Le tour n'est pas joué jusuq'au bout. On procède au décompte"
    s = three_families()
    _relate(s, (BLACK, BLUE), (BROWN, GREEN), (ORANGE, PINK), (PURPLE, WHITE), (RED, BLACK))
    ok(s, ["extend", RED, 1], ["meet", GREEN])
    assert s["phase"] == "turn" and s["turn"] == 1  # yellow has no relation yet
    ok(s, ["extend", BLUE, 1], ["meet", YELLOW])
    assert s["phase"] == "claim" and s["turn"] == 0  # P3 does not play: the scoring starts with P1
    assert s["news"][-1] == ["end", "all", -1]
    assert not sk.is_over(s)


def test_the_end_when_a_family_has_five_relations_after_the_whole_action():
    # "Une famille a noué 5 relations avec d'autres familles. Il n'y a donc plus de tuiles < Relation > de
    # cette famille sur le plateau de jeu." ; "Une fois que le joueur dont c'est le tour a terminé son action,
    # on vérifie si l'une des deux conditions finales est remplie."
    s = three_families()
    _relate(s, (RED, BLACK), (RED, BROWN), (RED, GREEN))
    ok(s, ["extend", RED, 2], ["meet", ORANGE])
    assert sk.relations(s, RED) == 4 and s["phase"] == "place"
    ok(s, ["meet", PINK])
    assert s["phase"] == "claim" and s["news"][-1] == ["end", "five", RED]
    assert s["relation_tiles"][0] == 4


def test_a_sixth_relation_finds_the_pile_empty():
    # "Poser sur la case de relation de chaque famille une pile composée de quatres tuiles < Relation > grises
    # et d'une vert foncé": five tiles; the second camel of the turn makes red's sixth relation
    s = three_families()
    _relate(s, (RED, BLACK), (RED, BROWN), (RED, GREEN), (RED, BLUE))
    ok(s, ["extend", RED, 2], ["meet", ORANGE], ["meet", PINK])
    assert sk.relations(s, RED) == 6 and s["relation_tiles"][0] == 2 + 1
    assert s["phase"] == "claim"


def test_a_player_who_cannot_act_passes_and_the_game_ends_when_nobody_can():
    """Nobody able to marry (no money, or no tile left) or extend (no camel left): the rules have no way on,
    so the device goes to the scoring (docs/RULES.md)."""
    s = tracker(3)
    for f in (RED, BLUE, GREEN):
        marry(s, f, 10)
    s["camels"][RED] = 0
    s["camels"][GREEN] = 0
    assert sk.legal_actions(s) == [["pass"]]
    ok(s, ["pass"])
    s["camels"][BLUE] = 1
    ok(s, ["extend", BLUE, 1], ["plain"])
    assert s["phase"] == "claim" and s["news"][-1] == ["end", "stuck", -1]


def test_the_end_shows_each_unsold_card_on_camels_and_scores_it():
    # "Les joueurs obtiennent des points de victoire (PV) pour chaque propre carte "Marchandise" dont la case
    # de marchandise est occupée par des chameaux" ; "les cartes qui ont déjà été échangées contre 3 dirham en
    # cours de jeu ne peuvent pas être comptées" ; "Pour chaque chameau d'une famille étrange... 1PV - Pour
    # chaque chameau d'une propre famille ..4PV"
    s = three_families()
    ok(s, ["extend", RED, 2], ["goods"], ["nosale"], ["goods"], ["sell", 1])  # the second card is sold
    ok(s, ["extend", BLUE, 1], ["join", 0])  # red + blue on the first space
    ok(s, ["extend", GREEN, 1], ["goods"], ["nosale"])
    s["phase"], s["turn"] = "claim", 0
    s["hands"][0] = 1  # P1 kept one card only
    # one choice per kind of space: red+blue, green; the sold one is not offered
    assert sk.legal_actions(s) == [["done"], ["card", 0], ["card", 2]]
    ok(s, ["card", 0])
    assert sk.legal_actions(s) == [["done"]]  # no more unsold cards in P1's hand
    ok(s, ["done"])
    assert sk.legal_actions(s) == [["done"], ["card", 2]]
    ok(s, ["card", 2], ["done"], ["done"])
    assert sk.is_over(s)
    res = sk.result(s)
    parts = [
        [p["breakdown"][k] for k in ("money", "goods_tiles", "relation_tiles", "goods_cards")]
        for p in res["players"]
    ]
    # P1 (red): paid 3, +1 as red's member when blue met red; red 4 + blue 1 on the card
    # P2 (blue): paid 1, sold a card +3, +3 as blue's member; the relation's 2 tiles; the green camel 1
    assert parts == [[8, 2, 0, 5], [15, 0, 2, 1], [9, 1, 0, 0]]
    assert [p["total"] for p in res["players"]] == [15, 18, 10] and res["winners"] == ["P2"]


def test_illegal_actions_leave_state_untouched():
    s = three_families()
    for bad in (["add", 1], ["next"], ["extend", BLUE, 1], ["extend", RED, 3], ["marry", RED], [], "marry"):
        refused(s, bad)
    ok(s, ["extend", RED, 1])
    for bad in (["meet", RED], ["join", 0], ["sell", 0], ["pay", 1], ["die", 3]):
        refused(s, bad)


# -- the tracked end score is the `score` command's ----------------------------------------------


def _both(doc):
    text = doc if isinstance(doc, str) else json.dumps(doc)
    a = runtime.cli("score", text, "cpython", "96k")
    b = runtime.cli("score", text, "micropython", "96k")
    assert a == b
    return a


def score_command_input(s):
    """What the players would type for the `score` command at the end of the tracked game ``s``."""
    players = []
    for p in range(len(s["money"])):
        cards = [
            {"camels": [sk.COLOURS[c] for c in space[:2] if c >= 0]} for space in s["goods"] if space[3] == p
        ]
        players.append(
            {
                "name": sk.name(p),
                "money": s["money"][p],
                "goods_tiles": s["goods_tiles"][p],
                "relation_tiles": s["relation_tiles"][p],
                "families": [sk.COLOURS[f] for f in s["families"][p]],
                "goods_cards": cards,
            }
        )
    return {"game": "samarkand", "players": players}


def random_game(n, seed):
    """A tracked game played to its end by random legal choices; at the end each player shows unsold cards
    while some are left to show."""
    s = tracker(n)
    r = rng.seed_state(seed)
    for _ in range(2000):
        if sk.is_over(s):
            return s
        acts = sk.legal_actions(s)
        if s["phase"] == "claim" and len(acts) > 1:
            acts = acts[1:]
        r, k = rng.draw(r, len(acts))
        ok(s, acts[k])
    raise AssertionError("no end")


@pytest.mark.parametrize("n, seed", [(2, 1), (3, 2), (4, 3), (5, 4), (2, 11), (3, 12), (4, 13), (5, 14)])
def test_the_tracked_end_score_is_the_score_commands(n, seed):
    """The device's end score from what it tracked == the `score` command given the same situation."""
    s = random_game(n, seed)
    shown = [space for space in s["goods"] if space[3] >= 0]
    assert len(shown) == min(
        sum([sk.unsold(s, p) for p in range(n)]), len([x for x in s["goods"] if x[2] < 0])
    )
    code, out, err = _both(score_command_input(s))
    assert (code, err) == (0, ""), err
    command = json.loads(out)
    del command["game"]
    assert command == sk.result(s)


def test_the_score_command_counts_what_was_tracked_for_a_six_relation_family():
    """Red's sixth relation leaves 3 relation tiles: the command takes an odd count, as the table has it."""
    s = three_families()
    _relate(s, (RED, BLACK), (RED, BROWN), (RED, GREEN), (RED, BLUE))
    ok(s, ["extend", RED, 2], ["meet", ORANGE], ["meet", PINK], ["done"], ["done"], ["done"])
    code, out, _ = _both(score_command_input(s))
    assert code == 0
    assert (
        json.loads(out)["players"][0]["breakdown"]["relation_tiles"]
        == 3
        == sk.result(s)["players"][0]["breakdown"]["relation_tiles"]
    )


# -- scoring only ----------------------------------------------------------------------------------


def _enter(s, values):
    """Enter the values of every field for every player: one value a field."""
    for row in values:
        for v in row:
            ok(s, ["value", v])


def test_a_field_is_one_pick_of_its_values_and_the_next_field_follows():
    s = sk.new_state(3, {"mode": "scoring"})
    acts = sk.legal_actions(s)
    # dirhams: 0-99, then +100 for a richer player (a list of 1000 would not fit the heap)
    assert acts[0] == ["value", 0] and acts[99] == ["value", 99] and acts[-1] == ["add", 100]
    ok(s, ["add", 100])
    assert sk.legal_actions(s)[0] == ["value", 100] and s["field"] == 0
    ok(s, ["value", 142])
    assert s["money"][0] == 142 and s["field"] == 1
    assert sk.legal_actions(s)[-1] == ["value", 33]  # the 33 goods tiles
    assert sk.apply(s, ["value", 34], True) == "not allowed now"  # a damaged replay's
    assert sk.apply(s, ["value", 3]) is None and s["field"] == 2


def test_a_game_saved_with_steps_goes_on():
    # a game saved before the one-pick fields entered steps then "next": replayed at power-up (each looked
    # at), they still count, and the fields go on from there
    s = sk.new_state(2, {"mode": "scoring"})
    for action in (["add", 10], ["add", 5], ["add", -1], ["next"], ["add", 1], ["next"]):
        assert sk.apply(s, action) is None
    assert s["money"][0] == 14 and s["goods_tiles"][0] == 1 and s["field"] == 2
    assert sk.apply(s, ["add", -1], True) == "not allowed now"  # below 0
    assert sk.apply(s, ["add", 3]) == sk.apply(s, ["marry", 0]) == "not allowed now"
    ok(s, ["value", 2])
    assert s["relation_tiles"][0] == 2 and s["field"] == 3


def test_scoring_entry_scores_like_the_seed():
    # "Pour une case de marchandise sans chameau...0PV - Pour chaque chameau d'une famille étrange... 1PV
    # - Pour chaque chameau d'une propre famille ..4PV" ; "Pour chaque tuile "Marchandise" obtenue..1PV" ;
    # "Pour chaque tuile "Relation"...1PV" ; "Chaque dirham...1PV"
    s = sk.new_state(2, {"mode": "scoring"})
    assert s["phase"] == "entry" and s["money"] == [0, 0]
    _enter(s, [[12, 3, 4, 1, 1], [20, 2, 0, 0, 1]])
    assert sk.is_over(s)
    res = sk.result(s)
    assert [p["total"] for p in res["players"]] == [12 + 3 + 4 + 5, 20 + 2 + 1]
    assert res["winners"] == ["P1"]
    for p in res["players"]:
        assert sum(p["breakdown"].values()) == p["total"]


def test_scoring_entry_respects_game_limits():
    entry = sk.entry()
    s = sk.new_state(4, {"mode": "scoring"})
    # 7 cards in hand at 4 players, 2 camels a space at most: own + other camels <= 14
    s["field"] = 3
    s["other_camels"][0] = 10
    assert entry.cap(s, 3) == 4
    # "33 marchandises" across players
    s["field"] = 1
    s["goods_tiles"][1] = 30
    assert entry.cap(s, 1) == 3
    assert sk.legal_actions(s)[-1] == ["value", 3]
    # "50 tuiles relations"
    s["relation_tiles"][2] = 48
    assert entry.cap(s, 2) == 2


def test_tied_totals_share_the_victory():
    # "En cas d'égalité, tous les joueurs ex aequo se partagentla victoire."
    s = sk.new_state(3, {"mode": "scoring"})
    _enter(s, [[10, 0, 0, 0, 0], [6, 0, 4, 0, 0], [1, 1, 0, 1, 0]])  # 10, 10, 1+1+4 = 6
    assert sk.result(s)["winners"] == ["P1", "P2"]


# -- the score command, both runtimes ------------------------------------------------------------


def _p(name, money=0, goods=0, rel=0, families=(), cards=()):
    return {
        "name": name,
        "money": money,
        "goods_tiles": goods,
        "relation_tiles": rel,
        "families": list(families),
        "goods_cards": [{"camels": list(c)} for c in cards],
    }


def _game(*players, **extra):
    d = {"game": "samarkand", "players": list(players)}
    d.update(extra)
    return d


def test_score_barbara_example():
    # "Barbara a la carte de marchandise "Lin" et obtient donc 5 points de victoire (PV):4 PV pour le chameau
    # rouge sur la case de marchandise, car elle possède une tuile "Famille" rouge, et seulement 1 PV pour le
    # chameau jaune, car elle ne possède pas de tuile "Famille" jaune."
    doc = _game(_p("Barbara", families=["red"], cards=[["red", "yellow"]]), _p("Other", families=["yellow"]))
    code, out, err = _both(doc)
    assert code == 0 and err == ""
    res = json.loads(out)
    assert res["game"] == "samarkand"
    assert res["players"][0]["total"] == 5
    assert res["players"][0]["breakdown"]["goods_cards"] == 5
    assert res["winners"] == ["Barbara"]


def test_score_every_source_and_sold_or_empty_cards():
    # "Pour une case de marchandise sans chameau...0PV" ; tiles 1 each ; "Chaque dirham...1PV"
    doc = _game(
        _p("A", money=17, goods=3, rel=6, families=["blue", "green"], cards=[[], ["green"], ["blue", "red"]]),
        _p("B", money=25, goods=1, rel=2, families=["red"], cards=[["blue"]]),
    )
    code, out, _ = _both(doc)
    res = json.loads(out)
    assert [p["total"] for p in res["players"]] == [17 + 3 + 6 + 0 + 4 + 5, 25 + 1 + 2 + 1]
    assert res["winners"] == ["A"]
    for p in res["players"]:
        assert sum(p["breakdown"].values()) == p["total"]


def test_score_two_tiles_of_one_family_count_once():
    # "Si un joueur possède les deux tuiles"Famille" d'une famille, il n'obtient toutefois lors du décompte
    # des cartes"Marchandise" [...] qu'une fois le montant."
    doc = _game(_p("A", families=["red", "red"], cards=[["red"]]), _p("B"))
    code, out, _ = _both(doc)
    assert code == 0
    assert json.loads(out)["players"][0]["total"] == 4


def test_score_french_colour_names_are_the_same_families():
    # the rule book's own words: "le chameau rouge", "chameau jaune"
    doc = _game(_p("A", families=["rouge"], cards=[["red", "jaune"]]), _p("B"))
    code, out, _ = _both(doc)
    assert json.loads(out)["players"][0]["total"] == 5


def test_score_ties_share():
    doc = _game(_p("A", money=9), _p("B", money=5, goods=4), _p("C", money=1))
    code, out, _ = _both(doc)
    assert json.loads(out)["winners"] == ["A", "B"]


@pytest.mark.parametrize(
    "doc, field",
    [
        (_game(_p("A")), "players"),
        (_game(*[_p("P%d" % i) for i in range(6)]), "players"),
        (_game(_p("A", families=["turquoise"]), _p("B")), "players[0].families[0]"),
        (_game(_p("A", families=[3]), _p("B")), "players[0].families[0]"),
        # "1 seule tuile par famille" with 3-5 players
        (_game(_p("A", families=["red", "red"]), _p("B"), _p("C")), "players[0].families[1]"),
        # "20 tuiles familles" in "10 couleurs": two of each
        (
            _game(_p("A", families=["red"]), _p("B", families=["red"]), _p("C", families=["rouge"])),
            "players[2].families[0]",
        ),
        (_game(_p("A", cards=[["red", "blue", "green"]]), _p("B")), "players[0].goods_cards[0].camels"),
        # "Sur chaque case peuvent se trouver au maximum 2 chameaux, qui ne doivent pas être de même couleur."
        (_game(_p("A", cards=[["red", "rouge"]]), _p("B")), "players[0].goods_cards[0].camels[1]"),
        (_game(_p("A", cards=[["pink", "mauve"]]), _p("B")), "players[0].goods_cards[0].camels[1]"),
        (_game(_p("A"), _p("B"), _p("C"), _p("D", cards=[[]] * 8)), "players[3].goods_cards"),  # limit 7
        (_game(*[_p("P%d" % i, goods=7) for i in range(5)]), "players[4].goods_tiles"),  # 33 goods tiles
        (_game(_p("A", rel=30), _p("B", rel=22)), "players[1].relation_tiles"),  # 50 relation tiles
        (_game(_p("A", money=-1), _p("B")), "players[0].money"),
        (_game(_p("A", money="3"), _p("B")), "players[0].money"),
        (_game(_p("A", money=True), _p("B")), "players[0].money"),
        (_game(_p("A"), _p("B"), bonus=1), "bonus"),
        (_game(dict(_p("A"), camels=2), _p("B")), "players[0].camels"),
        (
            _game({"name": "A", "money": 1, "goods_tiles": 0, "relation_tiles": 0, "families": []}, _p("B")),
            "players[0].goods_cards",
        ),
        (
            _game(_p("A", cards=[[]]), _p("B"))
            | {"players": [dict(_p("A"), goods_cards=[{"camel": []}]), _p("B")]},
            "players[0].goods_cards[0].camel",
        ),
        (_game(_p("A"), _p("A")), "players[1].name"),
        ("[1, 2", None),
    ],
)
def test_score_bad_input_names_the_field(doc, field):
    code, out, err = _both(doc)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "Traceback" not in err
    if field is not None:
        assert err.startswith(field + ": "), err
