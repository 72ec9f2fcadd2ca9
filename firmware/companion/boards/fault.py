# Fault codes on the LED strip for the hardware boards: with no display, the strip says what is wrong.

from micropython import const

_TYPED = const(0)
if _TYPED:  # mypy reads this (always_true); MicroPython's compiler drops the block: no import at run time
    from typing import Optional  # noqa: F401  (type comments only)


class FaultLeds:
    """Mixed into a board that has ``pixels`` and ``sleep_ms``.

    ``fault`` is None when everything answered, else a one-line message; ``fault_code`` is how many red
    pixels ``halt`` blinks.
    """

    fault = None  # type: Optional[str]
    fault_code = 0
    FAULT_START = 4  # the last power-up stopped before its first frame (a hang or a processor fault)
    FAULT_FILES = 5  # a firmware file on the flash does not match its index (flash.sh --files)

    def failed_start(self) -> bool:
        """:return: True when the last power-up ended before its first frame (a board that cannot tell:
        never)"""
        return False

    def starting(self) -> None:
        """The app starts now: a board with a watchdog arms it, so that a hang before the first frame
        restarts the device into safe mode (see failed_start)."""

    def report_fault(self, code: int, message: str) -> None:
        """:param code: pixels to light (1 no display, 2 no driver, 3 the app failed, 4 the last power-up
            stopped before its first frame, 5 a damaged firmware file)
        :param message: one line for the REPL"""
        self.fault = message
        self.fault_code = code
        print("companion: " + message)
        self._fault_leds(True)

    def _fault_leds(self, on: bool) -> None:
        p = self.pixels  # type: ignore[attr-defined]
        for i in range(len(p)):
            p[i] = (40, 0, 0) if on and i < self.fault_code else (0, 0, 0)
        p.write()

    def halt(self) -> None:
        """Blink the fault code on the strip forever (Ctrl-C returns to the REPL; no watchdog runs)."""
        print("companion: " + str(self.fault))
        on = True
        while True:
            self._fault_leds(on)
            on = not on
            self.sleep_ms(500)  # type: ignore[attr-defined]
