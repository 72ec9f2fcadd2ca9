"""Shared by every test module. The tests are grouped in folders by layer (games, storage, device, memory,
hardware, project); a test imports the helpers of tests/ (simdevice) and another folder's test module by its
name, as if they were side by side."""

import subprocess
import sys
from pathlib import Path

import pytest

from host_sim import runtime

_HERE = Path(__file__).resolve().parent
for _folder in [_HERE] + sorted(p for p in _HERE.iterdir() if p.is_dir() and any(p.glob("test_*.py"))):
    if str(_folder) not in sys.path:
        sys.path.insert(0, str(_folder))

runtime.use_firmware()
from companion.ui import lang  # noqa: E402


@pytest.fixture(autouse=True)
def english_after():
    """The language is the lang module's, for the process: tests that call a game's hooks directly expect
    English, whatever a test before them made the device speak."""
    yield
    lang.end_game()
    lang.use(lang.DEFAULT)


@pytest.fixture
def tiny(tmp_path):
    """A full flash: a 32 KB tmpfs (mounted as root, as CI runs; skipped where mounting is not allowed)."""
    mnt = tmp_path / "flash"
    mnt.mkdir()
    res = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=32k", "tmpfs", str(mnt)], capture_output=True)
    if res.returncode != 0:
        pytest.skip("cannot mount a tmpfs here: " + res.stderr.decode().strip())
    try:
        yield mnt
    finally:
        subprocess.run(["umount", str(mnt)], check=True)


# The files whose tests run for tens of seconds each (one MicroPython run over thousands of cut points, the
# tiers at the smallest heap, the flashing onto the unix port), longest first: `make test`'s two workers
# start them at once instead of finding one of them left alone at the end of the run.
LONG_FIRST = (
    "storage/test_power_cut.py",
    "memory/test_pressure.py",
    "storage/test_flash.py",
    "project/test_scripts.py",
    "device/test_full_games_device.py",
)


def pytest_collection_modifyitems(items):
    def rank(item):
        path = item.nodeid.split("::")[0]
        return next((k for k, name in enumerate(LONG_FIRST) if path.endswith(name)), len(LONG_FIRST))

    items.sort(key=rank)
