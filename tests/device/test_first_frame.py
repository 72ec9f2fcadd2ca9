"""What a power-up's first frame does not need loads after it (both runtimes): the LEDs' and buzzer's module
(App.fx) and Roma's card effects (its ui hook load_later) are not imported when the first frame is sent,
and are there once the app is up; the LEDs then take the settings' brightness."""

import subprocess
import sys

import pytest

from host_sim import runtime

_SCRIPT = """
import sys
from companion.boards.virtual import VirtualBoard
from companion.ui.app import App

app = App(VirtualBoard(ROOT, 3))
app.start_game("roma", 2, {})  # stored; a board that goes on in place plays it here
app.settings["brightness"] = 2
app.settings_dirty = True  # as the settings menu leaves it
app.save(True)
for name in list(sys.modules):  # what the game loaded: a power-up starts without it
    if name.startswith("companion.ui.fx") or name.startswith("companion.games"):
        del sys.modules[name]

LATER = ("companion.ui.fx", "companion.games.roma.effects")
board = VirtualBoard(ROOT, 3)
seen = []
show = board.display.show


def first_show():
    seen.append([name in sys.modules for name in LATER])
    show()


board.display.show = first_show
app = App(board)  # a power-up into the game
print("at the first frame", seen[0])
print("after", [name in sys.modules for name in LATER], app.error)
print("brightness", app.fx.level)
"""


@pytest.mark.parametrize("which", ["cpython", "micropython"])
def test_the_leds_and_the_card_effects_load_after_the_first_frame(tmp_path, which):
    code = "ROOT = %r\n" % str(tmp_path) + _SCRIPT
    if which == "cpython":
        res = subprocess.run(
            [sys.executable, "-c", "import sys\nsys.path.insert(0, %r)\n" % runtime.FIRMWARE + code],
            capture_output=True,
            text=True,
            timeout=120,
        )
    else:
        res = runtime.run_micropython(code, heap="512k")
    assert res.returncode == 0, res.stdout[-2000:] + res.stderr[-2000:]
    out = res.stdout
    assert "at the first frame [False, False]" in out
    assert "after [True, True] None" in out
    assert "brightness 102" in out  # 2 of 5: 2 * 51
