"""Course de sorcieres (witch_race): the track, the witches, the cards and neutral
piles, the finish and the `score` command in both runtimes. Rule tests quote the rule book they check."""

import json

import pytest

from host_sim import runtime

runtime.use_firmware()

from companion.games.witch_race import engine as wr  # noqa: E402
from companion.games.witch_race import ui as ui  # noqa: E402
from companion.ui import buttons  # noqa: E402

RED, GREEN, BLUE, YELLOW = 0, 1, 2, 3
M = wr.MAGIC


def _tile(colour, value):
    return 16 * colour + value


def _race(players=2, tiles=None, track=None, turn=0):
    """A race with the given tiles turned ({square: (colour, value)}) and witches ([[squares], ...])."""
    s = wr.new_state(players, {})
    for square, (colour, value) in sorted((tiles or {}).items()):
        s["tiles"][square - 1] = _tile(colour, value)
    if track is not None:
        s["track"] = [sorted(t) for t in track]
    s["turn"] = turn
    return s


def _play(s, *actions):
    for a in actions:
        why = wr.apply(s, list(a))
        assert why is None, (a, why)
    return s


def _refused(s, action):
    before = json.dumps(s, sort_keys=True)
    why = wr.apply(s, action)
    assert isinstance(why, str) and why
    assert json.dumps(s, sort_keys=True) == before
    return why


def _moves(s):
    return [a[1] for a in wr.legal_actions(s) if a[0] == "move"]


# -- the die and the turns ----------------------------------------------------------------------


def test_die_is_one_ordinary_d6_rolled_by_the_session():
    # "1 dé(qui sert de propulseur pour les sorcières)."
    # docs/RULES.md: "Course de sorcières uses one ordinary d6."
    s = wr.new_state(3, {})
    out = wr.chance(s)
    assert sorted(a[1] for a, _ in out) == [1, 2, 3, 4, 5, 6]
    assert {w for _, w in out} == {1}
    assert wr.legal_actions(s) == []  # nothing to choose before the roll
    assert _refused(s, ["move", 0]) == "roll the die first"


def test_die_outcomes_are_never_legal_actions_and_roll_once_per_turn():
    s = _play(wr.new_state(2, {}), ["die", 3])
    assert wr.chance(s) is None
    assert all(a[0] not in ("die", "draw") for a in wr.legal_actions(s))
    _refused(s, ["die", 4])


@pytest.mark.parametrize(
    "bad",
    [
        ["die", 0],
        ["die", 7],
        ["die", True],
        ["die"],
        ["move", 1],
        ["move", "0"],
        ["move", 0, 1],
        ["x"],
        [],
        "in",
    ],
)
def test_illegal_actions_are_refused_without_change(bad):
    s = wr.new_state(2, {}) if bad[:1] == ["die"] else _play(wr.new_state(2, {}), ["die", 3])
    _refused(s, bad)


def test_turns_go_round_clockwise():
    # "Le plus jeune reçoit le dé et joue le premier. On joue ensuite dans le sens des aiguilles d'une
    # montre."
    # Every square a neutral number: "Une case à chiffre d'une autre couleur [...] Le tour du joueur s'arrête"
    s = _race(3, {q: (YELLOW, 2 + q % 9) for q in range(1, 49)})
    seen = []
    for _ in range(4):
        seen.append(s["turn"])
        _play(s, ["die", 2], ["move", 0])
    assert seen == [0, 1, 2, 0]
    assert s["track"] == [[0, 2, 5], [0, 0, 3], [0, 0, 4]]  # new witches skip the squares taken


# -- moving a witch -----------------------------------------------------------------------------


def test_a_starting_witch_does_not_count_occupied_squares():
    # "Au démarrage [...] les cases occupées par d'autres sorcières ne sont pas comptées. Une sorcière qui
    # démarre n'est donc jamais bloquée."
    s = _race(2, track=[[0, 0, 2], [1, 3, 0]])
    _play(s, ["die", 3])
    assert wr.target(s, 0, 3) == 6  # 1, 2 and 3 are taken: 4, 5, 6
    assert wr.target(s, 0, 1) == 4
    _play(s, ["move", 0])
    assert s["track"][0] == [0, 2, 6]


def test_jumped_witches_count_and_a_square_holds_one_witch():
    # "Il est permis de sauter au-dessus d'une ou de plusieurs sorcières [...] mais chacune de ces cases est
    # comptée." ; "Sur une case ne peut se trouver qu'une seule sorcière."
    s = _race(2, track=[[5, 9, 0], [6, 7, 0]])
    _play(s, ["die", 2])
    assert wr.target(s, 5, 2) == 0  # 7 is taken: this witch cannot use the 2
    assert 5 not in _moves(s) and 9 in _moves(s)
    assert wr.target(s, 9, 2) == 11


def test_the_die_must_be_used_whole_or_the_turn_passes():
    # "Le nombre obtenu au dé doit être totalement employé. Si un joueur ne peut bouger aucune de ses
    # sorcières, il ne peut pas relancer le dé et passe son tour."
    s = _race(2, track=[[10, 11, 12], [13, 14, 15]])
    _play(s, ["die", 3])
    assert wr.legal_actions(s) == [["pass"]]
    _play(s, ["pass"])
    assert s["turn"] == 1 and s["phase"] == "roll" and s["die"] is None
    s = _race(2, track=[[10, 11, 20], [13, 14, 15]])
    _play(s, ["die", 3])
    _refused(s, ["pass"])  # a witch can move: it must


# -- the finish ---------------------------------------------------------------------------------


def test_the_finish_needs_the_exact_count_and_the_4_cannot_be_passed():
    # "La case avec le 4 ne peut en aucun cas être dépassée. Si le nombre joué est trop haut, il faut
    # nécessairement jouer avec une autre sorcière." ; "Les sorcières doivent avoir un nombre exact"
    s = _race(2, track=[[0, 20, 47], [0, 0, 0]])
    for die, square in ((2, 2), (3, 3), (4, 4)):
        assert wr.target(s, 47, die) == wr.TRACK + square - 1
    _play(s, ["die", 5])
    assert 47 not in _moves(s) and 20 in _moves(s)


def test_arrival_is_final_and_witches_share_finish_squares():
    # "Une sorcière ne peut pas changer de case d'arrivée. Avec un 1 ou un 2, il n'est pas permis de passer
    # sur les suivantes." ; "Plusieurs sorcières, même de couleurs différentes, peuvent se trouver sur une
    # même case d'arrivée."
    s = _race(2, track=[[0, 45, 46], [47, 0, 0]])
    _play(s, ["die", 4], ["move", 46])  # 46 + 4 = 50: the 3
    assert s["home"] == [[3], []] and s["turn"] == 1 and s["news"][-1] == [0, "home", 3]
    _play(s, ["die", 3], ["move", 47])  # 47 + 3 = 50: the 3 as well
    _play(s, ["die", 1])
    assert 45 in _moves(s) and len(_moves(s)) == 2  # the witch home is not offered; 45 and a new one are
    assert s["home"] == [[3], [3]]


def test_the_race_stops_when_a_player_has_three_witches_home():
    # "Dès qu'un joueur est parvenu à amener ses trois sorcières sur les cases d'arrivée, le jeu s'arrête et
    # chacun fait le compte de ses points." ; "chaque sorcière arrivée vaut autant de points que la valeur de
    # sa case d'arrivée." ; "Celui qui totalise ainsi le plus de points, gagne la partie."
    s = _race(2, track=[[48], [47, 0]])
    s["home"] = [[2, 2], [4]]
    _play(s, ["die", 1], ["move", 48])
    assert wr.is_over(s) and s["phase"] == "over" and s["home"][0] == [2, 2, 2]
    assert wr.chance(s) is None and wr.legal_actions(s) == []
    assert _refused(s, ["die", 1]) == "the game is over"
    res = wr.result(s)
    assert [p["total"] for p in res["players"]] == [6, 4]
    assert res["winners"] == ["P1"]


def test_ending_the_race_does_not_mean_winning_it():
    # The race stops when one player has three witches home, but "Celui qui totalise ainsi le plus de points,
    # gagne la partie": two witches on the 4 (8) beat three on the 2 (6).
    s = _race(2, track=[[48], [0]])
    s["home"] = [[2, 2], [4, 4]]
    _play(s, ["die", 1], ["move", 48])
    assert wr.is_over(s) and wr.result(s)["winners"] == ["P2"]
    for p in wr.result(s)["players"]:
        assert sum(p["breakdown"].values()) == p["total"]


# -- the tiles ----------------------------------------------------------------------------------


def test_a_face_down_tile_is_told_as_far_as_the_witch_needs_it():
    # "Si la sorcière atterit sur une case encore cachée, elle est aussitôt retournée." What the witch does
    # then depends only on the tile's kind to it (SITUATIONS 1-4): another colour's number is told by its
    # colour alone (it stops the witch whatever its value), its own number and every magic sign in full
    s = _play(wr.new_state(2, {}), ["die", 4], ["move", 0])
    assert s["phase"] == "colour" and s["at"] == 4 and s["turn"] == 0
    acts = wr.legal_actions(s)
    # a stage holds 4 tiles of each colour, one magic: another colour's numbers (3 in 16 each) first, then
    # the magic signs (1 in 16), then P1's own numbers (3 in 16 shared by 9 values)
    assert acts[:3] == [["stop", GREEN], ["stop", BLUE], ["stop", YELLOW]]
    assert acts[3:7] == [["tile", c, M] for c in range(4)]
    assert acts[7:] == [["tile", RED, v] for v in range(2, 11)]
    assert ui.label(s, ["stop", BLUE]) == "Blue 2-10: stops"
    assert ui.label(s, ["tile", GREEN, M]) == "Green magic (P2)"
    assert ui.label(s, ["tile", RED, 7]) == "Red 7 (P1)"
    # ok, roll, up and down enter the four likeliest at once; a long roll shows the list, the cursor on the
    # fifth
    given, lines = ui.keys(s, acts)
    assert given == [2, 3, 0, None, 1] + [None] * 7 + [-1]  # by event code: up ... roll, then a long roll
    assert len(given) == buttons.ROLL + buttons.LONG + 1
    assert lines == [
        " ok: Green 2-10",
        " roll: Blue 2-10",
        " up: Yellow 2-10",
        " down: Red magic",
        " long roll: more",
    ]
    assert ui.cursor(s, acts) == 4
    _refused(s, ["stop", RED])  # its own colour's number moves it on: the value is needed
    _play(s, ["stop", BLUE])
    assert s["tiles"][3] == _tile(BLUE, 15)  # a blue number, its value not told
    assert s["turn"] == 1 and s["news"] == [[0, "on", 4]]  # another colour's number: it stops


def test_a_tile_of_four_answers_or_fewer_has_them_all_on_the_buttons():
    """No list behind the lines when the buttons give every answer: four (ok, roll, up, down), three (down
    does nothing), two; the value asked later the same way."""
    s = _race(2, {}, track=[[0, 0, 0], [0, 0, 1]], turn=1)
    s["tiles"][3] = _tile(GREEN, 15)  # told as a green number; green's 2-7 turned in stages 2 and 3
    for square, v in ((18, 2), (19, 3), (20, 4), (34, 5), (35, 6), (36, 7)):
        s["tiles"][square - 1] = _tile(GREEN, v)
    _play(s, ["die", 3], ["move", 1])
    acts = wr.legal_actions(s)
    assert acts == [["tile", GREEN, v] for v in (8, 9, 10)]
    assert ui.keys(s, acts) == ([2, None, 0, None, 1], [" ok: Green 8", " roll: Green 9", " up: Green 10"])
    assert ui.cursor(s, acts) is None
    s["tiles"][17] = 0  # green 2 face down again: four values
    acts = wr.legal_actions(s)
    assert len(acts) == 4 and ui.keys(s, acts)[0] == [2, 3, 0, None, 1]
    assert ui.keys(s, acts[:2])[0] == [None, None, 0, None, 1]


def test_another_colours_number_is_asked_its_value_when_a_witch_of_that_colour_lands_on_it():
    # P2's witch (green) lands on square 4, told before as "a green number": only its value is asked now,
    # and it sends the witch on (SITUATION 1); P1's red witch on a blue number stops, unasked (SITUATION 2)
    s = _race(2, {6: (RED, M)}, track=[[0, 0, 0], [0, 0, 1]], turn=1)
    s["tiles"][3] = _tile(GREEN, 15)
    _play(s, ["die", 3], ["move", 1])
    assert s["phase"] == "colour" and s["at"] == 4
    assert wr.legal_actions(s) == [["tile", GREEN, v] for v in range(2, 11)]
    assert ui.title(s) == "Tile 4 value?"
    lines = ui.keys(s, wr.legal_actions(s))[1]
    assert lines == [" ok: Green 2", " roll: Green 3", " up: Green 4", " down: Green 5", " long roll: more"]
    _refused(s, ["tile", GREEN, M])
    _refused(s, ["stop", BLUE])
    _play(s, ["tile", GREEN, 3])
    assert s["tiles"][3] == _tile(GREEN, 3) and s["track"][1] == [0, 0, 7] and s["phase"] == "colour"
    s = _race(2, {}, track=[[0, 0, 1], [0, 0, 0]])
    s["tiles"][3] = _tile(BLUE, 15)
    _play(s, ["die", 3], ["move", 1])
    assert s["track"][0] == [0, 0, 4] and s["turn"] == 1 and s["tiles"][3] == _tile(BLUE, 15)
    assert s["news"] == [[0, "on", 4]]


def test_a_witch_pushed_back_onto_a_number_of_its_colour_not_told_yet_is_asked_its_value():
    # SITUATION 4: P2 pushes P1's witch back 3 squares with a card, onto square 7: a red number told only
    # by its colour when a green witch stopped there; it is P1's own number now (SITUATION 1): its value
    s = _race(2, {10: (GREEN, M)}, track=[[0, 0, 8], [0, 0, 0]])
    s["tiles"][6] = _tile(RED, 15)
    _play(s, ["die", 2], ["move", 8])
    assert s["phase"] == "foe" and ["card", 3] in wr.legal_actions(s)
    _play(s, ["card", 3])
    assert s["phase"] == "colour" and s["at"] == 7 and ui.title(s) == "Tile 7 value?"
    assert wr.legal_actions(s) == [["tile", RED, v] for v in range(2, 11)]
    # a magic card looks for the signs turned: a number told by its colour is none
    s["tiles"][19] = _tile(GREEN, M)
    assert wr.card_target(dict(s, phase="foe", at=20), M) == 10


def test_a_number_told_by_its_colour_takes_room_in_its_stage():
    # "chaque joueur forme 3 groupes de 4 cases [...] Dans chaque groupe, doit se trouver une case magique":
    # three numbers of a colour told by colour fill its numbers in the stage
    s = _race(2, {}, track=[[0, 0, 0], [0, 0, 0]])
    for square in (1, 2, 3):
        s["tiles"][square - 1] = _tile(BLUE, 15)
    _play(s, ["die", 4], ["move", 0])
    acts = wr.legal_actions(s)
    assert s["at"] == 4 and ["stop", BLUE] not in acts and ["tile", BLUE, M] in acts
    # a value of the colour's told elsewhere on the track is not asked again
    s = _race(2, {20: (GREEN, 5)}, track=[[0, 0, 0], [0, 0, 0]], turn=1)
    s["tiles"][3] = _tile(GREEN, 15)
    s["track"][1] = [0, 0, 1]
    _play(s, ["die", 3], ["move", 1])
    assert [a[2] for a in wr.legal_actions(s)] == [2, 3, 4, 6, 7, 8, 9, 10]
    # the only value left: turned unasked (and it sends the witch on)
    # green's 2-7 in stages 2 and 3, its 8 and 9 in stage 1 with the green number on square 4
    told = [(18, 2), (19, 3), (20, 4), (34, 5), (35, 6), (36, 7), (10, 8), (11, 9)]
    s = _race(2, dict([(q, (GREEN, v)) for q, v in told]), track=[[0, 0, 0], [0, 0, 1]], turn=1)
    s["tiles"][3] = _tile(GREEN, 15)
    _play(s, ["die", 3], ["move", 1])
    assert s["tiles"][3] == _tile(GREEN, 10) and [1, "told", _tile(GREEN, 10), 4] in s["news"]
    assert s["track"][1] == [0, 0, 14]


def test_the_likeliest_tiles_come_first_from_what_the_stage_still_holds():
    # stage 1: red's magic sign and two of its numbers are turned, green's sign too: a red tile left here is
    # a number (1 of 7 unseen), a green one one of 3 numbers, blue and yellow as at the start
    s = _race(2, {1: (RED, M), 2: (RED, 2), 3: (RED, 3), 5: (GREEN, M)}, track=[[0, 0, 0], [3, 0, 0]])
    _play(s, ["die", 3], ["move", 0])
    assert s["at"] == 4 and s["phase"] == "colour"
    acts = wr.legal_actions(s)
    assert acts[:3] == [["stop", GREEN], ["stop", BLUE], ["stop", YELLOW]]
    assert acts[3:5] == [["tile", BLUE, M], ["tile", YELLOW, M]]
    assert acts[5:] == [["tile", RED, v] for v in range(4, 11)]


def _all_turned_but(square, swap=None):
    """A track with every tile turned (each stage: a colour's magic sign and three of its numbers, from 2
    up), but ``square``; ``swap``: two squares whose tiles change places."""
    tiles = []
    for stage in range(3):
        for colour in (YELLOW, BLUE, GREEN, RED):
            tiles += [_tile(colour, M)] + [_tile(colour, v) for v in range(2 + 3 * stage, 5 + 3 * stage)]
    if swap:
        a, b = swap
        tiles[a - 1], tiles[b - 1] = tiles[b - 1], tiles[a - 1]
    tiles[square - 1] = 0
    return tiles


def test_a_tile_the_stage_leaves_no_doubt_about_is_turned_unasked():
    # the last face-down square of stage 3: every other tile is turned, and each colour's numbers 2-10
    # appear once on the track: only a red 10 can be there
    s = wr.new_state(2, {})
    s["tiles"] = _all_turned_but(48)
    s["track"] = [[0, 0, 46], [0, 0, 0]]
    assert wr.tiles_left(dict(s, at=48)) == [[RED, 10]]
    _play(s, ["die", 2], ["move", 46])
    # the red 10 is P1's: it would send the witch on beyond the finish's 4, so it stays on 48
    assert s["tiles"][47] == _tile(RED, 10) and s["track"][0] == [0, 0, 48] and s["turn"] == 1
    assert [0, "told", _tile(RED, 10), 48] in s["news"]
    # the red 8 of stage 3 lies in stage 1 instead of the red 2: square 46's tile can only be the red 2,
    # P1's own number, which sends the witch on to 48 (and the red 10 there stops it)
    s = wr.new_state(2, {})
    s["tiles"] = _all_turned_but(46, swap=(14, 46))
    s["track"] = [[0, 0, 44], [0, 0, 0]]
    _play(s, ["die", 2], ["move", 44])
    assert s["tiles"][45] == _tile(RED, 2) and s["track"][0] == [0, 0, 48] and s["turn"] == 1
    assert s["news"] == [[0, "told", _tile(RED, 2), 46], [0, "via", 46], [0, "on", 48]]
    assert ui.news(s) == ["P1 witch on 46", "Red 46: on to 48"]


def test_a_game_saved_when_each_tile_was_asked_in_two_picks_still_loads():
    # the actions saved by the earlier entry: the colour, then the value, also of a tile now turned unasked
    s = _play(wr.new_state(2, {}), ["die", 4], ["move", 0], ["colour", BLUE])
    assert s["phase"] == "value" and [a[1] for a in wr.legal_actions(s)] == [M, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    _play(s, ["value", 7])
    assert s["tiles"][3] == _tile(BLUE, 7) and s["turn"] == 1
    s = _race(2, {1: (RED, M)})
    s["news"] = [[0, "told", _tile(GREEN, 5)], [0, "on", 1]]  # what the last action turned unasked
    _refused(s, ["colour", RED])
    _play(s, ["colour", GREEN], ["value", 5])
    assert s["news"] == [[0, "on", 1]] and s["phase"] == "roll"
    _refused(s, ["colour", GREEN])  # once


def test_games_saved_when_another_colours_number_was_told_in_full_still_load():
    # the actions saved by the previous entry: every tile in full, also another colour's number, which this
    # entry asks by colour only or turns unasked when only one colour's numbers can be there
    s = _play(wr.new_state(2, {}), ["die", 4], ["move", 0], ["tile", BLUE, 7])
    assert s["tiles"][3] == _tile(BLUE, 7) and s["turn"] == 1
    s = wr.new_state(2, {})
    s["tiles"] = _all_turned_but(16)
    s["tiles"][29] = 0  # red's 5 (stage 2) face down too: square 16 holds red's 4 or 5
    s["track"] = [[0, 0, 0], [0, 0, 14]]
    s["turn"] = 1
    _play(s, ["die", 2], ["move", 14])
    assert s["tiles"][15] == _tile(RED, 15) and [1, "told", _tile(RED, 15), 16] in s["news"]
    assert s["turn"] == 0 and s["phase"] == "roll"  # another colour's number: P2's witch stops, unasked
    saved = json.loads(json.dumps(s))
    _refused(s, ["tile", GREEN, 4])
    _refused(s, ["tile", RED, M])
    _play(s, ["tile", RED, 4])  # what the previous entry asked, in full
    assert s["tiles"][15] == _tile(RED, 4) and [e for e in s["news"] if e[1] == "told"] == []
    _refused(s, ["tile", RED, 4])  # once
    _play(saved, ["colour", RED], ["value", 5])  # and the entry before it: the colour, then the value
    assert saved["tiles"][15] == _tile(RED, 5) and saved["phase"] == "roll"


def test_each_stage_holds_four_tiles_of_a_colour_one_of_them_magic():
    # "chaque joueur forme 3 groupes de 4 cases [...] Dans chaque groupe, doit se trouver une case magique."
    # The 48 tiles of 4 colours make 3 stages of 16 (RULES.md): a colour has 4 squares in each stage.
    s = _race(2, {1: (RED, M), 2: (RED, 2), 3: (RED, 3), 20: (RED, 4)}, track=[[0, 0, 0], [3, 0, 0]])
    _play(s, ["die", 3], ["move", 0])  # 1, 2, then 4 (3 is taken, not counted)
    assert s["at"] == 4 and s["phase"] == "colour"
    assert wr.tile_values(s, RED) == [5, 6, 7, 8, 9, 10]  # magic and 2, 3, 4 are turned already
    s["tiles"][4] = _tile(RED, 5)
    assert wr.tile_values(s, RED) == []  # four red tiles in stage 1
    assert sorted(set([a[1] for a in wr.legal_actions(s)])) == [GREEN, BLUE, YELLOW]
    _refused(s, ["colour", RED])
    _refused(s, ["tile", RED, 6])
    s["tiles"][4] = 0
    s["tiles"][4 + 16] = _tile(RED, 5)  # in stage 2: numbers are not repeated in a colour
    assert wr.tile_values(s, RED) == [6, 7, 8, 9, 10]


def test_own_number_sends_the_witch_on_in_a_chain():
    # SITUATION 1: "elle repart aussitôt vers l'avant et progresse d'un nombre de cases égal à celui du
    # chiffre." ; "Une sorcière est ainsi renvoyée de case en case [...] c'est un jeu de réactions en chaîne."
    s = _race(2, {4: (RED, 3), 7: (RED, 5), 12: (GREEN, 2)})
    _play(s, ["die", 4], ["move", 0])
    assert s["track"][0] == [0, 0, 12] and s["turn"] == 1
    assert s["news"] == [[0, "via", 4], [0, "via", 7], [0, "on", 12]]
    # and the news say it in order: where the die took it, each tile that sent it on
    assert ui.news(s) == ["P1 witch on 4", "Red 4: on to 7", "Red 7: on to 12"]


def test_own_number_onto_a_taken_square_stays():
    # "Si la case qu'elle devrait ainsi rejoindre est occupée, elle ne peut pas progresser et reste alors sur
    # place."
    s = _race(2, {4: (RED, 3)}, track=[[0, 0, 0], [7, 0, 0]])
    _play(s, ["die", 4], ["move", 0])
    assert s["track"][0] == [0, 0, 4] and s["turn"] == 1


def test_own_number_into_the_finish_needs_the_exact_count():
    s = _race(2, {44: (RED, 6), 40: (RED, 10)}, track=[[38, 42, 0], [0, 0, 0]])
    _play(s, ["die", 2], ["move", 42])  # 44 + 6 = 50: the 3
    assert s["home"][0] == [3]
    s["turn"] = 0
    _play(s, ["die", 2], ["move", 38])  # 40 + 10 = 50 ... the 3 again (exact)
    assert s["home"][0] == [3, 3]
    # "La case avec le 4 ne peut en aucun cas être dépassée": 45 + 8 = 53 is beyond it, the witch stays
    s = _race(2, {45: (RED, 8)}, track=[[43, 0, 0], [0, 0, 0]])
    _play(s, ["die", 2], ["move", 43])
    assert s["track"][0] == [0, 0, 45] and s["home"][0] == [] and s["turn"] == 1


# -- magic signs and cards ----------------------------------------------------------------------


def test_own_sign_lets_its_player_stop_or_play_a_card():
    # SITUATION 3: "Soit il décide de stopper sa sorcière sur cette case [...] Soit il décide de jouer une de
    # ses cartes: S'il joue une carte avec un chiffre, sa sorcière est avancée [...] La case d'arrivée doit
    # être libre; si elle ne l'est pas, la carte ne peut pas être jouée."
    s = _race(2, {5: (RED, M), 9: (GREEN, 4)}, track=[[3, 0, 0], [8, 0, 0]])
    _play(s, ["die", 2], ["move", 3])
    assert s["phase"] == "own" and s["turn"] == 0
    cards = [a[1] for a in wr.legal_actions(s) if a[0] == "card"]
    assert ["stop"] in wr.legal_actions(s) and 3 not in cards and 4 in cards  # 8 is taken
    _play(s, ["card", 4])
    # "(chaque carte jouée est écartée du jeu et remise dans la boîte)"
    assert s["cards"][RED] == [M, M, M, 2, 3, 5, 6, 7, 8, 9, 10]
    assert s["track"][0] == [0, 0, 9] and s["turn"] == 1
    assert s["news"] == [[0, "card", 4, 5], [0, "on", 9]]
    assert ui.news(s) == ["P1 card 4: to 9"]


def test_own_magic_card_flies_to_the_next_free_same_sign():
    # "S'il joue une carte avec un signe magique, il peut faire progresser vers l'avant sa sorcière jusqu'au
    # prochain même signe magique [...] S'il n'y a pas de case libre avec un tel signe cette carte ne peut
    # pas être jouée."
    s = _race(2, {5: (RED, M), 20: (RED, M), 30: (RED, M), 25: (GREEN, M)}, track=[[3, 0, 0], [20, 0, 0]])
    _play(s, ["die", 2], ["move", 3], ["card", M])
    assert s["at"] == 30 and s["phase"] == "own"  # 20 is taken; on its own sign again: choose again
    assert ["card", M] not in wr.legal_actions(s)  # no red sign turned beyond 30
    _play(s, ["stop"])
    assert s["track"][0] == [0, 0, 30] and s["turn"] == 1


def test_a_foes_sign_lets_its_owner_push_the_witch_back():
    # SITUATION 4: "le joueur propriétaire de cette couleur doit choisir entre 3 actions possibles: Soit il
    # permet à la sorcière de stationner [...] Soit il joue lui-même une de ses cartes avec un signe magique:
    # [...] reculer jusqu'au prochain même signe magique libre. [...] Soit il joue lui-même une de ses cartes
    # avec un nombre: [...] La case d'arrivée doit être libre [...] ne peut pas être reculée au-delà de la
    # première case de la première étape."
    s = _race(2, {8: (GREEN, M), 2: (GREEN, M), 6: (BLUE, 3), 4: (RED, 2)}, track=[[6, 0, 0], [0, 3, 0]])
    _play(s, ["die", 2], ["move", 6])
    assert s["phase"] == "foe" and s["turn"] == 0
    acts = wr.legal_actions(s)
    cards = [a[1] for a in acts if a[0] == "card"]
    assert ["stop"] in acts and M in cards  # the green sign on 2 is free
    assert 5 not in cards and 8 not in cards and 9 not in cards  # 3 is taken, 0 and -1 are off the track
    assert 6 in cards and 7 in cards  # 2 and 1 are free
    _play(s, ["card", 6])  # back to 2: the green sign again, where no green card can be played
    assert s["cards"][GREEN] == [M, M, M, 2, 3, 4, 5, 7, 8, 9, 10]
    assert s["track"][0] == [0, 0, 2] and s["turn"] == 1
    assert s["news"] == [[GREEN, "card", 6, 8], [0, "on", 2]] and ui.news(s) == ["P2 card 6: back to 2"]


PUSHED_ON = {  # pushed back from 14 to 10, on its colour's tile there (a 10), on to 20
    "en": ["P2 card 4: back to 10", "Red 10: on to 20"],
    "fr": ["J2 carte 4", "Recule en 10", "Rouge 10 : va en 20"],
    "it": ["G2 carta 4", "Indietro al 10", "Rosso 10: va al 20"],
}


@pytest.mark.parametrize("code", sorted(PUSHED_ON))
def test_the_news_say_a_push_back_then_the_tile_that_sent_the_witch_on_in_order(code):
    from companion.ui import lang

    s = _race(2, {14: (GREEN, M), 10: (RED, 10), 20: (BLUE, 3)}, track=[[12, 0, 0], [0, 0, 0]])
    _play(s, ["die", 2], ["move", 12])
    assert s["phase"] == "foe"
    _play(s, ["card", 4])
    assert s["track"][0] == [0, 0, 20]
    assert s["news"] == [[GREEN, "card", 4, 14], [0, "via", 10], [0, "on", 20]]
    lang.use(code)
    lang.start_game("witch_race")
    try:
        assert ui.news(s) == PUSHED_ON[code]
    finally:
        lang.end_game()
        lang.use(lang.DEFAULT)


def test_a_witch_pushed_back_onto_another_sign_must_be_pushed_on():
    # EXCEPTION: "lorsqu'un joueur a joué une de ses cartes pour obliger une sorcière à reculer et que cette
    # sorcière parvient ainsi sur un signe magique qui n'appartient pas à cette sorcière, le propriétaire de
    # la nouvelle case magique atteinte doit jouer - s'il le peut - une de ses cartes contre cette sorcière."
    s = _race(3, {10: (GREEN, M), 6: (BLUE, M), 2: (YELLOW, 5)}, track=[[8, 0, 0], [0, 0, 0], [0, 0, 0]])
    _play(s, ["die", 2], ["move", 8])
    assert s["phase"] == "foe" and ["stop"] in wr.legal_actions(s)  # green may let it stay
    _play(s, ["card", 4])
    assert s["at"] == 6 and s["phase"] == "foe" and s["pushed"]
    assert ["stop"] not in wr.legal_actions(s)  # blue must play
    _play(s, ["card", 4])  # back to 2: a yellow number stops it
    assert s["track"][0] == [0, 0, 2] and s["turn"] == 1 and not s["pushed"]
    assert s["cards"][BLUE] == [M, M, M, 2, 3, 5, 6, 7, 8, 9, 10]


def test_a_neutral_sign_draws_the_top_card_of_its_pile():
    # "Les cartes de la couleur neutre sont ensuite mélangées et posées en talon, faces cachées." ; "Si durant
    # la partie, une sorcière se pose sur un signe magique de la couleur neutre, le joueur tire la première
    # carte du talon de la couleur neutre et suit les indications."
    s = _race(3, {10: (YELLOW, M), 5: (YELLOW, M), 6: (GREEN, 3)}, track=[[8, 0, 0], [0, 0, 0], [0, 0, 0]])
    _play(s, ["die", 2], ["move", 8])
    assert s["phase"] == "draw" and wr.legal_actions(s) == []
    assert _refused(s, ["stop"]) == "draw a card first"
    # a shuffled pile: every card as likely as the others
    assert wr.chance(s) == [(["draw", M], 3)] + [(["draw", v], 1) for v in range(2, 11)]
    _play(s, ["draw", 4])  # back 4, as a foe's card: a green number stops it
    assert s["track"][0] == [0, 0, 6] and s["cards"][YELLOW] == [M, M, M, 2, 3, 5, 6, 7, 8, 9, 10]
    assert s["news"] == [[YELLOW, "draw", 4, 10], [0, "on", 6]] and s["turn"] == 1
    assert ui.news(s) == ["Pile card 4", "Back to 6"]  # on two rows where one is too narrow


def test_a_neutral_card_that_cannot_be_followed_is_discarded_anyway():
    # "Si la case à rejoindre est occupée, la sorcière ne bouge pas. La carte jouée est de toute manière
    # écartée du jeu."
    s = _race(3, {10: (YELLOW, M)}, track=[[8, 0, 0], [6, 0, 0], [0, 0, 0]])
    _play(s, ["die", 2], ["move", 8], ["draw", 4])
    assert s["track"][0] == [0, 0, 10] and 4 not in s["cards"][YELLOW] and s["turn"] == 1


def test_two_players_have_two_neutral_piles_and_four_have_none():
    # "LE JEU AVEC DEUX JOUEURS [...] Deux couleurs sont des couleurs neutres" ; "Les sorcières des deux
    # couleurs neutres ne participent pas"
    for colour in (BLUE, YELLOW):
        s = _race(2, {3: (colour, M)})
        _play(s, ["die", 3], ["move", 0])
        assert s["phase"] == "draw" and len(s["track"]) == 2
    s = _race(4, {3: (YELLOW, M)})
    _play(s, ["die", 3], ["move", 0])
    assert s["phase"] == "foe" and wr.chance(s) is None  # yellow is P4's colour: P4 decides


def test_player_counts():
    # "Nombre minimum de joueurs : 2 Nombre maximum de joueurs : 4"
    for n in (2, 3, 4):
        assert wr.new_state(n, {})["players"] == n
    for n in (1, 5):
        with pytest.raises(ValueError):
            wr.new_state(n, {})


# -- the score command, both runtimes ------------------------------------------------------------

RUNTIMES = ("cpython", "micropython")


def _score(doc, rt):
    text = doc if isinstance(doc, str) else json.dumps(doc)
    return runtime.cli("score", text, rt, "96k")


def _both(doc):
    a = _score(doc, "cpython")
    b = _score(doc, "micropython")
    assert a == b
    return a


def _game(*finished, **extra):
    d = {
        "game": "witch_race",
        "players": [{"name": "P%d" % (i + 1), "finished": f} for i, f in enumerate(finished)],
    }
    d.update(extra)
    return d


def test_score_sums_finish_squares_and_ties_share():
    # "chaque sorcière arrivée vaut autant de points que la valeur de sa case d'arrivée." 4+2 = 6 = 3+3;
    # "Celui qui totalise ainsi le plus de points, gagne la partie." ; contract: "Ties share the victory."
    code, out, err = _both(_game([4, 2], [3, 3, 2], [3, 3]))
    assert code == 0 and err == ""
    doc = json.loads(out)
    assert doc["game"] == "witch_race"
    assert [p["total"] for p in doc["players"]] == [6, 8, 6]
    assert doc["winners"] == ["P2"]
    code, out, _ = _both(_game([4, 2], [3, 3]))
    assert json.loads(out)["winners"] == ["P1", "P2"]
    assert out.count("\n") == 1 and out.endswith("}\n")


def test_score_nobody_home_is_a_shared_zero():
    code, out, _ = _both(_game([], []))
    assert code == 0
    assert json.loads(out)["winners"] == ["P1", "P2"]


@pytest.mark.parametrize(
    "doc, field",
    [
        (_game([4]), "players"),  # one player
        (_game([], [], [], [], []), "players"),  # five players
        (_game([5], []), "players[0].finished[0]"),
        (_game([0], []), "players[0].finished[0]"),
        (_game(["4"], []), "players[0].finished[0]"),
        (_game([4, 4, 4, 4], []), "players[0].finished"),  # "3 sorcières d'une même couleur"
        (_game(4, []), "players[0].finished"),
        (_game([4, 3, 2], [2, 2, 2]), "players[1].finished"),  # the race stopped at the first full player
        (_game([], [], extra=1), "extra"),
        (
            {"game": "witch_race", "players": [{"name": "A"}, {"name": "B", "finished": []}]},
            "players[0].finished",
        ),
        (
            {
                "game": "witch_race",
                "players": [{"name": "A", "finished": [], "home": []}, {"name": "B", "finished": []}],
            },
            "players[0].home",
        ),
        (
            {"game": "witch_race", "players": [{"name": "A", "finished": []}, {"name": "A", "finished": []}]},
            "players[1].name",
        ),
        (
            {"game": "witch_race", "players": [{"name": "", "finished": []}, {"name": "B", "finished": []}]},
            "players[0].name",
        ),
        ({"game": "witch_race"}, "players"),
        ('{"game": "witch_race", "players": [', None),
    ],
)
def test_score_bad_input_names_the_field(doc, field):
    code, out, err = _both(doc)
    assert code == 2 and out == ""
    assert err.endswith("\n") and err.count("\n") == 1
    assert "Traceback" not in err
    if field is not None:
        assert err.startswith(field + ": "), err
