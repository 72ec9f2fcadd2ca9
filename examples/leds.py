# Check the WS2812B strip before the app is on the board: each LED in turn, then Emerald's map, capped.
# Run with: mpremote run examples/leds.py (needs only MicroPython on the Pico)

import time

from machine import Pin
from neopixel import NeoPixel

LED_DATA = 16  # firmware/companion/boards/pins.py (a test compares them)
LED_COUNT = 16
CAP = 96  # the USB brightness cap of boards/rp2.py: keeps 16 white LEDs under 400 mA

np = NeoPixel(Pin(LED_DATA, Pin.OUT), LED_COUNT)


def show_one(i, rgb):
    np.fill((0, 0, 0))
    np[i] = rgb
    np.write()


for name, colour in (("red", (CAP, 0, 0)), ("green", (0, CAP, 0)), ("blue", (0, 0, CAP))):
    print("a %s dot runs from LED 1 (the input end) to LED %d" % (name, LED_COUNT))
    for i in range(LED_COUNT):
        show_one(i, colour)
        time.sleep_ms(60)
for i in range(LED_COUNT):
    # LEDs 1-6: the plain (green), 7-15: the nine mountain spaces (brown), 16: the lair (red)
    np[i] = (0, CAP // 3, 0) if i < 6 else (CAP // 3, CAP // 6, 0) if i < 15 else (CAP, 0, 0)
np.write()
print("LEDs 1-6 green, 7-15 brown, 16 red? If not, see Troubleshooting in hardware/README.md")
