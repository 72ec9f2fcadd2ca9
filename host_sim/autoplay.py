"""Button presses that play a whole game by random legal choices, worked out with the firmware engine."""

from host_sim import runtime


def setup_presses(game_id, players):
    """Presses from the main menu of a fresh device to a started game (each option at its default)."""
    runtime.use_firmware()
    from companion import catalog

    ids = [g[0] for g in catalog.GAMES]
    row = catalog.GAMES[ids.index(game_id)]
    presses = ["down"] * ids.index(game_id) + ["ok"]
    if row[2] != row[3]:
        presses += ["down"] * (players - row[2]) + ["ok"]
    presses += ["ok"] * len(getattr(catalog.load(game_id), "OPTIONS", ()))
    return presses


def random_game(game_id, players, seed, choice_seed, max_actions=2000):
    """:return: (presses, final session) for a game played to its end (or max_actions) on the device."""
    runtime.use_firmware()
    from companion.core import rng
    from companion.core.session import Session

    engine_options = {}
    from companion import catalog

    for key, _label, values, _labels in getattr(catalog.load(game_id), "OPTIONS", ()):
        engine_options[key] = values[0]
    s = Session(game_id, players, engine_options, seed)
    presses = setup_presses(game_id, players)
    pick = rng.seed_state(choice_seed)
    for _ in range(max_actions):
        if s.chance():
            presses.append("roll")
            s.roll()
            continue
        acts = s.legal()
        if not acts:
            break
        pick, i = rng.draw(pick, len(acts))
        presses += ["down"] * i + ["ok"]
        why = s.act(acts[i])
        assert why is None, why
    return presses, s
