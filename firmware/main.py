# Power-up. In the UF2 this file is frozen into flash with the firmware: the image's modules come first, so
# files an older install left on the flash are never imported in their place. On a stock MicroPython with
# the firmware copied as files (flash.sh --files), companion.start checks them against their index first.

import sys

if ".frozen" in sys.path:
    sys.path.remove(".frozen")
    sys.path.insert(0, ".frozen")

from companion.start import main  # noqa: E402

main()
