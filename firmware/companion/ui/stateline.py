# The simulator's `state`: what a power-up brings up, read only, worked out by the firmware in either runtime
# (loaded for it only: a device never imports this module).

from companion import catalog
from companion.memory import collect as _collect  # None under CPython
from companion.memory import forget
from companion.storage import store


def state(root, opening=True):
    """What a power-up brings up from the flash at ``root``, read only (the simulator's `state`, in either
    runtime): the device's own recovery, then what its power-up does in RAM before its first save (a
    checkpoint due is made, what the settings keep of the game) and, with ``opening``, what the game screen
    does on opening (a sand timer a power cut stopped comes back paused).

    :return: the document the state line shows (app.doc)
    """
    # the reading code only, as a power-up has it (not the app's: the heap is the game's, as on the device)
    from companion.storage import recover

    found = recover.load_doc(root, False, _collect and forget)  # its code dropped once done, as at power-up
    settings, s, clean = found.settings, found.session, found.clean
    found = None  # (it, and the name below, hold the reading code's module)
    del recover
    if _collect is not None:  # as a power-up: the reading code goes before the screens come
        _collect()
    if s is not None:
        s.attach(lambda: store.read_base(root), clean)
        if s.checkpoint_due:
            s.checkpoint()
        s.remember(settings)
        try:
            ui = catalog.load(s.game_id, ".ui")
        except (ImportError, MemoryError):  # no screens, or no room for them: the device says so
            ui = None
        if opening and hasattr(ui, "attach"):
            ui.attach(None, s)  # what the game screen does on opening (a sand timer comes back paused)
    return store.doc(settings, s)
