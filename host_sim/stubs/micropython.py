"""CPython's stand-in for MicroPython's built-in module, as far as the firmware uses it.

The firmware imports ``const`` from ``micropython`` in every runtime: MicroPython's compiler folds each
``_NAME = const(...)`` into the code (no name, no dict entry at run time); under CPython this stand-in,
found through ``host_sim.runtime.use_firmware``, returns the value.
"""


def const(value):
    return value
