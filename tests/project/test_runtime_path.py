"""host_sim.runtime: a MicroPython run's heap is the same wherever the clone lies (its build folder is named
by a path of one length), so a run at a tight heap ends the same on every machine."""

import os
import subprocess
import tempfile

from host_sim import build, runtime

_CODE = "import gc\ngc.collect()\nprint(gc.mem_free())\n"


def test_a_path_of_one_length_names_the_same_folder(tmp_path):
    for path in (str(tmp_path), str(tmp_path) + "/"):
        fixed = runtime.fixed_length(path)
        assert len(fixed) == 240 and os.path.samefile(fixed, path)
    long = "/" + "x" * 300
    assert runtime.fixed_length(long) == long  # longer already: as it is


def test_the_heap_is_the_same_whatever_the_build_folders_path(monkeypatch):
    out = str(build.build())
    base = tempfile.mkdtemp(prefix="runtime-path-")
    free = []
    for n in (5, 50):  # two links to the build, paths 45 characters apart
        link = os.path.join(base, "b" * n)
        os.symlink(out, link)
        monkeypatch.setattr(build, "build", lambda firmware=None, _link=link: _link)
        res = subprocess.run(
            runtime.micropython_cmd("96k", _CODE), capture_output=True, text=True, timeout=60
        )
        assert res.returncode == 0, res.stderr
        free.append(int(res.stdout.split()[-1]))
    assert free[0] == free[1]
