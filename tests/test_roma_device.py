"""Roma on the simulated device: `host_sim play --events` through the screens, both runtimes (96k heap)."""

from simdevice import play_both

from host_sim import runtime

runtime.use_firmware()

from companion.games import roma  # noqa: E402

SEED = 1  # its first roll of the three action dice shows 3, 4 and 6, as in the seed's worked turn


def _play(events, seed=SEED):
    return [doc["game"]["state"] for doc in play_both(events, "--game", "roma", "--seed", str(seed))]


class Driver:
    """Turns wanted actions into button presses: a local engine mirrors the device to find list positions."""

    def __init__(self):
        self.state = roma.new_state(2, {})
        self.events = []

    def do(self, *action):
        acts = roma.legal_actions(self.state)
        k = acts.index(list(action))
        self.events += ["down"] * k + ["ok"]
        assert roma.apply(self.state, list(action)) is None

    def roll(self, outcome):
        self.events.append("roll")
        assert roma.apply(self.state, list(outcome)) is None


def test_set_up_and_the_worked_turn_of_stephane():
    # "C'est le tour de Stéphane. Après avoir donné 1 point gagnant (pour un disque à dé non occupé), il jette
    # les dés qui montrent un "3" un "4" et un "6". [...] 1) Il emploie son "3" et prend trois cartes. [...]
    # 2) Il emploie son "6" pour prendre de l'agent dans la réserve, soit 6 sesterces. 3) Il joue une
    # carte(le"Legat" qu'il vient de tirer) en la mettant en face du disque à dé portant 4 points. [...]
    # Il paie alors le prix indiqué(5) [...] 4) Il emploie maintenant son "4" pour activer sa carte "legat"
    # se trouvant sur le disque à dé "4". Cela lui rapporte 2 points gagnants."
    # Here P1 laid only 4 set-up cards (discs 1, 2, 3, 5), so phase 1 costs 2 points rather than 1.
    d = Driver()
    for disc in (1, 2, 3, 5, 1, 2, 3, 4):
        d.do("disc", disc)
    n_setup = len(d.events)
    d.roll(["dice", 3, 4, 6])
    d.do("cards", 3)
    d.do("money", 6)
    d.do("play", 4)
    d.do("amt", 5)
    d.do("activate", 4)
    d.do("gain")
    d.do("amt", 2)
    d.do("end")
    states = _play(d.events)
    start = states[n_setup - 1]
    assert start["vp"] == [8, 10] and start["res"] == 18 and start["phase"] == "roll"
    rolled = states[n_setup]
    assert rolled["dice"] == [3, 4, 6] and rolled["phase"] == "act"
    st = states[-1]
    assert st["vp"] == [10, 8]  # P1: 10 - 2 + 2; P2 has paid for discs 5 and 6
    assert st["money"] == [1, 0] and st["res"] == 16 + 2 - 2 + 2
    assert st["discs"] == [0b011111, 0b001111]
    assert st["turn"] == 1 and st["phase"] == "roll"
    assert st == d.state  # the device and the engine agree


def test_dice_are_not_undone_but_actions_are():
    d = Driver()
    for disc in (1, 2, 3, 4, 1, 2, 3, 4):
        d.do("disc", disc)
    d.roll(["dice", 3, 4, 6])
    d.do("money", 6)
    events = d.events + ["back:long", "back:long", "back:long"]
    states = _play(events)
    assert states[-4]["money"] == [6, 0]
    assert states[-3]["money"] == [0, 0] and states[-3]["dice"] == [3, 4, 6]  # the money undone
    assert states[-1] == states[-3]  # the roll stays


def test_the_screen_says_the_cost_the_dice_and_the_combat(tmp_path):
    from simdevice import frames_both

    from host_sim import autoplay

    d = Driver()
    for disc in (1, 2, 3, 5, 1, 2, 3, 4):
        d.do("disc", disc)
    events = d.events + ["frame", "roll", "frame"]
    d.roll(["dice", 3, 4, 6])
    d.do("attack", 4)
    d.do("def", 3)
    events = events + d.events[len(events) - 3 :] + ["roll", "frame"]
    frames, docs = frames_both(autoplay.setup_presses("roma", 2) + events, tmp_path, SEED)
    paid, rolled, fought = [[x.rstrip() for x in f["lines"]] for f in frames]
    # phase 1: "1 point gagnant par disque à dé non occupé" (discs 4 and 6 are free), then the dice
    assert paid[1] == "P1 pays 2 VP" and rolled[1] == "Rolled 3 4 6"
    die, defence, disc = docs[-1]["game"]["state"]["news"][0][1:]
    assert (defence, disc) == (3, 4)
    if die >= defence:  # "l'attaquant est le vainqueur et la carte est rejetée"
        assert fought[1:3] == ["Die %d vs 3 won" % die, "P2 loses d4 card"]
    else:
        assert fought[1] == "Die %d vs 3 lost" % die
