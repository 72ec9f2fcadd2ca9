# The widest values of this game's texts, for tests/device/test_text_fit.py: the desk's, not the device's.

from companion.widths import FORMS, P, W

# (table name, index) -> the widest values of its template
WIDEST = {
    # gold points: 23 gold cards in play, at most 5 of each value 1-5 (73); 22 gem cards; 4 treasures;
    # a total: 73 gold + 4 treasures x5 + 22 gems + 5 bonus cards x4 (135); the keeper's rolls (99)
    ("TITLES", 10): (P, W("GEMS", 4, 5, 6, 7)),
    ("STATUS", 0): (P, 73, 22),
    ("STATUS", 3): FORMS((1, 5), (23, 73)),
    ("STATUS", 4): (4,),
    ("STATUS", 7): (W("COLOURS"), 9),  # in a bribe: the knight caught
    ("STATUS", 8): (9, W("FACES")),
    ("STATUS", 9): (6, 9, 99),
    ("STATUS", 10): (6, 9, 4),
    ("NEWS", 0): (3, 9, 9),
    ("NEWS", 2): (W("COLOURS"), 9),
    ("NEWS", 3): (W("COLOURS"), 9),
    ("NEWS", 4): (6, 9),
    ("NEWS", 5): (P,),
    ("NEWS", 6): (P, 5),
    ("NEWS", 7): (P, W("GEMS", 0, 1, 2, 3)),
    ("NEWS", 8): (P, 5),
    ("NEWS", 9): (P,),
    ("NEWS", 10): (P,),
    ("NEWS", 11): (P,),
    ("NEWS", 12): (P,),
    ("ACTIONS", 0): (W("GEMS", 0, 1, 2, 3),),
    ("ACTIONS", 1): (5,),
    ("ACTIONS", 2): (5,),
    ("ACTIONS", 4): (W("COLOURS"),),
    ("ACTIONS", 5): (P,),
    ("ACTIONS", 6): (P,),
    ("ACTIONS", 7): (5,),
    ("ACTIONS", 8): (4,),
    ("ACTIONS", 9): (W("GEMS", 4, 5, 6, 7), 6),
    ("ACTIONS", 15): (W("PLACES"), "m9"),  # a move; its marks after it are measured over seeded games
    ("FINAL", 0): FORMS((5, P, 1, "*"), (5, P, 135, "*")),
    ("FINAL", 1): (P,),
    ("FINAL", 6): (P,),
    ("FINAL", 7): (P,),
    ("FINAL", 8): FORMS((1,), (135,)),
    # each player's points: gold 73, treasures 4 x5, gem cards 22, gem majorities 4 x4, the 4 kinds 4
    ("FINAL", 12): (P,),
    ("FINAL", 13): (73,),
    ("FINAL", 14): (20,),
    ("FINAL", 15): (22,),
    ("FINAL", 16): (16,),
    ("FINAL", 17): (4,),
}
