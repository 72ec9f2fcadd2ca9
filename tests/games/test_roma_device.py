"""Roma on the simulated device: `host_sim play --events` through the screens, both runtimes (128k heap)."""

from simdevice import frames_both, play_both

from host_sim import autoplay, runtime

runtime.use_firmware()

from companion.core.session import Session  # noqa: E402
from companion.games.roma import engine as roma  # noqa: E402

SEED = 1  # its first roll of the three action dice shows 3, 4 and 6, as in the rule book's worked turn
C = {name: i for i, name in enumerate(roma.CARDS)}
VALUES = {"Consul": (3, 3), "Forum": (5, 3), "Turris": (6, 6), "Legionarius": (4, 2)}  # cost, defence
NEW_GAME = ["back", "down", "down", "down", "ok", "down", "ok"]  # the game menu's New game, confirmed


def _play(events, seed=SEED):
    docs = play_both(events, "--game", "roma", "--seed", str(seed))
    return [doc["game"]["state"] for doc in docs]


class Driver:
    """Turns wanted actions into button presses: a session with the device's seed mirrors the device, to find
    the list positions and to know the dice it rolls."""

    def __init__(self, printed=None, seed=SEED):
        self.session = Session("roma", 2, {"printed": printed}, seed)
        self.state = self.session.state
        self.events = []

    def do(self, *action):
        acts = self.session.legal()
        k = acts.index(list(action))
        self.events += ["down"] * k + ["ok"]
        assert self.session.act(list(action)) is None
        self.state = self.session.state

    def side(self, cards):
        """A side's set-up, {disc: name}: disc by disc from the one asked, the card facing it or none."""
        for d in range(roma.next_disc(self.state), max(cards) + 1):
            self.do(*(["card", C[cards[d]]] if d in cards else ["empty"]))

    def buy(self, name, disc, cost=None):
        """A card played from the hand; its cost is entered when the device asks it."""
        self.do("play")
        self.do("card", C[name])
        if cost is not None:
            self.do("cost", cost)
        self.do("disc", disc)

    def roll(self):
        self.events.append("roll")
        outcome = self.session.roll()
        self.state = self.session.state
        return outcome

    def listed(self):
        """Frames that show every line of the list of actions: the cursor goes round it once."""
        n = len(self.session.legal())
        self.events += ["frame"] + ["down", "frame"] * (n - 1) + ["down"]


def _set_up(d):
    """P1: Consul, Forum, Turris and Legionarius at discs 1, 2, 3, 5; P2 Consul, Forum, Turris, Forum."""
    d.side({1: "Consul", 2: "Forum", 3: "Turris", 5: "Legionarius"})
    d.side({1: "Consul", 2: "Forum", 3: "Turris", 4: "Forum"})


def _rows(frames):
    """Every line the frames show, trailing blanks dropped."""
    out = []
    for f in frames:
        out += [x.rstrip() for x in f["lines"]]
    return out


def test_set_up_and_the_worked_turn_of_stephane():
    # "C'est le tour de Stéphane. Après avoir donné 1 point gagnant (pour un disque à dé non occupé), il jette
    # les dés qui montrent un "3" un "4" et un "6". [...] 1) Il emploie son "3" et prend trois cartes. [...]
    # 2) Il emploie son "6" pour prendre de l'agent dans la réserve, soit 6 sesterces. 3) Il joue une
    # carte(le"Legat" qu'il vient de tirer) en la mettant en face du disque à dé portant 4 points. [...]
    # Il paie alors le prix indiqué(5) [...] 4) Il emploie maintenant son "4" pour activer sa carte "legat"
    # se trouvant sur le disque à dé "4". Cela lui rapporte 2 points gagnants."
    # Here P1 has two empty discs (4 and 6), so phase 1 costs 2 points rather than 1.
    d = Driver()
    _set_up(d)
    n_setup = len(d.events)
    assert d.roll() == ["dice", 3, 4, 6]
    d.do("cards", 3)
    d.do("money", 6)
    d.buy("Legat", 4)  # its cost, 5, is the rule book's: not asked
    d.do("activate", 4)
    d.do("end")
    states = _play(d.events)
    start = states[n_setup - 1]
    assert start["points"] == [8, 10] and start["reserve"] == 18 and start["phase"] == "roll"
    assert start["printed"] == roma.new_state(2, {})["printed"]  # the set-up asked no value
    rolled = states[n_setup]
    assert rolled["dice"] == [3, 4, 6] and rolled["phase"] == "act"
    st = states[-1]
    assert st["points"] == [10, 8]  # P1: 10 - 2 + 2 for P2's discs 5 and 6; P2 then pays for them
    assert st["money"] == [1, 0] and st["reserve"] == 16 + 2 - 2 + 2
    assert st["discs"][0] == [C["Consul"], C["Forum"], C["Turris"], C["Legat"], C["Legionarius"], None]
    assert st["turn"] == 1 and st["phase"] == "roll"
    assert st == d.state  # the device and the engine agree


def test_dice_are_not_undone_but_actions_are():
    d = Driver()
    _set_up(d)
    d.roll()
    d.do("money", 6)
    events = d.events + ["back:long", "back:long", "back:long"]
    states = _play(events)
    assert states[-4]["money"] == [6, 0]
    assert states[-3]["money"] == [0, 0] and states[-3]["dice"] == [3, 4, 6]  # the money undone
    assert states[-1] == states[-3]  # the roll stays


def test_the_screens_ask_the_set_up_disc_by_disc_and_a_defence_at_the_first_attack(tmp_path):
    d = Driver()
    d.events.append("frame")
    d.do("empty")
    d.events.append("frame")
    d.side({2: "Forum", 3: "Turris", 4: "Legionarius", 6: "Consul"})  # disc 1 told already
    d.side({1: "Consul", 2: "Forum", 3: "Turris", 4: "Legionarius"})
    d.events.append("frame")
    d.roll()
    d.events.append("frame")
    d.do("activate", 4)
    d.events.append("frame")
    d.do("defence", 2)
    d.events += ["frame", "roll", "frame"]
    frames, docs = frames_both(autoplay.setup_presses("roma", 2) + d.events, tmp_path, SEED)
    first, second, paid, rolled, asked, attack, fought = [[x.rstrip() for x in f["lines"]] for f in frames]
    # the set-up: the card facing each disc, or none, and nothing else
    assert first[0] == "Roma: set-up" and first[3] == "P1 at disc 1?" and first[4] == "empty"
    assert first[1:3] == ["1- 2- 3-", "4- 5- 6-"]  # the cards laid so far on the side being laid: none
    assert second[3] == "P1 at disc 2?" and second[4] == "empty"
    # phase 1: "1 point gagnant par disque à dé non occupé" (discs 1 and 5 are free), then the dice
    assert paid[1] == "P1 pays 2 VP" and rolled[1] == "Rolled 3 4 6"
    assert "Legionarius (4)" in rolled  # the card the dice can activate comes first
    # the Legionarius attacks P2's Legionarius facing it, whose defence nobody has entered yet
    assert asked[0] == "P2 Legionarius" and asked[4] == "Printed defence?" and "Defence 1" in asked
    assert attack[0] == "P1 Legionarius" and attack[4] == "Defence 3" and attack[5] == "ROLL: combat die"
    state = docs[-1]["game"]["state"]
    die, defence = state["news"][0][1:]
    assert defence == 2 + 1  # its printed 2, +1 for P2's Turris
    if die >= defence:  # "l'attaquant est le vainqueur et la carte est rejetée"
        assert fought[1:3] == ["Die %d vs 3 won" % die, "Legionarius out"]
        assert state["discs"][1][3] is None
    else:
        assert fought[1] == "Die %d vs 3 lost" % die
    assert docs[-1]["settings"]["kept"]["roma"][1][C["Legionarius"]] == 2


def test_cards_out_of_the_game_or_of_no_use_are_not_offered_and_essedum_on_the_help_page(tmp_path):
    # "- Sicarius: Permet d'éliminer une carte de personne adverse étalée. La adverse et la carte Sicarius
    # sont toutes deux écartées du jeu (1* dans le jeu)"; "- Mercatus: Pour chaque Forum étalé par
    # l'adversaire, on obtien 1 points gagbabt de ce dernier."; "- Legat: Pour chaque disque dé non occupé,
    # on obtient un point gagnant de la réserve."; "- essedum: La valeur de défense des cartes adverses
    # étalées se réduit de 2"
    d = Driver()
    d.side({2: "Legat", 3: "Sicarius", 4: "Essedum", 6: "Mercatus"})
    d.side({1: "Mercator", 2: "Turris", 3: "Consul", 4: "Velites"})
    assert d.roll() == ["dice", 3, 4, 6]
    d.listed()  # Sicarius (3), Essedum (4); no Mercatus (6): P2 has no Forum
    k = d.events.count("frame")
    d.do("activate", 3)
    d.do("target", 1)  # the Mercator, the game's only one, leaves with the Sicarius
    d.do("activate", 4)
    d.do("money", 6)
    d.do("play")
    m = d.events.count("frame")
    d.listed()  # the cards to play: neither the Sicarius nor the Mercator
    d.do("fix")
    d.do("card", C["Essedum"])
    d.do("cost", 5)
    d.do("defence", 3)
    d.do("play")
    d.do("fix")
    d.do("card", C["Consul"])
    d.do("cost", 3)
    d.do("defence", 4)
    h = d.events.count("frame")
    d.events += ["ok:long"] + (["down"] * 5 + ["frame"]) * 9 + ["back"]  # the help page, to its end
    d.do("end")
    assert d.roll() == ["dice", 1, 2, 5]  # P2 fills its six discs
    for v in (5, 2, 1):
        d.do("money", v)
    d.buy("Forum", 1, 2)
    d.buy("Forum", 5)
    d.buy("Basilica", 6, 2)
    d.do("end")
    assert d.roll() == ["dice", 2, 2, 5] and None not in d.state["discs"][1]
    e = d.events.count("frame")
    d.listed()  # no Legat (2): P2 leaves no disc empty
    frames, docs = frames_both(autoplay.setup_presses("roma", 2) + d.events, tmp_path, SEED)
    assert docs[-1]["game"]["state"] == d.state
    start = _rows(frames[:k])
    assert "Sicarius (3)" in start and "Essedum (4)" in start and "Die 6: money" in start
    assert not [x for x in start if x.startswith("Mercatus")]
    to_play = _rows(frames[m:h])
    assert "Turris       ?$" in to_play and "Legat        5$" in to_play and "Fix card values" in to_play
    assert not [x for x in to_play if x.startswith("Sicarius") or x.startswith("Mercator ")]
    help_page = _rows(frames[h:e])
    # P1's own cards keep their defence; P2's lose 2 (the Consul: 4, +1 for the Turris beside, -2)
    assert "4 Essedum      3" in help_page and "3 Consul       3" in help_page
    assert "2 Turris       ?" in help_page  # not attacked yet: its defence is not known
    assert "Essedum      5/3" in help_page and "Legat        5/?" in help_page
    later = _rows(frames[e:])
    assert "Die 2: money" in later and not [x for x in later if x.startswith("Legat")]


def test_the_values_entered_once_come_back_in_the_next_game(tmp_path):
    d = Driver()
    _set_up(d)
    d.roll()
    d.do("money", 6)
    d.buy("Templum", 4, 6)  # its cost asked
    events = autoplay.setup_presses("roma", 2) + d.events + NEW_GAME + autoplay.setup_presses("roma", 2)
    again = Driver(roma.remembered(d.state))
    _set_up(again)  # (the next game's dice come from another seed: only its set-up is mirrored here)
    again.events += ["ok:long"] + (["down"] * 5 + ["frame"]) * 9
    frames, docs = frames_both(events + again.events, tmp_path, SEED)
    kept = docs[-1]["settings"]["kept"]["roma"]
    assert kept == roma.remembered(d.state) and kept[0][C["Templum"]] == 6
    game = docs[-1]["game"]
    assert game["state"]["printed"] == kept and game["state"]["discs"] == again.state["discs"]
    assert "Templum      6/?" in _rows(frames)  # the help page's table of the values entered


def test_the_values_entered_are_on_the_flash_after_a_new_game_and_a_power_cut(tmp_path):
    d = Driver()
    _set_up(d)
    d.roll()
    d.do("money", 6)
    d.buy("Templum", 4, 6)
    frames_both(autoplay.setup_presses("roma", 2) + d.events + NEW_GAME, tmp_path, SEED)
    _, docs = frames_both(["down"], tmp_path, SEED)  # the same flash: a power-up first, at the menu
    assert docs[-1]["game"] is None
    assert docs[-1]["settings"]["kept"]["roma"] == roma.remembered(d.state)
    assert docs[-1]["settings"]["kept"]["roma"][0][C["Templum"]] == 6


def test_a_cost_dearer_than_the_sesterces_is_kept_and_the_card_stays_in_hand(tmp_path):
    d = Driver()
    _set_up(d)
    d.roll()
    d.do("money", 6)
    d.do("play")
    d.do("card", C["Velites"])  # its cost not known yet: offered for the 6 sesterces
    d.events.append("frame")
    d.do("cost", 9)  # printed 9: more than 6
    d.events.append("frame")
    frames, docs = frames_both(autoplay.setup_presses("roma", 2) + d.events, tmp_path, SEED)
    asked, after = [[x.rstrip() for x in f["lines"]] for f in frames]
    assert asked[0] == "P1 Velites" and "Printed cost?" in asked and "Cost 6$" in asked
    assert "Cost 0$" not in asked and after[1] == "Velites costs 9$"
    st = docs[-1]["game"]["state"]
    assert st["phase"] == "act" and st["money"][0] == 6 and st["printed"][0][C["Velites"]] == 9
    assert C["Velites"] not in st["discs"][0] and st == d.state


def test_roll_ends_the_turn_while_the_list_stays(tmp_path):
    # every turn ends with "End turn": ROLL gives it a press of its own, the next player rolls with it too
    d = Driver()
    _set_up(d)
    d.roll()
    d.do("money", 6)
    d.events += ["frame", "up", "frame", "roll", "frame"]
    frames, docs = frames_both(autoplay.setup_presses("roma", 2) + d.events, tmp_path, SEED)
    listed, last, ended = [[x.rstrip() for x in f["lines"]] for f in frames]
    # the list as before, the cursor on its first row; "up" wraps to its last, which names the button
    assert listed[4:] == ["Die 3: money", "Die 3: cards", "Die 4: money", "Die 4: cards"]
    assert frames[0]["inverse"][4] == "1" * 21
    assert last[7] == "End turn: ROLL" and frames[1]["inverse"][7] == "1" * 21
    # ROLL ended the turn (not "nothing to roll"): P2 pays for the empty discs and rolls next
    assert ended[0] == "Roma: P2 turn" and ended[5] == "ROLL: 3 dice"
    state = docs[-1]["game"]["state"]
    assert state["turn"] == 1 and state["phase"] == "roll" and state["money"] == [6, 0]
    assert docs[-2]["game"]["state"]["turn"] == 0  # "up" chose nothing
