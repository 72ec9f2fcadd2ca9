# A game in play: engine state, seeded dice, the actions undo can take back, and what is left to save.

import json

from micropython import const

from companion import catalog
from companion.core import jsonc, rng

_TYPED = const(0)
if _TYPED:  # mypy reads this (always_true); MicroPython's compiler drops the block: no import at run time
    from typing import Any, Callable

FORMAT = const(2)  # of the checkpoint document (see docs/STORAGE.md)
UNDO = "undo"  # a journal record that takes back the last action
# A checkpoint is due at every die roll (nothing behind it can be undone), and after JOURNAL_MAX journal
# records once it moves the base forward (more than KEEP_UNDOABLE actions undoable): it keeps the last
# KEEP_UNDOABLE actions replayable, so undo, power-up and saving cost the same at action 20 and at action
# 2,000. A checkpoint that would store the same base again (undos kept the actions few) waits until the
# journal reaches JOURNAL_LIMIT records. The app writes a due checkpoint when no press waits (the press
# itself only appends its record), or at once when the journal reaches JOURNAL_LIMIT records.
JOURNAL_MAX = const(12)
JOURNAL_LIMIT = const(24)
KEEP_UNDOABLE = const(12)
# undo_refusal()'s answers (private consts: no names kept in memory)
_NO_MORE_UNDO = const(0)
_NOTHING_TO_UNDO = const(1)
_DICE_STAY_ROLLED = const(2)


# apply's first step, the same in every engine: what is not an action, or comes once the game is over, is
# refused in the same words, in both runtimes (here, where every engine finds it loaded already)
def refused(action, over, legal=None):
    """Why ``action`` is refused before its engine looks at it, or None.

    An action is a non-empty list of ints and strings, as JSON, the journal and ``legal_actions`` give it (a
    tuple is refused by every engine alike); nothing is applied once the game is over.

    :param over: the engine's ``is_over(state)``
    :param legal: the engine's ``legal_actions(state)``, for an engine whose legal actions are all it takes
        (None: the caller checked, or the engine checks as it applies)
    """
    if type(action) is not list or not action:
        return "not an action"
    for x in action:
        if type(x) is not int and type(x) is not str:
            return "not an action"
    if over:
        return "the game is over"
    if legal is not None and action not in legal:
        return "not allowed now"
    return None


class Session:
    """One game being played.

    The state is the ``base`` (the state of the last checkpoint) plus the ``undoable`` actions applied to it;
    undo replays the base with one action less. Once a checkpoint holds the base, it is read back from there
    (``read_base``) rather than kept in RAM; until then, and in a session that is never stored, RAM keeps it
    as JSON text, taken only when an action is applied to it.

    :param game_id: a catalog id
    :param players: player count
    :param options: {option key: value}, every key of the engine's OPTIONS
    :param seed: the dice seed (the same seed and actions give the same game)
    """

    if _TYPED:
        read_base: Callable[[], Any] | None

    def __init__(self, game_id, players, options, seed):
        self.game_id = game_id
        self.engine = catalog.load(game_id)
        self.players = players
        self.options = options
        self.seed = seed
        self.rng = rng.seed_state(seed)
        self.state = self.engine.new_state(players, options)
        self.base_text = (
            None  # the base as JSON, while no checkpoint holds it (when undoable: else it is the state)
        )
        self.base = None  # a base made by checkpoint(), until dump_checkpoint() writes it
        self.read_base = None  # callable() -> the base the stored checkpoint holds (the app's flash)
        self.base_stored = False  # the stored checkpoint holds the current base
        self.base_played = 0  # actions (die rolls included) before the base
        self.base_fixed = True  # the base is the start or a die roll: undo stops there
        self.undoable = []
        self.pending = []  # journal records not stored yet: an action, UNDO, or a roll (generator, outcome)
        self.journal = 0  # records in the journal since the checkpoint
        self.clock = None  # a game's clock as last journaled (its sand timer: tid * 65536 + ms left), or None
        self.checkpoint_due = True
        # [ms the game was on, at the ticks of the last save], None: not counted (App.save counts it)
        self.on = [0, None]  # type: Any

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
        journal = self.journal
        if journal >= JOURNAL_LIMIT or (journal >= JOURNAL_MAX and len(self.undoable) > KEEP_UNDOABLE):
            self.checkpoint_due = True

    def act(self, action, offered=False):
        """Apply a player's action if legal; or keep a game's clock (an int), journaled, not played.

        :param offered: the action was picked from ``legal()`` of this very state: not checked again
        :return: None, or the reason it was refused (the state is then unchanged)
        """
        if type(action) is int:  # a game's clock to keep (its sand timer's time left): journaled, not played
            self.clock = action
            self.pending.append(action)
            return None
        if not offered and action not in self.legal():
            return "not allowed now"
        self.keep_base()
        why = self.engine.apply(self.state, action, True)  # from legal(): the engine need not look again
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
        self.base_text = None  # the state is the base now (act() takes its text if the base must outlive it)
        self.base = None
        self.base_stored = False
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
        self.state = None  # its room for the base's (the flash keeps the game if that fails)
        self.state = replay(self.engine, self.base_state(), self.undoable, True)
        self._record(UNDO)
        return last

    def save(self, store, root, seq, whole):
        """Store what changed since the last save: a press appends its records; a due checkpoint waits for an
        idle moment (no records pending), unless the journal has grown too long.

        :param store: companion.storage.store (handed over: the core imports no storage)
        :param seq: the stored checkpoint's sequence number
        :param whole: the base written as one text (a heap with room for it), else streamed
        :return: the sequence number after (a checkpoint's is the next)
        """
        if self.checkpoint_due and (not self.pending or self.journal >= JOURNAL_LIMIT):
            self.checkpoint()
            seq += 1
            dump = (lambda out: self.dump_checkpoint(out, True)) if whole else self.dump_checkpoint
            store.save_checkpoint(root, seq, dump, self.game_id)
            self.stored()
            if self.clock is not None:  # a game's clock outlives a checkpoint: the new journal starts with it
                store.append_journal(root, seq, (self.clock,))
        elif self.pending:
            store.append_journal(root, seq, self.pending)  # a write that fails leaves them pending
            self.pending = []
        return seq

    def remember(self, settings):
        """Keep in ``settings`` what the game says outlives it (e.g. a points table edited once).

        :return: True when that changed
        """
        hook = getattr(self.engine, "remembered", None)
        if hook is None:
            return False
        value = hook(self.state)
        kept = settings.get("kept")
        if kept is None:
            kept = settings["kept"] = {}
        if value is None or kept.get(self.game_id) == value:
            return False
        kept[self.game_id] = json.loads(json.dumps(value))  # a copy: the game may change its own in place
        return True

    def checkpoint(self):
        """Move the base forward, keeping the last KEEP_UNDOABLE actions undoable; the caller stores it."""
        extra = len(self.undoable) - KEEP_UNDOABLE
        if extra > 0:
            # a MemoryError here leaves the session unusable, and the app goes back to what the flash holds,
            # which nothing has touched yet (App.fail)
            self.base = replay(self.engine, self.base_state(), self.undoable[:extra], True)
            self.base_text = None
            self.base_stored = False
            self.base_played += extra
            self.base_fixed = False
            self.undoable = self.undoable[extra:]
        self.pending = []
        self.journal = 0
        self.checkpoint_due = False

    def keep_base(self):
        """Before an action changes the state: while nothing is undoable the state is the base, and unless a
        stored checkpoint holds it, RAM must keep it (as text: a fraction of the objects' heap)."""
        if not self.undoable and self.base_text is None and not self.base_stored:
            self.base_text = jsonc.compact(self.state)

    def base_state(self):
        """:return: a new copy of the base, from RAM or from the stored checkpoint (while ``undoable``)"""
        if self.base_text is not None:
            return json.loads(self.base_text)
        assert self.read_base is not None  # undoable and not in RAM: a stored checkpoint holds it
        return self.read_base()

    def dump_checkpoint(self, out, whole=False):
        """Stream the checkpoint document (JSON) into ``out``, a stream (``io.IOBase``) with ``write``.

        :param whole: the base written as one text (a heap with room for it): the C writer streaming it
            calls ``write`` once a token, hundreds of calls for a game's base (on a Pico a fifth of the
            checkpoint's time); else streamed, no text of the whole state in the heap"""
        write = out.write
        write('{"base":')
        base = self.base
        if base is None and self.base_text is not None:
            write(self.base_text)
        else:
            if base is None:
                base = self.base_state() if self.undoable else self.state
            if whole:
                write(json.dumps(base, separators=(",", ":")))
            else:
                # ignored: the stub has separators positional only; MicroPython takes the keyword as well
                json.dump(base, out, separators=(",", ":"))  # type: ignore[call-overload]
            base = None
        write(',"fixed":')
        write("true" if self.base_fixed else "false")
        write(',"format":%d,"id":' % FORMAT)
        write(jsonc.compact(self.game_id))
        if self.on is not None:
            write(',"on":%d' % self.on[0])
        write(',"options":')
        write(jsonc.compact(self.options))
        write(',"played":%d,"players":%d,"rng":%d,"seed":' % (self.base_played, self.players, self.rng))
        write(jsonc.compact(self.seed))
        write(',"undoable":')
        write(jsonc.compact(self.undoable))
        write("}")

    def attach(self, read_base, clean=True):
        """:param read_base: callable() -> the stored checkpoint's base state; RAM forgets a base it holds
        :param clean: False when the journal read back was not as written (a torn record, a lost one): it is
            started again, and the next save is a checkpoint (nothing is appended to it first)"""
        self.read_base = read_base
        if self.base_stored:
            self.base_text = None
        if not clean:
            self.checkpoint_due = True
            self.journal = JOURNAL_LIMIT

    def stored(self):
        """The checkpoint was written: its base is read back from it from now on, and RAM forgets it."""
        self.base = None
        self.base_stored = True
        if self.read_base is not None:
            self.base_text = None

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


def replay(engine, state, actions, checked=False):
    """Apply ``actions`` to ``state`` (mutated and returned).

    :param checked: the engine accepted these very actions from this state already (undo; not a file read
        at power-up, which is checked): it need not look each up in its legal actions again
    :raises ValueError: when an action is refused
    """
    for i, action in enumerate(actions):
        why = engine.apply(state, action, checked)
        if why is not None:
            raise ValueError("action %d %r refused: %s" % (i, action, why))
    return state
