# LED strip and buzzer effects: a frame buffer for the strip, brightness, animations and beeps.

from micropython import const

OFF = (0, 0, 0)
_MAX_NOTES = const(8)


class Strip:
    """What the game paints; the app scales it by the brightness and writes it to the real pixels.

    :param n: pixel count
    """

    def __init__(self, n):
        self.n = n
        self.buf = bytearray(3 * n)

    def set(self, i, rgb):
        if 0 <= i < self.n:
            buf = self.buf
            j = 3 * i
            buf[j] = rgb[0]
            buf[j + 1] = rgb[1]
            buf[j + 2] = rgb[2]

    def get(self, i):
        j = 3 * i
        return (self.buf[j], self.buf[j + 1], self.buf[j + 2])

    def fill(self, rgb):
        self.buf[:] = bytes(rgb) * self.n  # in C: one Python call instead of one a pixel


class Fx:
    """Runs at most one LED animation and a queue of notes.

    :param board: gives pixels, tone() and the clock
    """

    def __init__(self, board):
        self.board = board
        self.strip = Strip(len(board.pixels))
        self.level = 255  # brightness, 0-255
        self.sound = True
        self._anim = None
        self._anim_due = 0
        self._notes = []
        self._note_end = 0
        self._playing = False
        self._shown = bytearray(3 * self.strip.n)  # the strip as last written to the pixels
        self._dirty = True  # every pixel to be written (nothing written yet, or another brightness)

    def use(self, settings):
        """Take the brightness and the sound of ``settings`` (a settings change needs nothing more loaded)."""
        level = settings["brightness"] * 51
        if level != self.level:
            self.level = level
            self._dirty = True  # every pixel written again at the new brightness
        self.sound = settings["sound"]
        if not self.sound:
            self.silence()

    # --- LEDs -------------------------------------------------------------------------------
    def animate(self, gen):
        """Play an animation: ``gen`` paints ``self.strip`` and yields the ms until its next frame."""
        self.finish()
        self._anim = gen
        self._anim_due = self.board.ticks_ms()
        self._step_anim()

    def busy(self):
        """:return: True while an animation runs or a note plays or waits"""
        return self._anim is not None or self._playing or bool(self._notes)

    def finish(self):
        """Run the current animation to its end at once (a button press skips it)."""
        while self._anim is not None:
            self._step_anim()

    def _step_anim(self):
        assert self._anim is not None  # called while an animation runs
        try:
            delay = next(self._anim)
        except StopIteration:
            self._anim = None
            return
        self._anim_due = self.board.ticks_add(self._anim_due, delay or 1)

    def show(self):
        """Write the pixels if any changed (at every look of the loop: a frame kept off the heap, see
        docs/MEMORY.md)."""
        if self._dirty or self.strip.buf != self._shown:
            self.write()

    def write(self):
        """Write the pixels that changed, scaled by brightness and the board's cap (a NeoPixel's item
        assignment is Python code: a turn passing changes two pixels of sixteen)."""
        buf = self.strip.buf
        shown = self._shown
        every = self._dirty
        self._dirty = False
        px = self.board.pixels
        scale = min(self.level, getattr(self.board, "max_brightness", 255))
        for i in range(self.strip.n):
            j = 3 * i
            r = buf[j]
            g = buf[j + 1]
            b = buf[j + 2]
            if every or r != shown[j] or g != shown[j + 1] or b != shown[j + 2]:
                px[i] = (r * scale // 255, g * scale // 255, b * scale // 255)
        shown[:] = buf
        px.write()

    # --- sound ------------------------------------------------------------------------------
    def beep(self, freq, ms):
        self.tune(((freq, ms),))

    def tune(self, notes):
        """Queue notes: ((freq_hz, ms), ...); freq 0 is a rest."""
        if not self.sound:
            return
        for note in notes:
            if len(self._notes) < _MAX_NOTES:
                self._notes.append(note)

    def silence(self):
        self._notes = []
        self._playing = False
        self.board.tone(0)

    # --- time -------------------------------------------------------------------------------
    def tick(self, now):
        """Advance animations and notes; return True while an animation runs."""
        board = self.board
        while self._anim is not None and board.ticks_diff(now, self._anim_due) >= 0:
            self._step_anim()
        if self._playing and board.ticks_diff(now, self._note_end) >= 0:
            self._playing = False
            board.tone(0)
        if not self._playing and self._notes:
            freq, ms = self._notes.pop(0)
            board.tone(freq)
            self._note_end = board.ticks_add(now, ms)
            self._playing = True
        return self._anim is not None
