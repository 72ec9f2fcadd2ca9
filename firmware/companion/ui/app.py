# The app loop: handed a board, it reads buttons, runs screens and effects, persists, survives errors.

import sys

from micropython import const

from companion import catalog
from companion.core import jsonc
from companion.memory import collect as _collect  # None under CPython
from companion.memory import forget, mem_free
from companion.storage import store
from companion.storage.store import DEFAULT_SETTINGS, FORMAT, doc, error_line
from companion.ui import buttons, lang, screens

_TYPED = const(0)
if _TYPED:  # mypy reads this (always_true); MicroPython's compiler drops the block: no import at run time
    from typing import Callable, Optional

    _gc_threshold: Optional[Callable[[int], None]]

try:
    from gc import threshold as _gc_threshold
except ImportError:  # CPython; CircuitPython
    _gc_threshold = None

# indices into companion/ui/text_<lang>.py TEXTS (a const each: no name kept in memory)
_ERROR = const(31)
_TRY_AGAIN = const(33)
_NO_MEMORY = const(36)

_LOOP_MS = const(10)
_HELD_MS = const(1)  # the loop's period while a button is held: its release is seen at once
_IDLE_MS = const(30)  # while nothing moves, changes or plays: shorter than the quickest tap
_LIFECYCLE = "companion.ui.lifecycle"
# MicroPython allocates from the lowest free block that fits, but frees garbage only when it collects, and
# by default it collects only when the heap is full: in between, allocation walks up through all the free
# memory, and what survives (a game's modules, its state) is left scattered over it, with holes too small
# for the next 400-byte block. On a heap this tight a collection every _GC_EVERY bytes keeps what lives
# packed low and the free memory in one piece; a roomier heap (a Pico's) skips the cost.
_GC_EVERY = const(16384)
_TIGHT_HEAP = const(98304)  # free bytes, the firmware's modules loaded (a board may say: its ``tight``)


def _rarely(name, *args):
    """``lifecycle.<name>(*args)``: what the device does rarely is loaded for the call only."""
    loaded = _LIFECYCLE in sys.modules  # a call from inside another: the outer one drops it
    from companion.ui import lifecycle

    try:
        return getattr(lifecycle, name)(*args)
    finally:
        if not loaded:
            forget(_LIFECYCLE)


def _log_play(app, end):
    """The play log's append (companion.storage.plays.log: loaded for the call, gone after it)."""
    from companion.storage import plays

    plays.log(app, end)


class App:
    """The device.

    :param board: see docs/ARCHITECTURE.md "The board interface"
    """

    if _TYPED:  # set by lifecycle.boot (mypy reads this; MicroPython's compiler drops it)
        game_seq: int
        settings_seq: int
        settings_dirty: bool

    def __init__(self, board):
        self.board = board
        # on a tight heap: collected often, and a game's later names interned when it comes up (intern_game)
        # (a board that knows says so: mem_free() walks the whole heap, 8 ms of a Pico's power-up)
        tight = getattr(board, "tight", None)
        self.tight = tight if tight is not None else mem_free is not None and mem_free() < _TIGHT_HEAP
        if self.tight and _gc_threshold is not None:
            _gc_threshold(_GC_EVERY)
        # what is loaded before any game: a game's modules are what came after, dropped when it ends
        self._base_modules = list(sys.modules)
        self.rows = screens.Rows(board.display)
        self.show_rows = getattr(board, "show_rows", None)  # a board that sends only the rows that changed
        self.buttons = buttons.Buttons(board.ticks_ms(), board.ticks_diff, board.buttons())
        # a due checkpoint waits until the buttons have been still this long: on a flash whose erases take
        # 45 ms each, presses in quick succession are not kept waiting behind one (the journal holds them)
        self.save_after_ms = getattr(board, "save_after_ms", 0)
        self.screens = []
        self.ui_module = None
        self._dirty = True
        self._led_due = None
        self.led_dirty = True
        self._animating = False
        self.live = False  # the screen changes with time (a running timer): it is drawn again each frame
        self.game_loaded = False  # a game's modules were loaded since power-up (its names are interned)
        self.error = None  # the last internal error, for the simulator to report (the device shows it)
        self.passed_on = None  # a press a menu leaves for the screen below it (see press_event)
        self._pressed = False  # a press since the last idle moment (its idle moment collects)
        self.kept_dirty = False  # what the settings keep of the game changed: stored at an idle moment
        self.settings = dict(DEFAULT_SETTINGS)
        self.report = None  # what a power-up found and has not said yet: kept in settings.dat until said
        self.session = None
        self.booted = False  # until then the heap is a power-up's own: a MemoryError is the game's size
        _rarely("boot", self)
        self.booted = True
        self.refresh(board.ticks_ms())
        self.load_later()
        self._pressed = True  # the power-up leaves garbage, as a press does: the idle moment may collect

    def __getattr__(self, name):
        """``fx``: the LEDs' animations and the buzzer's notes (companion.ui.fx), loaded at their first use,
        so that a power-up's first frame does not wait for them (8 ms of a Pico's); a plain attribute from
        then on (a property would cost the idle loop a call at each use)."""
        if name != "fx":
            raise AttributeError(name)
        from companion.ui.fx import Fx

        fx = self.fx = Fx(self.board)
        fx.use(self.settings)
        return fx

    # --- screens --------------------------------------------------------------------------
    def show(self, *screens):
        """The stack of screens from now on: ``screens``, the bottom one first."""
        self.screens = list(screens)

    def push(self, screen):
        self.screens.append(screen)
        self.touch()

    def pop(self):
        if len(self.screens) > 1:
            self.screens.pop()
        if len(self.screens) == 1:
            if self.session is not None:
                # the menus and the help page are unloaded while a game is played: the heap is for the game
                forget("companion.ui.menus")
                forget("companion.ui.pages")
            elif self.game_loaded:
                # back at the game list from a game's set-up, whose engine and texts were loaded: their
                # names stay interned, so the next game's set-up starts from a clean heap (see restart)
                self.restart()
        self.touch()

    def menus(self):
        """The menus module, imported when a menu is shown."""
        self.cover()
        from companion.ui import menus

        return menus

    def pages(self):
        """The pages module (messages, the help page, the end ranking), imported while one is shown: the
        screens it builds on do not import it back."""
        from companion.ui import pages

        return pages

    def cover(self, always=False):
        """A menu or a page is about to cover the screen: on a tight heap the screen lets go of what it works
        out anew (a game's actions, labels and texts) and the heap is collected, so that the covering
        screen's module finds room in one piece.

        :param always: on any heap (a MemoryError says it is tight)"""
        top = self.screens[-1] if (self.tight or always) and self.screens else None
        changed = getattr(top, "changed", None)
        if changed is not None:
            assert top is not None  # changed was found on it
            view = top.cursor, top.first, top.top
            changed(self)
            top.cursor, top.first, top.top = view  # the same state: the same actions, the same view
            if _collect is not None:
                _collect()

    def drop_game_modules(self):
        """Unload every module loaded since power-up (a game's engine, screens, timers; the menus), with the
        screens and the game's screen module that hold them, and collect, so that the next game starts on an
        unfragmented heap."""
        self.screens = []
        self.ui_module = None
        base = self._base_modules
        for name in list(sys.modules):
            if name not in base and name != _LIFECYCLE:  # which may be what calls this
                forget(name)
        if _collect is not None:
            _collect()

    def touch(self):
        self._dirty = True
        self.led_dirty = True

    def load_later(self):
        """What the game's screens need but their first frame does not (the ``_ui`` hook ``load_later``),
        loaded once that frame is out; a heap too short for it now loads it when it is needed."""
        hook = getattr(self.ui_module, "load_later", None) if self.ui_module else None
        if hook is not None:
            try:
                hook()
            except MemoryError:
                pass

    def game_ui(self):
        if self.ui_module is None and self.session is not None:
            game_id = self.session.game_id
            lang.start_game(game_id)
            try:
                self.ui_module = catalog.load(game_id, ".ui")
            except ImportError:
                self.ui_module = False
        return self.ui_module or None

    # --- games ----------------------------------------------------------------------------
    def start_game(self, game_id, players, options):
        _rarely("start_game", self, game_id, players, options)

    def end_game(self):
        # the game's heap is given back before lifecycle's code comes: at a game's end the heap may be full
        self.session = None
        lang.end_game()
        self.drop_game_modules()
        _rarely("end_game", self)

    def restart(self):
        """Save, then power up again (a soft reset on a Pico): the menus and the next game start on a clean
        heap. MicroPython keeps every name a game interned (its qstrs) for good; a second game's names
        would need a qstr pool grown in a heap the first game left fragmented. A board whose firmware's
        names are frozen in flash, with a roomy heap, goes on in place (``clean_starts`` False): on a Pico
        the power-up was most of the press that starts a game."""
        self.save(True)
        self.fx.silence()
        if getattr(self.board, "clean_starts", True):
            self.board.restart()

    # --- settings and persistence -----------------------------------------------------------
    def apply_settings(self):
        """Put the settings into effect; the next save() stores them."""
        fx = self.__dict__.get("fx")  # not loaded yet: it takes them when it loads (__getattr__)
        if fx is not None:
            fx.use(self.settings)
        _rarely("apply_settings", self)
        self.led_dirty = True
        self.settings_dirty = True

    def load(self, found):
        """Take what a power-up found on the flash (a companion.storage.recover.Found) and put its settings
        into effect."""
        self.settings = found.settings
        self.settings_seq = found.settings_seq
        self.session = found.session
        self.game_seq = found.game_seq
        self.ui_module = None
        self.apply_settings()

    def state_text(self):
        return jsonc.dumps(doc(self.settings, self.session))

    def write_state(self, write):
        """Stream the persisted state as canonical JSON through ``write`` (the simulator's state line: a
        device never writes it, so on a heap too full for it the screen gives its cached texts back first)."""
        try:
            state = doc(self.settings, self.session)
        except MemoryError:
            self.cover(True)
            state = doc(self.settings, self.session)
        jsonc.dump(state, write)

    def save(self, idle=False):
        """Store what changed since the last save: the game's journal records (a due checkpoint at an idle
        moment, ``idle``), then settings. Called by the loop once a press (or a game's clock) is handled,
        before anything acknowledges it (the screen, the LEDs, a sound): screens only say what changed (the
        session's pending records, ``settings_dirty``). A save with nothing to store writes nothing.

        The game goes first: what settings keep of a game (``remember``) is worked out again from the game
        at power-up, so a cut between the two files never pairs a game with another game's settings; and
        so that is stored only at an idle moment (``idle``), not by the press that changed it (a settings
        file written anew in a press took it from 1 M instructions to 2 M).
        """
        board = self.board
        s = self.session
        if s is not None and (idle or s.pending):
            # the time the game was on, counted from the board's ticks at each save that may store it (a
            # power-up's ends it: the time off is not counted); a press that stores nothing (a cursor move)
            # leaves it to the next, which adds the same ticks
            on = s.on
            if on is not None:
                now = board.ticks_ms()
                if on[1] is not None:
                    on[0] += board.ticks_diff(now, on[1])
                on[1] = now
            if s.remember(self.settings):
                self.kept_dirty = True
            # the play log: ``logged`` is the id of the finished game the log's last record holds, set only
            # once a game ends (an attribute more in every App's dict, or the class's, took a tight heap past
            # its room at power-up). An undo after the end is logged before the undo is stored (a cut between
            # logs the play again), the play after the game's last action (never a play the log lacks)
            end = s.over() and [s.seed, s.played]
            logged = getattr(self, "logged", None)
            if logged and logged != end:
                _log_play(self, None)

            self.game_seq = s.save(store, board.root, self.game_seq, not self.tight)
            if end and logged != end:  # (logged None since the undo's record: still not end)
                _log_play(self, end)
        if self.settings_dirty or (idle and self.kept_dirty):
            self.settings_seq += 1
            doc = {"format": FORMAT, "settings": self.settings}
            if self.report is not None:
                doc["report"] = self.report
            store.save_settings(board.root, self.settings_seq, lambda out: jsonc.dump(doc, out.write))
            self.settings_dirty = False
            self.kept_dirty = False

    def read_base(self):
        """The base state of the stored checkpoint (Session.read_base)."""
        return store.read_base(self.board.root)

    # --- events and time --------------------------------------------------------------------
    def press(self, name, long=False):
        """Simulate a press of the button ``name`` ("up", "down", "ok", "back", "roll")."""
        self.press_event(buttons.event(name, long))

    def press_event(self, ev):
        self._pressed = True
        self.fx.finish()
        top = self.screens[-1]
        try:
            top.press(self, ev)
        except Exception as e:  # the device never crashes on a game's bug: say it, keep the saved game
            self.fail(e)
        if self.screens[-1] is not top:
            self.led_dirty = True  # another screen, other LEDs (a state change also says so: touch())
        top = None
        ev = self.passed_on
        if ev is not None:
            # a press a closed menu passed on (its Undo) reaches the screen below once the menu's code is
            # collected: what it keeps (the state undo reads back) is not laid among the menu's pieces
            self.passed_on = None
            if self.tight:  # a roomier heap (a Pico's) has holes enough: no collection needed
                assert _collect is not None  # only MicroPython's heap is tight
                _collect()
            try:
                self.screens[-1].press(self, ev)
            except Exception as e:
                self.fail(e)
        self._dirty = True
        try:
            # what the press changed, stored before the screen, the LEDs or a sound say it (save's own test
            # first: a cursor move makes no call, whose frame would come from the heap: docs/MEMORY.md)
            if self.settings_dirty or (self.session is not None and self.session.pending):
                self.save()
        except Exception as e:
            self.fx.silence()  # nothing acknowledges what was not stored
            self.fail(e)
        self.refresh(self.board.ticks_ms())

    def fail(self, e):
        """After an internal error RAM is in doubt: go back to what the flash holds, and say what happened."""
        try:
            self.error = error_line(e)
        except MemoryError:  # not even room to word it
            self.error = "MemoryError"
        self.resume(self.error)

    def resume(self, error):
        """Start again from the flash, with the heap cleared of the game; never raises."""
        self.passed_on = None
        self.session = None
        lang.end_game()
        self.drop_game_modules()  # a MemoryError leaves the heap full: the game's code comes back from flash
        try:
            _rarely("resume", self, error)
            self.load_later()
        except Exception as again:  # not even that: the player may try again (the flash keeps the game)
            self.session = None
            self.screens = []
            if isinstance(again, MemoryError) and self.booted:
                # RAM cannot hold the game again beside what play left in it: a power-up on a clean heap
                # reads it from the flash (nothing is saved: RAM is in doubt), rather than a device that
                # shows no game while its flash keeps one; a board that cannot restart goes on below
                fx = self.__dict__.get("fx")
                if fx is not None:
                    fx.silence()
                self.board.restart()
            try:
                if lang.ui is None:  # the language's texts could not be loaded: they come now, the game gone
                    lang.use(self.settings["lang"])
                from companion.ui import pages

                t = lang.ui
                if isinstance(again, MemoryError):  # said in the table's words
                    lines = list(t[_NO_MEMORY])
                else:
                    lines = pages.wrap(error) + [error_line(again)[:21]]
                self.screens = [
                    pages.Message(t[_ERROR], lines + [t[_TRY_AGAIN]], lambda app: app.resume(error))
                ]
            except MemoryError:
                # no room even for the error's page: power up again on a clean heap, from what the flash
                # holds (nothing is saved: RAM is in doubt); a board that cannot restart lets it through,
                # and so does a power-up (it would restart for ever: it says it has no room, lifecycle.boot)
                if self.booted:
                    self.fx.silence()
                    self.board.restart()
                raise

    def step(self):
        """One pass of the loop: buttons, effects, screen; allocation-free when idle."""
        board = self.board
        now = board.ticks_ms()
        ev = self.buttons.update(board.buttons(), now)
        if ev >= 0:
            self.press_event(ev)  # which refreshes the screen
        else:
            self.refresh(now)
            if self._pressed or self.kept_dirty or (self.session is not None and self.session.checkpoint_due):
                self.idle(now)
        board.feed()

    def idle(self, now):
        """What waits for the buttons to be still: a due checkpoint, the idle moment after a press (apart
        from step, whose frame is kept off the heap: docs/MEMORY.md)."""
        board = self.board
        if (self.kept_dirty or (self.session is not None and self.session.checkpoint_due)) and (
            self.buttons.quiet(now, self.save_after_ms)
        ):
            # the due checkpoint (after a die roll, or JOURNAL_MAX records) and what the settings keep of
            # the game, now that no press waits
            try:
                self.save(True)
            except MemoryError as e:
                # no room to work a new base out beside the state: nothing is lost (the journal holds
                # every action), and a power-up writes the checkpoint on a clean heap; a board that
                # cannot restart says it
                self.fx.silence()
                board.restart()
                self.fail(e)
            except Exception as e:
                self.fail(e)
        if self._pressed:
            self._pressed = False
            idle = None if self.tight else getattr(self.screens[-1], "idle", None)
            if idle is not None:  # a tight heap keeps no more than the screen shows
                try:
                    idle(self)
                except Exception as e:
                    self.fail(e)
            if not self.tight and _collect is not None:
                # a roomier heap is collected at the idle moment after each press, while nobody waits:
                # else garbage fills it in small pieces until it is full (a collection in a press), and
                # every call whose frame MicroPython puts on the heap searches past them (on a Pico
                # after 100 presses: 80 % of the idle loop's time, a third of a press's)
                _collect()
            idle = getattr(board, "idle", None)  # the board's own idle work (the Pico's flash)
            if idle is not None:
                try:
                    idle()
                except Exception as e:
                    self.fail(e)

    def refresh(self, now):
        try:
            top = self.screens[-1]
            if self._dirty:
                self._dirty = False
                rows = self.rows
                rows.begin()
                top.draw(self, rows)
                drawn = rows.commit()
                if drawn:
                    if self.show_rows is None:
                        self.board.display.show()
                    else:
                        self.show_rows(drawn)
            animating = self.fx.tick(now)
            if self._animating and not animating:
                self.led_dirty = True  # the animation's last frame gives way to the game's LEDs
            self._animating = animating
            if not animating:
                due = self._led_due
                if self.led_dirty or (due is not None and self.board.ticks_diff(now, due) >= 0):
                    self.led_dirty = False
                    if self.live:
                        top.due(self, now)  # a live clock may call for an action (a sand timer ran out)
                        try:
                            self.save()  # stored before its LEDs, sound or screen say it
                        except Exception:
                            self.fx.silence()  # nothing acknowledges what was not stored
                            raise
                    wait = top.leds(self, self.fx.strip, now)
                    self._led_due = None if wait is None else self.board.ticks_add(now, wait)
                    self.live = wait is not None
                    if self.live:
                        self._dirty = True  # a live effect (a timer) has a live display too
            self.fx.show()
        except MemoryError as e:
            if self._pressed:
                # a press's frame finds no room in a heap the game has cut up: what it did is stored, and a
                # power-up draws it on a clean heap; a board that cannot restart says it
                self.fx.silence()
                self.board.restart()
            self.fail(e)
        except Exception as e:
            self.fail(e)

    def run(self):
        """Forever: the device's main loop (the watchdog resets the Pico if it ever stalls)."""
        board = self.board
        while True:
            self.step()
            # short while a button is held (its release is seen at once), long while nothing moves, changes
            # or plays (an idle device sleeps), else the animations' and sounds' pace
            if self.buttons.busy():
                board.sleep_ms(_HELD_MS)
            elif (
                self._dirty
                or self._animating
                or self._led_due is not None
                or self.led_dirty
                or self.fx.busy()
            ):
                board.sleep_ms(_LOOP_MS)
            else:
                board.sleep_ms(_IDLE_MS)
