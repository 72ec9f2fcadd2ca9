"""Run firmware code under CPython (in this process) or MicroPython (the unix port, from .mpy files)."""

import subprocess
import sys

from host_sim import build

FIRMWARE = str(build.FIRMWARE)
DEFAULT_HEAP = "192k"


def use_firmware():
    """Make ``import companion`` find the firmware package under CPython."""
    if FIRMWARE not in sys.path:
        sys.path.insert(0, FIRMWARE)


def parse_heap(text):
    """'96k', '1m' or a byte count -> the same string for micropython -X heapsize, validated."""
    t = text.strip().lower()
    num = t[:-1] if t[-1:] in ("k", "m") else t
    if not num.isdigit() or int(num) == 0:
        raise ValueError("--heap: %r is not a size like 96k, 1m or 200000" % text)
    return t


def micropython_cmd(heap, code):
    """The argv that runs ``code`` in MicroPython with the compiled firmware first on sys.path."""
    out = build.build()
    boot = "import sys\nsys.path.insert(0, %r)\n" % str(out) + code
    return [build.tool("micropython"), "-X", "heapsize=" + heap, "-c", boot]


def run_micropython(code, stdin_text="", heap=DEFAULT_HEAP, timeout=600):
    """Run ``code`` under MicroPython; return the CompletedProcess (text mode)."""
    return subprocess.run(
        micropython_cmd(heap, code),
        input=stdin_text,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


_CLI_CODE = """
from companion import cli
sys.exit(cli.main(%r, sys.stdin, sys.stdout, sys.stderr))
"""


def cli(command, text, runtime="cpython", heap=DEFAULT_HEAP):
    """Run a JSON command; return (exit status, stdout, stderr) exactly as host_sim prints them."""
    if runtime == "cpython":
        use_firmware()
        from companion import cli as fw_cli

        code, out, err = fw_cli.run(command, text)
        return code, out + "\n" if out else "", err + "\n" if err else ""
    res = run_micropython(_CLI_CODE % command, text, heap)
    if res.returncode not in (0, 2):
        err = res.stderr.strip().splitlines()
        last = err[-1] if err else "exit status %d" % res.returncode
        return 1, "", "micropython runtime failed: %s\n" % last
    return res.returncode, res.stdout, res.stderr
