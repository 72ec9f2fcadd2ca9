"""The simulated device, run in this process (CPython) or in a micropython process, same protocol."""

import io
import random
import subprocess
import sys

from host_sim import runtime

_SERVE = """
from companion.boards.simlink import run_events
from companion.boards.virtual import VirtualBoard
from companion.ui.app import App
app = App(VirtualBoard(%r, %d))
def _lines():
    while True:
        line = sys.stdin.readline()
        if not line:
            return
        yield line
run_events(app, _lines(), sys.stdout)
"""


class DeviceError(Exception):
    """The runtime under the device failed (e.g. out of heap): one line for the user."""


class InProcessDevice:
    """The firmware app under this CPython."""

    def __init__(self, state_dir, seed):
        runtime.use_firmware()
        from companion.boards.simlink import run_events
        from companion.boards.virtual import VirtualBoard
        from companion.ui.app import App

        self._run_events = run_events
        self.app = App(VirtualBoard(state_dir, seed))

    def send(self, lines):
        out = io.StringIO()
        self._run_events(self.app, lines, out)
        return out.getvalue().splitlines()

    def close(self):
        pass


class MicroPythonDevice:
    """The firmware app inside the MicroPython unix port, talking over pipes."""

    def __init__(self, state_dir, seed, heap):
        cmd = runtime.micropython_cmd(heap, _SERVE % (state_dir, seed))
        self.proc = subprocess.Popen(
            cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, bufsize=1
        )

    def send(self, lines):
        out = []
        for line in lines:
            self.proc.stdin.write(line + "\n")
            self.proc.stdin.flush()
            if line.strip():
                reply = self.proc.stdout.readline()
                if not reply:
                    self._died()
                out.append(reply.rstrip("\n"))
        return out

    def run_all(self, lines):
        """Send every line at once and collect the replies (batch mode, much faster than send)."""
        out, err = self.proc.communicate("".join(line + "\n" for line in lines))
        if self.proc.returncode != 0:
            raise DeviceError(_last_line(err))
        return out.splitlines()

    def _died(self):
        self.proc.stdin.close()
        err = self.proc.stderr.read()
        self.proc.wait()
        raise DeviceError(_last_line(err))

    def close(self):
        if self.proc.poll() is None:
            self.proc.stdin.close()
            self.proc.wait(timeout=10)


def _last_line(err):
    lines = [x for x in err.strip().splitlines() if x.strip()]
    return "micropython runtime failed: " + (lines[-1] if lines else "no output")


def open_device(state_dir, seed, runtime_name="cpython", heap=runtime.DEFAULT_HEAP):
    """:param seed: None for a random one, as a device without --seed would do"""
    if seed is None:
        seed = random.SystemRandom().randrange(1 << 31)
    if runtime_name == "cpython":
        return InProcessDevice(state_dir, seed)
    return MicroPythonDevice(state_dir, seed, heap)


def run_events(state_dir, seed, lines, runtime_name="cpython", heap=runtime.DEFAULT_HEAP):
    """Run protocol lines to the end; return the output lines (each "S ..." or "F ...")."""
    dev = open_device(state_dir, seed, runtime_name, heap)
    if isinstance(dev, MicroPythonDevice):
        return dev.run_all(lines)
    return dev.send(lines)


_STATE = """
from companion.core import jsonc
from companion.ui.app import doc, load_doc
settings, session, seq, problems = load_doc(%r)
jsonc.dump(doc(settings, session), sys.stdout.write)
sys.stdout.write("\\n")
"""


def state_text(state_dir, runtime_name="cpython", heap=runtime.DEFAULT_HEAP):
    """The persisted state after power-up recovery, as canonical JSON (no trailing newline)."""
    if runtime_name == "cpython":
        runtime.use_firmware()
        from companion.ui.app import doc_text, load_doc

        settings, session, _, _ = load_doc(state_dir)
        return doc_text(settings, session)
    res = runtime.run_micropython(_STATE % state_dir, heap=heap)
    if res.returncode != 0:
        raise DeviceError(_last_line(res.stderr))
    return res.stdout.rstrip("\n")


if __name__ == "__main__":
    sys.exit("use: python -m host_sim")
