"""Double power cuts in every game: `play` killed twice in a row, then played on; every line printed is
checked against what the flash holds, and the two runtimes against each other.

`python -m host_sim.cutbench [RUNS_PER_GAME] [--heap 96k] [--events N] [--seed FIRST] [-j N]`: for each game
and seed, random buttons (host_sim.fuzz) are played through a pipe one event at a time. The first cut
comes between two events, after a random number of them (the flash as the last line left it: both runtimes
alike); the second comes in the middle of the next power-up's first event (killed as soon as it is sent: the
flash keeps the state before that event or after it, never another). Then the device powers up a third
time and plays the rest. Reported: a runtime failure, an error screen (exit 3), a false line (not what
`state` shows on a copy of the flash at that moment), a state after the second cut that is neither the one
before the event nor the one after it, and runtimes that print different lines from the same flash.
"""

import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

from host_sim import device, fuzz, runtime

runtime.use_firmware()
from companion import catalog  # noqa: E402

GAMES = [g[0] for g in catalog.GAMES]


class _Play:
    """`play --events -` on a pipe, its own process group (a kill takes the micropython child too)."""

    def __init__(self, flash, rt, heap, seed, game_id=None):
        cmd = [sys.executable, "-m", "host_sim", "play", "--seed", str(seed), "--state-dir", flash]
        cmd += ["--game", game_id] if game_id else []
        cmd += ["--events", "-", "--runtime", rt, "--heap", heap]
        self.flash = flash
        self.proc = subprocess.Popen(
            cmd,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            bufsize=1,
            start_new_session=True,
        )
        self.false = []
        self.lines = []

    def send(self, event):
        try:
            self.proc.stdin.write(event + "\n")
            self.proc.stdin.flush()
            return True
        except BrokenPipeError:
            return False

    def event(self, event):
        """Send ``event``, read its line and check it against the flash; False when the run ended."""
        if not self.send(event):
            return False
        got = self.proc.stdout.readline()
        if not got:
            return False
        got = got.rstrip("\n")
        self.lines.append(got)
        copy = self.flash + ".copy"
        shutil.rmtree(copy, ignore_errors=True)
        shutil.copytree(self.flash, copy)
        truth = device.state_text(copy, "cpython", opening=False)
        shutil.rmtree(copy, ignore_errors=True)
        if truth != got:
            self.false.append(len(self.lines))
        return True

    def kill(self):
        os.killpg(self.proc.pid, signal.SIGKILL)
        self.proc.wait()

    def end(self):
        try:
            self.proc.stdin.close()
        except BrokenPipeError:
            pass
        self.proc.stdout.read()
        err = self.proc.stderr.read()
        return self.proc.wait(), err


def _next(flash, event, rt, heap):
    """The state a power-up on a copy of ``flash`` stores after ``event``."""
    copy = flash + ".next"
    shutil.rmtree(copy, ignore_errors=True)
    shutil.copytree(flash, copy)
    p = _Play(copy, rt, heap, 3)
    ok = p.event(event)
    p.end()
    shutil.rmtree(copy, ignore_errors=True)
    return p.lines[-1] if ok else None


def one(game_id, seed, rt, heap, n_events):
    """:return: (problems, the lines printed after the cuts, the state that survived the second cut)"""
    lines = fuzz.events(seed, n_events)
    first = random.Random(seed).randrange(5, n_events // 2)
    flash = tempfile.mkdtemp(prefix="cuts-")
    problems = []
    try:
        p = _Play(flash, rt, heap, seed, game_id)
        k = 0
        while k < first and p.event(lines[k]):
            k += 1
        p.kill()  # the first cut: between two events
        problems += ["false line after event %d" % n for n in p.false]
        before = device.state_text(flash, "cpython")  # what the next power-up brings up
        after = _next(flash, lines[k], rt, heap)
        p = _Play(flash, rt, heap, seed)
        p.send(lines[k])
        p.kill()  # the second cut: in the middle of the power-up's first event
        survived = device.state_text(flash, "cpython")
        if survived not in (before, after):
            problems.append("after the second cut: neither the state before the event nor after it")
        p = _Play(flash, rt, heap, seed)
        for event in lines[k + 1 :]:
            if not p.event(event):
                break
        code, err = p.end()
        problems += ["false line after event %d of the third power-up" % n for n in p.false]
        if code != 0 or err:
            problems.append("exit %d %s" % (code, err.strip()[:300]))
        return problems, p.lines, survived
    finally:
        shutil.rmtree(flash, ignore_errors=True)


def run(runs, heap, n_events=200, first_seed=1, jobs=2, games=GAMES):
    """:return: (cases, problems: (game, seed, what))"""
    todo = [(g, first_seed + k) for g in games for k in range(runs)]

    def case(item):
        g, seed = item
        cp = one(g, seed, "cpython", heap, n_events)
        mp = one(g, seed, "micropython", heap, n_events)
        found = [(g, seed, "cpython: " + w) for w in cp[0]] + [(g, seed, "micropython: " + w) for w in mp[0]]
        if cp[2] == mp[2] and cp[1] != mp[1]:
            found.append((g, seed, "the runtimes printed different lines from the same flash"))
        return found

    problems = []
    with ThreadPoolExecutor(jobs) as pool:
        for found in pool.map(case, todo):
            problems += found
    return len(todo), problems


def main(argv):
    options = {"--heap": "96k", "--events": "200", "--seed": "1", "-j": "2", "--game": None}
    for name in options:
        if name in argv:
            i = argv.index(name)
            options[name] = argv[i + 1]
            del argv[i : i + 2]
    runs = int(argv[0]) if argv else 2
    games = GAMES if options["--game"] is None else [options["--game"]]
    n, problems = run(
        runs, options["--heap"], int(options["--events"]), int(options["--seed"]), int(options["-j"]), games
    )
    for p in problems:
        print("%s seed %d: %s" % p)
    print("double cuts: %d cases at %s, %d problems" % (n, options["--heap"], len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
