# Check the SSD1306 OLED: scans I2C, then draws the 16x8 text grid the app uses (needs mip install ssd1306).

from companion.boards import pins
from machine import I2C, Pin

i2c = I2C(pins.I2C_ID, sda=Pin(pins.I2C_SDA), scl=Pin(pins.I2C_SCL), freq=pins.I2C_FREQ)
found = i2c.scan()
print("I2C devices:", [hex(a) for a in found])
if pins.OLED_ADDR not in found:
    raise SystemExit(
        "no display at 0x%02x: check SDA GP%d, SCL GP%d, 3V3 and GND"
        % (pins.OLED_ADDR, pins.I2C_SDA, pins.I2C_SCL)
    )

import ssd1306  # noqa: E402  (mpremote mip install ssd1306)

d = ssd1306.SSD1306_I2C(pins.OLED_WIDTH, pins.OLED_HEIGHT, i2c, addr=pins.OLED_ADDR)
d.fill(0)
d.text("0123456789ABCDEF", 0, 0, 1)  # 16 columns of the 8x8 font
for row in range(1, 7):
    d.text("row %d" % row, 0, row * 8, 1)
d.fill_rect(0, 56, 128, 8, 1)
d.text("inverse row 7", 0, 56, 0)
d.rect(100, 12, 24, 36, 1)
d.show()
print("the display shows 8 rows of text: the last one white")
