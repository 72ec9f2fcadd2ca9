"""examples/*.py run on a Pico with only MicroPython on it (no companion/ yet), on the pins of pins.py."""

import ast
import re
from pathlib import Path

import pytest
from companion.boards import pins

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((ROOT / "examples").glob("*.py"))
ON_A_BARE_PICO = {"time", "os", "machine", "neopixel", "ssd1306"}  # ssd1306: mpremote mip install ssd1306


def _constants(path):
    out = {}
    for node in ast.parse(path.read_text()).body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            try:
                out[node.targets[0].id] = ast.literal_eval(node.value)
            except ValueError:
                pass
    return out


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_example_imports_only_what_a_bare_pico_has(path):
    imported = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            imported |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            imported.add(node.module.split(".")[0])
    assert imported <= ON_A_BARE_PICO, "%s imports %s" % (path.name, imported - ON_A_BARE_PICO)


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_example_pins_are_those_of_pins_py(path):
    consts = _constants(path)
    shared = [n for n in consts if hasattr(pins, n)]
    assert shared or path.name == "power.py" and "VBUS_SENSE" in consts
    for name in shared:
        assert consts[name] == getattr(pins, name), "%s: %s" % (path.name, name)


def test_power_example_caps_are_the_boards():
    rp2 = (ROOT / "firmware" / "companion" / "boards" / "rp2.py").read_text()
    consts = _constants(ROOT / "examples" / "power.py")
    assert consts["USB_BRIGHTNESS"] == int(re.search(r"usb_brightness = (\d+)", rp2).group(1))
    assert consts["BATTERY_BRIGHTNESS"] == int(re.search(r"battery_brightness = (\d+)", rp2).group(1))
    assert _constants(ROOT / "examples" / "leds.py")["CAP"] == consts["USB_BRIGHTNESS"]
