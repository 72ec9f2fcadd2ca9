"""Opale on the simulated device (`host_sim play --events` and frames), both runtimes, heap 128k."""

import simdevice
from simdevice import play_both

from host_sim import runtime

runtime.use_firmware()

from companion.games.opale import engine as opale  # noqa: E402
from companion.games.opale import ui as opale_ui  # noqa: E402
from companion.ui import screens  # noqa: E402

CH, CO, PE, SO, PT, GO, GA, TO, CI = range(9)
MENU = ["down", "down", "ok"]  # "Choose a game": Emerald, Or des dragons, Opale


def opts(scoring=0, premonition=0, shells=0):
    """The three option menus (Scoring, Premonition, Magic shells): the index of the value picked."""
    out = []
    for k in (scoring, premonition, shells):
        out += ["down"] * k + ["ok"]
    return out


class Drive:
    """Builds the button presses of a game: each action is found in the list the device shows (the
    engine's legal actions, in order) by pressing ``down`` from where the cursor starts (the ``_ui`` hook
    ``cursor``), then ``ok``."""

    def __init__(self, scoring=0, premonition=0, shells=0):
        self.events = MENU + opts(scoring, premonition, shells)
        values = [o[2] for o in opale.OPTIONS]
        chosen = {"scoring": values[0][scoring], "premonition": values[1][premonition]}
        chosen["shells"] = values[2][shells]
        self.st = opale.new_state(2, chosen)

    def act(self, *action, ok=True):
        action = list(action)
        acts = opale.legal_actions(self.st)
        row = (acts.index(action) - screens.start(opale_ui, self.st, acts)) % len(acts)
        self.events += ["down"] * row + (["ok"] if ok else [])
        if ok:
            assert opale.apply(self.st, action) is None

    def roll(self):
        self.events.append("roll")
        assert opale.apply(self.st, ["back", 1]) is None  # which card does not change the counts

    def add(self, *events):
        self.events += list(events)


def cli_both(events, tmp_path, tag="a"):
    """Run the events on a fresh device through the command line in both runtimes: same exit, stdout and
    stderr."""
    return play_both(events, "--seed", "5", state_root=tmp_path / tag)


def frames_both(events, tmp_path, seed=5):
    """Run events with "frame" requests in both runtimes; return the frames (display lines and LEDs)."""
    return simdevice.frames_both(events, tmp_path / "f", seed)


def state(doc):
    return doc["game"]["state"]


def test_a_turn_through_the_screens(tmp_path):
    # "A son tour, un joueur joue une ou plusieurs cartes identiques, sur l'emplacement correspondant du
    # plateau. [...] Puis le joueur pioche des cartes dans son paquet pour compléter sa main à 5 cartes"
    d = Drive()
    d.add("frame")
    d.act("play", CO, 2)
    d.add("frame")
    d.act("play", PE, 3, ok=False)
    d.add("frame", "ok")
    frames, states = frames_both(d.events, tmp_path)
    lines = frames[0]["lines"]
    assert lines[0].startswith("Opale P1")
    assert lines[1].startswith("Hand 5 Deck 45") and lines[2].startswith("Cité 0 of 3, under 0")
    assert lines[3].startswith("Dragon: none")
    # the likely plays first: one card (a hand of five holds one of a kind more often), the board's order;
    # the cursor in the middle of the nine, as the player's kind is any of them: four rows either way
    assert lines[4].startswith("1 Pétrifié") and frames[0]["inverse"][4] == "1" * 21
    assert lines[5].startswith("1 Golem +Sorcière") and lines[6].startswith("1 Gardien")
    assert frames[0]["leds"][15] != "000000"  # whose turn
    assert frames[1]["lines"][0].startswith("Opale P2") and frames[1]["leds"][CO] != "000000"
    # the cursor row (drawn reversed) on P2's choice: 3 Perles, no effect
    f = frames[2]
    row = f["inverse"].index("1" * 21, 1)
    assert f["lines"][row].rstrip() == "3 Perle"  # no stack to take
    st = state(states[-1])
    assert st["board"][CO] == 2 and st["board"][PE] == 3 and st["hand"] == [5, 5] and st["deck"] == [43, 42]
    assert st["turn"] == 0


def test_dragon_pawn_changes_hands_roll_returns_a_card(tmp_path):
    # "Si l'adversaire récupère le jeton Dragon, il choisit une carte au hasard dans la main du joueur et
    # la pose sur la pioche de ce joueur (il revient à 5 cartes)."
    d = Drive()
    d.act("play", PT, 1)
    d.act("play", SO, 2, PT)  # P2 takes the pawn: a hand of six
    d.act("play", PT, 1)
    d.act("play", PE, 1)
    d.act("play", SO, 1, PT)  # P1 takes it from P2
    d.add("frame", "ok")
    d.roll()
    d.add("frame", "back:long")
    frames, states = frames_both(d.events, tmp_path)
    pending = [x.strip() for x in frames[0]["lines"]]
    assert "ROLL: card back" in pending and "P2 gives 1 back" in pending
    assert pending[1:3] == ["P1 gets 1 Pétrifié", "P1 gets dragon"]  # what the play took, said first
    assert state(states[-3]) == state(states[-4])  # ok does nothing while the card is to be returned
    after = state(states[-2])
    # the device drew which card of P2's six goes back (the screen says it); the rest is as planned
    back = after["news"][0]
    assert back[:2] == ["back", 1] and 1 <= back[2] <= 6
    assert [x.strip() for x in frames[1]["lines"]][1] == "P2 card %d >deck" % back[2]
    d.st["news"] = after["news"]
    assert after["ret"] is None and after["dragon"] == 0 and after == d.st
    # P2: 2+1 drawn up to six, 1 drawn after the Perle, 1 given back
    assert after["hand"] == [6, 5] and after["deck"][1] == 45 - 3 - 1 + 1
    assert states[-2]["game"]["undoable"] == []  # the card given back was drawn by the device: a fixed point
    assert state(states[-1]) == after  # "Dice stay rolled": the returned card is not undone


def test_undo_a_play(tmp_path):
    d = Drive()
    d.act("play", CO, 2)
    d.act("play", PE, 1)
    d.add("back:long", "back:long", "back:long")
    docs = cli_both(d.events, tmp_path)
    assert state(docs[-4])["board"][PE] == 1
    assert state(docs[-3])["board"][CO] == 2 and state(docs[-3])["board"][PE] == 0
    assert state(docs[-3])["turn"] == 1 and state(docs[-3])["deck"] == [43, 45]
    assert state(docs[-2]) == opale.new_state(2, {"scoring": "table", "premonition": "off", "shells": "off"})
    assert docs[-1] == docs[-2]  # nothing left to undo


def test_shells_variant_flow(tmp_path):
    # "(début de tour) jouez des cartes sur 2 emplacements ce tour" then "(fin de tour) posez ce jeton sur un
    # emplacement : votre adversaire ne peut jouer sur cet emplacement à son prochain tour."
    d = Drive(shells=1)
    d.act("shell", 1)
    d.act("play", PE, 1)
    d.act("play", PT, 1)  # the second location; the turn ends by itself (one shell a turn)
    d.act("play", PE, 1)  # P2
    d.act("shell", 4, GO)  # P2 blocks the Golem
    shown = len(d.events)
    d.act("play", GA, 1)
    d.act("end")  # P1 keeps two end-of-turn shells: the turn ends on "End turn"
    docs = cli_both(d.events, tmp_path)
    assert state(docs[-2])["blk"] == [GO, 1]
    st = state(docs[-1])
    assert st["board"][PE] == 2 and st["board"][PT] == 1 and st["board"][GA] == 1
    assert st["sh"] == [2, 16] and st["blk"] is None  # removed at the start of P2's next turn
    assert st["turn"] == 1 and st["hand"] == [5, 5] and st["deck"] == [42, 44]
    frames, _ = frames_both(d.events[:shown] + ["frame"], tmp_path)
    lines = [x.rstrip() for x in frames[0]["lines"]]
    assert "Blocked: Golem" in lines


def test_end_after_third_cite_then_scoring_entry(tmp_path):
    # "La partie prend fin quand la troisième pile est posée." / "l'adversaire joue encore un tour et la
    # partie prend fin. Comptez les points sur les cartes dans votre pile de score."
    d = Drive(scoring=1)  # pile totals entered by hand
    d.act("play", CH, 3)  # P1: 3 Chasseresse (nothing to take) go under the board
    d.act("play", CI, 3)  # P2: takes the 3 Chasseresse, first pile set aside
    d.act("play", CI, 3)
    d.act("play", CI, 3)  # P2 sets the third pile down
    d.add("frame")
    d.act("play", PT, 1)  # P1's last turn
    d.add("frame")
    d.act("add", 10)
    d.act("add", 1)
    d.act("next")
    d.act("add", 10)
    d.add("frame")
    d.act("done")
    d.add("frame", "ok")
    frames, states = frames_both(d.events, tmp_path)
    assert frames[0]["lines"][0].startswith("Opale P1 LAST")
    assert frames[1]["lines"][0].startswith("Opale: scoring")
    assert frames[1]["lines"][1].startswith("Pile total P1")
    assert frames[2]["lines"][2].startswith("P1 11  P2 10")
    end = [x.rstrip() for x in frames[3]["lines"]]
    assert end[0] == "Opale: end" and "Winner: P1" in end
    st = state(states[-2])
    assert st["ph"] == "over" and st["tot"] == [11, 10] and st["cite"] == 3
    assert st["pile"][1][CH] == 3
    assert states[-1]["game"] is not None  # ok on the end screen opens the game menu, the game stays


def test_help_page_explains_the_screen_then_lists_the_stacks(tmp_path):
    d = Drive()
    d.act("play", GA, 3)
    d.add("ok:long", "frame")
    for _ in range(16):  # a page is 7 rows: five rows a look misses none
        d.add("down", "down", "down", "down", "down", "frame")
    d.add("back", "frame")
    frames, states = frames_both(d.events, tmp_path)
    pages = [[x.rstrip() for x in f["lines"]] for f in frames]
    assert pages[0][:2] == ["Help", "2 Corail +Perle:"]  # the legend of the game screen first
    seen = [line for page in pages[:-1] for line in page[1:]]
    assert "Hand 5 Deck 40:" in seen and "P2 orange" in seen  # its abbreviations, LEDs and colours
    assert seen.index("Gardien     3/4") > seen.index("P2 orange")  # then the stacks (the info page)
    assert pages[-2][-1] == " long ok: help"  # the buttons close it
    assert pages[-1][0].startswith("Opale P2")  # any other button goes back to the game


def test_a_whole_game_of_single_cards_fits_in_128k(tmp_path):
    # the longest game: one card a turn until a hand cannot be refilled, with the shells (an "End turn" each
    # turn while an end-of-turn shell is left): every action is stored in the saved game
    d = Drive(shells=1)
    while d.st["ph"] == "play":
        d.act("play", PE, 1)
        if d.st["pl"]:
            d.act("end")
    d.act("done")
    d.add("frame")
    frames, states = frames_both(d.events, tmp_path)
    assert [x.rstrip() for x in frames[-1]["lines"]][0] == "Opale: end"
    st = state(states[-1])
    # 45 cards drawn by each, then P1 cannot refill (the end) and P2 plays one last turn: 45 + 45 + 1 + 1
    assert st == d.st and st["ph"] == "over" and st["deck"] == [0, 0] and st["board"][PE] == 92
    assert st["hand"] == [4, 4] and states[-1]["game"]["played"] == 2 * 92 + 1


def test_the_pawn_from_a_holder_short_of_six_sends_no_card_back(tmp_path):
    """RULES.md: "The dragon pawn's holder's hand is 6 cards: a holder who cannot refill to 6 has failed to
    complete the hand (the end is triggered). When the pawn changes hands, its former holder returns one
    random card to the top of their deck only when holding 6." """
    d = Drive()
    d.act("play", PE, 1)
    d.act("play", PT, 1)  # P2
    d.act("play", SO, 1, PT)  # P1 takes the pawn: a hand of 6
    while d.st["deck"][0]:
        d.act("play", PE, 1)  # P2
        d.act("play", PE, 6)  # P1 empties the hand, draws 6 more
    d.act("play", PE, 1)  # P2
    d.act("play", PT, 1)  # P1's deck is empty: 5 cards, not 6, the end is triggered
    d.add("frame")
    d.act("play", SO, 1, PT)  # P2's last turn takes the pawn: P1 holds 5, nothing goes back
    d.add("frame")
    frames, states = frames_both(d.events, tmp_path)
    last_turn = [x.rstrip() for x in frames[0]["lines"]]
    assert last_turn[0] == "Opale P2 LAST" and "Last turn: P2" in last_turn
    scoring = [x.rstrip() for x in frames[1]["lines"]]
    assert scoring[0] == "Opale: scoring" and not [x for x in scoring if x.startswith("ROLL")]
    assert scoring[1:3] == ["P2 gets 1 Pétrifié", "P2 gets dragon"]
    st = state(states[-1])
    assert st == d.st and st["dragon"] == 1 and st["ret"] is None and st["hand"][0] == 5
