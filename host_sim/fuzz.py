"""Random buttons, long presses and waits through every game and game switches, in both runtimes.

`python -m host_sim.fuzz [EVENTS_PER_RUN] [RUNS] [--heap 96k] [--seed FIRST] [--truth] [-j N]` plays RUNS
event files (seeds FIRST, FIRST + 1, ...; each game in turn, started with --game, then wherever the buttons
lead) and reports every run whose two runtimes differ, whose device showed an error screen (exit 3) or
whose runtime failed. With --truth each event is sent once the line of the one before is out, and each
line printed is checked against `state` on a copy of the flash at that moment (a false line is a
problem; `state` without what the game screen does on opening at power-up: a running sand timer is
paused then, and journaled so, where the device that goes on running has it running); -j N plays N runs
at a time.
"""

import os
import random
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

from host_sim import device, runtime

runtime.use_firmware()
from companion import catalog  # noqa: E402

_BUTTONS = ("up", "down", "ok", "ok", "ok", "back", "roll", "roll")


def events(seed, n):
    """``n`` random event lines (the seed makes them reproducible)."""
    r = random.Random(seed)
    out = []
    for _ in range(n):
        x = r.random()
        if x < 0.04:
            out.append("wait:%d.%03d" % (r.choice((0, 0, 1, 5, 61)), r.randrange(1000)))
        else:
            out.append(r.choice(_BUTTONS) + (":long" if x > 0.93 else ""))
    return out


def play(lines, game_id, seed, rt, heap):
    cmd = [sys.executable, "-m", "host_sim", "play", "--game", game_id, "--seed", str(seed)]
    cmd += ["--state-dir", tempfile.mkdtemp(prefix="fuzz-"), "--events", "-", "--runtime", rt, "--heap", heap]
    res = subprocess.run(cmd, input="\n".join(lines) + "\n", capture_output=True, text=True, timeout=1800)
    return res.returncode, res.stdout, res.stderr


def play_checked(lines, game_id, seed, rt, heap, flash=None):
    """``play`` driven one event at a time through a pipe; each line printed is checked against `state` (the
    device's recovery, read only) on a copy of the flash made while the device waits for the next event.

    :param flash: the state directory (default: a new temporary one)
    :return: (exit status, stdout, stderr, false lines: (event number, line printed, what the flash holds))
    """
    st = flash or tempfile.mkdtemp(prefix="fuzz-")
    cmd = [sys.executable, "-m", "host_sim", "play", "--game", game_id, "--seed", str(seed)]
    cmd += ["--state-dir", st, "--events", "-", "--runtime", rt, "--heap", heap]
    proc = subprocess.Popen(
        cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, bufsize=1
    )
    out, false = [], []
    copy = os.path.join(tempfile.mkdtemp(prefix="fuzz-copy-"), "flash")  # beside no full flash
    try:
        for k, line in enumerate(lines):
            try:
                proc.stdin.write(line + "\n")
                proc.stdin.flush()
            except BrokenPipeError:
                break
            got = proc.stdout.readline()
            if not got:
                break
            out.append(got)
            shutil.rmtree(copy, ignore_errors=True)
            shutil.copytree(st, copy)
            truth = device.state_text(copy, "cpython", opening=False)
            if truth != got.rstrip("\n"):
                false.append((k + 1, got.rstrip("\n"), truth))
    finally:
        try:
            proc.stdin.close()
        except BrokenPipeError:
            pass
        out.append(proc.stdout.read())
        err = proc.stderr.read()
        rc = proc.wait()
        shutil.rmtree(os.path.dirname(copy), ignore_errors=True)
    return rc, "".join(out), err, false


def run(n_events, runs, heap="96k", first_seed=1, truth=False, jobs=1):
    """:return: (runs, events, list of problems: (seed, game, what))"""
    ids = [g[0] for g in catalog.GAMES]

    def one(k):
        seed = first_seed + k
        game_id = ids[k % len(ids)]
        lines = events(seed, n_events)
        found = []
        if truth:
            cpy = play_checked(lines, game_id, seed, "cpython", heap)
            mpy = play_checked(lines, game_id, seed, "micropython", heap)
            for rt, res in (("cpython", cpy), ("micropython", mpy)):
                for n, _said, _held in res[3][:1]:
                    found.append(
                        (seed, game_id, "%s: %d false lines, the first after event %d" % (rt, len(res[3]), n))
                    )
        else:
            cpy = play(lines, game_id, seed, "cpython", heap)
            mpy = play(lines, game_id, seed, "micropython", heap)
        if cpy[0] != 0 or cpy[2]:
            found.append((seed, game_id, "cpython: exit %d %s" % (cpy[0], cpy[2].strip()[:300])))
        if mpy[0] != 0 or mpy[2]:
            found.append((seed, game_id, "micropython: exit %d %s" % (mpy[0], mpy[2].strip()[:300])))
        if mpy[1] != cpy[1]:
            found.append((seed, game_id, "the runtimes printed different states"))
        return found

    problems = []
    with ThreadPoolExecutor(jobs) as pool:
        for found in pool.map(one, range(runs)):
            problems += found
    return runs, runs * n_events, problems


def main(argv):
    options = {"--heap": "96k", "--seed": "1", "-j": "1"}
    truth = "--truth" in argv
    argv = [a for a in argv if a != "--truth"]
    for name in options:
        if name in argv:
            i = argv.index(name)
            options[name] = argv[i + 1]
            del argv[i : i + 2]
    n = int(argv[0]) if argv else 500
    runs = int(argv[1]) if len(argv) > 1 else 7
    runs, total, problems = run(n, runs, options["--heap"], int(options["--seed"]), truth, int(options["-j"]))
    for p in problems:
        print("seed %d %s: %s" % p)
    print("fuzz: %d runs, %d events, %d problems" % (runs, total, len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
