# The companion's hardware under CircuitPython (and Blinka): digitalio buttons, neopixel, SSD1306, pwmio.

import os
import time

import board
import digitalio
import neopixel
import pwmio
from micropython import const

from companion.boards import pins
from companion.boards.fault import FaultLeds

_TYPED = const(0)
if _TYPED:  # mypy reads this (always_true); MicroPython's compiler drops the block: no import at run time
    from typing import Any, Callable, Optional  # noqa: F401

_TICKS_MAX = const((1 << 29) - 1)
_TICKS_HALF = const(1 << 28)
_N_BUTTONS = const(5)
_HALF_DUTY = const(32768)
_CHAR_W = const(8)

try:
    from supervisor import ticks_ms as _ticks_ms  # CircuitPython: wraps at 2**29
except ImportError:

    def _ticks_ms():
        return (time.monotonic_ns() // 1000000) & _TICKS_MAX


def gp(number):
    """:param number: a Pico GPIO number from pins.py
    :return: the ``board`` pin named GP<number>"""
    return getattr(board, "GP%d" % number)


class Display8:
    """adafruit_ssd1306 with MicroPython's 8-pixel text pitch, so 16 columns fill the 128 pixels."""

    def __init__(self, oled) -> None:
        """:param oled: an adafruit_ssd1306.SSD1306_I2C (a framebuf-like object with show())"""
        self.oled = oled
        self.width = oled.width
        self.height = oled.height
        self.fill = oled.fill
        self.pixel = oled.pixel
        self.hline = oled.hline
        self.vline = oled.vline
        self.rect = oled.rect
        self.fill_rect = oled.fill_rect
        self.show = oled.show

    def text(self, s, x, y, c=1) -> None:
        """Draw ``s`` one character per 8 pixels (adafruit_framebuf's font is 5x8).

        :param s: the text
        :param x: left pixel
        :param y: top pixel
        :param c: colour, 0 or 1"""
        t = self.oled.text
        for ch in s:
            if ch != " ":
                t(ch, x, y, c)
            x += _CHAR_W

    def invert(self, on) -> None:
        """:param on: true for white background"""
        self.oled.invert(bool(on))


class Headless:
    """Stands in for the display when none answers: draws nowhere."""

    width = pins.OLED_WIDTH
    height = pins.OLED_HEIGHT

    def fill(self, c) -> None:
        """:param c: colour"""

    def pixel(self, x, y, c=None):
        """:return: 0 (nothing is drawn)"""
        return 0

    def text(self, s, x, y, c=1) -> None:
        """:param s: text, not drawn"""

    def hline(self, x, y, w, c) -> None:
        """:param w: width, not drawn"""

    def vline(self, x, y, h, c) -> None:
        """:param h: height, not drawn"""

    def rect(self, x, y, w, h, c, fill=False) -> None:
        """:param fill: not drawn either way"""

    def fill_rect(self, x, y, w, h, c) -> None:
        """:param c: colour, not drawn"""

    def invert(self, on) -> None:
        """:param on: ignored"""

    def show(self) -> None:
        """Nothing to send the frame to."""


class CircuitPyBoard(FaultLeds):
    """The companion's hardware on a Pico running CircuitPython.

    :param pin: maps a pins.py GPIO number to a ``board`` pin (default ``board.GP<n>``)
    :param display: a ready display (default: adafruit_ssd1306 on I2C, or Headless with ``fault`` set)
    :param vbus: the USB-power sense pin, or None (default ``board.VBUS_SENSE`` when the board has it)
    """

    root = "/"  # boot.py must remount it writable: storage.remount("/", readonly=False)
    usb_brightness = 96  # same power budget as the MicroPython board (see hardware/README.md)
    battery_brightness = 160
    watchdog_s = 8
    buzzer_duty = _HALF_DUTY

    def __init__(self, pin=gp, display=None, vbus=-1) -> None:
        self._buttons = []
        for number in pins.BUTTONS:
            io = digitalio.DigitalInOut(pin(number))
            io.switch_to_input(pull=digitalio.Pull.UP)
            self._buttons.append(io)
        self.pixels = neopixel.NeoPixel(pin(pins.LED_DATA), pins.LED_COUNT, auto_write=False)
        self._pwm = pwmio.PWMOut(pin(pins.BUZZER), frequency=440, duty_cycle=0, variable_frequency=True)
        if vbus == -1:
            vbus = getattr(board, "VBUS_SENSE", None)
        self._vbus = None
        if vbus is not None:
            self._vbus = digitalio.DigitalInOut(vbus)
            self._vbus.switch_to_input()
        self._wdt = None
        self.display = display if display is not None else self._open_display(pin)

    def _open_display(self, pin):
        try:
            import adafruit_ssd1306
            import busio
        except ImportError:
            return self._no_display(2, "adafruit_ssd1306 is not installed: circup install adafruit_ssd1306")
        try:
            i2c = busio.I2C(pin(pins.I2C_SCL), pin(pins.I2C_SDA), frequency=pins.I2C_FREQ)
            oled = adafruit_ssd1306.SSD1306_I2C(pins.OLED_WIDTH, pins.OLED_HEIGHT, i2c, addr=pins.OLED_ADDR)
        except (OSError, ValueError, RuntimeError) as e:
            return self._no_display(
                1,
                "no SSD1306 display answers at I2C address 0x%02x (SDA GP%d, SCL GP%d): %s"
                % (pins.OLED_ADDR, pins.I2C_SDA, pins.I2C_SCL, e),
            )
        return Display8(oled)

    def _no_display(self, code, message):
        self.report_fault(code, message)
        return Headless()

    @property
    def max_brightness(self) -> int:
        """Cap on any LED channel: lower while powered from USB (always, when VBUS cannot be read)."""
        if self._vbus is None or self._vbus.value:
            return self.usb_brightness
        return self.battery_brightness

    def buttons(self) -> int:
        """:return: bitmask of the buttons held now (bit 0 up, 1 down, 2 ok, 3 back, 4 roll)"""
        b = self._buttons
        mask = 0
        for i in range(_N_BUTTONS):
            if not b[i].value:  # pulled up: pressed reads False
                mask |= 1 << i
        return mask

    def tone(self, freq_hz) -> None:
        """:param freq_hz: pitch in Hz, 0 = silence"""
        if freq_hz <= 0:
            self._pwm.duty_cycle = 0
            return
        self._pwm.frequency = max(int(freq_hz), 20)
        self._pwm.duty_cycle = self.buzzer_duty

    def ticks_ms(self) -> int:
        """:return: milliseconds, wrapping at 2**29 like supervisor.ticks_ms()"""
        return _ticks_ms()

    def ticks_diff(self, a, b) -> int:
        """:return: signed a - b across the wrap"""
        return ((a - b + _TICKS_HALF) & _TICKS_MAX) - _TICKS_HALF

    def ticks_add(self, a, delta) -> int:
        """:return: a + delta, wrapped"""
        return (a + delta) & _TICKS_MAX

    def sleep_ms(self, ms) -> None:
        """:param ms: milliseconds to sleep"""
        time.sleep(ms / 1000)

    def feed(self) -> None:
        """Feed the watchdog; the first call starts it (none under Blinka)."""
        wdt = self._wdt
        if wdt is None:
            try:
                import microcontroller
                from watchdog import WatchDogMode

                wdt = microcontroller.watchdog
                wdt.timeout = self.watchdog_s
                wdt.mode = WatchDogMode.RESET
            except (ImportError, AttributeError, NotImplementedError):
                wdt = False
            self._wdt = wdt
        if wdt:
            wdt.feed()

    def stop_watchdog(self) -> None:
        """CircuitPython can stop its watchdog: do so (for the REPL after Ctrl-C)."""
        if self._wdt:
            try:
                self._wdt.deinit()
            except Exception as e:  # RESET mode cannot always be stopped
                print("companion: the watchdog keeps running: %s" % e)
        self._wdt = None

    def seed(self) -> int:
        """:return: 32 bits of hardware entropy"""
        return int.from_bytes(os.urandom(4), "big")

    def restart(self) -> None:
        """Power up again on a clean heap (code.py runs anew); under Blinka the app simply goes on."""
        try:
            import supervisor
        except ImportError:
            return
        supervisor.reload()
