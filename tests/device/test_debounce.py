"""Debounce by lock-out (ui/buttons.py): contacts that bounce for up to 10 ms on press and on release give
exactly one press, whatever the loop's sampling, and a release is acted on at the first look that sees it."""

import random

import pytest

from host_sim import runtime

runtime.use_firmware()
from companion.ui import buttons  # noqa: E402
from companion.ui.buttons import LONG, OK, ROLL, UP  # noqa: E402

BOUNCE_MS = 10  # the longest a contact bounces, on press and on release


def diff(a, b):
    return a - b


def contact(rng, press_at, release_at):
    """A contact's level (1 = closed) for each ms: bouncing for up to BOUNCE_MS after each edge."""
    end = release_at + BOUNCE_MS + 40
    level = [0] * end
    for t in range(press_at, release_at):
        level[t] = 1
    for edge, settled in ((press_at, 1), (release_at, 0)):
        length = rng.randint(0, BOUNCE_MS)
        for t in range(edge, edge + length):
            level[t] = rng.randint(0, 1)
        if length:
            level[edge] = settled  # the bounce starts with the edge itself
    return level


def sample(level, bit, step, phase, start=1000):
    """Feed Buttons the levels as a loop looking every ``step`` ms sees them; :return: the events."""
    b = buttons.Buttons(start, diff)
    events = []
    for t in range(phase, len(level), step):
        ev = b.update(bit if level[t] else 0, start + t)
        if ev >= 0:
            events.append((ev, t))
    return events


@pytest.mark.parametrize("step", [1, 2, 5, 10])
def test_a_bouncing_press_is_one_press(step):
    rng = random.Random(step)
    for k in range(300):
        hold = rng.randint(40, 700)  # a real press: longer than the bounce, shorter than a long press
        level = contact(rng, 30, 30 + hold)
        phase = rng.randrange(step)
        events = sample(level, 1 << OK, step, phase)
        assert [ev for ev, _ in events] == [OK], (k, hold, level[:60], events)


@pytest.mark.parametrize("step", [1, 10])
def test_a_bouncing_long_press_is_one_long_press(step):
    rng = random.Random(100 + step)
    for k in range(100):
        hold = rng.randint(900, 1500)
        level = contact(rng, 30, 30 + hold)
        events = sample(level, 1 << ROLL, step, rng.randrange(step))
        assert [ev for ev, _ in events] == [ROLL + LONG], (k, hold, events)


def test_the_release_is_acted_on_at_the_first_look_that_sees_it():
    # no waiting for the contacts to settle: the loop's first look at an open contact gives the press
    for bounce in range(0, BOUNCE_MS + 1):
        level = [0] * 30 + [1] * 100 + [0] * 60
        for t in range(130, 130 + bounce):
            level[t] = (t - 130) % 2  # open, closed, open, ... for ``bounce`` ms
        assert sample(level, 1 << UP, 1, 0) == [(UP, 130)]


def test_each_of_two_quick_presses_counts():
    # two presses 60 ms apart, each bouncing: two presses, never three
    rng = random.Random(7)
    for _ in range(100):
        a = contact(rng, 30, 90)
        b = contact(rng, 150, 220)
        level = [x | (b[t] if t < len(b) else 0) for t, x in enumerate(a + [0] * (len(b) - len(a)))]
        assert [ev for ev, _ in sample(level, 1 << OK, 1, 0)] == [OK, OK]


def test_an_edge_inside_the_lockout_is_not_lost():
    # a level that still differs when the lock-out ends is the next edge: a press released inside it counts
    b = buttons.Buttons(0, diff)
    assert b.update(1 << OK, 100) == -1  # pressed
    assert b.update(0, 105) == -1  # released within the lock-out: not yet counted
    assert b.update(0, 100 + buttons.Buttons.debounce_ms) == OK
    assert not b.busy()


def test_busy_while_a_button_is_held():
    b = buttons.Buttons(0, diff)
    assert not b.busy()
    b.update(1 << UP, 50)
    assert b.busy()
    assert b.update(0, 200) == UP
    assert not b.busy()
