"""Roma in English, French and Italian: the three tables agree, every text fits 16 columns in the font's
letters, the device shows the rulebook's words (points gagnants, sesterces, disques à dé, dé de combat; the
cards keep their Latin names), and both runtimes draw the same pixels (heap 128k)."""

import pytest
from simdevice import both_runtimes, shown

from host_sim import runtime

runtime.use_firmware()

from companion.core import rng  # noqa: E402
from companion.core.session import Session  # noqa: E402
from companion.games import roma  # noqa: E402
from companion.games import roma_pages as pages  # noqa: E402
from companion.games import roma_ui as ui  # noqa: E402
from companion.ui import accents, lang  # noqa: E402

LETTERS = set("".join(chr(c) for c in range(32, 127)) + accents.LETTERS)
SEED = 1  # the first roll of the action dice shows 3, 4 and 6 (tests/test_roma_device.py)
C = {name: i for i, name in enumerate(roma.CARDS)}
VALUES = {"Consul": (3, 3), "Forum": (5, 3), "Turris": (6, 6), "Legionarius": (4, 2)}  # cost, defence


def _rows(state):
    rows = [ui.title(state), ui.roll_label(state)] + ui.status(state, 0) + ui.news(state)
    return rows + [ui.label(state, a) for a in roma.legal_actions(state)]


@pytest.mark.parametrize("code", lang.LANGS)
def test_every_row_of_random_games_fits_in_the_font(code):
    lang.use(code)
    lang.start_game("roma")
    for seed in (1, 2, 3):
        r = rng.seed_state(seed)
        s = roma.new_state(2, {})
        n = 0
        while not roma.is_over(s):
            rows = _rows(s)
            n += 1
            if n % 40 == 0:
                rows += pages.legend(s) + pages.info(s)
            for row in rows:
                assert len(row) <= 16 and set(row) <= LETTERS, (code, row)
            out = roma.chance(s)
            acts = roma.legal_actions(s)
            if out:
                r, a = rng.pick_weighted(r, out)
            else:  # fixing values, cancelling and ending the turn now and then
                r, a = rng.pick_weighted(r, [(x, 1 if x[0] in ("fix", "cancel", "end") else 8) for x in acts])
            assert roma.apply(s, a) is None
        for row in _rows(s) + pages.end_lines(s) + pages.legend(s) + pages.info(s):
            assert len(row) <= 16 and set(row) <= LETTERS, (code, row)


class Driver:
    """Presses choosing wanted actions: an engine mirrors the device to find their places in the list."""

    def __init__(self):
        self.state = roma.new_state(2, {})
        self.events = ["down"] * 4 + ["ok"]  # Roma in the games menu (two players, no options)
        self.actions = []

    def do(self, *action):
        self.events += ["down"] * roma.legal_actions(self.state).index(list(action)) + ["ok"]
        assert roma.apply(self.state, list(action)) is None
        self.actions.append(list(action))

    def lay(self, name, disc):
        self.do("card", C[name])
        if self.state["phase"] == "cost":
            self.do("cost", VALUES[name][0])
            self.do("defence", VALUES[name][1])
        self.do("disc", disc)

    def roll(self, outcome):
        self.events.append("roll")
        assert roma.apply(self.state, list(outcome)) is None


def first_turn():
    """The set-up (the first card's cost asked), P1's roll of 3 4 6, the help page, a Legionarius attacking
    P2's at disc 4 (defence 2 + 1 for P2's Turris), its combat die: a "frame" at each."""
    d = Driver()
    d.events.append("frame")
    d.do("card", C["Consul"])
    d.events.append("frame")
    d.do("cost", 3)
    d.do("defence", 3)
    d.do("disc", 1)
    for name, disc in (("Forum", 2), ("Turris", 3), ("Legionarius", 4)):
        d.lay(name, disc)
    for name, disc in (("Consul", 1), ("Forum", 2), ("Turris", 3), ("Legionarius", 4)):
        d.lay(name, disc)
    d.events.append("frame")
    d.roll(["dice", 3, 4, 6])
    d.events += ["frame", "ok:long", "frame", "back", "frame"]
    d.do("activate", 4)
    d.events += ["frame", "roll", "frame"]
    return d.events


def to_the_end():
    """The set-up, then turns of nothing but ending them: two free discs cost each player 2 points a turn,
    until P1 has none left ("un joueur n'a plus de points gagnants"); then the final screen, its help page."""
    d = Driver()
    for _ in (0, 1):
        for name, disc in (("Consul", 1), ("Forum", 2), ("Turris", 3), ("Legionarius", 4)):
            d.lay(name, disc)
    s = Session("roma", 2, {}, SEED)  # the device's generator: the same dice as the device draws
    for a in d.actions:
        assert s.act(a) is None
    assert s.state == d.state
    while not s.over():
        if s.chance():
            d.events.append("roll")
            s.roll()
            continue
        acts = s.legal()
        a = ["keep"] if ["keep"] in acts else ["end"]
        d.events += ["down"] * acts.index(a) + ["ok"]
        assert s.act(a) is None
    return d.events + ["frame", "ok:long", "frame"], s.state


WORDS = {
    # the set-up (title, its card), the first card's cost asked (prompt, first value), the turn's start
    # (title, phase 1's payment, ROLL), the roll (news, first action), the help page, the combat (defence,
    # ROLL), its die
    "en": (
        ("Roma: set-up", "P1 card 1 of 4"),
        ("P1 Consul", "Printed cost?", "Cost 0$"),
        ("Roma: P1 turn", "P1 pays 2 VP", "ROLL: 3 dice"),
        ("Rolled 3 4 6", "Die 3: money"),
        ("Help", ">P1 10 VP  5$:", " > whose turn,"),
        ("P1 Legionarius", "Defence 3", "ROLL: combat die"),
        "Die ",
    ),
    "fr": (
        ("Roma: placement", "J1 carte 1 sur 4"),
        ("J1 Consul", "Coût imprimé ?", "Coût 0$"),
        ("Roma: tour de J1", "J1 paie 2 PV", "ROLL: 3 dés"),
        ("Dés 3 4 6", "Dé 3: argent"),
        ("Aide", ">J1 10 PV  5$:", ">: à qui le tour"),
        ("J1 Legionarius", "Défense 3", "ROLL: dé combat"),
        "Dé ",
    ),
    "it": (
        ("Roma: inizio", "G1 carta 1 di 4"),
        ("G1 Consul", "Costo stampato?", "Costo 0$"),
        ("Roma: turno G1", "G1 paga 2 PV", "ROLL: 3 dadi"),
        ("Dadi 3 4 6", "Dado 3: denaro"),
        ("Aiuto", ">G1 10 PV  5$:", " > di chi è il"),
        ("G1 Legionarius", "Difesa 3", "ROLL: battaglia"),
        "Dado ",
    ),
}
END = {
    # the winner's title, why the game ended, the help page of the end
    "en": ("Roma: P2 wins", "No points left", "* the winner"),
    "fr": ("Roma: J2 gagne", "Un joueur à 0 PV", "* le gagnant"),
    "it": ("Roma: vince G2", "Giocatore a 0 PV", "* il vincitore"),
}


@pytest.mark.parametrize("code", lang.LANGS)
def test_a_first_turn_is_the_same_in_both_runtimes(code, tmp_path):
    both_runtimes(first_turn(), SEED, tmp_path, code)


@pytest.mark.parametrize("code", lang.LANGS)
def test_a_first_turn_in_each_language(code, tmp_path):
    setup, cost, turn, rolled, help_page, back, combat, fought = shown(first_turn(), SEED, code)
    w = WORDS[code]
    assert setup[0] == w[0][0] and setup[4] == w[0][1]
    assert cost[0] == w[1][0] and cost[4] == w[1][1] and w[1][2] in cost
    assert turn[0] == w[2][0] and turn[1] == w[2][1] and w[2][2] in turn
    assert rolled[1] == w[3][0] and w[3][1] in rolled
    assert help_page[:3] == list(w[4])
    assert back == rolled  # any other button goes back to the game
    assert combat[0] == w[5][0] and w[5][1] in combat and w[5][2] in combat
    assert fought[1].startswith(w[6])


@pytest.mark.parametrize("code", lang.LANGS)
def test_the_end_is_the_same_in_both_runtimes(code, tmp_path):
    both_runtimes(to_the_end()[0], SEED, tmp_path, code)


@pytest.mark.parametrize("code", lang.LANGS)
def test_the_end_in_each_language(code, tmp_path):
    presses, state = to_the_end()
    assert state["points"][0] == 0 and state["winners"] == [1]
    end, help_page = shown(presses, SEED, code)
    title, why, legend = END[code]
    assert end[0] == title and why in end
    assert help_page[1] == legend


def test_the_hooks_speak_the_language_in_use():
    s = roma.new_state(2, {})
    assert ui.title(s) == "Roma: set-up"
    lang.use("fr")
    lang.start_game("roma")
    assert ui.title(s) == "Roma: placement" and ui.status(s, 0)[0] == " J1 10 PV   0$"
    lang.use("it")
    assert ui.status(s, 0)[2] == "Ris 16  - - -" and ui.label(s, ["card", C["Turris"]]) == "Turris"
