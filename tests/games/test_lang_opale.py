"""Opale in English, French and Italian: the same screens in CPython and MicroPython (128k heap), worded
with the French rulebook's names for the cards and in each language's words for the rest."""

import pytest
from simdevice import both_runtimes, shown

from host_sim import autoplay, runtime

runtime.use_firmware()

from companion.games.opale import engine as opale  # noqa: E402
from companion.games.opale import ui as opale_ui  # noqa: E402
from companion.ui import lang  # noqa: E402

SEED = 5
CO, PE = opale.CORAIL, opale.PERLE


def presses_for(*actions):
    """From a fresh game at its default options: the presses choosing each action in the device's list, down
    from where the cursor starts."""
    st = opale.new_state(2, {})
    out = []
    for a in actions:
        acts = opale.legal_actions(st)
        out += ["down"] * ((acts.index(a) - opale_ui.cursor(st, acts)) % len(acts)) + ["ok"]
        assert opale.apply(st, a) is None
    return out


def play_to_the_end():
    """A random game to its scoring entry ("frame" there), then "Done: score" and the end screen."""

    def stop(state, _last):
        return ["frame"] if state["ph"] == "score" else None

    presses, s = autoplay.random_game("opale", 2, SEED, 9, stop=stop)
    done = s.legal().index(["done"])
    return presses + ["down"] * done + ["ok", "frame", "ok:long", "frame"]


# a first turn: the options menu, the game screen, a capture, the help page and the page after it
FIRST = (
    ["down", "down", "ok", "frame", "ok", "ok", "ok", "frame"]
    + presses_for(["play", PE, 1], ["play", CO, 1])
    + ["frame", "ok:long", "frame"]
    + ["down"] * 40
    + ["frame", "back", "frame"]
)


WORDS = {
    # the options menu; the game screen: title, hand and deck, Cite count, the pawn, a play (the cursor's, in
    # the middle of the one-card plays); the capture
    # (the news under the title); the help page; its page of stacks
    "en": (
        ["Scoring", "Points table", "Pile totals"],
        ["Opale P1", "Hand 5 Deck 45", "Cité 0 of 3, under 0", "Dragon: none", "1 Pétrifié"],
        "1 Golem +Sorcière",
        ["Opale P1", "P2 gets 1 Perle", "Hand 5 Deck 44"],
        ["Help", "2 Corail +Perle:", " 2 cards on the", " Dragon Corail,", " it takes every"],
        "Cité        0/3",
    ),
    "fr": (
        ["Décompte", "Table de points", "Total des piles"],
        ["Opale J1", "Main 5 Pioche 45", "Cité 0 sur 3, sous 0", "Dragon: aucun", "1 Pétrifié"],
        "1 Golem +Sorcière",
        ["Opale J1", "J2: +1 Perle", "Main 5 Pioche 44"],
        ["Aide", "2 Corail +Perle:", " 2 cartes sur le", " Dragon Corail,", " qui prend"],
        "Sorcière    0",
    ),
    "it": (
        ["Punteggio", "Tabella punti", "Totali pile"],
        ["Opale G1", "Mano 5 Mazzo 45", "Cité 0 su 3, sotto 0", "Drago: nessuno", "1 Pétrifié"],
        "1 Golem +Sorcière",
        ["Opale G1", "G2: +1 Perle", "Mano 5 Mazzo 44"],
        ["Aiuto", "2 Corail +Perle:", " 2 carte sul", " Dragon Corail,", " che prende"],
        "Sorcière    0",
    ),
}
END = {
    # the scoring entry (title, its last action), the end screen (title, the pawn's line), its help page
    "en": ("Opale: scoring", "Done: score", "Opale: end", "Dragon +3: ", "Dragon +3: the"),
    "fr": ("Opale: décompte", "Fini: décompte", "Opale: fin", "Dragon +3: ", "Dragon +3: qui a"),
    "it": ("Opale: punteggi", "Fatto: punteggio", "Opale: fine", "Drago+3: ", "Drago +3: chi ha"),
}


@pytest.mark.parametrize("code", lang.LANGS)
def test_a_first_turn_is_the_same_in_both_runtimes(code, tmp_path):
    both_runtimes(FIRST, SEED, tmp_path, code)


@pytest.mark.parametrize("code", lang.LANGS)
def test_a_first_turn_in_each_language(code, tmp_path):
    menu, start, capture, help_page, stacks, back = shown(FIRST, SEED, code)
    words = WORDS[code]
    assert menu[:3] == words[0]
    assert start[:5] == words[1] and words[2] in start
    assert capture[:3] == words[3]
    assert help_page[:5] == words[4]
    assert words[5] in stacks  # the page after the legend: every stack
    assert back == capture  # any other button goes back to the game


@pytest.mark.parametrize("code", lang.LANGS)
def test_the_scoring_entry_and_the_end_are_the_same_in_both_runtimes(code, tmp_path):
    both_runtimes(play_to_the_end(), SEED, tmp_path, code)


@pytest.mark.parametrize("code", lang.LANGS)
def test_the_scoring_entry_and_the_end_in_each_language(code, tmp_path):
    scoring, end, help_page = shown(play_to_the_end(), SEED, code)
    title, done, over, dragon, legend = END[code]
    assert scoring[0] == title and done in scoring
    assert end[0] == over and any(row.startswith(dragon) for row in end)
    assert help_page[1] == legend


def drawable():
    """The letters the display draws: ASCII and Latin-1's (companion/ui/font.py)."""
    return set(chr(c) for c in range(32, 127)) | set(chr(c) for c in range(192, 256))


@pytest.mark.parametrize("code", ("fr", "it"))
def test_every_row_fits_the_display(code):
    # seeded random games with every option, each screen's rows formatted with the values of play: the
    # translations fit 21 columns (English keeps its rows as they were)
    import random

    from companion.games.opale import pages as opale_pages
    from companion.games.opale import ui as opale_ui

    lang.use(code)
    lang.start_game("opale")
    letters = drawable()
    for seed in range(12):
        r = random.Random(seed)
        values = [o[2][seed >> k & 1] for k, o in enumerate(opale.OPTIONS)]
        st = opale.new_state(2, {o[0]: v for o, v in zip(opale.OPTIONS, values)})
        while True:
            rows = [opale_ui.title(st), opale_ui.roll_label(st)] + opale_ui.status(st, 0) + opale_ui.news(st)
            rows += opale_pages.legend(st) + opale_pages.info(st)
            rows += [opale_ui.label(st, a) for a in opale.legal_actions(st)]
            if opale.is_over(st):
                rows += opale_pages.end_lines(st)
            for row in rows:
                assert len(row) <= 21 and set(row) <= letters, row
            if opale.is_over(st):
                break
            ch = opale.chance(st)
            acts = [o for o, _ in ch] if ch else opale.legal_actions(st)
            adds = [a for a in acts if a[0] == "add" and a[1] > 0]
            a = max(adds) if adds and r.random() < 0.7 else r.choice(acts)  # big totals at the scoring
            assert opale.apply(st, a) is None
