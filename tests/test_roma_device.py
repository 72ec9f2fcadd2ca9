"""Roma on the simulated device: `host_sim play --events` through the screens, both runtimes (128k heap)."""

from simdevice import frames_both, play_both

from host_sim import autoplay, runtime

runtime.use_firmware()

from companion.games import roma  # noqa: E402

SEED = 1  # its first roll of the three action dice shows 3, 4 and 6, as in the seed's worked turn
C = {name: i for i, name in enumerate(roma.CARDS)}
VALUES = {"Consul": (3, 3), "Forum": (5, 3), "Turris": (6, 6), "Legionarius": (4, 2)}  # cost, defence
NEW_GAME = ["back", "down", "down", "down", "ok", "down", "ok"]  # the game menu's New game, confirmed


def _play(events, seed=SEED):
    docs = play_both(events, "--game", "roma", "--seed", str(seed))
    return [doc["game"]["state"] for doc in docs]


class Driver:
    """Turns wanted actions into button presses: a local engine mirrors the device to find list positions."""

    def __init__(self, printed=None):
        self.state = roma.new_state(2, {"printed": printed})
        self.events = []

    def do(self, *action):
        acts = roma.legal_actions(self.state)
        k = acts.index(list(action))
        self.events += ["down"] * k + ["ok"]
        assert roma.apply(self.state, list(action)) is None

    def lay(self, name, disc, cost=None, defence=None):
        """A card laid from the hand; its printed values are entered when the device asks them."""
        self.do("card", C[name])
        if cost is not None:
            self.do("cost", cost)
            self.do("defence", defence)
        self.do("disc", disc)

    def roll(self, outcome):
        self.events.append("roll")
        assert roma.apply(self.state, list(outcome)) is None


def _set_up(d):
    """P1: Consul, Forum, Turris and Legionarius at discs 1, 2, 3, 5; P2 Consul, Forum, Turris, Forum."""
    for name, disc in (("Consul", 1), ("Forum", 2), ("Turris", 3), ("Legionarius", 5)):
        d.lay(name, disc, *VALUES[name])
    for name, disc in (("Consul", 1), ("Forum", 2), ("Turris", 3), ("Forum", 5)):
        d.lay(name, disc)  # known now: not asked again


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
    d.roll(["dice", 3, 4, 6])
    d.do("cards", 3)
    d.do("money", 6)
    d.do("play")
    d.lay("Legat", 4, 5, 2)
    d.do("activate", 4)
    d.do("end")
    states = _play(d.events)
    start = states[n_setup - 1]
    assert start["points"] == [8, 10] and start["reserve"] == 18 and start["phase"] == "roll"
    assert start["printed"][0][C["Turris"]] == 6 and start["printed"][1][C["Legionarius"]] == 2
    rolled = states[n_setup]
    assert rolled["dice"] == [3, 4, 6] and rolled["phase"] == "act"
    st = states[-1]
    assert st["points"] == [10, 8]  # P1: 10 - 2 + 2 for P2's discs 4 and 6; P2 then pays for them
    assert st["money"] == [1, 0] and st["reserve"] == 16 + 2 - 2 + 2
    assert st["discs"][0] == [C["Consul"], C["Forum"], C["Turris"], C["Legat"], C["Legionarius"], None]
    assert st["turn"] == 1 and st["phase"] == "roll"
    assert st == d.state  # the device and the engine agree


def test_dice_are_not_undone_but_actions_are():
    d = Driver()
    _set_up(d)
    d.roll(["dice", 3, 4, 6])
    d.do("money", 6)
    events = d.events + ["back:long", "back:long", "back:long"]
    states = _play(events)
    assert states[-4]["money"] == [6, 0]
    assert states[-3]["money"] == [0, 0] and states[-3]["dice"] == [3, 4, 6]  # the money undone
    assert states[-1] == states[-3]  # the roll stays


def test_the_screens_ask_the_values_and_say_the_cost_the_dice_and_the_combat(tmp_path):
    d = Driver()
    d.do("card", C["Consul"])
    d.events.append("frame")
    d.do("cost", 3)
    d.do("defence", 3)
    d.do("disc", 1)
    for name, disc in (("Forum", 2), ("Turris", 3), ("Legionarius", 4)):
        d.lay(name, disc, *VALUES[name])
    for name, disc in (("Consul", 1), ("Forum", 2), ("Turris", 3), ("Legionarius", 4)):
        d.lay(name, disc)
    d.events.append("frame")
    d.roll(["dice", 3, 4, 6])
    d.events.append("frame")
    d.do("activate", 4)
    d.events.append("frame")
    d.events.append("roll")
    d.events.append("frame")
    frames, docs = frames_both(autoplay.setup_presses("roma", 2) + d.events, tmp_path, SEED)
    asked, paid, rolled, attack, fought = [[x.rstrip() for x in f["lines"]] for f in frames]
    # the first Consul: its printed cost, then its defence, are asked once
    assert asked[0] == "P1 Consul" and asked[4] == "Printed cost?" and "Cost 0$" in asked[5]
    # phase 1: "1 point gagnant par disque à dé non occupé" (discs 5 and 6 are free), then the dice
    assert paid[1] == "P1 pays 2 VP" and rolled[1] == "Rolled 3 4 6"
    # the Legionarius faces P2's Legionarius: defence 2, +1 for P2's Turris
    assert attack[0] == "P1 Legionarius" and attack[4] == "Defence 3" and attack[5] == "ROLL: combat die"
    state = docs[-1]["game"]["state"]
    die, defence = state["news"][0][1:]
    assert defence == 3
    if die >= defence:  # "l'attaquant est le vainqueur et la carte est rejetée"
        assert fought[1:3] == ["Die %d vs 3 won" % die, "Legionarius out"]
        assert state["discs"][1][3] is None
    else:
        assert fought[1] == "Die %d vs 3 lost" % die


def test_the_values_entered_once_come_back_in_the_next_game(tmp_path):
    d = Driver()
    _set_up(d)
    events = autoplay.setup_presses("roma", 2) + d.events + NEW_GAME + autoplay.setup_presses("roma", 2)
    again = Driver(roma.remembered(d.state))
    again.lay("Legionarius", 6)  # no cost or defence asked: the device remembers them
    frames, docs = frames_both(events + again.events + ["frame"], tmp_path, SEED)
    kept = docs[-1]["settings"]["kept"]["roma"]
    assert kept == roma.remembered(d.state) and kept[1][C["Turris"]] == 6
    game = docs[-1]["game"]
    assert game["played"] == 2 and game["state"]["discs"][0][5] == C["Legionarius"]
    assert game["state"]["phase"] == "card" and game["state"] == again.state
    assert [x.rstrip() for x in frames[0]["lines"]][4] == "P1 card 2 of 4"


def test_the_values_entered_are_on_the_flash_after_a_new_game_and_a_power_cut(tmp_path):
    d = Driver()
    _set_up(d)
    frames_both(autoplay.setup_presses("roma", 2) + d.events + NEW_GAME, tmp_path, SEED)
    _, docs = frames_both(["down"], tmp_path, SEED)  # the same flash: a power-up first, at the menu
    assert docs[-1]["game"] is None
    assert docs[-1]["settings"]["kept"]["roma"] == roma.remembered(d.state)
