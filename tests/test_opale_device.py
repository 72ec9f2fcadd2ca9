"""Opale on the simulated device (`host_sim play --events` and frames), both runtimes, heap 96k."""

import json
import subprocess
import sys

from host_sim import device

CH, CO, PE, SO, PT, GO, GA, TO, CI = range(9)
HEAP = "96k"
MENU = ["down", "down", "ok"]  # "Choose a game": Emerald, Or des dragons, Opale


def opts(scoring=0, premonition=0, shells=0):
    """The three option menus (Scoring, Premonition, Magic shells): the index of the value picked."""
    out = []
    for k in (scoring, premonition, shells):
        out += ["down"] * k + ["ok"]
    return out


def play(loc, row, at_row=None):
    """Pick ``loc`` in the location list (row ``at_row``, default ``loc``), then the play list's ``row``."""
    return ["down"] * (loc if at_row is None else at_row) + ["ok"] + ["down"] * row + ["ok"]


def _cli(events, runtime, tmp_path, seed=5):
    cmd = [
        sys.executable,
        "-m",
        "host_sim",
        "play",
        "--seed",
        str(seed),
        "--state-dir",
        str(tmp_path / runtime),
    ]
    cmd += ["--events", "-", "--runtime", runtime, "--heap", HEAP]
    res = subprocess.run(cmd, input="\n".join(events) + "\n", capture_output=True, text=True, timeout=600)
    return res.returncode, res.stdout, res.stderr


def cli_both(events, tmp_path, tag="a"):
    """Run the events on a fresh device through the command line in both runtimes: same exit, stdout and
    stderr."""
    a = _cli(events, "cpython", tmp_path / tag)
    b = _cli(events, "micropython", tmp_path / tag)
    assert a == b
    assert a[0] == 0, a[2]
    lines = a[1].splitlines()
    assert len(lines) == len(events)
    return [json.loads(x) for x in lines]


def frames_both(events, tmp_path, seed=5):
    """Run events with "frame" requests in both runtimes; return the frames (display lines and LEDs)."""
    out = []
    for rt in ("cpython", "micropython"):
        root = tmp_path / ("f" + rt)
        root.mkdir()
        out.append(device.run_events(str(root), seed, events, rt, HEAP))
    assert out[0] == out[1]
    return [json.loads(x[2:]) for x in out[0] if x.startswith("F ")], [
        json.loads(x[2:]) for x in out[0] if x.startswith("S ")
    ]


def state(doc):
    return doc["game"]["state"]


def test_a_turn_through_the_screens(tmp_path):
    # "A son tour, un joueur joue une ou plusieurs cartes identiques, sur l'emplacement correspondant du
    # plateau. [...] Puis le joueur pioche des cartes dans son paquet pour compléter sa main à 5 cartes"
    events = MENU + opts() + ["frame"] + play(CO, 1) + ["frame"] + ["down"] * PE + ["ok", "frame"]
    frames, states = frames_both(events, tmp_path)
    lines = frames[0]["lines"]
    assert lines[0].startswith("Opale P1")
    assert lines[1].startswith("Hand 5 Deck 45") and lines[2].startswith("Cite 0/3 Sous 0")
    assert lines[4].startswith("Chasser 0/3")  # the location list starts under 3 status rows
    assert frames[0]["leds"][15] != "000000"  # whose turn
    st = state(states[-1])
    assert st["board"][CO] == 2 and st["hand"] == [5, 5] and st["deck"] == [43, 45] and st["turn"] == 1
    # P2 chose the Perle location: its play list shows the counts
    lines = frames[2]["lines"]
    assert lines[0].startswith("Opale P2") and lines[3].startswith("Perle 0")
    assert lines[4].startswith("Play 1") and lines[5].startswith("Play 2")


def test_dragon_pawn_changes_hands_roll_returns_a_card(tmp_path):
    # "Si l'adversaire récupère le jeton Dragon, il choisit une carte au hasard dans la main du joueur et
    # la pose sur la pioche de ce joueur (il revient à 5 cartes)."
    events = MENU + opts()
    events += play(PT, 0)  # P1: a Dragon Petrifie
    events += play(SO, 1)  # P2: 2 Sorcieres, the only take offered is Petrifie: P2 takes the pawn
    events += play(PT, 0)  # P1
    events += play(PE, 0)  # P2
    events += play(SO, 1) + ["frame"]  # P1 takes the Petrifie (row 1; row 0 takes the Perle) and the pawn
    events += ["ok", "roll", "frame"]
    frames, states = frames_both(events, tmp_path)
    pending = frames[0]["lines"]
    assert "ROLL: card back" in [x.strip() for x in pending]
    assert pending[3].startswith("P2 gives 1 back")
    after_ok, after_roll = state(states[-2]), state(states[-1])
    assert after_ok == state(states[-3])  # ok does nothing while the card is to be returned
    # P2: 2+1 drawn up to six, 1 drawn after the Perle, 1 given back
    assert after_roll["ret"] is None and after_roll["dragon"] == 0
    assert after_roll["hand"] == [6, 5] and after_roll["deck"][1] == 45 - 3 - 1 + 1
    # 5 plays in 2 steps each, then the roll, which is never undone
    assert states[-1]["game"]["history"][-1][0] == "back" and states[-1]["game"]["fixed"] == 11


def test_cancel_and_undo_a_location_choice(tmp_path):
    events = MENU + opts() + ["down", "ok"]  # choose Corail
    events += ["up", "ok"]  # the last entry of the play list: Cancel
    events += ["down", "ok", "back:long"]  # choose Corail again, undo it with a long back
    docs = cli_both(events, tmp_path)
    assert state(docs[-5])["sel"] == CO
    assert state(docs[-3])["sel"] is None
    assert state(docs[-2])["sel"] == CO
    assert state(docs[-1])["sel"] is None and state(docs[-1]) == state(docs[-3])


def test_shells_variant_flow(tmp_path):
    # "(début de tour) jouez des cartes sur 2 emplacements ce tour" then "(fin de tour) posez ce jeton sur un
    # emplacement : votre adversaire ne peut jouer sur cet emplacement à son prochain tour."
    events = MENU + opts(shells=1)
    # P1's list: 9 locations, then Shell: 2 places, swap 1..5, draw 3
    events += ["down"] * 9 + ["ok"]  # Shell: 2 places
    events += play(PE, 0) + play(PT, 0, at_row=3)  # Perle is no longer offered: Petrifie is row 3
    docs = cli_both(events, tmp_path)
    st = state(docs[-1])
    assert st["board"][PE] == 1 and st["board"][PT] == 1 and st["turn"] == 1 and st["sh"] == [2, 0]
    # P2: play then the end-of-turn list: End turn, Shell: again, Block x9
    events += play(PE, 0) + ["down"] * (2 + GO) + ["ok"]  # Block Golem
    events += ["down"] * GO + ["ok"]  # P1 tries row 5: Golem is blocked, row 5 is Gardien
    docs = cli_both(events, tmp_path, "b")
    st = state(docs[-1])
    assert st["blk"] == [GO, 1] and st["sel"] == GA and st["sh"] == [2, 16]


def test_end_after_third_cite_then_scoring_entry(tmp_path):
    # "La partie prend fin quand la troisième pile est posée." / "l'adversaire joue encore un tour et la
    # partie prend fin. Comptez les points sur les cartes dans votre pile de score."
    events = MENU + opts(scoring=1)  # pile totals entered by hand
    events += play(CH, 2)  # P1: 3 Chasseresse (nothing to take) go under the board
    events += play(CI, 2)  # P2: 3 Cite: takes the 3 Chasseresse, first pile set aside
    events += play(CI, 2) + play(CI, 2)  # P1, P2: second and third piles
    events += ["frame"] + play(PT, 0)  # P1's last turn
    events += ["frame"]
    events += ["down", "ok", "ok"]  # P1 at 0: +1, +10, Next, Done (no minus): +10, then +1
    events += ["down"] * 4 + ["ok"]  # +1, -1, +10, -10, Next player
    events += ["down", "ok", "frame"]  # P2: +10
    events += ["down"] * 5 + ["ok", "frame", "ok"]  # Done: score; ok on the end screen opens the menu
    frames, states = frames_both(events, tmp_path)
    assert frames[0]["lines"][0].startswith("Opale P1 LAST")
    assert frames[1]["lines"][0].startswith("Opale: scoring")
    assert frames[1]["lines"][1].startswith("Pile total P1")
    assert frames[2]["lines"][2].startswith("P1 11  P2 10")
    end = [x.rstrip() for x in frames[3]["lines"]]
    assert end[0] == "Opale: end" and "Winner: P1" in end
    st = state(states[-2])
    assert st["ph"] == "over" and st["tot"] == [11, 10] and st["cite"] == 3
    assert st["pile"][1][CH] == 3
    assert states[-1]["game"] is not None  # the game menu opened over the finished game


def test_info_page_lists_the_stacks(tmp_path):
    events = MENU + opts() + play(GA, 2) + ["ok:long", "frame", "down", "frame", "back"]
    frames, states = frames_both(events, tmp_path)
    lines = [x.rstrip() for x in frames[0]["lines"]]
    assert lines[0] == "Info" and "Gardien 3/4" in lines
