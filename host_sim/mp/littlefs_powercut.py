# Power cuts on the real littlefs (MicroPython's os.VfsLfs2, configured as on a Pico): a cut at any block
# operation of any press, clean or tearing that operation in half, then a second cut during the recovery or
# during the next press, always powers up on the last acknowledged state or the next, and saves again.
import hashlib
import os
import sys

from companion.boards.virtual import VirtualBoard
from companion.storage import export
from companion.ui.app import App

_BLOCK = 4096
_BLOCKS = 64
_PROG = 256  # the rp2 port mounts its flash with progsize=256
MOUNT = "/flash"
try:
    PRESSES  # noqa: B018  (the pytest tier passes a longer game in)
except NameError:
    # Course de sorcieres: start, rolls, a choice, an undo, settings, a new game
    PRESSES = ["down"] * 6 + ["ok", "ok", "roll", "ok", "roll", "ok", "roll", "back:long", "back"]
    PRESSES += ["down", "down", "ok", "ok", "down", "ok", "back", "back"]
    PRESSES += ["down", "down", "down", "ok", "down", "ok"]

try:
    CUT_FROM  # noqa: B018  (presses before it are played, not cut: the pytest tier's game to its end)
except NameError:
    CUT_FROM = 0


def seen(app):
    """The game's state line and the play log's plays (their ids and numbers): a cut keeps both as before
    the press or both as after it, never a play lost or doubled, never a damaged log."""
    kept, bad = export.read(MOUNT)
    return app.state_text() + " plays %r damaged %d" % ([(p["id"], p["n"]) for p in kept], bad)


class RecordingFlash:
    """RAM block device (littlefs extended interface) that can log its writes and erases."""

    def __init__(self, data):
        self.data = data
        self.log = None  # when a list: (byte address, bytes written, or None for an erase)
        self.erases = 0

    def readblocks(self, block, buf, off=0):
        a = block * _BLOCK + off
        buf[:] = self.data[a : a + len(buf)]

    def writeblocks(self, block, buf, off=0):
        a = block * _BLOCK + off
        if self.log is not None:
            self.log.append((a, bytes(buf)))
        self.data[a : a + len(buf)] = buf

    def ioctl(self, op, arg):
        if op == 4:
            return _BLOCKS
        if op == 5:
            return _BLOCK
        if op == 6:
            a = arg * _BLOCK
            if self.log is not None:
                self.log.append((a, None))
            self.erases += 1
            self.data[a : a + _BLOCK] = b"\xff" * _BLOCK
        return 0


def cut_image(before, log, n, torn):
    """The flash after the first ``n`` operations of ``log``, the next one torn in half when ``torn``."""
    image = bytearray(before)
    for k in range(n + (1 if torn else 0)):
        a, data = log[k]
        if data is None:
            data = b"\xff" * _BLOCK
        if k == n:
            data = data[: len(data) // 2]
        image[a : a + len(data)] = data
    return image


flash = None


def mount(image):
    """Power up over ``image``: a fresh block device and littlefs instance."""
    global flash
    try:
        os.umount(MOUNT)
    except OSError:
        pass
    flash = RecordingFlash(image)
    os.mount(os.VfsLfs2(flash, progsize=_PROG), MOUNT)


def power_up(image, log=None):
    mount(image)
    flash.log = log
    app = App(VirtualBoard(MOUNT, 7))
    flash.log = None
    return app


def press(app, name):
    button, _, mod = name.partition(":")
    app.press(button, mod == "long")
    app.step()  # the idle moment after it, when a due checkpoint is written


def logged_press(image, name):
    """(flash before, operations, state after) of ``name`` on a device powered up at ``image``."""
    app = power_up(bytearray(image))
    before = bytes(flash.data)
    flash.log = []
    press(app, name)
    log = flash.log
    flash.log = None
    return before, log, seen(app)


def check(what, got, allowed):
    global failures
    if got not in allowed:
        failures += 1
        print(what, "-> neither the acknowledged state nor the next")
        return False
    names = os.listdir(MOUNT)
    if "game" in names:
        names += os.listdir(MOUNT + "/game")
    bad = [name for name in names if name.endswith(".bad")]
    if bad:  # a cut is no damage: nothing may be set aside, no "Recovered" screen
        failures += 1
        print(what, "-> a cut taken for damage:", bad)
        return False
    return True


def judge(where, cut, allowed, next_press):
    """A power-up on the flash ``cut`` left: it comes up on an ``allowed`` state; its recovery's own writes
    cut (cleanly and torn) come up on the state it found; and, with ``next_press``, every cut of the next
    press after it comes up on that state or the next."""
    global points
    points += 1
    # the recovery itself may write (finish a rename, start a clean journal): cut it too
    rec_log = []
    survivor = power_up(bytearray(cut), rec_log)
    recovered = bytes(flash.data)
    got = seen(survivor)
    if not check(where, got, allowed):
        return
    for m in range(len(rec_log)):
        for torn2 in (False, True):
            points += 1
            again = seen(power_up(cut_image(cut, rec_log, m, torn2)))
            check(where + " then recovery cut %d" % m, again, (got,))
    if not next_press:
        return
    # a second cut, in the next press after the recovery
    b2, log2, after2 = logged_press(recovered, "roll")
    for m in range(len(log2) + 1):
        points += 1
        again = seen(power_up(cut_image(b2, log2, m, False)))
        check(where + " then next-press cut %d" % m, again, (got, after2))


def once(judged, where, cut, allowed, next_press):
    """judge() each flash image once: cuts of one operation often leave the same bytes (a torn write of
    what was there, an erase of an erased block), and a power-up on the same bytes runs the same way, so
    a twin counts the points and failures of the image it repeats, judged under the same allowed states."""
    global points, failures
    key = hashlib.sha256(cut).digest()
    if key in judged:
        twin, p, f = judged[key]
        points += p
        failures += f
        if f:
            print(where, "-> as", twin)
        return
    p, f = points, failures
    judge(where, cut, allowed, next_press)
    judged[key] = (where, points - p, failures - f)


live = bytearray(b"\xff" * (_BLOCK * _BLOCKS))
os.VfsLfs2.mkfs(RecordingFlash(live), progsize=_PROG)
app = power_up(live)
try:
    BEFORE  # noqa: B018  (plays logged before the game, by the pytest tier: the game's end merges them)
except NameError:
    BEFORE = 0
for k in range(1, BEFORE + 1):
    from companion.storage import plays

    plays.append(MOUNT, b"P", [[k, k], "roma", "x" * 150])
points = 0
failures = 0
erases = 0
saving_presses = 0
rotations = 0  # presses whose saving wrote a checkpoint: the previous generation kept, renames cut too
for k, name in enumerate(PRESSES):
    mount(live)  # the uncut device's own flash (the app reopens its files at every save)
    state_before = seen(app)
    image_before = bytes(live)
    flash.log = []
    e0 = flash.erases
    seq = app.game_seq
    press(app, name)
    rotations += app.game_seq != seq
    log = flash.log
    flash.log = None
    erases += flash.erases - e0
    if log:
        saving_presses += 1
    state_after = seen(app)
    if k < CUT_FROM:
        continue
    judged = {}
    for torn in (False, True):
        for n in range(len(log) if torn else len(log) + 1):
            where = "press %d %s cut %d/%d%s" % (k, name, n, len(log), " torn" if torn else "")
            once(judged, where, cut_image(image_before, log, n, torn), (state_before, state_after), True)
    if seen(power_up(bytearray(live))) != state_after:
        failures += 1
        print("press", k, "uncut state not found at power-up")
try:
    LEGACY  # noqa: B018  (the pytest tier: the flash a firmware before left, the game's files at the root)
except NameError:
    LEGACY = False
if LEGACY:
    # the game's files put back where a firmware before kept them; every operation of the power-up that moves
    # them into game/ is cut, cleanly and torn, then the recovery after that cut too: the same game each time
    want = seen(power_up(bytearray(live)))
    mount(live)
    for name in os.listdir(MOUNT + "/game"):
        os.rename(MOUNT + "/game/" + name, MOUNT + "/" + name)
    os.rmdir(MOUNT + "/game")
    old = bytes(live)
    log = []
    check("legacy uncut", seen(power_up(bytearray(old), log)), (want,))
    if [name for name in os.listdir(MOUNT) if name.startswith("game.")]:
        failures += 1
        print("legacy: the root's game files left after the power-up")
    judged = {}
    for torn in (False, True):
        for n in range(len(log) if torn else len(log) + 1):
            where = "legacy power-up cut %d/%d%s" % (n, len(log), " torn" if torn else "")
            once(judged, where, cut_image(old, log, n, torn), (want,), False)
print("plays %s" % seen(app).rpartition(" plays ")[2])
print("checkpoints %d" % rotations)
print("saving presses %d block erases %d" % (saving_presses, erases))
print("presses %d cut points %d failures %d" % (len(PRESSES), points, failures))
if failures:
    sys.exit(1)
