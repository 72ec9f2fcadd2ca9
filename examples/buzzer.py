# Check the passive piezo: a rising scale on PWM, then silence.

import time

from companion.boards import pins
from machine import PWM, Pin

pwm = PWM(Pin(pins.BUZZER))
for freq in (523, 587, 659, 698, 784, 880, 988, 1047):
    pwm.freq(freq)
    pwm.duty_u16(32768)
    time.sleep_ms(150)
pwm.duty_u16(0)
print("heard a scale? silent: check the piezo is passive and wired to GP%d and GND" % pins.BUZZER)
