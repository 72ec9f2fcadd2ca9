"""Figures for saving and power-up on the real littlefs: block erases per press, and VM instructions
(valgrind's callgrind on the micropython binary, repeatable to the instruction) of a power-up, a press and
an undo at several game lengths.

The power-up reads the device's files from a littlefs image of a Pico's flash (352 blocks of 4 KB, as a
UF2 install leaves it: the saves only) and imports the firmware's .mpy files from the build folder, where a
Pico runs them frozen in its image. The unix port loads each module's bytecode into its heap and interns
its names, which the frozen modules never do: a power-up's instructions here are a pessimistic proxy.
Pico times are the instructions times the cycles a Pico's CPU spends per counted instruction, measured on
an emulated Pico (PICO_CYCLES: see docs/STORAGE.md).

The flash chip is a block device written in Python here; on a Pico it is rp2.Flash, in C (a memcpy from the
XIP window). So the figures leave out what runs inside the block device's calls (littlefs's
mp_vfs_lfs2_dev_* callbacks), and count those calls instead."""

import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

from host_sim import autoplay, build, runtime

BLOCK = 4096
BLOCKS = 32  # 128 KB of flash in RAM while the games are played: the device's few small files
PICO_BLOCKS = 352  # a Pico's file system (RPI_PICO: 1,408 KB), the firmware on it: a file on the host
HEAP = "320k"  # the small flash image lives in the heap too: 128 KB of it plus what a Pico leaves the app
# emulated-Pico CPU cycles per callgrind instruction, measured (MicroPython's rp2 port on rp2040js, 125 MHz,
# the same Roma games; docs/STORAGE.md): a power-up, from reset to the first frame of the UF2 (its firmware
# frozen) against these instructions from the first import (the .mpy files loaded into the unix port's
# heap, their names interned): 0.72 fresh, 0.75-0.80 resumed; a press, release to frame (cursor moves
# 2.1-2.2, presses that save about 1.6)
PICO_CYCLES = {"power_up": 0.77, "press": 2.0}

_FLASH = """
import os
ERASED = b"\\xff" * %(block)d
class RamFlash:
    def __init__(self, data):
        self.data = data
        self.view = memoryview(data)
        self.erases = 0
    def readblocks(self, block, buf, off=0):
        a = block * %(block)d + off
        buf[:] = self.view[a : a + len(buf)]
    def writeblocks(self, block, buf, off=0):
        a = block * %(block)d + off
        self.view[a : a + len(buf)] = buf
    def ioctl(self, op, arg):
        if op == 4:
            return %(blocks)d
        if op == 5:
            return %(block)d
        if op == 6:
            self.erases += 1
            a = arg * %(block)d
            self.view[a : a + %(block)d] = ERASED
        return 0
class FileFlash(RamFlash):  # a Pico's whole flash file system, kept in a host file (not in the heap)
    def __init__(self, path):
        self.f = open(path, "r+b")
        self.erases = 0
    def readblocks(self, block, buf, off=0):
        self.f.seek(block * %(block)d + off)
        self.f.readinto(buf)
    def writeblocks(self, block, buf, off=0):
        self.f.seek(block * %(block)d + off)
        self.f.write(buf)
    def ioctl(self, op, arg):
        if op == 4:
            return %(pico_blocks)d
        if op == 6:
            self.erases += 1
            self.f.seek(arg * %(block)d)
            self.f.write(ERASED)
            return 0
        return RamFlash.ioctl(self, op, arg)
def format_pico(path):  # an erased Pico flash in a host file, formatted as the rp2 port's _boot.py does
    with open(path, "wb") as f:
        for _ in range(%(pico_blocks)d):
            f.write(ERASED)
    os.VfsLfs2.mkfs(FileFlash(path), progsize=256)
def mount(data):
    try:
        os.umount("/flash")
    except OSError:
        pass
    flash = RamFlash(data) if isinstance(data, bytearray) else FileFlash(data)
    os.mount(os.VfsLfs2(flash, progsize=256), "/flash")
    return flash
def press(app, name, mark=None):
    button, _, mod = name.partition(":")
    app.press(button, mod == "long")
    if mark is not None:
        mark(0)
    app.step()  # the idle moment after the press: a due checkpoint is written then
""" % {"block": BLOCK, "blocks": BLOCKS, "pico_blocks": PICO_BLOCKS}

# plays the game on a fresh flash; keeps an image of the flash after each marked press; counts erases
_PREPARE = (
    _FLASH
    + """
from companion.boards.virtual import VirtualBoard
from companion.ui.app import App
data = bytearray(%(size)d)
os.VfsLfs2.mkfs(RamFlash(data), progsize=256)
flash = mount(data)
with open("%(out)s/flash-fresh.img", "wb") as f:
    f.write(data)
app = App(VirtualBoard("/flash", 3))
erases = 0
i = -1
while True:
    name = sys.stdin.readline().strip()
    if not name:
        break
    i += 1
    before = flash.erases
    press(app, name)
    erases += flash.erases - before
    if i in MARKS:
        with open("%(out)s/flash-%%d.img" %% i, "wb") as f:
            f.write(data)
print("presses", i + 1, "erases", erases)
"""
)

# a Pico's flash as a UF2 install leaves it: the device's files from a small image; littlefs formatted as the
# rp2 port's _boot.py does
_PICO_IMAGE = (
    _FLASH
    + """
format_pico(OUT)
pico = FileFlash(OUT)
os.mount(os.VfsLfs2(pico, progsize=256), "/pico")
data = bytearray(%(size)d)
with open(STATE, "rb") as f:
    f.readinto(data)
os.mount(os.VfsLfs2(RamFlash(data), progsize=256), "/state")
def copy(at):
    for name in sorted(os.listdir("/state" + at)):
        path = at + "/" + name
        if os.stat("/state" + path)[0] & 0x4000:  # a directory (the game's files'): made, its files copied
            os.mkdir("/pico" + path)
            copy(path)
            continue
        with open("/state" + path, "rb") as f:
            body = f.read()
        with open("/pico" + path, "wb") as f:
            f.write(body)
copy("")
if PLAYS:  # a play log beside the game (plays_figures): its plays appended as the device appends them
    from companion.storage import plays
    for k in range(PLAYS):
        plays.append("/pico", b"P", [[k, k]] + PLAY[1:])
os.umount("/pico")
"""
)

# a play as the log keeps it, of a typical size (a 5-player game's: about 600 bytes): its fields in the
# order companion.storage.export.FIELDS names them, "n" left out
PLAY_FIELDS = {
    "id": [0, 0],
    "game": "emerald",
    "players": 5,
    "options": {"mode": "full"},
    "seats": ["P1", "P2", "P3", "P4", "P5"],
    "lines": [{"gold": 32, "treasures": 10, "gems": 8, "gem_bonus": 4, "full_set_bonus": 0}] * 5,
    "totals": [54, 40, 38, 61, 12],
    "winners": [3],
    "actions": 198,
    "minutes": 48,
    "lang": "en",
    "seed": 1234567,
    "firmware": "0.1.0",
    "date": [2026, 11, 28, 17, 5],
    "decided": 0,
    "names": ["Anna", "Luca", "Giulia", "Marco", "Sofia"],
}
_NAMES = (
    "id game players options seats lines totals winners actions minutes lang seed firmware date decided names"
)
PLAY = [PLAY_FIELDS[k] for k in _NAMES.split()]
# the largest play: six players of L'Or des dragons, ten score lines and an 8-letter name each (845 bytes)
_KINDS = ("silver", "gold", "magic", "black", "green", "blue", "purple", "yellow", "white", "set")
BIG = dict(PLAY_FIELDS, game="dragons_gold", players=6, options={"rules": "advanced"})
BIG.update(seats=["P%d" % k for k in range(1, 7)], totals=[88, 102, 95, 120, 77, 99], winners=[3])
BIG.update(names=["Annalisa", "Lucianos", "Giuliana", "Marcello", "Sofianna", "Benedett"], minutes=95)
BIG["lines"] = [dict((k, i) for i, k in enumerate(_KINDS))] * 6
BIG = [BIG[k] for k in _NAMES.split()]
# the smallest kind: two players of Samarkand (about 240 bytes), several of which the small file holds
SMALL = dict(PLAY_FIELDS, game="samarkand", players=2, options={}, seats=["P1", "P2"], totals=[61, 54])
SMALL.update(lines=[{"cities": 30, "goods": 21, "camels": 10}] * 2, names=None, winners=[0])
SMALL = [SMALL[k] for k in _NAMES.split()]

# the erases of each append to a play log on a Pico's whole file system (PICO_BLOCKS), and the log's bytes
_APPENDS = (
    _FLASH
    + """
format_pico(OUT)
flash = mount(OUT)
from companion.storage import plays
from companion.core import jsonc
counts = []
for k in range(N):
    before = flash.erases
    plays.append("/flash", b"P", [[k, k]] + PLAY[1:])
    counts.append(flash.erases - before)
    if k == 0:
        record = len(plays._record(b"P", jsonc.compact([1, [k, k]] + PLAY[1:]).encode()))
size = sum(os.stat("/flash/plays/" + name)[6] for name in os.listdir("/flash/plays"))
print("appends", N, "erases", sum(counts), "max", max(counts), "bytes", size, "record", record)
print("each", " ".join(str(c) for c in counts))
"""
)

# under callgrind: each hash() call starts a new profile dump, so dump k counts what ran between calls; the
# power-up imports the firmware from the build folder (a Pico's frozen modules) and reads the saves from
# the flash
_MEASURE = (
    _FLASH
    + """
flash = mount(IMAGE)
sys.path[:] = [MPY]
hash(0)
from companion.boards.virtual import VirtualBoard
from companion.ui.app import App
app = App(VirtualBoard("/flash", 3))
hash(0)
app.step()  # the idle loop after the first frame: the device waits for a press
hash(0)
for name in PRESSES:
    press(app, name, hash)
    hash(0)
press(app, "back:long", hash)
hash(0)
"""
)


_DEVICE = "mp_vfs_lfs2_dev_"  # littlefs's calls into the block device: read, prog, erase, sync


def _device_share(path):
    """What a callgrind dump spent inside the block device's calls: (instructions, calls, calls by kind:
    {"read": n, "prog": n, "erase": n, ...})."""
    names = {}
    fn = ""
    cost = calls = 0
    kinds = {}
    lines = Path(path).read_text().split("\n")
    for i, line in enumerate(lines):
        m = re.match(r"(c?fn)=\((\d+)\)(?: (.*))?$", line)
        if m is None:
            continue
        kind, ident, name = m.groups()
        if name:
            names[ident] = name
        if kind == "fn":
            fn = names.get(ident, "")
        elif names.get(ident, "").startswith(_DEVICE) and not fn.startswith(_DEVICE):
            # a call edge: "calls=N target", then its inclusive cost last on the next line
            n = int(lines[i + 1].split()[0].partition("=")[2])
            calls += n
            kind = names[ident][len(_DEVICE) :]
            kinds[kind] = kinds.get(kind, 0) + n
            cost += int(lines[i + 2].split()[-1])
    return cost, calls, kinds


def _callgrind_dumps(code, workdir, firmware):
    """(instructions outside the block device, block device calls, those calls by kind) of each dump a
    callgrind run of ``code`` under micropython made, in order."""
    cmd = runtime.micropython_cmd(HEAP, code, firmware)
    out = os.path.join(workdir, "cg.out")
    res = subprocess.run(
        ["valgrind", "--tool=callgrind", "--dump-before=mp_builtin_hash", "--callgrind-out-file=" + out]
        + cmd,
        capture_output=True,
        text=True,
        timeout=1800,
    )
    if res.returncode != 0:
        raise SystemExit("callgrind run failed:\n" + res.stderr[-2000:])
    counts = []
    k = 1
    while os.path.exists("%s.%d" % (out, k)):
        path = "%s.%d" % (out, k)
        total = int(re.search(r"^summary: (\d+)", Path(path).read_text(), re.M).group(1))
        device, calls, kinds = _device_share(path)
        counts.append((total - device, calls, kinds))
        k += 1
    return counts


_SIZES = {"size": BLOCK * BLOCKS, "pico_blocks": PICO_BLOCKS}


def _pct(values, p):
    s = sorted(values)
    return s[min(len(s) - 1, (len(s) * p) // 100)]


def measure(
    game_id="roma", players=2, lengths=(50, 500, 2000), presses_each=60, firmware=build.FIRMWARE, plays=0
):
    """:return: dict of figures (see report)

    :param plays: plays in the play log beside the game when it powers up (plays_figures)"""
    presses, ends, _ = autoplay.long_game(game_id, players, 3, max(lengths) + presses_each)
    marks = [ends[n - 1] for n in lengths]
    workdir = tempfile.mkdtemp(prefix="storagebench-")
    try:
        prep = "MARKS = %r\n" % marks + _PREPARE % {"size": BLOCK * BLOCKS, "out": workdir}
        res = subprocess.run(
            runtime.micropython_cmd(HEAP, prep, firmware),
            input="\n".join(presses) + "\n",
            capture_output=True,
            text=True,
            timeout=1800,
        )
        if res.returncode != 0:
            raise SystemExit("bench run failed:\n" + res.stdout[-1000:] + res.stderr[-2000:])
        m = re.search(r"presses (\d+) erases (\d+)", res.stdout)
        figures = {"presses": int(m.group(1)), "erases": int(m.group(2)), "lengths": {}}
        mpy = str(build.build(firmware=firmware))
        for name in ["fresh"] + [str(mark) for mark in marks]:
            state = "%s/flash-%s.img" % (workdir, name)
            code = "OUT = %r\nSTATE = %r\nPLAYS = %d\nPLAY = %r\n" % (state + ".pico", state, plays, PLAY)
            res = subprocess.run(
                runtime.micropython_cmd(HEAP, code + _PICO_IMAGE % _SIZES, firmware),
                capture_output=True,
                text=True,
                timeout=600,
            )
            if res.returncode != 0:
                raise SystemExit("bench image failed:\n" + res.stdout[-1000:] + res.stderr[-2000:])
        code = "PRESSES = []\nIMAGE = %r\nMPY = %r\n" % ("%s/flash-fresh.img.pico" % workdir, mpy)
        figures["fresh_power_up"] = _callgrind_dumps(code + _MEASURE, workdir, firmware)[1][0]
        for n, mark in zip(lengths, marks):
            after = presses[mark + 1 : mark + 1 + presses_each]
            code = "PRESSES = %r\nIMAGE = %r\nMPY = %r\n" % (
                after,
                "%s/flash-%d.img.pico" % (workdir, mark),
                mpy,
            )
            dumps = _callgrind_dumps(code + _MEASURE, workdir, firmware)
            # dumps: before power-up, power-up, the idle moment after it, then each press and the idle moment
            # after it, the undo and its idle moment, then what ran after the last marker
            power_up = dumps[1]
            each, idle = dumps[3 : 3 + 2 * len(after) : 2], [dumps[2]] + dumps[4 : 4 + 2 * len(after) : 2]
            presses_cost = [d[0] for d in each]
            # a saving press programs the flash; littlefs erases a block in one when it compacts a directory
            saving = [d[0] for d in each if d[2].get("prog")]
            figures["lengths"][n] = {
                "power_up": power_up[0],
                "press_p50": _pct(presses_cost, 50),
                "press_p99": _pct(presses_cost, 99),
                "press_max": max(presses_cost),
                "saving": len(saving),
                "saving_p50": _pct(saving, 50) if saving else 0,
                "erasing": [d[0] for d in each if d[2].get("erase")],
                "idle_max": max(d[0] for d in idle),
                "undo": dumps[3 + 2 * len(after)][0],
                "device_calls": sum(d[1] for d in each + idle) / len(each),
            }
        return figures
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


def append_figures(n=1000, play=PLAY, firmware=build.FIRMWARE):
    """Block erases of each of ``n`` appends of ``play`` on a Pico's file system (the last 500 to 1,000 or so
    kept). :return: a report line"""
    workdir = tempfile.mkdtemp(prefix="playsbench-")
    code = "N = %d\nPLAY = %r\nOUT = %r\n" % (n, play, workdir + "/pico.img") + _APPENDS % _SIZES
    try:
        res = subprocess.run(
            runtime.micropython_cmd(HEAP, code, firmware), capture_output=True, text=True, timeout=1800
        )
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    if res.returncode != 0:
        raise SystemExit("bench appends failed:\n" + res.stdout[-1000:] + res.stderr[-2000:])
    m = re.search(r"appends (\d+) erases (\d+) max (\d+) bytes (\d+) record (\d+)", res.stdout)
    each = [int(x) for x in res.stdout.split("each ")[1].split()]
    return (
        "play log: %d appends of a %d-byte play on a Pico's file system, block erases per append: %s"
        " (mean %.2f, max %d); %d bytes kept at the end"
        % (
            n,
            int(m.group(5)),
            ", ".join("%d erases %d times" % (c, each.count(c)) for c in sorted(set(each))),
            int(m.group(2)) / n,
            int(m.group(3)),
            int(m.group(4)),
        )
    )


def plays_figures(n=1000, firmware=build.FIRMWARE):
    """The play log's cost: block erases of each of ``n`` appends on a Pico's file system, of a typical
    play, the smallest kind (the small file holds several) and the largest, and a resumed power-up's
    instructions beside an empty log and a full one.

    :return: report lines"""
    lines = [append_figures(n, play, firmware) for play in (PLAY, SMALL, BIG)]
    ups = []
    for count in (0, 500):
        f = measure("roma", 2, (50,), 4, firmware, count)
        ups.append(f["lengths"][50]["power_up"])
    lines.append(
        "resumed power-up (Roma at 50 actions) beside no play log: %.3f M instructions; beside 500 plays:"
        " %.3f M" % (ups[0] / 1e6, ups[1] / 1e6)
    )
    return lines


# finished games on a Pico's file system, a power-up before each (a new App): each game's erases, with the
# play log (the firmware as it is) or without it (its append left out, NOLOG), on the same flash
_GAMES = (
    _FLASH
    + """
import gc
format_pico(OUT)
flash = mount(OUT)
from companion.boards.virtual import VirtualBoard
from companion.ui import app as A
inside = [0]
real = A._log_play
def counted(app, end):  # the erases inside the log's own append
    before = flash.erases
    try:
        if NOLOG:
            app.logged = end
        else:
            real(app, end)
    finally:
        inside[0] += flash.erases - before
A._log_play = counted
counts = []
appends = []
for line in sys.stdin:  # a game a line: its seed, then its presses (read as played: the heap holds one)
    words = line.split()
    if not words:
        continue
    before = flash.erases
    inside[0] = 0
    app = A.App(VirtualBoard("/flash", int(words[0])))
    # the games were drawn as a new device plays them: what a game kept that changes its choices (Samarkand's
    # prices paid, asked at its marriages) is dropped before each
    app.settings.get("kept", {}).pop("samarkand", None)
    for k in range(1, len(words)):
        press(app, words[k])
    words = None
    counts.append(flash.erases - before)
    appends.append(inside[0])
    app = None
    gc.collect()
print("games", " ".join(str(c) for c in counts))
print("appends", " ".join(str(c) for c in appends))
"""
)
LEAVE = ["ok", "down", "down", "down", "ok", "down", "ok"]  # a final screen's way back to the game list


def game_erases(n=100, nolog=False, firmware=build.FIRMWARE, game_id="samarkand", players=2):
    """The block erases of each of ``n`` finished games played one after another on a Pico's file system.

    :param nolog: the play log's append left out: the same games' erases without the log
    :return: each game's erases, and of them those inside the log's append (lists)"""
    games, seeds = [], []
    for k in range(n):
        seed = 100 + k
        presses, session = autoplay.random_game(game_id, players, seed, 4)
        assert session.over()
        games.append(presses + LEAVE)
        seeds.append(seed)
    workdir = tempfile.mkdtemp(prefix="gamesbench-")
    code = "NOLOG = %r\nOUT = %r\n" % (nolog, workdir + "/pico.img")
    try:
        res = subprocess.run(
            runtime.micropython_cmd(HEAP, code + _GAMES % _SIZES, firmware),
            input="".join("%d %s\n" % (seeds[k], " ".join(games[k])) for k in range(n)),
            capture_output=True,
            text=True,
            timeout=3600,
        )
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    if res.returncode != 0:
        raise SystemExit("bench games failed:\n" + res.stdout[-1000:] + res.stderr[-2000:])
    return [
        [int(x) for x in res.stdout.split(key + " ")[1].split("\n")[0].split()]
        for key in ("games", "appends")
    ]


def game_figures(n=100, firmware=build.FIRMWARE, game_id="samarkand", players=2):
    """What a finished game pays for its play log: each game's erases with the log minus without.

    :return: report lines"""
    with_log, inside = game_erases(n, False, firmware, game_id, players)
    without = game_erases(n, True, firmware, game_id, players)[0]
    extra = [a - b for a, b in zip(with_log, without)]
    return [
        "%d finished %s games (%d players) on a Pico's file system: block erases a game %.2f with the"
        " play log, %.2f without: the log's cost a game %.2f on average; game by game (with minus without)"
        " %s; inside the append: %s"
        % (
            n,
            game_id,
            players,
            sum(with_log) / n,
            sum(without) / n,
            sum(extra) / n,
            ", ".join("%+d %d times" % (c, extra.count(c)) for c in sorted(set(extra))),
            ", ".join("%d erases %d times" % (c, inside.count(c)) for c in sorted(set(inside))),
        )
    ]


def pico_ms(instructions, kind="press"):
    """An emulated Pico's ms for ``instructions`` of the unix port (PICO_CYCLES[kind] cycles each)."""
    return instructions * PICO_CYCLES[kind] / 125e3


def report(figures, game_id="roma", players=2):
    lines = [
        "littlefs (4 KB blocks, progsize 256 as on a Pico), a %d-player %s game of %d presses: "
        "%.2f block erases per press"
        % (players, game_id, figures["presses"], figures["erases"] / figures["presses"]),
        "power-up of a fresh device (to the menu): %.2f M instructions (~%.0f ms on a Pico)"
        % (figures["fresh_power_up"] / 1e6, pico_ms(figures["fresh_power_up"], "power_up")),
    ]
    for n, f in sorted(figures["lengths"].items()):
        lines.append(
            "at %4d actions: power-up %.2f M instructions (~%.0f ms on a Pico), press p50 %.2f M p99 %.2f M "
            "max %.2f M (then idle: a checkpoint, at most %.2f M), undo %.2f M; %.0f block device calls each"
            % (
                n,
                f["power_up"] / 1e6,
                pico_ms(f["power_up"], "power_up"),
                f["press_p50"] / 1e6,
                f["press_p99"] / 1e6,
                f["press_max"] / 1e6,
                f["idle_max"] / 1e6,
                f["undo"] / 1e6,
                f["device_calls"],
            )
        )
        lines.append(
            "  of which %d presses saved (median %.2f M); %d erased a block (littlefs compacting a "
            "directory): %s"
            % (
                f["saving"],
                f["saving_p50"] / 1e6,
                len(f["erasing"]),
                " ".join("%.2f M" % (x / 1e6) for x in f["erasing"]) or "-",
            )
        )
    return lines


if __name__ == "__main__":
    print("\n".join(report(measure())))
