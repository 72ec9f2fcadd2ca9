"""Every text the display shows fits its 21 columns with the widest values it can be given, in English,
French and Italian: each template of the games' tables (companion/games/<game>/text_<lang>.py) and of the
menus' (companion/ui/text_<lang>.py) filled with its widest values (the largest numbers a game reaches,
the longest player, colour, card and place names of that language), each line of a help page, each menu
label; then the lines the screens put together from several texts, from states at their widest.

Each game names its templates' widest values in its own folder (companion/games/<game>/widths.py, read
through the catalogue; the desk's, never on the device): a game without that file, or a template with no
widest values named there, fails the test: a new text is measured from its first day."""

import importlib

import pytest

from host_sim import runtime

runtime.use_firmware()

from companion import catalog  # noqa: E402
from companion.ui import lang  # noqa: E402
from companion.widths import ALTS  # noqa: E402

COLS = 21  # the display's columns of the 6x8 font (companion/ui/screens.py COLS)
CODES = lang.LANGS

UI_WIDEST = {0: (6,), 4: (6,), 6: (5,)}  # PLAYER, PLAYERS, BRIGHTNESS
UI_WRAPPED = (5,)  # NOT_ON_DEVICE: a message the menus wrap


def _module(name):
    return importlib.import_module("companion." + name)


def _entries(mod):
    """(table name, index, text) of a table module: the pieces of a "|"-separated text, a tuple's texts (a
    tuple of lines as one text of lines)."""
    for name, value in sorted(vars(mod).items()):
        if not name.isupper() or name == "OPTIONS":
            continue
        if type(value) is str:
            for i, piece in enumerate(value.split("|")):
                yield name, i, piece
        elif type(value) is tuple:
            for i, text in enumerate(value):
                yield name, i, "\n".join(text) if type(text) is tuple else text


def _pieces(mod, name):
    value = getattr(mod, name)
    return value.split("|") if type(value) is str else list(value)


class _Filler:
    """Works out a template's widest values in one language."""

    def __init__(self, mod, player):
        self.mod = mod
        self.player = player

    def value(self, spec):
        if type(spec) is not tuple:
            return spec
        kind = spec[0]
        if kind == "P":
            return self.player
        if kind == "W":
            texts = _pieces(self.mod, spec[1])
            if spec[2]:
                texts = [texts[i] for i in spec[2]]
            return max(texts, key=len)
        if kind == "T":
            return _pieces(self.mod, spec[1])[spec[2]]
        if kind == "F":
            return _pieces(self.mod, spec[1])[spec[2]] % tuple([self.value(x) for x in spec[3]])
        return max([self.value(x) for x in spec[1]], key=lambda v: len(str(v)))


def _too_wide(lines):
    return [line for line in lines if len(line) > COLS]


def widths(game_id):
    """A game's widths module (companion/games/<game>/widths.py): WIDEST, {(table name, index): the widest
    values of its template}, and MEASURED, the texts their code measures (said on one row only where they
    fit), when there are any."""
    try:
        return catalog.load(game_id, ".widths")
    except ImportError:
        raise AssertionError(
            "%s: no companion/games/%s/widths.py naming the widest values of its texts (see %s)"
            % (game_id, game_id, "examples/new_game/widths.py")
        ) from None


def _game_overflows(game_id, code):
    mod = _module("games.%s.text_%s" % (game_id, code))
    lang.use(code)
    try:
        player = lang.ui[0] % catalog.find(game_id)[3]
    finally:
        lang.use(lang.DEFAULT)
    return overflows(game_id, code, mod, widths(game_id), player)


def overflows(game_id, code, mod, game_widths, player):
    """The lines over the columns of a game's table ``mod`` in language ``code``, each template filled with
    its widest values (``game_widths``: the game's widths module), ``player`` the widest player name.

    :raises AssertionError: for a template whose widest values are not named
    """
    fill = _Filler(mod, player)
    widest = game_widths.WIDEST
    measured = getattr(game_widths, "MEASURED", ())
    out = []
    for name, i, text in _entries(mod):
        if (name, i) in measured:
            continue
        if "%" in text:
            assert (name, i) in widest, "%s %s[%d] %r: its widest values are not named" % (
                game_id,
                name,
                i,
                text,
            )
            forms = text.split("~")  # one, more; or none, one, more (lang.plural)
            spec = widest[(name, i)]
            specs = spec if type(spec) is list else [spec] * len(forms)  # the widest values of each form
            specs = specs[len(specs) - len(forms) :]
            lines = []
            for form, s in zip(forms, specs):
                for case in s if type(s) is ALTS else (s,):
                    lines.append(form % tuple([fill.value(v) for v in case]))
            text = "\n".join(lines)
        out += ["%s %s[%d] %s: %r" % (game_id, name, i, code, line) for line in _too_wide(text.split("\n"))]
    for title, labels in getattr(mod, "OPTIONS", ()):
        out += ["%s OPTIONS %s: %r" % (game_id, code, x) for x in _too_wide([title] + list(labels))]
    return out


@pytest.mark.parametrize("code", CODES)
@pytest.mark.parametrize("game_id", [g[0] for g in catalog.GAMES])
def test_every_text_of_a_game_fits_with_its_widest_values(game_id, code):
    assert _game_overflows(game_id, code) == []


class _Without:
    """A game's widths module with one template's widest values left out."""

    def __init__(self, game_widths, key):
        self.WIDEST = dict(game_widths.WIDEST)
        del self.WIDEST[key]


def test_a_template_without_its_widest_values_or_a_game_without_widths_fails():
    mod = _module("games.emerald.text_en")
    with pytest.raises(AssertionError, match=r"emerald STATUS\[0\] .*: its widest values are not named"):
        overflows("emerald", "en", mod, _Without(widths("emerald"), ("STATUS", 0)), "P5")
    with pytest.raises(AssertionError, match="no companion/games/no_such_game/widths.py naming the widest"):
        widths("no_such_game")


@pytest.mark.parametrize("code", CODES)
def test_every_text_of_the_menus_fits_with_its_widest_values(code):
    texts = _module("ui.text_%s" % code).TEXTS
    out = []
    for i, text in enumerate(texts):
        if i in UI_WRAPPED:
            continue
        lines = list(text) if type(text) is tuple else [text]
        if i in UI_WIDEST:
            # a plural's forms each (lang.plural)
            lines = [form % UI_WIDEST[i] for line in lines for form in line.split("~")]
        else:
            assert "%" not in "".join(lines), (i, text)
        out += [(i, line) for line in _too_wide(lines)]
    assert out == []


def _in_language(code, hook, *args):
    lang.use(code)
    try:
        return hook(*args)
    finally:
        lang.end_game()
        lang.use(lang.DEFAULT)


@pytest.mark.parametrize("code", CODES)
def test_a_player_of_many_families_sees_them_all_within_the_columns(code):
    """Samarkand's status and info page name every family a player married into, over more rows ("Fam
    blk,brn,org," never showed a 4th), by their colours in full where two rows hold them."""
    from companion.games.samarkand import engine as samarkand
    from companion.games.samarkand import pages as samarkand_pages
    from companion.games.samarkand import ui as samarkand_ui

    state = samarkand.new_state(5, {"mode": "tracker"})
    full = _pieces(_module("games.samarkand.text_%s" % code), "COLOURS")
    short = _pieces(_module("games.samarkand.text_%s" % code), "SHORT")  # when the full names take 3 rows
    married = sorted(range(10), key=lambda f: -len(full[f]))[:6]  # the six widest names
    state["families"][state["turn"]] = married
    for lines in (
        _in_language(code, samarkand_ui.status, state, 0),
        _in_language(code, samarkand_pages.info, state),
    ):
        assert _too_wide(lines) == [], lines
        shown = ",".join(lines)
        assert all(full[f] in shown for f in married) or all(short[f] in shown for f in married), (
            code,
            lines,
        )


@pytest.mark.parametrize("code", CODES)
def test_the_points_tables_scoring_line_shows_both_piles_two_digit_counts(code):
    """Opale's scoring entry with 19 cards of the type in each pile: both counts shown ("cards P1 19 P2 ~"
    hid P2's)."""
    from host_sim import autoplay

    def stop(state, _last):
        return [] if state["ph"] == "score" else None

    _, s = autoplay.random_game("opale", 2, 5, 9, stop=stop)
    from companion.games.opale import ui as opale_ui

    state = s.state
    ed = state["ed"]
    state["pile"][0][ed] = 19
    state["pile"][1][ed] = 18
    state["pts"][ed] = 99
    lines = _in_language(code, opale_ui.status, state, 0)
    assert _too_wide(lines) == [], lines
    assert "19" in lines[1] and "18" in lines[1], lines


@pytest.mark.parametrize(
    "code, n, want",
    [
        ("en", 0, "0 tokens"),
        ("en", 1, "1 token"),
        ("en", 2, "2 tokens"),
        ("fr", 0, "0 jeton"),  # French: one for 0 too
        ("fr", 1, "1 jeton"),
        ("fr", 3, "3 jetons"),
        ("it", 0, "0 gettoni"),
        ("it", 1, "1 gettone"),
    ],
)
def test_a_text_takes_the_form_of_its_number_in_each_language(code, n, want):
    one, more = {"en": ("token", "tokens"), "fr": ("jeton", "jetons"), "it": ("gettone", "gettoni")}[code]
    text = "%d " + one + "~%d " + more
    assert _in_language(code, lang.plural, text, n) % n == want
    three = "%s: none%.0s~%s: %d " + one + "~%s: %d " + more  # a form for none
    got = _in_language(code, lang.plural, three, n) % ("P1", n)
    assert got == ("P1: none" if n == 0 else "P1: " + want), (code, n, got)
    assert lang.plural("Hand %d", n) == "Hand %d"  # a text of one form is that form


if __name__ == "__main__":  # every overflow, for the one who rewords them
    for g in [row[0] for row in catalog.GAMES]:
        for c in CODES:
            for line in _game_overflows(g, c):
                print(line)
