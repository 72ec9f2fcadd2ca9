# The firmware's modules packed into one file (flash.sh copies it beside them): read at power-up through one
# littlefs open instead of one open per module.
#
# littlefs finds a file by walking its path from the root, reading and checking the whole log of every
# folder on the way; on an emulated Pico the firmware's ~20 opens and folder listings were a quarter of a
# power-up. companion/start.py (ListedFlash) reads the modules from the pack when there is one.
#
# The pack: a first line ``MAGIC``, a second line the index's length in bytes, the index, then the modules'
# bytes. The index names each folder on a line ("/companion/ui"), its modules on the lines after it, each
# " NAME OFFSET SIZE" (offsets from the pack's start): the firmware finds a module by searching its folder's
# lines only.
#
# usage: python -m host_sim.flashpack FOLDER  (FOLDER holds companion/; writes FOLDER/companion/modules.pack)

import os
import sys

MAGIC = b"companion modules 1"  # companion/start.py checks it
NAME = "modules.pack"  # in the companion folder: flash.sh replaces that folder whole, the pack with it


def modules(root):
    """:return: [(path on the flash, host file)] of the .mpy files under root/companion, folder by folder"""
    found = []
    base = os.path.join(root, "companion")
    for folder, dirs, files in os.walk(base):
        dirs.sort()
        for name in sorted(files):
            if name.endswith(".mpy"):
                host = os.path.join(folder, name)
                found.append(("/" + os.path.relpath(host, root).replace(os.sep, "/"), host))
    return sorted(found, key=lambda entry: (entry[0].rpartition("/")[0], entry[0]))


def pack(root):
    """:return: the pack's bytes for the modules under root/companion"""
    found = modules(root)
    bodies = []
    for _, host in found:
        with open(host, "rb") as f:
            bodies.append(f.read())
    folders = set()
    for path, _ in found:
        folder = path.rpartition("/")[0]
        while folder:  # with the folders above it: each is a package the imports look for
            folders.add(folder)
            folder = folder.rpartition("/")[0]

    def index(start):
        lines = []
        off = start
        for folder in sorted(folders):
            lines.append(b"%s\n" % folder.encode())
            for (path, _), body in zip(found, bodies):
                if path.rpartition("/")[0] == folder:
                    lines.append(b" %s %d %d\n" % (path.rpartition("/")[2].encode(), off, len(body)))
                    off += len(body)
        return b"".join(lines)

    # the offsets count the header, whose length line counts the index: a fixed point in a few rounds
    start = 0
    while True:
        lines = index(start)
        head = MAGIC + b"\n%d\n" % len(lines)
        if len(head) + len(lines) == start:
            return head + lines + b"".join(bodies)
        start = len(head) + len(lines)


def write(root):
    """Write root/companion/modules.pack; :return: its path"""
    out = os.path.join(root, "companion", NAME)
    data = pack(root)
    with open(out, "wb") as f:
        f.write(data)
    return out


if __name__ == "__main__":
    if len(sys.argv) != 2 or not os.path.isdir(os.path.join(sys.argv[1], "companion")):
        raise SystemExit("usage: python -m host_sim.flashpack FOLDER (a folder holding companion/)")
    print("flashpack: %s" % write(sys.argv[1]))
