"""Every game played to its end through the buttons, in every language: both runtimes print the same bytes at
the smallest heap the device claims (README)."""

import json
import shutil
import tempfile
from pathlib import Path

import pytest

from host_sim import autoplay, device, runtime

runtime.use_firmware()
from companion import catalog  # noqa: E402
from companion.ui import lang  # noqa: E402

# the smallest heap the device claims; at 96k, below it, Roma with 2 players in French meets a MemoryError
HEAP = runtime.SMALLEST_HEAP
GAMES = [(g[0], n) for g in catalog.GAMES for n in sorted({g[2], g[3]})]
RUNS = [(g, n, code) for g, n in GAMES for code in lang.LANGS]  # fewest and most players, each language


@pytest.mark.parametrize("game_id,players,code", RUNS, ids=["%s-%d-%s" % r for r in RUNS])
def test_random_full_game_through_the_buttons(game_id, players, code):
    # the flash's path is kept on the device's heap, so its length moves where everything after it lands: a
    # path of one length every run (not pytest's, which grows with the run's number and the test's index)
    # makes a game that fits at the heap claimed fit every run (its layout moves with the path's length)
    tmp_path = Path(tempfile.mkdtemp(prefix="companion-run-"))
    try:
        _play_to_the_end(tmp_path, game_id, players, code)
    finally:
        shutil.rmtree(tmp_path, ignore_errors=True)


def _play_to_the_end(tmp_path, game_id, players, code):
    presses, session = autoplay.random_game(game_id, players, 17, 4)
    assert session.over()
    outs = []
    for rt in ("cpython", "micropython"):
        d = tmp_path / rt
        d.mkdir()
        outs.append(device.run_events(str(d), 17, presses, rt, HEAP, code))
    assert outs[0] == outs[1]
    final = json.loads(outs[0][-1][2:])["game"]
    # the device reached the very state the engine reached, and says the game is over
    assert final["state"] == session.state
    assert final["played"] == session.played
    # what it saved is what power-up finds
    assert device.state_text(str(tmp_path / "micropython"), "micropython", HEAP) == outs[1][-1][2:]

    # the play log holds the game, once, with the engine's totals and winners, alike in both runtimes
    logs = [device.plays_text(str(tmp_path / rt), "json", rt, HEAP) for rt in ("cpython", "micropython")]
    assert logs[0] == logs[1] and logs[0][1:] == (0, 1)
    (play,) = json.loads(logs[0][0])["plays"]
    res = session.engine.result(session.state)
    assert play["totals"] == [p["total"] for p in res["players"]]
    assert play["lines"] == [p["breakdown"] for p in res["players"]]
    assert [play["seats"][i] for i in play["winners"]] == res["winners"]
    got = play["game"], play["players"], play["actions"], play["lang"]
    assert got == (game_id, players, session.played, code)
