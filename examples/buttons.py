# Check the five buttons: prints the bitmask and the names held (mpremote run examples/buttons.py).

import time

from companion.boards import pins
from machine import Pin

buttons = [Pin(gp, Pin.IN, Pin.PULL_UP) for gp in pins.BUTTONS]
last = -1
print("press the buttons (Ctrl-C ends)")
while True:
    mask = 0
    for i in range(len(buttons)):
        if not buttons[i].value():  # pulled up: pressed reads 0
            mask |= 1 << i
    if mask != last:
        held = [pins.BUTTON_NAMES[i] for i in range(len(buttons)) if mask & (1 << i)]
        print("buttons %s %s" % (("0000" + bin(mask)[2:])[-5:], " ".join(held) or "-"))
        last = mask
    time.sleep_ms(20)
