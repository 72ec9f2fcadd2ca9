"""The UF2 on an emulated Pico (`make test-pico`): power-up into a saved game, presses against the simulator's
screens, and a re-flash over an older install.

The emulator is an rp2040js build with the board's peripherals modelled (an SSD1306 on I2C0, the buttons, the
flash): PICO_EMU names its folder, which holds pico_emu.mjs (a run is `node pico_emu.mjs CONFIG.json`),
node_modules with rp2040js, and the RP2040's bootrom.bin. PICO_UF2 names the image (default
build/companion-pico.uf2, from `make uf2`) and PICO_ELF its ELF (default build/rp2/firmware.elf), whose
symbols the emulator needs (arm-none-eabi-nm and gdb-multiarch read them). Without PICO_EMU these tests
skip.
"""

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from host_sim import autoplay, build, device, screen

ROOT = Path(__file__).resolve().parents[2]
UF2 = Path(os.environ.get("PICO_UF2", ROOT / "build" / "companion-pico.uf2"))
ELF = Path(os.environ.get("PICO_ELF", ROOT / "build" / "rp2" / "firmware.elf"))
EMU = os.environ.get("PICO_EMU")
FLASH_BASE = 0x10000000
FS_OFFSET = 0xA0000  # RPI_PICO: the littlefs of the last 1,408 KB of the 2 MB flash
SEED = 3

needs_uf2 = pytest.mark.skipif(not UF2.exists(), reason="no %s: run make uf2 first" % UF2)
needs_emu = pytest.mark.skipif(
    not EMU or not UF2.exists() or not ELF.exists(),
    reason="PICO_EMU names no emulator folder (or no UF2 and ELF): the emulated-Pico tier is skipped",
)

# a littlefs image of the Pico's file system (the rp2 port's _boot.py format: 352 blocks of 4 KB, progsize
# 256) holding the files of FILES, made under the unix port
_IMAGE = """
import os
BLOCK = 4096
class RamFlash:
    def __init__(self, data):
        self.view = memoryview(data)
    def readblocks(self, block, buf, off=0):
        a = block * BLOCK + off
        buf[:] = self.view[a : a + len(buf)]
    def writeblocks(self, block, buf, off=0):
        a = block * BLOCK + off
        self.view[a : a + len(buf)] = buf
    def ioctl(self, op, arg):
        if op == 4:
            return 352
        if op == 5:
            return BLOCK
        if op == 6:
            self.view[arg * BLOCK : arg * BLOCK + BLOCK] = b"\\xff" * BLOCK
        return 0
data = bytearray(b"\\xff" * BLOCK * 352)
os.VfsLfs2.mkfs(RamFlash(data), progsize=256)
os.mount(os.VfsLfs2(RamFlash(data), progsize=256), "/flash")
for path, source in FILES:
    parts = path.split("/")
    for i in range(1, len(parts)):
        try:
            os.mkdir("/flash/" + "/".join(parts[:i]))
        except OSError:
            pass
    with open(source, "rb") as f:
        body = f.read()
    with open("/flash/" + path, "wb") as f:
        f.write(body)
os.umount("/flash")
with open(OUT, "wb") as f:
    f.write(data)
"""


def make_image(out, files):
    """:param files: (path on the flash, host file) pairs"""
    code = "FILES = %r\nOUT = %r\n" % ([(p, str(s)) for p, s in files], str(out)) + _IMAGE
    res = subprocess.run(
        build.micropython() + ["-X", "heapsize=8m", "-c", code], capture_output=True, text=True
    )
    assert res.returncode == 0, res.stderr


def uf2_blocks(path):
    """:return: (flash address, payload) of each 512-byte UF2 block"""
    data = path.read_bytes()
    blocks = []
    for i in range(0, len(data), 512):
        b = data[i : i + 512]
        assert (
            int.from_bytes(b[0:4], "little") == 0x0A324655
            and int.from_bytes(b[508:512], "little") == 0x0AB16F30
        )
        addr, size = int.from_bytes(b[12:16], "little"), int.from_bytes(b[16:20], "little")
        blocks.append((addr, b[32 : 32 + size]))
    return blocks


@needs_uf2
def test_the_uf2_leaves_the_saves_alone():
    """Dragging a newer UF2 onto a device writes the code's flash only: the littlefs of the saves starts after
    the image's last byte, so a re-flash keeps the game in play."""
    blocks = uf2_blocks(UF2)
    end = max(addr + len(payload) for addr, payload in blocks)
    assert min(addr for addr, _ in blocks) == FLASH_BASE
    assert end <= FLASH_BASE + FS_OFFSET, "the image reaches into the file system by %d bytes" % (
        end - FLASH_BASE - FS_OFFSET
    )


def symbols():
    """The addresses pico_emu.mjs hooks (flash program and erase) and reads (the GC heap), from the ELF."""
    nm = subprocess.run(
        ["arm-none-eabi-nm", "-S", str(ELF)], capture_output=True, text=True, check=True
    ).stdout
    table = {}
    for line in nm.splitlines():
        f = line.split()
        if len(f) == 4:
            table[f[3]] = (int(f[0], 16), int(f[1], 16))
        elif len(f) == 3:
            table[f[2]] = (int(f[0], 16), 0)
    out = {
        name: table[name][0]
        for name in ("flash_range_erase", "flash_range_program", "gc_collect", "gc_alloc")
    }
    out["gc_alloc_size"] = table["gc_alloc"][1]
    for field in ("gc_alloc_table_start", "gc_alloc_table_byte_len", "gc_pool_start", "gc_pool_end"):
        res = subprocess.run(
            ["gdb-multiarch", "-batch", "-ex", "print/x (unsigned)&mp_state_ctx.mem.area." + field, str(ELF)],
            capture_output=True,
            text=True,
        )
        out[field] = int(res.stdout.split()[-1], 16)
    return out


def emulate(tmp_path, name, image, presses=()):
    """Run the UF2 from reset on ``image`` (None: an erased flash).

    :return: (the run's figures, the display's last frame: 1,024 bytes)"""
    frames = tmp_path / "frames"
    frames.mkdir(exist_ok=True)
    cfg = {
        "name": name,
        "bootrom": str(Path(EMU) / "bootrom.bin"),
        "uf2": str(UF2),
        "symbols": symbols(),
        "fs_image": str(image) if image else None,
        "out": str(tmp_path / (name + ".json")),
        "frames_dir": str(frames),
        "settle_ms": 600,
        "presses": list(presses),
        "hold_ms": 100,
        "gap_ms": 400,
    }
    path = tmp_path / (name + ".cfg.json")
    path.write_text(json.dumps(cfg))
    res = subprocess.run(
        ["node", "pico_emu.mjs", str(path)], cwd=EMU, capture_output=True, text=True, timeout=600
    )
    assert res.returncode == 0, res.stdout[-2000:] + res.stderr[-2000:]
    figures = json.loads((tmp_path / (name + ".json")).read_text())
    last = max(frames.glob(name + "-*.pbm"), key=lambda p: int(p.stem.rpartition("-")[2]))
    return figures, pbm_to_buffer(last.read_text())


def pbm_to_buffer(text):
    """A P1 picture of the panel -> its RAM as framebuf's MONO_VLSB buffer (bit 0 the top pixel of a page)."""
    rows = text.split("\n")[2:66]
    buf = bytearray(1024)
    for y in range(64):
        for x in range(128):
            if rows[y][x] == "1":
                buf[(y // 8) * 128 + x] |= 1 << (y % 8)
    return bytes(buf)


def host_display(state_dir, presses):
    out = device.run_events(str(state_dir), SEED, list(presses) + ["frame"], "cpython")
    return bytes(screen.parse_frame(out[-1])["display"])


def saved_game(tmp_path, actions):
    """A Roma game of two played by the simulator to ``actions`` actions: (its folder, the presses after)"""
    presses, ends, _ = autoplay.long_game("roma", 2, SEED, actions + 20)
    mark = ends[actions - 1]
    state = tmp_path / "saved"
    device.run_events(str(state), SEED, presses[: mark + 1], "cpython")
    return state, presses[mark + 1 : mark + 13]


@needs_emu
def test_power_up_into_a_saved_game_then_presses_show_what_the_simulator_shows(tmp_path):
    state, after = saved_game(tmp_path, 40)
    image = tmp_path / "saves.img"
    make_image(image, [(str(p.relative_to(state)), p) for p in sorted(state.rglob("*")) if p.is_file()])
    copy = tmp_path / "host"
    shutil.copytree(state, copy)
    figures, shown = emulate(tmp_path, "saved", image, after)
    assert figures["powerup"]["frame"] and not figures.get("fault")
    assert all(p["frame"] for p in figures["presses"]), "a press reached no frame"
    assert shown == host_display(copy, after)


@needs_emu
def test_a_reflash_over_an_older_install_powers_up_into_its_game(tmp_path):
    """An older install left the firmware as files on the flash (one of them damaged here) and a main.py:
    the UF2 runs its own frozen firmware, and the saved game."""
    state, _ = saved_game(tmp_path, 20)
    junk = tmp_path / "damaged.mpy"
    junk.write_bytes(b"M\x06\x00\x1f" + bytes(range(256)) * 4)
    main = tmp_path / "main.py"
    main.write_text("raise SystemExit('an older main.py ran')\n")
    files = [("companion/ui/app.mpy", junk), ("companion/start.mpy", junk), ("main.py", main)]
    image = tmp_path / "old.img"
    make_image(
        image, files + [(str(p.relative_to(state)), p) for p in sorted(state.rglob("*")) if p.is_file()]
    )
    figures, shown = emulate(tmp_path, "reflash", image)
    assert figures["powerup"]["frame"] and not figures.get("fault")
    assert shown == host_display(state, [])


@needs_emu
def test_a_new_pico_formats_its_flash_and_shows_what_a_fresh_device_shows(tmp_path):
    """A new Pico's flash past the image is erased: MicroPython makes the file system, and the device shows
    what one with an empty file system shows (its first question)."""
    figures, shown = emulate(tmp_path, "new", None)
    assert figures["powerup"]["frame"] and not figures.get("fault")
    assert figures["powerup"]["flash"]["erase_sectors"] > 0  # the file system made
    empty = tmp_path / "empty.img"
    make_image(empty, [])
    again, fresh = emulate(tmp_path, "empty", empty)
    assert again["powerup"]["flash"]["erase_sectors"] == 0
    assert shown == fresh and any(shown)
