# The UF2's frozen modules, all executed from flash: the rp2 port's own (its _boot.py mounts the littlefs
# that holds the saves), micropython-lib's NeoPixel and SSD1306 drivers, and the companion firmware, which
# `make uf2` stages first with the manifest that freezes it (host_sim/build.py: language tables packed, the
# desk's modules left out, the modules a power-up imports first in the image's list; opt=3 as the tested
# .mpy files are compiled, mpy-cross -O3).
freeze("$(PORT_DIR)/modules")  # noqa: F821  (freeze and require: the names of MicroPython's manifest files)
require("neopixel")  # noqa: F821
require("ssd1306")  # noqa: F821
include("../.build/frozen.manifest.py")  # noqa: F821  (written with the folder it freezes)
