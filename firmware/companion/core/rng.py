# Seeded xorshift32 dice: the same numbers under MicroPython and CPython, state is one int.

from micropython import const

_MASK = const(0xFFFFFFFF)


def seed_state(seed):
    """Turn any integer seed into a non-zero generator state.

    :param seed: an int (negative and huge values are folded into 32 bits)
    """
    x = (seed * 2654435761 + 0x9E3779B9) & _MASK
    x = x or 0x6D2B79F5
    for _ in range(4):
        x = step(x)
    return x


def step(x):
    x ^= (x << 13) & _MASK
    x ^= x >> 17
    x ^= (x << 5) & _MASK
    return x


def draw(state, n):
    """Draw an unbiased integer in 0..n-1.

    :param state: the generator state
    :param n: how many outcomes (1 <= n <= 2**32)
    :return: (new_state, value)
    """
    limit = 0x100000000 - (0x100000000 % n)
    while True:
        state = step(state)
        if state < limit:
            return state, state % n


def pick_weighted(state, outcomes):
    """Pick one outcome from [(outcome, weight), ...] with integer weights.

    :return: (new_state, outcome)
    """
    total = 0
    for _, w in outcomes:
        total += w
    state, r = draw(state, total)
    for outcome, w in outcomes:
        if r < w:
            return state, outcome
        r -= w
    raise ValueError("weights")
