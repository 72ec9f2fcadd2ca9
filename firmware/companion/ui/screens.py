# The display as 8 rows of 21 columns, messages, the generic game screen (menus: menus.py, help: pages.py).

import gc

from micropython import const

from companion import catalog
from companion.ui import lang
from companion.ui.buttons import BACK, DOWN, LONG, OK, ROLL, UP

# indices into companion/ui/text_<lang>.py TEXTS (a const each: no name kept in memory)
_GAMES = const(1)
_UNDONE = const(18)
_NOTHING_TO_ROLL = const(19)
_NO_MORE_UNDO = const(20)
_NOT_ALLOWED = const(23)
_ROLL = const(24)
_PLAY_AGAIN = const(34)

_LONG_LIST = const(30)  # a list this long or longer: a hold's fast repeats move _JUMP rows at a time
_JUMP = const(5)
_FAST = const(7)  # buttons.Buttons.count at a hold's first fast repeat (1 + _FAST_AFTER + 1)
_ROWS = const(8)
ROWS = _ROWS  # rows of 8 pixels on the display, a text line each
_COLS = const(21)
COLS = _COLS  # characters a row: cells of 6 pixels (companion/ui/font.py), 2 pixels left for the scroll mark
_END = const(126)  # the first pixel column after the last cell

_TYPED = const(0)
if _TYPED:  # mypy reads this (always_true); MicroPython's compiler drops the block: no import at run time
    from types import ModuleType

    framebuf: ModuleType | None

try:
    import framebuf
except ImportError:  # CPython: the simulator's display brings its framebuf (the stand-in)
    framebuf = None


def fit(s):
    """Clip to the 21 columns of the display."""
    if not isinstance(s, str):  # MicroPython: str() of a str is a new string (looked up in the qstr pools)
        s = str(s)
    return s if len(s) <= _COLS else s[: _COLS - 1] + "~"


def end_lines(s):
    """The final screen's lines, worked out once: the game's pages and scoring modules are loaded for them
    and dropped at once, so that a menu opened after the game finds their room.

    :param s: the session of a game that is over
    """
    from companion.memory import forget

    pages = catalog.load(s.game_id, ".pages")
    gc.collect()  # what loading the module left behind goes before the scoring comes
    hook = getattr(pages, "end_lines", None)
    if hook is not None:
        lines = hook(s.state)
    else:
        from companion.ui.ranking import result_lines

        lines = result_lines(s.engine.result(s.state))
    forget(catalog.module(s.game_id, ".pages"))
    forget(catalog.module(s.game_id, ".score"))
    forget("companion.ui.pages")  # a game's end lines may wrap text
    forget("companion.ui.ranking")
    return lines


class Rows:
    """The display as ROWS rows of text: a screen puts a frame's rows, and only the rows that changed since
    the last frame are drawn (a cursor move redraws two rows, not the whole display). A row not put in a
    frame is blank.

    :param display: a framebuf-like display (fill_rect, text, vline, show)
    """

    def __init__(self, display):
        self.display = display
        self._text = [""] * _ROWS  # the frame being put
        self._inverted = bytearray(_ROWS)
        self._mark = 0  # the scroll mark: top pixel << 8 | height (0: none)
        self._put = 0  # a bit a row: put in this frame
        self._todo = 0  # a bit a row: put otherwise than shown
        self._shown = [None] * _ROWS  # type: list[str | None]  # None: the first frame draws every row
        self._shown_inverted = bytearray(_ROWS)
        self._shown_mark = 0
        self._blank = 0  # a bit a row: shown blank
        self._glyphs = None  # type: tuple | None  # what draws the text (ui/glyphs.py); None: pixel by pixel
        fb = getattr(display, "framebuf", None) or framebuf
        if getattr(display, "buffer", None) is not None and fb is not None:
            from companion.memory import forget
            from companion.ui import glyphs

            self._glyphs = glyphs.make(fb)
            forget("companion.ui.glyphs")  # made once: its code is not kept, nor the font's module (its
            forget("companion.ui.font")  # bytes are kept where the tables point into them)

    def begin(self):
        """Start a frame."""
        self._put = 0
        self._todo = 0
        self._mark = 0

    def put(self, row, text, inverted=False):
        if 0 <= row < _ROWS:
            if len(text) > _COLS:
                text = fit(text)
            inverted = 1 if inverted else 0
            self._text[row] = text
            self._inverted[row] = inverted
            bit = 1 << row
            self._put |= bit
            if text != self._shown[row] or inverted != self._shown_inverted[row]:
                self._todo |= bit

    def mark(self, top, height):
        """The scroll mark: a line on the right edge over ``height`` pixels from pixel row ``top``."""
        self._mark = top << 8 | height

    def _covered(self, mark):
        # the rows a scroll mark crosses, as bits
        top = mark >> 8
        bits = 0
        for r in range(top // 8, min(_ROWS, (top + (mark & 0xFF) + 7) // 8)):
            bits |= 1 << r
        return bits

    def commit(self):
        """Draw the rows that changed.

        :return: a bit a row drawn, 0 when the display is unchanged (it needs a show of those rows)
        """
        todo = self._todo | (0xFF & ~self._put & ~self._blank)  # rows to blank
        mark = self._mark
        if mark != self._shown_mark:
            todo |= self._covered(mark) | self._covered(self._shown_mark)
            self._shown_mark = mark
        if not todo:
            return 0
        d = self.display
        buf = getattr(d, "buffer", None)
        put = self._put
        blank = self._blank
        shown = self._shown
        shown_inverted = self._shown_inverted
        top = mark >> 8
        bottom = top + (mark & 0xFF)
        cells = None
        if self._glyphs is not None:  # what drawing a row needs, looked up once
            cells, row, clear, blit, pair0, pair1, pair2, inverse, src, pairs, chars, _ = self._glyphs
        for r in range(_ROWS):
            bit = 1 << r
            if not todo & bit:
                continue
            if put & bit:
                text = self._text[r]
                inverted = self._inverted[r]
            else:
                text = ""
                inverted = 0
            y = r * 8
            s = r * 128
            if cells is None:
                from companion.ui import glyphs

                glyphs.draw_pixels(d, y, text, inverted)
            else:
                # the row drawn in self._row: its cells cleared, the text's glyphs (from the first cell,
                # nothing past the text), an inverted row's cells inverted with their glyphs (descenders
                # too), the two pixel columns after the cells dark or lit; then copied into the SSD1306's
                # buffer at once (a row is 128 of its bytes, MONO_VLSB)
                clear(cells, 0)
                if text:
                    b = text.encode()
                    if len(b) != len(text):  # letters beyond ASCII: in the font's tables (ui/font.py), a
                        # letter from U+00C0 stands as its UTF-8's second byte (French's and Italian's: at C
                        # speed); any other character needs ui/glyphs.py
                        b = b.replace(b"\xc3", b"")
                        if len(b) != len(text):
                            from companion.ui import glyphs

                            b = glyphs.latin1(text)
                    n = len(b)
                    chars[_COLS - n :] = b
                    at = n - _COLS  # the text at the end of its frame: the blits go as far as it does
                    blit(pairs, src, 0, at, -1, pair0)
                    blit(pairs, src, 1, at, -1, pair1)
                    blit(pairs, src, 2, at, -1, pair2)
                if inverted:
                    blit(cells, cells, 0, 0, -1, inverse)
                    row[126] = row[127] = 255
                else:
                    row[126] = row[127] = 0
                assert buf is not None  # glyphs are made only for a display with a buffer
                buf[s : s + 128] = row
            if top < y + 8 and bottom > y:
                d.vline(127, max(top, y), min(bottom, y + 8) - max(top, y), 1)
            shown[r] = text
            shown_inverted[r] = inverted
            if text or inverted:
                blank &= ~bit
            else:
                blank |= bit
        self._blank = blank
        return todo


def draw_title(rows, text):
    rows.put(0, text, True)


def scroll_mark(rows, first, n, top, count):
    """A mark on the right edge showing which of ``n`` lines the ``count`` rows from ``first`` are."""
    if n > count:  # (the 2 last: a word less on the stack, and the call's frame off the heap)
        rows.mark(top * 8 + (first * count * 8) // n, max(count * count * 8 // n, 2))


def draw_lines(rows, lines, first, top, count):
    """Put ``lines`` from index ``first`` on ``count`` rows from ``top``, with a scroll mark.

    :return: ``first`` kept within the lines (a list that shrank scrolls back)
    """
    first = max(0, min(first, len(lines) - count))
    for r in range(min(count, len(lines) - first)):
        rows.put(top + r, lines[first + r])
    scroll_mark(rows, first, len(lines), top, count)
    return first


def draw_list(rows, items, cursor, top, count, first=0, label=None):
    """Put a scrolling list with a cursor on ``count`` rows from ``top``.

    The list turns a page only when the cursor would leave the rows: most cursor moves redraw two rows.

    :param first: the item on the top row last time
    :param label: callable(index) -> text; only the visible items are labelled (a long list costs no heap)
    :return: the item on the top row now
    """
    n = len(items)
    if cursor < first:
        first = max(0, cursor - count + 1)  # a page up: the cursor on the bottom row
    elif cursor >= first + count:
        first = cursor  # a page down: the cursor on the top row
    first = max(0, min(first, n - count))
    for r in range(min(count, n)):
        i = first + r
        rows.put(top + r, label(i) if label else items[i], i == cursor)
    scroll_mark(rows, first, n, top, count)
    return first


def game_title(game_id):
    """The game's name as the menus show it, in the language in use."""
    return lang.ui[_GAMES][catalog.GAMES.index(catalog.find(game_id))]


class Screen:
    """Duck-typed screen: the app calls press, draw, leds, and due while the screen is live, and idle (if the
    screen has it) at the idle moment after a press."""

    def press(self, app, ev):
        pass

    def due(self, app, now):
        pass

    def draw(self, app, rows):
        pass

    def leds(self, app, strip, now):
        strip.fill((0, 0, 0))
        return None


# --- playing ------------------------------------------------------------------------------------


def default_label(action):
    return " ".join([str(x) for x in action])


def start(ui, state, actions):
    """Where the cursor starts on a fresh list of actions: on the likely one, as the game's ``_ui`` hook
    ``cursor(state, actions)`` says (an index, or None for the top row). A pure function of the state, so
    that a power-up puts it where it was (host_sim.autoplay and the effort bench ask it too)."""
    hook = getattr(ui, "cursor", None) if ui is not None else None
    i = hook(state, actions) if hook is not None else None
    return i if i is not None and 0 <= i < len(actions) else 0


class GameScreen(Screen):
    """The generic game screen, tuned by the game's ``_ui`` module (see docs/ARCHITECTURE.md).

    Rows: the title; what the last action did (the ``news`` hook, or what undo took back); the status;
    the ROLL prompt; the actions; a refusal. Over, the news and the end lines scroll with up/down.
    What the hooks say is kept until the state changes: a cursor move asks the game nothing.

    Where a turn is a fixed series of entries (Aton's cartouche values) the game's hook ``keys(state,
    actions)`` may give the buttons ``up``, ``down``, ``ok``, ``roll`` an action each, entered in one press:
    None (the list), or (the index into ``actions`` each button gives, by its code (buttons.UP ... ROLL),
    None for a button keeping its meaning, ``back`` always; by a long press's code too (ROLL + LONG): -1
    shows the list in the lines' place, the cursor where the hook ``cursor`` puts it (Course de sorcieres'
    other tiles); the lines saying which button gives what, shown in the list's place (where ``up``,
    ``down`` or ``ok`` gives nothing, it does nothing: no list is shown),
    or None: the list stays, and the ROLL row says what ``roll`` gives when the game's ``roll_label`` words
    it, else a row of the list names the button, as Roma's "End turn: ROLL").
    host_sim.autoplay and the effort bench ask it too.
    """

    keys = None  # what the hook keys says: set on the screen only for a game that has one (heap)

    def __init__(self, app):
        self.cursor = 0
        self.top = 0  # the first line shown of the final screen
        self.toast = None
        self.undone = None  # lines naming what undo took back, until the next press
        self.ui = app.game_ui()
        self.changed(app)
        attach = self._hook("attach")
        if attach is not None:
            # a game whose clock rings by itself (a sand timer) needs the buzzer from the start
            attach(app.fx, app.session)

    def _hook(self, name):
        return getattr(self.ui, name, None)

    def actions(self, app):
        if self._actions is None:
            self._actions = app.session.legal()  # type: list | None
            hook = self._hook("keys")
            if hook is not None:
                self.keys = hook(app.session.state, self._actions)
            if self.cursor < 0:  # a new list: the cursor starts on the likely action
                self.cursor = start(self.ui, app.session.state, self._actions)
        return self._actions

    def changed(self, app):
        """The state changed: forget what the hooks said, and redraw the LEDs."""
        self._actions = None
        self._labels = None
        self._title = None  # also stands for the news, the roll prompt and whether the game is over
        self.end = None  # the final screen's lines, worked out once the game is over
        self._status = None
        self.cursor = -1  # placed when the actions are known (start)
        self.first = 0
        self.top = 0
        app.touch()

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
                # the reasons, in the session's order, are consecutive texts of the table
                self.toast = lang.ui[_NO_MORE_UNDO + s.undo_refusal()]
                return
            self.changed(app)
            text = self.label(s.state, action)  # labelled as it was offered
            head = lang.ui[_UNDONE]
            self.undone = [head + " " + text] if len(text) <= 8 else [head, text]
            return
        if ev == BACK:
            app.push(app.menus().game_menu())
            return
        if ev == OK + LONG:
            app.cover()
            app.push(app.pages().InfoScreen(app))
            return
        acts = self.actions(app)
        keys = self.keys
        i = keys[0][ev] if keys is not None and ev < len(keys[0]) else None
        if i == -1:  # the list of every action, in the lines' place until the state changes
            self.keys = None
            self._title = None
            return
        if i is None and ev in (UP, DOWN, OK) and keys is not None and keys[1] is not None:
            return  # a button of the lines with no value (Aton's full temple): no list under them to use
        if i is not None:
            if app.buttons.count > 1:
                return  # a held up or down enters its value once, not once a repeat
            self.cursor = i
            ev = OK  # chosen as if with the cursor
        if ev == ROLL:
            if s.chance():
                outcome = s.roll()
                self.after(app, outcome)
            elif not acts and s.over():
                # the same game, players and options again; the rules name who starts (the youngest, the
                # players' choice, a draw): the seats stay
                app.start_game(s.game_id, s.players, s.options)
            else:
                self.toast = lang.ui[_NOTHING_TO_ROLL]
            return
        if not acts and s.over():
            if ev == UP:
                self.top = max(0, self.top - 1)
            elif ev == DOWN:
                self.top += 1  # kept within the lines when drawn
            elif ev == OK:
                app.push(app.menus().game_menu())
        elif not acts:
            return
        elif ev == UP or ev == DOWN:
            step = 1
            fast = app.buttons.count - _FAST
            if fast >= 0 and len(acts) >= _LONG_LIST:
                # a hold past its slow rows crosses a long list (a count) _JUMP rows at a time, slowly
                # enough to let go on them: a move every third of the fast repeats
                if fast % 3:
                    return
                step = _JUMP
            self.cursor = (self.cursor + (step if ev == DOWN else -step)) % len(acts)
        elif ev == OK:
            action = acts[self.cursor]
            acts = self._actions = None  # gone before the action is applied: the heap is the engine's
            why = s.act(action, True)
            if why is None:
                self.after(app, action)
            else:  # an engine's reason is for tests and logs; the players read the short refusal
                self.toast = lang.ui[_NOT_ALLOWED]

    def after(self, app, action):
        self.changed(app)  # the loop stores the action before anything says it (App.save)
        hook = self._hook("on_apply")
        if hook is not None:
            hook(app.session.state, action, app.fx)

    def due(self, app, now):
        """Apply what the game's clock calls for (``_ui.due``, e.g. its sand timer ran out), as if chosen."""
        hook = self._hook("due")
        action = hook(app.session.state, now) if hook is not None else None
        # an int is the game's clock to keep (its sand timer's time left): journaled, not played
        if action is not None and app.session.act(action) is None and type(action) is not int:
            self.after(app, action)

    def _label_at(self, i):
        labels = self._labels
        assert labels is not None  # set by draw, which asks
        if labels[i] is None:
            assert self._actions is not None  # with the labels, while none is worked out
            labels[i] = fit(self.label(self._state, self._actions[i]))
        return labels[i]

    def idle(self, app):
        """The idle moment after a press (a roomy heap's): the labels one press could bring into view are
        worded now, not in that press: the next page, the one before, and both ends of the list (the cursor
        wraps). A label can take a game 80 k instructions to word."""
        labels = self._labels
        keys = self.keys
        if labels is None or self._over or self._page <= 0 or keys is not None and keys[1] is not None:
            return  # no list shown (the buttons' lines in its place: Aton's cartouches, even at power-up)
        n = len(labels)
        page = self._page
        first = self.first
        for lo in (first + page, first - page, 0, n - page):
            for i in range(max(0, lo), min(n, lo + page)):
                if labels[i] is None:
                    self._label_at(i)

    def draw(self, app, rows):
        s = app.session
        state = s.state
        acts = self.actions(app)
        if self._title is None:
            hook = self._hook("title")
            self._title = hook(state) if hook else game_title(s.game_id)
            hook = self._hook("news")
            self._news = hook(state) if hook else []
            self._over = s.over() and not acts
            # a button of its own beside the list: the ROLL row names what it gives, if the game words it
            keyed = self.keys is not None and self.keys[1] is None
            rolling = bool(s.chance())
            hook = self._hook("roll_label")
            text = (hook(state) if hook else lang.ui[_ROLL]) if rolling or keyed else None
            self._rolling = rolling or bool(text)
            self._roll_text = text
            self._labels = [None] * len(acts)
        draw_title(rows, self._title)
        head = self.undone or self._news
        if self._over:
            if self.end is None:
                if app.tight:  # the scoring loads in the press that ends the game: its room in one piece
                    self._labels = self._status = None
                    gc.collect()
                # the seats' names (Settings, Names): here, not in the game's rows (their columns fit P1)
                named = app.settings.get("names") or []
                named = [
                    lang.player(i) + " " + named[i] for i in range(min(s.players, len(named))) if named[i]
                ]
                self.end = end_lines(s) + named + [lang.ui[_PLAY_AGAIN]]
            self.top = draw_lines(rows, head + self.end, self.top, 1, _ROWS - 1)
            return
        if self._status is None or app.live:  # a live screen (a running timer) asks again each frame
            hook = self._hook("status")
            self._status = hook(state, app.board.ticks_ms()) if hook else []
        status = self._status
        rolling = self._rolling
        # what happened first, then the status, keeping rows for the ROLL prompt, two actions, a refusal
        lines = self.keys[1] if self.keys is not None else None  # the buttons' values, in the list's place
        n = len(lines) if lines is not None else min(len(acts), 2)
        free = _ROWS - 1 - (1 if self.toast else 0) - (1 if rolling else 0) - n
        row = 1
        for line in head:
            if row > free:
                break
            rows.put(row, line)
            row += 1
        free = min(free, row + 3)  # at most four status rows
        for line in status:
            if row > free:
                break
            rows.put(row, line)
            row += 1
        if rolling:
            rows.put(row, self._roll_text)
            row += 1
        last = _ROWS - (1 if self.toast else 0)
        self._page = last - row  # the rows of the list of actions
        if lines is not None:
            draw_lines(rows, lines, 0, row, last - row)
        elif acts and row < last:
            self._state = state
            self.first = draw_list(rows, acts, self.cursor, row, last - row, self.first, self._label_at)
        if self.toast:
            rows.put(_ROWS - 1, self.toast)

    def leds(self, app, strip, now):
        hook = self._hook("leds")
        if hook is None:
            strip.fill((0, 0, 0))
            return None
        return hook(app.session.state, strip, now)
