"""The `screen` command (host-cli.md): power up, apply events, print the pixels and LEDs, draw a PNG."""

import json
import os
import sys

from host_sim import device, events, picture, runtime, screen


def add_parser(subparsers):
    """Register `screen` on the command line's subparsers."""
    sp = subparsers.add_parser("screen", help="print what the device shows (pixels and LEDs)")
    sp.add_argument("--state-dir", required=True, help="the device's flash (made when missing; empty: fresh)")
    sp.add_argument("--events", help="events to apply first (as play applies them), or - for standard input")
    sp.add_argument("--png", help="also write a PNG picture of the device to this file")
    sp.add_argument(
        "--text",
        action="store_true",
        help="print the display's 8 rows as text (as the page's live region reads them), not pixels",
    )
    sp.add_argument("--seed", type=int, help="dice seed of a game started by the events (default: random)")
    sp.add_argument("--lang", choices=("en", "fr", "it"), default="en", help="language of a fresh device")
    sp.add_argument("--runtime", choices=("cpython", "micropython"), default="cpython")
    sp.add_argument("--heap", default=runtime.DEFAULT_HEAP, help="MicroPython heap (default 192k)")


def _lang(state_dir):
    """:return: the language the device in ``state_dir`` speaks (a fresh one keeps its --lang at power-up)"""
    return json.loads(device.state_text(state_dir))["settings"]["lang"]


def cmd_screen(args):
    """Power up the device from --state-dir, apply --events, print the display and the LEDs.

    :return: the exit status: 0, or 3 when the device met an internal error (as `play`)
    :raises ValueError: a bad option or events file (exit 2)
    """
    if args.runtime == "micropython":
        runtime.parse_heap(args.heap)
    if args.png is not None and not os.path.isdir(os.path.dirname(os.path.abspath(args.png))):
        raise ValueError("--png: %s is not in an existing directory" % args.png)
    lines = events.parse(events.read_events(args.events)) if args.events is not None else []
    state_dir = device.flash_dir(args.state_dir)
    out = device.run_events(state_dir, args.seed, lines + ["frame"], args.runtime, args.heap, args.lang)
    frame = screen.parse_frame(out[-1])
    errors = 0
    stored = 0
    for line in out:  # an internal error is reported as play reports it (the screen shows the error screen)
        if line.startswith("E "):
            errors += 1
            sys.stderr.write("device error after event %d: %s\n" % (stored + 1, line[2:]))
        stored += line.startswith("S ")
    if args.png is not None:
        try:
            with open(args.png, "wb") as f:
                f.write(picture.png(frame["display"], frame["leds"], lang=_lang(state_dir)))
        except OSError as e:
            raise ValueError("--png: cannot write %s: %s" % (args.png, e.strerror))
    if args.text:
        shown = screen.text_rows(frame["display"])
    else:
        shown = screen.half_blocks(frame["display"]) + [screen.led_line(frame["leds"])]
    sys.stdout.write("\n".join(shown) + "\n")
    return 3 if errors else 0
