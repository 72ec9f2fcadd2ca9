"""The play log: what a finished game leaves on the flash, its undoing, its export (CSV and JSON, both
runtimes), a damaged log (said, the good plays kept), its bound (the oldest file of plays dropped), and
the Plays menu's screens in every language."""

import csv
import importlib
import io
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from simdevice import HEAP

from host_sim import autoplay, device, runtime

runtime.use_firmware()
from companion.storage import export, plays  # noqa: E402

RUNTIMES = ("cpython", "micropython")
SEED = 17
# to the game list after a finished game: its final screen's ok opens the game menu, New game, confirmed
LEAVE = ["ok", "down", "down", "down", "ok", "down", "ok"]


def _cli(*args):
    cmd = [sys.executable, "-m", "host_sim", *args]
    res = subprocess.run(cmd, capture_output=True, text=True, timeout=900)
    return res.returncode, res.stdout, res.stderr


def _plays(state_dir, form="json"):
    """`host_sim plays` in both runtimes: the same bytes, the same exit status. :return: (status, out, err)"""
    outs = [_cli("plays", "--state-dir", str(state_dir), "--format", form, "--runtime", r) for r in RUNTIMES]
    assert outs[0] == outs[1]
    return outs[0]


@pytest.fixture(scope="module")
def finished(tmp_path_factory):
    """A device whose log holds a Roma game and an Opale game played to their ends through the buttons."""
    root = tmp_path_factory.mktemp("plays")
    roma, session = autoplay.random_game("roma", 2, SEED, 4)
    assert session.over()
    lines = device.run_events(str(root / "flash"), SEED, roma + LEAVE)
    assert not [x for x in lines if x.startswith("E ")]
    return root / "flash", session


def test_a_finished_game_leaves_one_record_with_the_engine_s_totals(finished):
    flash, session = finished
    code, out, err = _plays(flash)
    assert code == 0 and err == ""
    doc = json.loads(out)
    assert doc["damaged"] == 0 and len(doc["plays"]) == 1
    p = doc["plays"][0]
    res = session.engine.result(session.state)
    assert p["totals"] == [x["total"] for x in res["players"]]
    assert p["lines"] == [x["breakdown"] for x in res["players"]]
    assert [p["seats"][i] for i in p["winners"]] == res["winners"]
    assert (p["game"], p["players"], p["actions"], p["seed"], p["n"]) == ("roma", 2, session.played, SEED, 1)
    assert p["lang"] == "en" and p["firmware"] == plays._VERSION and p["date"] is None


def test_csv_and_json_round_trip(finished, tmp_path):
    flash, _ = finished
    d = tmp_path / "two"
    shutil.copytree(flash, d)
    # a second play whose seat names need quoting in CSV, and a score line of every kind of value
    doc = {
        "id": [5, 9],
        "game": "emerald",
        "players": 3,
        "options": {},
        "seats": ["P1", 'Ann, "A"', "P3"],
        "lines": [{"gold": 3, "gems": 0}, {"gold": 10}, {}],
        "totals": [3, 10, 10],
        "winners": [1, 2],
        "actions": 9,
        "minutes": None,
        "lang": "fr",
        "seed": 5,
        "firmware": plays._VERSION,
        "date": [2026, 11, 28, 17, 5],
        "decided": "shared",
        "names": ["Anna", None, "Zo\u00e9"],
    }
    assert plays.append(str(d), b"P", export.pack(doc)) == 2
    code, out, _ = _plays(d)
    assert code == 0
    kept = json.loads(out)["plays"]
    assert kept == export.read(str(d))[0] and kept[1] == dict(doc, n=2)  # every score line kept, as written
    code, text, _ = _plays(d, "csv")
    assert code == 0
    rows = list(csv.DictReader(io.StringIO(text)))
    assert tuple(rows[0]) == export.COLUMNS
    assert len(rows) == sum(p["players"] for p in kept)  # one row per player per play
    for p in kept:
        mine = [r for r in rows if int(r["play"]) == p["n"]]
        assert [r["seat"] for r in mine] == p["seats"]
        assert [int(r["total"]) for r in mine] == p["totals"]
        assert [i for i, r in enumerate(mine) if r["won"] == "1"] == p["winners"]
        for r, lines in zip(mine, p["lines"]):
            got = dict(x.split("=") for x in r["lines"].split(";")) if r["lines"] else {}
            assert {k: int(v) for k, v in got.items()} == lines
        assert {r["game"] for r in mine} == {p["game"]}
        assert {int(r["actions"]) for r in mine} == {p["actions"]}
    assert [r["date"] for r in rows] == ["", "", "2026-11-28 17:05", "2026-11-28 17:05", "2026-11-28 17:05"]
    assert rows[3]["seat"] == 'Ann, "A"'  # quoted in the file, whole once read
    assert [r["name"] for r in rows] == ["", "", "Anna", "", "Zo\u00e9"]


def test_undo_after_the_end_takes_the_play_back_and_the_end_again_logs_it_once(tmp_path):
    roma, session = autoplay.random_game("roma", 2, SEED, 4)
    last = session.undoable[-1]
    session.undo()
    acts = session.legal()
    again = autoplay.choose(autoplay.game_ui("roma"), session.state, acts, acts.index(last))
    for rt in RUNTIMES:
        d = tmp_path / rt
        device.run_events(str(d), SEED, roma, rt, HEAP)
        assert len(json.loads(device.plays_text(str(d), "json", rt)[0])["plays"]) == 1
        device.run_events(str(d), SEED, ["back:long"], rt, HEAP)
        assert json.loads(device.plays_text(str(d), "json", rt)[0])["plays"] == []
        device.run_events(str(d), SEED, again, rt, HEAP)  # the same last action again
        kept = json.loads(device.plays_text(str(d), "json", rt)[0])["plays"]
        assert [(p["n"], p["actions"]) for p in kept] == [(1, session.played + 1)]


def _damaged(tmp_path, finished):
    """Three plays, the middle one's payload flipped."""
    flash, _ = finished
    d = tmp_path / "damaged"
    shutil.copytree(flash, d)
    first = export.read(str(d))[0][0]
    for k in (2, 3):
        p = dict(first)
        p["id"] = [k, k]
        plays.append(str(d), b"P", export.pack(p))
    # the play in whichever file holds it: plays.log, or the small file of the newest plays
    path = [p for p in (d / "plays").iterdir() if b"[2,2]" in p.read_bytes()][0]
    data = bytearray(path.read_bytes())
    at = data.index(b"[2,2]")
    data[at + 2] ^= 1
    path.write_bytes(bytes(data))
    return d


def test_a_damaged_log_is_said_and_its_good_plays_kept(tmp_path, finished):
    d = _damaged(tmp_path, finished)
    code, out, err = _plays(d)
    assert code == 4
    assert err == "plays: damaged log: 1 damaged part(s) skipped, 2 plays kept\n"
    doc = json.loads(out)
    assert doc["damaged"] == 1 and [p["id"][0] for p in doc["plays"]] == [SEED, 3]
    # a torn end (a PC's full disk) is damage too, never silent
    torn = [p for p in (d / "plays").iterdir() if b"[3,3]" in p.read_bytes()][0]  # the newest play's file
    with open(torn, "ab") as f:
        f.write(b"P\x00\x40{")
    code, out, err = _plays(d, "csv")
    assert code == 4 and "2 damaged part(s) skipped, 2 plays kept" in err and out.count("\n") == 5


def _screen(d, events, rt, code):
    res = subprocess.run(
        [sys.executable, "-m", "host_sim", "screen", "--state-dir", str(d), "--events", "-", "--text"]
        + ["--runtime", rt, "--heap", HEAP, "--lang", code],
        input="\n".join(events) + "\n",
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert res.returncode == 0, res.stderr
    return res.stdout.split("\n")


def _both(d, events, code, tmp_path):
    outs = []
    for rt in RUNTIMES:
        mine = tmp_path / ("s-" + rt)
        if mine.exists():
            shutil.rmtree(mine)
        shutil.copytree(d, mine)
        outs.append(_screen(mine, events, rt, code))
    assert outs[0] == outs[1]
    return outs[0]


SEEN = {
    "en": ("Plays", "Wins and best", "Actions: %d", "seat     wins   best", "2 plays kept", "Minutes: %d"),
    "fr": (
        "Parties",
        "Victoires, records",
        "Actions: %d",
        "place   vict. record",
        "2 parties gardées",
        "Minutes: %d",
    ),
    "it": (
        "Partite",
        "Vittorie e record",
        "Azioni: %d",
        "posto   vitt. record",
        "2 partite tenute",
        "Minuti: %d",
    ),
}


@pytest.mark.parametrize("code", sorted(SEEN))
def test_the_plays_menu_in_every_language(code, finished, tmp_path):
    flash, session = finished
    title, stats, actions, head, kept, minutes = SEEN[code]
    res = session.engine.result(session.state)  # what the rows must say, from the game itself
    totals = [x["total"] for x in res["players"]]
    won = [i for i in range(2) if res["players"][i]["name"] in res["winners"]]
    best = "#1 Roma %s%s %d" % ("P%d" % (won[0] + 1), "=" if len(won) > 1 else "", max(totals))
    d = tmp_path / "lang"
    shutil.copytree(flash, d)
    settings = d / "settings.dat"
    settings.unlink()  # a fresh device's language: the one asked
    # the game list: Plays is its last entry (up from the first wraps to it)
    rows = _both(d, ["up"], code, tmp_path)
    assert rows[7] == "> " + title
    rows = _both(d, ["up", "ok"], code, tmp_path)
    assert rows[:3] == [title, "> " + stats, best]
    rows = _both(d, ["up", "ok", "down", "ok"], code, tmp_path)
    assert rows[0] == best and rows[2] == actions % session.played
    assert rows[3] == minutes % export.read(str(flash))[0][0]["minutes"]
    player = []
    for i in range(2):
        player.append(
            "%sP%d%s%d" % ("*" if i in won else " ", i + 1, " " * (17 - len(str(totals[i])) + 1), totals[i])
        )
        player.append("  points" + " " * (13 - len(str(totals[i]))) + str(totals[i]))
    assert rows[4:8] == player
    rows = _both(d, ["up", "ok", "ok"], code, tmp_path)
    stat = ["%-8s%5d%7d" % ("P%d" % (i + 1), i in won, totals[i]) for i in range(2)]
    assert rows[:5] == [stats, "Roma (1)", head] + stat
    # a damaged log: said first, with how many plays were kept; back shows them
    dmg = _damaged(tmp_path, finished)
    (dmg / "settings.dat").unlink()
    rows = _both(dmg, ["up", "ok"], code, tmp_path)
    assert rows[0] == title and rows[3] == kept
    rows = _both(dmg, ["up", "ok", "back"], code, tmp_path)
    assert rows[1] == "> " + stats and rows[2].startswith("#3 Roma")


def test_a_log_without_plays_says_so(tmp_path):
    (tmp_path / "empty").mkdir()
    rows = _both(tmp_path / "empty", ["up", "ok"], "en", tmp_path)
    assert rows[:2] == ["Plays", "No plays yet"]
    code, out, err = _plays(tmp_path / "empty")
    assert (code, out, err) == (0, '{"damaged":0,"plays":[]}\n', "")


def test_the_log_keeps_the_last_files_of_plays_and_drops_the_oldest(tmp_path, monkeypatch):
    monkeypatch.setattr(plays, "_PER_FILE", 5)
    root = str(tmp_path)
    for k in range(1, 17):
        assert plays.append(root, b"P", [[k, k], "roma"]) == k
    # plays 6, 11 and 16 started a new plays.log, with the small file's plays before them (7-10, 12-15):
    # plays.old holds 7-11, plays.log 12-16 (in plays/); 1-6 are gone
    assert [p["n"] for p in export.read(root)[0]] == list(range(7, 17))
    # an undone play's number is taken again (both in the small file)
    plays.append(root, b"X", [16, 16])
    assert plays.append(root, b"P", [[16, 16], "roma"]) == 16
    for k in range(17, 21):
        assert plays.append(root, b"P", [[k, k], "roma"]) == k
    # a cut after play 21's rotation renamed plays.log (before it wrote the new one) loses nothing: the
    # append again renames nothing, then writes the small file's plays and 21 to a new plays.log
    (tmp_path / "plays" / "plays.log").replace(tmp_path / "plays" / "plays.old")
    assert [p["n"] for p in export.read(root)[0]] == list(range(12, 21))
    assert plays.append(root, b"P", [[21, 21], "roma"]) == 21
    assert export.read(root) == ([p for p in export.read(root)[0] if p["n"] >= 12], 0)
    assert [p["n"] for p in export.read(root)[0]] == list(range(12, 22))
    assert not (tmp_path / "plays" / "recent.log").exists()


@pytest.mark.parametrize("code", sorted(SEEN))
def test_the_plays_menu_texts_fit_and_every_language_has_them_all(code):
    mine = importlib.import_module("companion.ui.history_text_" + code).TEXTS
    english = importlib.import_module("companion.ui.history_text_en").TEXTS
    assert len(mine) == len(english) and [type(t) for t in mine] == [type(t) for t in english]
    widest = {3: 999, 4: 9999, 7: 9999}  # PLAYS_KEPT, ACTIONS, MINUTES
    for i, text in enumerate(mine):
        for line in text if type(text) is tuple else text.split("~"):
            line = line % widest[i] if i in widest else line
            assert "%" not in line and len(line) <= 21, (i, line)


def test_the_firmware_version_is_the_project_s():
    text = (Path(__file__).parents[2] / "pyproject.toml").read_text()
    assert 'version = "%s"' % plays._VERSION in text


def _ends(root):
    """Where each append left plays.log: (bytes left in its littlefs block, the file's size)."""
    path = Path(root) / "plays" / "plays.log"
    size = path.stat().st_size if path.exists() else 0  # the first plays all in the small file
    return plays._left(size), size


def test_an_append_never_leaves_a_block_too_full_for_the_next_play(tmp_path):
    """littlefs copies a file's last block, partly filled, to append: a play that ran past that block's end
    would take a second erase. So a play that would leave less than _ROOM in its block fills it to its end
    (a pad record, or spaces after its payload), and the pads read as nothing."""
    root = str(tmp_path)
    doc = dict(zip(export.FIELDS[1:], [[0, 0], "emerald", 5, {}, ["P1"] * 5, [{"gold": 1}] * 5, [1] * 5]))
    doc.update(winners=[0], actions=9, minutes=3, lang="en", seed=1, firmware="x", date=None, decided="top")
    doc["names"] = None
    left_after = []
    for k in range(1, 121):
        doc["id"] = [k, k]
        doc["lines"] = [{"gold": k, "gems": "x" * (k % 37)}] * 5  # plays of many sizes
        assert plays.append(root, b"P", export.pack(doc)) == k
        left, size = _ends(root)
        fresh = plays._left(size - 1) == 1  # the file ends where a block does: the next append starts one
        left_after.append(fresh)
        assert fresh or left >= plays._ROOM, (k, left, size)
        if k % 9 == 0:  # an undo now and then: its X, pads and all, then the play again
            assert plays.append(root, b"X", [k, k]) == k
            assert plays.last(root) == (b"X", [k, [k, k]])
            assert plays.append(root, b"P", export.pack(doc)) == k
        assert plays.last(root)[0] == b"P" and plays.last(root)[1][:2] == [k, [k, k]]
    kept, bad = export.read(root)
    assert bad == 0 and [p["n"] for p in kept] == list(range(1, 121))
    assert left_after.count(True) >= 8  # the blocks were filled to their ends: a fresh block started often


def test_the_block_math_is_littlefs_s():
    # block 0 holds 4096 bytes; block i > 0 starts with (trailing zeros of i) + 1 pointers of 4 bytes
    assert plays._left(0) == 4096 and plays._left(4095) == 1
    assert plays._left(4096) == 4092 and plays._left(4096 + 4092) == 4088  # blocks 1 and 2
    assert plays._left(4096 + 4092 + 4088) == 4092 and plays._left(4096 + 4092 + 4088 + 4092) == 4084


def test_a_log_a_firmware_before_kept_at_the_root_is_read_first_and_dropped_at_the_next_rotation(
    tmp_path, monkeypatch
):
    """The log moved into a directory of its own: plays.log and plays.old at the root (as the firmware before
    kept them) are the oldest plays; the numbers go on from them; the first rotation in plays/ drops them."""
    monkeypatch.setattr(plays, "_PER_FILE", 5)
    root = str(tmp_path)
    (tmp_path / "plays.old").write_bytes(_old(range(1, 6)))  # where they used to be, as they were written
    (tmp_path / "plays.log").write_bytes(_old(range(6, 8)))
    assert [p["n"] for p in export.read(root)[0]] == list(range(1, 8))
    assert plays.append(root, b"P", [[8, 8], "roma"]) == 8  # plays/ made again, the number going on
    assert [p["n"] for p in export.read(root)[0]] == list(range(1, 9))
    for k in range(9, 17):
        assert plays.append(root, b"P", [[k, k], "roma"]) == k
    # play 11 rotated plays/ (its plays.log had none yet: 8-10 were in the small file) and dropped the root's
    # 1-7; play 16 moved 8-11 to plays/plays.old
    assert sorted(p.name for p in tmp_path.iterdir()) == ["plays"]
    assert [p["n"] for p in export.read(root)[0]] == list(range(8, 17))


def _old(numbers, kind=b"P"):
    """A log file as the firmware before wrote it (the same records; every play appended to it)."""
    return b"GPL1" + b"".join(plays._record(kind, json.dumps([k, [k, k], "roma"]).encode()) for k in numbers)


def test_a_log_the_firmware_before_kept_in_plays_is_read_and_kept(tmp_path):
    """plays/plays.old and plays/plays.log as the firmware before left them (every play in them, an undo
    too): read as they were, the numbers going on, the new plays in the small file after them."""
    root = str(tmp_path)
    (tmp_path / "plays").mkdir()
    (tmp_path / "plays" / "plays.old").write_bytes(_old(range(1, 4)))
    undo = plays._record(b"X", b"[5,[5,5]]")
    (tmp_path / "plays" / "plays.log").write_bytes(_old(range(4, 6)) + undo)
    assert [p["n"] for p in export.read(root)[0]] == [1, 2, 3, 4]
    assert plays.last(root) == (b"X", [5, [5, 5]])
    assert plays.append(root, b"P", [[6, 6], "roma"]) == 5
    assert plays.append(root, b"P", [[7, 7], "roma"]) == 6
    assert (tmp_path / "plays" / "recent.log").exists()
    assert export.read(root) == (export.read(root)[0], 0)
    kept = [(p["n"], p["id"][0]) for p in export.read(root)[0]]
    assert kept == [(1, 1), (2, 2), (3, 3), (4, 4), (5, 6), (6, 7)]


def test_a_cut_before_the_small_file_s_removal_doubles_no_play(tmp_path):
    """Its plays written to plays.log, the small file still there: read as merged (once), and the next play
    starts a new one."""
    root = str(tmp_path)
    k = 0
    while not (tmp_path / "plays" / "plays.log").exists() or k < 3:
        k += 1
        if (tmp_path / "plays" / "recent.log").exists():
            before = (tmp_path / "plays" / "recent.log").read_bytes()
        assert plays.append(root, b"P", [[k, k], "roma", "x" * 60]) == k
    assert not (tmp_path / "plays" / "recent.log").exists()
    (tmp_path / "plays" / "recent.log").write_bytes(before)  # the cut: its removal undone
    assert [p["n"] for p in export.read(root)[0]] == list(range(1, k + 1))
    assert plays.last(root)[1][:2] == [k, [k, k]]
    assert plays.append(root, b"P", [[k + 1, k + 1], "roma"]) == k + 1
    assert [p["n"] for p in export.read(root)[0]] == list(range(1, k + 2))
    # a torn merge (a PC's full disk: part of the records written) keeps the small file's plays, and says it
    with open(tmp_path / "plays" / "plays.log", "ab") as f:
        f.write((tmp_path / "plays" / "recent.log").read_bytes()[12:20])
    assert export.read(root)[1] == 1 and [p["n"] for p in export.read(root)[0]] == list(range(1, k + 2))


# a full log of the largest plays (storagebench.BIG: six players of L'Or des dragons, about 845 bytes
# each), as many as the device keeps (two files of _PER_FILE), one of them taken back by its undoing
FULL = 2 * 500
UNDONE = 600


def _big(k):
    from host_sim import storagebench

    p = dict(zip(export.FIELDS[1:], storagebench.BIG))
    p["id"] = [k, k]
    p["winners"] = [k % 6]  # each row names its winner
    p["totals"] = [50 + (k * 7 + i * 13) % 60 for i in range(6)]
    p["date"] = [2026, 1 + k // 28 % 12, 1 + k % 28, 17, 5]
    p["actions"] = 100 + k
    p["decided"] = "top"
    return p


def _row(p):
    d = p["date"]
    row = "%02d/%02d Or des d %s %d" % (d[2], d[1], p["names"][p["winners"][0]], max(p["totals"]))
    return row if len(row) <= 21 else row[:20] + "~"


@pytest.fixture(scope="module")
def full(tmp_path_factory):
    root = tmp_path_factory.mktemp("full") / "flash"
    root.mkdir()
    for k in range(FULL + 1):
        plays.append(str(root), b"P", export.pack(_big(k)))
        if k == UNDONE:
            plays.append(str(root), b"X", [k, k])
    names = sorted(p.name for p in (root / "plays").iterdir())
    assert names == ["plays.log", "plays.old"]  # the bound reached: the oldest plays dropped
    kept = [_big(k) for k in range(FULL + 1) if k != UNDONE][-FULL:]
    return root, kept


def test_the_plays_menu_reads_a_full_log_of_the_largest_plays_on_the_smallest_heap(full, tmp_path):
    """The list, a breakdown and the stats of 1,000 plays of 845 bytes in MicroPython at the smallest heap
    (runtime.SMALLEST_HEAP), the same screens as CPython's: a play at a time, never the whole log."""
    assert HEAP == runtime.SMALLEST_HEAP
    root, kept = full
    new = kept[::-1]
    rows = _both(root, ["up", "ok"], "en", tmp_path)
    assert rows[:8] == ["Plays", "> Wins and best"] + [_row(p) for p in new[:6]]
    # the undone play is not listed: the row after the play that followed it is the play before it
    at = [p["id"][0] for p in new].index(UNDONE + 1)
    rows = _both(root, ["up", "ok"] + ["down"] * (at + 2) + ["ok"], "en", tmp_path)
    assert rows[0] == _row(new[at + 1]) and new[at + 1]["id"] == [UNDONE - 1, UNDONE - 1]
    assert rows[2] == "Actions: %d" % (100 + UNDONE - 1)
    rows = _both(root, ["up", "ok", "down", "ok"], "en", tmp_path)
    p = new[0]
    assert rows[0] == _row(p) and rows[1] == "%02d/%02d  English" % (p["date"][2], p["date"][1])
    won = p["winners"][0]
    assert rows[4] == "%s%-14s%6d" % ("*" if won == 0 else " ", "P1 " + p["names"][0], p["totals"][0])
    rows = _both(root, ["up", "ok", "ok"], "en", tmp_path)
    stats = []
    for i in range(6):
        wins = sum(1 for q in kept if q["winners"] == [i])
        stats.append("%-8s%5d%7d" % (p["names"][i][:8], wins, max(q["totals"][i] for q in kept)))
    assert rows[:8] == ["Wins and best", "Or des dragons (%d)" % FULL, "seat     wins   best"] + stats[:5]


def test_the_export_of_a_full_log_of_the_largest_plays_on_the_smallest_heap(full):
    """export.export, as a Pico runs it over USB, writes the log as it reads it: the same bytes at the
    smallest heap as CPython's whole-log export."""
    root, kept = full
    outs = []
    for form in ("json", "csv"):
        args = ("plays", "--state-dir", str(root), "--format", form)
        want = _cli(*args)
        assert want[0] == 0 and want[2] == ""
        got = _cli(*args, "--runtime", "micropython", "--heap", HEAP)
        assert got == want
        outs.append(want[1])
    doc = json.loads(outs[0])
    assert doc["damaged"] == 0 and [p["id"] for p in doc["plays"]] == [p["id"] for p in kept]
    assert doc["plays"][-1] == dict(kept[-1], n=FULL)  # the undone play's number taken again
    assert outs[1].count("\n") == 1 + 6 * FULL


def test_the_stats_read_each_play_without_its_score_lines(full, tmp_path):
    """ "Wins and best" parses a play with its score lines cut out of the JSON (most of its bytes), and the
    whole of a record where that cut is not found (a firmware before wrote spaces)."""
    root, kept = full
    found, bad = export.index(str(root))
    brief = list(export.each(str(root), found, -1, True))
    assert brief == [dict(p, lines=None) for p in export.each(str(root), found, -1)]
    assert [p["totals"] for p in brief] == [p["totals"] for p in kept[::-1]]
    (tmp_path / "plays").mkdir()
    p = export.pack(_big(1))
    spaced = plays._record(b"P", json.dumps([1] + p).encode())
    (tmp_path / "plays" / "plays.log").write_bytes(b"GPL1" + spaced)
    found, bad = export.index(str(tmp_path))
    assert bad == 0 and list(export.each(str(tmp_path), found, 1, True)) == export.read(str(tmp_path))[0]
    assert export.read(str(tmp_path))[0][0]["lines"] == p[5]
