"""boards/circuitpy.py on Blinka's OS-agnostic mock board: buttons, pixels and tones reach the mock pins."""

import os
import sys
import types

os.environ["BLINKA_OS_AGNOSTIC"] = "1"  # before Blinka's platform detection runs

import pytest  # noqa: E402

from host_sim import runtime  # noqa: E402

runtime.use_firmware()

import board  # noqa: E402  (Blinka, a dev dependency: a missing install fails here)
import digitalio  # noqa: E402
from adafruit_blinka.microcontroller.generic_agnostic_board import neopixel as mock_neopixel  # noqa: E402
from companion.boards import circuitpy, pins  # noqa: E402

# Blinka's mock board has no GP pins: its pins read fixed levels, which stand for a button's state
RELEASED = board.Dx_INPUT_TRUE_PULL_UP  # reads high with the pull-up: not pressed
PRESSED = board.Dx_INPUT_FALSE  # reads low: held down
TOGGLING = board.Dx_INPUT_TOGGLE  # alternates on every read: pressed, released, pressed...


def wiring(**buttons):
    """:param buttons: BTN_* name -> mock pin (default RELEASED)
    :return: the pin lookup CircuitPyBoard takes"""
    table = {gp: RELEASED for gp in pins.BUTTONS}
    for name, pin in buttons.items():
        table[getattr(pins, name)] = pin
    table[pins.LED_DATA] = board.NEOPIXEL
    table[pins.BUZZER] = board.Dx_OUTPUT
    table[pins.I2C_SDA] = board.SDA
    table[pins.I2C_SCL] = board.SCL
    return table.__getitem__


class Screen:
    """A framebuf-like display that remembers what was drawn."""

    def __init__(self):
        self.calls = []

    def __getattr__(self, name):
        return lambda *a: self.calls.append((name,) + a)


@pytest.fixture
def strip_bytes(monkeypatch):
    """What reaches the mock NeoPixel pin: (pin id, bytes) per write."""
    seen = []
    real = mock_neopixel.neopixel_write

    def record(gpio, buf):
        seen.append((gpio._pin.id, bytes(buf)))  # gpio: the strip's DigitalInOut
        return real(gpio, buf)

    monkeypatch.setattr(mock_neopixel, "neopixel_write", record)
    return seen


@pytest.mark.parametrize(
    "bit,name", list(enumerate(("BTN_UP", "BTN_DOWN", "BTN_OK", "BTN_BACK", "BTN_ROLL")))
)
def test_one_pressed_button_sets_its_bit(bit, name):
    b = circuitpy.CircuitPyBoard(pin=wiring(**{name: PRESSED}), display=Screen(), vbus=None)
    assert b.buttons() == 1 << bit


def test_buttons_use_pull_ups_and_combine():
    b = circuitpy.CircuitPyBoard(pin=wiring(BTN_UP=PRESSED, BTN_ROLL=PRESSED), display=Screen(), vbus=None)
    assert all(io.pull == digitalio.Pull.UP for io in b._buttons)
    assert all(io.direction == digitalio.Direction.INPUT for io in b._buttons)
    assert b.buttons() == 0b10001


def test_a_button_pressed_and_released():
    b = circuitpy.CircuitPyBoard(pin=wiring(BTN_OK=TOGGLING), display=Screen(), vbus=None)
    reads = [b.buttons() for _ in range(4)]
    assert sorted(set(reads)) == [0, 0b100]
    assert reads[0] != reads[1] and reads[1] != reads[2]


def test_pixels_reach_the_neopixel_pin_in_grb_order(strip_bytes):
    b = circuitpy.CircuitPyBoard(pin=wiring(), display=Screen(), vbus=None)
    assert len(b.pixels) == 16
    b.pixels[0] = (10, 20, 30)
    b.pixels[15] = (255, 0, 7)
    assert strip_bytes == []  # nothing is sent before write()
    b.pixels.write()
    pin_id, data = strip_bytes[-1]
    assert pin_id == board.NEOPIXEL.id
    assert len(data) == 48
    assert data[0:3] == bytes((20, 10, 30))  # WS2812B takes green, red, blue
    assert data[45:48] == bytes((0, 255, 7))
    assert data[3:45] == bytes(42)


def test_tone_sets_the_pwm_frequency_and_silence_drops_the_duty():
    b = circuitpy.CircuitPyBoard(pin=wiring(), display=Screen(), vbus=None)
    b.tone(523)
    assert b._pwm.frequency == 523 and b._pwm.duty_cycle == 32768
    assert b._pwm._pin is board.Dx_OUTPUT
    b.tone(0)
    assert b._pwm.duty_cycle == 0


def test_no_display_driver_is_a_fault_on_the_leds(strip_bytes, capsys):
    b = circuitpy.CircuitPyBoard(pin=wiring(), vbus=None)
    assert "adafruit_ssd1306" in b.fault or "no SSD1306 display" in b.fault
    assert "companion: " in capsys.readouterr().out
    data = strip_bytes[-1][1]
    n = b.fault_code  # 2 without the driver (as here), 1 when no display answers
    assert n in (1, 2)
    assert data == bytes((0, 40, 0)) * n + bytes(48 - 3 * n)  # the first n pixels red (GRB), the rest dark
    b.display.fill(0)
    b.display.text("still runs", 0, 0, 1)
    b.display.show()


def test_text_is_spaced_like_micropythons_8x8_font():
    oled = Screen()
    oled.width, oled.height = 128, 64
    d = circuitpy.Display8(oled)
    d.text("Ab c", 8, 16, 1)
    d.fill_rect(0, 0, 8, 8, 1)
    d.invert(1)
    d.show()
    assert oled.calls == [
        ("text", "A", 8, 16, 1),
        ("text", "b", 16, 16, 1),
        ("text", "c", 32, 16, 1),
        ("fill_rect", 0, 0, 8, 8, 1),
        ("invert", True),
        ("show",),
    ]


def test_brightness_cap_without_vbus_sense_is_the_usb_one():
    b = circuitpy.CircuitPyBoard(pin=wiring(), display=Screen(), vbus=None)
    assert b.max_brightness == b.usb_brightness


def test_brightness_cap_follows_a_vbus_pin():
    b = circuitpy.CircuitPyBoard(pin=wiring(), display=Screen(), vbus=board.Dx_INPUT_FALSE)
    assert b.max_brightness == b.battery_brightness
    b = circuitpy.CircuitPyBoard(pin=wiring(), display=Screen(), vbus=board.Dx_INPUT_TRUE)
    assert b.max_brightness == b.usb_brightness


def test_ticks_wrap_like_supervisor_ticks_ms():
    b = circuitpy.CircuitPyBoard(pin=wiring(), display=Screen(), vbus=None)
    top = (1 << 29) - 1
    assert b.ticks_add(top, 1) == 0
    assert b.ticks_diff(0, top) == 1
    assert b.ticks_diff(top, 0) == -1
    t = b.ticks_ms()
    b.sleep_ms(20)
    assert 15 <= b.ticks_diff(b.ticks_ms(), t) < 1000


def test_feed_without_a_watchdog_and_seed():
    b = circuitpy.CircuitPyBoard(pin=wiring(), display=Screen(), vbus=None)
    b.feed()  # Blinka has no microcontroller.watchdog: a no-op
    b.stop_watchdog()
    seeds = {b.seed() for _ in range(8)}
    assert len(seeds) > 1 and all(0 <= s < 1 << 32 for s in seeds)


def test_restart_reloads_code_py(monkeypatch):
    b = circuitpy.CircuitPyBoard(pin=wiring(), display=Screen(), vbus=None)
    b.restart()  # Blinka has no supervisor: the app goes on in place
    reloads = []
    monkeypatch.setitem(sys.modules, "supervisor", types.SimpleNamespace(reload=lambda: reloads.append(1)))
    b.restart()
    assert reloads == [1]
