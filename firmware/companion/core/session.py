# A game in play: engine state, action history, seeded dice and undo; the history is the saved game.

from companion import catalog
from companion.core import rng
from companion.core.history import History


class Session:
    """One game being played.

    :param game_id: a catalog id
    :param players: player count
    :param options: {option key: value}, every key of the engine's OPTIONS
    :param seed: the dice seed (the same seed and actions give the same game)
    """

    def __init__(self, game_id, players, options, seed):
        self.game_id = game_id
        self.engine = catalog.load(game_id)
        self.players = players
        self.options = options
        self.seed = seed
        self.rng = rng.seed_state(seed)
        self.history = History()
        # actions before this index are fixed: a die roll is never undone, so undo is no way to reroll
        self.fixed = 0
        self.state = self.engine.new_state(players, options)

    def legal(self):
        return self.engine.legal_actions(self.state)

    def chance(self):
        return self.engine.chance(self.state)

    def over(self):
        return self.engine.is_over(self.state)

    def act(self, action):
        """Apply a player's action if legal.

        :return: None, or the reason it was refused (the state is then unchanged)
        """
        if action not in self.legal():
            return "not allowed now"
        why = self.engine.apply(self.state, action)
        if why is None:
            self.history.append(action)
        return why

    def roll(self):
        """Resolve the pending chance node with the seeded generator.

        :return: the outcome action, or None when nothing is to be rolled
        """
        outcomes = self.chance()
        if not outcomes:
            return None
        self.rng, outcome = rng.pick_weighted(self.rng, outcomes)
        why = self.engine.apply(self.state, outcome)
        if why is not None:
            raise ValueError("engine refused its own chance outcome %r: %s" % (outcome, why))
        self.history.append(outcome)
        self.fixed = len(self.history)
        return outcome

    def can_undo(self):
        return len(self.history) > self.fixed

    def undo(self):
        """Take back the last action (never a die roll, never past one).

        :return: True if something was undone
        """
        if not self.can_undo():
            return False
        self.history.pop()
        self.state = replay(self.engine, self.players, self.options, self.history)
        return True

    def record(self):
        """The JSON-able saved form."""
        return {
            "id": self.game_id,
            "players": self.players,
            "options": self.options,
            "seed": self.seed,
            "rng": self.rng,
            "history": self.history,
            "fixed": self.fixed,
            "state": self.state,
        }


def replay(engine, players, options, history):
    """Rebuild a state from the history.

    :raises ValueError: when an action of the history is refused
    """
    state = engine.new_state(players, options)
    for i, action in enumerate(history):
        why = engine.apply(state, action)
        if why is not None:
            raise ValueError("history[%d] %r refused: %s" % (i, action, why))
    return state


def from_record(rec):
    """Restore a Session saved by ``record()``; the saved state is trusted when present (CRC-checked).

    :raises ValueError, KeyError, TypeError, ImportError: on a record this firmware cannot use
    """
    game_id = rec["id"]
    if catalog.find(game_id) is None:
        raise ValueError("unknown game %r" % game_id)
    s = Session(game_id, rec["players"], rec["options"], rec["seed"])
    s.rng = rec["rng"]
    s.history = History(rec["history"])
    s.fixed = rec["fixed"]
    if not (0 <= s.fixed <= len(s.history)):
        raise ValueError("fixed out of range")
    state = rec.get("state")
    s.state = state if isinstance(state, dict) else replay(s.engine, s.players, s.options, s.history)
    return s
