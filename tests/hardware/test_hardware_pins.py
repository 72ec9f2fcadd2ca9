"""The wiring table in hardware/README.md and the Wokwi hardware/diagram.json agree with boards/pins.py."""

import json
import re
from pathlib import Path

import pytest

from host_sim import runtime

runtime.use_firmware()
from companion.boards import pins  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "hardware" / "README.md"
DIAGRAM = ROOT / "hardware" / "diagram.json"

# the Raspberry Pi Pico's header: GPIO number -> physical pin
PICO_HEADER = {0: 1, 1: 2, 2: 4, 3: 5, 4: 6, 5: 7, 6: 9, 7: 10, 8: 11, 9: 12, 10: 14, 11: 15, 12: 16}
PICO_HEADER.update({13: 17, 14: 19, 15: 20, 16: 21, 17: 22, 18: 24, 19: 25, 20: 26, 21: 27, 22: 29})
PICO_HEADER.update({26: 31, 27: 32, 28: 34})

# the pins of Wokwi's wokwi-led-strip part, as its reference page (docs.wokwi.com, parts) names them: the
# input side's supply, data and ground, then the output side's
LED_STRIP_PINS = {"VDD", "DIN", "VSS", "VDD.2", "DOUT", "VSS.2"}

# what each pins.py GPIO must be wired to in the Wokwi diagram
WOKWI_ENDS = {
    "BTN_UP": "btn_up:1.r",
    "BTN_DOWN": "btn_down:1.r",
    "BTN_OK": "btn_ok:1.r",
    "BTN_BACK": "btn_back:1.r",
    "BTN_ROLL": "btn_roll:1.r",
    "BUZZER": "bz:2",
    "LED_DATA": "strip:DIN",
    "I2C_SDA": "oled:SDA",
    "I2C_SCL": "oled:SCL",
}


def wiring_rows():
    """:return: {pins.py name: (gpio cell, header pin cell)} from the README's wiring table"""
    rows = {}
    for line in README.read_text().splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 6:
            m = re.fullmatch(r"`([A-Z_0-9]+)`", cells[3])
            if m:
                assert m.group(1) not in rows, "%s appears twice in the wiring table" % m.group(1)
                rows[m.group(1)] = (cells[1], cells[2])
    return rows


def test_wiring_table_lists_every_gpio_of_pins_py():
    rows = wiring_rows()
    expected = set(WOKWI_ENDS) | {"VBUS_SENSE"}
    assert set(rows) == expected


@pytest.mark.parametrize("name", sorted(set(WOKWI_ENDS) | {"VBUS_SENSE"}))
def test_wiring_table_gpio_matches_pins_py(name):
    gpio, header = wiring_rows()[name]
    assert gpio == "GP%d" % getattr(pins, name)
    if name != "VBUS_SENSE":  # GP24 is internal to the Pico, not on the header
        assert header == str(PICO_HEADER[getattr(pins, name)])


def test_buttons_bit_order_and_distinct_pins():
    assert pins.BUTTONS == (pins.BTN_UP, pins.BTN_DOWN, pins.BTN_OK, pins.BTN_BACK, pins.BTN_ROLL)
    assert pins.BUTTON_NAMES == ("up", "down", "ok", "back", "roll")
    used = [getattr(pins, n) for n in WOKWI_ENDS]
    assert len(set(used)) == len(used), "two signals on one GPIO"
    assert pins.LED_COUNT == 16
    # I2C0 can use GP4/GP5 (also 0/1, 8/9, 12/13, 16/17, 20/21): SDA on n, SCL on n+1, n % 4 == 0
    assert pins.I2C_ID == 0 and pins.I2C_SDA % 4 == 0 and pins.I2C_SCL == pins.I2C_SDA + 1


def test_readme_names_the_oled_address_from_pins_py():
    assert "0x%02X" % pins.OLED_ADDR in README.read_text()


def _diagram():
    return json.loads(DIAGRAM.read_text())


def test_diagram_parts_present():
    types = {p["id"]: p["type"] for p in _diagram()["parts"]}
    assert types["pico"] == "wokwi-pi-pico"
    assert types["oled"] == "board-ssd1306"
    assert types["bz"] == "wokwi-buzzer"
    assert types["strip"] == "wokwi-led-strip"
    strip = [p for p in _diagram()["parts"] if p["id"] == "strip"][0]
    assert int(strip["attrs"]["pixels"]) == pins.LED_COUNT
    oled = [p for p in _diagram()["parts"] if p["id"] == "oled"][0]
    assert int(oled["attrs"]["i2cAddress"], 16) == pins.OLED_ADDR


def _gpio_links():
    """:return: {endpoint: GPIO number} for every wire from a pico:GPn pin"""
    links = {}
    for a, b, _colour, _route in _diagram()["connections"]:
        for here, there in ((a, b), (b, a)):
            m = re.fullmatch(r"pico:GP(\d+)", here)
            if m:
                assert there not in links, "%s wired twice" % there
                links[there] = int(m.group(1))
    return links


@pytest.mark.parametrize("name", sorted(WOKWI_ENDS))
def test_diagram_wires_each_signal_to_the_pins_py_gpio(name):
    assert _gpio_links().get(WOKWI_ENDS[name]) == getattr(pins, name)


def test_diagram_has_no_stray_gpio_wires():
    assert set(_gpio_links()) == set(WOKWI_ENDS.values())


def test_diagram_grounds_every_button_and_powers_the_parts():
    ends = set()
    for a, b, _c, _r in _diagram()["connections"]:
        ends.add((a, b))
        ends.add((b, a))
    grounded = {a for a, b in ends if b.startswith("pico:GND")}
    for bid in ("btn_up", "btn_down", "btn_ok", "btn_back", "btn_roll"):
        assert bid + ":2.r" in grounded
    assert {"bz:1", "strip:VSS", "oled:GND"} <= grounded
    assert ("strip:VDD", "pico:VSYS") in ends  # the one 5 V rail of hardware/circuit.py
    assert ("oled:VCC", "pico:3V3") in ends


def test_diagram_uses_only_the_strip_parts_documented_pins():
    """A pin name the part does not have leaves the wire unconnected in Wokwi, without an error."""
    used = set()
    for a, b, _c, _r in _diagram()["connections"]:
        used |= {end.split(":", 1)[1] for end in (a, b) if end.startswith("strip:")}
    assert used == {"DIN", "VDD", "VSS"} and used <= LED_STRIP_PINS


def test_wokwi_runs_the_micropython_release_the_firmware_targets():
    """diagram.json (wokwi.com) and wokwi.toml (Wokwi for VS Code) name the UF2 the README says to flash."""
    env = [p for p in _diagram()["parts"] if p["id"] == "pico"][0]["attrs"]["env"]
    m = re.fullmatch(r"micropython-(\d{8})-v(1\.29\.\d+)", env)
    assert m, env
    uf2 = "RPI_PICO-%s-v%s.uf2" % m.groups()
    toml = (ROOT / "hardware" / "wokwi.toml").read_text()
    assert 'firmware = "%s"' % uf2 in toml and 'elf = "%s"' % uf2 in toml
    assert uf2 in README.read_text()
