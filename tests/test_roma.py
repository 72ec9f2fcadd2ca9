"""Roma rules (seed 002, third title; RULINGS.md "Roma"): each test quotes the seed sentence it checks."""

import copy
import itertools

import pytest

from host_sim import runtime

runtime.use_firmware()

from companion.games import roma, roma_pages, roma_ui  # noqa: E402

P1, P2 = 0, 1


def _play(s, *actions):
    for a in actions:
        why = roma.apply(s, list(a))
        assert why is None, (a, why, s)
    return s


def _set_up(p1=(1, 2, 3, 4), p2=(1, 2, 3, 4)):
    s = roma.new_state(2, {})
    return _play(s, *[["disc", d] for d in list(p1) + list(p2)])


def _acting(dice=(2, 4, 5), **kw):
    s = _set_up(**kw)
    return _play(s, ["dice"] + list(dice))


def _total(s):
    return s["vp"][0] + s["vp"][1] + s["res"]


def test_set_up_points_and_four_cards_on_distinct_discs():
    # "Les joueurs reçoivent chacun 10 points gagnants et les 3 dés d'action [...] L'argent du jeu, les 16
    # points gagnants restants et le dé de combat sont dispoosés prêts à l'emploi."
    s = roma.new_state(2, {})
    assert s["vp"] == [10, 10] and s["res"] == 16 and _total(s) == 36
    # "Cependant il ne peut jamais se trouver sur un côté de la zone de jeu plus d'1 carte en face d'un
    # disque de jeu."
    _play(s, ["disc", 2])
    assert ["disc", 2] not in roma.legal_actions(s)
    assert roma.apply(s, ["disc", 2]) is not None
    _play(s, ["disc", 1], ["disc", 6], ["disc", 5])
    assert roma.legal_actions(s) == [["disc", d] for d in range(1, 7)]  # now P2's side


def test_phase_1_pays_one_point_per_own_empty_disc():
    # "Si tous les disques à dé ne sont pas occupé s par une propre carte, le joueur doit, dans cette phase du
    # jeu, mettre de côté dans la réserve commune 1 point gagnant par disque à dé non occupé sur son côté de
    # la zone de jeu."
    s = _set_up()
    assert s["vp"] == [8, 10] and s["res"] == 18 and s["news"] == [["paid", P1, 2]]
    _play(s, ["dice", 1, 2, 3], ["free", 1], ["end"])
    assert s["vp"] == [8, 8] and s["res"] == 20
    _play(s, ["dice", 1, 2, 3], ["end"])
    assert s["vp"] == [5, 8] and s["news"] == [["paid", P1, 3]]


def test_three_action_dice_outcomes_and_weights():
    # "Le joueur jette ses trois dés d'action."
    s = _set_up()
    outs = roma.chance(s)
    counts = {}
    for roll in itertools.product(range(1, 7), repeat=3):
        key = tuple(sorted(roll))
        counts[key] = counts.get(key, 0) + 1
    assert {tuple(o[1:]): w for o, w in outs} == counts
    assert sum(w for _, w in outs) == 216
    for o, _ in outs:
        assert o not in roma.legal_actions(s)


def test_a_triple_may_be_rerolled_once():
    # "Si les trois dés montrent le même résultat, le joueur peut encore jeter une fois (les 3 dés)."
    s = _set_up()
    _play(s, ["dice", 5, 5, 5])
    assert roma.legal_actions(s) == [["keep"], ["reroll"]] and roma.chance(s) is None
    _play(s, ["reroll"])
    assert roma.chance(s) is not None
    _play(s, ["dice", 2, 2, 2])
    assert s["phase"] == "act" and s["dice"] == [2, 2, 2]


def test_a_triple_may_be_kept():
    # "Remarque: il peut être avantageux pour le joueur d'accepter le jeté avec les trois mêmes nombres de
    # points."
    s = _set_up()
    _play(s, ["dice", 4, 4, 4], ["keep"], ["activate", 4], ["activate", 4], ["activate", 4])
    assert roma.free_dice(s) == []


def test_money_takes_the_die_in_sesterces_and_each_die_once():
    # "Prendre de l'argent: On dépose un de ses dés d'action sur le disque "Argent" et on prend dans la
    # réserve ne nombre de sesterces que montre le dé." / "un dé ne peut être attribué plusieurs fois."
    s = _acting((2, 4, 5))
    _play(s, ["money", 5])
    assert s["money"] == [5, 0]
    assert ["money", 5] not in roma.legal_actions(s)
    before = copy.deepcopy(s)
    assert roma.apply(s, ["cards", 5]) is not None and s == before


def test_activation_needs_an_own_card_facing_the_disc():
    # "Activer une carte: On dépose un de ses dés d'action sur le disque à dé de même valeur. La carte du
    # joueur se trouvant en face de ce disque est alors activée"
    s = _acting((2, 4, 5))
    acts = roma.legal_actions(s)
    assert ["activate", 2] in acts and ["activate", 4] in acts and ["activate", 5] not in acts


def test_playing_a_card_costs_its_full_price():
    # "Le fait de jouer une carte coûte le nombre de sesterces indiqué sur la carte elle-même. La carte ne
    # peut être jouée que lorsque la somme entière a été payée."
    s = _acting((2, 4, 5))
    _play(s, ["money", 4], ["play", 6])
    assert roma.legal_actions(s) == [["amt", n] for n in range(5)] + [["cancel"]]
    _play(s, ["amt", 3])
    assert s["money"] == [1, 0] and roma.has(s, P1, 6)
    # "Superposer des cartes: Si une carte est déposée en face d'un disque à dé où se trouve déjà une carte,
    # la carte ancienne est mise sur la pile des cartes rejetées." The disc stays occupied.
    _play(s, ["play", 6], ["amt", 1])
    assert s["money"] == [0, 0] and roma.has(s, P1, 6) and s["discs"][P1] == 0b101111


def test_combat_die_at_least_the_defence_wins():
    # "En cas de combat, le joueur dont c'est le tour-c'est toujours l'attaquant-jette une fois le dé
    # combat. Si le nombre de points est supérieur ou égal à la valeur de défence de la carte attaquée,
    # l'attaquant est le vainqueur et la carte est rejetée. Dans tout autre cas, il ne se passe rien."
    s = _acting()
    _play(s, ["attack", 3], ["def", 3])
    assert roma.chance(s) == [(["combat", n], 1) for n in range(1, 7)]
    # "Le dé de combat montre un "4" alors que la carte adverse a seulement une valeur de "3" elle est donc
    # vaincue et doit être rejetée."
    _play(s, ["combat", 4])
    assert not roma.has(s, P2, 3) and s["news"] == [["fight", 4, 3, 3]]
    _play(s, ["attack", 2], ["def", 3], ["combat", 3])
    assert not roma.has(s, P2, 2)
    _play(s, ["attack", 1], ["def", 5], ["combat", 4])
    assert roma.has(s, P2, 1) and s["news"] == [["fight", 4, 5, 1]]


def test_worked_turn_of_stephane():
    # "C'est le tour de Stéphane. Après avoir donné 1 point gagnant (pour un disque à dé non occupé), il jette
    # les dés qui montrent un "3" un "4" et un "6". [...] 1) Il emploie son "3" et prend trois cartes. [...]
    # 2) Il emploie son "6" pour prendre de l'agent dans la réserve, soit 6 sesterces. 3) Il joue une
    # carte(le"Legat" qu'il vient de tirer) en la mettant en face du disque à dé portant 4 points. [...]
    # Il paie alors le prix indiqué(5) [...] 4) Il emploie maintenant son "4" pour activer sa carte "legat" se
    # trouvant sur le disque à dé "4". Cela lui rapporte 2 points gagnants."
    s = _set_up(p1=(1, 2, 3, 5), p2=(1, 2, 3, 5))
    _play(s, ["dice", 1, 1, 2], ["play", 6], ["amt", 0], ["end"], ["dice", 1, 1, 2], ["end"])
    assert s["turn"] == P1 and s["news"] == [["paid", P1, 1]]  # Stéphane: disc 4 is his only empty disc
    vp, res = s["vp"][P1], s["res"]
    _play(s, ["dice", 3, 4, 6], ["cards", 3], ["money", 6], ["play", 4], ["amt", 5], ["activate", 4])
    _play(s, ["gain"], ["amt", 2])  # Legat: one point per disc P2 leaves empty (4 and 6)
    assert s["vp"][P1] == vp + 2 and s["res"] == res - 2 and s["money"][P1] == 1
    assert roma.free_dice(s) == [] and s["discs"][P1] == 0b111111


def test_transfers_between_players_keep_the_36_points():
    # "- Tribunus: Plebis:On reçoit de l'adversaire 1 point gagnant." and "- Mercator: On achéte 2 sesterces
    # par point, des points gagnants à l'adeversaire [...] L'adversaire reçoit l'argent."
    s = _acting((2, 4, 6))
    _play(s, ["take"], ["amt", 1], ["money", 6], ["buy"], ["amt", 3])
    assert s["vp"] == [8 + 1 + 3, 10 - 1 - 3] and s["money"] == [0, 6]
    assert _total(s) == 36


def test_the_game_ends_at_once_when_a_player_has_no_points():
    # "Le jeu se termineaussitôt qu'un des deux cas suivant se présente: - un joueur n'a plus de points
    # gagnants. [...] Est gagnant le joueur qui possède le plus de points gagnants."
    s = _acting()
    _play(s, ["take"], ["amt", 10])
    assert roma.is_over(s) and s["vp"] == [18, 0] and roma.result(s)["winners"] == ["P1"]
    assert roma.legal_actions(s) == [] and roma.apply(s, ["end"]) is not None


def test_phase_1_can_end_the_game():
    s = _acting()
    s["vp"][P2] = 1
    s["res"] += 9
    _play(s, ["end"])
    assert roma.is_over(s) and s["vp"][P2] == 0


def test_empty_reserve_ends_the_game_and_unpaid_points_still_count():
    # "- il n'ya plus de points dans la réserve." and "Remarque: ,s'il n'y a plus assez de points gagnants
    # dans la réserve lors du dernier paiement, les points manquants sont comptés au joueur concerné."
    s = _acting((2, 4, 6))
    assert s["res"] == 18
    _play(s, ["gain"], ["amt", 12], ["vpdie", 6])
    assert s["res"] == 0 and s["vp"][P1] == 8 + 12 + 6 and s["extra"] == 0
    assert roma.is_over(s)
    s = _acting((2, 4, 6))
    _play(s, ["gain"], ["amt", 12], ["gain"], ["amt", 10])
    assert s["res"] == 0 and s["vp"][P1] == 8 + 22 and s["extra"] == 4
    assert _total(s) == 36 + s["extra"]


def test_consul_moves_an_unused_die_by_one():
    # "- Consul: Permet d'augmenter ou de diminuer d'un point le résultat d'un dé d'action pas encore joué."
    s = _acting((1, 4, 6))
    acts = roma.legal_actions(s)
    assert ["consul", 1, 2] in acts and ["consul", 1, 0] not in acts and ["consul", 6, 7] not in acts
    _play(s, ["consul", 4, 3])
    assert sorted(s["dice"]) == [1, 3, 6]


@pytest.mark.parametrize("bad", [["dice", 1, 2, 3], ["combat", 3], ["amt", 1], ["disc", 7], ["zap"], [], 5])
def test_illegal_actions_change_nothing(bad):
    s = _acting()
    before = copy.deepcopy(s)
    why = roma.apply(s, bad)
    assert isinstance(why, str) and why
    assert s == before


def test_screens_are_ascii_and_16_columns():
    s = _acting((3, 3, 6))
    _play(s, ["buy"]) if ["buy"] in roma.legal_actions(s) else None
    for st in (s, _set_up()):
        rows = (
            [roma_ui.title(st), roma_ui.roll_label(st)]
            + roma_ui.status(st, 0)
            + roma_pages.info(st)
            + roma_pages.legend(st)
        )
        rows += [roma_ui.label(st, a) for a in roma.legal_actions(st)]
        for r in rows:
            assert len(r) <= 16 and all(32 <= ord(c) < 127 for c in r), r
    assert roma_ui.status(_set_up(), 0)[2] == "Res 18  - - -"
