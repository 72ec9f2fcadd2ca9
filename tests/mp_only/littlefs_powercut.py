# Power cuts on the real littlefs (MicroPython's os.VfsLfs2): after a cut at any block operation the
# device powers up on the old state or the new one, never a lost or corrupt one, and saves again.
import os
import sys

from companion.boards.virtual import VirtualBoard
from companion.ui.app import App

_BLOCK = 4096
_BLOCKS = 32
MOUNT = "/flash"


class PowerCut(BaseException):
    pass


CUT = PowerCut()  # raised from the block device: made in advance, since the heap may be locked there


class CuttableFlash:
    """RAM block device (littlefs extended interface) that loses power after ``budget`` writes/erases.

    With ``torn`` set, the write that meets the cut lands only its first half. After the cut the device
    is dead: whatever the old file system objects still try (a file closed while unwinding, a finalizer)
    never reaches the flash, as on a board without power. Nothing here allocates.
    """

    def __init__(self, data):
        self.data = data
        self.budget = -1
        self.torn = False
        self.ops = 0
        self.dead = False

    def readblocks(self, block, buf, off=0):
        a = block * _BLOCK + off
        n = len(buf)
        i = 0
        while i < n:
            buf[i] = self.data[a + i]
            i += 1

    def _spend(self):
        if self.dead:
            raise CUT
        self.ops += 1
        if self.budget >= 0:
            if self.budget == 0:
                self.dead = True
                return True
            self.budget -= 1
        return False

    def writeblocks(self, block, buf, off=0):
        a = block * _BLOCK + off
        n = len(buf)
        if self._spend():
            if self.torn:
                n //= 2
            else:
                n = 0
            i = 0
            while i < n:
                self.data[a + i] = buf[i]
                i += 1
            raise CUT
        i = 0
        while i < n:
            self.data[a + i] = buf[i]
            i += 1

    def ioctl(self, op, arg):
        if op == 4:
            return _BLOCKS
        if op == 5:
            return _BLOCK
        if op == 6:
            if self._spend():
                raise CUT
            a = arg * _BLOCK
            i = 0
            while i < _BLOCK:
                self.data[a + i] = 0xFF
                i += 1
            return 0
        return 0


flash = CuttableFlash(bytearray(_BLOCK * _BLOCKS))


def mount():
    """Power up the flash: a fresh block device and littlefs instance over the same bytes."""
    global flash
    try:
        os.umount(MOUNT)
    except BaseException:  # the old instance may be the one that lost power
        pass
    flash = CuttableFlash(flash.data)
    os.mount(os.VfsLfs2(flash), MOUNT)


def power_up():
    mount()
    return App(VirtualBoard(MOUNT, 7))


os.VfsLfs2.mkfs(flash)
blank = bytes(flash.data)
# a short game of Course de sorcieres, then a settings change and undo: every press saves
presses = ["down"] * 6 + [
    "ok",
    "ok",
    "roll",
    "ok",
    "roll",
    "ok",
    "roll",
    "back:long",
    "back",
    "down",
    "down",
    "ok",
]
app = power_up()
points = 0
failures = 0
for k, press in enumerate(presses):
    before = app.state_text()
    name, _, mod = press.partition(":")
    # the uncut run gives the state after this press
    flash.ops = 0
    app.press(name, mod == "long")
    after = app.state_text()
    ops = flash.ops
    good = bytes(flash.data)
    for torn in (False, True):
        for n in range(ops):
            # the same device, brought to the same screen by the same presses, loses power in press k
            flash.data[:] = blank
            device = power_up()
            for earlier in presses[:k]:
                e_name, _, e_mod = earlier.partition(":")
                device.press(e_name, e_mod == "long")
            assert device.state_text() == before
            flash.budget = n
            flash.torn = torn
            try:
                device.press(name, mod == "long")
                raise AssertionError("press %d did not reach cut %d of %d" % (k, n, ops))
            except PowerCut:
                pass
            flash.budget = -1
            points += 1
            survivor = power_up()
            got = survivor.state_text()
            if got != before and got != after:
                failures += 1
                print("press", k, press, "cut", n, "torn" if torn else "clean", "-> neither old nor new")
                continue
            # the file system still works: one more save and power-up finds it
            survivor.save()
            if power_up().state_text() != got:
                failures += 1
                print("press", k, "cut", n, "-> the save after recovery was lost")
    flash.data[:] = good
    # the uncut run goes on with the same device (menus are not saved, so it is not powered up)
    if power_up().state_text() != after:
        failures += 1
        print("press", k, "uncut state not found at power-up")
    mount()
print("presses", len(presses), "cut points", points, "failures", failures)
if failures:
    sys.exit(1)
