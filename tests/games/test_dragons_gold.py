"""L'Or des dragons: the hunt tracker's rules (RULES.md), scoring by hand, the score command."""

import copy
import json

import pytest

from host_sim import runtime

runtime.use_firmware()

from companion.core import jsonc  # noqa: E402
from companion.core.session import replay  # noqa: E402
from companion.games.dragons_gold import effects as dk  # noqa: E402
from companion.games.dragons_gold import engine as g  # noqa: E402

sc = g.scoring()  # the scoring module, handed the engine's token kinds and caps


def card(power, known, hidden):
    """A dragon card as the device keeps it: one int (effects.numbers reads it back)"""
    return power * 256 + known * 16 + hidden + 1


def ok(state, action):
    why = g.apply(state, action)
    assert why is None, (action, why)


HIDDEN = [0] * 4  # the hidden number of the card entered in each place, told when the dragon is killed


def reveal(state, power, known, hidden):
    HIDDEN[state["slot"]] = hidden
    ok(state, ["power", power])
    ok(state, ["known", known])


def started(n=3, rules="basic", dragons=((5, 2, 1), (6, 3, 0), (7, 1, 2), (8, 0, 3)), first=0):
    s = g.new_state(n, {"rules": rules})
    for d in dragons:
        reveal(s, *d)
    ok(s, ["first", first])
    return s


def play(state, slot, kind, value):
    ok(state, ["attack", slot, kind])
    ok(state, ["value", value])
    if state["phase"] == "reveal" and state["field"] == 2:  # killed: its hidden tokens are drawn
        ok(state, ["hidden", HIDDEN[slot]])


# --- set-up -----------------------------------------------------------------------------------


def test_opening_dragons_take_their_known_tokens_from_the_bag():
    """ "On place, sur chacune des quatre cartes de dragons vulnérables, en les prenant au hasard dans le
    sac, le nombre de jetons Trésor indiqué en bas à gauche de la carte" """
    s = started(dragons=((5, 2, 1), (6, 3, 0), (7, 1, 2), (8, 0, 3)))
    assert s["bag"] == 126 - (2 + 3 + 1 + 0)
    assert [d[3] for d in s["dragons"]] == [2, 3, 1, 0]
    assert s["pile"] == 14  # 18 dragons, 4 turned up


def test_first_player_is_drawn_not_chosen():
    """ "Le premier joueur est tiré au sort." """
    s = g.new_state(4, {"rules": "basic"})
    for _ in range(4):
        reveal(s, 5, 1, 1)
    assert g.legal_actions(s) == []
    assert [o for o, w in g.chance(s)] == [["first", p] for p in range(4)]
    assert all(w == 1 for o, w in g.chance(s))
    assert g.apply(s, ["attack", 0, "warrior"]) is not None
    ok(s, ["first", 2])
    assert s["turn"] == 2 and g.chance(s) is None


def test_player_count_limits():
    for n in (2, 7):
        with pytest.raises(ValueError):
            g.new_state(n, {"rules": "basic"})


# --- attacks ----------------------------------------------------------------------------------


def test_attack_below_power_nothing_happens_next_player():
    """ "Si le total des valeurs d'attaque est inférieur à la puissance du dragon, il ne se passe rien.
    Le dragon continue de vivre et de veiller sur son trésor. C'est au tour du joueur suivant de jouer." """
    s = started()
    play(s, 1, "warrior", 3)
    assert g.attack(s, 1) == 3 and s["dragons"][1] is not None
    assert s["turn"] == 1 and s["phase"] == "turn"
    play(s, 1, "thief", 2)  # 5 < 6
    assert g.attack(s, 1) == 5 and s["dragons"][1] is not None and s["turn"] == 2


def test_attack_equal_to_power_kills_one_player_takes_all():
    """ "Si le total des valeurs d'attaque est égal ou supérieur à la puissance du dragon, celui-ci est
    tué." / "Si le dragon a été tué par les aventuriers appartenant à un seul joueur, celui-ci ramasse
    tous les jetons Trésor du dragon" (no sand timer)."""
    s = started(dragons=((5, 2, 1), (6, 3, 0), (7, 1, 2), (8, 0, 3)))
    bag = s["bag"]
    play(s, 0, "warrior", 2)  # P1
    play(s, 1, "warrior", 1)  # P2
    play(s, 2, "warrior", 1)  # P3
    play(s, 0, "warrior", 3)  # P1 again: 2 + 3 = 5 == power 5
    assert s["timer"] == 0 and s["kill"] is None
    # the device says so: the hidden token is drawn onto the dragon, and P1 takes all three
    assert s["news"] == [["kill", 0, 1, 2 + 1, 0]]
    # the hidden part was drawn, then the new dragon is to be entered in the same place
    assert s["bag"] == bag - 1
    assert s["phase"] == "reveal" and s["slot"] == 0 and s["field"] == 0
    assert s["pile"] == 13 and s["drawn"] == 1
    reveal(s, 9, 4, 2)
    assert s["bag"] == bag - 1 - 4
    assert s["turn"] == 1 and s["phase"] == "turn"  # "le joueur suivant doit procéder à une attaque"


def test_coalition_turns_the_sand_timer_and_can_fail():
    """ "Si le dragon a été tué par des aventuriers appartenant à l'équipe de plusieurs joueurs, le
    sablier est retourné." / "Si le sablier s'épuise sans qu'un accord soit intervenu, aucun des
    participants ne reçoit quoi que ce soit" """
    s = started()
    play(s, 0, "warrior", 3)  # P1
    play(s, 0, "warrior", 2)  # P2: 5 >= 5
    assert s["phase"] == "split" and s["timer"] == 1 and s["tid"] == 1
    assert s["kill"]["by"] == [0, 1] and s["kill"]["loot"] == 3
    assert g.legal_actions(s) == [["deal"], ["nodeal"], ["pause"], ["timeup"]]
    assert s["news"] == [["kill", 0, 1, 3, -1]]  # -1: a coalition shares it
    ok(s, ["pause"])
    # a paused timer cannot run out
    assert s["timer"] == 2 and g.legal_actions(s) == [["deal"], ["nodeal"], ["resume"]]
    ok(s, ["resume"])
    assert s["news"] == [["kill", 0, 1, 3, -1]]  # the timer's buttons change nothing on the table
    ok(s, ["nodeal"])
    assert s["timer"] == 0 and s["news"] == [["nodeal", 3, -1]] and s["phase"] == "reveal"


def test_a_coalition_with_nothing_to_share_turns_no_sand_timer_and_its_thieves_still_steal():
    """Nothing to agree on: no minute of sharing; "Le vol se fait de toute façon" """
    s = started(dragons=((6, 0, 0), (6, 3, 0), (7, 1, 2), (8, 0, 3)))
    play(s, 0, "thief", 3)  # P1
    play(s, 0, "warrior", 3)  # P2: 6, killed with no token on it and none hidden
    assert s["news"][0] == ["kill", 0, 0, 0, -1] and s["timer"] == 0 and s["tid"] == 0
    assert s["phase"] == "steal" and s["kill"]["thieves"] == [0]
    ok(s, ["stolen"])
    assert s["phase"] == "reveal" and s["dragons"][0] is None and s["kill"] is None


def test_time_up_offers_only_no_deal_reds_and_thefts_still_happen():
    """docs/RULES.md: "Time up: once the minute has run out without a deal, the device offers only "No deal":
    the treasure is set aside (out of the game); the wizard's red tokens (basic rules) and the thieves'
    thefts still happen, as the rule book says." """
    s = started(dragons=((9, 2, 1), (6, 3, 0), (7, 1, 2), (8, 0, 3)))
    play(s, 0, "thief", 4)  # P1
    play(s, 0, "wizard", 1)  # P2, the only wizard
    play(s, 0, "warrior", 4)  # P3: 9, killed by a coalition
    bag = s["bag"]
    ok(s, ["timeup"])
    assert s["timer"] == g.TIME_UP and g.legal_actions(s) == [["nodeal"]]
    assert s["news"] == [["kill", 0, 1, 3, -1]]  # the kill is still what the players act on
    for late in (["deal"], ["pause"], ["resume"], ["timeup"]):
        before = copy.deepcopy(s)
        assert isinstance(g.apply(s, late), str) and s == before
    ok(s, ["nodeal"])
    # set aside: nobody takes it, and it does not go back into the bag; P2's wizard keeps the reds
    assert s["news"] == [["nodeal", 3, 1]] and s["bag"] == bag and s["timer"] == 0
    assert s["phase"] == "steal" and s["kill"]["thieves"] == [0]  # P1's thief steals all the same
    ok(s, ["stolen"])
    assert s["phase"] == "reveal" and s["dragons"][0] is None and s["kill"] is None


def test_time_up_ends_the_foire_too():
    """ "Les joueurs disposent alors de la durée d'un sablier pour s'échanger librement des jetons." """
    s = started(dragons=((1, 0, 0), (1, 0, 0), (1, 0, 0), (1, 0, 0)))
    while s["phase"] != "foire":
        play(s, 0, g.legal_actions(s)[0][2], 1)
        reveal(s, 1, 0, 0)
    assert g.legal_actions(s) == [["traded"], ["pause"], ["timeup"]]
    ok(s, ["timeup"])
    assert g.legal_actions(s) == [["traded"]]
    ok(s, ["traded"])
    assert s["phase"] == "turn" and s["timer"] == 0


def test_lone_wizard_takes_the_red_tokens_first():
    """ "si parmi les aventuriers qui ont tué un dragon il y a un magicien, celui-ci ramasse
    immédiatement les jetons rouges" / "S'il y a plus d'un magicien, la priorité disparaît" """
    s = started(dragons=((9, 2, 1), (6, 3, 0), (7, 1, 2), (8, 0, 3)))
    play(s, 0, "warrior", 4)  # P1
    play(s, 0, "wizard", 1)  # P2
    play(s, 0, "warrior", 4)  # P3: 9
    assert s["kill"]["red"] == 1
    s = started(dragons=((9, 2, 1), (6, 3, 0), (7, 1, 2), (8, 0, 3)))
    play(s, 0, "wizard", 1)
    play(s, 0, "wizard", 1)
    play(s, 0, "warrior", 4)
    play(s, 0, "warrior", 4)  # P1 again: 10
    assert s["kill"]["red"] == -1


def test_advanced_rules_no_red_priority():
    """Règle avancée: "Les jetons rouges sont inclus dans le partage avec les autres jetons." """
    s = started(rules="advanced", dragons=((9, 2, 1), (6, 3, 0), (7, 1, 2), (8, 0, 3)))
    play(s, 0, "warrior", 4)
    play(s, 0, "wizard", 1)
    play(s, 0, "warrior", 4)
    assert s["phase"] == "split" and s["kill"]["red"] == -1


def test_thieves_steal_in_the_order_played_deal_or_not():
    """ "S'il y a plusieurs voleurs, les vols se font dans l'ordre dans lequel les cartes Voleur ont été
    jouées. Le vol se fait de toute façon, que les joueurs aient ou non réussi à s'entendre" """
    s = started(dragons=((12, 2, 1), (6, 3, 0), (7, 1, 2), (8, 0, 3)))
    play(s, 0, "warrior", 1)  # P1
    play(s, 0, "thief", 2)  # P2
    play(s, 0, "thief", 2)  # P3
    play(s, 0, "thief", 2)  # P1 (7)
    play(s, 0, "wizard", 1)  # P2 (8)
    play(s, 0, "warrior", 4)  # P3 (12): killed
    assert s["kill"]["thieves"] == [1, 2, 0]
    ok(s, ["nodeal"])
    assert s["phase"] == "steal" and g.legal_actions(s) == [["stolen"]]
    ok(s, ["stolen"])
    ok(s, ["stolen"])
    assert s["phase"] == "steal" and s["kill"]["steal"] == 2
    ok(s, ["stolen"])
    assert s["phase"] == "reveal" and s["kill"] is None


def test_a_lone_killers_thief_steals_from_nobody():
    """The thief takes "un jeton ... derrière l'écran d'un autre joueur impliqué dans le même combat":
    alone, there is no other player."""
    s = started()
    play(s, 0, "thief", 2)
    play(s, 1, "warrior", 1)
    play(s, 2, "warrior", 1)
    play(s, 0, "warrior", 3)  # P1 alone: 5
    assert s["phase"] == "reveal" and s["kill"] is None and s["news"] == [["kill", 0, 1, 3, 0]]


def test_adventurers_come_back_face_down_and_turn_up_when_only_those_are_left():
    """ "Lorsque les dragons ainsi attaqués sont tués, les cartes Aventurier utilisées lui reviennent,
    mais il doit les placer devant lui, faces cachées. Lorsqu'au début de son tour, il n'a devant lui
    plus que des cartes faces cachées, il doit toutes les retourner" """
    big = ((1, 0, 0), (1, 0, 0), (1, 0, 0), (1, 0, 0))
    s = started(dragons=big)
    for _ in range(4):
        # each of P1's cards kills a power-1 dragon at once; the others' cards too
        for p in range(3):
            assert s["turn"] == p
            play(s, 0, g.legal_actions(s)[0][2], 1)
            reveal(s, 1, 0, 0)
            if s["phase"] == "foire":  # the 7th dragon drawn
                ok(s, ["traded"])
        if _ < 3:
            assert g.UP in s["cards"][0]
    # P1 played all four: they came back face down, and turned up at the start of the turn
    assert s["turn"] == 0 and s["cards"][0] == [g.UP] * 4
    assert s["cards"][1] == [g.DOWN] * 4


def stuck_game(dragons=((20, 0, 0), (20, 0, 0), (20, 0, 0), (20, 0, 0))):
    """Every card of the three players ends under a dragon it cannot kill."""
    s = started(dragons=dragons)
    for _ in range(4):
        for _p in range(3):
            play(s, 0, g.legal_actions(s)[0][2], 1)
    return s


def test_a_player_with_every_card_under_dragons_passes():
    """docs/RULES.md: "A player with no face-up adventurer and none face down to turn up passes." """
    s = started(dragons=((20, 0, 0), (1, 0, 0), (1, 0, 0), (1, 0, 0)))
    for _ in range(4):
        assert s["turn"] == 0
        play(s, 0, g.legal_actions(s)[0][2], 1)  # P1 feeds the strong dragon
        for p in (1, 2):
            play(s, p, g.legal_actions(s)[0][2], 1)  # P2, P3 kill weak ones
            reveal(s, 1, 0, 0)
            if s["phase"] == "foire":
                ok(s, ["traded"])
    # P1's four cards lie under the living dragon: P1 passes, P2 (all face down) turns up and attacks
    assert s["cards"][0] == [g.PLAYED] * 4 and s["turn"] == 1 and s["phase"] == "turn"
    assert s["news"] == [["pass", 0], ["up", 1]]
    for verb in (["pass"], ["end"]):  # nothing to press: the device passes for them
        assert isinstance(g.apply(s, verb), str)


def test_when_nobody_can_attack_the_game_ends_and_is_scored():
    """docs/RULES.md: "When no player can attack, the game ends and is scored; tokens left on living dragons
    are out of the game." """
    s = stuck_game(dragons=((20, 2, 0), (20, 3, 1), (20, 0, 5), (20, 1, 0)))
    assert s["phase"] == "end" and s["turn"] == -1 and g.legal_actions(s)[0] == ["pts", 0]
    # the last attack fell short and nobody has a card left: the end, the 6 tokens on the dragons out
    assert s["news"] == [["attack", 0], ["end", 1, 6]]
    # the entry asks what the players hold, whatever left the game: 35 silver, 20 gold (3 each), 16 red
    assert g.legal_actions(s)[-1] == ["pts", 111]


def test_foire_when_the_seventh_dragon_is_drawn_from_the_pile():
    """ "Lorsque le 7ème Dragon est pioché sur la pile de cartes Dragon, la carte Foire apparaît. Les
    joueurs disposent alors de la durée d'un sablier pour s'échanger librement des jetons." """
    s = started(dragons=((1, 0, 0), (1, 0, 0), (1, 0, 0), (1, 0, 0)))
    for k in range(1, 8):
        play(s, 0, g.legal_actions(s)[0][2], 1)
        assert s["drawn"] == k
        reveal(s, 1, 0, 0)
        if k < 7:
            assert s["phase"] == "turn"
    assert s["phase"] == "foire" and s["timer"] == 1 and s["tid"] == 1
    turn = s["turn"]
    ok(s, ["traded"])
    assert s["foire"] and s["timer"] == 0 and s["phase"] == "turn" and s["turn"] == (turn + 1) % 3
    for _ in range(7):  # never again
        play(s, 0, g.legal_actions(s)[0][2], 1)
        if s["phase"] == "reveal":
            reveal(s, 1, 0, 0)
        assert s["phase"] != "foire"


def test_end_of_the_bag_no_new_dragons_no_hidden_part_then_the_end():
    """ "Lorsque le dernier jeton est pioché dans le sac, la partie continue. On ne pioche cependant
    plus de nouveaux dragons, et lorsqu'un dragon est tué, on ne complète pas son trésor" /
    "La partie se termine lorsqu'il n'y a plus le moindre trésor à partager, tous les dragons ayant été
    vaincus" """
    s = started(dragons=((1, 12, 12), (1, 12, 12), (1, 12, 12), (1, 12, 0)))
    assert s["bag"] == 126 - 48
    # kills: hidden 12 each, new dragons with 12 known, until the bag runs dry
    while s["bag"] > 0:
        play(s, 0, g.legal_actions(s)[0][2], 1)
        if s["phase"] == "reveal":
            reveal(s, 1, 12, 12)
    assert s["bag"] == 0
    before = [d is not None for d in s["dragons"]]
    pile = s["pile"]
    left = sum(before)
    assert left > 0
    for _i in range(left):
        slot = g.legal_actions(s)[0][1]
        loot = s["dragons"][slot][3]
        play(s, slot, g.legal_actions(s)[0][2], 1)
        assert s["pile"] == pile and s["news"][0][:4] == ["kill", slot, 0, loot]  # not completed
    assert s["phase"] == "end" and s["news"][-1] == ["end", 0, 0]


def test_the_end_leaves_dragons_without_treasure_alive():
    """docs/RULES.md: "The end: the bag is empty and no dragon in play still carries a token ("plus le moindre
    trésor à partager"); dragons without treasure need not be killed." """
    s = started(dragons=((1, 2, 0), (9, 0, 5), (9, 0, 0), (9, 3, 0)))
    s["bag"] = 0  # the bag ran dry (as the game above shows): no new dragon, no hidden part
    play(s, 0, "warrior", 1)  # P1 kills D1 and takes its 2 tokens; D4 still carries 3
    assert s["phase"] == "turn" and s["turn"] == 1 and s["dragons"][0] is None
    play(s, 3, "warrior", 9)  # P2 kills D4: D2 and D3 carry nothing (an empty bag gives D2 no hidden part)
    assert s["news"] == [["kill", 3, 0, 3, 1], ["end", 0, 0]] and s["phase"] == "end"
    assert s["dragons"][1] is not None and s["dragons"][2] is not None


def test_every_dragon_killed_ends_the_hunt():
    """ "La partie se termine lorsqu'il n'y a plus le moindre trésor à partager, tous les dragons ayant
    été vaincus" — here the pile runs out before the bag."""
    s = started(dragons=((1, 0, 0),) * 4)
    kills = 0
    while s["phase"] != "end":
        play(s, g.legal_actions(s)[0][1], g.legal_actions(s)[0][2], 1)
        kills += 1
        if s["phase"] == "reveal":
            reveal(s, 1, 0, 0)
        if s["phase"] == "foire":
            ok(s, ["traded"])
    assert kills == 18 and s["bag"] == 126 and s["news"][-1] == ["end", 2, 0]


def test_illegal_actions_are_refused_and_change_nothing():
    s = started()
    before = copy.deepcopy(s)
    for bad in (
        ["value", 3],
        ["attack", 0, "dragon"],
        ["attack", 5, "thief"],
        ["power", 3],
        "x",
        None,
        [],
        ["first", 1],
        ["timeup"],
        ["nodeal"],
        ["pass"],
        ["end"],
    ):
        assert isinstance(g.apply(s, bad), str)
        assert s == before
    ok(s, ["attack", 0, "thief"])
    assert isinstance(g.apply(s, ["value", 0]), str)
    assert isinstance(g.apply(s, ["value", 10]), str)


def test_history_replays_to_the_same_state():
    s = g.new_state(4, {"rules": "advanced"})
    hist = []
    for act in (["power", 5], ["known", 2]) * 4 + (["first", 3],):
        ok(s, act)
        hist.append(act)
    for act in (
        ["attack", 0, "warrior"],
        ["value", 3],
        ["attack", 0, "thief"],
        ["value", 2],
        ["hidden", 1],  # killed: its hidden tokens
        ["pause"],
        ["deal"],
        ["stolen"],
        ["power", 5],
        ["known", 1],
        ["attack", 1, "warrior"],
        ["value", 3],
        ["attack", 1, "wizard"],
        ["value", 3],
        ["hidden", 0],
        ["timeup"],  # journalled like a choice: a replay comes back to the minute run out
        ["nodeal"],
    ):
        ok(s, act)
        hist.append(act)
    assert jsonc.dumps(replay(g, g.new_state(4, {"rules": "advanced"}), hist)) == jsonc.dumps(s)
    json.loads(jsonc.dumps(s))  # plain JSON


def test_a_game_saved_entering_each_count_asks_the_end_s_questions_instead():
    """A game saved while the end asked every count of every player, kind by kind: the end's questions start
    over from P1's points, from the tokens the device saw each player take."""
    s = stuck_game()
    taken = [4, 0, 2]
    s["phase"] = "tokens"  # as the end of a game saved before left it: P1's silver entered, then gold
    s["tokens"] = [[9, 0, 0, 0, 0, 0, 0, 0, 0], [0] * 9, [0] * 9, taken]
    s["entry"] = 1
    assert isinstance(g.apply(s, ["count", 2], True), str)  # its journal's next count: refused
    assert g.legal_actions(s)[0] == ["pts", 0] and s["phase"] == "end" and s["entry"] == 0
    assert s["tokens"] == [[0] * 9] * 3 + [taken]
    for act in (["pts", 9], ["pts", 0], ["pts", 0], ["black", -1]) + (["most", 0],) * 5:
        ok(s, act)
    assert g.is_over(s) and [p["total"] for p in g.result(s)["players"]] == [9, 0, 0]
    old = stuck_game()
    old["phase"] = "tokens"
    old["tokens"] = [[0] * 9] * 3  # saved before the device counted what each player took
    assert g.legal_actions(old)[0] == ["pts", 0] and old["tokens"][3] == [0, 0, 0]


# --- scoring ----------------------------------------------------------------------------------

KEYS = g.KINDS


def rows(*players):
    return [[p.get(k, 0) for k in KEYS] for p in players]


def totals(names, rules, players):
    res = sc.score(names, rules, rows(*players))
    for p in res["players"]:
        assert sum(p["breakdown"].values()) == p["total"]
    return [p["total"] for p in res["players"]], res


A = {"silver": 5, "gold": 2, "magic": 1, "black": 1, "green": 3, "purple": 2, "white": 1}
B = {"silver": 2, "magic": 3, "green": 3, "blue": 2}
C = {"gold": 4, "green": 1, "blue": 2, "purple": 1, "white": 1}


def test_basic_scoring_by_hand():
    """ "Les pièces d'argent valent 1 point chacune." "Les pièces d'or valent 3 points chacune." "Les
    objets magiques (jetons rouges) valent 1 point chacun." "Le diamant noir rapporte 7 points." "le
    joueur ayant le plus de jetons marque 15 points (à 3 joueurs)" "S'il y a plusieurs ex æquo sur une
    couleur, ils marquent tous la totalité des points." """
    # A: 5 + 2*3 + 1 + 7 = 19; green tie A/B 15; purple A 15; white tie A/C 15 -> 64
    # B: 2 + 3 = 5; green 15; blue tie B/C 15 -> 35
    # C: 4*3 = 12; blue 15; white 15 -> 42 (yellow: nobody has one, nobody scores it)
    t, res = totals(["A", "B", "C"], "basic", [A, B, C])
    assert t == [64, 35, 42] and res["winners"] == ["A"]
    assert res["players"][0]["breakdown"]["bonus"] == 0


def test_advanced_scoring_by_hand():
    """ "Le diamant noir rapporte 15 points. Le diamant noir est maudit, et le joueur l'ayant ne peut
    marquer de points aux paragraphes e) et f). Si ce joueur est seul à avoir le plus grand nombre de
    jetons d'une couleur, personne ne marquera de points pour cette couleur" / "le joueur ayant le plus
    de jetons marque 12 points (à 3 joueurs) ... S'il y a deux premiers ex æquo sur une couleur, ils
    marquent chacun la moitié des points (6, 5 ou 4)." """
    # A holds the black diamond: 5 + 6 + 1 + 15 = 27, nothing else
    # green A/B tied: B 6 (A's half lost); blue B/C tied: 6 each; purple A alone: nobody
    # white A/C tied: C 6. B: 5 + 6 + 6 = 17; C: 12 + 6 + 6 = 24
    t, res = totals(["A", "B", "C"], "advanced", [A, B, C])
    assert t == [27, 17, 24] and res["winners"] == ["A"]


def test_advanced_three_tied_score_nothing_and_the_five_colour_bonus():
    """ "S'il y a trois premiers ex æquo ou plus, ils ne marquent rien." / "Si un joueur a au moins un
    pion de chacune des cinq types de pierres précieuses, il marque 5 points." (4 players: 10)"""
    p = {"green": 2, "blue": 1, "purple": 1, "yellow": 1, "white": 1}
    q = {"green": 2, "blue": 1, "silver": 4, "gold": 1}
    r = {"green": 2, "magic": 2}
    s = {"black": 1, "blue": 3, "green": 1, "purple": 0}
    # green: P, Q, R tied -> nothing; blue: S (holder) alone -> nobody; purple, yellow, white: P 10 each
    t, res = totals(["P", "Q", "R", "S"], "advanced", [p, q, r, s])
    assert t == [30 + 5, 4 + 3, 2, 15]
    assert res["players"][0]["breakdown"]["bonus"] == 5


def test_the_holder_never_gets_the_five_colour_bonus():
    full = {"green": 1, "blue": 1, "purple": 1, "yellow": 1, "white": 1}
    holder = dict(full, black=1)
    t, _ = totals(["A", "B", "C"], "advanced", [holder, full, {}])
    # every colour: A and B tied -> B 6 each colour (A's half lost); B bonus 5; A 15 only
    assert t == [15, 30 + 5, 0]
    t, _ = totals(["A", "B", "C"], "basic", [holder, full, {}])
    assert t == [7 + 75, 75, 0]  # basic: no curse, no bonus, ties score in full


@pytest.mark.parametrize(
    "n,basic,advanced", [(3, 15, 12), (4, 12, 10), (5, 12, 10), (6, 10, 8)], ids=["3p", "4p", "5p", "6p"]
)
def test_majority_values_by_player_count(n, basic, advanced):
    """ "15 points (à 3 joueurs), 12 points (à 4 ou 5 joueurs), ou 10 points (à 6 joueurs)" and
    "12 points (à 3 joueurs), 10 points (à 4 ou 5 joueurs), ou 8 points (à 6 joueurs)" """
    names = ["P%d" % i for i in range(n)]
    players = [{"white": 1}, {"white": 1}] + [{}] * (n - 2)
    t, res = totals(names, "basic", players)
    assert t[:2] == [basic, basic] and res["winners"] == ["P0", "P1"]  # ties for the win are shared
    t, _ = totals(names, "advanced", players)
    assert t[:2] == [advanced // 2, advanced // 2]
    t, _ = totals(names, "advanced", [{"white": 2}] + players[1:])
    assert t[0] == advanced


def test_a_majority_needs_at_least_one_token():
    t, res = totals(["A", "B", "C"], "basic", [{}, {}, {}])
    assert t == [0, 0, 0] and res["winners"] == ["A", "B", "C"]


# --- the score command ------------------------------------------------------------------------


def cli_both(payload, heap="96k"):
    text = payload if isinstance(payload, str) else json.dumps(payload)
    a = runtime.cli("score", text, "cpython")
    b = runtime.cli("score", text, "micropython", heap)
    assert a == b
    return a


def test_score_command_both_runtimes():
    data = {
        "game": "dragons_gold",
        "rules": "advanced",
        "players": [dict(A, name="A"), dict(B, name="B"), dict(C, name="C")],
    }
    code, out, err = cli_both(data)
    assert code == 0 and err == "" and out.endswith("\n")
    doc = json.loads(out)
    assert doc["game"] == "dragons_gold"
    assert [p["name"] for p in doc["players"]] == ["A", "B", "C"]
    assert [p["total"] for p in doc["players"]] == [27, 17, 24] and doc["winners"] == ["A"]
    data.pop("rules")  # basic is the default
    code, out, err = cli_both(data)
    assert [p["total"] for p in json.loads(out)["players"]] == [64, 35, 42]


def P(name, **kw):
    kw["name"] = name
    return kw


BAD = [
    ({"players": [P("A"), P("B")]}, "players: needs at least 3 entries, has 2"),
    (
        {"players": [P("A"), P("B"), P("C"), P("D"), P("E"), P("F"), P("G")]},
        "players: has 7 entries, at most 6",
    ),
    ({"players": [P("A"), P("B"), P("A")]}, 'players[2].name: "A" is already the name of another player'),
    ({"players": [P("A"), P(""), P("C")]}, "players[1].name: must not be empty"),
    ({"players": [P("A"), P("B"), {"silver": 1}]}, "players[2].name: missing field"),
    ({"players": [P("A", rubies=1), P("B"), P("C")]}, "players[0].rubies: unknown field"),
    ({"players": [P("A"), P("B"), P("C")], "rule": "basic"}, "rule: unknown field"),
    (
        {"players": [P("A"), P("B"), P("C")], "rules": "expert"},
        'rules: "expert" is not one of basic, advanced',
    ),
    ({"players": [P("A", gold=-1), P("B"), P("C")]}, "players[0].gold: -1 is below the minimum 0"),
    ({"players": [P("A", gold=True), P("B"), P("C")]}, "players[0].gold: must be an integer"),
    ({"players": [P("A", gold="3"), P("B"), P("C")]}, "players[0].gold: must be an integer"),
    ({"players": [P("A", black=2), P("B"), P("C")]}, "players[0].black: 2 is above the maximum 1"),
    (
        {"players": [P("A", black=1), P("B"), P("C", black=1)]},
        "players[2].black: 2 black tokens across players",
    ),
    ({"players": [P("A", silver=20), P("B", silver=15), P("C", silver=1)]}, "players[2].silver: 36 silver"),
    (
        {"players": [P("A", white=7), P("B"), P("C")]},
        "players[0].white: 7 white tokens across players exceed the 6",
    ),
    ({"players": [P("A", magic=16), P("B", magic=1), P("C")]}, "players[1].magic: 17 magic"),
    ({"players": "ABC"}, "players: must be a list"),
    ({}, "players: missing field"),
]


@pytest.mark.parametrize("data,msg", BAD, ids=[str(i) for i in range(len(BAD))])
def test_score_command_bad_input_names_the_field(data, msg):
    data = dict(data, game="dragons_gold")
    code, out, err = runtime.cli("score", json.dumps(data), "cpython")
    assert code == 2 and out == "" and err.startswith(msg) and err.count("\n") == 1, err


def test_score_command_bad_input_same_in_micropython():
    for data, _ in BAD[::3]:
        data = dict(data, game="dragons_gold")
        cli_both(data)
    code, out, err = cli_both('{"game": "dragons_gold", "players": [1.5]}')
    assert code == 2 and err == "players[0]: 1.5 is not a whole number\n"


def test_score_command_bag_limits_are_reachable():
    caps = dict(zip(g.KINDS, g.CAPS))
    full = [P("A", **caps), P("B"), P("C")]
    code, out, err = cli_both({"game": "dragons_gold", "players": full})
    assert code == 0
    # A: 35 + 60 + 16 + 7 + 5 colours x 15 = 193
    assert json.loads(out)["players"][0]["total"] == 193


def test_the_end_counts_start_at_each_player_s_share_of_what_they_took():
    from companion.games.dragons_gold import ui as dui

    s = started(dragons=((5, 2, 1), (6, 3, 0), (7, 1, 2), (8, 0, 3)))
    play(s, 0, "warrior", 5)  # P1 alone kills D1: its 2 tokens and 1 hidden are P1's
    assert s["tokens"] == [3, 0, 0]  # taken, counted during the hunt
    s["tokens"] = [20, 7, 0]
    g._end(s, 1, 0)
    assert s["tokens"] == [[0] * 9] * 3 + [[20, 7, 0]]  # the values to score, then the tokens taken
    # 20 tokens of a bag of 126 making 111 points of silver, gold and red: about 18 points
    starts = []
    for p in range(3):
        s["entry"] = p
        starts.append(dui.cursor(s, g.legal_actions(s)))
    assert starts == [18, 6, 0]  # P3 took nothing the device saw: from 0
    s["entry"] = 3  # the black diamond, the likely answers first: 99 tokens nobody took, then P1's 20
    assert g.legal_actions(s) == [["black", -1], ["black", 0], ["black", 1], ["black", 2]]
    assert dui.cursor(s, g.legal_actions(s)) is None  # the top row


def test_the_end_asks_points_the_black_diamond_and_each_colour_s_majority():
    """ "Dans chacune des cinq autres couleurs ... le joueur ayant le plus de jetons marque": the end asks
    each player's points of silver, gold and red (1, 3, 1 each), who holds the black diamond, and who has
    most of each colour (ties: all of them), nothing else."""
    s = stuck_game()
    s["tokens"] = [[0] * 9 for _ in range(3)] + [[30, 9, 2]]
    ok(s, ["pts", 40])
    assert g.legal_actions(s)[-1] == ["pts", 71]  # 111 points in the bag, 40 of them P1's
    ok(s, ["pts", 12])
    ok(s, ["pts", 3])
    assert g.legal_actions(s)[:2] == [["black", -1], ["black", 0]]  # 85 tokens nobody took, then P1
    ok(s, ["black", 1])
    colours = g.legal_actions(s)
    assert colours[:3] == [["most", 1], ["most", 2], ["most", 4]] and colours[-1] == ["most", 0]
    assert len(colours) == 8  # each player, three pairs, all three, nobody
    for m in (1, 3, 1, 0, 4):  # green P1; blue P1 and P2 tied; purple P1; yellow nobody; white P3
        ok(s, ["most", m])
    assert g.is_over(s)  # basic rules: no bonus to ask
    res = g.result(s)
    # 15 a majority at 3 players: P1 40 + 15 x3; P2 12 + 7 + 15; P3 3 + 15
    assert [p["total"] for p in res["players"]] == [85, 34, 18] and res["winners"] == ["P1"]


def test_advanced_end_asks_every_colour_only_where_it_can_score():
    """Advanced rules: "Si un joueur a au moins un pion de chacune des cinq types de pierres précieuses, il
    marque 5 points", not the black diamond's holder; two tied share, three tied score nothing."""
    s = stuck_game()
    s["rules"] = "advanced"
    for act in (["pts", 10], ["pts", 10], ["pts", 10], ["black", 2]):
        ok(s, act)
    for m in (1, 3, 7, 2, 4):  # green P1; blue P1, P2; purple all three; yellow P2; white P3
        ok(s, ["most", m])
    assert s["entry"] == 3 + 6 and g.legal_actions(s) == [["five", 0], ["five", 1]]  # P1
    ok(s, ["five", 1])
    ok(s, ["five", 0])  # P2; P3 holds the black diamond: not asked
    assert g.is_over(s)
    res = g.result(s)
    # 12 a majority at 3 players: P1 10 + 12 + 6 + bonus 5; P2 10 + 6 + 12; P3 10 + 15 (white: the curse)
    assert [p["total"] for p in res["players"]] == [33, 28, 25]
    s2 = stuck_game()
    s2["rules"] = "advanced"
    for act in (["pts", 0], ["pts", 0], ["pts", 0], ["black", -1], ["most", 1], ["most", 0]):
        ok(s2, act)
    for _ in range(3):
        ok(s2, ["most", 1])
    assert g.is_over(s2)  # nobody has a blue one: nobody has every colour, nothing more to ask


def test_a_game_saved_asking_hidden_tokens_at_the_reveal_goes_on():
    """A game saved by a version that asked a card's hidden tokens when it was turned up: the card being
    entered still takes them, and its kill asks nothing more."""
    s = g.new_state(3, {"rules": "basic"})
    ok(s, ["power", 5])
    ok(s, ["known", 2])
    s["dragons"][0][2] = 0  # as that version left the card: its hidden tokens asked next
    s["slot"] = 0
    s["field"] = 2
    ok(s, ["hidden", 3])
    assert s["slot"] == 1 and s["field"] == 0 and s["dragons"][0] == [5, 2, 3, 2]
    for _ in range(3):
        reveal(s, 9, 0, 0)
    ok(s, ["first", 0])
    ok(s, ["attack", 0, "warrior"])
    ok(s, ["value", 5])  # killed: its 3 hidden tokens drawn at once, no question
    assert s["phase"] == "reveal" and s["field"] == 0 and s["news"][0] == ["kill", 0, 3, 5, 0]
    assert s["bag"] == 126 - 2 - 3


def test_a_dragon_killed_asks_its_hidden_tokens_once_they_are_drawn():
    """ "Le trésor du dragon est complété en piochant dans le sac le nombre de jetons trésor indiqué en bas à
    droite de la carte du dragon tué": the device asks that number then, not when the card is turned up."""
    s = g.new_state(3, {"rules": "basic"})
    ok(s, ["power", 5])
    ok(s, ["known", 2])
    assert s["slot"] == 1 and s["dragons"][0] == [5, 2, -1, 2]  # the hidden part not asked yet
    for _ in range(3):
        reveal(s, 9, 0, 0)
    ok(s, ["first", 0])
    ok(s, ["attack", 0, "warrior"])
    ok(s, ["value", 5])
    assert s["phase"] == "reveal" and s["field"] == 2 and s["slot"] == 0 and s["turn"] == 0
    assert g.legal_actions(s)[0] == ["hidden", 0] and g.legal_actions(s)[-1] == ["hidden", 12]
    ok(s, ["hidden", 4])
    assert s["news"] == [["kill", 0, 4, 6, 0]] and s["bag"] == 126 - 2 - 4
    assert s["phase"] == "reveal" and s["field"] == 0 and s["pile"] == 13  # the next card in its place


def test_the_deck_seen_is_kept_for_the_next_games():
    """The dragon cards are printed, 18 of them: each one entered is kept (its hidden number once the dragon
    is killed), offered as one pick in the next games, and a kept table that is not 18 cards or fewer of
    power 1-20 and tokens 0-12 is not taken."""
    s = started(dragons=((5, 2, 1), (6, 3, 0), (7, 1, 2), (8, 0, 3)))
    seen = [card(5, 2, -1), card(6, 3, -1), card(7, 1, -1), card(8, 0, -1)]
    assert g.remembered(s) == seen and s["used"] == 0b1111  # the four drawn in this game
    assert dk.numbers(seen[0]) == [5, 2, -1]  # one int a card: hidden -1, not seen yet
    play(s, 0, "warrior", 5)  # killed: its hidden tokens asked, and kept with its card
    assert g.remembered(s)[0] == card(5, 2, 1)
    nxt = g.new_state(3, {"rules": "basic", "deck": g.remembered(s)})
    assert g.legal_actions(nxt) == [["card", 0], ["card", 1], ["card", 2], ["card", 3], ["card", -1]]
    ok(nxt, ["card", 3])  # P8 $0+? in one pick
    assert nxt["dragons"][0] == [8, 0, -1, 0] and nxt["slot"] == 1
    assert [a[1] for a in g.legal_actions(nxt)] == [0, 1, 2, -1]
    assert isinstance(g.apply(nxt, ["card", 3]), str) and isinstance(g.apply(nxt, ["power", 4]), str)
    ok(nxt, ["card", -1])  # a card not seen yet: its numbers
    assert nxt["field"] == 3 and g.legal_actions(nxt)[0] == ["power", 1]
    ok(nxt, ["power", 4])
    ok(nxt, ["known", 2])
    assert nxt["deck"][-1] == card(4, 2, -1) and nxt["used"] == 1 << 3 | 1 << 4 | 1 << 18  # 18: not dealt
    wrong = [card(0, 1, 1)], [card(5, 13, 1)], [card(5, 1, 13)], [-1], [1.5], [card(5, 1, 1)] * 19
    for bad in wrong + ("x",):
        assert g.check_deck(bad) == []
    assert g.new_state(3, {"deck": [card(21, 0, 0)]})["deck"] == []


def test_a_known_deck_is_dealt_unless_the_players_turn_their_own():
    deck = [card(1 + i, i % 13, i % 7) for i in range(18)]
    s = g.new_state(3, {"rules": "basic", "deck": deck})
    outcomes = g.chance(s)
    assert [o for o, _ in outcomes] == [["deal", i] for i in range(18)]
    assert g.legal_actions(s) == [["card", -1]]  # "Other card": the players turn their own instead
    ok(s, ["deal", 5])
    assert s["news"] == [["dealt", 0, 5], ["known", 0, 5]] and s["dragons"][0] == [6, 5, 5, 5]
    assert ["deal", 5] not in [o for o, _ in g.chance(s)] and s["slot"] == 1
    ok(s, ["card", -1])  # the players turn their own cards: no more dealing in this game
    assert s["field"] == 3 and g.chance(s) is None
    ok(s, ["power", 3])
    ok(s, ["known", 0])
    assert s["slot"] == 2 and g.chance(s) is None and g.legal_actions(s)[-1] == ["card", -1]
