"""Every text the display shows fits its 21 columns with the widest values it can be given, in English,
French and Italian: each template of the games' tables (companion/games/<game>/text_<lang>.py) and of the
menus' (companion/ui/text_<lang>.py) filled with its widest values (the largest numbers a game reaches,
the longest player, colour, card and place names of that language), each line of a help page, each menu
label; then the lines the screens put together from several texts, from states at their widest.

A template with no widest values named here fails the test: a new text is measured from its first day."""

import importlib

import pytest

from host_sim import runtime

runtime.use_firmware()

from companion import catalog  # noqa: E402
from companion.games.roma import engine as roma  # noqa: E402
from companion.ui import lang  # noqa: E402

COLS = 21  # the display's columns of the 6x8 font (companion/ui/screens.py COLS)
CODES = lang.LANGS
P = ("P",)  # the game's last seat in the language (P6, J6, G6): the widest player name


def W(name, *pieces):
    """The widest text of the table ``name`` (or of its pieces ``pieces``) in the language measured."""
    return ("W", name, pieces)


def T(name, i):
    """Text ``i`` of the table ``name`` in the language measured."""
    return ("T", name, i)


def F(name, i, *args):
    """Text ``i`` of the table ``name`` filled with ``args`` (a template's value made from another)."""
    return ("F", name, i, args)


def FORMS(*specs):
    """The widest values of each form of a text of forms (lang.plural): one, more; or none, one, more. A
    language with fewer forms than named measures its forms with the last ones."""
    return list(specs)


class ALTS(tuple):
    """The widest values of each case a template is filled in, when its values go together (a magic card
    never sends a witch home): each case measured."""


def ANY(*choices):
    """The widest of several values (a player's name, or the word for nobody)."""
    return ("ANY", choices)


CARD = max(roma.CARDS, key=len)  # Roma's cards keep their Latin names in every language

# texts said on one row only where they fit, else in two (their code measures them)
MEASURED = {("witch_race", "NEWS", 7)}


# (table name, index) -> the widest values of its template, for each game
WIDEST = {
    "emerald": {
        # gold points: 23 gold cards in play, at most 5 of each value 1-5 (73); 22 gem cards; 4 treasures;
        # a total: 73 gold + 4 treasures x5 + 22 gems + 5 bonus cards x4 (135); the keeper's rolls (99)
        ("TITLES", 10): (P, W("GEMS", 4, 5, 6, 7)),
        ("STATUS", 0): (P, 73, 22),
        ("STATUS", 3): FORMS((1, 5), (23, 73)),
        ("STATUS", 4): (4,),
        ("STATUS", 7): (W("COLOURS"), 9),  # in a bribe: the knight caught
        ("STATUS", 8): (9, W("FACES")),
        ("STATUS", 9): (6, 9, 99),
        ("STATUS", 10): (6, 9, 4),
        ("NEWS", 0): (3, 9, 9),
        ("NEWS", 2): (W("COLOURS"), 9),
        ("NEWS", 3): (W("COLOURS"), 9),
        ("NEWS", 4): (6, 9),
        ("NEWS", 5): (P,),
        ("NEWS", 6): (P, 5),
        ("NEWS", 7): (P, W("GEMS", 0, 1, 2, 3)),
        ("NEWS", 8): (P, 5),
        ("NEWS", 9): (P,),
        ("NEWS", 10): (P,),
        ("NEWS", 11): (P,),
        ("NEWS", 12): (P,),
        ("ACTIONS", 0): (W("GEMS", 0, 1, 2, 3),),
        ("ACTIONS", 1): (5,),
        ("ACTIONS", 2): (5,),
        ("ACTIONS", 4): (W("COLOURS"),),
        ("ACTIONS", 5): (P,),
        ("ACTIONS", 6): (P,),
        ("ACTIONS", 7): (5,),
        ("ACTIONS", 8): (4,),
        ("ACTIONS", 9): (W("GEMS", 4, 5, 6, 7), 6),
        ("ACTIONS", 15): (W("PLACES"), "m9"),  # a move; its marks after it are measured over seeded games
        ("FINAL", 0): FORMS((5, P, 1, "*"), (5, P, 135, "*")),
        ("FINAL", 1): (P,),
        ("FINAL", 6): (P,),
        ("FINAL", 7): (P,),
        ("FINAL", 8): FORMS((1,), (135,)),
        # each player's points: gold 73, treasures 4 x5, gem cards 22, gem majorities 4 x4, the 4 kinds 4
        ("FINAL", 12): (P,),
        ("FINAL", 13): (73,),
        ("FINAL", 14): (20,),
        ("FINAL", 15): (22,),
        ("FINAL", 16): (16,),
        ("FINAL", 17): (4,),
    },
    "dragons_gold": {
        # 126 tokens in the bag; 14 dragon cards in the pile; power 1-20, tokens on a card 0-12, attack 1-9
        # an adventurer (three of a player's cards fight: 27); the Foire after the 7th card drawn
        ("TITLES", 0): (4,),
        ("TITLES", 1): (4,),
        ("TITLES", 3): (P,),
        ("TITLES", 4): (P,),
        ("TITLES", 5): (4,),
        ("TITLES", 8): (P,),
        ("TITLES", 10): (4,),
        ("TITLES", 12): (W("TOKENS", 4, 5, 6, 7, 8),),
        ("TITLES", 13): (P,),
        ("CLOCK", 0): (1, 59),
        ("CLOCK", 1): (1, 59),
        ("STATUS", 0): (126, 14),
        ("STATUS", 1): (P, "2 guer ladro mago"),  # the widest hand in words (ui._hand)
        ("STATUS", 2): (W("KINDS"),),
        ("STATUS", 4): FORMS((1,), (24,)),
        ("STATUS", 5): (P,),
        ("STEALS", 0): (P,),
        ("STEALS", 1): (P,),
        ("NEWS", 0): (4, 12),
        ("NEWS", 1): (4,),
        ("NEWS", 2): FORMS((P, 0), (P, 1), (P, 24)),
        ("NEWS", 3): (12, 4),
        ("NEWS", 4): (4, 27, 20),
        ("NEWS", 5): (24,),
        ("NEWS", 6): (24,),
        ("NEWS", 7): (24,),
        ("NEWS", 10): (P,),
        ("NEWS", 11): (P,),
        ("NEWS", 12): (P,),
        ("LABELS", 0): (20,),
        ("LABELS", 1): FORMS((1,), (12,)),
        ("LABELS", 2): (4, W("KINDS")),
        ("LABELS", 3): (9,),
        ("LABELS", 10): (P,),
        ("LABELS", 11): (P,),
        ("LABELS", 13): FORMS((1,), (111,)),  # the points of 35 silver, 20 gold (3 each) and 16 red
        ("INFO", 1): FORMS((1,), (7,)),
        ("INFO", 2): (4,),
        ("INFO", 3): (4, 27, 20, 12, 12),
        ("INFO", 4): FORMS(("*", P, 1), ("*", P, 999)),
        # the final screen's points: 126 tokens, gold 3 each, black 15 each in the advanced rules
        ("END", 0): (P,),
        ("END", 1): (W("TOKENS", 0, 1, 2, 3), 378),
        ("END", 2): (W("TOKENS", 4, 5, 6, 7, 8), 10),
        ("END", 3): (5,),
        ("END", 4): (111,),
        ("CARDS", 2): (20, 12, 12),
        ("CARDS", 4): (4, 20, 12, 12),
        ("CARDS", 5): (4,),
    },
    "opale": {
        # 50 cards a player, 5 in hand; a location's stack or a pile's cards of one type: up to 2 digits;
        # 3 Cite triggers; points of a card type 0-99, a total 0-999
        ("NEWS", 0): (P, 19, W("TAKE", 1, 2, 3, 4, 5, 6)),  # the stacks a trigger takes (engine.TAKES)
        ("NEWS", 1): (19, W("TAKE", 0, 7)),  # Chasseresse and Chevaucheur go under the board
        ("NEWS", 2): (P, 19),
        ("NEWS", 3): (P,),
        ("NEWS", 4): (P, 5),
        ("NEWS", 5): (P,),
        ("NEWS", 6): (P,),
        ("NEWS", 7): (P,),
        ("NEWS", 8): FORMS((P, 1), (P, 5)),
        ("NEWS", 9): (P,),
        ("NEWS", 10): (W("SHORT"),),
        ("TITLE", 0): (P,),
        ("TITLE", 1): (P,),
        ("STATUS", 0): (999, 999),
        ("STATUS", 1): FORMS((W("SHORT"), 1), (W("SHORT"), 99)),
        ("STATUS", 2): (19, 19),
        ("STATUS", 3): (P,),
        ("STATUS", 4): (ANY(P, T("STATUS", 5)),),
        ("STATUS", 6): (5, 45),
        ("STATUS", 7): (3, 19),
        ("STATUS", 8): (P,),
        ("STATUS", 9): (W("SHORT"),),
        ("INFO", 0): (19, 19),
        ("INFO", 1): (3,),
        ("INFO", 2): FORMS((P, 1), (P, 50)),
        ("INFO", 3): (6, 45),
        ("INFO", 5): (5, 5),
        ("END", 0): FORMS((P, 1), (P, 999)),
        ("END", 1): (ANY(P, T("STATUS", 5)),),
        ("END", 2): (P,),
        # each player's points: a card type's, the pile totals entered, the pawn's 3; whose deck ran out
        ("END", 4): (P,),
        ("END", 5): (W("SHORT", 0, 1, 2, 3, 4, 5, 6, 7), 999),
        ("END", 6): (999,),
        ("END", 7): (3,),
        ("END", 8): (P,),
    },
    "aton": {
        # points 0-40 and more (a round scores at most some 30); 12 squares a temple; 29 pieces a player;
        # the kingdom of the dead 6-12 spaces; cartouches 1-4; rounds up to 2 digits
        ("NEWS", 0): (W("NAMES"), 6),
        ("NEWS", 2): (40, 40),
        ("NEWS", 4): (W("NAMES"), 4),  # the pieces a card places or removes
        ("NEWS", 5): (W("NAMES"), 4),
        ("TITLE", 1): (W("NAMES"),),
        ("TITLE", 2): (4, W("KIND_NAMES")),
        ("TITLE", 3): (99,),
        ("TITLE", 4): (99, W("NAMES")),
        ("STATUS", 0): (4, 12, 12, 12),
        ("STATUS", 1): (12, 12),
        ("STATUS", 3): (4, W("NAMES")),
        ("STATUS", 4): (4, 4),
        ("STATUS", 5): (W("WON_BY"),),
        ("ACTIONS", 1): (4, W("KIND_NAMES")),
        ("ACTIONS", 2): (8, 4),
        ("ACTIONS", 3): (W("NAMES"),),
        ("ACTIONS", 4): (W("NAMES"),),
        ("ACTIONS", 5): (4,),  # the cartouche whose value the buttons enter
        # a piece's square: the temple, the three kinds' 3-letter names (as wide in each language; "T4" or
        # "-" where the lines give temples), then roll's: a kind of blue, +1, +2, or the word for the others
        ("ACTIONS", 7): (4, "yel", "grn", "blk", ANY(W("KINDS", 3, 4, 5), "other")),
        ("INFO", 0): ("R", "4 4 4 4"),
        ("INFO", 4): (99, 99),
        ("END", 0): FORMS(("*", W("NAMES"), 1), ("*", W("NAMES"), 99)),
        ("END", 2): (W("NAMES"),),  # each player's points: cartouche 1, the scoring rounds
        ("END", 3): (99,),
        ("END", 4): (99,),
    },
    "roma": {
        # 36 points in the reserve at the start; sesterces up to 3 digits; dice 1-6; 7 dice discs; a card's
        # cost and defence one digit (two for a defence made stronger)
        ("TITLE", 1): (P,),
        ("TITLE", 3): (P,),
        ("NEWS", 0): (P, 7),
        ("NEWS", 1): (6, 6, 6, "!"),
        ("NEWS", 2): (6, 10, W("NEWS", 3, 4)),
        ("NEWS", 5): (CARD,),
        ("NEWS", 6): (P,),
        ("NEWS", 7): (P, 36),
        ("NEWS", 8): (P, W("NEWS", 9, 10), 36),
        ("NEWS", 11): (9,),
        ("NEWS", 12): (4,),
        ("NEWS", 13): (36,),
        ("NEWS", 17): (CARD, 9),
        ("STATUS", 0): (">", P, 99, 999),
        ("STATUS", 1): (36, "6 6 6"),
        ("STATUS", 2): (P, 4),
        ("LABELS", 0): (9,),
        ("LABELS", 1): (10,),
        ("LABELS", 4): (6,),
        ("LABELS", 5): (6,),
        ("LABELS", 6): (6, 6),
        ("LABELS", 7): (6,),
        ("LABELS", 13): (7, CARD),
        ("LABELS", 16): (6, 6),
        ("LABELS", 17): (36, 72),
        ("PAGES", 3): (P,),
        ("PAGES", 4): (36,),
        ("PAGES", 5): (36,),
        ("PAGES", 9): (P,),  # each player's points
        ("PAGES", 10): (72,),
    },
    "samarkand": {
        # dirhams up to 3 digits; 33 goods tiles, 50 relation tiles; the hand limit 6-10 (and a hand of a
        # few more before it); 11 camels a family; a player's camels on unsold cards: 2 digits
        ("TITLE", 0): (P,),
        ("TITLE", 1): (P, W("COLOURS")),
        ("TITLE", 2): (P,),
        ("TITLE", 3): (P,),
        ("TITLE", 4): (P, W("COLOURS")),
        ("TITLE", 6): (P,),
        ("NEWS", 0): (P, W("COLOURS")),
        ("NEWS", 1): (P, W("COLOURS"), 99),
        ("NEWS", 2): FORMS((P, 1), (P, 3)),
        ("NEWS", 3): (W("COLOURS"), W("NEWS", 4, 5)),
        ("NEWS", 7): (P,),
        ("NEWS", 8): (P,),
        ("NEWS", 9): (W("SHORT"), W("SHORT")),
        ("NEWS", 10): (P,),
        ("NEWS", 11): (P,),
        ("NEWS", 12): (P,),
        ("NEWS", 14): (W("COLOURS"),),
        ("STATUS", 0): FORMS((999, 1, 33, 50), (999, 13, 33, 50)),
        ("STATUS", 4): (P, 999),
        ("STATUS", 5): (13,),
        ("STATUS", 6): (10,),
        ("STATUS", 9): (11,),
        ("STATUS", 10): FORMS(
            (99, 1), (99, 11)
        ),  # a family's treasury: the prices paid into it, less 1 an extension
        ("STATUS", 14): (10, 10),
        ("ACTIONS", 0): (W("COLOURS"), 9),
        ("ACTIONS", 3): (99,),
        ("ACTIONS", 4): (3, 13),
        ("ACTIONS", 10): (P,),
        ("PAGES", 1): (W("SHORT"), 999, 11, 5),
        ("PAGES", 2): (33, 33),
        ("PAGES", 3): (10,),
        ("PAGES", 5): FORMS((P, 1, "*"), (P, 999, "*")),
        ("PAGES", 6): (P, 999, 33, 50, 88),
    },
    "witch_race": {
        # 48 squares, the finish 2-4 beyond; cards in hand up to 2 digits; a die 1-6
        ("TITLES", 0): (P,),
        ("TITLES", 1): (P, 6),
        ("TITLES", 2): (48,),
        ("TITLES", 3): (48,),
        ("TITLES", 4): (P,),
        ("TITLES", 5): (P,),
        ("TITLES", 6): (P,),
        ("TITLES", 7): (W("COLOURS"),),
        ("NEWS", 0): (P, 6),
        ("NEWS", 1): (P,),
        ("NEWS", 2): (P, 4),
        ("NEWS", 3): (P, 48),
        ("NEWS", 4): (9,),
        # a player's card (a magic one never sends the witch home), or a neutral pile's (only back)
        ("NEWS", 6): ALTS(
            [
                (P, F("NEWS", 4, 9), ANY(F("STATUS", 2, 4), 48)),
                (P, T("LABELS", 12), 48),
                (T("NEWS", 5), ANY(T("LABELS", 12), F("NEWS", 4, 9)), 48),
            ]
        ),
        ("NEWS", 8): (48,),  # a push back: where the witch went (a push never sends it home)
        ("NEWS", 9): (W("COLOURS"), 48, ANY(F("STATUS", 2, 4), 48)),  # a tile that sent it on
        ("STATUS", 0): FORMS((">", P, "H4", "48", "48", 1), (">", P, "H4", "48", "48", 19)),
        ("STATUS", 2): (4,),
        ("LABELS", 0): (3, 4),
        ("LABELS", 1): (3, 48),
        ("LABELS", 2): (48,),
        ("LABELS", 6): ALTS(
            [(T("LABELS", 12), F("LABELS", 8, 48)), (9, ANY(F("LABELS", 7, 4), F("LABELS", 8, 48)))]
        ),
        ("LABELS", 7): (4,),
        ("LABELS", 8): (48,),
        ("LABELS", 13): (W("COLOURS"), ANY(T("LABELS", 12), 10)),  # the tile roll enters
        ("HELP", 2): (ANY(P, T("HELP", 5)), W("COLOURS")),
        ("HELP", 5): (W("COLOURS"),),
        ("HELP", 8): (P, 12, "432", "*"),
        ("HELP", 9): (P,),  # why the race ended, then each player's points by finish square
        ("HELP", 10): (P,),
        ("HELP", 11): (4, 12),
    },
}
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


def _game_overflows(game_id, code):
    mod = _module("games.%s.text_%s" % (game_id, code))
    lang.use(code)
    try:
        player = lang.ui[0] % catalog.find(game_id)[3]
    finally:
        lang.use(lang.DEFAULT)
    fill = _Filler(mod, player)
    widest = WIDEST[game_id]
    out = []
    for name, i, text in _entries(mod):
        if (game_id, name, i) in MEASURED:
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
    for g in WIDEST:
        for c in CODES:
            for line in _game_overflows(g, c):
                print(line)
