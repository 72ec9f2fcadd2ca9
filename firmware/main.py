# Power-up: build the board (rp2 under MicroPython, circuitpy under CircuitPython) and run the companion.

import sys

_BACK = 8  # bit 3 of Board.buttons(): held at power-up, the app is not started (safe mode)
# MicroPython's built-in modules that a file on the flash may extend: the firmware's imports of them
_EXTENSIBLE = ("os", "time", "json", "io", "binascii", "machine")


def find_builtins_once():
    """MicroPython looks for os.py, json.py, ... on the flash at every import of a built-in module a file may
    extend (they are never put in sys.modules): each time 9 littlefs directory lookups. Their built-ins go
    into sys.modules now (the u-prefixed name imports the built-in without a search), and typing, which
    only type checkers have, is marked missing there as CPython does, so that every later import finds it
    at once. On a Pico this was about a fifth of the power-up."""
    if sys.implementation.name != "micropython":
        return
    mods = sys.modules
    for name in _EXTENSIBLE:
        if name not in mods:
            mods[name] = __import__("u" + name)
    mods["typing"] = None  # an import of it raises ImportError


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


def list_flash():
    """MicroPython: imports from the flash through companion.boards.listed (a module found by a lookup in
    RAM); :return: what unlist_flash needs"""
    if sys.implementation.name != "micropython":
        return None
    from companion.boards import listed

    return listed.use()


def unlist_flash(was):
    if was is not None:
        from companion.boards import listed

        listed.unuse(was)


def main() -> None:
    """Start the app; a missing display, safe mode or Ctrl-C ends at the REPL with a clear message."""
    find_builtins_once()
    was = list_flash()
    try:
        run(make_board())
    finally:  # at the REPL, an import finds what is copied to the flash from now on
        unlist_flash(was)


def run(board):
    if board.fault:
        board.halt()
        return
    if board.buttons() & _BACK:
        print("companion: BACK held at power-up, safe mode: the app is not started")
        return
    try:
        from companion.ui.app import App

        app = App(board)
    except Exception as e:  # the device cannot start: show why, on the LEDs and the REPL
        _print_exception(e)
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


main()
