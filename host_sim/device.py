"""The simulated device, run in this process (CPython) or in a micropython process, same protocol."""

import os
import random
import stat
import subprocess
import sys
import threading

from host_sim import runtime

_SERVE = """
from companion.boards.simlink import run_events
from companion.boards.virtual import VirtualBoard
def _lines():
    while True:
        line = sys.stdin.readline()
        if not line:
            return
        yield line
try:
    from companion.ui.app import App
    run_events(App(VirtualBoard(%r, %d, %d, lang=%r, soft_reset=True)), _lines(), sys.stdout)
except BaseException as e:
    sys.print_exception(e, sys.stderr)
    sys.exit(1)
"""


def _restart_line(line):
    """:return: (dice seed, ticks_ms) of a device's "R <seed> <ms>" line (simlink.run_events), else None"""
    if not line.startswith("R "):
        return None
    seed, ms = line[2:].split()
    return int(seed), int(ms)


class DeviceError(Exception):
    """The runtime under the device failed (e.g. out of heap): one line for the user."""


class Stopped(Exception):
    """The device can store nothing more (a full flash): the run ends, after its error line and the state
    line of what the flash holds (a "K " line: the runner acknowledges it only if it is news)."""


class _Out:
    """A file-like sink that hands each complete output line to a callback as soon as it is written."""

    def __init__(self, on_line):
        self.on_line = on_line
        self.parts = []

    def write(self, text):
        while "\n" in text:
            head, _, text = text.partition("\n")
            self.parts.append(head)
            line = "".join(self.parts)
            self.parts = []
            self.on_line(line)
        if text:
            self.parts.append(text)

    def flush(self):
        pass


class InProcessDevice:
    """The firmware app under this CPython."""

    def __init__(self, state_dir, seed, lang="en"):
        runtime.use_firmware()
        from companion.boards.simlink import run_events
        from companion.boards.virtual import START_MS, VirtualBoard
        from companion.ui.app import App

        self._run_events = run_events
        self._new = lambda seed, ms: App(VirtualBoard(state_dir, seed, ms, lang=lang, soft_reset=True))
        self.app = self._new(seed, START_MS)
        self.restarts = 0

    def stream(self, lines, on_line):
        """Handle each protocol line as it comes; ``on_line(output line)`` as soon as it is produced."""
        restart = []

        def device_line(line):
            r = _restart_line(line)
            if r is not None:
                restart.append(r)
            elif line == "X" and restart and restart[-1] is not None:
                restart.append("stop")  # a restart, then the end: the new device tells the flash's state
            elif line == "X":
                restart.append(None)
            elif restart and restart[-1] is None:  # the flash's state after a full flash: the end
                on_line("K" + line[1:])
                raise Stopped()
            elif not (restart and line.startswith("S ")):
                on_line(line)

        out = _Out(device_line)
        for line in lines:
            self._run_events(self.app, (line,), out)
            if restart and restart[-1] == "stop":
                self.app = self._new(*restart[-2])
                self.restarts += 1
                del restart[:]
                self._run_events(self.app, ("state",), _Out(lambda text: on_line("K" + text[1:])))
                raise Stopped()
            if restart:
                # the device powered up again: a new app on the same flash, as the micropython one is; the
                # event's state line is the new one's, what it read from the flash (after an error the old
                # one's RAM held no game; after a checkpoint there was no room for, it held its undo unsaved)
                self.app = self._new(*restart.pop())
                self.restarts += 1
                self._run_events(self.app, ("state",), out)

    def send(self, lines):
        """Interactive use: handle these lines now; return their output lines."""
        out = []
        self.stream(lines, out.append)
        return out

    def close(self):
        pass


class MicroPythonDevice:
    """The firmware app inside the MicroPython unix port, talking over pipes, one event at a time (its
    answer read before the next is written). A device that restarts (App.restart) is a new process on the
    same flash: MicroPython's heap, qstrs included, starts clean, as after a soft reset on a Pico."""

    def __init__(self, state_dir, seed, heap, lang="en"):
        runtime.use_firmware()
        from companion.boards.virtual import START_MS

        self._start = lambda seed, ms: subprocess.Popen(
            runtime.micropython_cmd(heap, _SERVE % (os.path.abspath(state_dir), seed, ms, lang)),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            bufsize=1,
        )
        self.proc = self._start(seed, START_MS)
        self.restarts = 0

    def stream(self, lines, on_line):
        """Handle each protocol line as it comes; ``on_line(output line)`` as soon as it is produced.

        :raises DeviceError: the runtime failed (after every answer it gave was handed on)
        :raises: what iterating ``lines`` raised (a bad events line), after the answers before it
        """
        try:
            for line in lines:
                self._event(line, on_line)
        finally:
            self.close()
        if self.proc.returncode != 0:
            raise DeviceError(_last_line(self.proc.stderr.read()))

    def _event(self, line, on_line):
        line = line.strip()
        if not line:
            return
        proc = self.proc
        try:
            proc.stdin.write(line + "\n")
            proc.stdin.flush()
        except BrokenPipeError:
            self._died()
        restart = None
        while True:
            reply = proc.stdout.readline()
            if not reply:
                self._died()
            reply = reply.rstrip("\n")
            r = _restart_line(reply)
            if r is not None:
                restart = r
                continue
            if reply == "X":  # a full flash: the state line of what the flash holds, and the end
                if restart is not None:  # told by a new device on the flash: RAM held no game any more
                    self.close()
                    if proc.returncode != 0:
                        raise DeviceError(_last_line(proc.stderr.read()))
                    self.proc = self._start(*restart)
                    self.restarts += 1
                    self._event("state", lambda text: on_line("K" + text[1:]))
                    raise Stopped()
                on_line("K" + proc.stdout.readline().rstrip("\n")[1:])
                raise Stopped()
            if not reply.startswith("E "):  # an error line comes before its event's state line
                if not restart:  # after a restart, the new device tells the state (below)
                    on_line(reply)
                break
            on_line(reply)
        if restart is not None:
            self.close()
            if proc.returncode != 0:
                raise DeviceError(_last_line(proc.stderr.read()))
            self.proc = self._start(*restart)
            self.restarts += 1
            self._event("state", on_line)

    def send(self, lines):
        """Interactive use: handle these lines now (the device keeps running); return their output lines."""
        out = []
        for line in lines:
            self._event(line, out.append)
        return out

    def _died(self):
        try:
            self.proc.stdin.close()
        except BrokenPipeError:
            pass
        err = self.proc.stderr.read()
        self.proc.wait()
        raise DeviceError(_last_line(err))

    def close(self):
        if self.proc.poll() is None:
            try:
                self.proc.stdin.close()
            except BrokenPipeError:
                pass
            self.proc.wait(timeout=60)


def _last_line(err):
    lines = [x for x in err.strip().splitlines() if x.strip()]
    return "micropython runtime failed: " + (lines[-1] if lines else "no output")


# the device's files (docs/STORAGE.md), and what it writes beside them
_FILES = (
    "settings.dat",
    "game.ckp",
    "game.log",
    "game.ckp.old",
    "game.log.old",
    "game/game.ckp",
    "game/game.log",
    "game/game.ckp.old",
    "game/game.log.old",
    "plays.log",
    "plays.old",
    "plays/plays.log",
    "plays/plays.old",
    "plays/recent.log",
)
_BESIDE = ("", ".new", ".bad")


def _utf8(path):
    try:
        path.encode("utf-8")
    except UnicodeEncodeError:
        raise ValueError("--state-dir: %r is not UTF-8 (the device's paths are)" % path) from None


def check_files(path):
    """--state-dir's files are the device's own: a name the device uses must be a regular file there (or
    absent), never a symlink (the device would write where it points, outside the directory) or a
    directory; and the path must be UTF-8, as the MicroPython runtime is handed it (both runtimes alike).

    :raises ValueError: naming the option and the file
    """
    _utf8(path)
    for name, what in (("plays", "plays"), ("game", "the game")):  # the device's directories, or nothing
        sub = os.path.join(path, name)
        if os.path.islink(sub) or os.path.lexists(sub) and not os.path.isdir(sub):
            raise ValueError("--state-dir: %s is not the device's directory of %s" % (sub, what))
    for name in _FILES:
        for tail in _BESIDE:
            full = os.path.join(path, name + tail)
            try:
                mode = os.lstat(full).st_mode
            except OSError:
                continue
            if stat.S_ISLNK(mode):
                raise ValueError("--state-dir: %s is a symlink, not a file of the device's" % full)
            if not stat.S_ISREG(mode):
                what = "a directory" if stat.S_ISDIR(mode) else "not a regular file"
                raise ValueError("--state-dir: %s is %s, not a file of the device's" % (full, what))


def flash_dir(path):
    """--state-dir: a directory (made when missing), never a file, holding the device's files only as
    regular files (check_files)."""
    _utf8(path)
    if os.path.exists(path) and not os.path.isdir(path):
        raise ValueError("--state-dir: %s is not a directory" % path)
    try:
        os.makedirs(path, exist_ok=True)
    except OSError as e:
        raise ValueError("--state-dir: cannot make %s: %s" % (path, e.strerror))
    check_files(path)
    return path


def open_device(state_dir, seed, runtime_name="cpython", heap=runtime.DEFAULT_HEAP, lang="en"):
    """:param seed: None for a random one, as a device without --seed would do
    :param lang: the language of a fresh device (a device with saved settings keeps its own)
    """
    if seed is None:
        seed = random.SystemRandom().randrange(1 << 31)
    os.makedirs(state_dir, exist_ok=True)  # a fresh device writes its language at once
    if runtime_name == "cpython":
        return InProcessDevice(state_dir, seed, lang)
    return MicroPythonDevice(state_dir, seed, heap, lang)


def run_events(state_dir, seed, lines, runtime_name="cpython", heap=runtime.DEFAULT_HEAP, lang="en"):
    """Run protocol lines to the end; return the output lines ("S ...", "E ..." or "F ...")."""
    out = []
    open_device(state_dir, seed, runtime_name, heap, lang).stream(lines, out.append)
    return out


# What a power-up brings up, read only: the firmware's own answer (stateline.state), the same code in both
# runtimes: exec'd here under CPython.
_STATE = """
from companion.core import jsonc
from companion.ui import stateline
jsonc.dump(stateline.state(%r, %r), sys.stdout.write)
sys.stdout.write("\\n")
"""


def state_text(state_dir, runtime_name="cpython", heap=runtime.DEFAULT_HEAP, opening=True):
    """The persisted state a power-up brings up, as canonical JSON (no trailing newline).

    :param opening: with what the game screen does on opening (a running sand timer comes back paused, its
        pause journaled); False: what the flash holds, as a device that goes on running has it
    """
    root = os.path.abspath(state_dir)
    return _firmware_output(_STATE % (root, opening), runtime_name, heap).rstrip("\n")


_ONE_AT_A_TIME = threading.Lock()


def _firmware_output(code, runtime_name, heap):
    """What ``code`` (the firmware's, writing to sys.stdout) prints: exec'd in this CPython, one at a time
    (the firmware's modules and language are the process's), or run in MicroPython.

    :raises DeviceError: MicroPython failed"""
    if runtime_name == "cpython":
        runtime.use_firmware()
        out = []

        class _Sys:
            class stdout:
                write = out.append

        with _ONE_AT_A_TIME:
            exec(code, {"sys": _Sys})  # noqa: S102 (the firmware's code, as MicroPython runs it)
        return "".join(out)
    res = runtime.run_micropython(code, heap=heap)
    if res.returncode != 0:
        raise DeviceError(_last_line(res.stderr))
    return res.stdout


_PLAYS = """
from companion.storage import export
bad = export.export(%r, %r, sys.stdout.write)  # written as it goes, as on a Pico: a whole log is no heap's
sys.stdout.write("%%d %%d\\n" %% (bad, len(export.index(%r)[0]) // 2))
"""


def plays_text(state_dir, form="json", runtime_name="cpython", heap=runtime.DEFAULT_HEAP):
    """The play log of ``state_dir`` (companion.storage.export.export), read only.

    :return: (the JSON or CSV text, damaged stretches skipped, plays kept)
    """
    root = os.path.abspath(state_dir)
    text = _firmware_output(_PLAYS % (root, form, root), runtime_name, heap)
    text, _, tail = text[:-1].rpartition("\n")
    bad, kept = tail.split()
    return text + "\n", int(bad), int(kept)


_NAMES = """
from companion.core import jsonc
from companion.ui import naming
got = naming.store_names(%r, %r)
if isinstance(got, str):
    sys.stdout.write("! " + got + "\\n")
else:
    jsonc.dump({"names": [n or None for n in got]}, sys.stdout.write)
    sys.stdout.write("\\n")
"""


def names_text(state_dir, given, runtime_name="cpython", heap=runtime.DEFAULT_HEAP):
    """Store the seats' names ``given`` [(seat, name), ...] in the settings of ``state_dir`` with the
    device's own code (companion.ui.naming.store_names); [] reads them only.

    :return: the canonical JSON line of the six seats' names
    :raises ValueError: the line saying why nothing was written
    """
    root = os.path.abspath(state_dir)
    text = _firmware_output(_NAMES % (root, given), runtime_name, heap)
    if text.startswith("! "):
        raise ValueError("names: " + text[2:].rstrip("\n"))
    return text


if __name__ == "__main__":
    sys.exit("use: python -m host_sim")
