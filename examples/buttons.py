# Check the five buttons before the app is on the board: prints the bitmask and the names held.
# Run with: mpremote run examples/buttons.py (needs only MicroPython on the Pico)

import time

from machine import Pin

# the pin map of firmware/companion/boards/pins.py, copied so that this runs on its own (a test compares them)
BTN_UP = 10
BTN_DOWN = 11
BTN_OK = 12
BTN_BACK = 13
BTN_ROLL = 14
BUTTONS = (BTN_UP, BTN_DOWN, BTN_OK, BTN_BACK, BTN_ROLL)
BUTTON_NAMES = ("up", "down", "ok", "back", "roll")

buttons = [Pin(gp, Pin.IN, Pin.PULL_UP) for gp in BUTTONS]
last = -1
print("press the buttons one by one (Ctrl-C ends); each prints its name and its GPIO")
while True:
    mask = 0
    for i in range(len(buttons)):
        if not buttons[i].value():  # pulled up: pressed reads 0
            mask |= 1 << i
    if mask != last:
        held = ["%s (GP%d)" % (BUTTON_NAMES[i], BUTTONS[i]) for i in range(len(buttons)) if mask & (1 << i)]
        print("buttons %s %s" % (("0000" + bin(mask)[2:])[-5:], " ".join(held) or "-"))
        last = mask
    time.sleep_ms(20)
