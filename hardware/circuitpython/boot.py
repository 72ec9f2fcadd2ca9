# CircuitPython boot.py for the companion: let the firmware write its state unless BACK is held at reset.

import board
import digitalio
import storage

back = digitalio.DigitalInOut(board.GP13)  # BTN_BACK in firmware/companion/boards/pins.py
back.switch_to_input(pull=digitalio.Pull.UP)
if back.value:  # not pressed: the code owns the flash, the USB drive is read-only for the computer
    storage.remount("/", readonly=False)
back.deinit()
