"""host_sim/flashpack.py: the modules' pack holds each .mpy file's bytes, and the firmware (companion.start's
ListedFlash, under MicroPython) imports from it without listing a folder; a pack cut short is not used."""

import shutil
import subprocess

from host_sim import build, flashpack

# the firmware powers up and plays a press through the listed flash, from a copy of the build in ``HERE``
_SCRIPT = """
import os, sys
os.chdir(HERE)
from companion import start
start.find_builtins_once()
sys.path[:] = [HERE]
was = start.use()
import vfs
view = [m[0] for m in vfs.mount() if m[1] == "/fw"][0]
kinds = []
real = start.ListedFlash.open
def counted(self, path, mode):
    f = real(self, path, mode)
    kinds.append(type(f).__name__)
    return f
start.ListedFlash.open = counted
from companion.boards.virtual import VirtualBoard
from companion.ui.app import App
app = App(VirtualBoard(STATE, 3))
app.press("ok")
print("error", app.error, "screens", len(app.screens))
print("packed", view.pack is not None, "folders listed", len(view.listed))
print("opened", len(kinds), "from the pack", kinds.count("BytesIO"))
try:
    __import__("companion.ui.nothing_here")
    print("missing imported")
except ImportError:
    print("missing refused")
start.unuse(was)
print("closed", view.pack is None)
"""


def _index(data):
    """{path: bytes} as the pack's index says, read the way the firmware reads it."""
    magic, length, rest = data.split(b"\n", 2)
    assert magic == flashpack.MAGIC
    index = rest[: int(length)]
    found = {}
    folder = None
    for line in index.decode().splitlines():
        if line.startswith("/"):
            folder = line
            continue
        name, off, size = line.split()
        found[folder + "/" + name] = data[int(off) : int(off) + int(size)]
    return found


def test_the_pack_holds_every_module_byte_for_byte(tmp_path):
    out = build.build("armv6m")
    packed = _index(flashpack.pack(str(out)))
    files = flashpack.modules(str(out))
    assert len(files) > 50 and set(packed) == {path for path, _ in files}
    for path, host in files:
        with open(host, "rb") as f:
            assert packed[path] == f.read(), path


def _power_up(tmp_path, cut=0, mend=None):
    """:param cut: bytes cut off the pack's end; :param mend: (the pack's bytes) -> the bytes put there"""
    here = tmp_path / "flash"
    shutil.copytree(build.build(), here)
    pack = flashpack.write(str(here))
    if cut:
        with open(pack, "r+b") as f:
            f.truncate(len(open(pack, "rb").read()) - cut)
    if mend:
        with open(pack, "rb") as f:
            data = mend(f.read())
        with open(pack, "wb") as f:
            f.write(data)
    state = tmp_path / "state"
    state.mkdir()
    code = "HERE = %r\nSTATE = %r\n" % (str(here), str(state)) + _SCRIPT
    res = subprocess.run(
        [build.tool("micropython"), "-X", "heapsize=512k", "-c", code],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert res.returncode == 0, res.stdout[-2000:] + res.stderr[-2000:]
    return res.stdout


def test_the_firmware_imports_from_the_pack_without_listing_a_folder(tmp_path):
    out = _power_up(tmp_path)
    assert "error None screens 2" in out  # the game list, then what ok chose
    assert "packed True folders listed 0" in out
    opened, from_pack = (int(w) for w in out.split("opened ")[1].split()[::4][:2])
    assert opened > 10 and from_pack == opened
    assert "missing refused" in out
    assert "closed True" in out


def test_a_pack_cut_short_is_not_used(tmp_path):
    out = _power_up(tmp_path, cut=1)
    assert "error None screens 2" in out
    assert "packed False" in out and "folders listed 0" not in out
    assert "from the pack 0" in out
    assert "missing refused" in out


def _index_length(data, length):
    """The pack with its index's length line said to be ``length``."""
    magic, _, rest = data.split(b"\n", 2)
    return magic + b"\n%d\n" % length + rest


def _module_size(data, name, size):
    """The pack with module ``name``'s size in the index said to be ``size``, every offset moved by what the
    index grows: the pack is consistent but for that size."""
    magic, length, rest = data.split(b"\n", 2)
    index, bodies = rest[: int(length)], rest[int(length) :]
    lines = [
        line.rsplit(b" ", 1)[0] + b" %d" % size if line.startswith(b" %s " % name) else line
        for line in index.split(b"\n")
    ]
    grow = len(b"\n".join(lines)) - len(index)
    moved = []
    for line in lines:
        if line.startswith(b" "):
            module, off, length_of = line.split()
            line = b" %s %d %s" % (module, int(off) + grow, length_of)
        moved.append(line)
    index = b"\n".join(moved)
    head = magic + b"\n%d\n" % len(index)
    assert len(head) + len(index) == len(data) - len(bodies) + grow  # no offset took one more digit
    return head + index + bodies


def test_a_foreign_pack_is_not_read_into_the_heap(tmp_path):
    out = _power_up(tmp_path, mend=lambda data: _index_length(data, 10**9))  # an index of a gigabyte
    assert "error None screens 2" in out
    assert "packed False" in out and "from the pack 0" in out


def test_a_module_said_too_large_is_read_from_its_own_file(tmp_path):
    out = _power_up(tmp_path, mend=lambda data: _module_size(data, b"app.mpy", 10**9))
    assert "error None screens 2" in out
    assert "packed True folders listed 0" in out
    opened, from_pack = (int(w) for w in out.split("opened ")[1].split()[::4][:2])
    assert opened > 10 and from_pack == opened - 1  # app.mpy from its own file, the rest from the pack
