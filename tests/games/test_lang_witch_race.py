"""Course de sorcieres in English, French and Italian: the same screens in both runtimes, the rulebook's words
on them, every text within 21 columns and drawable."""

import pytest
from simdevice import both_runtimes, frames_at, shown

from host_sim import autoplay, runtime

runtime.use_firmware()

from companion.core import rng  # noqa: E402
from companion.core.session import Session  # noqa: E402
from companion.games.witch_race import pages as pages  # noqa: E402
from companion.games.witch_race import ui as ui  # noqa: E402
from companion.ui import lang  # noqa: E402

ACCENTED = "".join([chr(c) for c in range(192, 256)])  # the font's letters after ASCII (Latin-1's)

LANGS = ("en", "fr", "it")
SEED = 1  # P1 rolls a 5: a new witch onto square 5, face down; told red magic: P1's own sign
SETUP = autoplay.setup_presses("witch_race", 2)
# the first roll, the tile asked (another colour's numbers by colour on ok, roll and up, red magic on down; a
# long roll shows the list of them all), the help page, red magic: a card offered on the own sign
SCRIPT = SETUP + ["roll", "ok", "ok:long", "back", "down"]
RACE = autoplay.random_game("witch_race", 2, SEED, SEED)[0]  # a whole race, then the help page at its end
ENDING = RACE + ["ok:long"]

_START = len(SETUP) - 1
_ROLLED = len(SETUP)
_COLOUR = _ROLLED + 1
_HELP = _COLOUR + 1
_OWN = _HELP + 2
WORDS = {
    "en": (
        (_START, 0, "P1 roll the die"),
        (_START, 1, ">P1  -  -  - 12 cards"),
        (_START, 3, "Piles B12 Y12"),
        (_START, 4, "ROLL: the die"),
        (_ROLLED, 0, "P1: move by 5"),
        (_ROLLED, 1, "P1 rolled 5"),
        (_ROLLED, 5, "New witch to 5"),
        (_COLOUR, 0, "Which tile on 5?"),
        (_COLOUR, 1, ">P1  5  -  - 12 cards"),  # five lines: the title says the square, no news
        (_COLOUR, 3, " ok: Green 2-10"),  # another colour's number: only its colour
        (_COLOUR, 4, " roll: Blue 2-10"),  # each button enters one of the likeliest tiles
        (_COLOUR, 5, " up: Yellow 2-10"),
        (_COLOUR, 6, " down: Red magic"),
        (_COLOUR, 7, " long roll: more"),  # the list of them all
        (_HELP, 0, "Help"),
        (_HELP, 1, ">P1 H4 17  - 9 cards:"),
        (_OWN, 0, "P1 play a card?"),
        (_OWN, 5, "Stay here"),
        (_OWN, 6, "Card 2 to 7"),
    ),
    "fr": (
        (_START, 0, "J1 lance le dé"),
        (_START, 1, ">J1  -  -  - main 12"),
        (_START, 3, "Talons b12 j12"),
        (_START, 4, "ROLL: le dé"),
        (_ROLLED, 0, "J1: avance de 5"),
        (_ROLLED, 1, "J1 a fait 5"),
        (_ROLLED, 5, "Nouvelle en 5"),
        (_COLOUR, 0, "Case 5 retournée?"),
        (_COLOUR, 1, ">J1  5  -  - main 12"),
        (_COLOUR, 3, " ok: Vert 2-10"),
        (_COLOUR, 4, " roll: Bleu 2-10"),
        (_COLOUR, 5, " haut: Jaune 2-10"),
        (_COLOUR, 6, " bas: Rouge magie"),
        (_COLOUR, 7, " roll long: autres"),
        (_HELP, 0, "Aide"),
        (_HELP, 1, ">J1 A4 17  - main 9:"),
        (_HELP, 2, " > à qui le tour"),
        (_OWN, 0, "J1: une carte ?"),
        (_OWN, 5, "S'arrêter ici"),
        (_OWN, 6, "Carte 2 à 7"),
    ),
    "it": (
        (_START, 0, "G1 tira il dado"),
        (_START, 1, ">G1  -  -  - 12 carte"),
        (_START, 3, "Mazzi b12 g12"),
        (_START, 4, "ROLL: il dado"),
        (_ROLLED, 0, "G1: avanza di 5"),
        (_ROLLED, 1, "G1 ha tirato 5"),
        (_ROLLED, 5, "Nuova strega->5"),
        (_COLOUR, 0, "Casella 5: quale?"),
        (_COLOUR, 1, ">G1  5  -  - 12 carte"),
        (_COLOUR, 3, " ok: Verde 2-10"),
        (_COLOUR, 4, " roll: Blu 2-10"),
        (_COLOUR, 5, " su: Giallo 2-10"),
        (_COLOUR, 6, " giù: Rosso magia"),
        (_COLOUR, 7, " roll lungo: altre"),
        (_HELP, 0, "Aiuto"),
        (_HELP, 1, ">G1 A4 17  - 9 carte:"),
        (_OWN, 0, "G1 gioca carta?"),
        (_OWN, 5, "Fermati qui"),
        (_OWN, 6, "Carta 2 a 7"),
    ),
}
END_WORDS = {
    "en": ("Race over", "P2 7 pts 322*", "Help", "P1 7 pts 43*:"),
    "fr": ("Course finie", "J2 7 pts 322*", "Aide", "J1 7 pts 43*:"),
    "it": ("Corsa finita", "G2 7 pt 322*", "Aiuto", "G1 7 pt 43*:"),
}


@pytest.mark.parametrize("lang_code", LANGS)
def test_the_screens_speak_the_language(lang_code):
    words = WORDS[lang_code]
    at = {i for i, _, _ in words}
    rows = dict(zip(sorted(at), shown(frames_at(SCRIPT, at), SEED, lang_code)))
    for i, row, text in words:
        assert rows[i][row].startswith(text), (i, row, rows[i])


@pytest.mark.parametrize("lang_code", LANGS)
def test_the_end_screen_speaks_the_language(lang_code):
    end, page = shown(frames_at(ENDING, {len(RACE) - 1, len(ENDING) - 1}), SEED, lang_code)
    over, row, helptitle, legend = END_WORDS[lang_code]
    assert end[0] == over and row in end[2:]  # under what the last move did
    assert page[0] == helptitle and page[1] == legend


@pytest.mark.parametrize("lang_code", LANGS)
def test_the_same_screens_in_both_runtimes(lang_code, tmp_path):
    both_runtimes(frames_at(SCRIPT, range(len(SCRIPT))), SEED, tmp_path, lang_code)


@pytest.mark.parametrize("lang_code", LANGS)
def test_the_same_end_screen_in_both_runtimes(lang_code, tmp_path):
    both_runtimes(RACE + ["frame", "ok:long", "frame"], SEED, tmp_path, lang_code)


# --- every text of the tables: the same slots and formats in each language, drawable, within 21 columns ---


def _drawable(text):
    for ch in text:
        assert " " <= ch <= "~" or ch in ACCENTED, (text, ch)


@pytest.mark.parametrize("lang_code", ("fr", "it"))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_screen_fits_and_is_drawable(lang_code, players):
    lang.use(lang_code)
    lang.start_game("witch_race")
    try:
        phases = set()
        for seed in range(4):
            s = Session("witch_race", players, {}, seed)
            pick = rng.seed_state(seed + 50)
            while True:
                st = s.state
                acts = s.legal()
                phases.add(st["phase"])
                rows = [ui.title(st)] + ui.news(st) + ui.status(st, 0) + [ui.roll_label(st)]
                rows += [ui.label(st, a) for a in acts] + pages.legend(st) + pages.info(st)
                rows += (ui.keys(st, acts) or ((), []))[1]  # the buttons' lines of a tile's question
                if s.over():
                    rows += pages.end_lines(st)
                for row in rows:
                    assert len(row) <= 21, (st["phase"], row)
                    _drawable(row)
                if s.over():
                    break
                if s.chance():
                    s.roll()
                    continue
                pick, i = rng.draw(pick, len(acts))
                assert s.act(acts[i]) is None
        assert {"roll", "move", "colour", "own", "foe", "over"} <= phases, phases
    finally:
        lang.use("en")
        lang.end_game()
