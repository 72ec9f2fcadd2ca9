# The widest values of this game's texts, for tests/device/test_text_fit.py: the desk's, not the device's.

from companion.widths import P

# (table name, index) -> the widest values of its template (companion/widths.py says what P, W, ... mean)
WIDEST = {
    # points: a turn's up to 2 digits, a player's too (the goal is 50 at most: 99 is a turn far past it)
    ("TEXTS", 0): (P,),
    ("TEXTS", 1): ("99 99 99 99",),  # every player's banked points, 4 players at most
    ("TEXTS", 2): (99,),
    ("TEXTS", 3): (99,),
    ("TEXTS", 4): (P, 6),  # the die
    ("TEXTS", 5): (P, 99),
    ("TEXTS", 6): (P, 99),
}
