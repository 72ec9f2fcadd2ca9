# The browser's board (MicroPython WebAssembly): the simulator's board with the page's buttons and buzzer.

from companion.boards.virtual import Restart, VirtualBoard
from companion.ui import buttons as _buttons
from companion.ui.app import App

_LOOP_MS = 10  # the device loop's period, as on the Pico (App.run)
_CATCH_UP_MS = 1000  # a longer gap (a hidden tab) is jumped over at once: timers count from the clock


class WebBoard(VirtualBoard):
    """The simulator's clock, seeds, LEDs and framebuf display, with the page's buttons and buzzer.

    A click shorter than the debounce is held until the firmware's own debounce has seen it, as a
    finger on a real button always is.

    :param root: directory of the device's files (mirrored in the browser's storage by the page)
    :param seed: the dice seed for the first game
    :param lang: the language of a fresh device (one of companion.ui.lang.LANGS), as ``play --lang``
    """

    min_hold_ms = _buttons.Buttons.debounce_ms + 2 * _LOOP_MS

    def __init__(self, root, seed=0, lang="en"):
        VirtualBoard.__init__(self, root, seed, lang=lang, soft_reset=True)  # App.restart: a new App
        self._down_at = [0] * len(_buttons.NAMES)
        self._letting_go = 0  # bitmask: released by the page, still held for the debounce
        self.notes = []  # (ticks_ms, freq_hz) since the page last played them

    def hold(self, i):
        """The page's button ``i`` (index in buttons.NAMES) goes down."""
        bit = 1 << i
        self._letting_go &= ~bit
        if not self.held & bit:
            self.held |= bit
            self._down_at[i] = self.now

    def release(self, i):
        """The page's button ``i`` goes up (after ``min_hold_ms`` of device time at the earliest)."""
        if self.held & (1 << i):
            self._letting_go |= 1 << i

    def buttons(self):
        if self._letting_go:
            for i in range(len(self._down_at)):
                bit = 1 << i
                if self._letting_go & bit and self.ticks_diff(self.now, self._down_at[i]) >= self.min_hold_ms:
                    self._letting_go &= ~bit
                    self.held &= ~bit
        return self.held

    def today(self):
        """The browser's date and time, [year, month, day, hour, minute], for the play log (None: unknown)."""
        try:
            import js

            d = js.Date.new()
            return [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes()]
        except Exception:
            return None

    def tone(self, freq_hz):
        VirtualBoard.tone(self, freq_hz)
        if len(self.notes) < 64:  # a page that never plays them keeps a bounded list
            self.notes.append((self.now, freq_hz))


class WebDevice:
    """The device the page runs: the app on a WebBoard, driven by the page's clock or by scripts.

    :param root: directory of the device's files
    :param seed: the dice seed, as ``play --seed``
    :param lang: the language of a fresh device, as ``play --lang``
    """

    def __init__(self, root, seed, lang="en"):
        self.board = WebBoard(root, seed, lang)
        self.app = App(self.board)
        self._due = 0  # ms of device time not yet given to a loop pass

    def run(self, ms):
        """Let ``ms`` of real time pass on the page: a loop pass every 10 ms, the rest kept for later."""
        if ms > _CATCH_UP_MS:
            self.board.advance(ms - _CATCH_UP_MS)
            ms = _CATCH_UP_MS
        self._due += ms
        whole = self._due - self._due % _LOOP_MS
        self._due -= whole
        self.advance(whole)

    def advance(self, ms):
        """Let the device's clock run ``ms`` (whole ms), a loop pass every 10 ms, as ``wait:`` in ``play``."""
        board = self.board
        while ms > 0:
            d = _LOOP_MS if ms > _LOOP_MS else ms
            board.advance(d)
            ms -= d
            try:
                self.app.step()
            except Restart:  # App.restart: a new app on the same board (the page keeps its display)
                board.restarting = False
                self.app = App(board)

    def press(self, name, long=False):
        """Hold button ``name`` through the firmware's debounce (and long press), then let it go."""
        i = _buttons.NAMES.index(name)
        hold = self.board.min_hold_ms
        self.board.hold(i)
        self.advance(hold + _buttons.Buttons.long_press_ms if long else hold)
        self.board.release(i)
        self.advance(hold)  # the release goes through the debounce too

    def state(self):
        """:return: the persisted state as canonical JSON (what ``state`` prints)"""
        parts = []  # type: list[str]
        self.app.write_state(parts.append)
        return "".join(parts)

    def rows(self):
        """:return: the text the display shows, its 8 rows a line each (the page's live region, which a screen
        reader reads); a highlighted row under the title (the cursor) starts with "> "
        """
        rows = self.app.rows  # what ui.screens.Rows last drew: the text itself, accents and all
        out = []
        for i in range(len(rows._shown)):
            text = rows._shown[i] or ""
            out.append("> " + text if i and rows._shown_inverted[i] else text)
        return "\n".join(out)

    def names(self, text):
        """Name the seats as the page's names form (and ``companion.names``) give them: ``text`` the six
        seats' names, one a line ("" none), checked as `names` checks them (companion.ui.naming), stored as
        Settings' Names stores them.

        :return: "" when taken (stored at the loop's next pass), else the line saying why nothing was"""
        from companion.ui import naming

        given = text.split("\n")
        if len(given) != 6:
            return "names: six seats, one name a line"
        for i in range(6):
            why = naming.check(given[i]) if given[i] else None
            if why is None and given[i] and given[i] in given[:i]:
                why = "%s is given to two seats" % given[i]
            if why is not None:
                return "names: P%d: %s" % (i + 1, why)
        for i in range(6):
            naming.assign(self.app.settings, i, given[i])
        # stored by the loop's next pass, which saves what changed (the loop alone decides when to save)
        self.app.settings_dirty = True
        self.app.kept_dirty = True
        return ""

    def lang(self):
        """:return: the language the device speaks ("en", "fr", "it"): the page's help follows it"""
        return self.app.settings["lang"]

    def leds(self):
        """:return: the 16 LEDs after brightness, as a flat bytes r, g, b, r, ..."""
        out = bytearray(3 * len(self.board.pixels.shown))
        for i, rgb in enumerate(self.board.pixels.shown):
            out[3 * i] = rgb[0]
            out[3 * i + 1] = rgb[1]
            out[3 * i + 2] = rgb[2]
        return out

    def take_notes(self):
        """:return: the buzzer's changes since the last call, flat: ticks, freq, ticks, freq, ..."""
        notes = self.board.notes
        self.board.notes = []
        out = []
        for t, f in notes:
            out.append(t)
            out.append(f)
        return out
