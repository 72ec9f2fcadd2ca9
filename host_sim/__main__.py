"""Command line of the host simulator: docs/COMMANDS.md says what each command takes and prints."""

import argparse
import itertools
import os
import select
import stat
import sys
import tempfile

from host_sim import autoplay, device, events, runtime, screencmd


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        # contract: bad input is one line on standard error and exit status 2
        sys.stderr.write("%s: %s\n" % (self.prog, message))
        sys.exit(2)


def _parser():
    p = _Parser(prog="host_sim", description="Board-game companion: the device's firmware on a PC.")
    sub = p.add_subparsers(dest="command", required=True, parser_class=_Parser)

    def common(sp):
        sp.add_argument("--runtime", choices=("cpython", "micropython"), default="cpython")
        sp.add_argument("--heap", default=runtime.DEFAULT_HEAP, help="MicroPython heap (default 192k)")

    runtime.use_firmware()
    from companion import catalog

    games = ", ".join("%s (%d-%d players)" % (g[0], g[2], g[3]) for g in catalog.GAMES)
    scored = ", ".join(g[0] for g in catalog.GAMES if g[0] != "roma")  # Roma keeps its score in play
    helps = {
        "score": 'end-of-game score, JSON in and out (FILE or -); "game": ' + scored,
        "dragon": "Emerald's dragon flight for a list of rolls, JSON in and out (FILE or -)",
    }
    for name in ("score", "dragon"):
        sp = sub.add_parser(name, help=helps[name])
        sp.add_argument("file")
        common(sp)
    sp = sub.add_parser(
        "play", help="the simulated device, any game: " + ", ".join(g[0] for g in catalog.GAMES)
    )
    sp.add_argument("--game", help="game to start on a fresh device: %s; default: the menu" % games)
    sp.add_argument("--players", type=int)
    sp.add_argument("--seed", type=int)
    sp.add_argument("--state-dir")
    sp.add_argument("--events", help="events file, or - for standard input")
    sp.add_argument("--lang", choices=("en", "fr", "it"), default="en", help="language of a fresh device")
    common(sp)
    sp = sub.add_parser("state", help="print the persisted state")
    sp.add_argument("--state-dir", required=True)
    common(sp)
    sp = sub.add_parser("plays", help="the play log: every finished game, as JSON or CSV")
    sp.add_argument("--state-dir", required=True)
    sp.add_argument("--format", choices=("json", "csv"), default="json")
    common(sp)
    sp = sub.add_parser("names", help="the seats' names (P1=Anna P2=Luca; P3= takes one away)")
    sp.add_argument("--state-dir", required=True)
    sp.add_argument("seats", nargs="*", metavar="Pn=NAME")
    common(sp)
    screencmd.add_parser(sub)
    return p


def _fail(msg):
    sys.stderr.write(msg.rstrip("\n") + "\n")
    return 2


def cmd_json(args):
    runtime.use_firmware()
    from companion import cli

    text = events.read_text(args.file, "file", cli.too_large)
    code, out, err = runtime.cli(args.command, text, args.runtime, args.heap)
    sys.stdout.write(out)
    sys.stderr.write(err)
    return code


def cmd_state(args):
    device.check_files(args.state_dir)
    if not os.path.isdir(args.state_dir):
        return _fail("--state-dir: %s is not a directory" % args.state_dir)
    if args.runtime == "micropython":
        runtime.parse_heap(args.heap)
    sys.stdout.write(device.state_text(args.state_dir, args.runtime, args.heap) + "\n")
    return 0


def cmd_plays(args):
    """The play log as the device keeps it: exit 0, or 4 when damaged stretches were skipped (the good
    records printed all the same, one line on standard error saying what was skipped)."""
    device.check_files(args.state_dir)
    if not os.path.isdir(args.state_dir):
        return _fail("--state-dir: %s is not a directory" % args.state_dir)
    if args.runtime == "micropython":
        runtime.parse_heap(args.heap)
    out, bad, kept = device.plays_text(args.state_dir, args.format, args.runtime, args.heap)
    sys.stdout.write(out)
    if bad:
        sys.stderr.write("plays: damaged log: %d damaged part(s) skipped, %d plays kept\n" % (bad, kept))
        return 4
    return 0


def cmd_names(args):
    """Name seats (``P1=Anna``; ``P1=`` takes the name away) in the device's settings, then print the six
    seats' names; bad input: one line, exit 2, nothing written."""
    device.check_files(args.state_dir)
    if not os.path.isdir(args.state_dir):
        return _fail("--state-dir: %s is not a directory" % args.state_dir)
    if args.runtime == "micropython":
        runtime.parse_heap(args.heap)
    given = []
    for arg in args.seats:
        seat, eq, name = arg.partition("=")
        n = int(seat[1:]) if seat[:1] == "P" and seat[1:] in ("1", "2", "3", "4", "5", "6") else 0
        if not eq or not n:
            return _fail("names: %r is not Pn=NAME with n from 1 to 6" % arg)
        if any(g[0] == n - 1 for g in given):
            return _fail("names: P%d is named twice" % n)
        if name and any(g[1] == name for g in given):
            return _fail("names: %r is given to two seats" % name)
        given.append((n - 1, name))
    sys.stdout.write(device.names_text(args.state_dir, given, args.runtime, args.heap))
    return 0


def _setup_lines(args):
    """Button presses that start --game with --players on a fresh device (menu order from the catalog)."""
    runtime.use_firmware()
    from companion import catalog

    if args.game is None:
        if args.players is not None:
            raise ValueError("--players: needs --game")
        return []
    row = catalog.find(args.game)
    if row is None:
        known = ", ".join(g[0] for g in catalog.GAMES)
        raise ValueError("--game: unknown game %r (known: %s)" % (args.game, known))
    players = args.players if args.players is not None else row[2]
    if not row[2] <= players <= row[3]:
        raise ValueError("--players: %s takes %d to %d players" % (args.game, row[2], row[3]))
    return autoplay.setup_presses(args.game, players)  # each option at its default (its first value)


def _event_lines(path):
    """Protocol lines of an events file, as they can be read.

    A file is read and checked whole before its first event runs. A pipe is read as it comes: all that
    has arrived is checked before any of it runs, and the next read waits until then, so a program can
    drive the device one event at a time (contract: every acknowledgement is immediate).
    """
    if path != "-":
        yield from events.parse(events.read_events(path))
        return
    fd = sys.stdin.fileno()
    if not stat.S_ISFIFO(os.fstat(fd).st_mode):
        yield from events.parse(events.read_events("-"))
        return
    pending = b""
    first = 1
    eof = False
    limits = events.Limits()  # checked as it arrives: an endless line is refused, never held
    while not eof:
        chunk = os.read(fd, 65536)
        limits.feed(chunk)
        eof = not chunk
        pending += chunk
        while not eof and select.select([fd], [], [], 0)[0]:
            chunk = os.read(fd, 65536)
            limits.feed(chunk)
            eof = not chunk
            pending += chunk
        if eof:
            complete, pending = pending, b""
        else:
            cut = pending.rfind(b"\n") + 1
            complete, pending = pending[:cut], pending[cut:]
        try:
            text = complete.decode("utf-8")
        except UnicodeDecodeError:
            raise ValueError("--events: - is not UTF-8 text")
        yield from events.parse(text, first)
        first += text.count("\n")


def cmd_play(args):
    if args.runtime == "micropython":
        runtime.parse_heap(args.heap)
    state_dir = (
        device.flash_dir(args.state_dir) if args.state_dir else tempfile.mkdtemp(prefix="companion-flash-")
    )
    # --game and --players set up a device that has no game saved; a saved game is resumed as at power-up
    stored = [device.state_text(state_dir)]  # what the flash holds: the last state acknowledged
    setup = _setup_lines(args) if '"game":null' in stored[0] else []
    if args.events is None:
        from host_sim import terminal

        return terminal.run(state_dir, args.seed, args.runtime, args.heap, setup, args.lang)
    lines = _event_lines(args.events)
    if args.events != "-" or not stat.S_ISFIFO(os.fstat(sys.stdin.fileno()).st_mode):
        lines = list(lines)  # a bad line is refused before any event runs
    acked = [0]
    errors = [0]

    def on_line(line):
        kind, text = line[:2], line[2:]
        event = acked[0] - len(setup) + 1  # the number of the event this line answers
        if kind == "K " and text == stored[0]:
            return  # a full flash: the event was not stored, it is not acknowledged
        if kind in ("S ", "K "):
            acked[0] += 1
            stored[0] = text
            if event > 0:
                sys.stdout.write(text + "\n")
                sys.stdout.flush()
        elif kind == "E ":
            errors[0] += 1
            # an error before the first event (at power-up, or in --game's set-up) is after event 0
            sys.stderr.write("device error after event %d: %s\n" % (max(event, 0), text))
            sys.stderr.flush()

    dev = device.open_device(state_dir, args.seed, args.runtime, args.heap, args.lang)
    try:
        dev.stream(itertools.chain(setup, lines), on_line)
    except device.Stopped:  # a full flash: its error line is out, nothing more is acknowledged
        dev.close()
        return 3
    return 3 if errors[0] else 0


def main(argv=None):
    args = _parser().parse_args(argv)
    try:
        if args.command in ("score", "dragon"):
            if args.runtime == "micropython":
                runtime.parse_heap(args.heap)
            return cmd_json(args)
        if args.command == "state":
            return cmd_state(args)
        if args.command == "plays":
            return cmd_plays(args)
        if args.command == "names":
            return cmd_names(args)
        if args.command == "screen":
            return screencmd.cmd_screen(args)
        return cmd_play(args)
    except (ValueError, events.EventError) as e:
        return _fail(str(e))
    except device.Stopped:  # `screen` on a full flash (play says it after the event)
        sys.stderr.write("device error: flash full: nothing more can be stored\n")
        return 3
    except device.DeviceError as e:
        sys.stderr.write(str(e) + "\n")
        return 1


if __name__ == "__main__":
    sys.exit(main())
