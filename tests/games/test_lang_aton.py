"""Aton in English, French and Italian: the same screens in CPython and MicroPython (128k heap), worded
with the French rulebook's words (cartouches, temples, royaume des morts) and Italian board-game terms."""

import pytest
from simdevice import both_runtimes, shown

from host_sim import autoplay, runtime

runtime.use_firmware()

from companion.games.aton import engine as aton  # noqa: E402
from companion.ui import lang  # noqa: E402

SEED = 3


def presses_for(*actions):
    """From a fresh game (8 spaces for the dead): the presses choosing each action in the device's list."""
    st = aton.new_state(2, {"dead": "8"})
    ui = autoplay.game_ui("aton")
    out = []
    for a in actions:
        acts = aton.legal_actions(st)
        out += autoplay.choose(ui, st, acts, acts.index(a))
        assert aton.apply(st, a) is None
    return out


# the options menu, the board check, a round's cards (Blue's 3 beats Red's 2 on cartouche 1: Blue +2, Red
# starts), the help page, back to the game
FIRST = (
    ["down", "down", "down", "ok", "frame", "ok", "frame"]
    + presses_for(["board"], *[["card", v] for v in (2, 1, 3, 2, 3, 2, 4, 4)])
    + ["frame", "ok:long", "frame", "back", "frame"]
)


def to_the_end():
    presses, s = autoplay.random_game("aton", 2, SEED, 4)
    assert s.over()
    return presses + ["frame", "ok:long", "frame"], s.state


WORDS = {
    # the options menu; the board check (title, temple 1's squares, the first action); the round's
    # first move (title, news, prompt, the temple's buttons); the help page
    "en": (
        ["Kingdom dead", "Dead: 8 spaces"],
        ["Board: T1 yellow", "T1 Y4 G3 K3 +1"],
        "Board is right",
        ["Rd 1: Red", "Card 1: Blue +2"],
        ["Place 2, T1-T3", " up: T1  down: T2"],
        ["Help", "Dead: 3 of 8: pieces", " in the kingdom of"],
    ),
    "fr": (
        ["Roy. des morts", "Morts: 8 cases"],
        ["Plat. T1 jaunes", "T1 J4 V3 N3 +1"],
        "Plateau correct",
        ["Tour 1: Rouge", "Cart.1: Bleu +2"],
        ["Poser 2, T1-T3", " haut: T1  bas: T2"],
        ["Aide", "Morts : 3 sur 8:", " pions au royaume"],
    ),
    "it": (
        ["Regno dei morti", "Morti: 8 spazi"],
        ["Tab. T1 gialle", "T1 G4 V3 N3 +1"],
        "Tabellone giusto",
        ["Turno 1: Rosso", "Cart.1: Blu +2"],
        ["Piazza 2, T1-T3", " su: T1  giù: T2"],
        ["Aiuto", "Morti: 3 su 8:", " pedine nel regno"],
    ),
}
END = {
    # the winner's title, the line before why the game ended, the help page of the end
    "en": (("Aton: Red wins", "Aton: Blue wins", "Aton: tie"), "Won by", "* the winner"),
    "fr": (("Victoire: Rouge", "Victoire: Bleu", "Aton: égalité"), "Victoire par", "* le gagnant"),
    "it": (("Vittoria: Rosso", "Vittoria: Blu", "Aton: pareggio"), "Vittoria con", "* il vincitore"),
}


@pytest.mark.parametrize("code", lang.LANGS)
def test_a_first_round_is_the_same_in_both_runtimes(code, tmp_path):
    both_runtimes(FIRST, SEED, tmp_path, code)


@pytest.mark.parametrize("code", lang.LANGS)
def test_a_first_round_in_each_language(code, tmp_path):
    menu, board, move, help_page, back = shown(FIRST, SEED, code)
    words = WORDS[code]
    assert menu[:2] == words[0]
    assert board[:2] == words[1] and words[2] in board
    assert move[:2] == words[3]
    assert words[4][0] in move and words[4][1] in move
    assert help_page[:3] == words[5]
    assert back == move  # any other button goes back to the game


@pytest.mark.parametrize("code", lang.LANGS)
def test_the_end_is_the_same_in_both_runtimes(code, tmp_path):
    both_runtimes(to_the_end()[0], SEED, tmp_path, code)


@pytest.mark.parametrize("code", lang.LANGS)
def test_the_end_in_each_language(code, tmp_path):
    presses, state = to_the_end()
    end, help_page = shown(presses, SEED, code)
    titles, won_by, legend = END[code]
    w = state["winners"]
    assert end[0] == titles[2 if len(w) > 1 else w[0]]
    assert won_by in end
    assert help_page[1] == legend


def drawable():
    """The letters the display draws: ASCII and Latin-1's (companion/ui/font.py)."""
    return set(chr(c) for c in range(32, 127)) | set(chr(c) for c in range(192, 256))


@pytest.mark.parametrize("code", ("fr", "it"))
def test_every_row_fits_the_display(code):
    # seeded random games, each screen's rows formatted with the values of play: 21 columns at most
    import random

    from companion.games.aton import pages as aton_pages
    from companion.games.aton import ui as aton_ui

    lang.use(code)
    lang.start_game("aton")
    letters = drawable()
    for seed in range(12):
        r = random.Random(seed)
        st = aton.new_state(2, {"dead": aton.OPTIONS[0][2][seed % 4]})
        while True:
            rows = [aton_ui.title(st)] + aton_ui.status(st, 0) + aton_ui.news(st)
            rows += aton_pages.legend(st) + aton_pages.info(st)
            rows += [aton_ui.label(st, a) for a in aton.legal_actions(st)]
            if aton.is_over(st):
                rows += aton_pages.end_lines(st)
            for row in rows:
                assert len(row) <= 21 and set(row) <= letters, row
            if aton.is_over(st):
                break
            assert aton.apply(st, r.choice(aton.legal_actions(st))) is None
