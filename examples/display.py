# Check the SSD1306 OLED before the app is on the board: scans I2C, then draws the app's 16x8 text grid.
# Run with: mpremote mip install ssd1306 + run examples/display.py

from machine import I2C, Pin

# the pin map of firmware/companion/boards/pins.py, copied so that this runs on its own (a test compares them)
I2C_ID = 0
I2C_SDA = 4
I2C_SCL = 5
I2C_FREQ = 400000
OLED_ADDR = 0x3C
OLED_WIDTH = 128
OLED_HEIGHT = 64

i2c = I2C(I2C_ID, sda=Pin(I2C_SDA), scl=Pin(I2C_SCL), freq=I2C_FREQ)
found = i2c.scan()
print("I2C devices:", [hex(a) for a in found])
if OLED_ADDR not in found:
    raise SystemExit(
        "no display at 0x%02x: check SDA GP%d, SCL GP%d, VCC on 3V3 and GND" % (OLED_ADDR, I2C_SDA, I2C_SCL)
    )

try:
    import ssd1306
except ImportError:
    raise SystemExit("the ssd1306 driver is missing: mpremote mip install ssd1306")

d = ssd1306.SSD1306_I2C(OLED_WIDTH, OLED_HEIGHT, i2c, addr=OLED_ADDR)
d.fill(0)
d.text("0123456789ABCDEF", 0, 0, 1)  # 16 columns of the 8x8 font
for row in range(1, 7):
    d.text("row %d" % row, 0, row * 8, 1)
d.fill_rect(0, 56, 128, 8, 1)
d.text("inverse row 7", 0, 56, 0)
d.rect(100, 12, 24, 36, 1)
d.show()
print("the display shows 8 rows of text: the last one white")
