# Debounce and long-press detection from a bitmask of held buttons; allocation-free.

from micropython import const

UP = const(0)
DOWN = const(1)
OK = const(2)
BACK = const(3)
ROLL = const(4)
LONG = const(8)  # added to a button index for a long press
NAMES = ("up", "down", "ok", "back", "roll")
_COUNT = const(5)
_REPEATING = const(3)  # the buttons a hold repeats: up and down (1 << UP | 1 << DOWN)
_FAST_AFTER = const(5)  # the slow repeats of a hold, before it speeds up
_FAST_MS = const(70)  # the fast repeats' period


def event(name, long=False):
    """Event code for a button name ("ok") and press length."""
    return NAMES.index(name) + (LONG if long else 0)


class Buttons:
    """Turns raw button levels into press events.

    A press is reported on release (short) or as soon as it has been held ``long_press_ms`` (long), so a
    long press never also gives a short one. A button's first edge counts at once (a release answers without
    waiting for its contacts to settle); then its contacts are ignored for ``debounce_ms``, longer than they
    bounce (up to 10 ms), and a level that differs after it is the next edge.
    """

    debounce_ms = 20
    long_press_ms = 800

    # A held up or down repeats instead of a long press (a long list is crossed by a hold): its first move
    # comes half a long press after the press, then one every repeat_ms, and once the row of the
    # _FAST_AFTER-th of those has shown that long too, one every _FAST_MS; letting go gives nothing more.
    # (Few names: each is a qstr, and Emerald in Italian has none to spare.)
    repeat_ms = 200  # slow enough to let go on the row aimed at (host_sim/effortbench.py counts on it)
    count = 0  # the moves the held up or down gave (0: no hold repeating)

    def __init__(self, now, ticks_diff, held=0):
        """:param now: ticks_ms value
        :param ticks_diff: the board's ticks_diff (kept: a bound method made per call would allocate)
        :param held: the buttons held at power-up: they give no press until let go (the finger that ended a
            game is still on its button when the device powers up again)
        """
        self._ticks_diff = ticks_diff
        self._stable = held  # debounced levels
        self._raw = held
        self._edge_at = [now] * _COUNT  # a button's last edge counted: its bounce is ignored after it
        self._down_at = [now] * _COUNT
        self._long_sent = held  # bitmask: long press already reported for this hold (so no short one)
        self._last_edge = None  # when a button last went down or up (None: not since power-up)

    def update(self, raw, now):
        """Feed the current levels; return an event code or -1.

        :param raw: bitmask of held buttons (bit i = NAMES[i])
        :param now: ticks_ms value
        """
        # (at every look of the loop: few names, a frame kept off the heap, see docs/MEMORY.md)
        self._raw = raw
        bits = raw ^ self._stable  # the buttons whose level changed
        i = 0
        while bits and i < _COUNT:  # (a while: a for's counter would be a word more on the stack)
            bit = 1 << i
            if bits & bit and self._ticks_diff(now, self._edge_at[i]) >= self.debounce_ms:
                self._edge_at[i] = now
                self._last_edge = now
                self._stable ^= bit
                if raw & bit:
                    self._down_at[i] = now
                elif self._long_sent & bit:  # the end of a long press: no short one
                    self._long_sent &= ~bit
                else:
                    return i
            i += 1
        bits = self._stable & ~self._long_sent  # held, no long press given yet
        i = 0
        while bits and i < _COUNT:
            bit = 1 << i
            if bits & bit and self._ticks_diff(now, self._down_at[i]) >= (
                self.long_press_ms >> 1 if bit & _REPEATING else self.long_press_ms
            ):
                self._long_sent |= bit
                if bit & _REPEATING:
                    self.count = 1
                    self._down_at[i] = now  # from now: the time of its last move
                    return i
                return i + LONG
            i += 1
        bits = self.count
        if bits:  # the next move of the held up or down, when due
            bit = self._stable & self._long_sent & _REPEATING
            if not bit:
                self.count = 0  # let go
                return -1
            i = DOWN if bit & 1 << DOWN else UP
            # the row of the last slow repeat stays as long as the others (a row to let go on), then fast
            if self._ticks_diff(now, self._down_at[i]) >= (
                _FAST_MS if bits > _FAST_AFTER + 1 else self.repeat_ms
            ):
                self.count = bits + 1
                self._down_at[i] = now
                return i
        return -1

    def quiet(self, now, ms):
        """:return: True when no button is held and none went down or up in the last ``ms`` ms"""
        last = self._last_edge
        return not (self._stable | self._raw) and (last is None or self._ticks_diff(now, last) >= ms)

    def busy(self):
        """:return: True while a button is held or was last seen held (the loop looks again soon)"""
        return bool(self._stable | self._raw)
