# Pig's game screen: whose turn, the scores, what the last roll did; the die's LEDs.

from companion.ui import lang
from micropython import const

_TURN = const(0)  # TEXTS
_SCORES = const(1)
_RUN = const(2)
_HOLD = const(3)
_ROLLED = const(4)
_LOST = const(5)
_HELD = const(6)
_ROLL = const(7)


def _t():
    return lang.start_game("pig").TEXTS


def title(state):
    return _t()[_TURN] % lang.player(state["turn"])


def status(state, now):
    t = _t()
    return [t[_SCORES] % " ".join(str(p) for p in state["pts"]), t[_RUN] % state["run"]]


def label(state, action):
    return _t()[_HOLD] % state["run"]


def roll_label(state):
    return _t()[_ROLL]


def news(state):
    t = _t()
    out = []
    for kind, p, n in state["news"]:
        text = t[_ROLLED] if kind == "die" else t[_LOST] if kind == "lost" else t[_HELD]
        out.append(text % (lang.player(p), n))
    return out


def leds(state, strip, now):
    strip.fill((0, 0, 0))
    for i in range(min(state["run"], strip.n)):
        strip.set(i, (255, 120, 0))
    return None
