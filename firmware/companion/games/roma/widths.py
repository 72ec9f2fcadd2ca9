# The widest values of this game's texts, for tests/device/test_text_fit.py: the desk's, not the device's.

from companion.games.roma.engine import CARDS
from companion.widths import P, W

CARD = max(CARDS, key=len)  # Roma's cards keep their Latin names in every language

# (table name, index) -> the widest values of its template
WIDEST = {
    # 36 points in the reserve at the start; sesterces up to 3 digits; dice 1-6; 7 dice discs; a card's
    # cost and defence one digit (two for a defence made stronger)
    ("TITLE", 1): (P,),
    ("TITLE", 3): (P,),
    ("NEWS", 0): (P, 7),
    ("NEWS", 1): (6, 6, 6, "!"),
    ("NEWS", 2): (6, 10, W("NEWS", 3, 4)),
    ("NEWS", 5): (CARD,),
    ("NEWS", 6): (P,),
    ("NEWS", 7): (P, 36),
    ("NEWS", 8): (P, W("NEWS", 9, 10), 36),
    ("NEWS", 11): (9,),
    ("NEWS", 12): (4,),
    ("NEWS", 13): (36,),
    ("NEWS", 17): (CARD, 9),
    ("STATUS", 0): (">", P, 99, 999),
    ("STATUS", 1): (36, "6 6 6"),
    ("STATUS", 2): (P, 4),
    ("LABELS", 0): (9,),
    ("LABELS", 1): (10,),
    ("LABELS", 4): (6,),
    ("LABELS", 5): (6,),
    ("LABELS", 6): (6, 6),
    ("LABELS", 7): (6,),
    ("LABELS", 13): (7, CARD),
    ("LABELS", 16): (6, 6),
    ("LABELS", 17): (36, 72),
    ("PAGES", 3): (P,),
    ("PAGES", 4): (36,),
    ("PAGES", 5): (36,),
    ("PAGES", 9): (P,),  # each player's points
    ("PAGES", 10): (72,),
}
