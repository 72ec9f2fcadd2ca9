# The widest values of this game's texts, for tests/device/test_text_fit.py: the desk's, not the device's.

from companion.widths import ANY, FORMS, W

# (table name, index) -> the widest values of its template
WIDEST = {
    # points 0-40 and more (a round scores at most some 30); 12 squares a temple; 29 pieces a player;
    # the kingdom of the dead 6-12 spaces; cartouches 1-4; rounds up to 2 digits
    ("NEWS", 0): (W("NAMES"), 6),
    ("NEWS", 2): (40, 40),
    ("NEWS", 4): (W("NAMES"), 4),  # the pieces a card places or removes
    ("NEWS", 5): (W("NAMES"), 4),
    ("TITLE", 1): (W("NAMES"),),
    ("TITLE", 2): (4, W("KIND_NAMES")),
    ("TITLE", 3): (99,),
    ("TITLE", 4): (99, W("NAMES")),
    ("STATUS", 0): (4, 12, 12, 12),
    ("STATUS", 1): (12, 12),
    ("STATUS", 3): (4, W("NAMES")),
    ("STATUS", 4): (4, 4),
    ("STATUS", 5): (W("WON_BY"),),
    ("ACTIONS", 1): (4, W("KIND_NAMES")),
    ("ACTIONS", 2): (8, 4),
    ("ACTIONS", 3): (W("NAMES"),),
    ("ACTIONS", 4): (W("NAMES"),),
    ("ACTIONS", 5): (4,),  # the cartouche whose value the buttons enter
    # a piece's square: the temple, the three kinds' 3-letter names (as wide in each language; "T4" or
    # "-" where the lines give temples), then roll's: a kind of blue, +1, +2, or the word for the others
    ("ACTIONS", 7): (4, "yel", "grn", "blk", ANY(W("KINDS", 3, 4, 5), "other")),
    ("ACTIONS", 8): (4, "3+", 4),  # how many of up to 4 pieces in a temple: the question, then a row
    ("INFO", 0): ("R", "4 4 4 4"),
    ("INFO", 4): (99, 99),
    ("END", 0): FORMS(("*", W("NAMES"), 1), ("*", W("NAMES"), 99)),
    ("END", 2): (W("NAMES"),),  # each player's points: cartouche 1, the scoring rounds
    ("END", 3): (99,),
    ("END", 4): (99,),
}
