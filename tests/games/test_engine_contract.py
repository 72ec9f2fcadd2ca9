"""What every engine offers the tools beside its rules: ``current(state)``, the seat to act (or None), in
range all game long and None once it is over, over seeded random games of every game."""

import random

import pytest

from host_sim import runtime

runtime.use_firmware()
from companion import catalog  # noqa: E402


def defaults(engine):
    return {opt[0]: opt[2][0] for opt in getattr(engine, "OPTIONS", ())}


def random_states(game_id, players, seed, limit=400):
    engine = catalog.load(game_id)
    rnd = random.Random(seed)
    state = engine.new_state(players, defaults(engine))
    yield engine, state
    for _ in range(limit):
        if engine.is_over(state):
            return
        outcomes = engine.chance(state)
        if outcomes:
            action = rnd.choice([o for o, _ in outcomes])
            assert engine.apply(state, action) is None
        else:
            acts = engine.legal_actions(state)
            assert acts, "%s: no action and no roll in %r" % (game_id, state)
            assert engine.apply(state, rnd.choice(acts), True) is None
        yield engine, state


@pytest.mark.parametrize("game_id, fewest, most", [(g[0], g[2], g[3]) for g in catalog.GAMES])
def test_current_names_a_seat_or_nobody(game_id, fewest, most):
    seen = set()
    for seed in range(6):
        players = fewest + seed % (most - fewest + 1)
        for engine, state in random_states(game_id, players, seed):
            p = engine.current(state)
            assert p is None or (type(p) is int and 0 <= p < players), (game_id, p, state)
            if engine.is_over(state):
                assert p is None, (game_id, state)
            else:
                seen.add(p)
    assert len(seen - {None}) >= 2  # the turn goes round
