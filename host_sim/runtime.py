"""Run firmware code under CPython (in this process) or MicroPython (the unix port, from .mpy files)."""

import subprocess
import sys

from host_sim import build

FIRMWARE = str(build.FIRMWARE)
DEFAULT_HEAP = "192k"


STUBS = str(build.STUBS)


def use_firmware():
    """Make ``import companion`` find the firmware package under CPython, and ``import micropython`` the
    stand-in for MicroPython's built-in module (host_sim/stubs)."""
    for path in (STUBS, FIRMWARE):
        if path not in sys.path:
            sys.path.insert(0, path)


HEAP_MIN = 32 * 1024  # the contract's floor
# the smallest heap the device claims (README): the random buttons, the damage set, double power cuts and a
# full flash are clean there, in both runtimes, with no false line (tests/memory/test_pressure.py). The
# random buttons measured clean at 120k too and not at 112k, where the play log, play again and the full
# final screens left them MemoryErrors in 15 runs of 100: 8k above that cliff, as the heap's layout moves
# with every firmware change; below it a power-up short of heap says "not enough memory"
SMALLEST_HEAP = "128k"
HEAP_MAX = 64 * 1024 * 1024  # far above the Pico's 264 KB; more is a typo, not a device


def parse_heap(text):
    """'96k', '1m' or a byte count -> the same string for micropython -X heapsize, validated.

    :raises ValueError: ``--heap: ...`` for anything that is not a size in HEAP_MIN..HEAP_MAX
    """
    t = text.lower()
    shown = text if len(text) <= 20 else text[:16] + "..."
    num = t[:-1] if t[-1:] in ("k", "m") else t
    # ASCII digits only (str.isdigit takes any script's digits), no leading zero (MicroPython reads it as
    # octal): MicroPython is handed the text as given
    if not num or num.strip("0123456789") or num[0] == "0":
        raise ValueError("--heap: %r is not a size like 96k, 1m or 200000" % shown)
    size = int(num[:12]) * {"k": 1024, "m": 1024 * 1024}.get(t[-1], 1)  # 12 digits are too many already
    if size < HEAP_MIN:
        raise ValueError("--heap: %s is below the minimum 32k" % shown)
    if size > HEAP_MAX:
        raise ValueError("--heap: %s is above the maximum 64m" % shown)
    return t


def micropython_cmd(heap, code, firmware=build.FIRMWARE):
    """The argv that runs ``code`` in MicroPython with the compiled firmware first on sys.path.

    :param firmware: the firmware source tree (another checkout's, to measure it against this one)
    """
    out = build.build(firmware=firmware)
    # Run from inside the build, as the Pico imports from its root: every module's __file__ is a qstr for
    # good, and a path that grows with where the clone lies would move the heap's figures with it. The
    # folder is named by a path of one length wherever the clone lies, for the same reason: the script's
    # text stays in the heap while it runs (a 96k run's outcome moved with the clone's path)
    boot = "import sys, os\nos.chdir(%r)\n" % fixed_length(str(out)) + code
    return build.micropython() + ["-X", "heapsize=" + heap, "-c", boot]


_PATH_LENGTH = 240


def fixed_length(path):
    """The same folder named by a path of ``_PATH_LENGTH`` characters ("/." segments after it), when it is
    shorter."""
    pad = _PATH_LENGTH - len(path)
    if pad <= 0:
        return path
    return path + "/." * (pad // 2) + "/" * (pad % 2)


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
    """Run a JSON command; return (exit status, stdout, stderr) exactly as host_sim prints them.

    :raises ValueError: a bad ``heap`` (also under CPython: the options mean the same in both runtimes)
    """
    heap = parse_heap(heap)
    use_firmware()
    from companion import cli as fw_cli

    if runtime == "cpython":
        code, out, err = fw_cli.run(command, text)
        return code, out + "\n" if out else "", err + "\n" if err else ""
    # the firmware refuses it as well, reading it a piece at a time; here it is not even piped over
    refusal = fw_cli.too_large(len(text.encode("utf-8")))
    if refusal:
        return 2, "", refusal + "\n"
    res = run_micropython(_CLI_CODE % command, text, heap)
    if res.returncode not in (0, 2):
        # MicroPython prints its traceback to standard output: its last line says what went wrong
        err = (res.stderr.strip() or res.stdout.strip()).splitlines()
        last = err[-1] if err else "exit status %d" % res.returncode
        return 1, "", "micropython runtime failed: %s\n" % last
    return res.returncode, res.stdout, res.stderr
