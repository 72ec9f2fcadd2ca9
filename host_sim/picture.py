"""Draw the simulated device (display and LED strip) as an SVG picture: python -m host_sim.picture OUT.svg."""

import json
import sys
import tempfile

from host_sim import autoplay, device

CELL_W, CELL_H = 12, 18


def svg(frame, caption=""):
    w = 16 * CELL_W + 40
    parts = [
        '<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="290" font-family="monospace">' % (w + 40),
        '<rect x="0" y="0" width="%d" height="290" rx="16" fill="#2b2b33"/>' % (w + 40),
        '<rect x="30" y="20" width="%d" height="%d" fill="#000"/>' % (w - 20, 8 * CELL_H + 20),
    ]
    for r, (line, inv) in enumerate(zip(frame["lines"], frame["inverse"])):
        y = 30 + r * CELL_H
        for c, (ch, bit) in enumerate(zip(line, inv)):
            x = 40 + c * CELL_W
            colour = "#8fd8ff"
            if bit == "1":
                parts.append(
                    '<rect x="%d" y="%d" width="%d" height="%d" fill="#8fd8ff"/>' % (x, y, CELL_W, CELL_H)
                )
                colour = "#000"
            if ch != " ":
                esc = {"<": "&lt;", ">": "&gt;", "&": "&amp;"}.get(ch, ch)
                parts.append(
                    '<text x="%d" y="%d" font-size="16" fill="%s">%s</text>' % (x + 1, y + 14, colour, esc)
                )
    for i, hexrgb in enumerate(frame["leds"]):
        r, g, b = int(hexrgb[0:2], 16), int(hexrgb[2:4], 16), int(hexrgb[4:6], 16)
        m = max(r, g, b)
        fill = "#%02x%02x%02x" % (r * 255 // m, g * 255 // m, b * 255 // m) if m else "#444"
        parts.append('<circle cx="%d" cy="200" r="6" fill="%s"/>' % (40 + i * 14, fill))
    for i, name in enumerate(("up", "down", "ok", "back")):
        parts.append('<circle cx="%d" cy="245" r="14" fill="#888"/>' % (50 + i * 45))
        parts.append(
            '<text x="%d" y="275" font-size="11" fill="#ddd" text-anchor="middle">%s</text>'
            % (50 + i * 45, name)
        )
    parts.append('<circle cx="%d" cy="245" r="22" fill="#c33"/>' % (w - 10))
    parts.append(
        '<text x="%d" y="250" font-size="12" fill="#fff" text-anchor="middle">ROLL</text>' % (w - 10)
    )
    if caption:
        parts.append('<text x="30" y="14" font-size="10" fill="#aaa">%s</text>' % caption)
    parts.append("</svg>")
    return "\n".join(parts)


def main(argv):
    out = argv[0] if argv else "docs/device.svg"
    presses, _ = autoplay.random_game("emerald", 3, 5, 9)
    # stop a few presses after the first dragon flight, when the flight track and dragon are lit
    cut = presses.index("roll") + 1
    lines = device.run_events(tempfile.mkdtemp(), 5, presses[:cut] + ["wait:3", "frame"])
    frame = json.loads(lines[-1][2:])
    with open(out, "w") as f:
        f.write(svg(frame, "Emerald, 3 players"))
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
