"""host_sim/flashcompact.py (flash.sh runs it on the board) under MicroPython, on littlefs as on a Pico."""

from pathlib import Path

from host_sim import runtime

COMPACT = (Path(__file__).resolve().parent.parent / "host_sim" / "flashcompact.py").read_text()

_SCRIPT = """
import os


class Ram:
    def __init__(self, data):
        self.data = data
        self.read = 0

    def readblocks(self, block, buf, off=0):
        a = block * 4096 + off
        buf[:] = self.data[a : a + len(buf)]
        self.read += len(buf)

    def writeblocks(self, block, buf, off=0):
        a = block * 4096 + off
        self.data[a : a + len(buf)] = buf

    def ioctl(self, op, arg):
        if op == 4:
            return 64
        if op == 5:
            return 4096
        if op == 6:
            self.data[arg * 4096 : arg * 4096 + 4096] = b"\\xff" * 4096
        return 0


ram = Ram(bytearray(b"\\xff" * 4096 * 64))
dev = CountedFlash(ram)
os.VfsLfs2.mkfs(dev, progsize=256)
os.mount(os.VfsLfs2(dev, progsize=256), "/f")
files = {}
os.mkdir("/f/companion")
os.mkdir("/f/companion/ui")
with open("/f/settings.dat", "wb") as f:
    f.write(b"kept")
for i in range(24):
    path = "/f/companion/%sm%d.mpy" % ("ui/" if i % 3 else "", i)
    body = bytes([i]) * (40 + 97 * i)  # inline in the folder's log, and in blocks of their own
    with open(path, "wb") as f:
        f.write(body)
    files[path] = body


def lookups():
    before = ram.read
    for path in files:
        os.stat(path)
    return ram.read - before


long_log = lookups()
done = compact_tree("/f/companion", lambda: dev.erases)
short_log = lookups()
for path, body in files.items():
    with open(path, "rb") as f:
        assert f.read() == body, path
with open("/f/settings.dat", "rb") as f:
    assert f.read() == b"kept"
names = sorted(os.listdir("/f"))
print("compacted", done, "read", long_log, short_log, names, len(os.listdir("/f/companion")))
"""


def test_the_firmware_folders_logs_are_compacted_and_their_files_kept():
    code = COMPACT.partition('\nif __name__ == "__main__":')[0] + _SCRIPT
    res = runtime.run_micropython(code, heap="4m", timeout=300)
    assert res.returncode == 0, res.stdout + res.stderr
    words = res.stdout.split()
    assert words[:2] == ["compacted", "2"]  # companion/ui and companion
    long_log, short_log = int(words[3]), int(words[4])
    # a lookup through a compacted folder reads (and checks) its entries, not every commit made in it
    assert short_log * 10 < long_log * 6, res.stdout  # here about half (the root's reads are in both)
    assert res.stdout.split(" ", 5)[5].strip() == "['companion', 'settings.dat'] 9"  # no pad file left


def test_off_a_pico_it_does_nothing():
    res = runtime.run_micropython(COMPACT, heap="1m", timeout=60)
    assert res.returncode == 0, res.stderr
    assert res.stdout.strip() == "flashcompact: not a Pico's MicroPython: nothing compacted"
