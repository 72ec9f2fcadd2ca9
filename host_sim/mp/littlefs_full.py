# A full flash on the real littlefs (MicroPython's os.VfsLfs2 over a small RAM block device, 4 KB blocks as
# on a Pico): a filler file leaves little room, a game is played until a press finds no free block. The
# device must say "flash full", keep the last acknowledged state (or the press's, if its record was stored),
# leave nothing half-written, and save again once the filler is gone.
import os
import sys

from companion.boards.virtual import VirtualBoard
from companion.ui.app import App

_BLOCK = 4096
_BLOCKS = 24
MOUNT = "/full"
try:
    PRESSES  # noqa: B018  (the pytest tier passes the game in)
except NameError:
    PRESSES = ["ok", "roll"] * 40
try:
    LEAVE_KB  # noqa: B018
except NameError:
    LEAVE_KB = 6  # room left for the device: a block and a half


class Flash:
    def __init__(self, data):
        self.data = data

    def readblocks(self, block, buf, off=0):
        a = block * _BLOCK + off
        buf[:] = self.data[a : a + len(buf)]

    def writeblocks(self, block, buf, off=0):
        a = block * _BLOCK + off
        self.data[a : a + len(buf)] = buf

    def ioctl(self, op, arg):
        if op == 4:
            return _BLOCKS
        if op == 5:
            return _BLOCK
        if op == 6:
            a = arg * _BLOCK
            self.data[a : a + _BLOCK] = b"\xff" * _BLOCK
        return 0


image = bytearray(b"\xff" * (_BLOCK * _BLOCKS))
os.VfsLfs2.mkfs(Flash(image), progsize=256)
os.mount(os.VfsLfs2(Flash(image), progsize=256), MOUNT)
failures = 0


def fail(what):
    global failures
    failures += 1
    print("FAIL", what)


def power_up():
    os.umount(MOUNT)
    os.mount(os.VfsLfs2(Flash(image), progsize=256), MOUNT)
    return App(VirtualBoard(MOUNT, 7))


app = App(VirtualBoard(MOUNT, 7))
for name in ("down", "down", "down", "down", "down", "down", "ok", "ok"):  # Course de sorcieres, 2 players
    app.press(name)
    app.step()
app = power_up()  # the game starts after a restart, as on a Pico
# the filler takes all but a few blocks
room = 0  # KB the filler could take
try:
    with open(MOUNT + "/filler", "wb") as f:
        while True:
            f.write(b"\x00" * 1024)
            f.flush()
            room += 1
except OSError:
    pass
os.remove(MOUNT + "/filler")
with open(MOUNT + "/filler", "wb") as f:
    f.write(b"\x00" * (1024 * (room - LEAVE_KB)))
full_at = None
acked = app.state_text()
for k, name in enumerate(PRESSES):
    before = acked
    app.press(name)
    app.step()
    if app.error is not None:
        if not app.error.startswith("flash full: "):
            fail("press %d: %s" % (k, app.error))
        full_at = k
        break
    acked = app.state_text()
if full_at is None:
    fail("the flash never filled up")
else:
    shown = app.screens[-1]
    if getattr(shown, "title", None) != "Flash full":
        fail("no Flash full screen: %r" % getattr(shown, "title", None))
    left = [n for n in os.listdir(MOUNT) if n.endswith(".new")]
    if left:
        fail("half-written files left: %r" % left)
    now = app.state_text()  # what the device came back to: the flash's
    if now not in (before, power_up().state_text()) or power_up().state_text() != now:
        fail("the state after a full flash is not the stored one")
    stored = now
    if stored != before:
        print("the press's record was stored (its checkpoint found no room)")
    # room again: the filler goes, and saving resumes
    os.remove(MOUNT + "/filler")
    app = power_up()
    if app.state_text() != stored:
        fail("power-up after freeing room lost the stored state")
    for name in PRESSES[full_at : full_at + 6]:
        app.press(name)
        app.step()
        if app.error is not None:
            fail("still failing with room: %s" % app.error)
    if power_up().state_text() != app.state_text():
        fail("presses after freeing room were not stored")
print("full at press %s failures %d" % (full_at, failures))
if failures:
    sys.exit(1)
