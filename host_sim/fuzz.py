"""Random buttons, long presses and waits through every game and game switches, in both runtimes.

`python -m host_sim.fuzz [EVENTS_PER_RUN] [RUNS] [--heap 96k] [--seed FIRST]` plays RUNS event files (seeds
FIRST, FIRST + 1, ...; each game in turn, started with --game, then wherever the buttons lead) and reports
every run whose two runtimes differ, whose device showed an error screen (exit 3) or whose runtime failed.
"""

import random
import subprocess
import sys
import tempfile

from host_sim import runtime

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


def run(n_events, runs, heap="96k", first_seed=1):
    """:return: (runs, events, list of problems: (seed, game, what))"""
    ids = [g[0] for g in catalog.GAMES]
    problems = []
    for k in range(runs):
        seed = first_seed + k
        game_id = ids[k % len(ids)]
        lines = events(seed, n_events)
        cpy = play(lines, game_id, seed, "cpython", heap)
        mpy = play(lines, game_id, seed, "micropython", heap)
        if cpy[0] != 0 or cpy[2]:
            problems.append((seed, game_id, "cpython: exit %d %s" % (cpy[0], cpy[2].strip()[:300])))
        if mpy[0] != 0 or mpy[2]:
            problems.append((seed, game_id, "micropython: exit %d %s" % (mpy[0], mpy[2].strip()[:300])))
        elif mpy[1] != cpy[1]:
            problems.append((seed, game_id, "the runtimes printed different states"))
    return runs, runs * n_events, problems


def main(argv):
    options = {"--heap": "96k", "--seed": "1"}
    for name in options:
        if name in argv:
            i = argv.index(name)
            options[name] = argv[i + 1]
            del argv[i : i + 2]
    n = int(argv[0]) if argv else 500
    runs = int(argv[1]) if len(argv) > 1 else 7
    runs, total, problems = run(n, runs, options["--heap"], int(options["--seed"]))
    for p in problems:
        print("seed %d %s: %s" % p)
    print("fuzz: %d runs, %d events, %d problems" % (runs, total, len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
