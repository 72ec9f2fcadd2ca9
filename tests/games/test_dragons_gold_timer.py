"""The shared sand timer (ui/sandtimer.py): exact to the millisecond across the ticks_ms wrap, pausable."""

from host_sim import runtime

runtime.use_firmware()

from companion.ui import sandtimer  # noqa: E402
from companion.ui.fx import Strip  # noqa: E402

PERIOD = 1 << 30


def at(t0, ms):
    return (t0 + ms) % PERIOD


def test_ticks_diff_wraps_like_micropython():
    assert sandtimer.ticks_diff(5, PERIOD - 5) == 10
    assert sandtimer.ticks_diff(PERIOD - 5, 5) == -10
    assert sandtimer.ticks_add(PERIOD - 1, 2) == 1


def test_one_minute_exact_to_the_tick_across_the_wrap():
    t0 = PERIOD - 1234  # the clock wraps 1.234 s after the timer is turned over
    t = sandtimer.SandTimer(60000)
    t.start(t0)
    assert t.remaining(t0) == 60000
    assert t.remaining(at(t0, 1234)) == 60000 - 1234  # the clock is now a small number
    assert t.tick(at(t0, 59999)) is False and t.remaining(at(t0, 59999)) == 1
    assert t.tick(at(t0, 60000)) is True  # reported exactly once
    assert t.tick(at(t0, 60001)) is False and t.remaining(at(t0, 90000)) == 0


def test_pause_keeps_the_time_left_and_calls_do_not_count():
    t0 = PERIOD - 500
    t = sandtimer.SandTimer(60000)
    t.start(t0)
    for ms in range(0, 20000, 7):  # many calls: the time comes from the clock, not their number
        t.tick(at(t0, ms))
    t.pause(at(t0, 20000))
    assert t.paused() and t.remaining(at(t0, 50000)) == 40000
    assert t.tick(at(t0, 500000)) is False  # paused for long: nothing runs out
    t.resume(at(t0, 500000))
    assert t.remaining(at(t0, 500000 + 39999)) == 1
    assert t.tick(at(t0, 500000 + 39999)) is False
    assert t.tick(at(t0, 540000)) is True


def test_stop_reports_nothing():
    t = sandtimer.SandTimer(1000)
    t.start(PERIOD - 1)
    t.stop()
    assert t.tick(5000) is False and t.remaining(5000) == 0


def lit(strip):
    return sum(1 for i in range(strip.n) if strip.get(i) != (0, 0, 0))


def test_sand_drains_over_sixteen_pixels_and_asks_to_be_called_back_in_time():
    t0 = PERIOD - 3000
    t = sandtimer.SandTimer(16000)  # one pixel a second
    strip = Strip(16)
    t.start(t0)
    wait = t.draw(strip, t0)
    assert lit(strip) == 16 and wait == 500  # the top grain blinks every half second
    t.draw(strip, at(t0, 500))
    assert lit(strip) == 15  # blink off
    wait = t.draw(strip, at(t0, 1000))
    assert lit(strip) == 15 and wait == 500  # one second gone: 15 grains, the top one lit
    # in the last ten seconds the top grain blinks four times faster
    wait = t.draw(strip, at(t0, 6000))
    assert wait == 125
    # the last call lands on the zero tick: all red, flashing
    now = t0
    calls = 0
    while t.remaining(now) > 0:
        now = at(now, t.draw(strip, now))
        calls += 1
    assert sandtimer.ticks_diff(now, t0) == 16000 and calls < 200
    assert t.tick(now) is True
    assert t.draw(strip, now) == 250 and strip.get(0) == (255, 0, 0) and lit(strip) == 16
    t.draw(strip, at(now, 250))
    assert lit(strip) == 0
    assert t.draw(strip, at(now, 3000)) is None and lit(strip) == 16


def test_paused_sand_is_shown_still():
    t = sandtimer.SandTimer(16000)
    strip = Strip(16)
    t.start(0)
    t.pause(4000)
    assert t.draw(strip, 9000) is None and lit(strip) == 12
    assert strip.get(0) != (255, 150, 0)  # not the running sand colour
