"""Counted words take the form of their number in each language, for 0, 1 and 2 (French says one for 0,
Italian and English more): the lines that said "(1 restants)", "(1 rimasti)" and "1 merci"; every
counted word of the tables, found in them."""

import importlib
import re

import pytest

from host_sim import runtime

runtime.use_firmware()
from companion.ui import lang  # noqa: E402


def _table(game, code):
    return importlib.import_module("companion.games.%s.text_%s" % (game, code))


def _said(code, text, n, *args):
    lang.use(code)
    try:
        return lang.plural(text, n) % args
    finally:
        lang.use(lang.DEFAULT)


# a player's points at the end of Dragon's Gold (its LABELS text 13)
POINTS_SAID = {
    "en": ("0 points", "1 point", "2 points"),
    "fr": ("0 point", "1 point", "2 points"),
    "it": ("0 punti", "1 punto", "2 punti"),
}


@pytest.mark.parametrize("code", sorted(POINTS_SAID))
def test_dragons_gold_says_the_points_in_the_form_of_their_number(code):
    text = _table("dragons_gold", code).LABELS[13]
    assert [_said(code, text, n, n) for n in (0, 1, 2)] == list(POINTS_SAID[code])


def test_the_dragons_gold_end_screen_words_the_points_as_its_table_says():
    from companion.games.dragons_gold import ui

    from host_sim import autoplay

    def stop(state, _last):
        return [] if state["phase"] == "end" else None

    _, s = autoplay.random_game("dragons_gold", 3, 5, 9, stop=stop)
    state = s.state
    assert state["phase"] == "end"
    lang.use("fr")
    try:
        lines = [ui.label(state, ["pts", n]) for n in (0, 1, 2)]
    finally:
        lang.end_game()
        lang.use(lang.DEFAULT)
    assert lines == list(POINTS_SAID["fr"])


# --- the final screen says every scoring line (here Dragon's Gold's, checked against `score`) ---

POINTS = {"en": "%s, points:", "fr": "%s, points :", "it": "%s, punti:"}


@pytest.mark.parametrize("code", sorted(POINTS))
@pytest.mark.parametrize("players", [3, 6])
def test_dragons_gold_final_screen_says_each_players_points_line_by_line(code, players):
    from companion.games.dragons_gold import engine, pages

    from host_sim import autoplay

    _, s = autoplay.random_game("dragons_gold", players, 7, 3)
    assert s.over()
    res = engine.result(s.state)  # what `score` gives for these tokens
    lang.use(code)
    lang.start_game("dragons_gold")
    try:
        lines = pages.end_lines(s.state)
        names = list(_table("dragons_gold", code).TOKENS)
        names[0] = _table("dragons_gold", code).END[4].split()[0]  # the end asks silver, gold, red as points
    finally:
        lang.end_game()
        lang.use(lang.DEFAULT)
    seen = 0
    for i, pl in enumerate(res["players"]):
        head = lines.index(POINTS[code] % ("%s%d" % ("PJG"[("en", "fr", "it").index(code)], i + 1)))
        block = []
        for line in lines[head + 1 :]:
            if not line.startswith(" "):
                break
            block.append(line)
        said = 0
        for k, kind in enumerate(engine.KINDS):
            points = pl["breakdown"][kind]
            found = [x for x in block if x.split()[-1] == str(points) and names[k] in x]
            assert bool(found) == bool(points), (code, i, kind, points, block)
            said += points
        said += pl["breakdown"]["bonus"]
        assert said == pl["total"] and len(lines[head]) <= 21 and all(len(x) <= 21 for x in block)
        seen += 1
    assert seen == players


# --- every counted word, found in the tables: the form each of 0, 1 and 2 takes ---

# a number counting a word: "%d" not glued to a letter (m%d, D%d, T%d name a place or a dragon), the word
# after it not the label of the next number nor a preposition before a digit ("Goods %d relations %d",
# "Cité %d of 3", "Red +%d Blue +%d", "J1 %d J2 %d")
COUNTED = re.compile(r"(?<![^\W\d_])%\d*d ([^\W\d_]++\.?+)(?![\d+%]| [+%]| \d)")
# the words a number does not change in each language: units and abbreviations, participles, words that
# are not what is counted ("Tile 4 colour?", "Where? 2 to go")
INVARIABLE = {
    "en": {"VP", "goods", "rel.", "cam.", "shared", "lost", "left", "onto", "colour", "value", "to", "vs"},
    "fr": {
        "PV",
        "march",
        "rel.",
        "cham",
        "pris",
        "tué",
        "résiste",
        "sur",
        "à",
        "en",
        "vs",
        "couleur",
        "valeur",
        "retournée",  # "Case %d retournée?": the tile is turned, whatever its number
    },
    "it": {
        "PV",
        "pt.",
        "rel.",
        "cam.",
        "preso",
        "ucciso",
        "resiste",
        "su",
        "in",
        "di",
        "vs",
        "colore",
        "valore",
    },
}
# a game's players: never fewer than two (the menus offer no other count)
PLAYERS = {"en": "players", "fr": "joueurs", "it": "giocatori"}


def _tables(code):
    """(where, text) of every text of the menus' table and of each game's, in language ``code``."""
    from companion import catalog

    mods = [("ui", importlib.import_module("companion.ui.text_%s" % code))]
    for game in catalog.GAMES:
        try:
            mods.append((game[0], _table(game[0], code)))
        except ImportError:
            pass
    for where, mod in mods:
        for name, value in sorted(vars(mod).items()):
            if not name.isupper() or name == "OPTIONS":
                continue
            texts = value.split("|") if type(value) is str else list(value)
            for i, text in enumerate(texts):
                text = "\n".join(text) if type(text) is tuple else text
                if type(text) is str and "%" in text:
                    yield "%s %s[%d]" % (where, name, i), text


@pytest.mark.parametrize("code", ("en", "fr", "it"))
def test_every_counted_word_takes_the_form_of_0_1_and_2_in_each_language(code):
    """Each text of forms gives one for 1, more for 2, and for 0 its form for none, else one in French and
    more in English and Italian; a text of one form counts only words a number does not change."""
    from companion import catalog

    seen = 0
    for where, text in _tables(code):
        forms = text.split("~")
        if len(forms) == 1:
            for word in COUNTED.findall(text):
                if word == PLAYERS[code]:
                    assert min([g[2] for g in catalog.GAMES]) >= 2, where
                    continue
                assert word in INVARIABLE[code], "%s %s: %r counts %r with one form" % (
                    code,
                    where,
                    text,
                    word,
                )
            continue
        one, more = forms[-2], forms[-1]
        # the counted word changes from one form to the other (or the other form says the number alone)
        assert one.replace("%d", "") != more.replace("%d", ""), (code, where, text)
        zero = forms[0] if len(forms) == 3 else one if code == "fr" else more
        assert [_said_form(code, text, n) for n in (0, 1, 2)] == [zero, one, more], (code, where)
        seen += 1
    assert seen >= 12, seen  # the tables' texts of forms were found


def _said_form(code, text, n):
    lang.use(code)
    try:
        return lang.plural(text, n)
    finally:
        lang.use(lang.DEFAULT)
