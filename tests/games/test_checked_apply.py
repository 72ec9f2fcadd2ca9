"""An engine told that an action comes from its legal actions (``apply(state, action, checked=True)``, as the
device's presses and undo call it) skips looking it up there again, and does exactly what the checked call
does: the same state after every action of random games of every game, at its fewest and most players."""

import json

import pytest

from host_sim import runtime

runtime.use_firmware()

from companion import catalog  # noqa: E402
from companion.core import rng  # noqa: E402


def play_both_ways(game_id, players, seed, actions=400):
    """:return: how many actions were compared"""
    engine = catalog.load(game_id)
    options = {o[0]: o[2][0] for o in getattr(engine, "OPTIONS", ())}
    state = engine.new_state(players, options)
    dice = rng.seed_state(seed)
    compared = 0
    while compared < actions and not engine.is_over(state):
        outcomes = engine.chance(state)
        if outcomes:
            dice, outcome = rng.pick_weighted(dice, outcomes)
            assert engine.apply(state, outcome) is None
            continue
        legal = engine.legal_actions(state)
        if not legal:
            break
        dice, i = rng.draw(dice, len(legal))
        looked_up = json.loads(json.dumps(state))
        assert engine.apply(looked_up, legal[i]) is None
        assert engine.apply(state, legal[i], True) is None
        assert json.dumps(state, sort_keys=True) == json.dumps(looked_up, sort_keys=True), legal[i]
        compared += 1
    return compared


@pytest.mark.parametrize("seed", (1, 2, 3))
@pytest.mark.parametrize("row", catalog.GAMES, ids=[g[0] for g in catalog.GAMES])
def test_a_checked_action_does_what_a_looked_up_one_does(row, seed):
    for players in sorted({row[2], row[3]}):
        assert play_both_ways(row[0], players, seed) > 20


def test_an_unchecked_illegal_action_is_still_refused():
    engine = catalog.load("roma")
    state = engine.new_state(2, {})
    before = json.dumps(state, sort_keys=True)
    assert engine.apply(state, ["activate", 9]) is not None
    assert json.dumps(state, sort_keys=True) == before
