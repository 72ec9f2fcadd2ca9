# The flash's folders as MicroPython's imports see them: each listed once, a module found by a lookup in RAM.

import os
import sys

_MOUNT = "/fw"  # where the listed file system is mounted: sys.path's entries for the flash go through it
_ENOENT = 2
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
    mods["typing"] = None  # an import of it raises ImportError


class ListedFlash:
    """A read-only file system over the flash for imports only. MicroPython looks a module up four times (a
    folder? a .py? a .mpy? then opens it), and littlefs walks every path from the root, reading and checking
    each folder's log on the way: on a Pico that was most of the power-up. Here what a folder holds is read
    once (the firmware's files change only when it is flashed, with the app stopped), so a module costs one
    littlefs open.

    :param root: the flash's mount point ("" for /)
    """

    def __init__(self, root=""):
        self.root = root
        self.listed = {}  # folder -> {name: st_mode}

    def mount(self, readonly, mkfs):
        pass

    def umount(self):
        pass

    def _names(self, folder):
        names = self.listed.get(folder)
        if names is None:
            names = {}
            try:
                for entry in os.ilistdir(self.root + folder if folder else self.root or "/"):
                    names[entry[0]] = entry[1]
            except OSError:  # no such folder: nothing in it
                pass
            self.listed[folder] = names
        return names

    def stat(self, path):
        """:return: os.stat's 10 items (only the mode is meaningful); raises OSError if it is not there"""
        folder, _, name = path.rpartition("/")
        mode = self._names(folder).get(name)
        if mode is None:
            raise OSError(_ENOENT)
        return (mode, 0, 0, 0, 0, 0, 0, 0, 0, 0)

    def open(self, path, mode):
        return open(self.root + path, mode)


def use():
    """Mount the listed flash and put it in sys.path in place of the flash's own entries ("" and /lib);
    :return: the sys.path to put back (see unuse), or None where this cannot work"""
    import vfs

    try:
        vfs.mount(ListedFlash(), _MOUNT)
    except OSError:  # mounted already
        return None
    was = list(sys.path)
    here = os.getcwd().rstrip("/")  # "" and relative paths are the current folder's: / on a Pico
    sys.path[:] = [_MOUNT + (p if p[:1] == "/" else here) if p == "" or p[0] == "/" else p for p in was]
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
