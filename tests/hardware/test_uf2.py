"""The UF2's firmware: what make uf2 freezes, and the check of firmware files on the flash (both runtimes)."""

import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from host_sim import build, runtime

ROOT = Path(__file__).resolve().parents[2]

CHECK = """
import sys
sys.path.insert(0, %(firmware)r)
from companion import start
print(start.check_files(%(root)r))
"""


def check_files(which, root):
    """companion.start.check_files(root) under CPython (firmware sources) or MicroPython (.mpy build)."""
    if which == "cpython":
        code = CHECK % {"firmware": str(build.FIRMWARE), "root": root}
        res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    else:
        res = runtime.run_micropython(CHECK % {"firmware": ".", "root": root}, timeout=60)
    assert res.returncode == 0, res.stdout + res.stderr
    return res.stdout.strip()


@pytest.fixture
def flash(tmp_path):
    """A flash as flash.sh --files leaves it: the .mpy files and their index."""
    shutil.copytree(build.build("armv6m") / "companion", tmp_path / "companion")
    build.write_index(tmp_path)
    return tmp_path


@pytest.mark.parametrize("which", ["cpython", "micropython"])
def test_firmware_files_run_only_when_each_matches_its_index(flash, which):
    root = str(flash) + "/"
    assert check_files(which, root) == "None"
    index = (flash / "companion" / "files.sha256").read_text().splitlines()
    assert len(index) == len(list((flash / "companion").rglob("*.mpy")))
    assert all(len(line.split("  ")[0]) == 64 for line in index)

    app = flash / "companion" / "ui" / "app.mpy"
    body = bytearray(app.read_bytes())
    body[len(body) // 2] ^= 0x10  # one bit of the bytecode
    app.write_bytes(bytes(body))
    assert check_files(which, root) == (
        "companion/ui/app.mpy is damaged: copy the firmware again with flash.sh --files"
    )
    app.unlink()
    assert check_files(which, root) == (
        "companion/ui/app.mpy is missing: copy the firmware again with flash.sh --files"
    )
    (flash / "companion" / "files.sha256").unlink()
    assert check_files(which, root).startswith("no companion/files.sha256 beside the firmware's files")


def test_the_uf2_freezes_every_module_the_pico_runs_and_none_of_the_desks(tmp_path):
    stage = tmp_path / "frozen"
    count = build.stage_frozen(stage)
    staged = sorted(p.relative_to(stage).as_posix() for p in stage.rglob("*.py"))
    assert len(staged) == count and "main.py" in staged and "manifest.py" not in staged
    for rel in build.NOT_ON_PICO:
        assert rel not in staged
    assert [rel for rel in staged if rel.endswith("/" + build.DESK_ONLY)] == []
    # frozen in one order on every machine: main.py first, a power-up's modules before those loaded later
    order = (tmp_path / "frozen.manifest.py").read_text()
    listed = [line.strip()[1:-2] for line in order.splitlines() if line.startswith("    '")]
    assert sorted(listed) == staged and listed[0] == "main.py"
    assert listed.index("companion/ui/app.py") < listed.index("companion/games/roma/engine.py")
    assert listed.index("companion/games/roma/engine.py") < listed.index("companion/ui/text_fr.py")
    assert listed.index("companion/core/session.py") < listed.index("companion/storage/plays.py")
    assert "companion/boards/rp2.py" in staged and "companion/start.py" in staged
    # a language table is frozen packed, as the tested .mpy files are built
    table = (stage / "companion" / "ui" / "text_fr.py").read_text()
    assert table.startswith("# packed by host_sim/build.py")
    # the staged modules alone import: nothing the device runs is left out (rp2 and start import machine and
    # the hardware's drivers, which the unix port lacks; every game's modules are imported)
    games = sorted(p.parent.name for p in (build.FIRMWARE / "companion" / "games").glob("*/engine.py"))
    code = (
        "import sys\nsys.path[:] = [%r]\n" % str(stage)
        + "import companion.ui.app, companion.ui.menus, companion.ui.lifecycle, companion.storage.recover\n"
        + "from companion.ui import lang\n"
        + "for g in %r:\n" % games
        + "    for part in ('engine', 'ui', 'text_en', 'text_fr', 'text_it'):\n"
        + "        __import__('companion.games.%s.%s' % (g, part))\n"
        + "for l in ('en', 'fr', 'it'):\n    __import__('companion.ui.text_' + l)\n"
        + "print('IMPORTED', len(sys.modules))\n"
    )
    res = subprocess.run(
        build.micropython() + ["-X", "heapsize=4m", "-c", code],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert res.returncode == 0 and "IMPORTED" in res.stdout, res.stdout + res.stderr


def test_no_widths_file_reaches_the_device(tmp_path):
    """Each game's widths.py (its texts' widest values) and their helpers are the desk's: in no .mpy build
    (the unix port's, the Pico's files, the page's) and not frozen into the UF2."""
    desk = sorted(rel.as_posix() for rel in build.sources() if rel.name == build.DESK_ONLY)
    games = sorted(p.parent.name for p in (build.FIRMWARE / "companion" / "games").glob("*/engine.py"))
    assert desk == ["companion/games/%s/widths.py" % g for g in games] + ["companion/widths.py"]
    for march in (None, "armv6m"):
        assert sorted((build.build(march)).rglob("widths*")) == []
    build.stage_frozen(tmp_path / "frozen")
    assert sorted((tmp_path / "frozen").rglob("widths*")) == []
    assert "/widths.py" not in (tmp_path / "frozen.manifest.py").read_text()


def test_the_manifest_freezes_what_make_uf2_stages():
    manifest = (build.FIRMWARE / "manifest.py").read_text()
    script = (build.FIRMWARE / "uf2.sh").read_text()
    assert 'include("../.build/frozen.manifest.py")' in manifest  # relative to firmware/: the repository's
    assert "host_sim.build frozen .build/frozen" in script
    assert 'require("ssd1306")' in manifest  # the display's driver is in the image: no mip install


def test_the_index_names_each_file_by_its_sha256(tmp_path):
    (tmp_path / "companion" / "ui").mkdir(parents=True)
    (tmp_path / "companion" / "ui" / "a.mpy").write_bytes(b"M\x06")
    (tmp_path / "companion" / "b.mpy").write_bytes(b"")
    index = build.write_index(tmp_path)
    assert index.read_text() == (
        "%s  companion/b.mpy\n%s  companion/ui/a.mpy\n"
        % (hashlib.sha256(b"").hexdigest(), hashlib.sha256(b"M\x06").hexdigest())
    )
    assert os.path.relpath(index, tmp_path) == "companion/files.sha256"
