# The language the device speaks: one table of texts per language and part, only the language in use loaded.
#
# A table is a module of UPPER_CASE names (companion/ui/text_en.py for the menus and the game screen,
# companion/games/<game>_text_en.py for a game), with the same names in its _fr and _it siblings. Code reads
# them through this module at the moment it needs them (``lang.ui.SETTINGS``, ``lang.game.ROLLED``), so a
# language chosen in the middle of a game is spoken at the next frame.

import sys

LANGS = ("en", "fr", "it")
NAMES = ("English", "Fran\u00e7ais", "Italiano")  # each language named in its own words
DEFAULT = "en"

current = None
ui = None  # the table of the menus and the game screen
game = None  # the table of the game in play (None between games)
_game_id = None


def _table(part, load=True):
    """Import (or with ``load`` False, forget) the table ``part`` in the current language."""
    name = "companion.%s_%s" % (part, current)
    mods = sys.modules
    if not load:
        if name in mods:
            del mods[name]
        return None
    if name not in mods:
        __import__(name)
    return mods[name]


def use(code):
    """Speak ``code`` (one of LANGS; anything else is English) from now on.

    :return: True when the language changed
    """
    global current, ui, game
    if code not in LANGS:
        code = DEFAULT
    if code == current:
        return False
    if current is not None:
        _table("ui.text", False)
        if game is not None:
            _table("games.%s_text" % _game_id, False)
    current = code
    ui = _table("ui.text")
    if game is not None:
        game = _table("games.%s_text" % _game_id)
    return True


def start_game(game_id):
    """Load the texts of ``game_id`` (until end_game or another game)."""
    global game, _game_id
    if game is not None and game_id != _game_id:
        _table("games.%s_text" % _game_id, False)
    _game_id = game_id
    try:
        game = _table("games.%s_text" % game_id)
    except ImportError:  # a game without texts of its own
        game = None


def end_game():
    global game
    if game is not None:
        _table("games.%s_text" % _game_id, False)
    game = None
