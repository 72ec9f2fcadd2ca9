# The circuit, described once (parts, their pins, the nets between them), and its schematic drawn from it.

import sys
from pathlib import Path

WIRING_SVG = Path(__file__).resolve().parent / "wiring.svg"

# ref -> (what it is, ((pin number, pin name), ...)); refs as in parts.csv. The Pico's pins are the ones the
# companion uses (GND: any of 3, 8, 13, 18, 23, 28, 38; 38 is next to VSYS, the strip's return path).
PARTS = {
    "U1": (
        "Raspberry Pi Pico",
        (
            ("6", "GP4"),
            ("7", "GP5"),
            ("14", "GP10"),
            ("15", "GP11"),
            ("16", "GP12"),
            ("17", "GP13"),
            ("19", "GP14"),
            ("20", "GP15"),
            ("21", "GP16"),
            ("36", "3V3"),
            ("39", "VSYS"),
            ("38", "GND"),
        ),
    ),
    "U2": ("SSD1306 OLED 128x64 (I2C 0x3C)", (("1", "GND"), ("2", "VCC"), ("3", "SCL"), ("4", "SDA"))),
    "LED1": (
        "WS2812B strip, 16 pixels in one row: input end (LED 1)",
        (("1", "5V"), ("2", "DIN"), ("3", "GND")),
    ),
    "U3": (
        "74AHCT125 (DIP-14)",
        (
            ("1", "1OE"),
            ("2", "1A"),
            ("3", "1Y"),
            ("4", "2OE"),
            ("5", "2A"),
            ("6", "2Y"),
            ("7", "GND"),
            ("8", "3Y"),
            ("9", "3A"),
            ("10", "3OE"),
            ("11", "4Y"),
            ("12", "4A"),
            ("13", "4OE"),
            ("14", "VCC"),
        ),
    ),
    "U4": ("PowerBoost 1000C (battery build)", (("BAT", "BAT"), ("EN", "EN"), ("5V", "5V"), ("GND", "GND"))),
    "BT1": ("LiPo 3.7 V 2000 mAh", (("+", "+"), ("-", "-"))),
    "SW1": ("UP", (("1", "1"), ("2", "2"))),
    "SW2": ("DOWN", (("1", "1"), ("2", "2"))),
    "SW3": ("OK", (("1", "1"), ("2", "2"))),
    "SW4": ("BACK", (("1", "1"), ("2", "2"))),
    "SW5": ("ROLL (large)", (("1", "1"), ("2", "2"))),
    "SW6": ("slide switch, 2 = common", (("1", "1"), ("2", "2"), ("3", "3"))),
    "BZ1": ("passive piezo", (("+", "+"), ("-", "-"))),
    "R1": ("330 Ω", (("1", "1"), ("2", "2"))),
    "C1": ("1000 µF 10 V", (("+", "+"), ("-", "-"))),
    "C2": ("100 nF, at U3", (("1", "1"), ("2", "2"))),
    "D1": ("1N5817", (("A", "A"), ("K", "K"))),
}

# net -> the pins on it, "ref.pin name". A net named after a pins.py constant ends on that GPIO (tests check).
NETS = {
    "BTN_UP": ("U1.GP10", "SW1.1"),
    "BTN_DOWN": ("U1.GP11", "SW2.1"),
    "BTN_OK": ("U1.GP12", "SW3.1"),
    "BTN_BACK": ("U1.GP13", "SW4.1"),
    "BTN_ROLL": ("U1.GP14", "SW5.1"),
    "BUZZER": ("U1.GP15", "BZ1.+"),
    "LED_DATA": ("U1.GP16", "U3.1A"),
    "DATA_5V": ("U3.1Y", "R1.1"),
    "DIN": ("R1.2", "LED1.DIN"),
    "I2C_SDA": ("U1.GP4", "U2.SDA"),
    "I2C_SCL": ("U1.GP5", "U2.SCL"),
    "3V3": ("U1.3V3", "U2.VCC"),
    # the 5 V rail: VSYS, fed by USB through the Pico's own diode, and by the battery build through D1
    # C2 (100 nF) decouples U3: soldered across its pins 14 (VCC) and 7 (GND), right beside the socket
    "VSYS": ("U1.VSYS", "LED1.5V", "U3.VCC", "C1.+", "C2.1", "D1.K"),
    "BOOST_5V": ("U4.5V", "D1.A"),
    "BAT": ("BT1.+", "U4.BAT"),
    "EN": ("U4.EN", "SW6.2"),
    "GND": (
        "U1.GND",
        "U2.GND",
        "LED1.GND",
        "C1.-",
        "C2.2",
        "U3.GND",
        "U3.1OE",
        "U3.2OE",
        "U3.2A",
        "U3.3OE",
        "U3.3A",
        "U3.4OE",
        "U3.4A",
        "SW1.2",
        "SW2.2",
        "SW3.2",
        "SW4.2",
        "SW5.2",
        "BZ1.-",
        "U4.GND",
        "BT1.-",
        "SW6.1",
    ),
}
BATTERY_BUILD = ("U4", "BT1", "SW6", "D1")  # left out of a USB-only build; nothing else changes


def net_of():
    """:return: {"ref.pin": net} for every connected pin"""
    out = {}
    for net, ends in NETS.items():
        for end in ends:
            if end in out:
                raise ValueError("%s is on two nets: %s and %s" % (end, out[end], net))
            out[end] = net
    return out


def _tag(d, elm, at, net, direction):
    """A stub from ``at`` ending in the net's name (or a ground symbol)."""
    line = getattr(elm.Line().at(at), direction)(0.6)
    d += line
    if net == "GND":
        d += elm.Ground().at(line.end)
    elif net:
        d += getattr(elm.Tag(width=0.2 * len(net) + 0.5).at(line.end), direction)().label(net, fontsize=10)
    else:
        d += elm.Dot(open=True).at(line.end).label("n.c.", fontsize=9, loc="right")


def _ic(d, elm, ref, at, left, nets):
    """Draw a part as a block, its pins split between the left side (``left`` names) and the right."""
    title, pins = PARTS[ref]
    ic_pins = [elm.IcPin(name=n, pin=p, side="left" if n in left else "right") for p, n in pins]
    ic = elm.Ic(pins=ic_pins, pinspacing=0.8, edgepadH=0.4, edgepadW=1.0, plblsize=9, lblsize=11)
    d += ic.at(at).theta(0).anchor("center").label(ref + ": " + title, loc="top", fontsize=11)
    for p, n in pins:
        _tag(
            d,
            elm,
            getattr(ic, "pin" + p) if p.isdigit() else ic.absanchors[n],
            nets.get(ref + "." + n),
            "left" if n in left else "right",
        )


def _end(d, elm, at, net, side):
    """The end of an upright part's lead: a ground, a supply's bar, or an open dot with the net's name."""
    if net == "GND":
        d += elm.Ground().at(at)
    elif net in _RAILS:
        d += elm.Vdd().at(at).theta(0 if side == "top" else 180).label(net, fontsize=10)
    else:
        d += elm.Dot(open=True).at(at).label(net, loc=side, fontsize=10)


_RAILS = ("VSYS", "3V3", "BOOST_5V", "BAT")


def _two(d, elm, ref, at, kind, nets, first, second):
    """Draw a two-pin part upright at ``at``: pin ``first`` on top."""
    title = PARTS[ref][0]
    part = kind().at(at).down().label(ref + "\n" + title, loc="bottom", ofst=0.3, fontsize=10)
    d += part
    ends = part.absanchors
    start, end = (ends["start"], ends["end"]) if "start" in ends else (ends["in1"], ends["in2"])
    top = nets.get(ref + "." + first)
    line = elm.Line().at(start).up(0.5)
    d += line
    _end(d, elm, line.end, top, "top")
    bottom = nets.get(ref + "." + second)
    line = elm.Line().at(end).down(0.5)
    d += line
    _end(d, elm, line.end, bottom, "bottom")


def schematic(path=WIRING_SVG):
    """Draw the schematic (every pin of every part, joined by net names) as SVG into ``path``."""
    import schemdraw
    import schemdraw.elements as elm

    schemdraw.use("svg")
    nets = net_of()
    with schemdraw.Drawing(show=False, fontsize=10) as d:
        d.config(unit=2.0, bgcolor="white")
        d += (
            elm.Label()
            .at((0, 9.5))
            .label(
                "Board-game companion: schematic (drawn by hardware/circuit.py; pins as in boards/pins.py)",
                fontsize=14,
            )
        )
        d += (
            elm.Label()
            .at((0, 8.8))
            .label(
                "Pins joined by the same name are one net. Battery build only: U4, BT1, SW6, D1.", fontsize=11
            )
        )
        _ic(d, elm, "U1", (0, 3), {"GP10", "GP11", "GP12", "GP13", "GP14", "GP15", "GP16"}, nets)
        _ic(d, elm, "U2", (12, 5.5), {"GND", "VCC", "SCL", "SDA"}, nets)
        _ic(d, elm, "LED1", (12, 1), {"5V", "DIN", "GND"}, nets)
        _ic(d, elm, "U3", (0, -6), {"1OE", "1A", "1Y", "2OE", "2A", "2Y", "GND"}, nets)
        _ic(d, elm, "U4", (12, -5), {"BAT", "GND"}, nets)
        x = -9
        for ref in ("SW1", "SW2", "SW3", "SW4", "SW5"):
            _two(d, elm, ref, (x, -12), elm.Button, nets, "1", "2")
            x += 3
        _two(d, elm, "BZ1", (x, -12), elm.Crystal, nets, "+", "-")
        _two(d, elm, "R1", (x + 3.5, -12), elm.Resistor, nets, "1", "2")
        _two(d, elm, "C1", (x + 6.5, -12), lambda: elm.Capacitor(polar=True), nets, "+", "-")
        _two(d, elm, "C2", (x + 9.5, -12), elm.Capacitor, nets, "1", "2")
        _two(d, elm, "D1", (x + 12.5, -12), lambda: elm.Diode().reverse(), nets, "K", "A")
        _two(d, elm, "BT1", (x + 15.5, -12), elm.Battery, nets, "+", "-")
        _ic(d, elm, "SW6", (x + 20, -11), {"2"}, nets)
        d.save(str(path))
    return path


if __name__ == "__main__":
    print("wrote", schematic(sys.argv[1] if len(sys.argv) > 1 else WIRING_SVG))
