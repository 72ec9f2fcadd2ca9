"""Power cuts on the real littlefs: every block operation of every press is a cut point (MicroPython)."""

import re

from host_sim import autoplay, build, runtime

SCRIPT = build.ROOT / "host_sim" / "mp" / "littlefs_powercut.py"


def _run(presses=None, cut_from=0, before=0, legacy=False):
    """Run the script (on its own short scenario when ``presses`` is None).

    :return: presses, cut points, failures, saving presses, block erases, presses that wrote a checkpoint
    """
    head = ""
    if presses is not None:
        head = "PRESSES = %r\nCUT_FROM = %d\nBEFORE = %d\nLEGACY = %r\n" % (presses, cut_from, before, legacy)
    res = runtime.run_micropython(head + SCRIPT.read_text(), heap="4m", timeout=900)
    assert res.returncode == 0, res.stdout[-3000:] + res.stderr[-3000:]
    lines = res.stdout.strip().splitlines()
    m = re.match(r"presses (\d+) cut points (\d+) failures (\d+)$", lines[-1] if lines else "")
    assert m, res.stdout[-2000:]
    saving = re.match(r"saving presses (\d+) block erases (\d+)$", lines[-2])
    checkpoints = re.match(r"checkpoints (\d+)$", lines[-3])
    global last_plays
    last_plays = lines[-4]
    return [int(x) for x in m.groups()] + [int(x) for x in saving.groups()] + [int(checkpoints.group(1))]


last_plays = None


def test_every_cut_point_of_a_long_game_leaves_the_acknowledged_state_or_the_next():
    # settings first, then an Emerald tracker game long enough for journal rotations, undos, then a new game
    # (back from Settings, two downs: past Plays, the menu's last line, round to Emerald)
    presses = ["down"] * 7 + ["ok", "ok", "down", "ok", "back", "down", "down"]
    game, _ = autoplay.random_game("emerald", 3, 5, 9)
    presses += game[:160] + ["back:long", "back:long", "ok"]
    presses += ["back", "down", "down", "down", "ok", "down", "ok"]  # game menu: New game, confirm
    # Opale keeps its points table in the settings: a game and the settings change in one press
    presses += autoplay.random_game("opale", 2, 5, 9)[0][:40]
    n, points, failures, saving, erases, checkpoints = _run(presses)
    assert failures == 0
    # every checkpoint writes two new files and renames four (the previous generation kept): each of those
    # block operations is a cut point, and a cut in the recovery that finishes the renames too
    assert checkpoints >= 8, (checkpoints, points)
    # each saving press is at least one block write, cut cleanly and torn, then a cut in the recovery's
    # writes and in the next press: far more cut points than presses
    assert saving > 40 and points > 4 * saving, (saving, points)
    print("littlefs cut points:", points, "saving presses:", saving, "erases:", erases)


def test_every_cut_point_of_moving_a_firmware_before_s_game_into_its_directory_keeps_the_game():
    # a Course de sorcieres game with rolls and a choice, its files put back at the root as a firmware before
    # kept them: the power-up moves them into game/, every operation of it cut
    presses = ["down"] * 6 + ["ok", "ok", "roll", "ok", "roll", "ok", "roll", "ok", "roll"]
    n, points, failures, saving, erases, checkpoints = _run(presses, len(presses), legacy=True)
    assert failures == 0 and points > 10, (points, failures)


def test_the_script_alone_covers_settings_undo_and_a_new_game():
    n, points, failures, saving, erases, checkpoints = _run()
    assert failures == 0 and saving >= 8 and checkpoints >= 2


def test_every_cut_point_of_a_play_log_append_and_its_undoing_loses_or_doubles_no_play():
    # a Roma game to its end (its play appended), its last action undone after the end (the play taken
    # back), done again (appended again): every write of those presses is cut, as are the recovery's (a
    # power-up on a finished game appends a play a cut left out) and the next press's
    game, session = autoplay.random_game("roma", 2, 7, 4)
    assert session.over()
    end = len(game)
    presses = game + ["back:long", "ok", "back:long", "ok"]
    n, points, failures, saving, erases, checkpoints = _run(presses, cut_from=end - 2)
    assert failures == 0
    assert points > 40, points
    # the game ended twice more after its undo: one play kept, numbered 1, not damaged
    assert last_plays.startswith("plays [([7, "), last_plays
    assert last_plays.endswith("1)] damaged 0"), last_plays
    print("play log cut points:", points)


def test_every_cut_point_of_a_merge_of_the_small_file_of_plays_loses_or_doubles_no_play():
    # two plays in the small file before the game: its end merges them and its play into plays.log, then
    # removes the small file; the undo's X and the play again start a new small file. Every write cut
    game, session = autoplay.random_game("roma", 2, 7, 4)
    assert session.over()
    end = len(game)
    presses = game + ["back:long", "ok", "back:long", "ok"]
    n, points, failures, saving, erases, checkpoints = _run(presses, cut_from=end - 2, before=2)
    assert failures == 0
    assert points > 40, points
    assert last_plays.startswith("plays [([1, 1], 1), ([2, 2], 2), ([7, "), last_plays
    assert last_plays.endswith("3)] damaged 0"), last_plays
