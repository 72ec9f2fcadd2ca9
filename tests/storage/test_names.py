"""The seats' names and the minutes a game was on: the `names` command (its exit statuses, bad input refused
with one line and nothing written), the names and minutes a finished game leaves in the play log and its
CSV and JSON, naming a seat on the device (every language, both runtimes), and where the names are shown."""

import csv
import io
import json
import shutil
import subprocess
import sys

import pytest
from simdevice import HEAP

from host_sim import autoplay, device, runtime

runtime.use_firmware()
from companion.storage import export  # noqa: E402
from companion.ui import naming  # noqa: E402

RUNTIMES = ("cpython", "micropython")
SEED = 17


def _cli(*args):
    res = subprocess.run(
        [sys.executable, "-m", "host_sim", *args], capture_output=True, text=True, timeout=900
    )
    return res.returncode, res.stdout, res.stderr


def _names(d, *given):
    """`names` in both runtimes, each on its own copy of ``d``: the same answer, the same files after."""
    outs = []
    for rt in RUNTIMES:
        mine = d.parent / (d.name + "-" + rt)
        if mine.exists():
            shutil.rmtree(mine)
        shutil.copytree(d, mine)
        outs.append(_cli("names", "--state-dir", str(mine), *given, "--runtime", rt, "--heap", HEAP))
        outs[-1] += ((mine / "settings.dat").read_bytes() if (mine / "settings.dat").exists() else None,)
    assert outs[0] == outs[1]
    shutil.rmtree(d)
    shutil.copytree(d.parent / (d.name + "-cpython"), d)
    return outs[0][:3]


@pytest.fixture
def fresh(tmp_path):
    """A device powered up once (its settings stored), no game."""
    d = tmp_path / "dev"
    device.run_events(str(d), SEED, [])
    return d


def test_names_are_stored_read_back_and_taken_away(fresh):
    assert _names(fresh) == (0, '{"names":[null,null,null,null,null,null]}\n', "")
    code, out, err = _names(fresh, "P1=Anna", "P3=Zoé")
    assert (code, err) == (0, "") and json.loads(out)["names"] == ["Anna", None, "Zoé", None, None, None]
    state = json.loads(device.state_text(str(fresh)))
    assert state["settings"]["names"] == ["Anna", "", "Zoé", "", "", ""]
    # a name given to another seat leaves the first; one taken away is offered again as used before
    code, out, _ = _names(fresh, "P2=Anna", "P3=")
    assert json.loads(out)["names"] == [None, "Anna", None, None, None, None]
    assert json.loads(device.state_text(str(fresh)))["settings"]["names"] == [
        "",
        "Anna",
        "",
        "",
        "",
        "",
        "Zoé",
    ]


@pytest.mark.parametrize(
    "given, line",
    [
        (["P7=Anna"], "names: 'P7=Anna' is not Pn=NAME with n from 1 to 6"),
        (["p1=Anna"], "names: 'p1=Anna' is not Pn=NAME with n from 1 to 6"),
        (["Anna"], "names: 'Anna' is not Pn=NAME with n from 1 to 6"),
        (["P1=Anna", "P1=Luca"], "names: P1 is named twice"),
        (["P1=Anna", "P2=Anna"], "names: 'Anna' is given to two seats"),
        (["P2=Lucasmith"], "names: P2: a name has 1 to 8 letters"),
        (["P1=Anna", "P2=Jo-Jo"], "names: P2: - (U+002D) is not a letter the device can show"),
        (["P2=Ann\u0101"], "names: P2: \u0101 (U+0101) is not a letter the device can show"),  # not Latin-1
        (
            ["P2=Ann\u00f7"],
            "names: P2: \u00f7 (U+00F7) is not a letter the device can show",
        ),  # Latin-1, no letter
    ],
)
def test_bad_input_is_one_line_exit_2_and_nothing_written(fresh, given, line):
    before = (fresh / "settings.dat").read_bytes()
    assert _names(fresh, *given) == (2, "", line + "\n")
    assert (fresh / "settings.dat").read_bytes() == before


def test_no_device_or_no_directory_is_refused(tmp_path):
    (tmp_path / "empty").mkdir()
    code, out, err = _names(tmp_path / "empty", "P1=Anna")
    assert (code, out) == (2, "") and err.startswith("names: no device there yet")
    assert list((tmp_path / "empty").iterdir()) == []
    (tmp_path / "file").write_text("x")
    assert _cli("names", "--state-dir", str(tmp_path / "file"), "P1=Anna")[0] == 2


def test_the_check_takes_every_latin1_letter_and_nothing_else():
    letters = [chr(c) for c in range(0x100) if chr(c).isalpha() and c not in (0xAA, 0xB5, 0xBA)]
    assert sorted(naming.FIRST + naming.NEXT) == sorted(letters)  # each offered once, none left out
    assert naming.check("\u00c9lo\u00efse") is None and naming.check("Ab1") is not None


def _roma_to_the_end(d, rt, waits=()):
    """A Roma game played to its end through the buttons, ``waits`` [(press index, seconds)] between."""
    roma, session = autoplay.random_game("roma", 2, SEED, 4)
    lines = list(roma)
    for at, secs in sorted(waits, reverse=True):
        lines.insert(at, "wait:%d" % (secs * 1000))  # protocol lines: ms
    out = device.run_events(str(d), SEED, lines, rt, HEAP)
    assert not [x for x in out if x.startswith("E ")]
    return session


@pytest.mark.parametrize("rt", RUNTIMES)
def test_names_and_minutes_go_into_the_log_its_json_and_its_csv(fresh, rt):
    assert _names(fresh, "P1=Anna", "P2=Lúca")[0] == 0
    session = _roma_to_the_end(fresh, rt, [(30, 200), (60, 130)])  # 5.5 minutes waited, in play
    text, bad, _ = device.plays_text(str(fresh), "json", rt)
    p = json.loads(text)["plays"][0]
    assert bad == 0 and p["names"] == ["Anna", "Lúca"] and p["seats"] == ["P1", "P2"]
    assert p["minutes"] == 6  # 330 s waited and the presses' own time, rounded to the minute
    assert p["actions"] == session.played
    rows = list(csv.DictReader(io.StringIO(device.plays_text(str(fresh), "csv", rt)[0])))
    assert [r["name"] for r in rows] == ["Anna", "Lúca"] and {r["minutes"] for r in rows} == {"6"}
    # the JSON's play packed again is the record as stored (the round trip of every field)
    again = fresh.parent / "again"
    from companion.storage import plays

    plays.append(str(again), b"P", export.pack(p)) if again.mkdir() is None else None
    assert export.read(str(again))[0] == [p]


def test_minutes_count_the_time_on_across_power_ups_kept_with_each_checkpoint(tmp_path):
    roma, _ = autoplay.random_game("roma", 2, SEED, 4)
    d = tmp_path / "dev"
    # two power-ups (run_events is one): 3 minutes waited in the first, its later checkpoints keep them
    device.run_events(str(d), SEED, roma[:40] + ["wait:180000"] + roma[40:-3], "cpython")
    from companion.storage import recover, store

    on = recover._load_json(str(d), store.CHECKPOINT, store.CHECKPOINT_MAGIC)[1]["on"]
    assert 180000 <= on < 240000
    device.run_events(str(d), SEED, roma[-3:-1] + ["wait:60000"] + roma[-1:], "cpython")
    p = export.read(str(d))[0][0]
    assert p["minutes"] == (on + 60000 + 30000) // 60000 or p["minutes"] == 4  # the presses' own ms aside


def test_a_game_from_a_checkpoint_that_did_not_count_has_no_minutes(tmp_path):
    roma, _ = autoplay.random_game("roma", 2, SEED, 4)
    d = tmp_path / "dev"
    device.run_events(str(d), SEED, roma[:-1], "cpython")
    # the checkpoint as a firmware without the count wrote it: its "on" key gone, its CRC made again
    from companion.storage import recover, store

    seq, doc = recover._load_json(str(d), store.CHECKPOINT, store.CHECKPOINT_MAGIC)
    assert type(doc.pop("on")) is int
    store._write_doc(
        str(d), store.CHECKPOINT, store.CHECKPOINT_MAGIC, seq, lambda f: f.write(json.dumps(doc))
    )
    (d / "game/game.ckp.new").replace(d / store.CHECKPOINT)
    device.run_events(str(d), SEED, roma[-1:], "cpython")
    p = export.read(str(d))[0][0]
    assert p["minutes"] is None
    rows = list(csv.DictReader(io.StringIO(device.plays_text(str(d), "csv")[0])))
    assert rows[0]["minutes"] == "" and rows[0]["name"] == ""


def _screen(d, events, rt, code):
    res = subprocess.run(
        [sys.executable, "-m", "host_sim", "screen", "--state-dir", str(d), "--events", "-", "--text"]
        + ["--runtime", rt, "--heap", HEAP, "--lang", code, "--seed", str(SEED)],
        input="\n".join(events) + "\n",
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert res.returncode == 0, res.stderr
    return res.stdout.split("\n")


def _both(d, events, code):
    outs = []
    for rt in RUNTIMES:
        mine = d.parent / ("s-" + rt)
        if mine.exists():
            shutil.rmtree(mine)
        if d.exists():
            shutil.copytree(d, mine)
        outs.append(_screen(mine, events, rt, code))
    assert outs[0] == outs[1]
    return outs[0]


WORDS = {
    "en": ("Settings", "Names", "New name", "No name", "up/down: letter", "long ok: done"),
    "fr": ("Réglages", "Noms", "Nouveau nom", "Sans nom", "haut/bas: lettre", "ok long: fini"),
    "it": ("Impostazioni", "Nomi", "Nuovo nome", "Senza nome", "su/giù: lettera", "ok lungo: fatto"),
}
SEAT = {"en": "P", "fr": "J", "it": "G"}
# the game list's Settings (the seventh game's next), its fourth entry Names, P2, New name
TO_ENTRY = ["up", "up", "ok", "down", "down", "down", "ok", "down", "ok", "ok"]


@pytest.mark.parametrize("code", sorted(WORDS))
def test_naming_a_seat_on_the_device(code, tmp_path):
    settings, names, new, none, keys, done = WORDS[code]
    p = SEAT[code]
    d = tmp_path / "dev"
    rows = _both(d, TO_ENTRY[:7], code)
    assert rows[0] == names and rows[1:7] == ["> %s1 -" % p] + ["%s%d -" % (p, i) for i in range(2, 7)]
    rows = _both(d, TO_ENTRY[:9], code)
    assert rows[:3] == ["%s2" % p, "> " + new, none]
    # the entry starts on the likeliest initial, the letters either way beside it (up wraps to the last)
    first, after = naming.FIRST, naming.NEXT
    rows = _both(d, TO_ENTRY, code)
    near = " ".join(first[-3:]) + " [%s] " % first[0] + " ".join(first[1:4])
    assert rows[:4] == ["%s2" % p, " " + first[0], " ^", near] and rows[4] == keys and done in rows
    # the third initial; then the likely letter: a vowel after a consonant, "n" after a vowel; one down: done
    typed = ["down", "down", "ok", "ok", "down", "ok", "ok:long"]
    assert after[3] == "n" and first[2] not in naming.VOWELS and after[0] in naming.VOWELS
    name = first[2] + after[0] + after[4] + (after[3] if after[4] in naming.VOWELS else after[0])
    rows = _both(d, TO_ENTRY + typed, code)
    assert rows[:3] == [names, "%s1 -" % p, "> %s2 %s" % (p, name)]
    # back erases; back on an empty name leaves it as it was
    rows = _both(d, TO_ENTRY + ["ok", "back", "back"], code)
    assert rows[:3] == [names, "%s1 -" % p, "> %s2 -" % p]
    # the name used before is offered again for another seat
    rows = _both(d, TO_ENTRY + typed + ["up", "ok"], code)
    assert rows[:4] == ["%s1" % p, "> " + new, none, name]
    rows = _both(d, TO_ENTRY + typed + ["up", "ok", "down", "down", "ok"], code)
    assert rows[:3] == [names, "> %s1 %s" % (p, name), "%s2 -" % p]  # one player's name: P2 gave it up
    assert _both(d, TO_ENTRY[:3], code)[0] == settings


def test_a_held_down_runs_through_the_letters(tmp_path):
    d = tmp_path / "dev"
    rows = _both(d, TO_ENTRY + ["down:hold:2"], "en")
    k = naming.FIRST.index(rows[1].strip())
    assert k > 5  # more than the presses: the hold repeated


@pytest.mark.parametrize("code", sorted(WORDS))
def test_the_names_are_on_the_final_screen_and_in_the_plays_screens(code, tmp_path):
    d = tmp_path / "dev"
    device.run_events(str(d), SEED, [], "cpython", HEAP, code)
    assert _cli("names", "--state-dir", str(d), "P1=Anna", "P2=Luca")[0] == 0
    roma, session = autoplay.random_game("roma", 2, SEED, 4)
    rows = _both(d, roma + ["down"] * 40, code)  # the final screen scrolled to its end
    p = SEAT[code]
    assert "%s1 Anna" % p in rows and "%s2 Luca" % p in rows
    device.run_events(str(d), SEED, roma, "cpython", HEAP, code)
    res = session.engine.result(session.state)
    won = [i for i in range(2) if res["players"][i]["name"] in res["winners"]][0]
    leave = [
        "ok",
        "down",
        "down",
        "down",
        "ok",
        "down",
        "ok",
        "up",
        "ok",
    ]  # New game, then the game list's Plays
    rows = _both(d, leave, code)
    assert rows[2].split(" ")[2].rstrip("=") == ("Anna", "Luca")[won]
    rows = _both(d, leave + ["down", "ok"], code)
    assert rows[4].startswith("*P%d %s" % (won + 1, ("Anna", "Luca")[won]))
    rows = _both(d, leave + ["ok"], code)
    assert rows[3].startswith("Anna ") and rows[4].startswith("Luca ")
