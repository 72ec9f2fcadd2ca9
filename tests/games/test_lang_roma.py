"""Roma in English, French and Italian: the three tables agree, every text fits 21 columns in the font's
letters, the device shows the rulebook's words (points gagnants, sesterces, disques à dé, dé de combat; the
cards keep their Latin names), and both runtimes draw the same pixels (heap 128k)."""

import pytest
from simdevice import both_runtimes, shown

from host_sim import runtime

runtime.use_firmware()

from companion.core import rng  # noqa: E402
from companion.core.session import Session  # noqa: E402
from companion.games.roma import engine as roma  # noqa: E402
from companion.games.roma import pages as pages  # noqa: E402
from companion.games.roma import ui as ui  # noqa: E402
from companion.ui import lang  # noqa: E402

LETTERS = set(chr(c) for c in range(32, 127)) | set(chr(c) for c in range(192, 256))  # the font's
SEED = 1  # the first roll of the action dice shows 3, 4 and 6 (tests/games/test_roma_device.py)
C = {name: i for i, name in enumerate(roma.CARDS)}
SIDE = {1: "Consul", 2: "Forum", 3: "Turris", 4: "Legionarius"}  # each player's set-up


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
                assert len(row) <= 21 and set(row) <= LETTERS, (code, row)
            out = roma.chance(s)
            acts = roma.legal_actions(s)
            if out:
                r, a = rng.pick_weighted(r, out)
            else:  # fixing values, cancelling and ending the turn now and then
                r, a = rng.pick_weighted(r, [(x, 1 if x[0] in ("fix", "cancel", "end") else 8) for x in acts])
            assert roma.apply(s, a) is None
        for row in _rows(s) + pages.end_lines(s) + pages.legend(s) + pages.info(s):
            assert len(row) <= 21 and set(row) <= LETTERS, (code, row)


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

    def side(self, cards):
        """A side's set-up, {disc: name}: disc by disc, the card facing it or the disc left empty."""
        for d in range(1, max(cards) + 1):
            self.do(*(["card", C[cards[d]]] if d in cards else ["empty"]))

    def roll(self, outcome):
        self.events.append("roll")
        assert roma.apply(self.state, list(outcome)) is None


def first_turn():
    """The set-up (nothing but the card facing each disc asked), P1's roll of 3 4 6, the help page, a
    Legionarius attacking P2's at disc 4 (its defence asked, the first attack on one: 2, + 1 for P2's
    Turris), its combat die: a "frame" at each."""
    d = Driver()
    d.events.append("frame")
    d.side(SIDE)
    d.side(SIDE)
    d.events.append("frame")
    d.roll(["dice", 3, 4, 6])
    d.events += ["frame", "ok:long", "frame", "back", "frame"]
    d.do("activate", 4)
    d.events.append("frame")
    d.do("defence", 2)
    d.events += ["frame", "roll", "frame"]
    return d.events


def to_the_end():
    """The set-up, then turns of nothing but ending them: two free discs cost each player 2 points a turn,
    until P1 has none left ("un joueur n'a plus de points gagnants"); then the final screen, its help page."""
    d = Driver()
    d.side(SIDE)
    d.side(SIDE)
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
    # the set-up (title, its question), the turn's start (title, phase 1's payment, ROLL), the roll (news,
    # first action), the help page, a defence asked (title, prompt, first value), the combat (defence, ROLL),
    # its die
    "en": (
        ("Roma: set-up", "P1 at disc 1?"),
        ("Roma: P1 turn", "P1 pays 2 VP", "ROLL: 3 dice"),
        ("Rolled 3 4 6", "Legionarius (4)"),
        ("Help", ">P1 10 VP  5$:", " > whose turn,"),
        ("P2 Legionarius", "Printed defence?", "Defence 1"),
        ("P1 Legionarius", "Defence 3", "ROLL: combat die"),
        "Die ",
    ),
    "fr": (
        ("Roma: placement", "J1 au disque 1 ?"),
        ("Roma: tour de J1", "J1 paie 2 PV", "ROLL: 3 dés"),
        ("Dés 3 4 6", "Legionarius (4)"),
        ("Aide", ">J1 10 PV  5$:", ">: à qui le tour"),
        ("J2 Legionarius", "Déf. imprimée ?", "Défense 1"),
        ("J1 Legionarius", "Défense 3", "ROLL: dé combat"),
        "Dé ",
    ),
    "it": (
        ("Roma: inizio", "G1 al disco 1?"),
        ("Roma: turno G1", "G1 paga 2 PV", "ROLL: 3 dadi"),
        ("Dadi 3 4 6", "Legionarius (4)"),
        ("Aiuto", ">G1 10 PV  5$:", " > di chi è il"),
        ("G2 Legionarius", "Difesa stampata?", "Difesa 1"),
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
    setup, turn, rolled, help_page, back, asked, combat, fought = shown(first_turn(), SEED, code)
    w = WORDS[code]
    assert setup[0] == w[0][0] and setup[3] == w[0][1] and setup[1:3] == ["1- 2- 3-", "4- 5- 6-"]
    assert turn[0] == w[1][0] and turn[1] == w[1][1] and w[1][2] in turn
    assert rolled[1] == w[2][0] and w[2][1] in rolled
    assert help_page[:3] == list(w[3])
    assert back == rolled  # any other button goes back to the game
    assert asked[0] == w[4][0] and asked[4] == w[4][1] and w[4][2] in asked
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
    assert ui.title(s) == "Roma: placement" and ui.status(s, 0)[2] == "J1 au disque 1 ?"
    s["placed"] = 8  # the set-up done: the points, sesterces and dice
    assert ui.status(s, 0)[0] == ">J1 10 PV   0$"
    lang.use("it")
    assert ui.status(s, 0)[2] == "Ris 16  - - -" and ui.label(s, ["card", C["Turris"]]) == "Turris"
