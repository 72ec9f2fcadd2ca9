# Power-up: build the board (rp2 under MicroPython, circuitpy under CircuitPython) and run the companion.
# (main.py calls main(); kept here as .mpy, since main.py is compiled from source at every power-up)

import sys

_BACK = 8  # bit 3 of Board.buttons(): held at power-up, the app is not started (safe mode)


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
    """MicroPython: the built-ins and the firmware's modules found without littlefs lookups
    (companion.boards.listed); :return: what unlist_flash needs"""
    if sys.implementation.name != "micropython":
        return None
    from companion.boards import listed

    listed.find_builtins_once()
    return listed.use()


def unlist_flash(was):
    if was is not None:
        from companion.boards import listed

        listed.unuse(was)


def main() -> None:
    """Start the app; a missing display, safe mode or Ctrl-C ends at the REPL with a clear message."""
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
