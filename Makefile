# Quick start: `make sim` (the simulated device) and `make test` (every test tier). Both set up .venv first.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp

.PHONY: setup sim test lint typecheck bench mpy clean uf2 test-pico

setup: $(STAMP)

# --no-compile: Python compiles a module when it is first imported, so only those a run uses (byte-compiling
# every file of mypy, numpy and the rest at install is most of the set-up's own work)
PIP := $(PY) -m pip install --quiet --no-compile --disable-pip-version-check

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PIP) -e '.[dev]'
	# MicroPython 1.29 rp2 stubs for mypy (pyproject.toml's [tool.mypy]); kept in .venv so 'make clean' leaves them
	$(PIP) --upgrade --target $(VENV)/micropython-stubs micropython-rp2-rpi-pico-stubs==1.29.0.post1
	touch $(STAMP)

# the simulated device keeps its flash in .sim/: the first `make sim` starts at the menu, a later one is a
# power-up that resumes the game in play (`rm -rf .sim` for a fresh device)
sim: $(STAMP)
	$(PY) -m host_sim play --state-dir .sim

lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .

# every firmware file and the examples against MicroPython 1.29's rp2 stubs (pyproject.toml's [tool.mypy];
# tests/project/test_typecheck.py runs it too)
typecheck: $(STAMP)
	$(PY) -m mypy

test: $(STAMP) lint
	$(PY) -m pytest -n 2 tests

bench: $(STAMP)
	$(PY) -m host_sim.bench

mpy: $(STAMP)
	$(PY) -c "from host_sim import build; print(build.build('armv6m'))"

# One UF2 for the Pico: MicroPython (pinned below, with the submodules it pins), micropython-lib's ssd1306
# driver and the firmware frozen into flash (firmware/manifest.py), written to build/companion-pico.uf2 with
# its SHA-256. The sources are cloned into build/micropython, or taken from MICROPYTHON_SRC (a checkout of
# that commit with its submodules, e.g. offline); PICOTOOL_DIR names an installed picotool (pico-sdk
# otherwise builds one from the network). Needs Debian's gcc-arm-none-eabi, libnewlib-arm-none-eabi and
# cmake (installed with apt-get when missing and run as root). Minutes of compiling: not part of `make test`.
MICROPYTHON_URL ?= https://github.com/micropython/micropython.git
MICROPYTHON_COMMIT := af47daf3b02b9f391cced3fc2ac6e9bf688b4639
MICROPYTHON_SRC ?= build/micropython
PICOTOOL_DIR ?=
UF2 := build/companion-pico.uf2

uf2: $(STAMP)
	sh firmware/uf2.sh "$(MICROPYTHON_SRC)" "$(MICROPYTHON_URL)" "$(MICROPYTHON_COMMIT)" "$(PICOTOOL_DIR)" "$(UF2)"

# the UF2 on an emulated Pico (tests/hardware/test_pico.py says what PICO_EMU names); skipped, in one line, without it
test-pico: $(STAMP)
	$(PY) -m pytest -q -rs tests/hardware/test_pico.py

# the printable box and the circuit's drawings from hardware/ (see hardware/README.md): STL files in
# .build/enclosure/, the picture hardware/enclosure.png, hardware/wiring.svg and the cart CSV
.PHONY: enclosure
enclosure: $(STAMP)
	$(PY) -m hardware.enclosure
	$(PY) -m hardware.parts
	$(PY) -m hardware.circuit

clean:
	rm -rf .build .pytest_cache .ruff_cache .mypy_cache

# The device in a browser (web/): npm packages pinned in web/package-lock.json, Debian's headless Chromium for
# its tests. `make web-build` writes the static site to web/dist/; `make web` serves it on 127.0.0.1.
.PHONY: web web-build web-setup
WEB_NPM := web/node_modules/.package-lock.json
WEB_PORT ?= 8000

$(WEB_NPM): web/package.json web/package-lock.json
	cd web && npm ci --no-audit --no-fund
	touch $(WEB_NPM)

web-setup: $(STAMP) $(WEB_NPM)
	sh web/setup-chromium.sh

web-build: $(STAMP) $(WEB_NPM)
	$(PY) web/build.py web/dist

web: web-build
	@echo "The companion in your browser: http://127.0.0.1:$(WEB_PORT)/ (Ctrl-C stops the server)"
	$(PY) -m http.server $(WEB_PORT) --bind 127.0.0.1 --directory web/dist

# the web tests (tests/project/test_web.py) need the npm packages and Chromium
test: web-setup

# the display's font is made from Debian's xfonts-base (host_sim/fontgen.py); tests/device/test_font.py makes it again
.PHONY: font-setup
font-setup:
	@test -f /usr/share/fonts/X11/misc/5x8-ISO8859-1.pcf.gz || (apt-get update -qq && apt-get install -y -qq xfonts-base)

test: font-setup
