# The battery build's running time, estimated from datasheet currents (the table in hardware/README.md).

import sys

CELL_MAH = 2000  # BT1 in parts.csv
CELL_V = 3.7  # a LiPo cell's nominal voltage
BOOST_V = 5.2  # PowerBoost 1000C output: the load draws its current at this voltage, through D1
BOOST_EFFICIENCY = 0.90  # PowerBoost 1000C (TPS61090) efficiency, its product page: "up to 90%"
# the PowerBoost's own draw from the cell, on top of what it converts: Adafruit's guide to the board gives
# "5mA when enabled and power LED is on, 20uA when disabled" (its EN to GND: the slide switch off)
BOOST_QUIESCENT_MA = 5

# mA each load takes from the 5 V rail; the sources are named in hardware/README.md
PICO_MA = 25  # RP2040 running MicroPython, no radio
OLED_MA = 20  # SSD1306 module, every pixel lit
LED_IDLE_MA = 1  # one dark WS2812B (16 on the strip)
LED_CHANNEL_MA = 20  # one WS2812B colour channel at full duty
LED_COUNT = 16
PIEZO_MA = 5  # a passive piezo driven by a square wave
BATTERY_CAP = 160  # boards/rp2.py battery_brightness: no channel brighter than 160/255


def load_ma(lit_channels, beeping=False):
    """:return: mA on the 5 V rail with ``lit_channels`` LED channels at the battery cap"""
    leds = LED_COUNT * LED_IDLE_MA + lit_channels * LED_CHANNEL_MA * BATTERY_CAP / 255
    return PICO_MA + OLED_MA + leds + (PIEZO_MA if beeping else 0)


def cell_ma(ma):
    """:return: mA the cell gives for ``ma`` on the 5 V rail: the rail's power over the boost's efficiency at
    the cell's voltage, plus the PowerBoost's own quiescent current"""
    return BOOST_V * ma / (BOOST_EFFICIENCY * CELL_V) + BOOST_QUIESCENT_MA


def hours(ma):
    """:return: hours a full cell lasts at ``ma`` on the 5 V rail"""
    return CELL_MAH / cell_ma(ma)


CASES = (
    ("strip dark (menus, most turns)", 0, False),
    ("5 LEDs lit in one colour at the cap", 5, False),
    ("all 16 LEDs white at the cap, buzzer on (worst case)", 48, True),
)


def table():
    """:return: the README's rows: case, mA on the rail, mA from the cell, hours"""
    rows = []
    for name, channels, beeping in CASES:
        ma = load_ma(channels, beeping)
        rows.append("| %s | %d mA | %d mA | %.1f h |" % (name, round(ma), round(cell_ma(ma)), hours(ma)))
    return rows


if __name__ == "__main__":
    sys.stdout.write("\n".join(table()) + "\n")
