# What the device does rarely (power up, start or end a game, come back from an error): loaded for it only.

import sys

from micropython import const

from companion import catalog, memory
from companion.core.session import Session
from companion.memory import collect as _collect  # None under CPython
from companion.memory import forget, mem_free
from companion.storage import store
from companion.storage.store import error_line
from companion.ui import lang, screens

# indices into companion/ui/text_<lang>.py TEXTS (a const each: no name kept in memory)
_ERROR = const(31)
_GO_ON = const(32)
_NO_MEMORY = const(36)
_ROOM_FOR_PLAYS = const(32768)  # free bytes, the game's screens loaded

# the parts of a game loaded after its engine and screens, if it has them (catalog.module names them)
_LATER = (".pages", ".score", ".effects", ".entry")


def boot(app):
    """Power up: the flash's game or the menu on the display, a fresh device asking its language; on a heap
    too small for that, a screen that says so (companion.ui.tell: never a crash, the flash keeps what it
    holds)."""
    try:
        board = app.board
        problems, lost = power_up(app)
        # a fresh device asks its language once: the simulator's board knows the answer, a real one asks
        ask = app.settings_seq == 0 and not problems
        answer = getattr(board, "lang", None)
        if ask and answer in lang.LANGS:
            ask = False
            app.settings["lang"] = answer
            app.apply_settings()
            try:
                app.save()  # the answer is kept: a later --lang does not change a device that has one
            except OSError as e:  # a fresh device on a full or failing flash: it says so, plays on unsaved
                flash_full(app, e)
        try:
            if app.session is not None:
                play(app)
            else:
                app.show(app.menus().main_menu())
        except MemoryError:
            # the game's screens find no room on this clean heap: reading the game again would not give
            # them more; it is kept in RAM as the flash holds it, and the device says it has no room
            raise
        except Exception as e:  # the game's screens fail: the device comes up all the same
            app.fail(e)
        if ask:
            app.push(app.menus().language_menu(first=True))
        if problems or store.stopped(app.error):
            # a damaged file is kept aside, never deleted, and the player is told; so is a full flash
            tell(app, problems, lost)
    except MemoryError:
        # room to say it first: what the screens and the game's modules hold goes before tell comes
        lang.end_game()
        app.drop_game_modules()
        if _collect is not None:
            _collect()
        from companion.ui import tell as words

        words.no_room(app)


def tell(app, problems, lost):
    """Show what a power-up found on top (companion.ui.tell, loaded for it); on a heap the game's screens
    left too full, once more after the screen below let go of what it works out anew. Once shown, the
    report the settings keep for the next power-up goes (at the next idle moment)."""
    for again in (False, True):
        try:
            from companion.ui import tell

            tell.show(app, problems, lost)  # which lets its module go once done
            break
        except MemoryError:
            if again:
                raise
            app.cover(True)
    if app.report is not None:
        app.report = None
        app.kept_dirty = True


def flash_full(app, e):
    """Nothing could be stored (a full flash, or one that refuses writes): the flash keeps its last stored
    state (tell says it to the player); saving is tried again at the next press that changes something."""
    if not (store.full(e) or isinstance(e, store.Unwritable)):
        raise e
    app.error = error_line(e)


def load_doc(root, repair=False):
    """What the flash holds: see companion.storage.recover.load_doc (which drops its code once done, under
    MicroPython: no reference to it outlives this call)."""
    from companion.storage import recover

    return recover.load_doc(root, repair, _collect and forget)


def power_up(app):
    """Load what the flash holds, finishing any write a power cut interrupted; never fails.

    :return: (the problems found, each a line for the player; presses lost, -1 when not known)
    """
    root = app.board.root
    try:
        found = load_doc(root, repair=True)
    except OSError as e:
        # a repair the flash refused (read-only, failing): what it holds is read as it is, and said
        flash_full(app, store.refused(e))
        found = load_doc(root)
    except MemoryError:
        if app.booted:
            # resuming after an error, on a heap play has cluttered: the game is read again by a power-up,
            # on a clean heap, rather than set aside (nothing is saved: RAM is in doubt); a board that
            # cannot restart goes on below
            app.fx.silence()
            app.board.restart()
        app.drop_game_modules()  # the heap may only be cluttered: once more with it cleared
        try:
            found = load_doc(root, repair=True)
        except MemoryError:
            # the saved game needs more heap than there is: keep it aside, start from the menu
            from companion.storage import damage

            damage.set_aside_game(root)
            app.drop_game_modules()
            found = load_doc(root, repair=True)
            found.problems.append("game.ckp: too large for this device's memory")
    app.load(found)
    problems = found.problems
    lost = found.lost
    # as stored; settings missing or set aside as damaged are stored anew, so that their loss is said once
    app.settings_dirty = app.settings_seq == 0 and bool(problems)
    if problems and app.report is None:
        # what was found is kept in the settings until the player has been told: a power-up that finds no
        # room to say it (or is cut) leaves it to the next one
        app.report = [problems, lost]
        app.settings_dirty = True
    if app.session is not None:
        app.session.attach(app.read_base, found.clean)
    found = None
    try:
        # stores only what recovery changed: a clean journal, what settings keep of the game, lost settings
        app.save(True)
    except OSError as e:
        flash_full(app, e)
    return problems, lost


def play(app):
    """The game screen of the session, then, on a tight heap, the names of the game's later modules interned
    (a roomy heap finds a growing qstr pool its piece: it skips the cost, 2.6 M instructions for Roma)."""
    app.show(screens.GameScreen(app))
    if app.session.pending:  # what its screens did on opening (a sand timer a power cut stopped is paused)
        app.save()
    if app.tight:
        intern_game(app, app.session.game_id)  # after: what the game's screens import is not imported twice


def intern_game(app, game_id):
    """Import the modules a game imports later (help and end pages, end scoring, card effects) once, and
    drop them: their names go into MicroPython's qstr pools now, on a clear heap, where a pool that must
    grow takes one piece of several KB (at the end of a long game, in a fragmented heap, that piece may
    not be found). During play the pools then never grow."""
    if memory.interned == game_id:
        return
    memory.interned = game_id
    # looked for on the flash first: importing a module that is not there interns its name all the same
    for part in _LATER:
        name = catalog.module(game_id, part)
        if name not in sys.modules and memory.on_flash(name):
            before = list(sys.modules)
            try:
                catalog.load(game_id, part)
            except (ImportError, MemoryError):  # no such module; or no room now: it loads when needed
                pass
            for name in list(sys.modules):
                if name not in before:  # it, and what it imported (the validators of an end score)
                    forget(name)
    # the play log's module, which the game's end loads: its names too, where the heap has room to spare
    # (below it, at the claimed smallest heap, a damaged game's power-up found no room for its screen);
    # there the few names come at the game's end, or the power-up after it appends the play
    if mem_free is None or mem_free() > _ROOM_FOR_PLAYS:
        try:
            from companion.storage import plays

            forget(plays.__name__)
        except MemoryError:
            pass
    if _collect is not None:
        _collect()  # their code goes before the game's comes, which takes its place


def start_game(app, game_id, players, options):
    app.session = None
    app.drop_game_modules()  # whatever the menus or an earlier game loaded
    engine = catalog.load(game_id)
    key = getattr(engine, "REMEMBER", None)
    kept = app.settings.get("kept", {}).get(game_id)
    if key is not None and kept is not None:
        options = dict(options)
        options[key] = kept  # what the user set once (Opale's points table) comes back every game
    app.session = Session(game_id, players, options, app.board.seed())
    if getattr(app, "logged", None) is not None:
        app.logged = None  # a board that goes on in place (clean_starts False) had logged the last game
    app.session.attach(app.read_base)
    # stored by restart: the game is played after a power-up, on a heap the menus never fragmented
    app.restart()
    play(app)  # a board that goes on in place (Blinka) plays it here
    app.touch()


def end_game(app):
    """After App.end_game gave the game's heap back: its files go, the game list comes."""
    store.remove_game(app.board.root)
    app.show(app.menus().main_menu())
    app.touch()
    app.restart()


def apply_settings(app):
    """Put the settings into effect; the next save() stores them."""
    if lang.use(app.settings["lang"]) and app.session is not None and app.screens:
        app.screens[0].changed(app)  # what the game's hooks said, said again in this language


def resume(app, error):
    """After an error, with the heap cleared of the game: what the flash holds, and the error said (and what
    reading it found, if anything: a game too large for this heap kept aside)."""
    problems, lost = power_up(app)
    if app.session is not None:
        play(app)
    else:
        app.show(app.menus().main_menu())
    if problems or store.stopped(error):
        tell(app, problems, lost)
    if store.stopped(error):
        return
    from companion.ui import pages

    t = lang.ui
    # a MemoryError is said in the table's words (the simulator's error line keeps the runtime's)
    lines = list(t[_NO_MEMORY]) if error.startswith("MemoryError") else pages.wrap(error)
    app.push(pages.Message(t[_ERROR], lines + ["", t[_GO_ON]]))
