# Power-up: which firmware runs (the image's frozen modules, or files on the flash checked against their
# index), the board (rp2 under MicroPython, circuitpy under CircuitPython) and the companion run on it.

import sys

_BACK = 8  # bit 3 of Board.buttons(): held at power-up, the app is not started (safe mode)

_FROZEN = ".frozen"  # sys.path's entry for the modules frozen into the MicroPython image
_INDEX = "companion/files.sha256"  # flash.sh --files: "SHA-256  PATH" a file, PATH from the flash's root
_CHUNK = 512  # bytes hashed at a time: one buffer for every file checked
_BOARD = "companion/boards/"  # a damaged file there: the board that would show the LED code is in doubt
# MicroPython's built-ins that a file may extend (an os.py, a json.py) and that the app imports: they are
# not kept in sys.modules, so every import of one looks for such a file along sys.path first, each time
# it runs (three walks of the image's module names). Kept in sys.modules while the app runs, such an
# import is a dictionary lookup. (io: two modules of every power-up; array: the play log's export)
_EXTENSIBLE = ("os", "json", "time", "binascii", "machine", "io", "array")


def frozen():
    """:return: True when the firmware runs from the modules frozen into the image (the UF2)"""
    path = getattr(sys.modules.get("companion"), "__path__", None)
    return type(path) is str and path.startswith(_FROZEN)


def only_frozen():
    """While the app runs, imports look among the frozen modules only. MicroPython looks for a file that
    extends a built-in (os.py, json.py, ...) along sys.path at every import of one, a littlefs walk from the
    root each time; and files an older install left on the flash are never imported in place of the image's.

    :return: the sys.path to put back for the REPL"""
    was = list(sys.path)
    sys.path[:] = []  # an import with sys.path empty takes the built-in at once
    for name in _EXTENSIBLE:
        sys.modules[name] = __import__(name)
    sys.path[:] = [_FROZEN]
    return was


def check_files(root=""):
    """The firmware copied onto the flash as files runs only when every file its index lists holds the bytes
    the index says: a damaged .mpy can stop the processor before any error is shown.

    :param root: the flash's mount point ("" for the current folder, / on a Pico)
    :return: None when every file matches, else one line saying what does not"""
    import binascii
    import hashlib

    try:
        index = open(root + _INDEX)
    except OSError:
        return "no %s beside the firmware's files: copy them again with flash.sh --files" % _INDEX
    buf = bytearray(_CHUNK)
    count = 0
    with index:
        for line in index:
            digest, _, path = line.strip().partition("  ")
            if not path:
                continue
            h = hashlib.sha256()
            try:
                with open(root + path, "rb") as f:
                    while True:
                        n = f.readinto(buf)
                        if not n:
                            break
                        h.update(buf if n == _CHUNK else memoryview(buf)[:n])
            except OSError:
                return "%s is missing: copy the firmware again with flash.sh --files" % path
            if binascii.hexlify(h.digest()).decode() != digest:
                return "%s is damaged: copy the firmware again with flash.sh --files" % path
            count += 1
    return None if count else "%s lists no file: copy the firmware again with flash.sh --files" % _INDEX


def make_board():
    """:return: the board for the firmware this runs on"""
    if sys.implementation.name == "circuitpython":
        mod = __import__("companion.boards.circuitpy", None, None, ["CircuitPyBoard"])
        return mod.CircuitPyBoard()
    from companion.boards.rp2 import Rp2Board

    return Rp2Board()


def _print_exception(e):
    pe = getattr(sys, "print_exception", None)  # MicroPython; CircuitPython has traceback instead
    if pe is not None:
        pe(e)
    else:
        __import__("traceback").print_exception(e)


def main() -> None:
    """Start the app; a missing display, damaged files, safe mode or Ctrl-C end at the REPL with a clear
    message."""
    if sys.implementation.name == "micropython" and not frozen():
        problem = check_files()
        if problem is not None:  # no damaged file is imported: the LEDs say it when the board's own are sound
            print("companion: " + problem)
            if _BOARD not in problem:
                board = make_board()
                board.report_fault(board.FAULT_FILES, problem)
                board.halt()
            return
    was = only_frozen() if frozen() else None
    try:
        run(make_board())
    finally:  # at the REPL, an import finds what is copied to the flash
        if was is not None:
            sys.path[:] = was
            for name in _EXTENSIBLE:
                sys.modules.pop(name, None)


def run(board):
    if board.fault:
        board.halt()
        return
    if board.buttons() & _BACK:
        print("companion: BACK held at power-up, safe mode: the app is not started")
        return
    if board.failed_start():  # the last power-up ended before its first frame, by the watchdog
        board.report_fault(board.FAULT_START, "the last power-up stopped before its first frame: safe mode")
        board.halt()
        return
    board.starting()
    try:
        from companion.ui.app import App

        app = App(board)
    except Exception as e:  # the device cannot start: show why, on the LEDs and the REPL
        _print_exception(e)
        board.stop_watchdog()  # the reason is known: blink it, not the watchdog's safe mode after a reset
        board.fault = "the app did not start: %r" % (e,)
        board.fault_code = 3
        board.halt()
        return
    try:
        app.run()
    except KeyboardInterrupt:
        board.stop_watchdog()
        board.tone(0)
        print("companion: stopped, the REPL is yours")
