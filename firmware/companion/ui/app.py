# The app loop: handed a board, it reads buttons, runs screens and effects, persists, survives errors.

import sys

from companion import catalog
from companion.core import jsonc
from companion.core.session import Session, from_record
from companion.ui import buttons, screens, store
from companion.ui.fx import Fx

try:
    from gc import collect as _collect
    from gc import mem_free  # noqa: F401  (only MicroPython has it: collect there, not under CPython)
except ImportError:
    _collect = None

FORMAT = 1
DEFAULT_SETTINGS = {"brightness": 3, "sound": True}
_LOOP_MS = 10


def _forget(name):
    """Drop a module so the garbage collector can take its code back."""
    mods = sys.modules
    if name in mods:
        del mods[name]
        parent, _, child = name.rpartition(".")
        try:
            delattr(mods[parent], child)
        except (AttributeError, KeyError):
            pass


def parse_doc(payload):
    """Bytes of a saved document -> (settings, session or None); raises on anything unusable."""
    from companion.core.jsonparse import parse

    # the game's history stays text: parsing it into lists would need ten times the heap
    doc = parse(str(payload, "utf-8"), (1, "history"))
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise ValueError("format %s not supported" % (doc.get("format") if isinstance(doc, dict) else "?"))
    settings = dict(DEFAULT_SETTINGS)
    saved = doc.get("settings")
    if isinstance(saved, dict):
        for key in sorted(saved):
            settings[key] = saved[key]
    b = settings["brightness"]
    if (
        type(b) is not int
        or not 1 <= b <= 5
        or (settings["sound"] is not True and settings["sound"] is not False)
    ):
        raise ValueError("bad settings")
    game = doc.get("game")
    return settings, (from_record(game) if game is not None else None)


def load_doc(root):
    """Recover what the device finds at power-up.

    :return: (settings, session, seq, problems)
    """
    found, seq, problems = store.load(root, parse_doc)
    if found is None:
        return dict(DEFAULT_SETTINGS), None, seq, problems
    return found[0], found[1], seq, problems


def doc(settings, session):
    return {"format": FORMAT, "settings": settings, "game": session.record() if session else None}


def doc_text(settings, session):
    return jsonc.dumps(doc(settings, session))


class App:
    """The device.

    :param board: see docs/ARCHITECTURE.md "The board interface"
    """

    def __init__(self, board):
        self.board = board
        self.fx = Fx(board)
        self.buttons = buttons.Buttons(board.ticks_ms())
        self.screens = []
        self._ui = None
        self._dirty = True
        self._led_due = None
        self._led_dirty = True
        self._animating = False
        self.frozen = False
        self.settings, self.session, self.seq, problems = load_doc(board.root)
        _forget("companion.core.jsonparse")  # needed again only at the next power-up
        self.apply_settings()
        if self.session is not None:
            self.screens.append(screens.GameScreen(self))
        else:
            self.screens.append(self.menus().main_menu())
        if problems:
            # a damaged file is kept aside, never deleted, and the player is told
            if any(p[0] == store.MAIN for p in problems):
                store.quarantine(board.root)
            lines = ["A saved file was", "damaged. Using", "the last good", "state.", ""]
            for name, why in problems:
                lines += screens.wrap("%s: %s" % (name, why))
            self.push(screens.Message("Recovered", lines))
        self.refresh(board.ticks_ms())

    # --- screens --------------------------------------------------------------------------
    def top(self):
        return self.screens[-1]

    def push(self, screen):
        self.screens.append(screen)
        self.touch()

    def pop(self):
        if len(self.screens) > 1:
            self.screens.pop()
        if len(self.screens) == 1 and self.session is not None:
            self.forget_menus()
        self.touch()

    def menus(self):
        """The menus module, imported when a menu is shown."""
        from companion.ui import menus

        return menus

    def forget_menus(self):
        """Unload the menus while a game is played: the heap is for the game."""
        _forget("companion.ui.menus")

    def touch(self):
        self._dirty = True
        self._led_dirty = True

    def game_ui(self):
        if self._ui is None and self.session is not None:
            try:
                self._ui = catalog.load(self.session.game_id, "_ui")
            except ImportError:
                self._ui = False
        return self._ui or None

    # --- games ----------------------------------------------------------------------------
    def start_game(self, game_id, players, options):
        self.screens = []
        self.forget_menus()
        engine = catalog.load(game_id)
        key = getattr(engine, "REMEMBER", None)
        kept = self.settings.get("kept", {}).get(game_id)
        if key is not None and kept is not None:
            options = dict(options)
            options[key] = kept  # what the user set once (Opale's points table) comes back every game
        self.session = Session(game_id, players, options, self.board.seed())
        self._ui = None
        self.save()
        self.screens = [screens.GameScreen(self)]
        self.touch()

    def end_game(self):
        self.session = None
        self._ui = None
        self.save()
        self.screens = [self.menus().main_menu()]
        self.touch()

    # --- settings and persistence -----------------------------------------------------------
    def apply_settings(self):
        self.fx.level = self.settings["brightness"] * 51
        self.fx.sound = self.settings["sound"]
        if not self.fx.sound:
            self.fx.silence()
        self._led_dirty = True

    def state_text(self):
        return doc_text(self.settings, self.session)

    def write_state(self, write):
        """Stream the persisted state as canonical JSON through ``write``."""
        jsonc.dump(doc(self.settings, self.session), write)

    def save(self):
        if self.frozen:
            return
        self.seq += 1
        store.save(self.board.root, self.seq, self.write_state)
        if _collect is not None:
            _collect()  # keep the small heap unfragmented between presses

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
            kept[s.game_id] = value

    def reload(self):
        """Go back to what is on the flash (after an error left RAM in doubt)."""
        self.settings, self.session, self.seq, _ = load_doc(self.board.root)
        self._ui = None
        self.apply_settings()

    # --- events and time --------------------------------------------------------------------
    def press(self, name, long=False):
        """Simulate a press of the button ``name`` ("up", "down", "ok", "back", "roll")."""
        self.press_event(buttons.event(name, long))

    def press_event(self, ev):
        if _collect is not None:
            _collect()  # a press is rare and the heap small: start each one unfragmented
        self.fx.finish()
        try:
            self.top().press(self, ev)
        except Exception as e:  # the device never crashes on a game's bug: say it, keep the saved game
            self.fail(e)
        self.touch()
        self.refresh(self.board.ticks_ms())

    def fail(self, e):
        name = type(e).__name__
        msg = e.args[0] if e.args else ""
        lines = screens.wrap("%s: %s" % (name, msg))
        try:
            self.reload()
        except Exception:
            # RAM is in doubt and the flash cannot be read back now: save nothing more, so the last
            # good state stays on the flash for the next power-up
            self.frozen = True
            self.screens = [screens.Message("Error", lines + ["", "Turn the device", "off and on."])]
            return
        back = screens.GameScreen(self) if self.session is not None else self.menus().main_menu()
        self.screens = [back, screens.Message("Error", lines + ["", "OK: go on"])]

    def step(self):
        """One pass of the loop: buttons, effects, screen; allocation-free when idle."""
        board = self.board
        now = board.ticks_ms()
        ev = self.buttons.update(board.buttons(), now, board.ticks_diff)
        if ev >= 0:
            self.press_event(ev)
            now = board.ticks_ms()
        self.refresh(now)
        board.feed()

    def refresh(self, now):
        try:
            if self.top().tick(self, now):
                self._dirty = True
            if self._dirty:
                self._dirty = False
                d = self.board.display
                d.fill(0)
                self.top().draw(self, d)
                d.show()
            animating = self.fx.tick(now)
            if self._animating and not animating:
                self._led_dirty = True  # the animation's last frame gives way to the game's LEDs
            self._animating = animating
            if not animating:
                due = self._led_due
                if self._led_dirty or (due is not None and self.board.ticks_diff(now, due) >= 0):
                    self._led_dirty = False
                    wait = self.top().leds(self, self.fx.strip, now)
                    self._led_due = None if wait is None else self.board.ticks_add(now, wait)
                    if wait is not None:
                        self._dirty = True  # a live effect (a timer) has a live display too
            self.fx.show()
        except Exception as e:
            self.fail(e)

    def run(self):
        """Forever: the device's main loop (the watchdog resets the Pico if it ever stalls)."""
        while True:
            self.step()
            self.board.sleep_ms(_LOOP_MS)
