# Power-up: run the companion (companion/start.py, compiled to .mpy by flash.sh: a source file here is parsed
# and compiled at every power-up, on a Pico a tenth of it).

from companion.start import main

main()
