# Menus outside play (game choice, set-up, settings, game menu): loaded only while one is shown.

from companion import catalog
from companion.ui.buttons import BACK, LONG
from companion.ui.screens import Menu, Message, wrap

_UNDO = BACK + LONG


def main_menu():
    labels = [g[1] for g in catalog.GAMES] + ["Settings"]

    def pick(app, i):
        if i == len(catalog.GAMES):
            app.push(settings_menu())
        else:
            choose_players(app, catalog.GAMES[i])

    return Menu("Choose a game", labels, pick, on_back=lambda app: None)


def choose_players(app, game):
    game_id, title, lo, hi = game
    if lo == hi:
        choose_options(app, game_id, title, lo, {}, 0)
        return
    counts = list(range(lo, hi + 1))

    def pick(app, i):
        choose_options(app, game_id, title, counts[i], {}, 0)

    app.push(Menu(title + ": players", ["%d players" % n for n in counts], pick))


def choose_options(app, game_id, title, players, chosen, k):
    """Ask each of the engine's OPTIONS in turn, then start the game."""
    try:
        options = getattr(catalog.load(game_id), "OPTIONS", ())
    except ImportError:
        app.push(Message(title, wrap("This game is not on the device yet.")))
        return
    if k >= len(options):
        app.start_game(game_id, players, chosen)
        return
    key, label, values, labels = options[k]

    def pick(app, i):
        opts = dict(chosen)
        opts[key] = values[i]
        choose_options(app, game_id, title, players, opts, k + 1)

    app.push(Menu(label, list(labels), pick))


def settings_menu():
    def labels(app):
        s = app.settings
        return [
            "Brightness %d/5" % s["brightness"],
            "Sound " + ("on" if s["sound"] else "off"),
            "Done",
        ]

    def pick(app, i):
        s = app.settings
        if i == 0:
            s["brightness"] = s["brightness"] % 5 + 1
        elif i == 1:
            s["sound"] = not s["sound"]
        else:
            app.pop()
            return
        app.apply_settings()
        app.save()

    return Menu("Settings", labels, pick)


def game_menu():
    labels = ["Back to game", "Undo", "Settings", "New game"]

    def pick(app, i):
        if i == 0:
            app.pop()
        elif i == 1:
            app.pop()
            app.press_event(_UNDO)
        elif i == 2:
            app.push(settings_menu())
        else:
            app.push(Menu("Abandon game?", ["No, keep it", "Yes, new game"], confirm_new))

    return Menu("Game menu", labels, pick)


def confirm_new(app, i):
    if i == 0:
        app.pop()
    else:
        app.end_game()
