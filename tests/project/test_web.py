"""The device in a browser (web/): the firmware in MicroPython WebAssembly under node, then the page in
headless Chromium; both give the state lines of `python -m host_sim play --events` for the same presses."""

import functools
import http.server
import importlib.util
import json
import random
import re
import shutil
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

import pytest

from host_sim import autoplay, runtime, screen

runtime.use_firmware()
from companion.boards.web import WebDevice  # noqa: E402
from companion.ui.buttons import NAMES  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")
WEB = ROOT / "web"
CHROMIUM = "chromium-headless-shell"
PRESSES = 120
SEED = 20240613
INPUT_SEED = 5
# real inputs on the page and the events they stand for
INPUTS = [
    (("click", "ok"), "ok"),  # the first game of the menu: Emerald
    (("key", "ArrowDown"), "down"),  # 3 players
    (("key", "Enter"), "ok"),
    (("click", "ok"), "ok"),  # the default mode: the game starts
    (("key", " "), "roll"),
    (("click", "down"), "down"),
    (("key", "o"), "ok"),  # an action applied
    (("hold-key", "Escape"), "back:long"),  # undone
    (("hold-mouse", "ok"), "ok:long"),  # the info page
    (("key", "b"), "back"),
    (("click", "roll"), "roll"),
]

# the keyboard alone on a fresh device at the menu: (Tab presses, then the key) and the button it presses
FOCUS_KEYS = [
    ((1, " "), "up"),  # the first Tab reaches the up button: Space presses it (elsewhere Space rolls)
    ((0, "Enter"), "up"),  # Enter too (elsewhere Enter is ok)
    ((3, " "), "down"),  # up, back, ok, down
]


def _load_build():
    spec = importlib.util.spec_from_file_location("web_build", WEB / "build.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    """The static site as `make web-build` writes it, in a fresh directory."""
    if not (WEB / "node_modules").is_dir():
        pytest.fail("web/node_modules is missing: run 'make web-setup' (npm ci in web/)")
    dest = tmp_path_factory.mktemp("site") / "dist"
    _load_build().build(dest)
    return dest


def test_the_readme_gives_the_size_of_the_site_the_build_writes(site):
    # the figures `make web-build` prints (kB of 1,000 bytes, gzip's default level a file), within 3 %: a
    # change that grows the page updates the README
    m = re.search(r"\((\d+) kB in (\d+) files, (\d+) kB gzipped, as\s+`make web-build` prints", README)
    assert m, "README.md: the site's size is not where this test looks"
    files = [p for p in site.rglob("*") if p.is_file()]
    total = sum(p.stat().st_size for p in files) / 1000
    gzipped = _load_build().gzipped(site) / 1000
    assert int(m.group(2)) == len(files)
    for stated, measured in ((int(m.group(1)), total), (int(m.group(3)), gzipped)):
        says = "README.md says %d kB, the build is %.0f kB" % (stated, measured)
        assert abs(stated - measured) <= 0.03 * measured, says


def scripted_events(seed):
    """PRESSES presses from a fresh device: an Emerald game played by legal choices, then any button,
    short or long, with a few waits between them.

    :return: event lines of `play --events` (waits in the protocol's whole ms)
    """
    rnd = random.Random(seed)
    presses = autoplay.random_game("emerald", 3, seed, seed)[0][:80]
    buttons = ["ok", "ok", "roll", "roll", "down", "down", "up", "back", "ok:long", "back:long", "roll:long"]
    while len(presses) < PRESSES:
        presses.append(rnd.choice(buttons))
    events = []
    for i, press in enumerate(presses):
        events.append(press)
        if i % 25 == 24:
            events.append("wait:%d" % rnd.randrange(100, 5000))
    return events


def cpython_lines(seed, events, lang="en"):
    """The contract's command line, under CPython: one state line per event."""
    text = "\n".join(
        e if not e.startswith("wait:") else "wait:%d.%03d" % divmod(int(e[5:]), 1000) for e in events
    )
    res = subprocess.run(
        [sys.executable, "-m", "host_sim", "play", "--seed", str(seed), "--lang", lang, "--events", "-"],
        input=text + "\n",
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )
    assert res.returncode == 0, res.stderr
    lines = res.stdout.splitlines()
    assert len(lines) == len(events)
    return lines


def _web_device(root):
    root.mkdir(exist_ok=True)
    return WebDevice(str(root), 3)


def _click(dev, name, ms=150):
    """A mouse click on the page: down and up between two loop passes, then real time runs."""
    dev.board.hold(NAMES.index(name))
    dev.board.release(NAMES.index(name))
    dev.run(ms)


@pytest.mark.parametrize("downs,game", [(0, "emerald"), (1, "dragons_gold")])
def test_a_click_shorter_than_the_debounce_still_presses(tmp_path, downs, game):
    # the board of the page, under CPython: it holds a click until the firmware's own debounce has seen it
    dev = _web_device(tmp_path)
    for name in ["down"] * downs + ["ok", "ok", "ok"]:
        _click(dev, name)
    assert json.loads(dev.state())["game"]["id"] == game


def test_a_button_held_in_real_time_is_one_long_press(tmp_path):
    shown = {}
    for how in ("held", "scripted", "short"):
        dev = _web_device(tmp_path / how)
        for name in ("ok", "ok", "ok", "down", "ok"):  # Emerald, an action applied
            _click(dev, name)
        if how == "held":
            dev.board.hold(NAMES.index("back"))
            dev.run(1000)
            dev.board.release(NAMES.index("back"))
            dev.run(100)
        elif how == "scripted":
            dev.press("back", long=True)
        else:
            _click(dev, "back")
        shown[how] = (dev.state(), bytes(dev.board.display.buffer))
    assert shown["held"] == shown["scripted"]  # undone, as the scripted long press does
    assert shown["held"][0] != shown["short"][0]  # a short back opens the menu and undoes nothing


def test_node_plays_120_seeded_presses_like_the_simulator(site):
    events = scripted_events(SEED)
    expected = cpython_lines(SEED, events)
    res = subprocess.run(
        ["node", str(WEB / "test" / "session.mjs"), str(site), str(SEED)],
        input="\n".join(events) + "\n",
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert res.returncode == 0, res.stderr
    assert "firmware:" not in res.stderr  # the firmware printed nothing (no traceback)
    got = res.stdout.splitlines()
    for n, (want, line) in enumerate(zip(expected, got), 1):
        assert line == want, "event %d (%s) differs" % (n, events[n - 1])
    assert len(got) == len(expected)
    # the session is worth comparing: a game was started and went through many states
    assert json.loads(got[-1])["game"] is not None
    assert len(set(got)) > 20


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_node_speaks_the_language_a_fresh_device_is_given_like_play_lang(site, lang):
    events = scripted_events(SEED)[:40]
    expected = cpython_lines(SEED, events, lang)
    res = subprocess.run(
        ["node", str(WEB / "test" / "session.mjs"), str(site), str(SEED), lang],
        input="\n".join(events) + "\n",
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert res.returncode == 0, res.stderr
    assert res.stdout.splitlines() == expected
    assert json.loads(expected[0])["settings"]["lang"] == lang


def test_node_refuses_a_language_the_firmware_does_not_have(site):
    res = subprocess.run(
        ["node", str(WEB / "test" / "session.mjs"), str(site), str(SEED), "de"],
        input="ok\n",
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert res.returncode != 0
    assert 'lang: "de" is not one of en, fr, it' in res.stderr


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture
def served(site):
    """The site served statically from 127.0.0.1 on a free port."""
    handler = functools.partial(_QuietHandler, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield "http://127.0.0.1:%d/" % server.server_address[1]
    server.shutdown()
    server.server_close()


def test_the_page_in_headless_chromium(served, tmp_path):
    chromium = shutil.which(CHROMIUM)
    if chromium is None:
        pytest.fail("%s is missing: run 'make web-setup' (it installs it with apt)" % CHROMIUM)
    events = scripted_events(SEED + 1)
    expected = cpython_lines(SEED + 1, events)
    input_expected = cpython_lines(INPUT_SEED, [e for _, e in INPUTS])
    # the real inputs below are worth checking: the long back undid something, the game started
    assert input_expected[7] != input_expected[6]
    assert json.loads(input_expected[3])["game"] is not None
    job = {
        "url": served,
        "chromium": chromium,
        "userDataDir": str(tmp_path / "profile"),
        "seed": SEED + 1,
        "events": events,
        "inputSeed": INPUT_SEED,
        "inputs": [list(i) for i, _ in INPUTS],
        "focusKeys": [list(k) for k, _ in FOCUS_KEYS],
        "playSeed": SEED,
        "playPresses": PLAY,
    }
    (tmp_path / "profile").mkdir()
    res = subprocess.run(
        ["node", str(WEB / "test" / "browser.mjs")],
        input=json.dumps(job),
        capture_output=True,
        text=True,
        timeout=150,
    )
    assert res.returncode == 0, res.stderr[-3000:]
    report = json.loads(res.stdout)
    assert report["errors"] == []
    assert report["firstFrameMs"] is not None
    assert json.loads(report["bootState"])["game"] is None  # a fresh profile: a fresh device
    for n, (want, line) in enumerate(zip(expected, report["session"]), 1):
        assert line == want, "event %d (%s) differs" % (n, events[n - 1])
    assert len(report["session"]) == len(events)
    assert json.loads(report["french"]["french"])["settings"]["lang"] == "fr"
    assert json.loads(report["french"]["english"])["settings"]["lang"] == "en"  # reset({seed}) alone: English
    help_lang = report["helpLang"]  # the help below the device in the device's language
    assert help_lang["it"]["lang"] == "it" and "pressione lunga" in help_lang["it"]["text"]
    assert help_lang["fr"]["lang"] == "fr" and "appui long" in help_lang["fr"]["text"]
    assert help_lang["en"]["lang"] == "en" and "long press" in help_lang["en"]["text"]
    assert len(report["leds"]) == 16 and all(len(rgb) == 3 for rgb in report["leds"])
    assert len(report["display"]) == 1024 and any(report["display"])
    for n, ((inp, event), seen, want) in enumerate(zip(INPUTS, report["inputs"], input_expected), 1):
        assert seen["state"] == want, "input %d %s (%s) differs" % (n, inp, event)
    assert len(report["inputs"]) == len(INPUTS)
    assert sum(seen["displayChanged"] for seen in report["inputs"]) >= len(INPUTS) - 2
    assert report["reload"]["after"] == report["reload"]["before"]
    assert json.loads(report["reload"]["after"])["game"] is not None
    assert report["phone"] == {"fits": True, "tapChangedDisplay": True, "backAgain": True}
    # the help speaks of the keys on a computer, of touch on a phone
    assert report["help"] == {"touch": False, "keys": True}
    assert report["phoneHelp"] == {"touch": True, "keys": False}
    # Tab to a button, then Space or Enter presses that button; the live region holds the display's rows
    keyboard = report["keyboard"]
    assert [k["focused"] for k in keyboard] == [None, "up", "up", "down"]
    want = shown_rows(INPUT_SEED, [e for _, e in FOCUS_KEYS])
    assert [k["rows"] for k in keyboard] == want
    assert want[1] != want[0] and want[2] != want[1]  # the cursor moved up twice, then down
    assert all(k["live"] == "polite" for k in keyboard)
    assert len({k["state"] for k in keyboard}) == 1  # moving the menu's cursor stores nothing
    # the page's "Download plays": what `plays` prints for the same game, but the date (the browser knows it)
    want_json, want_csv = simulator_plays(tmp_path / "sim")
    got = report["plays"]
    (play,) = json.loads(got["plays.json"])["plays"]
    (want,) = json.loads(want_json)["plays"]
    assert len(play.pop("date")) == 5 and want.pop("date") is None
    assert play == want
    rows = [r.split(",") for r in got["plays.csv"].splitlines()]
    want_rows = [r.split(",") for r in want_csv.splitlines()]
    assert [r[:1] + r[2:] for r in rows] == [r[:1] + r[2:] for r in want_rows]
    assert re.match(r"\d{4}-\d\d-\d\d \d\d:\d\d$", rows[1][1])
    who = ["P1 Anna", "P2 L\u00faca"]
    winner = who[want["winners"][0]]
    scores = "%s %d, %s %d" % (who[0], want["totals"][0], who[1], want["totals"][1])
    assert [r[:1] + r[2:] for r in got["rows"]] == [["1", "roma", winner, scores]]
    # the page's names form: a bad name refused with the line `names` would say, nothing stored; then kept
    named = got["named"]
    assert named["refused"] == "names: P2: - (U+002D) is not a letter the device can show"
    assert named["afterRefused"] is None
    assert named["kept"] == ["Anna", "L\u00faca", "", "", "", ""]
    assert play["names"] == ["Anna", "L\u00faca"]


PLAY = autoplay.random_game("roma", 2, SEED, 4)[0]


def simulator_plays(state_dir):
    """`play` then `plays` in JSON and in CSV: the same game as the page's PLAY."""
    from host_sim import device

    device.run_events(str(state_dir), SEED, [])  # powered up, then its seats named as the page names them
    assert device.names_text(str(state_dir), [(0, "Anna"), (1, "L\u00faca")])
    device.run_events(str(state_dir), SEED, PLAY)
    return device.plays_text(str(state_dir))[0], device.plays_text(str(state_dir), "csv")[0]


def shown_rows(seed, events):
    """The display's rows on a fresh device, then after each event, read back from the simulator's pixels
    (host_sim.screen.text_cells): what the page's live region must hold (a highlighted row under the title
    starts with "> ").
    """
    from host_sim import device

    with tempfile.TemporaryDirectory() as tmp:
        out = device.run_events(tmp, seed, ["frame"] + [x for e in events for x in (e, "frame")])
    rows = []
    for line in out:
        if line.startswith("F "):
            text, inverse = screen.text_cells(screen.parse_frame(line)["display"])
            marked = ["> " + t if r and inverse[r][0] == "1" else t for r, t in enumerate(text)]
            rows.append([t.rstrip() for t in marked])
    return rows


def test_the_web_device_gives_the_rows_the_display_shows(tmp_path):
    # the live region's text (WebDevice.rows) is what the pixels show, accents and all
    dev = WebDevice(str(tmp_path), 3, "fr")
    dev.advance(100)
    for name in ("up", "up", "ok"):  # the menu's last line (Settings), then into it
        text, inverse = screen.text_cells(bytes(dev.board.display.buffer))
        rows = dev.rows().split("\n")
        assert len(rows) == 8 and sum(r.startswith("> ") for r in rows) == 1
        for r, row in enumerate(rows):
            marked = r > 0 and inverse[r][0] == "1"
            assert row.startswith("> ") == marked, r
            plain = row[2:] if marked else row
            assert len(plain) <= 21
            assert plain + " " * (21 - len(plain)) == text[r], (r, row, text[r])
        accented = [c for c in dev.rows() if not c.isascii()]  # "Course de sorcières", "Réglages"
        assert accented
        dev.press(name)
