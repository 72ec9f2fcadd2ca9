# The pin map of the companion (Raspberry Pi Pico GPIO numbers): the only place the wiring is written down.

from micropython import const

# Buttons: momentary switches from the GPIO to GND, internal pull-ups, pressed reads 0.
BTN_UP = const(10)
BTN_DOWN = const(11)
BTN_OK = const(12)
BTN_BACK = const(13)
BTN_ROLL = const(14)

# Passive piezo buzzer, driven by PWM (slice 7, channel B).
BUZZER = const(15)

# WS2812B strip data in (DIN), through a 330 ohm series resistor.
LED_DATA = const(16)
LED_COUNT = const(16)

# SSD1306 128x64 OLED on I2C0.
I2C_ID = const(0)
I2C_SDA = const(4)
I2C_SCL = const(5)
I2C_FREQ = const(400000)
OLED_ADDR = const(0x3C)
OLED_WIDTH = const(128)
OLED_HEIGHT = const(64)

# USB power sense: the Pico's GP24 reads VBUS (on a Pico W it is the radio chip's WL_GPIO2).
VBUS_SENSE = const(24)
VBUS_SENSE_W = "WL_GPIO2"

# Bit order of Board.buttons(): bit 0 up, 1 down, 2 ok, 3 back, 4 roll.
BUTTONS = (BTN_UP, BTN_DOWN, BTN_OK, BTN_BACK, BTN_ROLL)
BUTTON_NAMES = ("up", "down", "ok", "back", "roll")
