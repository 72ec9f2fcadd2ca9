"""A new game needs its folder, a catalog row and its title in the menus' tables, nothing else: the template
in examples/new_game/ is added to a copy of the firmware by exactly those three steps (docs/ARCHITECTURE.md,
"One package per game") and played from the menu to its final screen in CPython and in MicroPython, which
print the same bytes; its texts fit the display at the widest values its widths.py names."""

import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from host_sim import build, runtime

ROOT = Path(__file__).resolve().parents[2]
TEMPLATE = ROOT / "examples" / "new_game"

# presses from a fresh device's main menu: the 8th game, 2 players, the goal at its default; then roll and
# hold in turn (holding is the list's only line once a turn has points), far past Pig's end at 20 points
PRESSES = ["down"] * 7 + ["ok", "ok", "ok"] + ["roll", "roll", "ok"] * 60

_PLAY = """
import sys
from companion.boards.simlink import run_events
from companion.boards.virtual import VirtualBoard
from companion.ui.app import App

class Out:
    def write(self, s):
        sys.stdout.write(s)

def until_over(presses):
    # ROLL on the final screen plays again: the presses stop at the game's end
    for press in presses:
        if app is not None and app.session is not None and app.session.over():
            return
        yield press

app = None
events = until_over(%r)
seed, now = 7, 0
while True:  # a restart (a game's start, its end) goes on with a new device on the same flash
    board = VirtualBoard(%r, seed, now, lang=%r, soft_reset=True)
    app = App(board)
    run_events(app, events, Out())
    if not board.restarting:
        break
    seed, now = board.dice_seed, board.now
print("over", app.session is not None and app.session.over())
for row in app.rows._shown:  # the display's rows as text, as shown
    print("line", row)
"""


def add_pig(firmware):
    """The checklist's three steps, on a copy of the firmware."""
    shutil.copytree(TEMPLATE, firmware / "companion" / "games" / "pig", ignore=shutil.ignore_patterns("*.md"))
    catalog = firmware / "companion" / "catalog.py"
    text = catalog.read_text(encoding="utf-8")
    row = '    ("witch_race", "Course de sorcières", 2, 4),\n'
    assert row in text
    catalog.write_text(text.replace(row, row + '    ("pig", "Pig", 2, 4),\n'), encoding="utf-8")
    for code in ("en", "fr", "it"):
        table = firmware / "companion" / "ui" / ("text_%s.py" % code)
        text = table.read_text(encoding="utf-8")
        end = text.index("),  # GAMES")
        names = text[:end].rstrip().rstrip(",")
        table.write_text(names + ', "Pig"' + text[end:], encoding="utf-8")


@pytest.fixture(scope="module")
def firmware(tmp_path_factory):
    copy = tmp_path_factory.mktemp("eighth") / "firmware"
    shutil.copytree(build.FIRMWARE, copy, ignore=shutil.ignore_patterns("__pycache__"))
    add_pig(copy)
    return copy


def play_cpython(firmware, state_dir, lang):
    code = "import sys\nsys.path[:0] = [%r, %r]\n" % (str(build.STUBS), str(firmware))
    res = subprocess.run(
        [sys.executable, "-c", code + _PLAY % (PRESSES, str(state_dir), lang)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert res.returncode == 0, res.stderr[-2000:]
    return res.stdout


def play_micropython(firmware, state_dir, lang):
    res = subprocess.run(
        runtime.micropython_cmd("512k", _PLAY % (PRESSES, str(state_dir), lang), firmware=firmware),
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert res.returncode == 0, res.stderr[-2000:]
    return res.stdout


@pytest.mark.parametrize("lang", ("en", "it"))
def test_the_template_game_plays_to_its_end_in_both_runtimes(firmware, tmp_path, lang):
    (tmp_path / "c").mkdir()
    (tmp_path / "m").mkdir()
    out = play_cpython(firmware, tmp_path / "c", lang)
    assert "over True" in out, out[-1500:]
    assert '"id":"pig"' in out
    assert "E " not in out.replace('"E ', "")  # no error line from the device
    assert out == play_micropython(firmware, tmp_path / "m", lang)
    final = [line[5:] for line in out.splitlines() if line.startswith("line ")]
    assert len(final) == 8 and any("P1" in row or "G1" in row for row in final), final  # the ranking


def _load(path):
    spec = importlib.util.spec_from_file_location("pig_" + path.stem, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.mark.parametrize("code", ("en", "fr", "it"))
def test_the_template_games_texts_fit_at_the_widest_values_it_names(firmware, code):
    """tests/device/test_text_fit.py's measure, on the copy's eighth game (its catalogue is not this
    process's): every template named in its widths.py, none over the columns."""
    import test_text_fit
    from companion.ui import lang

    folder = firmware / "companion" / "games" / "pig"
    assert (folder / "widths.py").exists()  # copied with the folder: it is one of the game's files
    table = _load(folder / ("text_%s.py" % code))
    lang.use(code)
    try:
        player = lang.ui[0] % 4  # Pig's most players
    finally:
        lang.use(lang.DEFAULT)
    assert test_text_fit.overflows("pig", code, table, _load(folder / "widths.py"), player) == []


def test_the_eighth_game_is_not_in_the_firmware_itself():
    """The template is added in a copy only: the device's own catalog keeps its seven games."""
    runtime.use_firmware()
    from companion import catalog

    assert "pig" not in [g[0] for g in catalog.GAMES]
    assert not (build.FIRMWARE / "companion" / "games" / "pig").exists()
