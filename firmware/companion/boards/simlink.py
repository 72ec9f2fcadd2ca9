# The simulator's line protocol: button and wait lines in, one persisted-state line out per event.

from companion.boards.virtual import Restart, frame
from companion.storage.store import stopped
from companion.ui.buttons import DOWN, NAMES, UP, Buttons


def run_events(app, lines, out):
    """Drive the app with simulator protocol lines; write one output line per event to ``out``.

    Lines: a button name with optional ":long", "wait:MS" (whole milliseconds), "frame" (ask for the
    display and LEDs), "state". After a button or wait the persisted state is written, prefixed "S ",
    and before it "E <what went wrong>" when the event met an internal error (the device shows its error
    screen; "X" after it when that error is a flash that stores nothing more: then the state, and nothing
    more is handled), and "R <dice seed> <ticks_ms>" when the device restarts after it (App.restart): then
    this returns, and the runner powers up a new device on the same flash, its dice and clock going on.
    A device that restarts after a flash that stores nothing more writes "R" then "X", and no state: RAM
    no longer holds the game (a restart was due), the new device tells what the flash holds.
    """
    board = app.board
    for line in lines:
        line = line.strip()
        if not line:
            continue
        if line == "frame":
            frame(app, out)
            continue
        if line == "state":
            _write_state(app, out)
            continue
        try:
            name, _, mod = line.partition(":")
            bit = 0 if name == "wait" else 1 << NAMES.index(name)
            long_hold = mod == "long" and bit & (1 << UP | 1 << DOWN)  # the buttons a hold repeats
            if name == "wait" or long_hold or (mod and mod != "long"):
                # "wait:MS", or a button held MS ("down:1500"), then let go and its release counted: the
                # clock runs, a loop pass every 10 ms, and the button's levels go through the firmware's
                # own timing (a held up or down repeats); a long up or down is held so, as the page holds
                # it (WebDevice.press)
                board.held |= bit
                ms = Buttons.debounce_ms + 20 + Buttons.long_press_ms if long_hold else int(mod)
                while ms > 0 or board.held & bit:
                    if ms <= 0:
                        board.held &= ~bit
                        ms = Buttons.debounce_ms + 20
                    d = 10 if ms > 10 else ms
                    board.advance(d)
                    ms -= d
                    app.step()
            else:
                app.press(name, mod == "long")
                app.step()
        except Restart:  # the rest of the event is the new device's (the runner starts it)
            pass
        if app.error is not None:
            out.write("E " + str(app.error).replace("\n", " ") + "\n")
            if stopped(app.error):
                # nothing more can be stored: the run ends (contract) with what the flash holds, which the
                # runner acknowledges only if the event was stored all the same (its checkpoint found no room)
                if board.restarting:  # RAM holds no game now: the new device's power-up tells the flash's
                    out.write("R %d %d\n" % (board.dice_seed, board.now))
                    out.write("X\n")
                    return
                out.write("X\n")
                _write_state(app, out)
                return
            app.error = None
        if board.restarting:
            out.write("R %d %d\n" % (board.dice_seed, board.now))
        _write_state(app, out)
        if board.restarting:
            return


def _write_state(app, out):
    # streamed: the state of a long game never has to fit in the heap as one string
    out.write("S ")
    app.write_state(out.write)
    out.write("\n")
    if hasattr(out, "flush"):
        out.flush()
