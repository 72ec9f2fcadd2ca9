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


def game_ui(game_id):
    """The game's ``_ui`` module (None without one), which says where the cursor starts on a list."""
    from companion import catalog
    from companion.ui import lang

    if lang.ui is None:
        lang.use("en")
    lang.start_game(game_id)
    try:
        return catalog.load(game_id, ".ui")
    except ImportError:
        return None


def keys(ui, state, acts):
    """What the game screen's hook ``keys`` says (screens.GameScreen): None, or (the index into ``acts`` each
    button enters in one press, by the button's code: up, down, ok, back, roll, then a long press's (roll +
    buttons.LONG); None for one keeping its meaning, -1 for the one that shows the list in the lines' place;
    lines)."""
    hook = getattr(ui, "keys", None) if ui is not None else None
    return hook(state, acts) if hook is not None else None


def choose(ui, state, acts, i):
    """The presses that choose ``acts[i]``: the button that enters it at once where the game screen has one
    (``keys``), else from where the cursor starts (after the button that shows the list, where the lines
    stand in its place), the shorter way round (the list wraps), then ``ok``."""
    from companion.ui import buttons, screens

    direct = keys(ui, state, acts)
    given = list(direct[0]) if direct is not None else []
    if i in given:
        return [buttons.NAMES[given.index(i)]]
    shown = []
    if -1 in given:
        b = given.index(-1)
        shown = [buttons.NAMES[b] if b < buttons.LONG else buttons.NAMES[b - buttons.LONG] + ":long"]
    down = (i - screens.start(ui, state, acts)) % len(acts)
    up = (len(acts) - down) % len(acts)
    return shown + (["down"] * down if down <= up else ["up"] * up) + ["ok"]


def random_game(game_id, players, seed, choice_seed, max_actions=2000, stop=None):
    """A game played by random legal choices through the device's buttons.

    :param stop: callable(state, last action or None) -> None to go on, or the presses to end with
    :return: (presses, final session) for a game played to its end, to ``max_actions``, or until ``stop``
        said so
    """
    runtime.use_firmware()
    from companion import catalog
    from companion.core import rng
    from companion.core.session import Session

    engine_options = {}
    for key, _label, values, _labels in getattr(catalog.load(game_id), "OPTIONS", ()):
        engine_options[key] = values[0]  # what the menu's plain `ok` presses choose
    s = Session(game_id, players, engine_options, seed)
    presses = setup_presses(game_id, players)
    ui = game_ui(game_id)
    pick = rng.seed_state(choice_seed)
    last = None
    for _ in range(max_actions):
        tail = stop(s.state, last) if stop is not None else None
        if tail is not None:
            return presses + tail, s
        if s.chance():
            presses.append("roll")
            last = s.roll()
            continue
        acts = s.legal()
        if not acts:
            break
        pick, i = rng.draw(pick, len(acts))
        presses += choose(ui, s.state, acts, i)
        last = acts[i]
        why = s.act(last)
        assert why is None, "%s: %s refused: %s" % (game_id, last, why)
    tail = stop(s.state, None) if stop is not None else None
    return presses + (tail or []), s


def long_game(game_id, players, seed, actions):
    """Presses of a game kept going for ``actions`` actions: random legal choices, avoiding those that end it.

    :return: (presses, indices of the presses after which an action was complete, final session)
    """
    runtime.use_firmware()
    import json

    from companion import catalog
    from companion.core import rng
    from companion.core.session import Session

    engine = catalog.load(game_id)
    s = Session(game_id, players, {k: v[0] for k, _l, v, _ls in getattr(engine, "OPTIONS", ())}, seed)
    presses = setup_presses(game_id, players)
    ui = game_ui(game_id)
    ends = []
    pick = rng.seed_state(seed + 1)
    while s.played < actions and not s.over():
        if s.chance():
            presses.append("roll")
            s.roll()
        else:
            acts = s.legal()
            if not acts:
                break
            pick, i = rng.draw(pick, len(acts))
            for k in list(range(i, len(acts))) + list(range(i)):
                trial = json.loads(json.dumps(s.state))
                if engine.apply(trial, acts[k]) is None and not engine.is_over(trial):
                    break
            presses += choose(ui, s.state, acts, k)
            assert s.act(acts[k]) is None
        ends.append(len(presses) - 1)
    return presses, ends, s
