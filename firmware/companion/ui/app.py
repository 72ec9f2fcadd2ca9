# The app loop: handed a board, it reads buttons, runs screens and effects, persists, survives errors.

import json
import sys

from companion import catalog
from companion.core import jsonc
from companion.core.session import JOURNAL_LIMIT, Session
from companion.ui import buttons, lang, screens, store
from companion.ui.fx import Fx

try:
    from gc import collect as _collect
    from gc import mem_free  # noqa: F401  (only MicroPython has it: collect there, not under CPython)
except ImportError:
    _collect = None

try:
    from micropython import const
except ImportError:

    def const(x):
        return x


# indices into companion/ui/text_<lang>.py TEXTS (a const each: no name kept in memory)
_RECOVERED = const(29)
_RECOVERED_LINES = const(30)
_ERROR = const(31)
_GO_ON = const(32)
_TRY_AGAIN = const(33)

FORMAT = 2
DEFAULT_SETTINGS = {"brightness": 3, "sound": True, "lang": lang.DEFAULT}
_LOOP_MS = 10
# what a game's modules may be called besides its engine and _ui: companion/games/<game><part>.py
_LATER = ("_pages", "_score", "_effects", "_entry")


def forget(name):
    """Drop a module so the garbage collector can take its code back."""
    mods = sys.modules
    if name in mods:
        del mods[name]
        parent, _, child = name.rpartition(".")
        try:
            delattr(mods[parent], child)
        except (AttributeError, KeyError):
            pass


def error_line(e):
    return "%s: %s" % (type(e).__name__, e.args[0] if e.args else "")


def load_doc(root, repair=False):
    """What the flash holds: see companion.ui.recover.load_doc (loaded for this call only)."""
    from companion.ui import recover

    try:
        return recover.load_doc(root, repair)
    finally:
        if _collect is not None:  # MicroPython: its code is needed again only at the next power-up
            forget("companion.ui.recover")


def doc(settings, session):
    """The persisted state as the simulator's state line shows it."""
    return {"format": FORMAT, "settings": settings, "game": session.summary() if session else None}


def doc_text(settings, session):
    return jsonc.dumps(doc(settings, session))


class App:
    """The device.

    :param board: see docs/ARCHITECTURE.md "The board interface"
    """

    def __init__(self, board):
        self.board = board
        # what is loaded before any game: a game's modules are what came after, dropped when it ends
        self._base_modules = list(sys.modules)
        self.fx = Fx(board)
        self.rows = screens.Rows(board.display)
        self.buttons = buttons.Buttons(board.ticks_ms(), board.ticks_diff, board.buttons())
        self.screens = []
        self._ui = None
        self._dirty = True
        self._led_due = None
        self._led_dirty = True
        self._animating = False
        self.live = False  # the screen changes with time (a running timer): it is drawn again each frame
        self.game_loaded = False  # a game's modules were loaded since power-up (its names are interned)
        self._interned = None  # the game whose later modules were interned (intern_game)
        self.error = None  # the last internal error, for the simulator to report (the device shows it)
        self.settings = dict(DEFAULT_SETTINGS)
        self.session = None
        problems = self.power_up()
        # a fresh device asks its language once: the simulator's board knows the answer, a real one asks
        ask = self.settings_seq == 0 and not problems
        answer = getattr(board, "lang", None)
        if ask and answer in lang.LANGS:
            ask = False
            self.settings["lang"] = answer
            self.apply_settings()
            self.save()  # the answer is kept: a later --lang does not change a device that has one
        try:
            first = screens.GameScreen(self) if self.session is not None else self.menus().main_menu()
            self.screens = [first]
        except Exception as e:  # a MemoryError loading the game's screens: the device comes up all the same
            self.fail(e)
        if ask:
            self.push(self.menus().language_menu(first=True))
        if problems:
            # a damaged file is kept aside, never deleted, and the player is told
            t = lang.ui
            lines = list(t[_RECOVERED_LINES]) + [""]
            for problem in problems:
                lines += screens.wrap(problem)
            self.push(screens.Message(t[_RECOVERED], lines))
        self.refresh(board.ticks_ms())

    def power_up(self):
        """Load what the flash holds, finishing any write a power cut interrupted; never fails.

        :return: the problems found (each a line for the player)
        """
        root = self.board.root
        try:
            loaded = load_doc(root, repair=True)
        except MemoryError:
            self.drop_game_modules()  # the heap may only be cluttered: once more with it cleared
            try:
                loaded = load_doc(root, repair=True)
            except MemoryError:
                # the saved game needs more heap than there is: keep it aside, start from the menu
                from companion.ui import recover

                recover.set_aside_game(root)
                self.drop_game_modules()
                loaded = load_doc(root, repair=True)
                loaded[4].append("%s: too large for this device's memory" % store.CHECKPOINT)
        self.settings, self.settings_seq, self.session, self.game_seq, problems, clean = loaded
        self._ui = None
        self.apply_settings()
        self._settings_dirty = False  # as stored
        s = self.session
        if s is not None:
            if not clean:
                s.checkpoint_due = True  # the journal is started again before the next record is appended
            self.save()  # stores only what recovery changed: a clean journal, what settings keep of the game
        return problems

    # --- screens --------------------------------------------------------------------------
    def top(self):
        return self.screens[-1]

    def push(self, screen):
        self.screens.append(screen)
        self.touch()

    def pop(self):
        if len(self.screens) > 1:
            self.screens.pop()
        if len(self.screens) == 1:
            if self.session is not None:
                self.forget_menus()
            elif self.game_loaded:
                # back at the game list from a game's set-up, whose engine and texts were loaded: their
                # names stay interned, so the next game's set-up starts from a clean heap (see restart)
                self.restart()
        self.touch()

    def menus(self):
        """The menus module, imported when a menu is shown."""
        from companion.ui import menus

        return menus

    def forget_menus(self):
        """Unload the menus while a game is played: the heap is for the game."""
        forget("companion.ui.menus")

    def drop_game_modules(self):
        """Unload every module loaded since power-up (a game's engine, screens, timers; the menus), and
        collect, so that the next game starts on an unfragmented heap."""
        base = self._base_modules
        for name in list(sys.modules):
            if name not in base:
                forget(name)
        if _collect is not None:
            _collect()

    def touch(self):
        self._dirty = True
        self._led_dirty = True

    def game_ui(self):
        if self._ui is None and self.session is not None:
            game_id = self.session.game_id
            lang.start_game(game_id)
            try:
                self._ui = catalog.load(game_id, "_ui")
            except ImportError:
                self._ui = False
            self.intern_game(game_id)  # after: what the game's screens import is not imported twice
        return self._ui or None

    def intern_game(self, game_id):
        """Import the modules a game imports later (help and end pages, end scoring, card effects) once, and
        drop them: their names go into MicroPython's qstr pools now, on a clear heap, where a pool that must
        grow takes one piece of several KB (at the end of a long game, in a fragmented heap, that piece may
        not be found). During play the pools then never grow."""
        if self._interned == game_id:
            return
        self._interned = game_id
        for part in _LATER:
            if "companion.games." + game_id + part not in sys.modules:
                before = list(sys.modules)
                try:
                    catalog.load(game_id, part)
                except (ImportError, MemoryError):  # no such module; or no room now: it loads when needed
                    pass
                for name in list(sys.modules):
                    if name not in before:  # it, and what it imported (the validators of an end score)
                        forget(name)
        if _collect is not None:
            _collect()  # their code goes before the game's comes, which takes its place

    # --- games ----------------------------------------------------------------------------
    def start_game(self, game_id, players, options):
        self.screens = []
        self.session = None
        self._ui = None
        self.drop_game_modules()  # whatever the menus or an earlier game loaded
        engine = catalog.load(game_id)
        key = getattr(engine, "REMEMBER", None)
        kept = self.settings.get("kept", {}).get(game_id)
        if key is not None and kept is not None:
            options = dict(options)
            options[key] = kept  # what the user set once (Opale's points table) comes back every game
        self.session = Session(game_id, players, options, self.board.seed())
        self.save()
        # the game is stored: it is played after a power-up, on a heap the menus never fragmented
        self.restart()
        self.screens = [screens.GameScreen(self)]  # a board that goes on in place (Blinka) plays it here
        self.touch()

    def end_game(self):
        self.session = None
        self._ui = None
        lang.end_game()
        self.screens = []
        store.drop_game(self.board.root)
        self.drop_game_modules()
        self.screens = [self.menus().main_menu()]
        self.touch()
        self.restart()

    def restart(self):
        """Save, then power up again (a soft reset on a Pico): the menus and the next game start on a clean
        heap. MicroPython keeps every name a game interned (its qstrs) for good; a second game's names
        would need a qstr pool grown in a heap the first game left fragmented."""
        self.save()
        self.fx.silence()
        self.board.restart()

    # --- settings and persistence -----------------------------------------------------------
    def apply_settings(self):
        """Put the settings into effect; the next save() stores them."""
        self.fx.level = self.settings["brightness"] * 51
        self.fx.sound = self.settings["sound"]
        if not self.fx.sound:
            self.fx.silence()
        if lang.use(self.settings["lang"]) and self.session is not None and self.screens:
            self.screens[0].changed(self)  # what the game's hooks said, said again in this language
        # also when the language stays: an app made again in the same process (the simulator's restart)
        # has new rows
        if lang.current == "en":
            self.rows.accents = None
            forget("companion.ui.accents")
        else:
            from companion.ui import accents

            self.rows.accents = accents
        self._led_dirty = True
        self._settings_dirty = True

    def state_text(self):
        return doc_text(self.settings, self.session)

    def write_state(self, write):
        """Stream the persisted state as canonical JSON through ``write``."""
        jsonc.dump(doc(self.settings, self.session), write)

    def save(self):
        """Store what changed since the last save: the game's journal records or a due checkpoint, then
        settings.

        The game goes first: what settings keep of a game (``remember``) is worked out again from the game
        at power-up, so a cut between the two files never pairs a game with another game's settings.
        """
        root = self.board.root
        s = self.session
        if s is not None:
            self.remember()
            # a press appends its record; a due checkpoint waits for an idle moment (idle_save), unless
            # there is nothing to append or the journal has grown too long
            if s.checkpoint_due and (not s.pending or s.journal >= JOURNAL_LIMIT):
                s.checkpoint()
                self.game_seq += 1
                store.save_checkpoint(root, self.game_seq, s.dump_checkpoint, s.game_id)
            elif s.pending:
                store.append_journal(root, self.game_seq, s.pending)
                s.pending = []
        if self._settings_dirty:
            self.settings_seq += 1
            doc = {"format": FORMAT, "settings": self.settings}
            store.save_settings(root, self.settings_seq, lambda write: jsonc.dump(doc, write))
            self._settings_dirty = False

    def remember(self):
        """Keep in the settings what the game says outlives it (e.g. a points table edited once)."""
        s = self.session
        hook = getattr(s.engine, "remembered", None) if s is not None else None
        if hook is None:
            return
        value = hook(s.state)
        kept = self.settings.get("kept")
        if kept is None:
            kept = self.settings["kept"] = {}
        if value is not None and kept.get(s.game_id) != value:
            kept[s.game_id] = json.loads(json.dumps(value))  # a copy: the game may change its own in place
            self._settings_dirty = True

    # --- events and time --------------------------------------------------------------------
    def press(self, name, long=False):
        """Simulate a press of the button ``name`` ("up", "down", "ok", "back", "roll")."""
        self.press_event(buttons.event(name, long))

    def press_event(self, ev):
        self.fx.finish()
        top = self.screens[-1]
        try:
            top.press(self, ev)
        except Exception as e:  # the device never crashes on a game's bug: say it, keep the saved game
            self.fail(e)
        self._dirty = True
        if self.screens[-1] is not top:
            self._led_dirty = True  # another screen, other LEDs (a state change also says so: touch())
        self.refresh(self.board.ticks_ms())

    def fail(self, e):
        """After an internal error RAM is in doubt: go back to what the flash holds, and say what happened."""
        self.error = error_line(e)
        self._resume(screens.wrap(self.error))

    def _resume(self, lines):
        """Start again from the flash, with the heap cleared of the game; never raises."""
        self.session = None
        self._ui = None
        lang.end_game()
        self.screens = []
        self.drop_game_modules()  # a MemoryError leaves the heap full: the game's code comes back from flash
        try:
            self.power_up()
            back = screens.GameScreen(self) if self.session is not None else self.menus().main_menu()
            t = lang.ui
            self.screens = [back, screens.Message(t[_ERROR], lines + ["", t[_GO_ON]])]
        except Exception as again:  # not even that: the player may try again (the flash keeps the game)
            self.session = None
            self.screens = [
                screens.Message(
                    lang.ui[_ERROR],
                    lines + [error_line(again)[:16], lang.ui[_TRY_AGAIN]],
                    lambda app: app._resume(lines),
                )
            ]

    def step(self):
        """One pass of the loop: buttons, effects, screen; allocation-free when idle."""
        board = self.board
        now = board.ticks_ms()
        ev = self.buttons.update(board.buttons(), now)
        if ev >= 0:
            self.press_event(ev)  # which refreshes the screen
        else:
            self.refresh(now)
            if self.session is not None and self.session.checkpoint_due:
                self.idle_save()
        board.feed()

    def idle_save(self):
        """Write the due checkpoint (after a die roll, or JOURNAL_MAX records) now that no press waits."""
        try:
            self.save()
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
                if rows.commit():
                    self.board.display.show()
            animating = self.fx.tick(now)
            if self._animating and not animating:
                self._led_dirty = True  # the animation's last frame gives way to the game's LEDs
            self._animating = animating
            if not animating:
                due = self._led_due
                if self._led_dirty or (due is not None and self.board.ticks_diff(now, due) >= 0):
                    self._led_dirty = False
                    if self.live:
                        top.due(self, now)  # a live clock may call for an action (a sand timer ran out)
                    wait = top.leds(self, self.fx.strip, now)
                    self._led_due = None if wait is None else self.board.ticks_add(now, wait)
                    self.live = wait is not None
                    if self.live:
                        self._dirty = True  # a live effect (a timer) has a live display too
            self.fx.show()
        except Exception as e:
            self.fail(e)

    def run(self):
        """Forever: the device's main loop (the watchdog resets the Pico if it ever stalls)."""
        while True:
            self.step()
            self.board.sleep_ms(_LOOP_MS)
