# Check the WS2812B strip: each pixel lights in turn, then Emerald's map (plain, mountain, lair), capped.

import time

from companion.boards import pins
from machine import Pin
from neopixel import NeoPixel

CAP = 96  # the USB brightness cap of boards/rp2.py: keeps 16 white pixels under 400 mA

np = NeoPixel(Pin(pins.LED_DATA, Pin.OUT), pins.LED_COUNT)


def show_one(i, rgb):
    np.fill((0, 0, 0))
    np[i] = rgb
    np.write()


for colour in ((CAP, 0, 0), (0, CAP, 0), (0, 0, CAP)):  # wrong order: the strip is not GRB
    for i in range(pins.LED_COUNT):
        show_one(i, colour)
        time.sleep_ms(60)
for i in range(pins.LED_COUNT):
    # pixels 0-5: the plain (green), 6-14: the nine mountain spaces (brown), 15: the lair (red)
    np[i] = (0, CAP // 3, 0) if i < 6 else (CAP // 3, CAP // 6, 0) if i < 15 else (CAP, 0, 0)
np.write()
print("pixel 0 green ... pixel 15 red: if the colours differ, check DIN, the level shifter and 5 V")
