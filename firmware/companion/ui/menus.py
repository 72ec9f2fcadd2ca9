# Menus outside play (game choice, set-up, settings, language, game menu): loaded only while one is shown.

# modules, not their names: this module's globals stay few (its dict is one piece of heap, taken when a
# game's heap is full: at the game menu)
from micropython import const

from companion import catalog
from companion.ui import buttons, lang, screens

# indices into companion/ui/text_<lang>.py TEXTS (a const each: no name kept in memory)
_GAMES = const(1)
_CHOOSE_GAME = const(2)
_SETTINGS = const(3)
_PLAYERS = const(4)
_NOT_ON_DEVICE = const(5)
_BRIGHTNESS = const(6)
_SOUND_ON = const(7)
_SOUND_OFF = const(8)
_LANGUAGE = const(9)
_DONE = const(10)
_GAME_MENU = const(11)
_BACK_TO_GAME = const(12)
_UNDO = const(13)
_NEW_GAME = const(14)
_ABANDON = const(15)
_KEEP_IT = const(16)
_ABANDON_YES = const(17)
_PLAYS = const(35)
_NAMES = const(37)


class Menu(screens.Screen):
    """A titled list; ``ok`` calls ``on_pick(app, index)``, ``back`` calls ``on_back(app)`` (or pops).

    :param items: labels, or a callable(app) returning them (for labels that change)
    """

    def __init__(self, title, items, on_pick, on_back=None, cursor=0):
        self.title = title
        self.items = items
        self.on_pick = on_pick
        self.on_back = on_back
        self.cursor = cursor
        self.first = 0  # the item on the top row

    def labels(self, app):
        return self.items(app) if callable(self.items) else self.items

    def press(self, app, ev):
        n = len(self.labels(app))
        if ev == buttons.UP:
            self.cursor = (self.cursor - 1) % n
        elif ev == buttons.DOWN:
            self.cursor = (self.cursor + 1) % n
        elif ev == buttons.OK:
            self.on_pick(app, self.cursor)
        elif ev == buttons.BACK:
            if self.on_back is not None:
                self.on_back(app)
            else:
                app.pop()

    def draw(self, app, rows):
        screens.draw_title(rows, self.title)
        self.first = screens.draw_list(rows, self.labels(app), self.cursor, 1, screens.ROWS - 1, self.first)


def main_menu():
    t = lang.ui
    labels = list(t[_GAMES]) + [t[_SETTINGS], t[_PLAYS]]

    def pick(app, i):
        if i > len(catalog.GAMES):
            from companion.ui import history  # never loaded beside a game: its names are not a game's

            history.show(app, Menu)
        elif i == len(catalog.GAMES):
            app.push(settings_menu())
        else:
            choose_players(app, catalog.GAMES[i], lang.ui[_GAMES][i])

    return Menu(t[_CHOOSE_GAME], labels, pick, on_back=lambda app: None)


def choose_players(app, game, title):
    game_id, _, lo, hi = game
    if lo == hi:
        choose_options(app, game_id, title, lo, {}, 0)
        return
    counts = list(range(lo, hi + 1))

    def pick(app, i):
        choose_options(app, game_id, title, counts[i], {}, 0)

    t = lang.ui
    app.push(Menu(title, [t[_PLAYERS] % n for n in counts], pick))


def choose_options(app, game_id, title, players, chosen, k):
    """Ask each of the engine's OPTIONS in turn (worded by the game's table, when it has OPTIONS), then start
    the game."""
    app.game_loaded = True
    try:
        options = getattr(catalog.load(game_id), "OPTIONS", ())
    except ImportError:
        from companion.ui.pages import Message, wrap  # not kept with the menus: a game's menu needs no page

        app.push(Message(title, wrap(lang.ui[_NOT_ON_DEVICE])))
        return
    if k >= len(options):
        app.start_game(game_id, players, chosen)
        return
    key, label, values, labels = options[k]
    worded = lang.options(game_id)
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
            t[_BRIGHTNESS] % s["brightness"],
            t[_SOUND_ON] if s["sound"] else t[_SOUND_OFF],
            t[_LANGUAGE] + " " + s["lang"].upper(),
        ] + ([t[_NAMES], t[_DONE]] if app.session is None else [t[_DONE]])  # names: chosen between games

    def pick(app, i):
        s = app.settings
        if i == 0:
            s["brightness"] = s["brightness"] % 5 + 1
        elif i == 1:
            s["sound"] = not s["sound"]
        elif i == 2:
            app.push(language_menu())
            return
        elif i == 3 and app.session is None:
            from companion.ui import naming  # loaded for the names only: its letters are no menu's heap

            naming.menu(app, Menu)
            return
        else:
            app.pop()
            return
        app.fx.use(s)
        app.touch()  # the LEDs again, at the new brightness
        app.settings_dirty = True  # stored by the loop once the press is handled

    return Menu(lang.ui[_SETTINGS], labels, pick, cursor=cursor)


def language_menu(first=False):
    """The languages, each in its own words; asked once on a fresh device (``first``: back skips nothing)."""

    def pick(app, i):
        code = lang.LANGS[i]
        app.settings["lang"] = code
        if app.session is not None and code != lang.current:
            # during a game the new texts are loaded by a power-up (the game is stored first), on a clean
            # heap: beside the game's, the names of a second language's tables would grow MicroPython's
            # qstr pools by a piece the game's heap may not have (docs/MEMORY.md, "Names that stay")
            app.settings_dirty = True  # stored by restart(), put into effect by the power-up
            app.restart()
        app.apply_settings()  # stored by the loop once the press is handled
        # the screens below were worded in the old language: the way back to them is worded again
        if app.session is not None:
            app.show(app.screens[0], game_menu())
        else:
            app.show(main_menu())
        if not first:
            app.screens.append(settings_menu(2))
        app.touch()

    title = "Language/Langue" if first else lang.ui[_LANGUAGE]
    back = (lambda app: None) if first else None
    return Menu(title, list(lang.NAMES), pick, on_back=back, cursor=lang.LANGS.index(lang.current))


def game_menu():
    t = lang.ui
    labels = [t[_BACK_TO_GAME], t[_UNDO], t[_SETTINGS], t[_NEW_GAME]]

    def pick(app, i):
        if i == 0:
            app.pop()
        elif i == 1:
            app.pop()
            app.passed_on = buttons.BACK + buttons.LONG
        elif i == 2:
            app.push(settings_menu())
        else:
            t = lang.ui
            app.push(Menu(t[_ABANDON], [t[_KEEP_IT], t[_ABANDON_YES]], confirm_new))

    return Menu(t[_GAME_MENU], labels, pick)


def confirm_new(app, i):
    if i == 0:
        app.pop()
    else:
        app.end_game()
