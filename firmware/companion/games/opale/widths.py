# The widest values of this game's texts, for tests/device/test_text_fit.py: the desk's, not the device's.

from companion.widths import ANY, FORMS, P, T, W

# (table name, index) -> the widest values of its template
WIDEST = {
    # 50 cards a player, 5 in hand; a location's stack or a pile's cards of one type: up to 2 digits;
    # 3 Cite triggers; points of a card type 0-99, a total 0-999
    ("NEWS", 0): (P, 19, W("TAKE", 1, 2, 3, 4, 5, 6)),  # the stacks a trigger takes (engine.TAKES)
    ("NEWS", 1): (19, W("TAKE", 0, 7)),  # Chasseresse and Chevaucheur go under the board
    ("NEWS", 2): (P, 19),
    ("NEWS", 3): (P,),
    ("NEWS", 4): (P, 5),
    ("NEWS", 5): (P,),
    ("NEWS", 6): (P,),
    ("NEWS", 7): (P,),
    ("NEWS", 8): FORMS((P, 1), (P, 5)),
    ("NEWS", 9): (P,),
    ("NEWS", 10): (W("SHORT"),),
    ("TITLE", 0): (P,),
    ("TITLE", 1): (P,),
    ("STATUS", 0): (999, 999),
    ("STATUS", 1): FORMS((W("SHORT"), 1), (W("SHORT"), 99)),
    ("STATUS", 2): (19, 19),
    ("STATUS", 3): (P,),
    ("STATUS", 4): (ANY(P, T("STATUS", 5)),),
    ("STATUS", 6): (5, 45),
    ("STATUS", 7): (3, 19),
    ("STATUS", 8): (P,),
    ("STATUS", 9): (W("SHORT"),),
    ("INFO", 0): (19, 19),
    ("INFO", 1): (3,),
    ("INFO", 2): FORMS((P, 1), (P, 50)),
    ("INFO", 3): (6, 45),
    ("INFO", 5): (5, 5),
    ("END", 0): FORMS((P, 1), (P, 999)),
    ("END", 1): (ANY(P, T("STATUS", 5)),),
    ("END", 2): (P,),
    # each player's points: a card type's, the pile totals entered, the pawn's 3; whose deck ran out
    ("END", 4): (P,),
    ("END", 5): (W("SHORT", 0, 1, 2, 3, 4, 5, 6, 7), 999),
    ("END", 6): (999,),
    ("END", 7): (3,),
    ("END", 8): (P,),
}
