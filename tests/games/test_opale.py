"""Opale: the board tracker's rules, scoring, score_input and the score command."""

import copy
import json

import pytest

from host_sim import runtime

runtime.use_firmware()

from companion.core import check  # noqa: E402
from companion.games.opale import engine as opale  # noqa: E402

CH, CO, PE, SO, PT, GO, GA, TO, CI = range(9)
BASE = {"scoring": "table", "premonition": "off", "shells": "off"}


def new(**opts):
    o = dict(BASE)
    o.update(opts)
    return opale.new_state(2, o)


def play(st, loc, n, take=None):
    """Play ``n`` cards on ``loc``; fail the test on a refusal."""
    act = ["play", loc, n] if take is None else ["play", loc, n, take]
    why = opale.apply(st, act)
    assert why is None, why


def refused(st, action):
    before = copy.deepcopy(st)
    why = opale.apply(st, action)
    assert isinstance(why, str) and why
    assert st == before
    return why


# --- set-up and turn ------------------------------------------------------------------------------


def test_setup_five_cards_each_rest_in_the_deck():
    # "Chaque joueur prend les cartes de sa couleur, les mélange et en pioche 5." (100 cartes, 2 couleurs)
    st = new()
    assert st["hand"] == [5, 5] and st["deck"] == [45, 45]
    assert opale.cards_left(st) == 100
    assert st["turn"] == 0 and opale.chance(st) is None and not opale.is_over(st)


def test_turn_plays_identical_cards_then_refills_to_five_and_passes():
    # "A son tour, un joueur joue une ou plusieurs cartes identiques, sur l'emplacement correspondant du
    # plateau. [...] Puis le joueur pioche des cartes dans son paquet pour compléter sa main à 5 cartes, et
    # c'est à son adversaire de jouer."
    st = new()
    play(st, PE, 3)
    assert st["board"][PE] == 3
    assert st["hand"] == [5, 5] and st["deck"] == [42, 45]
    assert st["turn"] == 1


def test_single_outline_takes_any_number():
    # "Sur un emplacement avec une carte, on peut poser autant de cartes que l'on souhaite"
    st = new()
    acts = [a for a in _plays(st, PE)]
    assert [a[2] for a in acts] == [1, 2, 3, 4, 5]


def _plays(st, loc):
    return [a for a in opale.legal_actions(st) if a[0] == "play" and a[1] == loc]


def test_multi_outline_never_more_than_silhouettes_floriane_thomas():
    # "on ne peut poser plus de cartes que le nombre de silhouettes dessinées (mais on peut en poser
    # moins). C'est le joueur qui pose la dernière carte qui déclenche l'effet."
    # "Floriane pose 2 cartes chasseresse, Thomas ne peut en poser qu'une et déclenche l'effet."
    st = new()
    play(st, CO, 2)  # Floriane's Dragon Corail on the board first
    play(st, PE, 1)  # Thomas
    play(st, CH, 2)  # Floriane: 2 of 3, no effect
    assert st["board"][CH] == 2 and st["pile"][0][CO] == 0
    assert [a[2] for a in _plays(st, CH)] == [1]
    refused(st, ["play", CH, 2])
    play(st, CH, 1)  # Thomas lays the third and triggers
    assert st["pile"][1][CO] == 2


@pytest.mark.parametrize("loc,cap", [(CH, 3), (GA, 4), (TO, 2), (CI, 3)])
def test_trigger_cards_as_the_rules_say(loc, cap):
    # RULES.md: "Chasseresse Pieuvre on the 3rd card, Gardien des Ténèbres on the 4th, Chevaucheur de Tortue
    # on the 2nd, Cité Sous Marine on the 3rd"
    st = new()
    play(st, loc, cap - 1)
    assert st["board"][loc] == cap - 1
    play(st, loc, 1)
    assert st["board"][loc] == 0  # triggered: the cards left the location


# --- the nine locations ---------------------------------------------------------------------------


def test_chasseresse_third_card_takes_corail_then_goes_under_the_board():
    # "Le joueur qui pose la troisième carte Chasseresse Pieuvre prend toutes les cartes Dragon Corail sur
    # le plateau. Les trois cartes sont ensuite placées face visible sous le plateau de jeu"
    st = new()
    play(st, CO, 3)
    play(st, CO, 1)
    play(st, CH, 3)
    assert st["pile"][0][CO] == 4 and st["board"][CO] == 0
    assert st["under"] == [3, 0] and st["pile"][0][CH] == 0


def test_corail_takes_every_perle():
    # "Poser une ou plusieurs cartes Dragon Corail permet de prendre toutes les cartes perles de Nacre"
    st = new()
    play(st, PE, 2)
    play(st, PE, 3)
    play(st, CO, 1)
    assert st["pile"][0][PE] == 5 and st["board"][PE] == 0 and st["board"][CO] == 1


def test_perle_and_petrifie_do_nothing():
    # "Poser des cartes Perle de Nacre ne déclenche aucun effet." /
    # "Poser des cartes Dragon Pétrifié ne déclenche aucun effet."
    st = new()
    play(st, PE, 2)
    play(st, PT, 2)
    assert st["pile"] == [[0] * 8, [0] * 8] and st["board"][PE] == 2 and st["board"][PT] == 2


def test_sorciere_chooses_perle_or_petrifie():
    # "permet de prendre toutes les cartes Perle de Nacre sur le plateau ou toutes les cartes Dragon
    # Pétrifié sur le plateau."
    st = new()
    play(st, PE, 2)
    play(st, PT, 3)
    # the play taking more cards first (3 Petrifies, 2 Perles)
    assert [a[3] for a in _plays(st, SO) if a[2] == 1] == [PT, PE]
    play(st, SO, 1, PE)
    assert st["pile"][0][PE] == 2 and st["board"][PT] == 3 and st["dragon"] is None


def test_sorciere_taking_petrifie_takes_the_pawn_and_a_hand_of_six():
    # "Si le joueur prend au moins une carte Dragon Pétrifié, il prend également le jeton Dragon. Il peut
    # maintenant avoir 6 cartes en main."
    st = new()
    play(st, PT, 2)
    play(st, PE, 1)
    play(st, SO, 2, PT)
    assert st["dragon"] == 0 and st["pile"][0][PT] == 2
    assert st["hand"][0] == 6 and st["deck"][0] == 45 - 2 - 3  # drew 2, then 3 up to six


def test_pawn_changes_hands_a_random_card_goes_back_on_the_deck():
    # "Si l'adversaire récupère le jeton Dragon, il choisit une carte au hasard dans la main du joueur et
    # la pose sur la pioche de ce joueur (il revient à 5 cartes)."
    st = new()
    play(st, PT, 1)
    play(st, PT, 1)
    play(st, SO, 1, PT)  # P1 takes the pawn, refills to 6
    play(st, PT, 1)  # P2
    play(st, PE, 1)  # P1
    play(st, SO, 1, PT)  # P2 takes the pawn from P1
    assert st["dragon"] == 1 and st["ret"] == 0
    # ROLL picks one of P1's six cards, each as likely; nothing else is allowed meanwhile
    assert opale.chance(st) == [(["back", i], 1) for i in range(1, 7)]
    assert opale.legal_actions(st) == []
    refused(st, ["end"])
    refused(st, ["back", 7])
    deck = st["deck"][0]
    assert opale.apply(st, ["back", 4]) is None
    assert st["hand"][0] == 5 and st["deck"][0] == deck + 1 and st["ret"] is None
    assert st["turn"] == 0 and st["hand"][1] == 6  # P2 ended the turn with a hand of 6


def test_pawn_taken_from_a_holder_of_fewer_than_six_returns_nothing():
    """docs/RULES.md: "When the pawn changes hands, its former holder returns one random card to the top of
    their deck only when holding 6." """
    st = new()
    play(st, PE, 1)  # P1
    play(st, PT, 1)  # P2
    play(st, SO, 1, PT)  # P1 takes the pawn: a hand of 6
    st["deck"][0] = 1  # later in the game: P1's last card
    play(st, PE, 1)  # P2
    play(st, PT, 2)  # P1 cannot refill to 6: 5 cards, the end is triggered
    assert st["hand"][0] == 5 and st["deck"][0] == 0 and st["last"] == 1
    play(st, SO, 1, PT)  # P2's last turn takes the pawn from P1, who holds 5
    assert st["dragon"] == 1 and st["ret"] is None and opale.chance(st) is None
    assert st["hand"][0] == 5 and st["ph"] == "score"


def test_holder_who_cannot_refill_to_six_triggers_the_end():
    """docs/RULES.md: "The dragon pawn's holder's hand is 6 cards: a holder who cannot refill to 6 has failed
    to complete the hand (the end is triggered)." """
    for deck, last in ((2, None), (1, 1)):
        st = new()
        play(st, PE, 1)  # P1
        play(st, PT, 1)  # P2
        st["deck"][0] = deck
        play(st, SO, 1, PT)  # P1 takes the pawn with 4 cards left in hand: 2 to draw up to 6
        assert st["dragon"] == 0 and st["hand"][0] == 4 + deck and st["last"] == last


def test_first_pawn_taken_from_nobody_returns_nothing():
    st = new()
    play(st, PT, 1)
    play(st, SO, 1, PT)
    assert st["dragon"] == 1 and opale.chance(st) is None


def test_golem_takes_every_sorciere():
    # "Poser une ou plusieurs cartes Golem de Lave permet de prendre toutes les cartes Sorcière des Abysses"
    st = new()
    play(st, SO, 2)
    play(st, SO, 1)
    play(st, GO, 1)
    assert st["pile"][0][SO] == 3 and st["board"][SO] == 0


def test_gardien_fourth_card_takes_the_four():
    # "Le joueur qui pose la quatrième carte Gardien des Ténèbres prend les quatre cartes Gardien des
    # Ténèbres sur le plateau."
    st = new()
    play(st, GA, 3)
    play(st, GA, 1)
    assert st["pile"][1][GA] == 4 and st["board"][GA] == 0 and st["pile"][0][GA] == 0


def test_chevaucheur_second_card_golem_or_sorciere_then_under():
    # "Le joueur qui pose la deuxième carte Chevaucheur de Tortue peut prendre toutes les cartes Golem de
    # Lave sur le plateau ou toutes les cartes Sorcière des Abysses sur le plateau. Les deux cartes sont
    # ensuite placées face visible sous le plateau de jeu"
    st = new()
    play(st, GO, 2)
    play(st, SO, 1)
    play(st, TO, 1)
    assert [a[3] for a in _plays(st, TO)] == [GO, SO]
    play(st, TO, 1, SO)
    assert st["pile"][1][SO] == 1 and st["board"][GO] == 2
    assert st["under"] == [0, 2] and st["board"][TO] == 0


def test_cite_third_card_takes_the_cards_under_the_board():
    # "Le joueur qui pose la troisième carte Cité Sous Marine prend toutes les cartes présentes face
    # visible sous le plateau (chasseresse et chevaucheur)."
    st = new()
    play(st, CH, 3)
    play(st, TO, 2)
    play(st, CI, 2)
    play(st, CI, 1)
    assert st["pile"][1][CH] == 3 and st["pile"][1][TO] == 2 and st["under"] == [0, 0]
    assert st["cite"] == 1 and st["board"][CI] == 0 and opale.cards_left(st) == 100


def test_nothing_to_take_takes_nothing():
    # "S'il n'y a pas de cartes, le joueur ne prend rien."
    st = new()
    play(st, CO, 2)
    assert st["pile"][0] == [0] * 8
    assert [a for a in _plays(st, SO)] == [["play", SO, n] for n in range(1, 6)]


# --- end of the game ------------------------------------------------------------------------------


def _cite(st):
    play(st, CI, 3)  # the player to move triggers the Cite at once


def test_third_cite_then_opponent_plays_one_last_turn():
    # "La partie prend fin quand la troisième pile est posée." / "Quelque soit la situation qui se présente,
    # l'adversaire joue encore un tour et la partie prend fin."
    st = new()
    _cite(st)
    _cite(st)
    assert st["last"] is None
    _cite(st)  # P1 sets the third pile down
    assert st["cite"] == 3 and st["last"] == 1 and st["turn"] == 1 and st["ph"] == "play"
    play(st, PE, 1)  # P2's last turn
    assert st["ph"] == "score" and not opale.is_over(st)
    assert opale.apply(st, ["done"]) is None
    assert opale.is_over(st) and opale.legal_actions(st) == []
    refused(st, ["play", PE, 1])


def test_hand_that_cannot_be_refilled_ends_the_game():
    # "La partie se termine [...] ou quand un joueur ne peut compléter sa main."
    st = new()
    st["deck"] = [1, 45]
    play(st, PE, 2)  # P1 needs 2, only 1 left
    assert st["hand"][0] == 4 and st["deck"][0] == 0 and st["last"] == 1
    play(st, PE, 1)  # P2's last turn
    assert st["ph"] == "score"


def test_exactly_enough_cards_does_not_end():
    st = new()
    st["deck"] = [2, 45]
    play(st, PE, 2)
    assert st["last"] is None and st["deck"][0] == 0


# --- scoring --------------------------------------------------------------------------------------


def _scored(pile0, pile1, dragon, points):
    st = new(points=points)
    st["pile"] = [pile0, pile1]
    st["dragon"] = dragon
    return opale.result(st)


def test_table_scoring_and_dragon_pawn_three_points():
    # "Comptez les points sur les cartes dans votre pile de score. Le joueur qui possède le pion dragon de
    # pierre marque 3 points."
    pts = [1, 2, 3, 4, 5, 6, 7, 8]
    res = _scored([1, 0, 0, 0, 0, 0, 0, 2], [0, 3, 0, 0, 0, 0, 0, 0], 1, pts)
    assert [p["total"] for p in res["players"]] == [1 + 16, 6 + 3]
    assert res["players"][1]["breakdown"]["dragon"] == 3 and res["players"][0]["breakdown"]["dragon"] == 0
    assert res["winners"] == ["P1"]


def test_tie_goes_to_the_pawn_holder_else_shared():
    # docs/RULES.md: "its holder wins a tie for the highest total [...]; other ties are shared."
    pts = [1] * 8
    res = _scored([0, 4, 0, 0, 0, 0, 0, 0], [0, 1, 0, 0, 0, 0, 0, 0], 1, pts)
    assert [p["total"] for p in res["players"]] == [4, 4] and res["winners"] == ["P2"]
    res = _scored([0, 4, 0, 0, 0, 0, 0, 0], [0, 4, 0, 0, 0, 0, 0, 0], None, pts)
    assert res["winners"] == ["P1", "P2"]


def test_points_table_from_settings_validated():
    assert opale.new_state(2, dict(BASE, points=[2] * 8))["pts"] == [2] * 8
    for bad in ([1] * 7, [1] * 7 + [-1], [1] * 7 + [100], [True] * 8, "x", None):
        assert opale.new_state(2, dict(BASE, points=bad))["pts"] == opale.default_points()


def test_score_phase_edits_the_table_then_done():
    st = new()
    _cite(st)
    _cite(st)
    _cite(st)
    play(st, PE, 1)
    assert opale.legal_actions(st) == [["add", 1], ["next"], ["done"]]  # 0 cannot go lower
    opale.apply(st, ["add", 1])
    opale.apply(st, ["next"])
    assert st["pts"][:2] == [1, 0] and st["ed"] == 1
    refused(st, ["add", 10])  # the table moves by one


def test_total_mode_enters_each_pile_total():
    st = new(scoring="total")
    st["ph"] = "score"
    assert opale.apply(st, ["add", 10]) is None
    opale.apply(st, ["add", 1])
    opale.apply(st, ["next"])
    opale.apply(st, ["add", 10])
    st["dragon"] = 1
    opale.apply(st, ["done"])
    res = opale.result(st)
    assert [p["total"] for p in res["players"]] == [11, 13] and res["winners"] == ["P2"]


# --- variants -------------------------------------------------------------------------------------


def test_premonition_keeps_the_count():
    # "En début de partie, piochez 8 cartes. Ecartez 3 cartes face cachée à côté de votre pioche. Au moment
    # de refaire votre main [...] vous pouvez prendre des cartes dans votre pioche et/ou choisir dans les
    # cartes écartées." -> 5 in hand and 45 to refill from, as without the variant.
    st = new(premonition="on")
    assert st["hand"] == [5, 5] and st["deck"] == [45, 45] and st["opt"][1] is True


def test_shells_each_once_one_per_turn():
    # "A son tour, un joueur peut en plus de jouer des cartes utiliser un jeton coquillage. Chaque jeton ne
    # peut être utilisé qu'une seule fois."
    st = new(shells="on")
    acts = opale.legal_actions(st)
    assert ["shell", 1] in acts and ["shell", 3] in acts and ["shell", 2, 5] in acts
    assert ["shell", 0] not in acts  # "(fin de tour) jouez un nouveau tour": only after playing
    assert opale.apply(st, ["shell", 1]) is None  # "(début de tour) jouez des cartes sur 2 emplacements"
    assert ["shell", 3] not in opale.legal_actions(st)
    play(st, PE, 1)
    refused(st, ["play", PE, 1])  # a second, different location
    assert _plays(st, PE) == [] and ["play", PT, 1] in opale.legal_actions(st)
    play(st, PT, 1)
    # one shell a turn: no end-of-turn shell is offered, the turn ends by itself after the two plays
    assert st["turn"] == 1 and st["hand"][0] == 5 and st["deck"][0] == 43
    play(st, PE, 1)
    assert st["turn"] == 1 and ["end"] in opale.legal_actions(st)  # P2 may still use an end-of-turn shell
    opale.apply(st, ["end"])
    refused(st, ["shell", 1])  # used already


def test_shell_again_and_block():
    # "(fin de tour) jouez un nouveau tour" / "(fin de tour) posez ce jeton sur un emplacement : votre
    # adversaire ne peut jouer sur cet emplacement à son prochain tour. Enlevez le jeton au début de votre
    # prochain tour."
    st = new(shells="on")
    play(st, PE, 1)
    opale.apply(st, ["shell", 0])
    assert st["turn"] == 0 and st["hand"][0] == 5
    play(st, PE, 1)
    opale.apply(st, ["shell", 4, GO])
    assert st["turn"] == 1 and st["blk"] == [GO, 0]
    refused(st, ["play", GO, 1])
    assert _plays(st, GO) == [] and _plays(st, SO)
    assert ["pass"] in opale.legal_actions(st)
    play(st, PE, 1)
    opale.apply(st, ["end"])
    assert st["blk"] is None and st["turn"] == 0


def test_shell_swap_and_draw_three_cost_deck_cards():
    # "(début de tour) défaussez X cartes puis piochez en autant" / "(début de tour) piochez 3 cartes puis
    # défaussez en 3"
    st = new(shells="on")
    opale.apply(st, ["shell", 2, 4])
    assert st["hand"][0] == 5 and st["deck"][0] == 41 and st["disc"][0] == 4
    play(st, PE, 1)
    opale.apply(st, ["end"])
    opale.apply(st, ["shell", 3])
    assert st["hand"][1] == 5 and st["deck"][1] == 42 and st["disc"][1] == 3
    assert opale.cards_left(st) == 100


# --- illegal actions ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "action",
    [
        ["play", PE, 6],
        ["play", 9, 1],
        ["play", "x", 1],
        ["play", CH, 4],
        ["play", SO, 1, PE],
        ["back", 1],
        ["end"],
        ["shell", 1],
        ["add", 1],
        ["zap"],
        [],
        3,
    ],
)
def test_illegal_actions_leave_the_state_untouched(action):
    refused(new(), action)


# --- score_input and the score command --------------------------------------------------------------


def _inp(p0=None, p1=None, **top):
    a = {"name": "Ana", "card_points": 30, "dragon": False}
    b = {"name": "Ben", "card_points": 27, "dragon": True}
    a.update(p0 or {})
    b.update(p1 or {})
    d = {"game": "opale", "players": [a, b]}
    d.update(top)
    return d


def test_score_input_totals_and_winner():
    out = opale.score_input(_inp())
    assert out["players"][0] == {"name": "Ana", "total": 30, "breakdown": {"cards": 30, "dragon": 0}}
    assert out["players"][1]["total"] == 30 and out["winners"] == ["Ben"]  # tie: the pawn wins it
    out = opale.score_input(_inp(p1={"dragon": False}))
    assert out["winners"] == ["Ana"]
    out = opale.score_input(_inp(p0={"card_points": 27}, p1={"dragon": False}))
    assert out["winners"] == ["Ana", "Ben"]


@pytest.mark.parametrize(
    "data,field",
    [
        (_inp(extra=1), "extra: unknown field"),
        (_inp(p0={"gems": 1}), "players[0].gems: unknown field"),
        (_inp(p0={"card_points": -1}), "players[0].card_points"),
        (_inp(p0={"card_points": 1.5}), "players[0].card_points"),
        (_inp(p0={"card_points": True}), "players[0].card_points"),
        (_inp(p1={"card_points": "3"}), "players[1].card_points"),
        (_inp(p0={"dragon": 1}), "players[0].dragon"),
        (_inp(p0={"dragon": True}), "players[1].dragon"),
        (_inp(p0={"name": ""}), "players[0].name"),
        (_inp(p1={"name": "Ana"}), "players[1].name"),
        ({"game": "opale", "players": [{"name": "A", "card_points": 1, "dragon": False}]}, "players"),
        ({"game": "opale"}, "players: missing field"),
        ({"game": "opale", "players": {}}, "players"),
    ],
)
def test_score_input_rejects_naming_the_field(data, field):
    with pytest.raises(check.BadInput) as e:
        opale.score_input(data)
    assert str(e.value.args[0]).startswith(field)


@pytest.mark.parametrize("missing", ["card_points", "dragon", "name"])
def test_score_input_missing_player_field(missing):
    d = _inp()
    del d["players"][1][missing]
    with pytest.raises(check.BadInput) as e:
        opale.score_input(d)
    assert e.value.args[0] == "players[1].%s: missing field" % missing


CLI_CASES = [
    json.dumps(_inp()),
    json.dumps(_inp(p0={"card_points": 0}, p1={"card_points": 0, "dragon": False})),
    json.dumps(_inp(p0={"name": "Zo\u00e9", "card_points": 123456})),
    json.dumps(_inp(p0={"dragon": True})),
    json.dumps(_inp(p0={"card_points": -3})),
    json.dumps(_inp(rules="basic")),
    '{"game": "opale", "players": [{"name": "A", "card_points": 2.0, "dragon": false}]}',
    '{"game": "opale", "players": [',
]


@pytest.mark.parametrize("text", CLI_CASES, ids=range(len(CLI_CASES)))
def test_score_command_same_in_both_runtimes(text):
    cpy = runtime.cli("score", text, "cpython")
    mpy = runtime.cli("score", text, "micropython", heap="96k")
    assert cpy == mpy
    code, out, err = cpy
    if code == 0:
        assert err == "" and out.endswith("\n") and out.count("\n") == 1
        doc = json.loads(out)
        assert doc["game"] == "opale" and len(doc["players"]) == 2
        for p in doc["players"]:
            assert sum(p["breakdown"].values()) == p["total"]
    else:
        assert code == 2 and out == "" and err.count("\n") == 1 and "Traceback" not in err


def test_score_command_output_bytes():
    code, out, err = runtime.cli("score", json.dumps(_inp()), "micropython", heap="96k")
    assert code == 0 and err == ""
    assert out == (
        '{"game":"opale","players":[{"breakdown":{"cards":30,"dragon":0},"name":"Ana","total":30},'
        '{"breakdown":{"cards":27,"dragon":3},"name":"Ben","total":30}],"winners":["Ben"]}\n'
    )


def test_plays_are_checked_as_the_list_would_check_them():
    """apply() checks a play without building the list of every play; it must agree with that list."""
    from companion.core import rng

    r = rng.seed_state(11)
    for seed in range(3):
        st = opale.new_state(2, {"shells": "on"} if seed else {})
        while not opale.is_over(st):
            legal = opale.legal_actions(st)
            if st["ret"] is None and st["ph"] == "play":
                for loc in range(-1, 10):
                    for n in range(0, 8):
                        for extra in ([], [None], [-1], [opale.PERLE], [opale.PETRI], [opale.SORC], [True]):
                            a = ["play", loc, n] + extra
                            assert opale._allowed(st, a) == (a in legal), a
                assert not opale._allowed(st, ["play", True, 1]) and not opale._allowed(st, ["play", 1.0, 1])
            ch = opale.chance(st)
            if ch:
                r, a = rng.pick_weighted(r, ch)
            else:
                r, k = rng.draw(r, len(legal))
                a = legal[k]
            assert opale.apply(st, a) is None
