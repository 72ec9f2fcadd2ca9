"""Aton rules (seed 002, first title; RULINGS.md "Aton"): each test quotes the seed sentence it checks."""

import copy

import pytest

from host_sim import runtime

runtime.use_firmware()

from companion.games import aton, aton_pages, aton_ui  # noqa: E402

RED, BLUE = 0, 1


def _new(dead="8"):
    return aton.new_state(2, {"dead": dead})


def _play(s, *actions):
    for a in actions:
        why = aton.apply(s, list(a))
        assert why is None, (a, why, s)
    return s


def _cards(s, red, blue):
    """Enter Red's four cartouche cards then Blue's."""
    return _play(s, *[["card", v] for v in list(red) + list(blue)])


def _later_round(s):
    """Make the state a round after the first (removals apply)."""
    s["round"] = 2
    return s


def test_cartouche_1_gives_double_the_difference():
    # "Le joueur possédant la carte de valeur supérieure reçoit le double de la différence en points de
    # victoire. En cas d'égalité, aucun point n'est attribué."
    s = _cards(_new(), (1, 2, 1, 1), (4, 3, 1, 1))
    assert s["score"] == [0, 6]
    s = _cards(_new(), (3, 2, 1, 1), (3, 3, 1, 1))
    assert s["score"] == [0, 0]


@pytest.mark.parametrize(
    "red, blue, first",
    [
        ((1, 3, 1, 1), (1, 2, 1, 1), BLUE),  # lower cartouche-2 card starts
        ((1, 2, 1, 1), (1, 4, 1, 1), RED),
        ((2, 3, 1, 1), (1, 3, 1, 1), BLUE),  # tie on cartouche 2: lower cartouche-1 card
        ((1, 3, 1, 1), (4, 3, 1, 1), RED),
    ],
)
def test_order_lower_cartouche_2_then_lower_cartouche_1(red, blue, first):
    # "Le joueur posséde la carte de valeur inférieure commence. En cas de valeurs égales, c'est le joueur qui
    # a joué la valeur inférieure à côté du "cartouche 1" qui commence."
    s = _cards(_new(), red, blue)
    assert s["order"] == [first, 1 - first]
    assert aton.current(s) == first


def test_double_tie_asks_who_drew_the_lower_card():
    # "S'il y a égalité ici aussi, les deux joueurs tirent des cartes une carte de valeur inférieure.
    # Ce joueur commence alors"
    s = _cards(_new(), (2, 3, 1, 1), (2, 3, 1, 1))
    assert s["phase"] == "first"
    assert aton.legal_actions(s) == [["first", 0], ["first", 1]]
    _play(s, ["first", BLUE])
    assert s["order"] == [BLUE, RED]


def test_no_removal_in_the_first_round():
    # "b) Retirer des pions(pas au 1er tour)."
    s = _new()
    s["temples"] = [[2, 2, 0, 0], [2, 2, 0, 0]]
    _cards(s, (1, 4, 4, 1), (2, 4, 4, 1))
    assert s["phase"] == "place"
    assert s["temples"] == [[2, 2, 0, 0], [2, 2, 0, 0]]


@pytest.mark.parametrize("c2, removed_red, removed_blue", [(4, 0, 2), (3, 0, 1), (2, 0, 0), (1, 1, 0)])
def test_cartouche_2_removes_value_minus_2(c2, removed_red, removed_blue):
    # "Le nombre de pions à retirer est égal à la valeur de la carte posée moins 2. - Si le résultat est
    # positif, le joueur retire le nombre correspondant de pions adverses de son choix. - Si le résultat
    # est -1, le joueur doit retirer un propre pion de son choix."
    s = _later_round(_new())
    s["temples"] = [[3, 0, 0, 0], [3, 0, 0, 0]]
    _cards(s, (1, c2, 1, 1), (2, 4, 1, 1))  # Red first: lower cartouche 2, or lower cartouche 1
    assert aton.current(s) == RED
    while s["phase"] == "remove":
        _play(s, aton.legal_actions(s)[0])
    assert s["temples"][RED][0] == 3 - removed_red
    assert s["temples"][BLUE][0] == 3 - removed_blue
    # "Les pions retirés sont placés dans le royaume des morts."
    assert s["dead"] == [removed_red, removed_blue]


def test_fewer_pieces_to_remove_than_allowed():
    # "S'il n'ya pas assez de pions dans les temples, on en retire d'autant moins."
    s = _later_round(_new())
    s["temples"] = [[0, 0, 0, 0], [1, 0, 0, 0]]
    _cards(s, (1, 4, 1, 1), (2, 4, 1, 1))
    _play(s, ["remove", 1])
    assert s["phase"] == "place" and s["temples"][BLUE] == [0, 0, 0, 0]


def test_cartouche_3_limits_the_temples_for_removing_and_placing():
    # "Tous les temples dont le numéro est inférieur ou égal à la valeur de la carte peuvent être utilisées.
    # Exemple: avec une carte de valeur "2", on a le droit de retirer ou de poser des pions dans les temples.
    # "1" et "2"."
    s = _later_round(_new())
    s["temples"] = [[0, 0, 0, 0], [1, 1, 1, 1]]
    _cards(s, (1, 3, 2, 1), (1, 4, 4, 1))
    assert aton.legal_actions(s) == [["remove", 1], ["remove", 2]]
    _play(s, ["remove", 2])
    assert aton.legal_actions(s) == [["place", 1], ["place", 2]]


def test_cartouche_4_places_that_many_pieces():
    # "La carte placée ici indique combien de ses propres pions le joueur respectif peut, pendant ce tour de
    # jeu, prendre dans sa propre réserve et répartir dans les temples."
    s = _cards(_new(), (1, 1, 4, 3), (1, 2, 4, 4))
    for t in (1, 4, 4):
        assert s["phase"] == "place"
        _play(s, ["place", t])
    assert s["phase"] == "end" and s["temples"][RED] == [1, 0, 0, 2]


def test_peter_example_piece_that_cannot_be_placed_goes_to_the_dead():
    # "Exemple: Peter a le droit de poser 4 pions dans les temples 1et2.Le temple 2 a encore une case vide,
    # le temple 1 en a encore deux. Peter ne peut donc pas poser son quatrième pion. Le pion est placé dans le
    # royaume des morts."
    s = _new()
    s["temples"] = [[5, 6, 0, 0], [5, 5, 0, 0]]  # temple 1: 10 of 12 squares taken, temple 2: 11
    _cards(s, (1, 1, 2, 4), (1, 2, 1, 1))
    _play(s, ["place", 1], ["place", 2], ["place", 1])
    assert s["temples"][RED] == [7, 7, 0, 0]
    assert s["phase"] == "end" and s["dead"] == [1, 0]


def test_no_pieces_in_reserve_places_none():
    # "Si l'on n'a plus de pions en réserve, on ne pose aucun pion."
    s = _new()
    s["temples"] = [[11, 11, 7, 0], [0, 0, 0, 0]]  # all 29 of Red's pieces
    _cards(s, (1, 1, 4, 4), (1, 2, 1, 1))
    assert aton.reserve(s, RED) == 0
    assert s["phase"] == "end" and s["dead"] == [0, 0]


def test_full_kingdom_sends_pieces_back_to_the_reserve():
    # "Remarque: s'il n'ya plus assez de place dans le royaime de smorts, le spions qui devraient normalement
    # y être plavés sont remis dans la réserve."
    s = _later_round(_new())
    s["temples"] = [[0, 0, 0, 0], [3, 0, 0, 0]]
    s["dead"] = [4, 3]  # one space left of 8
    _cards(s, (1, 4, 1, 1), (2, 4, 1, 1))
    _play(s, ["remove", 1], ["remove", 1])
    assert s["dead"] == [4, 4] and s["temples"][BLUE][0] == 1
    assert aton.reserve(s, BLUE) == 29 - 1 - 4


def test_scoring_round_comes_once_both_players_finished():
    # "Si le celui-ci est entièrement occupé, on procède, une fois que les deux joueurs ont terminé leurs
    # coups, à un décompte."
    s = _new()
    s["dead"] = [4, 4]
    _cards(s, (1, 1, 1, 1), (1, 2, 1, 1))
    _play(s, ["place", 1], ["done"])
    assert s["phase"] == "place" and aton.current(s) == BLUE
    _play(s, ["place", 1], ["done"])
    assert s["phase"] == "score"


def test_no_scoring_while_the_kingdom_has_room():
    s = _new()
    s["dead"] = [4, 3]
    _cards(s, (1, 1, 1, 1), (1, 2, 1, 1))
    _play(s, ["place", 1], ["done"], ["place", 1], ["done"])
    assert s["phase"] == "cards" and s["round"] == 2


def _example_temples():
    # Red 6 and Blue 3 in temple 1; Blue the majority in temples 2 and 4, Red 4 pieces and the majority in 3
    return [[6, 2, 4, 1], [3, 4, 2, 5]]


def test_worked_scoring_example_on_the_device():
    # "Temple 1: Rouge reçoit 3 points de victoire (PV) (6 pions rouges moins 3 pions bleus=3 PV)
    # Temple 2: Bleu reçoit 5 PV(Majorité reçoit toujours 5PV)
    # Temple 3: Rouge reçoit 4PV (Majorité se compose de 4 pions = 4PV)
    # Temple 4: Bleu reçoit 9 PV (majorité reçoit 3PV pour chaque case bleue occupée=9PV)
    # Case noires:Rouge reçoit 8PV(Majorité reçoit toujours 8PV)
    # Cases bonus:Rouge reçoit 4PV, Bleu reçoit 4PV (1ou 2PV comme indiqué sur la case)"
    s = _new()
    s["temples"] = _example_temples()
    s["dead"] = [4, 4]
    _cards(s, (1, 1, 1, 1), (1, 2, 1, 1))
    _play(s, ["place", 1], ["done"], ["place", 1], ["done"])
    s["temples"] = _example_temples()  # the example's board at the scoring
    # Red: 1 blue square, 3 black, bonus 4; Blue: 3 blue squares, 1 black, bonus 4
    _play(s, ["blue", 1], ["black", 3], ["bonus", 4], ["blue", 3], ["black", 1], ["bonus", 4])
    assert s["last"] == [[3, 0, 4, 0, 8, 4], [0, 5, 0, 9, 0, 4]]
    assert s["score"] == [3 + 4 + 8 + 4, 5 + 9 + 4]


def test_no_majority_no_points():
    # "Remarque: Si aucune majorité ne devait régner dans un temple, aucun joueur n'y reçoit de points de
    # victoire. Cela vaut également pour le décompte des cases noires."
    pts = aton.round_points([[3, 2, 4, 1], [3, 2, 4, 1]], [1, 1], [2, 2], [0, 0])
    assert pts == [[0] * 6, [0] * 6]


def test_after_scoring_one_own_piece_per_temple_else_the_highest():
    # "A cette occasion, un propre pion doit - si possible- être retiré dans chaque temple. Si un joueur ne
    # possède pas de pion dans un temple, il doit alors retirer un pion dans le temple le plus haut dans
    # lequel il a de spions."
    t = [2, 0, 3, 1]
    aton.after_scoring(t)
    assert t == [1, 0, 1, 0]  # one each from 1, 3, 4, and temple 2's share from temple 3, the highest left
    t = [0, 0, 0, 2]
    aton.after_scoring(t)
    assert t == [0, 0, 0, 0]


def test_after_scoring_the_dead_go_back_and_a_new_round_starts():
    # "Les pions du royaume de smorts sont remis dans la réserve respective des joueurs de même que les pions
    # tout juste retirés. Si le jeu n'est pas encore terminé, un autre tour est joué."
    s = _new()
    s["dead"] = [5, 3]
    _cards(s, (1, 1, 1, 1), (1, 2, 1, 1))
    _play(s, ["place", 1], ["done"], ["place", 1], ["done"])
    _play(s, ["blue", 0], ["black", 0], ["bonus", 0], ["blue", 0], ["black", 0], ["bonus", 0])
    assert s["dead"] == [0, 0] and s["phase"] == "cards" and s["round"] == 2
    assert s["temples"] == [[0, 0, 0, 0], [0, 0, 0, 0]]
    assert aton.reserve(s, RED) == 29


def test_40_points_at_cartouche_1_wins_at_once():
    # "Le jeu se termine immédiatement lors du traitement du 1er ou du 4ème cartouche si l'une des quatre
    # conditions de victoire est remplie à ce moment(40) points de victoire, ..."
    s = _new()
    s["score"] = [35, 39]
    _cards(s, (4, 1, 1, 1), (1, 1, 1, 1))
    assert aton.is_over(s) and s["winners"] == [RED] and s["score"][RED] == 41
    assert aton.result(s)["winners"] == ["Red"]


def test_a_full_temple_wins_at_once():
    # "Le vainqueur est le premier joueur qui: ... - occupe toutes les cases d'un temple"
    s = _new()
    s["temples"] = [[10, 0, 0, 0], [0, 0, 0, 0]]
    _cards(s, (1, 1, 1, 3), (1, 2, 1, 1))
    _play(s, ["place", 1], ["place", 1])
    assert aton.is_over(s) and s["winners"] == [RED] and s["why"] == "temple"


@pytest.mark.parametrize("colour", ["yellow", "green"])
def test_all_yellow_or_green_squares_win_when_reported(colour):
    # "- occupe toutes les cases jaunes des quatre temples ou - occupe toutes les cases vertes des quatre
    # temples."
    s = _cards(_new(), (1, 1, 1, 1), (1, 2, 1, 1))
    _play(s, ["place", 1], ["done"], ["place", 1])
    assert ["claim", colour] in aton.legal_actions(s)
    _play(s, ["claim", colour])
    assert aton.is_over(s) and s["winners"] == [BLUE] and s["why"] == colour


def test_game_ends_after_the_scoring_reaching_40_and_ties_are_shared():
    # "Sinon, le jeu se termine après le décompte dans lequel un joueur a obtenu 40 points de victoire ou
    # plus. [...] Le joueur possèdant le plus de points de victoire gagne(les points supèrieurs à 40 comptent
    # également).En cas d'égalité, les joueurs sont exaequo."
    s = _new()
    s["dead"] = [4, 4]
    s["score"] = [37, 36]
    _cards(s, (1, 1, 1, 1), (1, 2, 2, 1))
    _play(s, ["place", 1], ["done"], ["place", 2], ["done"])
    # temple 1: Red majority by 1; temple 2: Blue majority (5); bonus: Red +1, Blue +0
    _play(s, ["blue", 0], ["black", 0], ["bonus", 1], ["blue", 0], ["black", 0], ["bonus", 0])
    assert s["score"] == [39, 41] and aton.is_over(s) and s["winners"] == [BLUE]
    s = _new()
    s["dead"] = [4, 4]
    s["score"] = [38, 36]
    _cards(s, (1, 1, 1, 1), (1, 2, 2, 1))
    _play(s, ["place", 1], ["done"], ["place", 2], ["done"])
    _play(s, ["blue", 0], ["black", 0], ["bonus", 1], ["blue", 0], ["black", 0], ["bonus", 0])
    assert s["score"] == [40, 41]
    s = _new()
    s["dead"] = [4, 4]
    s["score"] = [39, 35]
    _cards(s, (1, 1, 1, 1), (1, 2, 2, 1))
    _play(s, ["place", 1], ["done"], ["place", 2], ["done"])
    _play(s, ["blue", 0], ["black", 0], ["bonus", 0], ["blue", 0], ["black", 0], ["bonus", 0])
    assert s["score"] == [40, 40] and s["winners"] == [RED, BLUE]
    assert aton.result(s)["winners"] == ["Red", "Blue"]


def test_scoring_entries_are_bounded_by_the_pieces():
    s = _new()
    s["dead"] = [4, 4]
    _cards(s, (1, 1, 1, 1), (1, 2, 1, 1))
    _play(s, ["place", 1], ["done"], ["place", 1], ["done"])
    # one piece each, one temple occupied: at most 1 blue square, then nothing left for black or bonus
    assert aton.legal_actions(s) == [["blue", 0], ["blue", 1]]
    _play(s, ["blue", 1])
    assert aton.legal_actions(s) == [["black", 0]]
    _play(s, ["black", 0], ["bonus", 0])
    assert aton.legal_actions(s) == [["blue", 0], ["blue", 1]]


@pytest.mark.parametrize(
    "bad", [["card", 5], ["card", 0], ["place", 1], ["done"], ["nope"], [], "card", None]
)
def test_illegal_actions_change_nothing(bad):
    s = _new()
    _play(s, ["card", 2])
    before = copy.deepcopy(s)
    why = aton.apply(s, bad)
    assert isinstance(why, str) and why
    assert s == before


def test_removal_outside_the_cartouche_3_temples_is_refused():
    s = _later_round(_new())
    s["temples"] = [[0, 0, 0, 0], [1, 0, 0, 1]]
    _cards(s, (1, 3, 1, 1), (1, 4, 1, 1))
    before = copy.deepcopy(s)
    assert aton.apply(s, ["remove", 4]) is not None
    assert s == before


def test_screens_are_ascii_and_16_columns():
    s = _new()
    _cards(s, (2, 1, 3, 2), (3, 2, 4, 4))
    rows = [aton_ui.title(s)] + aton_ui.status(s, 0) + aton_pages.info(s) + aton_pages.legend(s)
    rows += [aton_ui.label(s, a) for a in aton.legal_actions(s)]
    for r in rows:
        assert len(r) <= 16 and all(32 <= ord(c) < 127 for c in r), r
    assert aton_ui.status(s, 0)[-1] == "Place 2, T1-T3"
