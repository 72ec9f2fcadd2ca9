"""Host simulator: runs the device's firmware on a PC, under CPython or the MicroPython unix port."""
