# The widest values of this game's texts, for tests/device/test_text_fit.py: the desk's, not the device's.

from companion.widths import FORMS, P, W

# (table name, index) -> the widest values of its template
WIDEST = {
    # dirhams up to 3 digits; 33 goods tiles, 50 relation tiles; the hand limit 6-10 (and a hand of a
    # few more before it); 11 camels a family; a player's camels on unsold cards: 2 digits
    ("TITLE", 0): (P,),
    ("TITLE", 1): (P, W("COLOURS")),
    ("TITLE", 2): (P,),
    ("TITLE", 3): (P,),
    ("TITLE", 4): (P, W("COLOURS")),
    ("TITLE", 6): (P,),
    ("NEWS", 0): (P, W("COLOURS")),
    ("NEWS", 1): (P, W("COLOURS"), 99),
    ("NEWS", 2): FORMS((P, 1), (P, 3)),
    ("NEWS", 3): (W("COLOURS"), W("NEWS", 4, 5)),
    ("NEWS", 7): (P,),
    ("NEWS", 8): (P,),
    ("NEWS", 9): (W("SHORT"), W("SHORT")),
    ("NEWS", 10): (P,),
    ("NEWS", 11): (P,),
    ("NEWS", 12): (P,),
    ("NEWS", 14): (W("COLOURS"),),
    ("STATUS", 0): FORMS((999, 1, 33, 50), (999, 13, 33, 50)),
    ("STATUS", 4): (P, 999),
    ("STATUS", 5): (13,),
    ("STATUS", 6): (10,),
    ("STATUS", 9): (11,),
    # a family's treasury: the prices paid into it, less 1 an extension
    ("STATUS", 10): FORMS((99, 1), (99, 11)),
    ("STATUS", 14): (10, 10),
    ("ACTIONS", 0): (W("COLOURS"), 9),
    ("ACTIONS", 3): (99,),
    ("ACTIONS", 4): (3, 13),
    ("ACTIONS", 10): (P,),
    ("PAGES", 1): (W("SHORT"), 999, 11, 5),
    ("PAGES", 2): (33, 33),
    ("PAGES", 3): (10,),
    ("PAGES", 5): FORMS((P, 1, "*"), (P, 999, "*")),
    ("PAGES", 6): (P, 999, 33, 50, 88),
}
