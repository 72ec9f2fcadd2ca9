"""Random buttons, long presses and waits through every game and game switches: both runtimes print the
same bytes, no error screen, no runtime failure (a bounded run of host_sim.fuzz, which also soaks)."""

from host_sim import fuzz

# issue 11's heap. A 100,000-event soak there (host_sim.fuzz, 200 runs of 500 events) still ends on a device
# error screen in some runs (the README gives the figure): a game's heap full, mostly Dragon's Gold's
HEAP = "96k"


def test_random_events_through_every_game_in_both_runtimes():
    runs, events, problems = fuzz.run(250, 7, HEAP, first_seed=101)
    assert problems == [], problems
    assert events == 1750
