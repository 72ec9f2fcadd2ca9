"""Files that are not what the device expects: a symlink or a directory where a device's file belongs, an
endless or oversized events input, a --state-dir the MicroPython runtime cannot be handed. One clear line
and exit 2 for the simulator's options, a "Recovered" screen on the device; nothing written outside."""

import os
import resource
import subprocess
import sys

import pytest

from host_sim import runtime

runtime.use_firmware()
from companion.boards.virtual import VirtualBoard  # noqa: E402
from companion.ui.app import App  # noqa: E402

RUNTIMES = ("cpython", "micropython")


def _cli(*args, stdin=None, input=None, limit_mb=None):
    def limited():
        if limit_mb is not None:  # an input read whole would need far more than this
            resource.setrlimit(resource.RLIMIT_AS, (limit_mb << 20, limit_mb << 20))

    return subprocess.run(
        [sys.executable, "-m", "host_sim", *args],
        stdin=stdin,
        input=input,
        capture_output=True,
        timeout=120,
        preexec_fn=limited,
    )


def _one_line(res, code=2):
    err = res.stderr.decode()
    assert res.returncode == code and res.stdout == b"" and err.count("\n") == 1, (res.returncode, err)
    return err


@pytest.mark.parametrize("rt", RUNTIMES)
@pytest.mark.parametrize("name", ["game.log", "settings.dat", "game.ckp.new"])
def test_a_symlinked_device_file_is_refused_and_its_target_untouched(tmp_path, rt, name):
    flash = tmp_path / "flash"
    flash.mkdir()
    outside = tmp_path / "outside.txt"
    outside.write_bytes(b"not the device's")
    os.symlink(outside, flash / name)
    for args in (("play", "--events", os.devnull), ("state",)):
        err = _one_line(_cli(*args, "--state-dir", str(flash), "--runtime", rt))
        assert err == "--state-dir: %s is a symlink, not a file of the device's\n" % (flash / name)
    assert outside.read_bytes() == b"not the device's"
    assert sorted(os.listdir(flash)) == [name]


@pytest.mark.parametrize("name", ["settings.dat", "game.log", "game.ckp"])
def test_a_directory_where_a_device_file_belongs_is_refused(tmp_path, name):
    (tmp_path / name).mkdir()
    for args in (("play", "--events", os.devnull), ("state",), ("screen",)):
        err = _one_line(_cli(*args, "--state-dir", str(tmp_path)))
        assert err == "--state-dir: %s is a directory, not a file of the device's\n" % (tmp_path / name)


WITCH = ("down",) * 6 + ("ok", "ok", "roll", "ok", "ok")


@pytest.mark.parametrize("name", ["settings.dat", "game/game.ckp", "game/game.log"])
def test_the_device_sets_a_directory_in_its_files_place_aside_and_says_so(tmp_path, name):
    app = App(VirtualBoard(str(tmp_path), 11))
    for p in WITCH:
        app.press(p)
        app.step()
    (tmp_path / name).unlink()
    (tmp_path / name).mkdir()
    again = App(VirtualBoard(str(tmp_path), 11))
    top = again.screens[-1]
    assert top.title == "Recovered" and "not a regular" in " ".join(top.lines)
    assert (tmp_path / (name + ".bad")).is_dir()  # kept aside, and the place is a file's again
    assert again.session is not None  # the game is kept (the checkpoint before, when it was game.ckp)
    for p in ("ok", "ok"):
        again.press(p)
        again.step()
    assert App(VirtualBoard(str(tmp_path), 11)).state_text() == again.state_text()


def test_an_endless_events_file_is_refused_at_once_in_little_memory():
    err = _one_line(_cli("play", "--events", "/dev/zero", limit_mb=1024))
    assert err == "events: line 1 is longer than 256 bytes\n"


def test_an_endless_line_from_a_pipe_is_refused_at_once_in_little_memory():
    cat = subprocess.Popen(["cat", "/dev/zero"], stdout=subprocess.PIPE)
    try:
        err = _one_line(_cli("play", "--events", "-", stdin=cat.stdout, limit_mb=1024))
    finally:
        cat.kill()
        cat.wait()
    assert err == "events: line 1 is longer than 256 bytes\n"


def test_a_line_longer_than_256_bytes_is_named_and_256_is_fine(tmp_path):
    events = tmp_path / "ev.txt"
    events.write_bytes(b"ok\n#" + b"x" * 255 + b"\n" + b"#" + b"y" * 256 + b"\n")
    err = _one_line(_cli("play", "--events", str(events)))
    assert err == "events: line 3 is longer than 256 bytes\n"
    events.write_bytes(b"ok\r\n#" + b"x" * 255 + b"\r\n")
    res = _cli("play", "--events", str(events))
    assert res.returncode == 0 and res.stdout.count(b"\n") == 1


def test_an_events_input_beyond_16_mib_is_refused_before_any_event(tmp_path):
    events = tmp_path / "big.txt"
    events.write_bytes(b"ok\n" + b"# filler\n" * ((16 << 20) // 9))
    err = _one_line(_cli("play", "--events", str(events)))
    assert err == "events: more than 16777216 bytes (16 MiB), the limit of an input\n"
    with open(events, "rb") as f:  # standard input, not a pipe: checked before any event too
        assert _one_line(_cli("play", "--events", "-", stdin=f)) == err
    # a pipe: checked as it arrives, the run ends after what was acknowledged (the first line, if it ran
    # before the rest arrived)
    res = _cli("play", "--events", "-", input=events.read_bytes())
    assert res.returncode == 2 and res.stdout.count(b"\n") <= 1 and res.stderr.decode() == err


def test_a_state_dir_the_micropython_runtime_cannot_be_handed_is_refused_alike(tmp_path):
    bad = os.fsencode(str(tmp_path)) + b"/flash\xff"
    out = []
    for rt in RUNTIMES:
        for args in (("play", "--events", os.devnull), ("state",)):
            res = subprocess.run(
                [sys.executable, "-m", "host_sim", *args, "--state-dir", bad, "--runtime", rt],
                capture_output=True,
                timeout=120,
            )
            out.append(_one_line(res))
    assert len(set(out)) == 1 and "is not UTF-8" in out[0]
    assert os.listdir(tmp_path) == []


def test_an_endless_json_input_is_refused_at_the_limit_in_little_memory():
    err = _one_line(_cli("score", "/dev/zero", limit_mb=1024))
    assert err == "input: more than 16777216 bytes exceeds the limit of 65536\n"


def test_a_file_where_the_game_s_directory_belongs_is_refused(tmp_path):
    (tmp_path / "game").write_bytes(b"not the device's")
    for args in (("play", "--events", os.devnull), ("state",)):
        err = _one_line(_cli(*args, "--state-dir", str(tmp_path)))
        assert err == "--state-dir: %s is not the device's directory of the game\n" % (tmp_path / "game")
    # the device (no such check before it): its game's first save is refused, said, and nothing is lost
    app = App(VirtualBoard(str(tmp_path), 11))
    for p in WITCH:
        app.press(p)
        app.step()
    assert app.error == "flash failed: errno 20: nothing more can be stored"
    assert (tmp_path / "game").read_bytes() == b"not the device's"
