"""What drawing the display costs: VM instructions (valgrind's callgrind on the micropython binary,
repeatable to the instruction) of ui.screens.Rows drawing whole frames, every row changed, in each language.

`python -m host_sim.drawbench [FIRMWARE]` prints the figures of this firmware, or of another checkout's
firmware/ folder (to set a change against what it changes). `make bench` prints them too."""

import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from host_sim import build, runtime

HEAP = "256k"
ROUNDS = 20  # each frame drawn this many times in a measure, alternating with its pair
# a frame: the title and the cursor highlighted, a row's text as long as the display shows (16 columns of
# the 8x8 font before, 21 of the 6x8 one); each language's frames have its letters
FRAMES = {
    "en": [
        (
            "Emerald: P2",
            "Gold 12 Gems 3",
            "Dragon on 5",
            "Roll: dragon die",
            "Move knight 2",
            "Take gem",
            "Pay gold",
        ),
        ("Choose a game", "Emerald", "Or des dragons", "Opale", "Aton", "Roma", "Samarkand"),
    ],
    "fr": [
        (
            "Émeraude : J2",
            "Or 12 gemmes 3",
            "Dragon sur 5",
            "LANCER : dé",
            "Déplacer chev.",
            "Prendre gemme",
            "Payer l'or",
        ),
        ("Choisir un jeu", "Emerald", "Or des dragons", "Réglages", "Aton", "Course sorcières", "Samarkand"),
    ],
    "it": [
        (
            "Emerald: G2",
            "Oro 12 gemme 3",
            "Drago su 5",
            "TIRA: dado",
            "Muovi cavaliere",
            "Città 1/3",
            "Paga l'oro",
        ),
        ("Scegli un gioco", "Emerald", "Più tardi", "Opale", "Aton", "Roma", "Giù di 1"),
    ],
}
WIDE = [  # 21 columns, the new font's rows as long as they go
    (
        "Emerald: P2 (3 left)",
        "Gold 12, gems 3, tr 1",
        "Dragon on m3, 2 away",
        "ROLL: the dragon die",
        "Move knight 2 to m4",
        "Take the gem",
        "Pay 5 gold",
    ),
    (
        "Course de sorcières",
        "Émeraude, 3 joueurs",
        "Or des dragons: fin",
        "Opale, tour 4 de 10",
        "Aton: cartouche 3",
        "Città: 1 su 3 punti",
        "Samarkand: famiglia",
    ),
]

_CODE = """
from companion.boards.virtual import VirtualDisplay
from companion.ui.screens import Rows
try:
    from companion.ui import accents  # the 8x8 font's accented letters, in a firmware that has them
except ImportError:
    accents = None
FRAMES = %r
ACCENTS = %r
rows = Rows(VirtualDisplay())
rows.fill = (bytes(128), b"\\xff" * 128)  # as the app set it on a roomy heap, before the 6x8 font
def frame(lines):
    rows.begin()
    for r in range(7):
        rows.put(r, lines[r], r == 0 or r == 3)
    rows.put(7, lines[6] + ".")
    rows.commit()
frame(FRAMES[1])
rows.accents = accents if ACCENTS else None
hash(0)  # a dump: what follows is measured
for _ in range(%d):
    frame(FRAMES[0])
    frame(FRAMES[1])
hash(0)
"""


_HEAP = """
import gc
import companion.storage.store
from companion.boards.virtual import VirtualDisplay
from companion.ui.screens import Rows
d = VirtualDisplay()
gc.collect()
a = gc.mem_free()
rows = Rows(d)
gc.collect()
print("heap", a - gc.mem_free())
"""


def heap(firmware=build.FIRMWARE):
    """:return: the bytes of the heap a ui.screens.Rows keeps for good (its font's tables and frames), on the
    64-bit unix port, from the .mpy files"""
    res = subprocess.run(runtime.micropython_cmd(HEAP, _HEAP, firmware), capture_output=True, text=True)
    m = re.search(r"heap (\d+)", res.stdout)
    if m is None:
        raise SystemExit("heap run failed:\n" + res.stderr[-2000:])
    return int(m.group(1))


def measure(firmware=build.FIRMWARE):
    """:return: {name: instructions a whole frame (8 rows) costs}, for each language and the wide rows"""
    out = {}
    cases = [(code, frames, code != "en") for code, frames in FRAMES.items()] + [("wide", WIDE, True)]
    workdir = tempfile.mkdtemp(prefix="drawbench-")
    for name, frames, accented in cases:
        code = _CODE % ([list(f) for f in frames], accented, ROUNDS)
        path = os.path.join(workdir, "cg.out")
        res = subprocess.run(
            ["valgrind", "--tool=callgrind", "--dump-before=mp_builtin_hash", "--callgrind-out-file=" + path]
            + runtime.micropython_cmd(HEAP, code, firmware),
            capture_output=True,
            text=True,
            timeout=600,
        )
        if res.returncode != 0:
            raise SystemExit("callgrind run failed:\n" + res.stderr[-2000:])
        dump = Path(path + ".2").read_text()  # between the two hash() calls
        total = int(re.search(r"^summary: (\d+)", dump, re.M).group(1))
        out[name] = total // (2 * ROUNDS)
        for k in range(1, 4):
            if os.path.exists("%s.%d" % (path, k)):
                os.remove("%s.%d" % (path, k))
    return out


def report(figures, rows_heap=None):
    out = [
        "drawing a whole frame (8 rows, 2 highlighted; ui.screens.Rows, callgrind on micropython): "
        + ", ".join(["%s %d instructions" % (name, n) for name, n in figures.items()])
    ]
    if rows_heap is not None:
        out.append("heap a ui.screens.Rows keeps (64-bit unix port, from .mpy): %d bytes" % rows_heap)
    return out


def main(argv):
    firmware = Path(argv[0]) if argv else build.FIRMWARE
    print("\n".join(report(measure(firmware), heap(firmware))))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
