"""What every engine offers the tools beside its rules: ``current(state)``, the seat to act (or None), in
range all game long and None once it is over, over seeded random games of every game."""

import json
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


# apply's first step (companion.core.session.refused), which every engine calls: the same refusals in the
# same words, whatever the game, and the state untouched
_FIRST_STEP = """
import json
from companion import catalog
for row in catalog.GAMES:
    engine = catalog.load(row[0])
    state = engine.new_state(row[2], dict((o[0], o[2][0]) for o in getattr(engine, "OPTIONS", ())))
    outcomes = engine.chance(state)
    action = next(iter(outcomes))[0] if outcomes else next(iter(engine.legal_actions(state)))
    before = json.dumps(state)
    seen = [engine.apply(state, x) for x in (tuple(action), [], None, "pass", action[:1] + [1.5], [True])]
    print(row[0], json.dumps(seen), json.dumps(state) == before)
"""


def first_step_refusals(rt):
    if rt == "cpython":
        import contextlib
        import io

        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            exec(_FIRST_STEP, {})  # noqa: S102 (the firmware's code, as MicroPython runs it)
        return out.getvalue()
    res = runtime.run_micropython(_FIRST_STEP)
    assert res.returncode == 0, res.stderr or res.stdout
    return res.stdout


def test_every_engine_refuses_what_is_not_an_action_alike_in_both_runtimes():
    cpy = first_step_refusals("cpython")
    lines = cpy.splitlines()
    assert len(lines) == len(catalog.GAMES)
    for line in lines:
        seen, untouched = line.split(" ", 1)[1].rsplit(" ", 1)
        # a tuple is refused as a list would never be: JSON, the journal and legal_actions give lists
        assert seen == json.dumps(["not an action"] * 6) and untouched == "True", line
    assert first_step_refusals("micropython") == cpy


@pytest.mark.parametrize("game_id, fewest", [(g[0], g[2]) for g in catalog.GAMES])
def test_every_engine_refuses_any_action_once_the_game_is_over(game_id, fewest):
    for seed in range(40):
        last = tried = None
        for engine, state in random_states(game_id, fewest, seed, 3000):
            if engine.is_over(state):
                break
            outcomes = engine.chance(state)
            last = next(iter(outcomes))[0] if outcomes else next(iter(engine.legal_actions(state)))
        if engine.is_over(state):
            before = json.dumps(state, sort_keys=True)
            for checked in (False, True):
                assert engine.apply(state, last, checked) == "the game is over", (game_id, last)
            assert json.dumps(state, sort_keys=True) == before
            tried = last
            break
    assert tried is not None, "%s: no random game ended" % game_id
