"""Emerald in English, French and Italian: the three tables agree, every text fits 21 columns in the font's
letters, the device shows the rulebooks' words, and both runtimes draw the same pixels (heap 96k)."""

import pytest
from simdevice import both_runtimes, shown

from host_sim import device, runtime

runtime.use_firmware()

from companion.core import rng  # noqa: E402
from companion.games.emerald import engine as E  # noqa: E402
from companion.games.emerald import pages as H  # noqa: E402
from companion.games.emerald import text_en as emerald_text_en  # noqa: E402
from companion.games.emerald import text_fr as emerald_text_fr  # noqa: E402
from companion.games.emerald import text_it as emerald_text_it  # noqa: E402
from companion.games.emerald import ui as U  # noqa: E402
from companion.ui import lang  # noqa: E402

TABLES = {"en": emerald_text_en, "fr": emerald_text_fr, "it": emerald_text_it}
LETTERS = set(chr(c) for c in range(32, 127)) | set(chr(c) for c in range(192, 256))  # the font's
HEAP = "96k"
MODES = ("tracker", "keeper", "scoring")


@pytest.fixture
def speak():
    """``speak(code)``: the hooks speak ``code`` (as the app makes them); English again afterwards
    (tests/conftest.py)."""

    def use(code):
        lang.use(code)
        lang.start_game("emerald")

    return use


def test_the_engines_options_are_worded_in_each_language():
    for table in TABLES.values():
        assert len(table.OPTIONS) == len(E.OPTIONS)
        for (_key, _label, values, _labels), (title, labels) in zip(E.OPTIONS, table.OPTIONS, strict=True):
            assert len(labels) == len(values) and len(title) <= 21
    assert emerald_text_fr.OPTIONS[0][1] == ("Suivi complet", "Gestion dragon", "Décompte")


def _walk(np, mode, seed):
    st = E.new_state(np, {"mode": mode})
    r = rng.seed_state(seed)
    while not E.is_over(st):
        ch, acts = E.chance(st), E.legal_actions(st)
        if ch and (not acts or rng.draw(r, 10)[1]):
            r, a = rng.pick_weighted(r, ch)
        else:
            r, k = rng.draw(r, len(acts))
            a = acts[k]
        yield st, acts
        assert E.apply(st, a) is None
    yield st, []


def _fits(text):
    assert isinstance(text, str) and len(text) <= 21 and set(text) <= LETTERS, text


@pytest.mark.parametrize("code", ["fr", "it"])
@pytest.mark.parametrize(
    "np,mode", [(2, "tracker"), (3, "tracker"), (5, "tracker"), (4, "keeper"), (3, "scoring")]
)
def test_every_text_fits_in_french_and_italian(code, np, mode, speak):
    speak(code)
    for seed in range(6):
        for st, acts in _walk(np, mode, seed):
            _fits(U.title(st))
            for row in U.status(st, 0) + U.news(st) + H.info(st) + H.legend(st):
                _fits(row)
            labels = [U.label(st, a) for a in acts]
            for text in labels:
                _fits(text)
            assert len(set(labels)) == len(labels), labels  # every choice tells itself apart
            if E.chance(st):
                _fits(U.roll_label(st))
        for row in H.end_lines(st) + H.legend(st):
            _fits(row)


def test_the_hooks_speak_the_language_in_use(speak):
    st = E.new_state(2, {"mode": "tracker"})
    speak("fr")
    assert U.title(st) == "J1 déplace" and U.label(st, ["move", 2, -1]) == "Ja T1 à p4"
    assert U.status(st, 0)[0] == "Dragon m4 vers plaine"
    speak("it")
    assert U.title(st) == "G1 muove" and U.label(st, ["move", 2, -1]) == "Gi T1 a p4"
    assert U.roll_label(st) == "ROLL: dado drago"
    speak("en")
    assert U.title(st) == "P1 move" and U.label(st, ["move", 2, -1]) == "Y T1 to p4"


# the menus: Emerald is the first game; players 2-5; the mode menu in OPTIONS order
def _start(np, mode):
    return ["ok"] + ["down"] * (np - 2) + ["ok"] + ["down"] * MODES.index(mode) + ["ok"]


KEEPER = _start(2, "keeper") + ["frame", "roll", "frame", "down", "down", "ok", "frame", "ok", "frame"]
KEEPER += ["ok:long", "frame", "back", "frame"]
TRACKER = _start(3, "tracker") + ["frame", "ok:long", "frame"]
SCORING = _start(2, "scoring")
# the first player's counts start at an even share of those left (gold: 73 // 2 = 37), the next's at the
# median of those entered; ROLL enters no treasure, no gem of a kind
SCORING += ["up"] * 29 + ["ok"]  # gold 3 and 5: 8
SCORING += ["up", "ok", "up", "up", "ok"] + ["roll"] * 3  # Treasures 1, red 1, others 0
SCORING += ["up"] * 8 + ["ok", "roll"]  # P2: no gold (from P1's 8), Treasures 0
SCORING += ["down", "ok"] + ["roll"] * 3  # red 2 (from P1's 1), others 0
SCORING += ["frame", "ok:long", "frame"]


@pytest.mark.parametrize("code", ["fr", "it"])
@pytest.mark.parametrize("script,seed", [(KEEPER, 3), (TRACKER, 5), (SCORING, 1)])
def test_both_runtimes_draw_the_same_screens(code, script, seed, tmp_path):
    frames = [line for line in both_runtimes(script, seed, tmp_path, code) if line.startswith("F ")]
    english = device.run_events(str(tmp_path / "en"), seed, script, "cpython", HEAP, "en")
    assert [x for x in english if x.startswith("F ")][0] != frames[0]  # the words changed the pixels


KEEPER_WORDS = {
    "fr": (
        [
            "Gestion dragon",
            "Dragon m4 vers plaine",
            "Piste m1-4 lancers 0",
            "ROLL: dé dragon",
            "Fin de partie",
        ],
        "Chevalier là ?",
        "Dé %d: m4 à m%d",
        ["Aucun chevalier", "Chevalier de J1", "Chevalier de J2"],
        ["J2 paie en or ?", "J2 chev. capturé"],
        ["Donne 1 carte or", "Chevalier au nid"],
        ["Gestion dragon", "J2 a payé 1 or", "Piste en m2-5"],
        ["Aide", "Dragon m1 vers antre:", " sa case et vers"],
    ),
    "it": (
        ["Gestione drago", "Drago m4 verso piana", "Pista m1-4 lanci 0", "ROLL: dado drago", "Fine partita"],
        "Cavaliere lì?",
        "Dado %d: m4 a m%d",
        ["Nessun cavaliere", "Cavaliere di G1", "Cavaliere di G2"],
        ["G2 paga oro?", "G2 cav. preso"],
        ["Paga 1 carta oro", "Cav. al nido"],
        ["Gestione drago", "G2 ha dato 1 oro", "Pista ora m2-5"],
        ["Aiuto", "Drago m1 verso tana:", " la sua casella,"],
    ),
}


@pytest.mark.parametrize("code", ["fr", "it"])
def test_the_dragon_keeper_speaks_the_rulebooks_words(code):
    """ "Le joueur dont le chevalier a été capturé doit alors décider s'il perd son chevalier, où s'il
    négocie avec le dragon" ; "Il giocatore proprietario del cavaliere catturato, dovrà decidere se
    corrompere il drago oppure perdere il suo cavaliere." """
    first, asked, rolled, hits, bribe, pay, paid, help_ = KEEPER_WORDS[code]
    start, after_roll, bribing, after_pay, helped, back = shown(KEEPER, 3, code)
    assert start[:5] == first
    assert after_roll[0] == asked
    # from m4 toward the plain: a 1 lands on m3, a 2 on m2, a 3 on m1
    assert after_roll[1] in [rolled % (r, 4 - r) for r in (1, 2, 3)]
    assert after_roll[4:7] == hits
    assert bribing[:2] == bribe and bribing[4:6] == pay
    assert after_pay[:3] == paid
    assert helped[:3] == help_
    assert back == after_pay


def test_the_tracker_and_its_help_in_french_and_italian():
    start, helped = shown(TRACKER, 5, "fr")
    assert start[:5] == [
        "J1 déplace",
        "Dragon m4 vers plaine",
        "Piste m1-4 trésor 0/4",
        "J1 or 0 gemmes 0",
        "T1 à p3",
    ]
    assert helped[:4] == ["Aide", "p3 à m1 carte vole:", " chevalier en p3", " arrive en m1"]
    start, helped = shown(TRACKER, 5, "it")
    assert start[:5] == [
        "G1 muove",
        "Drago m4 verso piana",
        "Pista m1-4 tesori 0/4",
        "G1 oro 0 gemme 0",
        "T1 a p3",
    ]
    assert helped[:4] == ["Aiuto", "p3 a m1 carta vola:", " cavaliere in p3", " arriva in m1"]


def test_the_final_screen_in_french_and_italian():
    """P1: gold 3 and 5, one treasure, a red gem: 14; P2: two red gems and the red majority: 6."""
    final, helped = shown(SCORING, 1, "fr")
    assert final[:4] == ["Scores finaux", "1 J1 14 pts*", "2 J2 6 pts", "J2 rouge +4"]
    assert helped[:3] == ["Aide", "* le vainqueur", "+4 carte bonus:"]
    final, helped = shown(SCORING, 1, "it")
    assert final[:4] == ["Punteggi finali", "1 G1 14 punti*", "2 G2 6 punti", "G2 rossa +4"]
    assert helped[:3] == ["Aiuto", "* il vincitore", "+4 carta bonus:"]
    final, _ = shown(SCORING, 1, "en")  # English as it always was
    assert final[:4] == ["Final scores", "1 P1 14 pts*", "2 P2 6 pts", "P2 red +4"]
