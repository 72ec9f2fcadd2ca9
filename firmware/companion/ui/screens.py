# The device's screens: menus, the generic game screen, settings, messages; 16 columns x 8 rows of text.

from companion import catalog
from companion.ui.buttons import BACK, DOWN, LONG, OK, ROLL, UP

ROWS = 8


def fit(s):
    """Clip to the 16 columns of the display."""
    s = str(s)
    return s if len(s) <= 16 else s[:15] + "~"


def draw_title(d, text):
    d.fill_rect(0, 0, 128, 8, 1)
    d.text(fit(text), 0, 0, 0)


def scroll_mark(d, first, n, top_row, rows):
    """A mark on the right edge showing which of ``n`` lines the ``rows`` rows from ``first`` are."""
    if n > rows:
        d.vline(127, top_row * 8 + (first * rows * 8) // n, max(2, rows * rows * 8 // n), 1)


def draw_lines(d, lines, first, top_row, rows):
    """Draw ``lines`` from index ``first`` on ``rows`` rows from ``top_row``, with a scroll mark.

    :return: ``first`` kept within the lines (a list that shrank scrolls back)
    """
    first = max(0, min(first, len(lines) - rows))
    for r, line in enumerate(lines[first : first + rows]):
        d.text(fit(line), 0, (top_row + r) * 8, 1)
    scroll_mark(d, first, len(lines), top_row, rows)
    return first


def draw_list(d, items, cursor, top_row, rows, label=None):
    """Draw a scrolling list with a cursor on ``rows`` rows from ``top_row``.

    :param label: callable(item) -> text; only the visible items are labelled (a long list costs no heap)
    """
    n = len(items)
    first = 0
    if n > rows:
        first = min(max(0, cursor - rows // 2), n - rows)
    for r in range(min(rows, n)):
        i = first + r
        y = (top_row + r) * 8
        text = fit(label(items[i]) if label else items[i])
        if i == cursor:
            d.fill_rect(0, y, 128, 8, 1)
            d.text(text, 0, y, 0)
        else:
            d.text(text, 0, y, 1)
    scroll_mark(d, first, n, top_row, rows)


class Screen:
    """Duck-typed screen: the app calls press, draw, tick and leds."""

    def press(self, app, ev):
        pass

    def draw(self, app, d):
        pass

    def tick(self, app, now):
        return False

    def leds(self, app, strip, now):
        strip.fill((0, 0, 0))
        return None


class Menu(Screen):
    """A titled list; ``ok`` calls ``on_pick(app, index)``, ``back`` calls ``on_back(app)`` (or pops).

    :param items: labels, or a callable(app) returning them (for labels that change)
    """

    def __init__(self, title, items, on_pick, on_back=None, cursor=0):
        self.title = title
        self.items = items
        self.on_pick = on_pick
        self.on_back = on_back
        self.cursor = cursor

    def labels(self, app):
        return self.items(app) if callable(self.items) else self.items

    def press(self, app, ev):
        n = len(self.labels(app))
        if ev == UP:
            self.cursor = (self.cursor - 1) % n
        elif ev == DOWN:
            self.cursor = (self.cursor + 1) % n
        elif ev == OK:
            self.on_pick(app, self.cursor)
        elif ev == BACK:
            if self.on_back is not None:
                self.on_back(app)
            else:
                app.pop()

    def draw(self, app, d):
        draw_title(d, self.title)
        draw_list(d, self.labels(app), self.cursor, 1, ROWS - 1)


class Message(Screen):
    """Lines of text; any of ok/back closes it (then ``on_close(app)`` or pop)."""

    def __init__(self, title, lines, on_close=None):
        self.title = title
        self.lines = lines
        self.on_close = on_close
        self.top = 0

    def press(self, app, ev):
        if ev == DOWN and self.top + ROWS - 1 < len(self.lines):
            self.top += 1
        elif ev == UP and self.top > 0:
            self.top -= 1
        elif ev in (OK, BACK, OK + LONG, BACK + LONG):
            if self.on_close is not None:
                self.on_close(app)
            else:
                app.pop()

    def draw(self, app, d):
        draw_title(d, self.title)
        self.top = draw_lines(d, self.lines, self.top, 1, ROWS - 1)


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


# --- playing ------------------------------------------------------------------------------------


def default_label(action):
    return " ".join([str(x) for x in action])


class GameScreen(Screen):
    """The generic game screen, tuned by the game's ``_ui`` module (see docs/ARCHITECTURE.md).

    Rows: the title; what the last action did (the ``news`` hook, or what undo took back); the status;
    the ROLL prompt; the actions; a refusal. Over, the news and the end lines scroll with up/down.
    """

    def __init__(self, app):
        self.cursor = 0
        self.top = 0  # the first line shown of the final screen
        self.toast = None
        self.undone = None  # lines naming what undo took back, until the next press
        self._actions = None
        self.ui = app.game_ui()
        attach = self._hook("attach")
        if attach is not None:
            attach(
                app.fx
            )  # a game whose clock rings by itself (a sand timer) needs the buzzer from the start

    def _hook(self, name):
        return getattr(self.ui, name, None)

    def actions(self, app):
        if self._actions is None:
            self._actions = app.session.legal()
        return self._actions

    def changed(self):
        self._actions = None
        self.cursor = 0
        self.top = 0

    def label(self, state, action):
        hook = self._hook("label")
        return hook(state, action) if hook else default_label(action)

    def press(self, app, ev):
        s = app.session
        self.toast = None
        self.undone = None
        if ev == BACK + LONG:
            action = s.undo() if s.can_undo() else None
            if action is None:
                self.toast = s.undo_refusal()
                return
            self.changed()
            app.save()
            text = self.label(s.state, action)  # labelled as it was offered
            head = "Undone:"
            self.undone = [head + " " + text] if len(text) <= 8 else [head, text]
            return
        if ev == BACK:
            app.push(app.menus().game_menu())
            return
        if ev == OK + LONG:
            app.push(InfoScreen(app))
            return
        if ev == ROLL:
            if s.chance():
                outcome = s.roll()
                self.after(app, outcome)
            else:
                self.toast = "Nothing to roll"
            return
        acts = self.actions(app)
        if s.over() and not acts:
            if ev == UP:
                self.top = max(0, self.top - 1)
            elif ev == DOWN:
                self.top += 1  # kept within the lines when drawn
            elif ev == OK:
                app.push(app.menus().game_menu())
        elif not acts:
            return
        elif ev == UP:
            self.cursor = (self.cursor - 1) % len(acts)
        elif ev == DOWN:
            self.cursor = (self.cursor + 1) % len(acts)
        elif ev == OK:
            action = acts[self.cursor]
            acts = self._actions = None  # gone before the session checks the action against its own list
            why = s.act(action)
            if why is None:
                self.after(app, action)
            else:
                self.toast = fit(why)

    def after(self, app, action):
        self.changed()
        app.remember()
        app.save()
        hook = self._hook("on_apply")
        if hook is not None:
            hook(app.session.state, action, app.fx)

    def draw(self, app, d):
        s = app.session
        state = s.state
        hook = self._hook("title")
        draw_title(d, hook(state) if hook else catalog.find(s.game_id)[1])
        hook = self._hook("news")
        head = self.undone or (hook(state) if hook else [])
        acts = self.actions(app)
        if s.over() and not acts:
            # the final screen's lines come from the game's pages, loaded only now (not during play)
            hook = getattr(catalog.load(s.game_id, "_pages"), "end_lines", None)
            lines = head + (hook(state) if hook else result_lines(s.engine.result(state)))
            self.top = draw_lines(d, lines, self.top, 1, ROWS - 1)
            return
        hook = self._hook("status")
        status = hook(state, app.board.ticks_ms()) if hook else []
        rolling = s.chance()
        # what happened first, then the status, keeping rows for the ROLL prompt, two actions, a refusal
        free = ROWS - 1 - (1 if self.toast else 0) - (1 if rolling else 0) - min(len(acts), 2)
        head = head[: max(0, free)]
        row = 1
        for line in head + status[: min(4, max(0, free - len(head)))]:
            d.text(fit(line), 0, row * 8, 1)
            row += 1
        if rolling:
            hook = self._hook("roll_label")
            d.text(fit(hook(state) if hook else "ROLL: roll"), 0, row * 8, 1)
            row += 1
        last = ROWS - (1 if self.toast else 0)
        if acts and row < last:
            draw_list(d, acts, self.cursor, row, last - row, lambda a: self.label(state, a))
        if self.toast:
            d.text(fit(self.toast), 0, (ROWS - 1) * 8, 1)

    def leds(self, app, strip, now):
        hook = self._hook("leds")
        if hook is None:
            strip.fill((0, 0, 0))
            return None
        return hook(app.session.state, strip, now)


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
            lines = "Not enough\nmemory for the\nlegend now".split("\n")
            more = []
        # one constant: no names added to the device's memory
        buttons = (
            "\nButtons:\n up/down: choose\n ok: do it\n roll: dice/draw\n"
            " back: game menu\n long back: undo\n long ok: help"
        )
        Message.__init__(self, "Help", lines + ([""] + more if more else []) + buttons.split("\n"))

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
        rows.append("Shared victory")
    return rows, order


def result_lines(res):
    """Default end screen: '*' before each winner, name and total."""
    return ranking(
        res, lambda i, p, won: "%s%-11s%4d" % ("*" if won else " ", fit(p["name"])[:11], p["total"])
    )[0]
