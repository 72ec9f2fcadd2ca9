# Run on the board by flash.sh (MicroPython): the firmware folders' littlefs logs rewritten, entries only.
#
# littlefs keeps a folder as a log of commits, each padded to the flash's 256-byte page on a Pico; copying
# the firmware leaves a folder's log up to 3.9 KB long, and every lookup through the folder (each import at
# power-up) reads and checks all of it. littlefs rewrites a log as its live entries (compacts it, erasing
# the other block of the folder's pair) only when a commit finds it full, and MicroPython has no call for
# that: so a file is made and removed in each folder until an erase says the log was compacted. Measured
# on an emulated Pico: power-up to the first frame 21-23 ms sooner. Also imported by host_sim.storagebench
# (its flash images are laid out as flash.sh lays out a Pico's).

import os

_PAD = "/.compact"
_DIR = 0x4000
_ERASE = 6  # the block device ioctl littlefs calls to erase a block
_TRIES = 40  # 16 padded commits fill a 4 KB block: a compaction comes well before


class CountedFlash:
    """A block device that counts littlefs's erases, over the board's.

    :param dev: the flash's block device (rp2.Flash())
    """

    def __init__(self, dev):
        self.dev = dev
        self.erases = 0

    def readblocks(self, block, buf, off=0):
        return self.dev.readblocks(block, buf, off)

    def writeblocks(self, block, buf, off=0):
        return self.dev.writeblocks(block, buf, off)

    def ioctl(self, op, arg):
        if op == _ERASE:
            self.erases += 1
        return self.dev.ioctl(op, arg)


def compact(folder, erases):
    """Commit to ``folder`` until littlefs erases a block (its log compacted).

    :param erases: () -> the erases so far
    :return: True when it compacted
    """
    start = erases()
    for _ in range(_TRIES):
        with open(folder + _PAD, "wb"):
            pass
        os.remove(folder + _PAD)
        if erases() != start:
            return True
    return False


def compact_tree(folder, erases):
    """:return: the folders compacted, ``folder`` and those below it"""
    done = 0
    for entry in list(os.ilistdir(folder)):
        if entry[1] & _DIR:
            done += compact_tree(folder + "/" + entry[0], erases)
    return done + compact(folder, erases)


def main():
    try:
        import rp2
        import vfs
    except ImportError:
        print("flashcompact: not a Pico's MicroPython: nothing compacted")
        return
    vfs.umount("/")
    dev = CountedFlash(rp2.Flash())
    vfs.mount(vfs.VfsLfs2(dev, progsize=256), "/")
    try:
        done = 0
        for folder in ("/companion", "/lib"):
            try:
                done += compact_tree(folder, lambda: dev.erases)
            except OSError:  # no such folder
                pass
        print("flashcompact: %d folders compacted" % done)
    finally:
        vfs.umount("/")
        vfs.mount(vfs.VfsLfs2(rp2.Flash(), progsize=256), "/")


if __name__ == "__main__":
    main()
