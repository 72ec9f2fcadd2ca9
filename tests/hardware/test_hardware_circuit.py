"""The circuit described once in hardware/circuit.py agrees with boards/pins.py, joins every part as the
README says, and hardware/wiring.svg is the schematic drawn from it."""

import re
from pathlib import Path

import pytest
from companion.boards import pins
from test_hardware_pins import PICO_HEADER, WOKWI_ENDS

from hardware import circuit, parts

PICO_PINS = dict((name, number) for number, name in circuit.PARTS["U1"][1])
NOT_CONNECTED = {"U3.2Y", "U3.3Y", "U3.4Y", "SW6.3"}
README = Path(__file__).resolve().parents[2] / "hardware" / "README.md"
VSYS, GND = "the Pico's pin %s" % PICO_PINS["VSYS"], "the Pico's pin %s" % PICO_PINS["GND"]

# the supply wires of the assembly: (step, the end in circuit.py, its net, the words of the step that solder
# it, the words of the step's check that test it)
SUPPLY_WIRES = (
    (
        6,
        "U1.VSYS",
        "VSYS",
        "the 5 V rail to the Pico's VSYS (pin 39)",
        VSYS + " beeps to the socket's pin 14",
    ),
    (6, "U1.GND", "GND", "the GND rail to the Pico's GND (pin 38)", GND + " to its pin 7"),
    (
        7,
        "LED1.5V",
        "VSYS",
        "the strip's 5V to the perfboard's 5 V rail",
        "the strip's 5V pad beeps to " + VSYS,
    ),
    (7, "LED1.GND", "GND", "its GND to the GND rail", "its GND pad to " + GND),
    (8, "U4.GND", "GND", "the PowerBoost's GND to the perfboard's GND rail", "GND pad beeps to " + GND),
    (8, "U4.5V", "BOOST_5V", "the PowerBoost's 5V to D1's anode", "its 5V pad to D1's anode"),
)


@pytest.mark.parametrize("name", sorted(WOKWI_ENDS))
def test_each_signal_of_pins_py_is_a_net_on_its_gpio(name):
    gp = "GP%d" % getattr(pins, name)
    assert "U1." + gp in circuit.NETS[name]
    assert PICO_PINS[gp] == str(PICO_HEADER[getattr(pins, name)]), "the Pico's pin number of %s" % gp
    others = [n for n, ends in circuit.NETS.items() if "U1." + gp in ends and n != name]
    assert not others, "%s is also on %s" % (gp, others)


def test_the_pico_uses_no_gpio_that_pins_py_does_not_name():
    gpios = {"GP%d" % getattr(pins, n) for n in WOKWI_ENDS}
    assert {n for n in PICO_PINS if n.startswith("GP")} == gpios


def test_every_pin_is_connected_once_or_marked_unconnected():
    on = circuit.net_of()  # raises when a pin is on two nets
    every = {ref + "." + name for ref, (_t, pins_) in circuit.PARTS.items() for _n, name in pins_}
    assert set(on) <= every, "a net names a pin no part has: %s" % (set(on) - every)
    assert every - set(on) == NOT_CONNECTED


def test_each_net_joins_at_least_two_parts():
    for net, ends in circuit.NETS.items():
        assert len({e.split(".")[0] for e in ends}) >= 2, net


def test_buttons_switch_their_gpio_to_ground():
    for name, ref in zip(pins.BUTTON_NAMES, ("SW1", "SW2", "SW3", "SW4", "SW5")):
        net = "BTN_" + name.upper()
        assert ref + ".1" in circuit.NETS[net] and ref + ".2" in circuit.NETS["GND"]
        assert circuit.PARTS[ref][0].split()[0] == name.upper()


def test_power_and_ground_of_each_part():
    on = circuit.net_of()
    # the strip, its level shifter and its capacitor share one 5 V rail; the display runs at 3.3 V
    assert on["LED1.5V"] == on["U3.VCC"] == on["C1.+"] == on["C2.1"] == "VSYS" == on["U1.VSYS"]
    assert on["U2.VCC"] == on["U1.3V3"] == "3V3"
    for end in ("U1.GND", "U2.GND", "LED1.GND", "U3.GND", "C1.-", "C2.2", "BZ1.-", "U4.GND"):
        assert on[end] == "GND", end
    # the level shifter's gate 1 is enabled and carries the data, through R1 to the strip's DIN
    assert on["U3.1OE"] == "GND" and on["U3.1A"] == "LED_DATA" and on["U3.1Y"] == on["R1.1"]
    assert on["R1.2"] == on["LED1.DIN"]
    for unused in ("2A", "3A", "4A", "2OE", "3OE", "4OE"):
        assert on["U3." + unused] == "GND"


def assembly_step(number):
    """:return: the text of the README's assembly step ``number``, its lines joined"""
    m = re.search(r"^%d\. \*\*.*?(?=^\d+\. |^## )" % number, README.read_text(), re.M | re.S)
    return " ".join(m.group(0).split())


@pytest.mark.parametrize("step, end, net, wired, checked", SUPPLY_WIRES, ids=[w[1] for w in SUPPLY_WIRES])
def test_each_supply_wire_is_soldered_and_checked_in_its_step(step, end, net, wired, checked):
    """The Pico's VSYS and GND reach the perfboard's rails (step 6), the strip takes its supply from them (7)
    and the PowerBoost's GND joins them (8): each wire in the words of its step and tested by its check."""
    assert circuit.net_of()[end] == net
    text = assembly_step(step)
    solder, _, check = text.partition("*Check")
    assert wired in solder
    assert checked in check


def test_u3_has_its_decoupling_capacitor():
    """A 100 nF ceramic across the level shifter's VCC and GND pins (14 and 7), in the circuit, the parts list
    and the perfboard's assembly step."""
    on = circuit.net_of()
    assert {on["C2.1"], on["C2.2"]} == {on["U3.VCC"], on["U3.GND"]} == {"VSYS", "GND"}
    row = parts.part("C2")
    assert "100 nF" in row["part"] and "ceramic" in row["part"] and row["build"] == "all"
    assert "C2" in parts.part("PB1")["part"]
    step = assembly_step(6)
    assert "C2 (100 nF" in step and "across its pins 14 and 7" in step and "beeps to one lead of C2" in step


def test_the_battery_build_only_adds_parts_on_its_own_nets():
    on = circuit.net_of()
    # D1 feeds VSYS from the boost: USB reaches VSYS through the Pico's own diode, so neither feeds the other
    assert on["D1.K"] == "VSYS" and on["D1.A"] == on["U4.5V"]
    assert on["U4.EN"] == on["SW6.2"] and on["SW6.1"] == "GND"
    usb_only = {end: net for end, net in on.items() if end.split(".")[0] not in circuit.BATTERY_BUILD}
    for net in set(usb_only.values()):
        assert len({e.split(".")[0] for e in usb_only if usb_only[e] == net}) >= 2, net
    for ref in circuit.BATTERY_BUILD:
        assert parts.part(ref)["build"] == "battery"
    assert {r["ref"] for r in parts.rows() if r["build"] == "battery"} == set(circuit.BATTERY_BUILD)


def test_every_part_of_the_circuit_is_in_the_parts_list():
    listed = set()
    for row in parts.rows():
        ref = row["ref"]
        if "-" in ref:  # SW1-SW4
            first, last = ref.split("-")
            listed |= {first[:2] + str(i) for i in range(int(first[2:]), int(last[2:]) + 1)}
        else:
            listed.add(ref)
    assert set(circuit.PARTS) <= listed


def test_wiring_svg_is_the_schematic_drawn_from_the_description(tmp_path):
    fresh = circuit.schematic(tmp_path / "wiring.svg")
    assert fresh.read_bytes() == circuit.WIRING_SVG.read_bytes(), "run 'make enclosure' and commit wiring.svg"
    text = fresh.read_text()
    for ref in circuit.PARTS:
        assert ref in text
