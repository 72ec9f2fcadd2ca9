# Pages of text (messages, the help page) and the end screen's ranking: loaded only while one is shown.

# modules, not their names: this module's globals stay few (its dict is one piece of heap, taken when a
# game's heap is full: at the help page)
from micropython import const

from companion import catalog
from companion.ui import buttons, lang, screens

# indices into companion/ui/text_<lang>.py TEXTS (a const each: no name kept in memory)
_HELP = const(25)
_NO_MEMORY_FOR_HELP = const(26)
_BUTTONS_HELP = const(27)


class Message(screens.Screen):
    """Lines of text; any of ok/back closes it (then ``on_close(app)`` or pop)."""

    def __init__(self, title, lines, on_close=None):
        self.title = title
        self.lines = lines
        self.on_close = on_close
        self.top = 0

    def press(self, app, ev):
        if ev == buttons.DOWN and self.top + screens.ROWS - 1 < len(self.lines):
            self.top += 1
        elif ev == buttons.UP and self.top > 0:
            self.top -= 1
        elif ev in (buttons.OK, buttons.BACK, buttons.OK + buttons.LONG, buttons.BACK + buttons.LONG):
            if self.on_close is not None:
                self.on_close(app)
            else:
                app.pop()

    def draw(self, app, rows):
        screens.draw_title(rows, self.title)
        self.top = screens.draw_lines(rows, self.lines, self.top, 1, screens.ROWS - 1)


def wrap(text, width=16):
    """Split text into display lines of at most ``width`` columns."""
    out = []
    for para in str(text).split("\n"):
        line = ""
        for word in para.split(" "):
            while len(word) > width:
                if line:
                    out.append(line)
                    line = ""
                out.append(word[:width])
                word = word[width:]
            if not line:
                line = word
            elif len(line) + 1 + len(word) <= width:
                line = line + " " + word
            else:
                out.append(line)
                line = word
        out.append(line)
    return out


class InfoScreen(Message):
    """The help page on long ``ok``, from the game's ``<id>_pages`` module (loaded while the page is shown):
    ``legend(state)`` explains the game screen (abbreviations, LEDs, colours), then its optional
    ``info(state)`` page (e.g. Emerald's danger map, with ``info_leds(state, strip)``), then the buttons.
    Up/down scroll, any other press returns."""

    def __init__(self, app):
        s = app.session
        from companion.memory import forget

        t = lang.ui
        lines = None
        # a page of up to a hundred lines: extended in place to its exact length (append() would double it)
        try:
            self.helper = catalog.load(s.game_id, ".pages")
            forget(self.helper.__name__)  # gone with this page: its text is needed only while it is shown
            lines = self.helper.legend(s.state)
            info = getattr(self.helper, "info", None)
            if info is not None:
                lines += ("",)
                lines += info(s.state)
            lines += ("",)
            lines += t[_BUTTONS_HELP]
        except MemoryError:  # a help page is never worth an error screen
            forget("companion.games.%s.pages" % s.game_id)
            self.helper = None
            lines = None  # its room for the short page's
            lines = list(t[_NO_MEMORY_FOR_HELP])
            lines += ("",)
            lines += t[_BUTTONS_HELP]
        Message.__init__(self, t[_HELP], lines)

    def press(self, app, ev):
        Message.press(self, app, ev if ev in (buttons.UP, buttons.DOWN) else buttons.BACK)

    def leds(self, app, strip, now):
        hook = getattr(self.helper, "info_leds", None)
        if hook is None:
            return screens.Screen.leds(self, app, strip, now)
        hook(app.session.state, strip)
        return None
