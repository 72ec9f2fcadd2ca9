"""The damage set: every game's flash damaged in every way a power cut cannot explain, powered up in a
runtime at a heap, twice; each case judged.

`python -m host_sim.damagebench [--runtime micropython] [--heap 96k] [--game ID] [-j N] [-v]` prints one
line per case that is not clean and the totals:

- crash: a power-up or `state` that fails (the runtime's exit status), or a screen of an internal error
  (a MemoryError), where the device should have said what it found;
- no room: a power-up that says "not enough memory" (a heap too small for it: said, not a crash);
- silent: the game that comes up is not the last acknowledged one and the device said nothing ("Recovered"
  or "not enough memory"), or the second power-up brings up another game than the first without a word;
- disagree: `state` shows another state than the power-up brings up;
- false: a state the device never acknowledged.

A journal cut short (its last record's beginning running past the file's end, with no complete record
after it) is what a write cut short leaves on a PC's disk: dropped without a word, it is counted apart
(torn). Not in the set, as the device cannot tell them from what it writes itself: a complete
game.ckp.new (the device writes one only with every press in it), both checkpoints missing (a game whose
end a power cut interrupted leaves that), every game file missing (a game ended).
"""

import json
import os
import shutil
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

from host_sim import autoplay, device, runtime

runtime.use_firmware()
from companion import catalog  # noqa: E402
from companion.boards.virtual import VirtualBoard  # noqa: E402
from companion.core import jsonc  # noqa: E402
from companion.storage import store  # noqa: E402
from companion.ui.app import App  # noqa: E402

GAMES = [g[0] for g in catalog.GAMES]
HEAD = 16
CKP = ("settings.dat", "game/game.ckp", "game/game.ckp.old")  # files with the 16-byte header
LOGS = ("game/game.log", "game/game.log.old")


def records(data):
    """Offsets of a journal's records."""
    at, out = 13 + data[8], []
    while at + 7 <= len(data):
        out.append(at)
        at += 7 + int.from_bytes(data[at + 1 : at + 3], "big")
    return out


class Played:
    """A game played on a device (CPython) until it keeps a previous checkpoint and its journal holds at
    least three records: its files and every state it acknowledged."""

    def __init__(self, game_id, root):
        self.game_id = game_id
        presses, _ = autoplay.random_game(game_id, catalog.find(game_id)[2], 5, 9, max_actions=300)
        app = App(VirtualBoard(root, 5))
        self.states = [app.state_text()]
        for k, p in enumerate(presses):
            name, _, mod = p.partition(":")
            app.press(name, mod == "long")
            app.step()
            self.states.append(app.state_text())
            log = os.path.join(root, store.JOURNAL)
            if k > 8 and os.path.exists(os.path.join(root, "game/game.ckp.old")) and os.path.exists(log):
                data = open(log, "rb").read()
                if len(records(data)) >= 3 and len(records(data)) == len(_walk(data)):
                    break
        self.files = {}
        for name in os.listdir(root) + ["game" + "/" + n for n in os.listdir(os.path.join(root, "game"))]:
            if os.path.isfile(os.path.join(root, name)):
                with open(os.path.join(root, name), "rb") as f:
                    self.files[name] = f.read()


def _walk(data):
    at, out = 13 + data[8], []
    while at < len(data):
        out.append(at)
        at += 7 + int.from_bytes(data[at + 1 : at + 3], "big")
    return out if at == len(data) else []


def _flip(data, at, bit=0x10):
    at = max(0, min(at, len(data) - 1))
    return data[:at] + bytes([data[at] ^ bit]) + data[at + 1 :]


def _rewrite(doc_bytes, magic, change, seq=None):
    """A header file rewritten with a valid CRC around ``change(doc)``."""
    doc = json.loads(doc_bytes[HEAD:])
    change(doc)
    tmp = tempfile.mkdtemp(prefix="damage-")
    try:
        s = int.from_bytes(doc_bytes[4:8], "big") if seq is None else seq
        store._write_doc(tmp, "x", magic, s, lambda out: jsonc.dump(doc, out.write))
        with open(os.path.join(tmp, "x.new"), "rb") as f:
            return f.read()
    finally:
        shutil.rmtree(tmp)


def cases(p, other):
    """(name of the case, {file name: bytes or None to remove}) for the flash ``p`` (Played); ``other``:
    another game's Played."""
    out = []
    f = p.files
    for name in CKP + LOGS:
        data = f.get(name)
        if data is None:
            continue
        add = lambda kind, new, name=name: out.append(("%s %s" % (name, kind), {name: new}))  # noqa: E731
        add("missing", None)
        add("zeroed", bytes(len(data)))
        add("empty", b"")
        add("garbage appended", data + b"\x5a\xa5garbage\x00\xff" * 3)
        add("one byte appended", data + b"\x00")
        add("last byte cut", data[:-1])
        add("cut in half", data[: len(data) // 2])
        if name in other.files:
            add("another game's", other.files[name])
        if name in CKP:
            for at, what in ((0, "magic"), (5, "seq"), (10, "length"), (13, "crc"), (HEAD, "payload first")):
                add("bit in " + what, _flip(data, at))
            add("bit in payload middle", _flip(data, (HEAD + len(data)) // 2))
            add("bit in payload last", _flip(data, len(data) - 1))
            magic = data[:4]
            if name == "settings.dat":
                add("refused", _rewrite(data, magic, lambda d: d["settings"].__setitem__("brightness", 9)))
                add("format 9", _rewrite(data, magic, lambda d: d.__setitem__("format", 9)))
            else:
                add(
                    "refused",
                    _rewrite(data, magic, lambda d: d.__setitem__("undoable", d["undoable"] + [["bogus"]])),
                )
                add("format 9", _rewrite(data, magic, lambda d: d.__setitem__("format", 9)))
                add("unknown game", _rewrite(data, magic, lambda d: d.__setitem__("id", "chess")))
                add("base of another shape", _rewrite(data, magic, lambda d: d.__setitem__("base", {"x": 1})))
        else:
            recs = records(data)
            seq = int.from_bytes(data[4:8], "big")
            add("bit in header", _flip(data, 5))
            add("bit in game name", _flip(data, 10))
            if not recs:
                continue
            for which, at in (("first", recs[0]), ("middle", recs[len(recs) // 2]), ("last", recs[-1])):
                size = int.from_bytes(data[at + 1 : at + 3], "big")
                add("bit in %s record's kind" % which, _flip(data, at, 0x01))
                add("bit in %s record's length" % which, _flip(data, at + 2, 0x01))
                add("bit in %s record's payload" % which, _flip(data, at + 3 + size // 2))
                add("bit in %s record's crc" % which, _flip(data, at + 3 + size + 1))
            add("last record cut", data[: recs[-1] + 5])
            add("refused record appended", data + store.encode_record(seq, ["bogus", 99]))
            add(
                "refused record in the middle",
                data[: recs[-1]] + store.encode_record(seq, ["bogus", 99]) + data[recs[-1] :],
            )
            add("record of another checkpoint appended", data + store.encode_record(seq + 7, ["bogus", 99]))
    # writes a power cut stopped: a complete .new waits for its renames, or an incomplete one is left
    ckp, st = f["game/game.ckp"], f["settings.dat"]
    seq = int.from_bytes(ckp[4:8], "big") + 1
    out.append(
        (
            "game/game.ckp.new format 9",
            {"game/game.ckp.new": _rewrite(ckp, ckp[:4], lambda d: d.__setitem__("format", 9), seq)},
        )
    )
    out.append(("game/game.ckp.new cut", {"game/game.ckp.new": ckp[: len(ckp) // 2]}))
    out.append(("game/game.ckp.new zeroed", {"game/game.ckp.new": bytes(len(ckp))}))
    out.append(("settings.dat.new complete", {"settings.dat.new": _rewrite(st, st[:4], lambda d: None)}))
    out.append(("settings.dat.new cut", {"settings.dat.new": st[: len(st) // 2]}))
    out.append(
        (
            "settings.dat.new refused",
            {"settings.dat.new": _rewrite(st, st[:4], lambda d: d.__setitem__("format", 9))},
        )
    )
    out.append(
        ("game/game.log.new beside", {"game/game.log.new": f["game/game.log"][: 13 + f["game/game.log"][8]]})
    )
    out.append(("both journals missing", {"game/game.log": None, "game/game.log.old": None}))
    return out


_POWER_UP = """
from companion.boards.virtual import VirtualBoard, Restart
from companion.ui.app import App
try:
    app = App(VirtualBoard(%r, 99, soft_reset=True))
except Restart:
    sys.stdout.write("RESTART\\n")
    sys.exit(0)
top = app.screens[-1]
sys.stdout.write("S ")
app.write_state(sys.stdout.write)
sys.stdout.write("\\n")
sys.stdout.write(repr(getattr(top, "title", None)) + "\\n")
for line in getattr(top, "lines", None) or ():
    sys.stdout.write("L " + line + "\\n")
"""


def power_up(root, rt, heap):
    """(state line, title, lines, failure or None) of a power-up on ``root``; a restart powers up again."""
    for _ in range(4):
        if rt == "cpython":
            from companion.boards.virtual import Restart

            try:
                app = App(VirtualBoard(root, 99, soft_reset=True))
            except Restart:
                continue
            top = app.screens[-1]
            return (
                app.state_text(),
                getattr(top, "title", None),
                list(getattr(top, "lines", None) or ()),
                None,
            )
        res = runtime.run_micropython(_POWER_UP % root, heap=heap, timeout=300)
        if res.returncode != 0:
            return (
                None,
                None,
                [],
                "exit %d: %s" % (res.returncode, (res.stderr.strip().splitlines() or ["?"])[-1]),
            )
        out = res.stdout.splitlines()
        if out == ["RESTART"]:
            continue
        return out[0][2:], eval(out[1]), [x[2:] for x in out[2:]], None  # noqa: S307 (our own repr)
    return None, None, [], "restarts for ever"


def _game(line):
    doc = json.loads(line)
    g = doc["game"]
    return None if g is None else [g["id"], g["played"], g["rng"], g["state"]]


# a journal cut short: what a write cut short leaves on a PC's disk (littlefs never shows one), told from
# it by nothing; and a longer length in the last record reads as a record cut short
TORN_LIKE = (
    "game/game.log last byte cut",
    "game/game.log cut in half",
    "game/game.log last record cut",
    "game/game.log bit in last record's length",
)
TOLD = ("Recovered", "Récupéré", "Ripristinato")


def told(title, lines):
    text = " ".join(lines)
    return title in TOLD or "not enough memory" in text or "memoria" in text.lower() or "mémoire" in text


def judge(p, other, kind, damage, rt, heap, keep=False):
    """:return: (verdict, detail): verdict "ok", "torn", "crash", "silent", "disagree" or "false" """
    root = tempfile.mkdtemp(prefix="dmg-")
    try:
        os.mkdir(os.path.join(root, "game"))
        for name, data in p.files.items():
            with open(os.path.join(root, name), "wb") as f:
                f.write(data)
        for name, data in damage.items():
            path = os.path.join(root, name)
            if data is None:
                if os.path.exists(path):
                    os.remove(path)
            else:
                with open(path, "wb") as f:
                    f.write(data)
        try:
            shown = device.state_text(root, rt, heap)
        except device.DeviceError as e:
            return "crash", "state: %s" % e
        state, title, lines, failure = power_up(root, rt, heap)
        if failure is not None:
            return "crash", "power-up: " + failure
        if title == "Error" and "not enough memory" in " ".join(lines):
            return "no room", "a screen says so"  # the heap too small for this power-up: said, no crash
        if title == "Error":
            return "crash", "power-up error screen: %s" % " ".join(lines)
        said = told(title, lines)
        if state != shown and said is False:
            return "disagree", "state shows another state than the power-up"
        seen = [_game(s) for s in p.states] + [_game(s) for s in other.states]
        now = _game(state)
        if now not in seen:
            return "false", "a state never acknowledged"
        second = power_up(root, rt, heap)
        if second[3] is not None:
            return "crash", "second power-up: " + second[3]
        if _game(second[0]) != now and not told(second[1], second[2]):
            return "silent", "the second power-up brings up another game without a word"
        if state != shown:
            return "disagree", "state shows another state than the power-up"
        if now != _game(p.states[-1]) and not said:
            if kind in TORN_LIKE and now in seen[: len(p.states)]:
                return "torn", ""
            return "silent", "another game than the last acknowledged, not told"
        return "ok", ""
    finally:
        if not keep:
            shutil.rmtree(root, ignore_errors=True)


def run(rt="cpython", heap=runtime.DEFAULT_HEAP, games=GAMES, jobs=2, verbose=False, step=1):
    """:param step: every ``step``-th case only (a sample that still meets every file and kind of damage
        over the games, the cases of a game being in one order)
    :return: (cases, {verdict: count})"""
    work = tempfile.mkdtemp(prefix="damagebench-")
    played = {}
    for g in GAMES:
        os.makedirs(os.path.join(work, g))
        played[g] = Played(g, os.path.join(work, g))
    todo = []
    for g in games:
        other = played[GAMES[(GAMES.index(g) + 1) % len(GAMES)]]
        for kind, damage in cases(played[g], other):
            todo.append((g, kind, damage, other))
    todo = todo[::step]

    def one(item):
        g, kind, damage, other = item
        return g, kind, judge(played[g], other, kind, damage, rt, heap)

    totals = {}
    # the firmware under CPython is one per process (its modules, its language): one case at a time
    with ThreadPoolExecutor(jobs if rt != "cpython" else 1) as pool:
        for g, kind, (verdict, detail) in pool.map(one, todo):
            totals[verdict] = totals.get(verdict, 0) + 1
            if verdict != "ok" and (verdict != "torn" or verbose):
                print("%s %s: %s %s" % (g, kind, verdict, detail), flush=True)
    shutil.rmtree(work, ignore_errors=True)
    return len(todo), totals


def main(argv):
    options = {"--runtime": "cpython", "--heap": runtime.DEFAULT_HEAP, "--game": None, "-j": "2"}
    verbose = "-v" in argv
    argv = [a for a in argv if a != "-v"]
    for name in options:
        if name in argv:
            i = argv.index(name)
            options[name] = argv[i + 1]
            del argv[i : i + 2]
    games = GAMES if options["--game"] is None else [options["--game"]]
    n, totals = run(options["--runtime"], options["--heap"], games, int(options["-j"]), verbose)
    print(
        "damage: %d cases in %d games, %s"
        % (n, len(games), ", ".join("%s %d" % kv for kv in sorted(totals.items())))
    )
    return 0 if set(totals) <= {"ok", "torn"} else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
