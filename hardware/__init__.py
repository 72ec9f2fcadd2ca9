# The companion's hardware as code: the parts list, the enclosure model and the circuit's schematic.

import importlib.util
from pathlib import Path

PINS_PY = Path(__file__).resolve().parent.parent / "firmware" / "companion" / "boards" / "pins.py"


def pins():
    """:return: the firmware's pin map (firmware/companion/boards/pins.py), loaded from its file"""
    spec = importlib.util.spec_from_file_location("companion_pins", PINS_PY)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
