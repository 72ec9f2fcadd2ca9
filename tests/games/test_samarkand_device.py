"""Samarkand on the simulated device (`host_sim play --events`), both runtimes, heap 96k: a tracked game to
its end through the buttons, the screens of each step, undo, and the scoring-only mode."""

import json

from simdevice import frames_both, play_both
from test_samarkand import score_command_input

from host_sim import autoplay, runtime

runtime.use_firmware()

from companion.games.samarkand import engine as sk  # noqa: E402

BLACK, BLUE, BROWN, GREEN, ORANGE, PINK, PURPLE, RED, WHITE, YELLOW = range(10)

# P1 marries red for 3 dirhams and keeps 2 cards, P2 blue (1, keeps 1): "Marry, keep fewer" asks the family,
# the price and the cards kept; P3 green (2): a marriage of the list, its price asked (not paid before), the
# 3 cards drawn kept without asking
P1_WEDS = [["fewer"], ["marry", RED], ["pay", 3], ["keep", 2]]
MARRIAGES = P1_WEDS + [["fewer"], ["marry", BLUE], ["pay", 1], ["keep", 1], ["marry", GREEN, 0], ["pay", 2]]
# P1: two red camels (red's treasury pays 1): a new goods space, whose card P3 sells, then red meets blue
P1_EXTENDS = [["extend", RED, 2], ["goods"], ["sell", 2], ["meet", BLUE]]
# P2: a blue camel on a new goods space (nobody sells); P3: green meets red; P1: red meets black and brown
# (its treasury pays 1 again); P2: blue joins red's camel on the first goods space (they met: nothing
# more); P3: a green camel on a plain space
ROUNDS = [["extend", BLUE, 1], ["goods"], ["nosale"], ["extend", GREEN, 1], ["meet", RED]]
ROUNDS += [["extend", RED, 2], ["meet", BLACK], ["meet", BROWN], ["extend", BLUE, 1], ["join", 0]]
ROUNDS += [["extend", GREEN, 1], ["plain"]]
# P1: red meets yellow, its fifth relation: the game ends at once
ENDING = [["extend", RED, 1], ["meet", YELLOW]]
# the end: P1 shows a card whose goods space holds the blue camel; P2 and P3 nothing
SHOWING = [["card", 1], ["done"], ["done"], ["done"]]


def script(*chunks, players=3):
    """Events choosing the actions of each chunk in turn from a fresh tracked game, each found where the
    device lists it, from where its cursor starts (only the cursor moves are worked out here: what the
    actions do is the device's), with a "frame" after each chunk."""
    s = sk.new_state(players, {"mode": "tracker"})
    ui = autoplay.game_ui("samarkand")
    ev = []
    for chunk in chunks:
        for a in chunk:
            acts = sk.legal_actions(s)
            ev += autoplay.choose(ui, s, acts, acts.index(a))
            assert sk.apply(s, a) is None, a
        ev.append("frame")
    return ev


def test_a_tracked_game_to_its_end_through_the_buttons(tmp_path):
    events = [e for e in script(MARRIAGES + P1_EXTENDS + ROUNDS + ENDING + SHOWING) if e != "frame"]
    docs = play_both(events, "--game", "samarkand", "--players", "3", "--seed", "5", state_root=tmp_path)
    end = docs[-1]["game"]["state"]
    assert end["phase"] == "over"
    # "le joueur doit payer avec sa propre fortune le montant indiqué [...] Il pose l'argent sur la case
    # < Trésor familial >"; "cela coûte cependant à la famille concerné 1 dirham prélevé dans le trésor"
    assert [end["treasury"][f] for f in (RED, BLUE, GREEN)] == [3 - 1 - 1, 1, 2]
    assert end["hands"] == [4, 3, 5] and end["sold"] == [0, 0, 1]
    # "Chaque propriétaire d'une tuile < Famille > de la famille active reçoit 3 dirhams [...] de la famille
    # passive, 1 dirham": red met blue (P1 +3, P2 +1), green met red (P3 +3, P1 +1), red met black, brown and
    # yellow (P1 +3 each); P3 sold a card (+3)
    assert end["money"] == [10 - 3 + 3 + 1 + 3 * 3, 10 - 1 + 1, 10 - 2 + 3 + 3]
    # "Une famille a noué 5 relations avec d'autres familles": the end at P1's action, P2 and P3 not playing
    assert sk.relations(end, RED) == 5 and docs[-5]["game"]["state"]["phase"] == "claim"
    assert end["relation_tiles"] == [8, 0, 2] and end["goods_tiles"] == [1, 1, 0]
    assert end["goods"] == [[RED, BLUE, 2, -1], [BLUE, -1, -1, 0]]
    res = sk.result(end)
    # P1: the card under the blue camel, blue not being P1's family: 1
    assert [p["total"] for p in res["players"]] == [20 + 1 + 8 + 1, 10 + 1, 14 + 2] and res["winners"] == [
        "P1"
    ]
    # the very numbers of the `score` command given what the players would type
    code, out, err = runtime.cli("score", json.dumps(score_command_input(end)), "micropython", "96k")
    assert (code, err) == (0, "")
    assert json.loads(out)["players"] == res["players"]


def _brightness(hex_rgb):
    return sum(bytes.fromhex(hex_rgb))


def test_the_screens_of_each_step(tmp_path):
    chunks = [[], P1_WEDS[:1], P1_WEDS[1:2], P1_WEDS[2:3], MARRIAGES[3:] + P1_EXTENDS[:1], P1_EXTENDS[1:2]]
    chunks += [P1_EXTENDS[2:] + ROUNDS + ENDING, SHOWING]
    frames, _ = frames_both(autoplay.setup_presses("samarkand", 3) + script(*chunks), tmp_path, 5)
    shown = [[x.rstrip() for x in f["lines"]] for f in frames]
    # "On joue dans le sens des aiguilles d'une montre, en commençant par le joueur le plus jeune."
    assert shown[0][:5] == [
        "P1: your turn",
        "Youngest starts",
        "10$ 2 cards in hand",
        "No family yet",
        "Goods 0 relations 0",
    ]
    # the exception to a marriage keeping the drawn cards: its family, then its price and the cards kept
    assert shown[1][:4] == ["P1: your turn", "Then the price paid", "and the cards kept", "Marry black"]
    # "le joueur doit payer [...] le montant indiqué sur la case du tableau": the device asks it
    assert shown[2][:4] == ["P1 weds red", "Price on board?", "P1 has 10$", "Paid 1$"]
    # "Le joueur tire ensuite les 3 premières cartes [...] Le joueur doit garder au moins 1 carte."
    assert shown[3][:5] == [
        "P1: cards kept",
        "P1 wed red 3$",
        "Drew 3: hand 2",
        "Keep 1-3, hand max 10",
        "Kept 1: hand 3",
    ]
    assert shown[4][:6] == [
        "P1: red camel",
        "P1 extends red",
        "Where? 2 to go",
        "Family 2$, 11 camels",
        "Plain space",
        "New goods space",
    ]
    # "Si l'un des joueurs (également celui dont c'est le tour) possède la carte [...] le droit de la vendre"
    assert shown[5][:6] == [
        "Goods card sold?",
        "P1: goods tile",
        "Its card's owner",
        "may sell: +3$",
        "Nobody sells",
        "P1 sells +3$",
    ]
    assert shown[6][:7] == [
        "P1 unsold cards",
        "Relation red-yellow",
        "red: 5 relations",
        "Cards on camels",
        "shown 0 of 4",
        "No more cards",
        "Card blue",
    ]
    assert shown[7][:3] == ["Final scores", "P3 cards shown", "P1 30 pts*"]
    # LEDs 1-10: the families, lit once related (black, blue, brown, green, red, yellow); 12-14 the players
    leds = [_brightness(x) for x in frames[6]["leds"]]
    related = (BLACK, BLUE, BROWN, GREEN, RED, YELLOW)
    assert min(leds[f] for f in related) > max(leds[f] for f in range(10) if f not in related)
    assert leds[11] > leds[12] and leds[11] > leds[13] and leds[15] == 0


def test_undo_takes_back_a_step_and_the_marriage_is_chosen_again(tmp_path):
    undo = ["back:long"] * 3
    events = [e for e in script(P1_WEDS[:3]) if e != "frame"] + undo + ["down", "ok"]
    docs = play_both(events, "--game", "samarkand", "--players", "2", "--seed", "5", state_root=tmp_path)
    after_pay = docs[len(events) - 6]["game"]["state"]
    assert after_pay["treasury"][RED] == 3 and after_pay["phase"] == "keep"
    back = docs[-3]["game"]["state"]
    assert back["phase"] == "turn" and back["money"] == [10, 10] and back["treasury"][RED] == 0
    assert docs[-1]["game"]["state"]["family"] == BLUE  # "Marry blue", second in the list


def test_a_marriage_keeps_the_drawn_cards_and_pays_a_price_paid_before(tmp_path):
    # P1 marries red (3 dirhams asked: not paid before); P2's list offers red at that price: its cursor on
    # it, then ok, nothing more asked
    s = sk.new_state(3, {"mode": "tracker"})
    ui = autoplay.game_ui("samarkand")
    events = script([["marry", RED, 0], ["pay", 3]])
    assert sk.apply(s, ["marry", RED, 0]) is None and sk.apply(s, ["pay", 3]) is None
    acts = sk.legal_actions(s)
    presses = autoplay.choose(ui, s, acts, acts.index(["marry", RED, 3]))
    assert presses[-1] == "ok" and "ok" not in presses[:-1]
    events += presses[:-1] + ["frame", "ok", "frame"]
    frames, docs = frames_both(autoplay.setup_presses("samarkand", 3) + events, tmp_path, 5)
    told, row, after = [[x.rstrip() for x in f["lines"]] for f in frames]
    # "Il se défausse donc de 0 à 2 cartes": the 3 drawn cards kept, as many as fit, unless told otherwise
    assert told[:2] == ["P2: your turn", "P1 wed red 3$"] and told[2] == "P1 kept 3 cards"
    assert "Marry red 3$" in row and "Marry, keep fewer" not in row
    assert after[:3] == ["P3: your turn", "P2 wed red 3$", "P2 kept 3 cards"]
    st = docs[-1]["game"]["state"]
    assert st["money"][:2] == [7, 7] and st["hands"][:2] == [5, 5] and st["treasury"][RED] == 6


NEW_GAME = ["back", "down", "down", "down", "ok", "down", "ok"]  # the game menu's New game, confirmed


def test_a_price_paid_in_one_game_is_paid_without_asking_in_the_next(tmp_path):
    # printed on the board, red's price is asked once a device: the next game offers "Marry red 3$"
    first = script([["marry", RED, 0], ["pay", 3]])
    s = sk.new_state(3, {"mode": "tracker", sk.REMEMBER: [3 if f == RED else 0 for f in range(10)]})
    ui = autoplay.game_ui("samarkand")
    acts = sk.legal_actions(s)
    presses = autoplay.choose(ui, s, acts, acts.index(["marry", RED, 3]))
    setup = autoplay.setup_presses("samarkand", 3)
    events = setup + [e for e in first if e != "frame"] + NEW_GAME + setup + ["frame"]
    events += presses[:-1] + ["frame", "ok", "frame"]
    frames, docs = frames_both(events, tmp_path, 5)
    fresh, row, after = [[x.rstrip() for x in f["lines"]] for f in frames]
    assert fresh[:2] == ["P1: your turn", "Youngest starts"]  # a new game
    assert "Marry red 3$" in row and "Marry red" not in row
    assert after[:3] == ["P2: your turn", "P1 wed red 3$", "P1 kept 3 cards"]
    assert docs[-1]["settings"]["kept"]["samarkand"] == [3 if f == RED else 0 for f in range(10)]
    st = docs[-1]["game"]["state"]
    assert st["money"][0] == 7 and st["treasury"][RED] == 3 and st["hands"][0] == 5


# In the scoring-only entry a field is one pick of its values (the next field follows): the cursor starts at
# the median of what the players before entered, else at the 10 dirhams each starts with, an even share of
# the goods or relation tiles (33 // 3, 50 // 3), no camel.


def test_scoring_only_mode_from_the_menu(tmp_path):
    # menu: the sixth game, 3 players, mode "Scoring only"
    events = ["down"] * 5 + ["ok"] + ["down"] + ["ok", "down", "ok"]
    # P1: 11 dirhams, 1 goods tile, 2 relation tiles, 1 camel of an own family -> 11 + 1 + 2 + 4 = 18
    events += ["down", "ok"] + ["up"] * 10 + ["ok"] + ["up"] * 14 + ["ok"] + ["down", "ok", "ok"]
    # P2: 6 dirhams, 10 relation tiles, 2 camels of other families -> 6 + 10 + 2 = 18
    events += ["up"] * 5 + ["ok", "up", "ok"] + ["down"] * 8 + ["ok", "up", "ok", "down", "down", "ok"]
    # P3: a mistake undone (6, the lower median of 11 and 6), then nothing
    events += ["ok", "back:long"] + ["up"] * 6 + ["ok", "ok", "up", "up", "ok", "ok", "ok"]
    docs = play_both(events, "--seed", "5", state_root=tmp_path)
    assert docs[9]["game"]["players"] == 3 and docs[9]["game"]["state"]["phase"] == "entry"
    end = docs[-1]["game"]["state"]
    assert end["phase"] == "over"
    entered = [
        [end[k][p] for k in ("money", "goods_tiles", "relation_tiles", "own_camels", "other_camels")]
        for p in range(3)
    ]
    assert entered == [[11, 1, 2, 1, 0], [6, 0, 10, 0, 2], [0, 0, 0, 0, 0]]
    # "En cas d'égalité, tous les joueurs ex aequo se partagentla victoire." 11+1+2+4 = 18 = 6+10+2
    res = sk.result(end)
    assert [p["total"] for p in res["players"]] == [18, 18, 0] and res["winners"] == ["P1", "P2"]


def test_a_marriage_can_be_cancelled_at_its_price(tmp_path):
    # up from the first price wraps to Cancel, the list's last row: back to the turn, nothing paid
    events = autoplay.setup_presses("samarkand", 3) + ["ok", "up", "frame", "ok", "frame"]
    frames, docs = frames_both(events, tmp_path, 5)
    asked, back = [[x.rstrip() for x in f["lines"]] for f in frames]
    assert asked[1] == "Price on board?" and "Cancel" in asked
    assert back[0] == "P1: your turn" and "Marry black" in back
    st = docs[-1]["game"]["state"]
    assert st["phase"] == "turn" and st["money"][0] == 10 and st["families"][0] == []
    assert docs[-1]["game"]["undoable"] == [["marry", 0, 0], ["cancel"]]


def test_a_scoring_only_game_saved_with_steps_powers_up_and_goes_on(tmp_path):
    """tests/data/samarkand_saved_with_steps is the flash the previous firmware (3487e60, which entered a
    count by steps of 1, 5, 10, then Next) left after ``play --seed 1 --events events.txt``: Samarkand, 3
    players, scoring only; P1's 3 dirhams and 3 goods tiles entered, a first relation tile stepped. This
    firmware replays those steps at power-up and offers the relations from 1 on, one pick."""
    import json
    import os
    import shutil
    import subprocess
    import sys

    data = os.path.join(os.path.dirname(os.path.dirname(__file__)), "data", "samarkand_saved_with_steps")
    for rt in ("cpython", "micropython", "state"):
        os.mkdir(tmp_path / rt)
        for name in ("game.ckp", "game.log", "settings.dat"):
            shutil.copy(os.path.join(data, name), tmp_path / rt / name)
    with open(os.path.join(data, "game.log"), "rb") as f:
        assert f.read().count(b'["add",1]') == 7  # the steps, journaled
    cmd = [sys.executable, "-m", "host_sim", "state", "--state-dir", str(tmp_path / "state")]
    now = json.loads(subprocess.run(cmd, capture_output=True, text=True, check=True).stdout)["game"]
    st = now["state"]
    assert st["phase"] == "entry" and st["field"] == 2 and st["turn"] == 0
    assert (st["money"], st["goods_tiles"], st["relation_tiles"]) == ([3, 0, 0], [3, 0, 0], [1, 0, 0])
    assert sk.legal_actions(st)[0] == ["value", 1]  # the relations from the one stepped
    frames, docs = frames_both(["frame", "ok", "frame"], tmp_path, 1)
    assert "Relations: 1" in [x.rstrip() for x in frames[0]["lines"]]
    after = docs[-1]["game"]["state"]
    assert after["relation_tiles"] == [50 // 3, 0, 0] and after["field"] == 3  # at its likely value: ok
