# Check the passive piezo before the app is on the board: a rising scale on PWM, then silence.
# Run with: mpremote run examples/buzzer.py (needs only MicroPython on the Pico)

import time

from machine import PWM, Pin

BUZZER = 15  # firmware/companion/boards/pins.py (a test compares them)

pwm = PWM(Pin(BUZZER))
for freq in (523, 587, 659, 698, 784, 880, 988, 1047):
    pwm.freq(freq)
    pwm.duty_u16(32768)
    time.sleep_ms(150)
pwm.duty_u16(0)
print("heard a scale? silent: check the piezo is passive and wired to GP%d and GND" % BUZZER)
