# The widest values of this game's texts, for tests/device/test_text_fit.py: the desk's, not the device's.

from companion.widths import FORMS, P, W

# (table name, index) -> the widest values of its template
WIDEST = {
    # 126 tokens in the bag; 14 dragon cards in the pile; power 1-20, tokens on a card 0-12, attack 1-9
    # an adventurer (three of a player's cards fight: 27); the Foire after the 7th card drawn
    ("TITLES", 0): (4,),
    ("TITLES", 1): (4,),
    ("TITLES", 3): (P,),
    ("TITLES", 4): (P,),
    ("TITLES", 5): (4,),
    ("TITLES", 8): (P,),
    ("TITLES", 10): (4,),
    ("TITLES", 12): (W("TOKENS", 4, 5, 6, 7, 8),),
    ("TITLES", 13): (P,),
    ("CLOCK", 0): (1, 59),
    ("CLOCK", 1): (1, 59),
    ("STATUS", 0): (126, 14),
    ("STATUS", 1): (P, "2 guer ladro mago"),  # the widest hand in words (ui._hand)
    ("STATUS", 2): (W("KINDS"),),
    ("STATUS", 4): FORMS((1,), (24,)),
    ("STATUS", 5): (P,),
    ("STEALS", 0): (P,),
    ("STEALS", 1): (P,),
    ("NEWS", 0): (4, 12),
    ("NEWS", 1): (4,),
    ("NEWS", 2): FORMS((P, 0), (P, 1), (P, 24)),
    ("NEWS", 3): (12, 4),
    ("NEWS", 4): (4, 27, 20),
    ("NEWS", 5): (24,),
    ("NEWS", 6): (24,),
    ("NEWS", 7): (24,),
    ("NEWS", 10): (P,),
    ("NEWS", 11): (P,),
    ("NEWS", 12): (P,),
    ("LABELS", 0): (20,),
    ("LABELS", 1): FORMS((1,), (12,)),
    ("LABELS", 2): (4, W("KINDS")),
    ("LABELS", 3): (9,),
    ("LABELS", 10): (P,),
    ("LABELS", 11): (P,),
    ("LABELS", 13): FORMS((1,), (111,)),  # the points of 35 silver, 20 gold (3 each) and 16 red
    ("INFO", 1): FORMS((1,), (7,)),
    ("INFO", 2): (4,),
    ("INFO", 3): (4, 27, 20, 12, 12),
    ("INFO", 4): FORMS(("*", P, 1), ("*", P, 999)),
    # the final screen's points: 126 tokens, gold 3 each, black 15 each in the advanced rules
    ("END", 0): (P,),
    ("END", 1): (W("TOKENS", 0, 1, 2, 3), 378),
    ("END", 2): (W("TOKENS", 4, 5, 6, 7, 8), 10),
    ("END", 3): (5,),
    ("END", 4): (111,),
    ("CARDS", 2): (20, 12, 12),
    ("CARDS", 4): (4, 20, 12, 12),
    ("CARDS", 5): (4,),
}
