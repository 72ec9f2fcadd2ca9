# The widest values of this game's texts, for tests/device/test_text_fit.py: the desk's, not the device's.

from companion.widths import ALTS, ANY, FORMS, F, P, T, W

# texts said on one row only where they fit, else in two (their code measures them)
MEASURED = (("NEWS", 6), ("NEWS", 7))

# (table name, index) -> the widest values of its template
WIDEST = {
    # 48 squares, the finish 2-4 beyond; cards in hand up to 2 digits; a die 1-6
    ("TITLES", 0): (P,),
    ("TITLES", 1): (P, 6),
    ("TITLES", 2): (48,),
    ("TITLES", 3): (48,),
    ("TITLES", 4): (P,),
    ("TITLES", 5): (P,),
    ("TITLES", 6): (P,),
    ("TITLES", 7): (W("COLOURS"),),
    ("NEWS", 0): (P, 6),
    ("NEWS", 1): (P,),
    ("NEWS", 2): (P, 4),
    ("NEWS", 3): (P, 48),
    ("NEWS", 4): (9,),
    # a player's card (a magic one never sends the witch home), or a neutral pile's (only back)
    ("NEWS", 6): ALTS(
        [
            (P, F("NEWS", 4, 9), ANY(F("STATUS", 2, 4), 48)),
            (P, T("LABELS", 12), 48),
            (T("NEWS", 5), ANY(T("LABELS", 12), F("NEWS", 4, 9)), 48),
        ]
    ),
    ("NEWS", 8): (48,),  # a push back: where the witch went (a push never sends it home)
    ("NEWS", 9): (W("COLOURS"), 48, ANY(F("STATUS", 2, 4), 48)),  # a tile that sent it on
    ("STATUS", 0): FORMS((">", P, "H4", "48", "48", 1), (">", P, "H4", "48", "48", 19)),
    ("STATUS", 2): (4,),
    ("LABELS", 0): (3, 4),
    ("LABELS", 1): (3, 48),
    ("LABELS", 2): (48,),
    ("LABELS", 6): ALTS(
        [(T("LABELS", 12), F("LABELS", 8, 48)), (9, ANY(F("LABELS", 7, 4), F("LABELS", 8, 48)))]
    ),
    ("LABELS", 7): (4,),
    ("LABELS", 8): (48,),
    # a tile's answers on the buttons: another colour's number, a magic sign, a number
    ("LABELS", 13): (ANY(F("LABELS", 15, W("COLOURS")), F("LABELS", 17, W("COLOURS"), T("LABELS", 12))),) * 4,
    ("LABELS", 14): (W("COLOURS"),),
    ("LABELS", 15): (W("COLOURS"),),
    ("LABELS", 17): (W("COLOURS"), ANY(T("LABELS", 12), 10)),
    ("HELP", 2): (ANY(P, T("HELP", 5)), W("COLOURS")),
    ("HELP", 5): (W("COLOURS"),),
    ("HELP", 8): (P, 12, "432", "*"),
    ("HELP", 9): (P,),  # why the race ended, then each player's points by finish square
    ("HELP", 10): (P,),
    ("HELP", 11): (4, 12),
}
