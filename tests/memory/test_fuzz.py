"""Random buttons, long presses and waits through every game and game switches: both runtimes print the
same bytes, no error screen, no runtime failure (a bounded run of host_sim.fuzz, which also soaks)."""

from host_sim import fuzz, runtime

# the smallest heap the device claims (README); below it, at 96k, a soak ends on a device error screen in
# some runs (a game's heap full), the run these seeds make among them
HEAP = runtime.SMALLEST_HEAP


def test_random_events_through_every_game_in_both_runtimes():
    runs, events, problems = fuzz.run(250, 7, HEAP, first_seed=101)
    assert problems == [], problems
    assert events == 1750
