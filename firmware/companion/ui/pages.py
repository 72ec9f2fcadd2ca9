# The help page (a long ok) and the end screen's ranking: loaded only while one is shown.

from companion import catalog
from companion.ui import lang
from companion.ui.buttons import BACK, DOWN, UP
from companion.ui.screens import Message, Screen

try:
    from micropython import const
except ImportError:

    def const(x):
        return x


# indices into companion/ui/text_<lang>.py TEXTS (a const each: no name kept in memory)
_HELP = const(25)
_NO_MEMORY_FOR_HELP = const(26)
_BUTTONS_HELP = const(27)
_SHARED_VICTORY = const(28)


class InfoScreen(Message):
    """The help page on long ``ok``, from the game's ``<id>_pages`` module (loaded while the page is shown):
    ``legend(state)`` explains the game screen (abbreviations, LEDs, colours), then its optional
    ``info(state)`` page (e.g. Emerald's danger map, with ``info_leds(state, strip)``), then the buttons.
    Up/down scroll, any other press returns."""

    def __init__(self, app):
        s = app.session
        from companion.ui.app import forget

        try:
            self.helper = catalog.load(s.game_id, "_pages")
            forget(self.helper.__name__)  # gone with this page: its text is needed only while it is shown
            lines = self.helper.legend(s.state)
            info = getattr(self.helper, "info", None)
            more = info(s.state) if info is not None else []
        except MemoryError:  # a help page is never worth an error screen
            forget("companion.games.%s_pages" % s.game_id)
            self.helper = None
            lines = list(lang.ui[_NO_MEMORY_FOR_HELP])
            more = []
        t = lang.ui
        Message.__init__(
            self, t[_HELP], lines + ([""] + more if more else []) + [""] + list(t[_BUTTONS_HELP])
        )

    def press(self, app, ev):
        Message.press(self, app, ev if ev in (UP, DOWN) else BACK)

    def leds(self, app, strip, now):
        hook = getattr(self.helper, "info_leds", None)
        if hook is None:
            return Screen.leds(self, app, strip, now)
        hook(app.session.state, strip)
        return None


def ranking(res, row, by_total=True):
    """End-screen rows: players by total (a tie keeps seat order), then a line when the win is shared.

    :param res: an engine's result()
    :param row: callable(index, player, won) -> the player's row
    :param by_total: False keeps seat order (two-player games list P1 then P2)
    :return: (rows, order of the player indices)
    """
    players = res["players"]
    order = list(range(len(players)))
    if by_total:
        order = sorted(order, key=lambda i: (-players[i]["total"], i))
    rows = [row(i, players[i], players[i]["name"] in res["winners"]) for i in order]
    if len(res["winners"]) > 1:
        rows.append(lang.ui[_SHARED_VICTORY])
    return rows, order


def result_lines(res):
    """Default end screen: '*' before each winner, name and total."""
    return ranking(res, lambda i, p, won: "%s%-11s%4d" % ("*" if won else " ", lang.player(i), p["total"]))[0]
