"""L'Or des dragons in English, French and Italian: the same screens in both runtimes, the rulebook's words on
them, every text within 21 columns and drawable."""

import pytest
from simdevice import both_runtimes, frames_at, shown
from test_dragons_gold_device import Hunt

from host_sim import runtime

runtime.use_firmware()

from companion.core import rng  # noqa: E402
from companion.games.dragons_gold import pages as pages  # noqa: E402
from companion.games.dragons_gold import ui as ui  # noqa: E402
from companion.ui import lang  # noqa: E402

ACCENTED = "".join([chr(c) for c in range(192, 256)])  # the font's letters after ASCII (Latin-1's)

LANGS = ("en", "fr", "it")
SEED = 3
MENU = ["down", "ok", "ok", "ok"]  # Or des dragons, 3 players, basic rules


def dragons(h, *cards):
    for card in cards:
        h.reveal(*card)
    return h


# the presses from where the device's cursor starts (test_dragons_gold_device.Hunt)
OPENING_CARDS = ((5, 2, 1), (6, 3, 0), (7, 1, 2), (8, 0, 3))
# the opening, the first player drawn, an attack and its value asked, the help page, a second attack: a
# coalition kills dragon 1 (3 + 3 of 5)
SCRIPT = dragons(Hunt(SEED), *OPENING_CARDS).roll().attack(0, 3).then("ok:long", "back").attack(0, 3).events
# the hunt ends at once: a power-20 dragon under every card, then the tokens behind the screens
_hunt = dragons(Hunt(SEED), (20, 1, 0), (20, 0, 0), (20, 0, 0), (20, 0, 0)).roll()
for _ in range(12):
    _hunt.attack(0, 1)
HUNT = list(_hunt.events)
_hunt.act("pts", 16).act("pts", 4).act("pts", 0).act("black", -1)  # P1 10 silver and 2 gold, P2 4 silver
for _ in range(5):
    _hunt.act("most", 0)  # nobody has a colour
ENDING = _hunt.events


# what SCRIPT shows at a few presses: (press index, row, text the row starts with) per language
_START = len(MENU) - 1
_KNOWN = len(Hunt(SEED).act("power", 5).act("known", 2).events) - 1  # the first card's known tokens drawn
_ROLLED = len(dragons(Hunt(SEED), *OPENING_CARDS).roll().events) - 1
_VALUE = _ROLLED + 1
_HELP = len(dragons(Hunt(SEED), *OPENING_CARDS).roll().attack(0, 3).events)
_SPLIT = len(SCRIPT) - 1
_h = dragons(Hunt(SEED), *OPENING_CARDS).roll().attack(0, 3).then("ok:long", "back")
_KILLED = len(_h.act(*_h.session.legal()[0]).act("value", 3).events) - 1  # its hidden tokens asked
WORDS = {
    "en": (
        (_START, 0, "Dragon 1 of 4"),
        (_START, 1, "Power (top)?"),
        (_START, 2, "Bag 126 Pile 14"),
        (_KNOWN, 0, "Dragon 2 of 4"),
        (_KNOWN, 1, "Draw 2 onto D1"),
        (_KNOWN, 2, "Power (top)?"),
        (_KILLED, 0, "D1 killed!"),
        (_KILLED, 1, "Hidden tokens?"),
        (_KILLED, 2, "(bottom right)"),
        (_ROLLED, 1, "Drawn: P"),
        (_ROLLED, 4, "P3: 2 war thief wiz"),
        (_ROLLED, 6, "D1 Warrior"),
        (_VALUE, 3, "Warrior value?"),
        (_HELP, 0, "Help"),
        (_HELP, 1, "D1 5/9: dragon 1,"),
        (_SPLIT, 0, "Share D1 loot!"),
        (_SPLIT, 1, "D1 dead: draw 1"),
        (_SPLIT, 3, "Loot 3 tokens"),
        (_SPLIT, 4, "Time 1:00"),
    ),
    "fr": (
        (_START, 0, "Dragon 1 sur 4"),
        (_START, 1, "Puissance ?"),
        (_START, 2, "(en haut)"),
        (_START, 3, "Sac 126 Pile 14"),
        (_KNOWN, 1, "Tirer 2 sur D1"),
        (_KNOWN, 2, "Puissance ?"),
        (_KILLED, 0, "D1 tué !"),
        (_KILLED, 1, "Trésor inconnu ?"),
        (_KILLED, 2, "(bas à droite)"),
        (_ROLLED, 1, "Tiré au sort: J"),
        (_ROLLED, 4, "J3: 2 guer vol mag"),
        (_ROLLED, 6, "D1 Guerrier"),
        (_VALUE, 3, "Valeur Guerrier?"),
        (_HELP, 0, "Aide"),
        (_HELP, 2, " attaque 5 sur"),
        (_SPLIT, 0, "Partage de D1 !"),
        (_SPLIT, 1, "D1 tué: tirer 1"),
        (_SPLIT, 3, "Butin 3 jetons"),
        (_SPLIT, 4, "Sablier 1:00"),
    ),
    "it": (
        (_START, 0, "Drago 1 di 4"),
        (_START, 1, "Potenza?"),
        (_START, 2, "(in alto)"),
        (_START, 3, "Sac.126 Mazzo 14"),
        (_KNOWN, 1, "Pesca 2 su D1"),
        (_KNOWN, 2, "Potenza?"),
        (_KILLED, 0, "D1 ucciso!"),
        (_KILLED, 1, "Tesoro nascosto?"),
        (_KILLED, 2, "(basso a destra)"),
        (_ROLLED, 1, "Sorteggiato: G"),
        (_ROLLED, 4, "G3: 2 guer ladro mago"),
        (_ROLLED, 6, "D1 Guerriero"),
        (_VALUE, 3, "Val. Guerriero?"),
        (_HELP, 0, "Aiuto"),
        (_HELP, 2, " attacco 5 su"),
        (_SPLIT, 0, "Spartizione D1"),
        (_SPLIT, 1, "D1 ucciso: +1"),
        (_SPLIT, 3, "Bottino: 3"),
        (_SPLIT, 4, "Tempo 1:00"),
    ),
}


@pytest.mark.parametrize("lang_code", LANGS)
def test_the_screens_speak_the_language(lang_code):
    words = WORDS[lang_code]
    at = {i for i, _, _ in words}
    rows = dict(zip(sorted(at), shown(frames_at(SCRIPT, at), SEED, lang_code)))
    for i, row, text in words:
        assert rows[i][row].startswith(text), (i, row, rows[i])
    player = {"en": "P", "fr": "J", "it": "G"}[lang_code]
    assert rows[_ROLLED][0][:1] == player  # "P2 attacks", "J2 attaque", "G2 attacca"


@pytest.mark.parametrize("lang_code", LANGS)
def test_the_end_screen_speaks_the_language(lang_code):
    tokens, end = shown(frames_at(ENDING, {len(HUNT) - 1, len(ENDING) - 1}), SEED, lang_code)
    assert tokens[0] == {"en": "P1 points?", "fr": "Points de J1 ?", "it": "Punti di G1?"}[lang_code]
    assert tokens[2] == {"en": "No attack left", "fr": "Plus d'attaque", "it": "Attacchi finiti"}[lang_code]
    assert (
        tokens[4]
        == {"en": "Silver 1, gold 3,", "fr": "Argent 1, or 3,", "it": "Argento 1, oro 3,"}[lang_code]
    )
    assert end[0] == {"en": "Game over", "fr": "Partie finie", "it": "Partita finita"}[lang_code]
    assert end[1] == {"en": "*P1       16 pts", "fr": "*J1       16 pts", "it": "*G1       16 pt."}[lang_code]


@pytest.mark.parametrize("lang_code", LANGS)
def test_the_same_screens_in_both_runtimes(lang_code, tmp_path):
    both_runtimes(frames_at(SCRIPT, range(len(SCRIPT))), SEED, tmp_path, lang_code)


@pytest.mark.parametrize("lang_code", LANGS)
def test_the_same_end_screen_in_both_runtimes(lang_code, tmp_path):
    both_runtimes(frames_at(ENDING, range(len(ENDING))), SEED, tmp_path, lang_code)


# --- every text of the tables: the same slots and formats in each language, drawable, within 21 columns ---


def _drawable(text):
    for ch in text:
        assert " " <= ch <= "~" or ch in ACCENTED, (text, ch)


def _walk(players, rules, seed):
    """States of a game played by random choices (small dragons, so that they die, the Foire comes and the
    hunt ends), with the actions offered in each."""
    from companion.core.session import Session

    s = Session("dragons_gold", players, {"rules": rules}, seed)
    pick = rng.seed_state(seed + 100)
    for _ in range(1500):
        acts = s.legal()
        yield s.state, acts
        if s.chance():
            s.roll()
            continue
        if not acts:
            return
        n = len(acts)
        if s.state["phase"] == "reveal":
            n = 4 if s.state["field"] else 8  # power 1-8, 0-3 tokens
        pick, i = rng.draw(pick, n)
        assert s.act(acts[i]) is None


@pytest.mark.parametrize("lang_code", ("fr", "it"))
@pytest.mark.parametrize("players,rules", [(3, "basic"), (6, "advanced")])
def test_every_screen_fits_and_is_drawable(lang_code, players, rules):
    lang.use(lang_code)
    lang.start_game("dragons_gold")
    try:
        phases = set()
        for seed in range(3):
            for st, acts in _walk(players, rules, seed):
                phases.add(st["phase"])
                rows = [ui.title(st)] + ui.news(st) + ui.status(st, 0) + [ui.roll_label(st)]
                rows += [ui.label(st, a) for a in acts[:40]] + pages.legend(st)
                if st["phase"] != "over":
                    rows += pages.info(st)
                else:
                    rows += pages.end_lines(st)
                for row in rows:
                    assert len(row) <= 21, (st["phase"], row)
                    _drawable(row)
        assert {"reveal", "turn", "value", "split", "steal", "foire", "end", "over"} <= phases, phases
    finally:
        lang.use("en")
        lang.end_game()
