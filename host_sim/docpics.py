"""The pictures of docs/PLAYING.md, made by the `screen --png` command: python -m host_sim.docpics [OUT_DIR].

Each picture is a fresh simulated device driven to a moment of a game by button presses worked out with
the firmware's own engines (seeded, so the same presses and dice every time).
"""

import os
import subprocess
import sys
import tempfile

from host_sim import autoplay

OUT_DIR = os.path.join("docs", "img")
_AFTER_ANIMATION = "wait:10"  # lets a dragon flight or a dice run finish on the LEDs before the picture


def play_until(game_id, players, seed, stop, choice_seed=1, max_actions=3000):
    """Presses from a fresh device's menu until ``stop`` says so, choosing at random among legal actions.

    :param stop: callable(state, last action or None) -> None to go on, or the presses to end with (e.g. a
        few ``down`` to put the cursor on an action, or ``ok:long`` for an info page)
    :return: the presses (event lines)
    """
    stopped = []

    def until(state, last):
        tail = stop(state, last)
        if tail is not None:
            stopped.append(True)
        return tail

    presses, _ = autoplay.random_game(game_id, players, seed, choice_seed, max_actions, until)
    if not stopped:
        raise ValueError("%s: the game ended before the picture's moment" % game_id)
    return presses


def _emerald_card_and_dragon(state, last):
    """Emerald: a move list where some move reaches a card (`$`) and makes the dragon fly (`!`)."""
    from companion.games.emerald import engine as eng

    if state["ph"] != "move" or state["turn"] < 4 or state["mv"]:
        return None
    for i, act in enumerate(eng.legal_actions(state)[:3]):
        if act[0] != "move":
            continue
        dest = eng.destination(state, act[2])
        m = dest - 7
        if 0 <= m < 9 and (state["gp"][m] or state["op"][m]) and eng.triggers(state, dest):
            return ["down"] * i
    return None


def _emerald_help(state, last):
    """Emerald: the help page (long ok) of that move list."""
    tail = _emerald_card_and_dragon(state, last)
    return None if tail is None else tail + ["ok:long"]


def _emerald_capture(state, last):
    """Emerald: just after the dragon caught a knight whose owner may bribe it."""
    if last and last[0] == "die" and state["ph"] == "bribe" and state["fl"][0] != state["dr"]:
        return [_AFTER_ANIMATION]
    return None


def _emerald_over(state, last):
    return [] if state["ph"] == "over" else None


def _dragons_gold_attack(state, last):
    """L'Or des dragons: a player's turn once two dragons are under attack and one was killed."""
    if state["phase"] != "turn" or state["drawn"] < 1:
        return None
    hurt = [s for s in range(4) if state["under"][s]]
    return [] if len(hurt) >= 2 else None


def _dragons_gold_split(state, last):
    """L'Or des dragons: a coalition shares a kill, 18 seconds into the sand timer."""
    return ["wait:18"] if state["phase"] == "split" else None


def _opale(state, last):
    return [] if state["ph"] == "play" and state["turn"] == 0 and sum(state["board"]) >= 6 else None


def _aton(state, last):
    return [] if state["phase"] == "place" and state["round"] >= 2 else None


def _roma(state, last):
    return [_AFTER_ANIMATION] if state["phase"] == "act" and last and last[0] == "dice" else None


def _samarkand(state, last):
    # P1's turn, just after another player's camels went out (an extension's last step)
    placed = last and last[0] in ("plain", "goods", "sell", "join", "meet")
    return [] if state["phase"] == "turn" and placed and state["turn"] == 0 else None


def _witch_race(state, last):
    homes = sum([len(h) for h in state["home"]])
    return [_AFTER_ANIMATION] if state["die"] is not None and homes >= 2 else None


# (file name, game, players, dice seed, choice seed, stop)
PICTURES = (
    ("menu.png", None, 0, 1, 1, None),
    ("emerald-move.png", "emerald", 3, 5, 1, _emerald_card_and_dragon),
    ("emerald-help.png", "emerald", 3, 5, 1, _emerald_help),
    ("emerald-dragon.png", "emerald", 3, 5, 1, _emerald_capture),
    ("emerald-end.png", "emerald", 3, 5, 1, _emerald_over),
    ("dragons-gold-attack.png", "dragons_gold", 4, 3, 1, _dragons_gold_attack),
    ("dragons-gold-split.png", "dragons_gold", 4, 3, 1, _dragons_gold_split),
    ("opale.png", "opale", 2, 2, 1, _opale),
    ("aton.png", "aton", 2, 4, 1, _aton),
    ("roma.png", "roma", 2, 6, 1, _roma),
    ("samarkand.png", "samarkand", 3, 7, 7, _samarkand),
    ("witch-race.png", "witch_race", 3, 8, 1, _witch_race),
)


def presses(name):
    """:return: (dice seed, event lines) of the picture ``name``"""
    for file_name, game_id, players, seed, choice_seed, stop in PICTURES:
        if file_name == name:
            if game_id is None:
                return seed, []
            return seed, play_until(game_id, players, seed, stop, choice_seed)
    raise KeyError(name)


def make(name, out_dir=OUT_DIR):
    """Write one picture with `python -m host_sim screen --png` on a fresh device."""
    seed, lines = presses(name)
    with tempfile.TemporaryDirectory() as tmp:
        events = os.path.join(tmp, "events.txt")
        with open(events, "w") as f:
            f.write("\n".join(lines) + "\n")
        cmd = [sys.executable, "-m", "host_sim", "screen", "--state-dir", os.path.join(tmp, "flash")]
        cmd += ["--seed", str(seed), "--events", events, "--png", os.path.join(out_dir, name)]
        res = subprocess.run(cmd, capture_output=True, text=True)
        if res.returncode != 0:
            raise RuntimeError("%s: %s" % (name, res.stderr.strip()))
    return os.path.join(out_dir, name)


def main(argv):
    out_dir = argv[0] if argv else OUT_DIR
    os.makedirs(out_dir, exist_ok=True)
    for row in PICTURES:
        name = row[0]
        print(make(name, out_dir))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
