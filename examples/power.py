# Check power sensing before the app is on the board: USB (VBUS) or battery, and the LED cap the app applies.
# Run with: mpremote run examples/power.py, then unplug USB with the battery switched on (the REPL goes; the
# Pico's LED shows what it read: on for USB, blinking for battery)

import os
import time

from machine import Pin

# firmware/companion/boards/pins.py and the caps of boards/rp2.py, copied so that this runs on its own
VBUS_SENSE = 24
VBUS_SENSE_W = "WL_GPIO2"
USB_BRIGHTNESS = 96
BATTERY_BRIGHTNESS = 160

wireless = "Pico W" in os.uname().machine or "Pico 2 W" in os.uname().machine
vbus = Pin(VBUS_SENSE_W if wireless else VBUS_SENSE, Pin.IN)
led = Pin("LED", Pin.OUT)
for n in range(40):
    usb = vbus.value()
    print("USB power" if usb else "battery", "- LED cap", USB_BRIGHTNESS if usb else BATTERY_BRIGHTNESS)
    led.value(1 if usb else n % 2)
    time.sleep_ms(500)
led.value(0)
