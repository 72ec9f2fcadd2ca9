# Debounce and long-press detection from a bitmask of held buttons; allocation-free.

try:
    from micropython import const
except ImportError:

    def const(x):
        return x


UP = const(0)
DOWN = const(1)
OK = const(2)
BACK = const(3)
ROLL = const(4)
LONG = const(8)  # added to a button index for a long press
NAMES = ("up", "down", "ok", "back", "roll")
_COUNT = const(5)


def event(name, long=False):
    """Event code for a button name ("ok") and press length."""
    return NAMES.index(name) + (LONG if long else 0)


class Buttons:
    """Turns raw button levels into press events.

    A press is reported on release (short) or as soon as it has been held ``long_press_ms`` (long), so a
    long press never also gives a short one. Contacts must be stable for ``debounce_ms``.
    """

    debounce_ms = 30
    long_press_ms = 800

    def __init__(self, now, ticks_diff, held=0):
        """:param now: ticks_ms value
        :param ticks_diff: the board's ticks_diff (kept: a bound method made per call would allocate)
        :param held: the buttons held at power-up: they give no press until let go (the finger that ended a
            game is still on its button when the device powers up again)
        """
        self._ticks_diff = ticks_diff
        self._stable = held  # debounced levels
        self._raw = held
        self._raw_since = now
        self._down_at = [now] * _COUNT
        self._long_sent = held  # bitmask: long press already reported for this hold (so no short one)

    def update(self, raw, now):
        """Feed the current levels; return an event code or -1.

        :param raw: bitmask of held buttons (bit i = NAMES[i])
        :param now: ticks_ms value
        """
        ticks_diff = self._ticks_diff
        if raw != self._raw:
            self._raw = raw
            self._raw_since = now
        elif raw != self._stable and ticks_diff(now, self._raw_since) >= self.debounce_ms:
            changed = raw ^ self._stable
            self._stable = raw
            for i in range(_COUNT):
                bit = 1 << i
                if changed & bit:
                    if raw & bit:
                        self._down_at[i] = now
                    else:
                        was_long = self._long_sent & bit
                        self._long_sent &= ~bit
                        if not was_long:
                            return i
        held = self._stable & ~self._long_sent
        if held:
            for i in range(_COUNT):
                bit = 1 << i
                if held & bit and ticks_diff(now, self._down_at[i]) >= self.long_press_ms:
                    self._long_sent |= bit
                    return i + LONG
        return -1
