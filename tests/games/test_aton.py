"""Aton rules (docs/RULES.md, "Aton"): each test quotes the rule book's sentence it checks."""

import copy

import pytest

from host_sim import runtime

runtime.use_firmware()

from companion.games.aton import engine as aton  # noqa: E402
from companion.games.aton import pages as aton_pages  # noqa: E402
from companion.games.aton import ui as aton_ui  # noqa: E402

RED, BLUE = 0, 1


def _new(dead="8", board=None):
    options = {"dead": dead}
    if board is not None:
        options["board"] = board
    s = aton.new_state(2, options)
    _play(s, ["board"])  # the board as the device has it
    return s


def squares(s):
    """:return: every square a piece may leave or go on now, whichever temple the lists ask first"""
    return aton._squares(s)


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


def _put(s, p, temple, kind, n=1):
    """Put n of player p's pieces on squares of ``kind`` in ``temple`` (1-4)."""
    s["squares"][p][temple - 1][aton.KINDS.index(kind)] += n
    assert aton.free(s, temple - 1, aton.KINDS.index(kind)) >= 0
    return s


def _up_to_the_last_piece(s):
    """Fill the kingdom of the dead, then play a round up to the second player's last piece: Red places one in
    temple 1, Blue is to place one in temples 1-4 (a test sets the squares, then ``_blue_ends_on``)."""
    s["dead"] = [4, 4]
    _cards(s, (1, 1, 1, 1), (1, 2, 4, 1))
    _play(s, aton.legal_actions(s)[0])
    assert s["phase"] == "place" and aton.current(s) == BLUE and s["left"] == 1
    return s


def _blue_ends_on(s, temple, kind):
    """Blue's last piece of the round goes on a square of ``kind`` in ``temple`` (1-4), where the test's board
    has one of Blue's: the move ends there, and the round with it."""
    s["squares"][BLUE][temple - 1][aton.KINDS.index(kind)] -= 1
    _play(s, ["place", temple, kind])


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
    _put(_put(s, RED, 1, "yellow", 2), BLUE, 2, "green", 2)
    _cards(s, (1, 4, 4, 1), (2, 4, 4, 1))
    assert s["phase"] == "place"
    assert aton.temples(s, RED) == [2, 0, 0, 0] and aton.temples(s, BLUE) == [0, 2, 0, 0]


@pytest.mark.parametrize("c2, removed_red, removed_blue", [(4, 0, 2), (3, 0, 1), (2, 0, 0), (1, 1, 0)])
def test_cartouche_2_removes_value_minus_2(c2, removed_red, removed_blue):
    # "Le nombre de pions à retirer est égal à la valeur de la carte posée moins 2. - Si le résultat est
    # positif, le joueur retire le nombre correspondant de pions adverses de son choix. - Si le résultat
    # est -1, le joueur doit retirer un propre pion de son choix."
    s = _later_round(_new())
    _put(_put(s, RED, 1, "yellow", 3), BLUE, 1, "green", 3)
    _cards(s, (1, c2, 1, 1), (2, 4, 1, 1))  # Red first: lower cartouche 2, or lower cartouche 1
    assert aton.current(s) == RED
    while s["phase"] == "remove":
        _play(s, aton.legal_actions(s)[0])
    assert aton.temples(s, RED)[0] == 3 - removed_red
    assert aton.temples(s, BLUE)[0] == 3 - removed_blue
    # "Les pions retirés sont placés dans le royaume des morts."
    assert s["dead"] == [removed_red, removed_blue]


def test_the_remover_chooses_the_square_and_it_comes_free():
    # "le joueur retire le nombre correspondant de pions adverses de son choix."
    s = _later_round(_new())
    _put(_put(s, BLUE, 1, "yellow"), BLUE, 1, "blue")
    _cards(s, (1, 3, 1, 1), (1, 4, 1, 1))
    assert squares(s) == [["remove", 1, "yellow"], ["remove", 1, "blue"]]
    _play(s, ["remove", 1, "blue"])
    assert s["squares"][BLUE][0] == [1, 0, 0, 0, 0, 0]
    assert ["place", 1, "blue"] in squares(s)  # Red may now take the blue square


def test_fewer_pieces_to_remove_than_allowed():
    # "S'il n'ya pas assez de pions dans les temples, on en retire d'autant moins."
    s = _later_round(_new())
    _put(s, BLUE, 1, "black")
    _cards(s, (1, 4, 1, 1), (2, 4, 1, 1))
    _play(s, ["remove", 1, "black"])
    assert s["phase"] == "place" and aton.temples(s, BLUE) == [0, 0, 0, 0]


def test_cartouche_3_limits_the_temples_for_removing_and_placing():
    # "Tous les temples dont le numéro est inférieur ou égal à la valeur de la carte peuvent être utilisées.
    # Exemple: avec une carte de valeur "2", on a le droit de retirer ou de poser des pions dans les temples.
    # "1" et "2"."
    s = _later_round(_new())
    for t in (1, 2, 3, 4):
        _put(s, BLUE, t, "green")
    _cards(s, (1, 3, 2, 1), (1, 4, 4, 1))
    assert squares(s) == [["remove", 1, "green"], ["remove", 2, "green"]]
    _play(s, ["remove", 2, "green"])
    assert sorted({a[1] for a in squares(s)}) == [1, 2]


def test_placing_offers_the_free_squares_of_each_kind():
    # "1 pion est toujours posé sur 1 case inoccupée dans un temple."
    board = aton.default_board()
    s = _new()
    _put(s, RED, 1, "yellow", board[0][0])  # every yellow square of temple 1
    _put(s, BLUE, 1, "+1", board[0][4])
    _cards(s, (1, 1, 1, 1), (1, 2, 1, 1))
    kinds = [a[2] for a in squares(s)]
    assert kinds == ["green", "black", "blue"]


def test_cartouche_4_places_that_many_pieces():
    # "La carte placée ici indique combien de ses propres pions le joueur respectif peut, pendant ce tour de
    # jeu, prendre dans sa propre réserve et répartir dans les temples."
    s = _cards(_new(), (1, 1, 4, 3), (1, 2, 4, 4))
    for a in (["place", 1, "yellow"], ["place", 4, "black"], ["place", 4, "+2"]):
        assert s["phase"] == "place" and aton.current(s) == RED
        _play(s, a)
    assert aton.temples(s, RED) == [1, 0, 0, 2]
    assert s["squares"][RED][3] == [0, 0, 1, 0, 0, 1]
    # the move ends with its last piece: Blue's move follows, nobody is asked whether Red is done
    assert s["phase"] == "place" and aton.current(s) == BLUE and s["left"] == 4
    assert aton_ui.news(s) == ["Red move done"] and aton_ui.title(s) == "Rd 1: Blue"


def test_peter_example_piece_that_cannot_be_placed_goes_to_the_dead():
    # "Exemple: Peter a le droit de poser 4 pions dans les temples 1et2.Le temple 2 a encore une case vide,
    # le temple 1 en a encore deux. Peter ne peut donc pas poser son quatrième pion. Le pion est placé dans le
    # royaume des morts."
    s = _new()
    _put(_put(s, RED, 1, "yellow", 4), RED, 1, "green", 3)
    _put(_put(s, BLUE, 1, "black", 3), BLUE, 2, "yellow", 3)  # temple 1: yellow, green, black taken
    _put(_put(s, BLUE, 2, "green", 4), BLUE, 2, "black", 3)
    _put(s, BLUE, 2, "+2")  # temple 2: all but its blue square
    _cards(s, (1, 1, 2, 4), (1, 2, 4, 1))
    assert sorted(a[1:] for a in squares(s)) == [[1, "+1"], [1, "blue"], [2, "blue"]]
    _play(s, ["place", 1, "blue"], ["place", 2, "blue"], ["place", 1, "+1"])
    assert s["dead"] == [1, 0] and aton.current(s) == BLUE
    assert aton_ui.news(s) == ["Red 1 >dead"]  # the title names Blue, who moves next


def test_no_pieces_in_reserve_places_none():
    # "Si l'on n'a plus de pions en réserve, on ne pose aucun pion."
    s = _new()
    for t, yellow, green, black in ((1, 4, 3, 3), (2, 3, 4, 3), (3, 3, 4, 0), (4, 2, 0, 0)):
        _put(_put(_put(s, RED, t, "yellow", yellow), RED, t, "green", green), RED, t, "black", black)
    assert sum(aton.temples(s, RED)) == 29  # all of Red's pieces
    _cards(s, (1, 1, 4, 4), (1, 2, 1, 1))
    assert aton.reserve(s, RED) == 0
    assert s["phase"] == "place" and aton.current(s) == BLUE and s["dead"] == [0, 0]


def test_full_kingdom_sends_pieces_back_to_the_reserve():
    # "Remarque: s'il n'ya plus assez de place dans le royaime de smorts, le spions qui devraient normalement
    # y être plavés sont remis dans la réserve."
    s = _later_round(_new())
    _put(s, BLUE, 1, "yellow", 3)
    s["dead"] = [4, 3]  # one space left of 8
    _cards(s, (1, 4, 1, 1), (2, 4, 1, 1))
    _play(s, ["remove", 1, "yellow"], ["remove", 1, "yellow"])
    assert s["dead"] == [4, 4] and aton.temples(s, BLUE)[0] == 1
    assert aton.reserve(s, BLUE) == 29 - 1 - 4


def test_scoring_round_comes_once_both_players_finished():
    # "Si le celui-ci est entièrement occupé, on procède, une fois que les deux joueurs ont terminé leurs
    # coups, à un décompte."
    s = _new()
    s["dead"] = [4, 4]
    _cards(s, (1, 1, 1, 1), (1, 2, 1, 1))
    _play(s, ["place", 1, "yellow"])
    assert s["phase"] == "place" and aton.current(s) == BLUE and s["last"] is None
    _play(s, ["place", 1, "green"])
    assert s["last"] is not None and aton_ui.news(s)[0] == "Red +0 Blue +0 VP"


def test_no_scoring_while_the_kingdom_has_room():
    s = _new()
    s["dead"] = [4, 3]
    _cards(s, (1, 1, 1, 1), (1, 2, 1, 1))
    _play(s, ["place", 1, "yellow"], ["place", 1, "yellow"])
    assert s["phase"] == "cards" and s["round"] == 2 and s["last"] is None
    assert aton_ui.news(s) == ["Blue move done"] and aton_ui.title(s) == "Rd 2: Red"


def test_a_move_asks_nothing_once_its_pieces_are_in():
    """Over seeded games: "done" is never offered, and each move ends with its last piece (the rule book's
    "Chaque pion qui ne peut être placé est posé [...] dans le royaume des morts": placing is a duty)."""
    from companion.core import rng

    for seed in range(1, 9):
        s = _new()
        r = rng.seed_state(seed)
        while not aton.is_over(s):
            acts = aton.legal_actions(s)
            assert ["done"] not in acts and s["phase"] != "end"
            r, i = rng.draw(r, len(acts))
            mover = aton.current(s)
            _play(s, acts[i])
            if acts[i][0] == "place" and not aton.is_over(s):
                ended = s["phase"] not in ("remove", "place") or aton.current(s) != mover
                assert ended == ("moved" in [ev[0] for ev in s["news"]])


def _at_reds_last_piece():
    s = _cards(_new(), (1, 1, 1, 2), (1, 2, 4, 1))
    _play(s, ["place", 1, "yellow"])
    assert s["phase"] == "place" and s["left"] == 1
    return s


def test_a_game_saved_at_the_end_of_a_move_resumes():
    """A game saved by the previous firmware after a move's last piece waits in phase "end" for "done"; it
    must resume: "done" is its only action and leads where the last piece now leads by itself."""
    s = _at_reds_last_piece()
    now = copy.deepcopy(s)
    _play(now, ["place", 1, "green"])
    saved = copy.deepcopy(s)  # what the previous firmware stored after that piece
    saved["squares"][RED][0][1] += 1
    saved["left"] = 0
    saved["phase"] = "end"
    assert aton.legal_actions(saved) == [["done"]] and aton.current(saved) == RED
    assert aton_ui.label(saved, ["done"]) == "Red move done" and aton_ui.status(saved, 0)[-1][:1] == "B"
    _play(saved, ["done"])
    saved["news"] = now["news"] = None
    assert saved == now and aton.current(now) == BLUE


def test_a_journal_s_done_after_a_move_that_ended_by_itself_changes_nothing():
    """The previous firmware journaled a "done" after each move: replayed now, it follows a move that ended
    by itself and changes nothing; at any other time it is refused."""
    s = _at_reds_last_piece()
    _play(s, ["place", 1, "green"])
    before = copy.deepcopy(s)
    assert aton.apply(s, ["done"]) is None and aton.apply(s, ["done"], True) is None
    assert s == before
    _play(s, ["place", 1, "green"])  # Blue's one piece: the round ends, then a card
    _play(s, ["card", 1])
    before = copy.deepcopy(s)
    assert aton.apply(s, ["done"]) == "not allowed now" and s == before


def test_a_move_is_told_temple_by_temple_then_each_piece_s_square():
    """Removing and placing ask, temple by temple from the lowest, how many pieces go in (or leave) it (a
    button each count: up 0, down 1, ok 2, roll 3), or, with fewer pieces left than temples, the next
    piece's temple (up T1, down T2, ok T3, roll T4; the lower temples are done: "-"); then each told piece's
    square: up yellow, down green, ok black, roll the other kinds (listed when two or more are offered, the
    cursor on the one with the most). A temple with one square to offer asks nothing more."""
    s = _later_round(_new())
    _put(_put(s, BLUE, 1, "yellow"), BLUE, 2, "black", 2)
    _cards(s, (1, 3, 4, 3), (1, 4, 4, 1))  # Red removes one of Blue's, then places 3 in temples 1-4
    acts = aton.legal_actions(s)
    assert acts == [["temple", 1, 1], ["temple", 2, 1]] and aton_ui.cursor(s, acts) is None
    lines = ("Temple:", " up: T1  down: T2", " ok: -  roll: -")
    assert aton_ui.keys(s, acts) == ([0, 1, None, None, None], lines)
    _play(s, ["temple", 2, 1])  # Blue's pieces in temple 2 are all on black squares: one of them leaves
    assert s["squares"][BLUE][1][2] == 1 and s["news"][0] == ["remove", 2, "black", 1]
    assert aton_ui.news(s) == ["Remove T2 black"]
    assert aton.legal_actions(s) == [["temple", t, 1] for t in (1, 2, 3, 4)]  # 3 pieces, 4 temples
    _play(s, ["temple", 3, 1])  # the lowest of the three
    acts = aton.legal_actions(s)
    assert acts == [["place", 3, "yellow"], ["place", 3, "green"], ["place", 3, "black"], ["temple", 7]]
    lines = ("T3 square:", " up: yel  down: grn", " ok: blk  roll: other")
    assert aton_ui.keys(s, acts) == ([0, 1, 2, None, 3], lines)
    _play(s, ["temple", 7])
    acts = aton.legal_actions(s)
    assert acts == [["place", 3, "blue"], ["place", 3, "+1"], ["place", 3, "+2"]]
    assert aton_ui.keys(s, acts) is None and aton_ui.label(s, ["temple", 7]) == "T3 other"
    _play(s, ["place", 3, "+2"])
    # two pieces left for temples 3 and 4: how many in temple 3
    acts = aton.legal_actions(s)
    assert acts == [["count", 3, 0], ["count", 3, 1], ["count", 3, 2]]
    lines = ("How many in T3?", " up: 0  down: 1", " ok: 2  roll: -")
    assert aton_ui.keys(s, acts) == ([0, 1, 2, None, None], lines)
    assert aton_ui.label(s, acts[1]) == "1 in T3"
    _play(s, ["count", 3, 1])
    assert aton.legal_actions(s)[3:] == [["temple", 7]]  # blue and +1 still
    _play(s, ["temple", 7], ["place", 3, "+1"])
    acts = aton.legal_actions(s)  # the last piece is in temple 4: not asked
    assert acts[:3] == [["place", 4, "yellow"], ["place", 4, "green"], ["place", 4, "black"]]
    _play(s, ["place", 4, "green"])
    assert aton.temples(s, RED) == [0, 0, 2, 1] and aton.current(s) == BLUE
    # one kind of the others left: on roll
    s = _later_round(_new())
    _cards(s, (1, 2, 1, 2), (1, 4, 4, 1))
    _play(s, ["temple", 5], ["place", 1, "+1"])  # temple 1 only: no count asked
    acts = aton.legal_actions(s)
    assert acts[3] == ["place", 1, "blue"] and aton_ui.keys(s, acts)[1][2] == " ok: blk  roll: blue"
    # the other kinds' list starts where the most squares are free
    s = _later_round(_new())
    s["board"][0] = [3, 3, 2, 1, 1, 2]  # temple 1: two +2 squares
    _cards(s, (1, 2, 1, 2), (1, 4, 4, 1))
    _play(s, ["temple", 5])
    acts = aton.legal_actions(s)
    assert acts[aton_ui.cursor(s, acts)] == ["place", 1, "+2"]


def test_a_count_no_choice_is_left_in_is_not_asked():
    # the four pieces fit in temples 1-2 only as 3 and 1: no count asked
    s = _new()
    _put(_put(s, BLUE, 1, "yellow", 4), BLUE, 1, "green", 3)
    _put(_put(s, BLUE, 1, "black", 2), BLUE, 2, "yellow", 3)  # temple 1: 3 squares left
    _put(_put(s, BLUE, 2, "green", 4), BLUE, 2, "black", 3)
    _put(s, BLUE, 2, "+2")  # temple 2: its blue square left
    _cards(s, (1, 1, 2, 4), (1, 2, 4, 1))
    acts = aton.legal_actions(s)  # temple 1's black, blue and +1 squares: a button each, roll first
    assert acts == [["place", 1, "black"], ["place", 1, "blue"], ["place", 1, "+1"]]
    assert aton_ui.keys(s, acts) == (
        [None, 2, 0, None, 1],
        ("T1 square:", " up: -  down: +1", " ok: blk  roll: blue"),
    )
    _play(s, ["place", 1, "black"], ["place", 1, "+1"])
    # nothing told by a count: the only square left is asked all the same, its kind's button (the firmware
    # before this one asked it so: a saved game's journal holds it)
    assert aton.legal_actions(s) == [["place", 1, "blue"]]
    _play(s, ["place", 1, "blue"], ["place", 2, "blue"])
    assert aton.temples(s, RED) == [3, 1, 0, 0] and aton.current(s) == BLUE
    # five counts: 0, 1 and 2 a button each, 3 and 4 behind roll ("3+"), then a button each
    s = _new()
    _cards(s, (1, 1, 2, 4), (1, 2, 4, 4))  # Red places 4 in temples 1-2
    acts = aton.legal_actions(s)
    assert acts == [["count", 1, 0], ["count", 1, 1], ["count", 1, 2], ["count", 1, -1]]
    lines = ("How many in T1?", " up: 0  down: 1", " ok: 2  roll: 3+")
    assert aton_ui.keys(s, acts) == ([0, 1, 2, None, 3], lines) and aton_ui.label(s, acts[3]) == "3+ in T1"
    _play(s, ["count", 1, -1])
    acts = aton.legal_actions(s)
    assert acts == [["count", 1, 3], ["count", 1, 4]]
    assert aton_ui.keys(s, acts)[1][1:] == (" up: 3  down: 4", " ok: -  roll: -")
    _play(s, ["count", 1, 3])
    assert s["owed"] == [1, 1, 1, -1]
    _play(s, *[["place", 1, "yellow"]] * 3)  # then the fourth in temple 2, its count not asked
    assert aton.legal_actions(s)[0] == ["place", 2, "yellow"]


def test_pieces_removed_are_counted_too_and_the_news_says_those_the_device_took():
    # "Si le résultat est positif, le joueur retire le nombre correspondant de pions adverses de son choix":
    # two of Blue's, from temples 1-2, told as how many leave temple 1; Blue's two there stand on yellow
    # squares, so both leave them without a question ("x2"), the first to the kingdom's last space
    s = _later_round(_new())
    _put(_put(s, BLUE, 1, "yellow", 2), BLUE, 2, "black")
    s["dead"] = [4, 3]
    _cards(s, (1, 4, 2, 1), (2, 4, 1, 1))  # Red first (lower cartouche 1), removes 2 in temples 1-2
    acts = aton.legal_actions(s)
    assert acts == [["count", 1, 1], ["count", 1, 2]]  # temple 2 holds one of them: at least one in T1
    assert aton_ui.keys(s, acts)[1][1:] == (" up: 1  down: 2", " ok: -  roll: -")
    _play(s, ["count", 1, 2])
    assert aton.temples(s, BLUE) == [0, 1, 0, 0] and s["dead"] == [4, 4] and s["phase"] == "place"
    assert aton_ui.news(s) == ["Remove T1 yellow x2", "Blue 1 >reserve"]


def test_a_journal_of_the_firmware_that_asked_each_piece_s_temple_replays():
    # it asked each piece's temple, in any order: such a temple is still taken for the next piece
    s = _later_round(_new())
    _cards(s, (1, 2, 4, 3), (1, 4, 4, 1))  # Red places 3 in temples 1-4
    _play(s, ["temple", 3], ["place", 3, "yellow"], ["temple", 1])
    assert s["owed"] == [1]
    _play(s, ["place", 1, "green"], ["temple", 4], ["place", 4, "black"])
    assert aton.temples(s, RED) == [1, 0, 1, 1] and aton.current(s) == BLUE
    # its checkpoint's [t]: the next piece's temple
    s = _later_round(_new())
    _cards(s, (1, 2, 4, 3), (1, 4, 4, 1))
    s["owed"] = [2]
    assert aton.legal_actions(s)[0] == ["place", 2, "yellow"]
    _play(s, ["place", 2, "yellow"])
    assert aton.legal_actions(s) == [["temple", t, 1] for t in (1, 2, 3, 4)]  # from temple 1 again
    # a temple with one square left took its piece without a question, and only that one: the same
    # whether the journal is read (looked up) or a checkpoint's undoable actions are replayed (not)
    for checked in (False, True):
        s = _later_round(_new())
        _put(_put(_put(s, BLUE, 3, "yellow", 3), BLUE, 3, "green", 4), BLUE, 3, "+1")
        _put(_put(s, BLUE, 3, "+2"), BLUE, 3, "blue")  # temple 3: its 2 black squares left
        _cards(s, (1, 2, 3, 3), (1, 4, 4, 1))  # Red places 3 in temples 1-3
        for a in (["temple", 2], ["place", 2, "yellow"], ["temple", 3], ["temple", 3]):
            assert aton.apply(s, a, checked) is None, a
        assert s["squares"][RED][2] == [0, 0, 2, 0, 0, 0] and aton.current(s) == BLUE
        assert s["phase"] == "remove"


def test_a_temple_s_other_kinds_have_a_button_each_where_yellow_green_or_black_leave_one():
    s = _later_round(_new())
    _put(s, BLUE, 1, "yellow", 4)  # temple 1: no yellow square left
    _cards(s, (1, 2, 1, 2), (1, 4, 4, 1))  # Red places 2 in temple 1
    acts = aton.legal_actions(s)
    assert acts == [["place", 1, "green"], ["place", 1, "black"], ["place", 1, "blue"], ["place", 1, "+1"]]
    lines = ("T1 square:", " up: +1  down: grn", " ok: blk  roll: blue")
    assert aton_ui.keys(s, acts) == ([3, 0, 1, None, 2], lines)
    # the firmware before this one listed them behind a row: a journal of it opens that list all the same
    _play(s, ["temple", 5])
    assert aton.legal_actions(s) == [["place", 1, "blue"], ["place", 1, "+1"]]
    _play(s, ["place", 1, "+1"])
    assert aton.legal_actions(s)[2:] == [["place", 1, "blue"]] and s["left"] == 1
    assert aton.apply(s, ["temple", 6]) == "not allowed now"  # no such row there
    _play(s, ["place", 1, "blue"])  # Blue removes Red's two, both on other kinds: that firmware's row
    assert aton.legal_actions(s) == [["remove", 1, "blue"], ["remove", 1, "+1"]]
    _play(s, ["temple", 5])
    assert aton.legal_actions(s) == [["remove", 1, "blue"], ["remove", 1, "+1"]] and s["owed"][0] == 5


def test_a_journal_of_the_firmware_that_listed_every_square_replays():
    # it listed every temple's squares at once: such a square is still taken where the temple is asked
    s = _later_round(_new())
    _cards(s, (1, 2, 4, 3), (1, 4, 4, 1))
    assert aton.legal_actions(s)[0] == ["temple", 1, 1]
    _play(s, ["place", 4, "+2"], ["place", 2, "yellow"])
    assert aton.temples(s, RED) == [0, 1, 0, 1] and s["left"] == 1 and s["owed"] == []


def _example_board(s):
    """The rulebook example's board on the device's squares: Red 6 v Blue 3 in temple 1, Blue the majority
    in temples 2 and 4, Red 4 pieces and the majority in temple 3; Red on 1 blue square, 3 black squares,
    bonus +2 +2; Blue on 3 blue squares, 1 black square, bonus +1 +1 +2."""
    s["squares"] = [aton._no_pieces(), aton._no_pieces()]
    for p, temple, kind, n in (
        (RED, 1, "blue", 1), (RED, 1, "black", 2), (RED, 1, "yellow", 3),
        (RED, 2, "+2", 1), (RED, 2, "yellow", 1),
        (RED, 3, "+2", 1), (RED, 3, "black", 1), (RED, 3, "green", 2),
        (RED, 4, "yellow", 1),
        (BLUE, 1, "green", 3),
        (BLUE, 2, "blue", 1), (BLUE, 2, "green", 3),
        (BLUE, 3, "blue", 1), (BLUE, 3, "+1", 1),
        (BLUE, 4, "blue", 1), (BLUE, 4, "+1", 1), (BLUE, 4, "+2", 1),
        (BLUE, 4, "black", 1), (BLUE, 4, "green", 1),
    ):  # fmt: skip
        _put(s, p, temple, kind, n)
    return s


def test_worked_scoring_example_is_computed_from_the_squares():
    # "Temple 1: Rouge reçoit 3 points de victoire (PV) (6 pions rouges moins 3 pions bleus=3 PV)
    # Temple 2: Bleu reçoit 5 PV(Majorité reçoit toujours 5PV)
    # Temple 3: Rouge reçoit 4PV (Majorité se compose de 4 pions = 4PV)
    # Temple 4: Bleu reçoit 9 PV (majorité reçoit 3PV pour chaque case bleue occupée=9PV)
    # Case noires:Rouge reçoit 8PV(Majorité reçoit toujours 8PV)
    # Cases bonus:Rouge reçoit 4PV, Bleu reçoit 4PV (1ou 2PV comme indiqué sur la case)"
    s = _up_to_the_last_piece(_new())
    _example_board(s)
    assert aton.temples(s, RED) == [6, 2, 4, 1] and aton.temples(s, BLUE) == [3, 4, 2, 5]
    _blue_ends_on(s, 4, "green")
    assert s["last"] == [[3, 0, 4, 0, 8, 4], [0, 5, 0, 9, 0, 4]]
    assert s["score"] == [3 + 4 + 8 + 4, 5 + 9 + 4]


def test_the_score_command_gives_the_device_s_numbers_for_the_same_board():
    # the `score` command takes the counts the device works out from the squares: the same points
    s = _up_to_the_last_piece(_new())
    _example_board(s)
    _blue_ends_on(s, 4, "green")
    doc = {"players": []}
    for p, name in ((RED, "R"), (BLUE, "B")):
        doc["players"].append(
            {
                "name": name,
                "temples": aton.temples(s, p),
                "blue_squares": aton.on_kind(s, p, aton.BLUE),
                "black_squares": aton.on_kind(s, p, aton.BLACK),
                "bonus": aton.bonus(s, p),
            }
        )
    out = aton.score_input(doc)
    for p in (RED, BLUE):
        parts = out["players"][p]["breakdown"]
        assert [parts[k] for k in aton.PARTS] == s["last"][p]
        assert out["players"][p]["total"] == s["score"][p]


def test_no_majority_no_points():
    # "Remarque: Si aucune majorité ne devait régner dans un temple, aucun joueur n'y reçoit de points de
    # victoire. Cela vaut également pour le décompte des cases noires."
    s = _up_to_the_last_piece(_new())
    s["squares"] = [aton._no_pieces(), aton._no_pieces()]
    for p in (RED, BLUE):
        for t in (1, 2, 3, 4):
            _put(s, p, t, "black" if t < 3 else "yellow")
    _blue_ends_on(s, 4, "yellow")
    assert s["last"] == [[0] * 6, [0] * 6]


def test_take_back_one_own_piece_per_temple_else_the_highest():
    # "A cette occasion, un propre pion doit - si possible- être retiré dans chaque temple. Si un joueur ne
    # possède pas de pion dans un temple, il doit alors retirer un pion dans le temple le plus haut dans
    # lequel il a de spions."
    assert aton.takeback_temples([2, 0, 3, 1]) == [0, 2, 3, 2]
    assert aton.takeback_temples([0, 0, 0, 2]) == [3, 3]
    assert aton.takeback_temples([1, 1, 1, 1]) == [0, 1, 2, 3]


def test_after_scoring_the_leader_takes_back_first_choosing_the_square():
    # "Après un décompte, les deux retirent tour à tour dans les temples 4 de leur propres pions, en
    # commençant par le joueur en tête (en cas d'égalité, le joueur "Rouge " commence."
    s = _up_to_the_last_piece(_new())
    s["squares"] = [aton._no_pieces(), aton._no_pieces()]
    _put(_put(s, RED, 1, "yellow", 2), RED, 3, "yellow")  # Red: temple 1 only yellow, temple 3 one piece
    _put(_put(s, BLUE, 2, "yellow"), BLUE, 2, "blue")  # Blue leads: temple 2 (5), temple 4 (its blue: 3)
    _put(s, BLUE, 4, "green", 3)
    _blue_ends_on(s, 4, "green")
    assert s["score"] == [2 + 1, 5 + 3]  # Red: temple 1 by 2, temple 3 its 1 piece
    assert s["phase"] == "back" and aton.current(s) == BLUE
    assert aton_ui.news(s) == ["Red +3 Blue +8 VP", "Take back 4 each"]
    # Blue: temples 2 and 4, then twice the highest (4): temple 2 asks which square, the rest are green
    acts = aton.legal_actions(s)
    assert acts == [["back", 2, "yellow"], ["back", 2, "blue"]]
    # a button each, as for placing: up yellow, roll the other kind
    assert aton_ui.keys(s, acts) == (
        [0, None, None, None, 1],
        ("From T2:", " up: yel  down: -", " ok: -  roll: blue"),
    )
    _play(s, ["back", 2, "blue"])
    assert s["squares"][BLUE][1] == [1, 0, 0, 0, 0, 0] and s["squares"][BLUE][3] == [0] * 6
    # Red's temples 1 and 3 hold one kind each: taken back without asking; the next round starts
    assert s["squares"][RED][0] == [0] * 6 and s["squares"][RED][2] == [0] * 6
    assert s["phase"] == "cards" and s["round"] == 2
    # "Les pions du royaume de smorts sont remis dans la réserve respective des joueurs de même que les
    # pions tout juste retirés."
    assert s["dead"] == [0, 0] and aton.reserve(s, RED) == 29 and aton.reserve(s, BLUE) == 28


def test_a_tie_after_scoring_red_takes_back_first():
    s = _up_to_the_last_piece(_new())
    s["squares"] = [aton._no_pieces(), aton._no_pieces()]
    _put(_put(s, RED, 1, "yellow"), RED, 1, "green")
    _put(_put(s, BLUE, 1, "yellow"), BLUE, 1, "green")
    _blue_ends_on(s, 1, "green")
    assert s["score"] == [0, 0] and s["order"] == [RED, BLUE] and aton.current(s) == RED


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
    _put(_put(s, RED, 1, "yellow", 4), RED, 1, "green", 3)
    _put(_put(s, RED, 1, "black", 3), RED, 1, "blue")
    _cards(s, (1, 1, 1, 3), (1, 2, 1, 1))
    _play(s, ["place", 1, "+1"])
    assert aton.is_over(s) and s["winners"] == [RED] and s["why"] == "temple"


@pytest.mark.parametrize("colour", ["yellow", "green"])
def test_all_yellow_or_green_squares_win_at_once(colour):
    # "- occupe toutes les cases jaunes des quatre temples ou - occupe toutes les cases vertes des quatre
    # temples."
    s = _new()
    k = aton.KINDS.index(colour)
    board = s["board"]
    for t in (1, 2, 3):
        _put(s, BLUE, t, colour, board[t - 1][k])
    _put(s, BLUE, 4, colour, board[3][k] - 1)
    _cards(s, (1, 1, 4, 1), (1, 2, 4, 2))
    _play(s, ["place", 4, colour])  # Red takes the last one: no win for anyone
    assert not aton.is_over(s)
    s["squares"][RED][3][k] -= 1
    _play(s, ["place", 4, colour])
    assert aton.is_over(s) and s["winners"] == [BLUE] and s["why"] == colour
    assert aton_pages.end_lines(s)[2:4] == ["Won by", "all %s sq." % colour]


def test_game_ends_after_the_scoring_reaching_40_and_ties_are_shared():
    # "Sinon, le jeu se termine après le décompte dans lequel un joueur a obtenu 40 points de victoire ou
    # plus. [...] Le joueur possèdant le plus de points de victoire gagne(les points supèrieurs à 40 comptent
    # également).En cas d'égalité, les joueurs sont exaequo."
    for before, after, winners in (([37, 36], [39, 41], [BLUE]), ([38, 35], [40, 40], [RED, BLUE])):
        s = _up_to_the_last_piece(_new())
        s["squares"] = [aton._no_pieces(), aton._no_pieces()]
        _put(s, RED, 1, "+1")  # temple 1: Red by 1, bonus +1
        _put(s, BLUE, 2, "yellow")  # temple 2: Blue, 5
        s["score"] = before[:]
        _blue_ends_on(s, 2, "yellow")
        assert s["score"] == after and aton.is_over(s) and s["winners"] == winners


def test_the_board_is_checked_once_and_black_squares_are_the_rest():
    # the rule book does not give the board's squares: the players check the device's board at the start
    s = aton.new_state(2, {"dead": "8"})
    assert s["phase"] == "board" and aton.legal_actions(s)[0] == ["board"]
    row = s["board"][0][:]
    _play(s, ["add", 1])  # temple 1: one more yellow square, one black square less
    assert s["board"][0] == [row[0] + 1, row[1], row[2] - 1] + row[3:]
    _play(s, ["next"], ["next"])  # temple 1's +1 squares
    while ["add", 1] in aton.legal_actions(s):
        _play(s, ["add", 1])
    assert s["board"][0][4] + s["board"][0][5] == aton.BONUS_MAX  # "un ou deux Bonusfelder"
    for _ in range(4 * 3 + 2):  # back round to temple 1's yellow squares
        _play(s, ["next"])
    while ["add", 1] in aton.legal_actions(s):
        _play(s, ["add", 1])
    assert s["board"][0][2] == 0 and sum(s["board"][0]) == 12
    _play(s, ["board"])
    assert s["phase"] == "cards" and aton.check_board(aton.remembered(s)) == s["board"]
    again = aton.new_state(2, {"dead": "8", "board": aton.remembered(s)})
    assert again["board"] == s["board"]


@pytest.mark.parametrize(
    "table",
    [None, [], [[4, 3, 3, 1, 1, 0]] * 3, [[4, 3, 3, 1, 1, 1]] * 4, [[4, 3, 3, 0, 1, 1]] * 4,
     [[3, 3, 3, 1, 1, 1]] * 3 + [[2, 3, 3, 1, 3, 0]], [[4, 3, 3, 1, True, 0]] * 4, [[4, 3, -1, 1, 5, 0]] * 4],
)  # fmt: skip
def test_a_bad_kept_board_is_not_used(table):
    assert aton.check_board(table) is None
    assert aton.new_state(2, {"dead": "8", "board": table})["board"] == aton.default_board()


@pytest.mark.parametrize(
    "bad",
    [["card", 5], ["card", 0], ["place", 1, "yellow"], ["done"], ["nope"], [], "card", None, ["board"]],
)
def test_illegal_actions_change_nothing(bad):
    s = _new()
    _play(s, ["card", 2])
    before = copy.deepcopy(s)
    why = aton.apply(s, bad)
    assert isinstance(why, str) and why
    assert s == before


def test_a_square_that_is_not_there_is_refused():
    s = _later_round(_new())
    _put(_put(s, BLUE, 1, "green"), BLUE, 4, "green")
    _cards(s, (1, 3, 1, 1), (1, 4, 1, 1))
    before = copy.deepcopy(s)
    for bad in (["remove", 4, "green"], ["remove", 1, "yellow"], ["remove", 1, "pink"], ["remove", 1]):
        assert aton.apply(s, bad) is not None
    assert s == before
    _play(s, ["remove", 1, "green"])
    _put(s, BLUE, 1, "blue")
    assert aton.apply(s, ["place", 1, "blue"]) is not None  # taken
    assert aton.apply(s, ["place", 2, "yellow"]) is not None  # cartouche 3 is a 1


def test_screens_are_ascii_and_16_columns():
    s = aton.new_state(2, {"dead": "8"})
    rows = [aton_ui.title(s)] + aton_ui.status(s, 0) + aton_pages.legend(s)
    assert rows[:2] == ["Board: T1 yellow", "T1 Y4 G3 K3 +1"]
    _play(s, ["board"])
    _cards(s, (2, 1, 3, 2), (3, 2, 4, 4))
    rows += [aton_ui.title(s)] + aton_ui.status(s, 0) + aton_pages.info(s) + aton_pages.legend(s)
    rows += [aton_ui.label(s, a) for a in aton.legal_actions(s)]
    for r in rows:
        assert len(r) <= 21 and all(32 <= ord(c) < 127 for c in r), r
    assert aton_ui.status(s, 0)[-1] == "Place 2, T1-T3"
    assert aton_ui.label(s, ["place", 3, "+2"]) == "Place T3 +2"
