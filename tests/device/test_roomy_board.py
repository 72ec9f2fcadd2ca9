"""What a board with a roomy heap and slow erases (a Pico running the UF2) tunes: a due checkpoint waits
for the buttons to be still (save_after_ms), so presses in quick succession are not kept waiting behind its
erases while the journal holds every press; a game starts and ends without a soft reset (clean_starts);
a checkpoint's base is written as one text."""

from host_sim import autoplay, runtime

runtime.use_firmware()
from companion.boards.virtual import VirtualBoard  # noqa: E402
from companion.core.session import JOURNAL_LIMIT  # noqa: E402
from companion.ui import buttons  # noqa: E402
from companion.ui.app import App  # noqa: E402

SEED = 3
PRESSES, _, _ = autoplay.long_game("roma", 2, SEED, 120)  # from a fresh device's menu


def tap(board, app, name, hold_ms=50, gap_ms=100):
    """A real press through the buttons' levels: held, released, then a pause; the loop runs every 10 ms."""
    bit = 1 << buttons.NAMES.index(name.partition(":")[0])
    for held, ms in ((bit, hold_ms), (0, gap_ms)):
        board.held = held
        for _ in range(ms // 10):
            board.advance(10)
            app.step()


def play(tmp_path, save_after_ms, gap_ms):
    """:return: the board, the app, and the session's (journal, checkpoint due) after each press"""
    tmp_path.mkdir()
    board = VirtualBoard(str(tmp_path), seed=SEED)
    board.save_after_ms = save_after_ms
    app = App(board)
    seen = []
    for name in PRESSES:
        tap(board, app, name, gap_ms=gap_ms)
        s = app.session
        if s is not None:
            seen.append((s.journal, s.checkpoint_due))
    return board, app, seen


def test_presses_in_quick_succession_leave_the_checkpoints_for_a_pause(tmp_path):
    board, app, seen = play(tmp_path / "quick", 200, 100)  # a press every 150 ms
    journals = [j for j, _ in seen]
    assert max(journals) >= 12 and any(due for _, due in seen), "checkpoints fell due and waited"
    # the journal starts again only when it reaches its limit (the press then takes the checkpoint)
    for before, after in zip(journals, journals[1:]):
        assert after >= before or before >= JOURNAL_LIMIT - 2, (before, after)
    s = app.session
    for _ in range(25):  # the buttons still for 250 ms
        board.advance(10)
        app.step()
    assert not s.checkpoint_due and s.journal == 0
    # the same presses at the pace of a pause each: the same game (only where its checkpoint stands differs),
    # the checkpoints written as they fell due
    _, slow, slow_seen = play(tmp_path / "slow", 200, 300)
    assert slow.session.state == s.state and slow.session.played == s.played
    assert max(j for j, _ in slow_seen) < JOURNAL_LIMIT - 1 and not any(due for _, due in slow_seen[-3:])


def test_without_the_tunable_a_due_checkpoint_is_written_at_the_next_idle_moment(tmp_path):
    _, _, seen = play(tmp_path / "at-once", 0, 100)
    assert not any(due for _, due in seen)


DUMP = """
import io, sys
from companion.core.session import Session
s = Session("roma", 2, {}, 3)
for _ in range(30):
    acts = s.legal()
    if not acts:
        s.roll()
    else:
        s.act(acts[len(acts) // 2], True)
out = []
for whole in (False, True):
    b = io.StringIO()
    s.dump_checkpoint(b, whole)
    out.append(b.getvalue())
sys.stdout.write("SAME %d %d\\n" % (out[0] == out[1], len(out[0])))
sys.stdout.write(out[1] + "\\n")
"""


def test_a_checkpoint_written_whole_is_the_streamed_one_byte_for_byte():
    import subprocess
    import sys

    ref = subprocess.run(
        [sys.executable, "-c", "import sys; sys.path.insert(0, %r)\n" % runtime.FIRMWARE + DUMP],
        capture_output=True,
        text=True,
    )
    mp = runtime.run_micropython(DUMP, timeout=120)
    assert ref.returncode == 0 and mp.returncode == 0, ref.stderr + mp.stdout + mp.stderr
    # each runtime's C writer keeps its own dict order: the same document within each, the same length
    assert ref.stdout.startswith("SAME 1 ") and mp.stdout.splitlines()[0] == ref.stdout.splitlines()[0]


def test_a_board_without_clean_starts_plays_on_in_place_the_same_game(tmp_path):
    (tmp_path / "reset").mkdir()
    (tmp_path / "in-place").mkdir()
    states = []
    for folder, clean in (("reset", True), ("in-place", False)):
        board = VirtualBoard(str(tmp_path / folder), seed=SEED)
        board.clean_starts = clean
        app = App(board)
        restarts = 0
        for name in PRESSES[:60]:
            button, _, mod = name.partition(":")
            app.press(button, mod == "long")
            app.step()
            if board.restarting:  # a board that goes on in place was asked to power up again
                restarts += 1
                board.restarting = False
        states.append((app.state_text(), restarts))
    (reset_state, reset_restarts), (in_place_state, in_place_restarts) = states
    assert reset_restarts >= 1 and in_place_restarts == 0
    assert in_place_state == reset_state
