"""Random buttons, long presses and waits through every game and game switches: both runtimes print the
same bytes, no error screen, no runtime failure (a bounded run of host_sim.fuzz, which also soaks)."""

from host_sim import fuzz

# 96k (issue 11's goal for the 64-bit port) is not met yet: a game and the framework need 96k to 104k
# there, and random buttons find the worst moments (28 runs pass at 112k, some fail at 104k)
HEAP = "112k"


def test_random_events_through_every_game_in_both_runtimes():
    runs, events, problems = fuzz.run(250, 7, HEAP, first_seed=101)
    assert problems == [], problems
    assert events == 1750
