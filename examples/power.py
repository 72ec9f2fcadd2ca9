# Check power sensing: USB (VBUS) or battery, and the LED brightness cap the board applies.

import time

from companion.boards.rp2 import Rp2Board

board = Rp2Board()  # prints the display fault if the OLED is missing; power sensing works anyway
for _ in range(20):
    print("USB power" if board.on_usb() else "battery", "- LED cap", board.max_brightness)
    time.sleep_ms(500)
