# Menus outside play (game choice, set-up, settings, language, game menu): loaded only while one is shown.

from companion import catalog
from companion.ui import lang
from companion.ui.buttons import BACK, LONG
from companion.ui.screens import Menu, Message, wrap

_UNDO = BACK + LONG


def main_menu():
    t = lang.ui
    labels = list(t.GAMES) + [t.SETTINGS]

    def pick(app, i):
        if i == len(catalog.GAMES):
            app.push(settings_menu())
        else:
            choose_players(app, catalog.GAMES[i], lang.ui.GAMES[i])

    return Menu(t.CHOOSE_GAME, labels, pick, on_back=lambda app: None)


def choose_players(app, game, title):
    game_id, _, lo, hi = game
    if lo == hi:
        choose_options(app, game_id, title, lo, {}, 0)
        return
    counts = list(range(lo, hi + 1))

    def pick(app, i):
        choose_options(app, game_id, title, counts[i], {}, 0)

    t = lang.ui
    app.push(Menu(t.PLAYERS_TITLE % title, [t.PLAYERS % n for n in counts], pick))


def choose_options(app, game_id, title, players, chosen, k):
    """Ask each of the engine's OPTIONS in turn (worded by the game's table, when it has OPTIONS), then start
    the game."""
    try:
        options = getattr(catalog.load(game_id), "OPTIONS", ())
    except ImportError:
        app.push(Message(title, wrap(lang.ui.NOT_ON_DEVICE)))
        return
    if k >= len(options):
        app.start_game(game_id, players, chosen)
        return
    key, label, values, labels = options[k]
    lang.start_game(game_id)
    worded = getattr(lang.game, "OPTIONS", None)
    if worded is not None:
        label, labels = worded[k]

    def pick(app, i):
        opts = dict(chosen)
        opts[key] = values[i]
        choose_options(app, game_id, title, players, opts, k + 1)

    app.push(Menu(label, list(labels), pick))


def settings_menu(cursor=0):
    def labels(app):
        s = app.settings
        t = lang.ui
        return [
            t.BRIGHTNESS % s["brightness"],
            t.SOUND_ON if s["sound"] else t.SOUND_OFF,
            t.LANGUAGE + " " + s["lang"].upper(),
            t.DONE,
        ]

    def pick(app, i):
        s = app.settings
        if i == 0:
            s["brightness"] = s["brightness"] % 5 + 1
        elif i == 1:
            s["sound"] = not s["sound"]
        elif i == 2:
            app.push(language_menu())
            return
        else:
            app.pop()
            return
        app.apply_settings()
        app.save()

    return Menu(lang.ui.SETTINGS, labels, pick, cursor=cursor)


def language_menu(first=False):
    """The languages, each in its own words; asked once on a fresh device (``first``: back skips nothing)."""

    def pick(app, i):
        app.settings["lang"] = lang.LANGS[i]
        app.apply_settings()
        app.save()
        if first:
            app.screens = [main_menu()]  # worded in the language just chosen
            app.touch()
        else:
            app.pop()
            app.pop()  # the settings below were worded in the old language
            app.push(settings_menu(2))

    title = "Language/Langue" if first else lang.ui.LANGUAGE
    back = (lambda app: None) if first else None
    return Menu(title, list(lang.NAMES), pick, on_back=back, cursor=lang.LANGS.index(lang.current))


def game_menu():
    t = lang.ui
    labels = [t.BACK_TO_GAME, t.UNDO, t.SETTINGS, t.NEW_GAME]

    def pick(app, i):
        if i == 0:
            app.pop()
        elif i == 1:
            app.pop()
            app.press_event(_UNDO)
        elif i == 2:
            app.push(settings_menu())
        else:
            t = lang.ui
            app.push(Menu(t.ABANDON, [t.KEEP_IT, t.ABANDON_YES], confirm_new))

    return Menu(t.GAME_MENU, labels, pick)


def confirm_new(app, i):
    if i == 0:
        app.pop()
    else:
        app.end_game()
