# Aton's texts in English (the same names in aton/text_fr.py and aton/text_it.py). Texts are grouped in
# tuples, a few names a table: each name is interned for good on the device.

# the setup menu: for each engine option, (title, (label of each value, ...))
OPTIONS = (("Kingdom dead", ("Dead: 8 spaces", "Dead: 6", "Dead: 10", "Dead: 12")),)
NAMES = ("Red", "Blue")  # the players (their initials R, B head the score columns)
# a temple's squares by kind (the engine's KINDS order): on the board check, and as one square
KIND_NAMES = ("yellow", "green", "black", "blue", "+1 sq", "+2 sq")
KINDS = ("yellow", "green", "black", "blue", "+1", "+2")
VERBS = ("Remove", "Place", "From")  # a piece removed, placed, taken back after a scoring round
NEWS = (
    "Card 1: %s +%d",  # cartouche 1's points
    "Card 1: a tie",
    "Red +%d Blue +%d VP",  # a scoring round: each player's victory points
    "Take back 4 each",
    "%s %d >dead",  # pieces sent to the kingdom of the dead
    "%s %d >reserve",  # or back to the reserve (the kingdom is full)
)
TITLE = ("Aton: tie", "Aton: %s wins", "Board: T%d %s", "Aton round %d", "Rd %d: %s")
STATUS = (
    "T%d Y%d G%d K%d ",  # a temple on the board check
    "Dead: %d of %d",  # the kingdom of the dead: its pieces, its spaces
    "Who drew lower?",
    "Remove %d %s",
    "Place %d, T1-T%d",
    "Won: %s",  # and WON_BY
    " T1 T2 T3 T4 res pts",  # over each player's pieces in the temples, in reserve, points
)
WON_BY = ("40", "temple", "yellow", "green")  # why the game ended: 40 points, a temple, the colours
ACTIONS = (
    "Board is right",
    "Next: T%d %s",
    "Cartouche %d: %d",
    "%s drew lower",
    "%s move done",
    ("Cartouche %d:", " up: 1   down: 2", " ok: 3   roll: 4"),  # a card's value: one press, the button's
    "Temple:",  # a piece's temple: a button each
    (
        "T%d square:",
        "yel",
        "grn",
        "blk",
        "other",
        " up: %s  down: %s",
        " ok: %s  roll: %s",
    ),  # a piece's square in a temple: its kind's button, roll the others
    ("How many in T%d?", "%s in T%d"),  # pieces in a temple: a count (3+: the counts from 3)
)
# the help page (one text each, split into lines when shown): the end, the board check, the game screen,
# taking back after a scoring round, the news and the LEDs
LEGENDS = (
    "* the winner",
    "Check the board:\n"
    " each temple's\n"
    " squares: Y\n"
    " yellow, G green\n"
    " K black, +1 +2\n"
    " bonus squares;\n"
    " one blue each.\n"
    "Black is the\n"
    " rest of the 12.\n"
    "Kept for the\n"
    " next games",
    "Dead: 3 of 8: pieces\n"
    " in the kingdom of\n"
    " the dead, of its\n"
    " spaces\n"
    " T1 T2 T3 T4 res pts\n"
    "R 3  2  0  1  18   4\n"
    " Red's pieces in\n"
    " temples T1-T4 and\n"
    " in reserve, Red's\n"
    " points\n"
    "How many in T1?: a\n"
    " button a count\n"
    " (3+: then 3 or 4),\n"
    " the rest higher;\n"
    "Temple: the next\n"
    " piece's, lowest\n"
    " first, a button\n"
    " each; T2 square:\n"
    " up yellow, down\n"
    " green, ok black,\n"
    " roll blue, +1, +2\n"
    " (other: a list)\n"
    " -: none there\n",
    "From T2: the square\n of your piece\n taken back from\n temple 2, a\n button each\n",
    "Card 1: Red +4:\n"
    " twice the gap\n"
    " of cartouche 1\n"
    ">dead: no room\n"
    " left to place\n"
    ">reserve: the\n"
    " kingdom is full\n"
    "Take back 4 each\n"
    " 1 per temple,\n"
    " the rest from\n"
    " the highest\n"
    "LEDs 1-4: who\n"
    " leads a temple\n"
    " grey: a tie\n"
    "5 on: kingdom of\n"
    " the dead, one a\n"
    " space",
)
# the page after it: the cards, the squares, the last scoring round and its parts
INFO = ("%s cards %s", "Squares  R  B of", "No scoring yet", "Last scoring R B", "Sum  %3d %3d")
PARTS = ("T1", "T2", "T3", "T4", "Blk", "Bon")
# the final screen: a player's total, why the game ended (WHY in WON_BY's order)
# a total: one point, more (lang.plural); then each player's points line by line (a line not said is 0):
# cartouche 1, the scoring rounds
END = ("%s%-5s %3d pt~%s%-5s %3d pts", "Won by", "%s, points:", " cartouche 1 %d", " scoring rounds %d")
WHY = ("40 points", "a full temple", "all yellow sq.", "all green sq.")
