# Power-up: the firmware's modules found quickly (the flash listed once, the modules' pack), the board (rp2
# under MicroPython, circuitpy under CircuitPython) and the companion run on it. (main.py calls main(); kept
# here as .mpy, since main.py is compiled from source at every power-up; the listing is here and not in a
# module of its own, whose import alone took 7 littlefs lookups from the root, 30 ms of a Pico's power-up.)

import sys

try:
    from micropython import const
except ImportError:  # CPython

    def const(x):  # type: ignore[misc]  # the stubs' const is generic, this CPython stand-in is not
        return x


_BACK = 8  # bit 3 of Board.buttons(): held at power-up, the app is not started (safe mode)

_MOUNT = "/fw"  # where the listed file system is mounted: sys.path's entries for the flash go through it
_ENOENT = 2
_FILE = 0x8000  # os.stat's modes
_FOLDER = 0x4000
_PACKED = "/companion"  # what the pack holds (host_sim/flashpack.py)
_PACK = "/modules.pack"
_MAGIC = b"companion modules 1\n"
_LARGEST = const(32768)  # bytes: no index or module of ours is this large (a foreign pack's is not read)
# MicroPython's built-in modules that a file on the flash may extend: the firmware's imports of them
_EXTENSIBLE = ("os", "time", "json", "io", "binascii", "machine")


def find_builtins_once():
    """MicroPython looks for os.py, json.py, ... on the flash at every import of a built-in module a file may
    extend (they are never put in sys.modules): each time 9 littlefs directory lookups. Their built-ins go
    into sys.modules now (the u-prefixed name imports the built-in without a search), and typing, which
    only type checkers have, is marked missing there as CPython does, so that every later import finds it
    at once (on a Pico, a seventh of the power-up)."""
    mods = sys.modules
    for name in _EXTENSIBLE:
        if name not in mods:
            try:
                mods[name] = __import__("u" + name)
            except ImportError:  # a port without it
                pass
    mods["typing"] = None  # type: ignore[assignment]  # an import of it raises ImportError


class ListedFlash:
    """A read-only file system over the flash for imports only. MicroPython looks a module up four times (a
    folder? a .py? a .mpy? then opens it), and littlefs walks every path from the root, reading and checking
    each folder's log on the way: on a Pico that was most of the power-up. Here what a folder holds is read
    once (the firmware's files change only when it is flashed, with the app stopped), so a module costs one
    littlefs open; and where flash.sh left a pack of the modules (host_sim/flashpack.py), none: they are
    read from it.

    :param root: the flash's mount point ("" for /)
    :param here: the folder the firmware is in, below root ("" for the flash's root)
    """

    def __init__(self, root="", here=""):
        self.root = root
        self.listed = {}  # folder -> {name: st_mode}
        # the modules' pack (host_sim/flashpack.py), open while this is mounted: what is under
        # <here>/companion is read from it, one littlefs open for all (a quarter of a Pico's power-up)
        self.pack = None
        # where a packed module is read, then handed to MicroPython's import as a stream
        self.buffer = bytearray()
        # a packed folder's path -> its lines of the index, "\n NAME OFFSET SIZE" a module (bytes: no str
        # made in a lookup, each of which MicroPython would look for among the names it interned)
        self.folders = {}
        self.packed = here + _PACKED
        try:
            self._open_pack(here)
        except (OSError, ValueError):  # no pack, or not one this reads: a module is a file of its own
            self.umount()

    def _open_pack(self, here):
        f = self.pack = open(self.root + self.packed + _PACK, "rb")
        if f.readline() != _MAGIC:
            raise ValueError("not a pack")
        size = int(f.readline())
        if not 0 < size <= _LARGEST:
            raise ValueError("not a pack")
        index = b"\n" + f.read(size)
        last = index.rfind(b" ", 0, -1)
        end = int(index[index.rfind(b" ", 0, last) + 1 : last]) + int(index[last + 1 : -1])
        if f.seek(0, 2) != end:  # cut short (a copy a power cut stopped): not used
            raise ValueError("pack cut short")
        at = index.find(b"\n/")
        while at >= 0:  # a folder's line, then its modules' up to the next folder's
            line = index.find(b"\n", at + 1)
            after = index.find(b"\n/", line)
            # the pack's paths are from the flash's root; the firmware's folder (a host's, in a test) first
            self.folders[here.encode() + index[at + 1 : line]] = index[
                line : after + 1 if after > 0 else len(index)
            ]
            at = after

    def _in_pack(self, path):
        """:param path: bytes; :return: (offset, size) of a packed module, or None"""
        folder, _, name = path.rpartition(b"/")
        lines = self.folders.get(folder)
        if lines is None:
            return None
        key = b"\n " + name + b" "
        at = lines.find(key)
        if at < 0:
            return None
        at += len(key)
        size = lines.find(b" ", at)
        return int(lines[at:size]), int(lines[size + 1 : lines.find(b"\n", size)])

    def mount(self, readonly, mkfs):
        pass

    def umount(self):
        if self.pack is not None:
            self.pack.close()
        self.pack = None
        self.folders = {}
        self.buffer = bytearray()

    def _names(self, folder):
        names = self.listed.get(folder)
        if names is None:
            names = {}
            import os  # in sys.modules (find_builtins_once): no search on the flash for os.py

            try:
                for entry in os.ilistdir(self.root + folder if folder else self.root or "/"):
                    names[entry[0]] = entry[1]
            except OSError:  # no such folder: nothing in it
                pass
            self.listed[folder] = names
        return names

    def stat(self, path):
        """:return: os.stat's 10 items (only the mode is meaningful); raises OSError if it is not there"""
        if self.pack is not None and path.startswith(self.packed):  # the pack holds all there is
            key = path.encode()
            mode = _FOLDER if key in self.folders else None
            if mode is None and path.endswith(".mpy") and self._in_pack(key) is not None:
                mode = _FILE
        else:
            folder, _, name = path.rpartition("/")
            mode = self._names(folder).get(name)
        if mode is None:
            raise OSError(_ENOENT)
        return (mode, 0, 0, 0, 0, 0, 0, 0, 0, 0)

    def open(self, path, mode):
        pack = self.pack
        found = self._in_pack(path.encode()) if pack is not None and path.startswith(self.packed) else None
        if pack is not None and found is not None and found[1] <= _LARGEST:
            from io import BytesIO  # a built-in in sys.modules (find_builtins_once): found without a search

            size = found[1]
            if len(self.buffer) < size:  # one buffer for every module read: half the garbage of a power-up
                self.buffer = bytearray(size)
            view = memoryview(self.buffer)[:size]
            pack.seek(found[0])
            pack.readinto(view)
            return BytesIO(view)
        return open(self.root + path, mode)


def use():
    """Mount the listed flash and put it in sys.path in place of the flash's own entries ("" and /lib), after
    the others (the modules frozen into MicroPython: never on the flash) and with the flash's root last: the
    firmware's package is found there in the pack, a driver in /lib, and the root, whose log holds the saved
    game, is never listed (on a Pico, a neopixel or ssd1306 import read through it: 5 ms of a power-up).
    :return: the sys.path to put back (see unuse), or None where this cannot work"""
    import os

    import vfs

    here = os.getcwd().rstrip("/")  # "" and relative paths are the current folder's: / on a Pico
    try:
        vfs.mount(ListedFlash("", here), _MOUNT)
    except OSError:  # mounted already
        return None
    was = list(sys.path)
    root = _MOUNT + here
    flash = [_MOUNT + (p if p[:1] == "/" else here) for p in was if p == "" or p[0] == "/"]
    sys.path[:] = [p for p in was if p != "" and p[0] != "/"] + [p for p in flash if p != root] + [root]
    for mod in sys.modules.values():  # the packages imported already (this one's): their modules too
        path = getattr(mod, "__path__", None)
        if path is not None and not path.startswith(_MOUNT):
            mod.__path__ = _MOUNT + (path if path[0] == "/" else here + "/" + path)
    return was


def unuse(was):
    """Back to the flash's own entries in sys.path: the REPL imports what is copied to the flash after this.

    :param was: what use() returned"""
    import vfs

    if was is not None:
        sys.path[:] = was
        vfs.umount(_MOUNT)


def make_board():
    """:return: the board for the firmware this runs on"""
    if sys.implementation.name == "circuitpython":
        mod = __import__("companion.boards.circuitpy", None, None, ["CircuitPyBoard"])
        return mod.CircuitPyBoard()
    from companion.boards.rp2 import Rp2Board

    return Rp2Board()


def _print_exception(e):
    pe = getattr(sys, "print_exception", None)  # MicroPython; CircuitPython has traceback instead
    if pe is not None:
        pe(e)
    else:
        __import__("traceback").print_exception(e)


def list_flash():
    """MicroPython: the built-ins and the firmware's modules found without littlefs lookups (ListedFlash);
    :return: what unlist_flash needs"""
    if sys.implementation.name != "micropython":
        return None
    find_builtins_once()
    return use()


def unlist_flash(was):
    if was is not None:
        unuse(was)


def main() -> None:
    """Start the app; a missing display, safe mode or Ctrl-C ends at the REPL with a clear message."""
    was = list_flash()
    try:
        run(make_board())
    finally:  # at the REPL, an import finds what is copied to the flash from now on
        unlist_flash(was)


def run(board):
    if board.fault:
        board.halt()
        return
    if board.buttons() & _BACK:
        print("companion: BACK held at power-up, safe mode: the app is not started")
        return
    try:
        from companion.ui.app import App

        app = App(board)
    except Exception as e:  # the device cannot start: show why, on the LEDs and the REPL
        _print_exception(e)
        board.fault = "the app did not start: %r" % (e,)
        board.fault_code = 3
        board.halt()
        return
    try:
        app.run()
    except KeyboardInterrupt:
        board.stop_watchdog()
        board.tone(0)
        print("companion: stopped, the REPL is yours")
