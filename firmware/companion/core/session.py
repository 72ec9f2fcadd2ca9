# A game in play: engine state, seeded dice, the actions undo can take back, and what is left to save.

import json

from companion import catalog
from companion.core import jsonc, rng

try:
    from micropython import const
except ImportError:

    def const(x):
        return x


FORMAT = const(2)  # of the checkpoint document (see docs/STORAGE.md)
UNDO = "undo"  # a journal record that takes back the last action
# A checkpoint is due at every die roll (nothing behind it can be undone) and after this many journal
# records; it keeps the last KEEP_UNDOABLE actions replayable, so undo, power-up and saving cost the same at
# action 20 and at action 2,000. The app writes a due checkpoint when no press waits (the press itself only
# appends its record), or at once when the journal reaches JOURNAL_LIMIT records.
JOURNAL_MAX = const(12)
JOURNAL_LIMIT = const(24)
KEEP_UNDOABLE = const(12)
# undo_refusal()'s answers (private consts: no names kept in memory)
_NO_MORE_UNDO = const(0)
_NOTHING_TO_UNDO = const(1)
_DICE_STAY_ROLLED = const(2)


class Session:
    """One game being played.

    The state is ``base`` (a state kept as JSON text) plus the ``undoable`` actions applied to it.
    ``base`` is the state of the last checkpoint; undo replays ``base`` with one action less.

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
        self.state = self.engine.new_state(players, options)
        self.base_text = jsonc.compact(self.state)
        self.base_played = 0  # actions (die rolls included) before the base
        self.base_fixed = True  # the base is the start or a die roll: undo stops there
        self.undoable = []
        self.pending = []  # journal records not stored yet: an action, UNDO, or a roll (generator, outcome)
        self.journal = 0  # records in the journal since the checkpoint
        self.checkpoint_due = True

    @property
    def played(self):
        return self.base_played + len(self.undoable)

    def legal(self):
        return self.engine.legal_actions(self.state)

    def chance(self):
        return self.engine.chance(self.state)

    def over(self):
        return self.engine.is_over(self.state)

    def _record(self, item):
        self.pending.append(item)
        self.journal += 1
        if self.journal >= JOURNAL_MAX:
            self.checkpoint_due = True

    def act(self, action, offered=False):
        """Apply a player's action if legal.

        :param offered: the action was picked from ``legal()`` of this very state: not checked again
        :return: None, or the reason it was refused (the state is then unchanged)
        """
        if not offered and action not in self.legal():
            return "not allowed now"
        why = self.engine.apply(self.state, action)
        if why is None:
            self.undoable.append(action)
            self._record(action)
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
        self.rolled()
        self._record((self.rng, outcome))
        return outcome

    def rolled(self):
        """A die roll was applied: it is never undone (undo is no way to reroll), so the state after it is
        the new base at once, and a checkpoint is due."""
        self.base_played = self.played + 1
        self.base_text = None  # its room for the new one (the flash keeps the game if that fails)
        self.base_text = jsonc.compact(self.state)
        self.base_fixed = True
        self.undoable = []
        self.checkpoint_due = True

    def can_undo(self):
        return len(self.undoable) > 0

    def undo_refusal(self):
        """Why undo does nothing now (when ``can_undo()`` is False): 0 what remains is behind a checkpoint,
        1 nothing was done yet, 2 a die roll is in the way (it is never undone)."""
        if not self.base_fixed:
            return _NO_MORE_UNDO
        return _NOTHING_TO_UNDO if self.base_played == 0 else _DICE_STAY_ROLLED

    def undo(self):
        """Take back the last action (never a die roll, never past one).

        :return: the action undone, or None
        """
        if not self.undoable:
            return None
        last = self.undoable.pop()
        self.state = replay(self.engine, json.loads(self.base_text), self.undoable)
        self._record(UNDO)
        return last

    def checkpoint(self):
        """Move the base forward, keeping the last KEEP_UNDOABLE actions undoable; the caller stores it."""
        extra = len(self.undoable) - KEEP_UNDOABLE
        if extra > 0:
            base = replay(self.engine, json.loads(self.base_text), self.undoable[:extra])
            # the old text's room for the new one: a MemoryError here leaves the session unusable, and the
            # app goes back to what the flash holds, which nothing has touched yet (App.fail)
            self.base_text = None
            self.base_text = jsonc.compact(base)
            self.base_played += extra
            self.base_fixed = False
            self.undoable = self.undoable[extra:]
        self.pending = []
        self.journal = 0
        self.checkpoint_due = False

    def dump_checkpoint(self, write):
        """Stream the checkpoint document (JSON) through ``write``."""
        write('{"base":')
        write(self.base_text)
        write(',"fixed":')
        write("true" if self.base_fixed else "false")
        write(',"format":%d,"id":' % FORMAT)
        write(jsonc.compact(self.game_id))
        write(',"options":')
        write(jsonc.compact(self.options))
        write(',"played":%d,"players":%d,"rng":%d,"seed":' % (self.base_played, self.players, self.rng))
        write(jsonc.compact(self.seed))
        write(',"undoable":')
        write(jsonc.compact(self.undoable))
        write("}")

    def summary(self):
        """What the device persists, as the simulator's state line shows it."""
        return {
            "id": self.game_id,
            "players": self.players,
            "options": self.options,
            "seed": self.seed,
            "rng": self.rng,
            "played": self.played,
            "undoable": self.undoable,
            "state": self.state,
        }


def replay(engine, state, actions):
    """Apply ``actions`` to ``state`` (mutated and returned).

    :raises ValueError: when an action is refused
    """
    for i, action in enumerate(actions):
        why = engine.apply(state, action)
        if why is not None:
            raise ValueError("action %d %r refused: %s" % (i, action, why))
    return state
