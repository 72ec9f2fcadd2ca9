# A pausable sand timer computed from clock ticks (ticks_ms semantics), drained over the LED strip.

from micropython import const

_PERIOD_MASK = const(0x3FFFFFFF)  # ticks_ms wraps at 2**30 on every MicroPython port
_HALF = const(0x20000000)
_SAND = (255, 150, 0)
_PAUSED = (0, 60, 160)
_EMPTY = (0, 0, 0)
_DONE = (255, 0, 0)
_HURRY_MS = const(10000)  # the top grain blinks faster in the last 10 s
_FLASH_MS = const(250)  # run out: the strip flashes red for 3 s, then stays red
_FLASHES = const(12)


def ticks_diff(a, b):
    """``time.ticks_diff(a, b)`` for ticks that wrap at 2**30: the signed ms from b to a."""
    return ((a - b + _HALF) & _PERIOD_MASK) - _HALF


def ticks_add(a, delta):
    """``time.ticks_add(a, delta)`` for ticks that wrap at 2**30."""
    return (a + delta) & _PERIOD_MASK


class SandTimer:
    """A countdown that keeps time from the clock value given to each call, never by counting calls.

    :param duration_ms: the full time (one minute for a sand timer)
    :param diff: ticks_diff(a, b) of the board's clock (default: the 2**30 wrapping one)
    :param add: ticks_add(a, delta) of the same clock
    """

    def __init__(self, duration_ms=60000, diff=None, add=None):
        self.duration = duration_ms
        self.diff = diff or ticks_diff
        self.add = add or ticks_add
        self.left = 0  # ms left at ``mark`` (while running) or now (paused, stopped)
        self.mark = 0
        self.running = False
        self.armed = False  # started and not yet reported as run out
        self.out = False  # ran out (and reported) since the last start
        self.tag = None  # what the owner started it for (e.g. a state's timer id)

    def start(self, now, tag=None):
        """Turn the timer over: full time, running from ``now``."""
        self.left = self.duration
        self.mark = now
        self.running = True
        self.armed = True
        self.out = False
        self.tag = tag

    def stop(self):
        """Put it away: not running, nothing left, no report to come."""
        self.left = 0
        self.running = False
        self.armed = False
        self.out = False
        self.tag = None

    def remaining(self, now):
        """ms left at ``now`` (0 once run out)."""
        if not self.running:
            return self.left
        left = self.left - self.diff(now, self.mark)
        return left if left > 0 else 0

    def _settle(self, now):
        # a running timer that has reached zero stops, remembering the tick it ran out at
        if self.running and self.remaining(now) == 0:
            self.mark = self.add(self.mark, self.left)
            self.left = 0
            self.running = False

    def pause(self, now):
        self._settle(now)
        if self.running:
            self.left = self.remaining(now)
            self.running = False

    def resume(self, now):
        if not self.running and self.left > 0:
            self.mark = now
            self.running = True

    def paused(self):
        return self.armed and not self.running and self.left > 0

    def tick(self, now):
        """Settle the timer at ``now``.

        :return: True exactly once, when it has run out (the caller beeps)
        """
        self._settle(now)
        if self.armed and self.left == 0 and not self.running:
            self.armed = False
            self.out = True
            return True
        return False

    def draw(self, strip, now):
        """Paint the sand left over the strip: lit pixels drain from the top, the top grain blinks.

        :return: ms until the picture changes (None while paused or after it ran out)
        """
        self._settle(now)
        n = strip.n
        left = self.remaining(now)
        full = self.duration
        lit = (left * n + full - 1) // full  # pixels with sand, rounded up
        if left == 0:
            if not (self.armed or self.out):
                strip.fill(_EMPTY)
                return None
            since = self.diff(now, self.mark)
            k = since // _FLASH_MS
            if 0 <= k < _FLASHES:
                strip.fill(_DONE if k % 2 == 0 else _EMPTY)
                return _FLASH_MS - since % _FLASH_MS
            strip.fill(_DONE)
            return None
        if not self.running:
            for i in range(n):
                strip.set(i, _PAUSED if i < lit else _EMPTY)
            return None
        half = 125 if left <= _HURRY_MS else 500
        gone = full - left
        blink_on = (gone // half) % 2 == 0
        for i in range(n):
            if i < lit - 1 or (i == lit - 1 and blink_on):
                strip.set(i, _SAND)
            else:
                strip.set(i, _EMPTY)
        # the next change: the top grain falls, the blink toggles, or the hurry starts
        wait = left - ((lit - 1) * full) // n
        wait = min(wait, half - gone % half)
        if left > _HURRY_MS:
            wait = min(wait, left - _HURRY_MS)
        return wait if wait > 0 else 1
