"""companion.start's listed flash (MicroPython): the firmware imported through folders listed once, or from
the modules' pack, finds the same modules, refuses the same missing ones, and gives the flash's own import
path back for the REPL."""

import re

from host_sim import runtime

_SCRIPT = """
import os, sys
from companion import start as listed  # noqa
listed.find_builtins_once()
print("builtins", [n for n in ("os", "time", "json", "io", "binascii") if n in sys.modules])
try:
    from typing import Optional
    print("typing imported")
except ImportError:
    print("typing missing")
here = os.getcwd()
sys.path[:] = [here]
was = listed.use()
print("path", sys.path == ["/fw" + here], listed.use() is None)
calls = []
real = listed.ListedFlash.stat
def counted(self, path):
    calls.append(path)
    return real(self, path)
listed.ListedFlash.stat = counted
from companion.boards.virtual import VirtualBoard
from companion.ui.app import App
from companion import catalog
app = App(VirtualBoard(ROOT, 3))
app.press("ok")
print("screens", len(app.screens), "error", app.error)
print("ui", sys.modules["companion.ui"].__path__.startswith("/fw/"))
print("stats", len(calls), len([c for c in calls if c.endswith(".mpy")]))
try:
    catalog.load("roma", "_nothing")
    print("missing imported")
except ImportError:
    print("missing refused")
listed.unuse(was)
print("back", sys.path == [here])
"""


def test_the_firmware_imports_through_the_listed_folders_and_gives_the_path_back(tmp_path):
    res = runtime.run_micropython("ROOT = %r\n" % str(tmp_path) + _SCRIPT, "", heap="512k")
    out = res.stdout
    assert res.returncode == 0, out[-2000:] + res.stderr[-2000:]
    assert "builtins ['os', 'time', 'json', 'io', 'binascii']" in out
    assert "typing missing" in out
    assert "path True True" in out  # mounted once: a second use() changes nothing
    assert re.search(r"screens [12] error None", out)  # the game list, then what ok chose
    assert "ui True" in out  # the packages imported before the mount now search through it too
    stats, mpys = (int(x) for x in re.search(r"stats (\d+) (\d+)", out).groups())
    assert mpys > 10 and stats >= 3 * mpys  # a folder? a .py? a .mpy?: each answered from the listing
    assert "missing refused" in out
    assert "back True" in out
