# Quick start: `make sim` (the simulated device) and `make test` (every test tier). Both set up .venv first.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp

.PHONY: setup sim test lint bench mpy clean

setup: $(STAMP)

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet -e '.[dev]'
	# MicroPython 1.29 rp2 stubs for mypy (hardware/mypy.ini); kept in .venv so 'make clean' leaves them
	$(PY) -m pip install --quiet --upgrade --target $(VENV)/micropython-stubs micropython-rp2-rpi-pico-stubs==1.29.0.post1
	touch $(STAMP)

# the simulated device keeps its flash in .sim/: a new `make sim` is a power-up that resumes the game
sim: $(STAMP)
	$(PY) -m host_sim play --game emerald --state-dir .sim

lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .

test: $(STAMP) lint
	$(PY) -m pytest -n 2 tests

bench: $(STAMP)
	$(PY) -m host_sim.bench

mpy: $(STAMP)
	$(PY) -c "from host_sim import build; print(build.build('armv6m'))"

clean:
	rm -rf .build .pytest_cache .ruff_cache .mypy_cache
