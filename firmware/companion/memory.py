# MicroPython's memory craft, in one place: modules dropped after use, the heap collected on demand.
#
# Why it exists (docs/MEMORY.md says it whole): the unix port and the page run the firmware from files on
# a heap as small as the device claims to need, where every module's code and constants live in the heap
# until the module is dropped. On the Pico the code is frozen in flash and the heap holds only data: the
# dropping still returns the module's objects, at no cost worth measuring. ``const`` needs no craft: every
# module imports it from ``micropython`` (built in; under CPython the simulator's stand-in).

import os
import sys

from micropython import const

_TYPED = const(0)
if _TYPED:  # mypy reads this (always_true); MicroPython's compiler drops the block: no import at run time
    from typing import Callable, Optional

    collect: Optional[Callable[[], int | None]]
    mem_free: Optional[Callable[[], int]]

try:
    from gc import collect, mem_free  # only MicroPython has mem_free: collect there, not under CPython
except ImportError:
    collect = mem_free = None

interned = None  # the game whose later modules' names were interned (companion.ui.lifecycle.intern_game)


def forget(name):
    """Drop module ``name`` so the garbage collector can take its code back (nothing if not imported)."""
    mods = sys.modules
    if name in mods:
        del mods[name]
        parent, _, child = name.rpartition(".")
        try:
            delattr(mods[parent], child)
        except (AttributeError, KeyError):
            pass


def take(name):
    """Import module ``name`` and drop it at once: the caller keeps what it copies out, and MicroPython does
    not keep every constant of the module's code alive for as long as the module lives.

    :raises ImportError: no such module
    """
    __import__(name)
    mod = sys.modules[name]
    forget(name)
    return mod


def on_flash(name):
    """:return: True when module ``name`` (dotted) is on the flash: importing one that is not interns its
    name all the same, so a module a game may lack is looked for first"""
    # MicroPython: the folder (no __init__ on a Pico); ignored: the stub says a list, as CPython's
    folder = sys.modules["companion"].__path__  # type: str  # type: ignore[assignment]
    if type(folder) is not str:  # CPython: a list of them
        folder = list(folder)[0]
    stem = folder.rpartition("companion")[0] + name.replace(".", "/")
    for ext in (".mpy", ".py"):
        try:
            os.stat(stem + ext)
            return True
        except OSError:
            pass
    return False
