"""Samarkand in English, French and Italian: the three tables agree, every text fits 21 columns in the font's
letters, the device shows the rulebook's words (familles, chameaux, marchandises, relations, dirhams), and
both runtimes draw the same pixels (heap 128k)."""

import pytest
from simdevice import both_runtimes, shown
from test_samarkand_device import ENDING, MARRIAGES, P1_EXTENDS, ROUNDS, SHOWING, script

from host_sim import autoplay, runtime

runtime.use_firmware()

from companion.core import rng  # noqa: E402
from companion.games.samarkand import engine as sk  # noqa: E402
from companion.games.samarkand import entry_ui as entry  # noqa: E402
from companion.games.samarkand import pages as pages  # noqa: E402
from companion.games.samarkand import ui as ui  # noqa: E402
from companion.ui import lang  # noqa: E402

LETTERS = set(chr(c) for c in range(32, 127)) | set(chr(c) for c in range(192, 256))  # the font's
SEED = 5
RED = 7


def _rows(state):
    rows = [ui.title(state)] + ui.status(state, 0) + ui.news(state)
    return rows + [ui.label(state, a) for a in sk.legal_actions(state)]


@pytest.mark.parametrize("code", lang.LANGS)
def test_every_row_of_random_games_fits_in_the_font(code):
    lang.use(code)
    lang.start_game("samarkand")
    for mode in ("tracker", "scoring"):
        for players in (2, 3, 5):
            r = rng.seed_state(players)
            s = sk.new_state(players, {"mode": mode})
            n = 0
            while not sk.is_over(s):
                rows = _rows(s)
                n += 1
                if n % 15 == 0:
                    rows += pages.legend(s) + pages.info(s)
                for row in rows:
                    assert len(row) <= 21 and set(row) <= LETTERS, (code, row)
                acts = sk.legal_actions(s)
                r, i = rng.draw(r, len(acts))
                assert sk.apply(s, acts[i]) is None
            for row in _rows(s) + pages.end_lines(s) + pages.legend(s) + pages.info(s):
                assert len(row) <= 21 and set(row) <= LETTERS, (code, row)


SETUP = autoplay.setup_presses("samarkand", 3)  # the games menu, 3 players, the mode (the turn tracker)


def a_game():
    """The mode menu, P1's first turn and its help page, the marriage's price, the claims at the end (red's
    fifth relation) and the final screen with its help page: a "frame" at each."""
    events = SETUP[:-1] + ["frame", "ok"]
    events += script([], MARRIAGES[:2], MARRIAGES[2:] + P1_EXTENDS + ROUNDS + ENDING, SHOWING)
    i = events.index("frame", len(SETUP) + 1)
    return events[: i + 1] + ["ok:long", "frame", "back"] + events[i + 1 :] + ["ok:long", "frame"]


def scoring_only():
    """The scoring-only mode: P1's dirhams (the list at the 10 each starts with), 12, then the goods tiles."""
    return SETUP[:-1] + ["down", "ok", "frame", "down", "down", "ok", "frame"]


WORDS = {
    # the mode menu; P1's first turn; its help page; the marriage's price; the claims; the final screen
    "en": (
        ["Mode", "Turn tracker", "Scoring only"],
        ["P1: your turn", "Youngest starts", "10$ 2 cards in hand", "No family yet", "Goods 0 relations 0"],
        ["Help", "$ dirhams; cards in", " hand, sold ones too"],
        ["P1 weds red", "Price on board?", "P1 has 10$", "Paid 1$"],
        ["P1 unsold cards", "Relation red-yellow", "red: 5 relations", "Cards on camels", "shown 0 of 4"],
        ["Final scores", "P3 cards shown", "P1 30 pts*"],
        ["Help", "* the winner", "P1, points: then"],
    ),
    "fr": (
        ["Mode", "Suivi des tours", "Décompte seul"],
        ["J1: votre tour", "Au plus jeune", "10$ main 2 cartes", "Aucune famille", "March 0 relations 0"],
        ["Aide", "$ dirhams; main: vos", " cartes, vendues"],
        ["J1 épouse rouge", "Prix du tableau?", "J1 a 10$", "Payé 1$"],
        ["J1 abat cartes", "Relation rouge-jaune", "rouge: 5 relations", "Cartes à chameau", "abattues 0/4"],
        ["Décompte final", "J3 a tout abattu", "J1 30 pts*"],
        ["Aide", "* le gagnant", "J1, points : puis"],
    ),
    "it": (
        ["Modalità", "Segui i turni", "Solo punteggio"],
        [
            "G1: tocca a te",
            "Il più giovane",
            "10$ 2 carte in mano",
            "Nessuna famiglia",
            "Merci 0 relazioni 0",
        ],
        ["Aiuto", "$ dirham; carte in", " mano, anche vendute"],
        ["G1 sposa rosso", "Prezzo pagato?", "G1 ha 10$", "Pagato 1$"],
        ["G1 carte in mano", "Relaz. rosso-giallo", "rosso: 5 relazioni", "Carte con camm.", "mostrate 0/4"],
        ["Punteggio finale", "G3: carte viste", "G1 30 punti*"],
        ["Aiuto", "* il vincitore", "G1, punti: poi"],
    ),
}
SCORING = {
    # the first field (title, value so far, the list's top row), then the next field once 12 is entered
    "en": (["P1 money", "Dirhams: 0", "10"], ["P1 goods tiles", "Goods tiles: 0"]),
    "fr": (["J1 dirhams", "Dirhams: 0", "10"], ["J1 tuiles march.", "Marchandises: 0"]),
    "it": (["G1 dirham", "Dirham: 0", "10"], ["G1 tessere merci", "Tess. merci: 0"]),
}


@pytest.mark.parametrize("code", lang.LANGS)
def test_a_game_is_the_same_in_both_runtimes(code, tmp_path):
    both_runtimes(a_game(), SEED, tmp_path, code)


@pytest.mark.parametrize("code", lang.LANGS)
def test_a_game_in_each_language(code, tmp_path):
    menu, turn, help_page, pay, claim, end, end_help = shown(a_game(), SEED, code)
    w = WORDS[code]
    assert menu[:3] == w[0]
    assert turn[:5] == w[1]
    assert help_page[:3] == w[2]
    assert pay[:4] == w[3]
    assert claim[:5] == w[4]
    assert end[:3] == w[5]
    assert end_help[:3] == w[6]


@pytest.mark.parametrize("code", lang.LANGS)
def test_the_scoring_only_mode_is_the_same_in_both_runtimes(code, tmp_path):
    both_runtimes(scoring_only(), SEED, tmp_path, code)


@pytest.mark.parametrize("code", lang.LANGS)
def test_the_scoring_only_mode_in_each_language(code, tmp_path):
    first, entered = shown(scoring_only(), SEED, code)
    start, after = SCORING[code]
    assert first[:3] == start
    assert entered[:2] == after


def test_the_hooks_speak_the_language_in_use():
    s = sk.new_state(2, {"mode": "tracker"})
    assert sk.apply(s, ["marry", RED]) is None
    assert ui.title(s) == "P1 weds red"
    lang.use("fr")
    lang.start_game("samarkand")
    assert ui.title(s) == "J1 épouse rouge" and ui.label(s, ["pay", 3]) == "Payé 3$"
    lang.use("it")
    assert ui.status(s, 0) == ["Prezzo pagato?", "G1 ha 10$"]
    s = sk.new_state(2, {"mode": "scoring"})
    assert entry.title(s) == "G1 dirham" and entry.label(s, ["next"]) == "-> tessere merci"
