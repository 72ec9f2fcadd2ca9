# The games the device knows, in menu order; a game's module is imported only when it is played.

import sys

# (id, title on the 21-column display, fewest players, most players)
GAMES = (
    ("emerald", "Emerald", 2, 5),
    ("dragons_gold", "Or des dragons", 3, 6),
    ("opale", "Opale", 2, 2),
    ("aton", "Aton", 2, 2),
    ("roma", "Roma", 2, 2),
    ("samarkand", "Samarkand", 2, 5),
    ("witch_race", "Course de sorcières", 2, 4),
)

DEFAULT_GAME = "emerald"
LANGS = ("en", "fr", "it")  # the languages the device speaks (companion/ui/lang.py), the default first


def find(game_id):
    """:return: the GAMES row for ``game_id``, or None"""
    for row in GAMES:
        if row[0] == game_id:
            return row
    return None


def module(game_id, part=""):
    """:return: the name of a game's engine (``part=""``) or of another of its modules (``part=".ui"``: its
    screens; ".pages", ".text_en", ...)"""
    return "companion.games." + game_id + (part or ".engine")


def load(game_id, part=""):
    """Import a game's engine (``part=""``) or another of its modules (see module) on first use.

    :raises ImportError: when the module is not on the device
    """
    name = module(game_id, part)
    mod = sys.modules.get(name)
    if mod is None:
        __import__(name)
        mod = sys.modules[name]
    return mod
