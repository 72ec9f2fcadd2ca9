# Opale's texts in English (the same names in opale/text_fr.py and opale/text_it.py); the cards keep the
# French names printed on them. Texts are grouped in tuples, a few names a table: each name is interned for
# good on the device.

# the setup menu: for each engine option, (title, (label of each value, ...))
OPTIONS = (
    ("Scoring", ("Points table", "Pile totals")),
    ("Premonition", ("Off", "On")),
    ("Magic shells", ("Off", "On")),
)
# the nine locations, in the engine's order: in an action, and as a stack taken
SHORT = ("Chasseresse", "Corail", "Perle", "Sorcière", "Pétrifié", "Golem", "Gardien", "Tortue", "Cité")
TAKE = SHORT
# the five shell tokens as actions: again, 2 places, swap X, draw 3, block a location
SHELL = ("Shell: again", "Shell: 2 places", "Shell: swap ", "Shell: draw 3", "Block ")
NEWS = (
    "%s gets %d %s",  # a score pile took cards of a location
    "Under: %d %s",  # cards went under the board
    "Cite: %s gets %d",  # a Cite trigger gave the cards under the board
    "%s gets dragon",
    "%s card %d >deck",  # a random card back on the deck
    "Last turn: %s",
    "%s plays again",  # the shells, in SHELL's order
    "%s: 2 places",
    "%s swaps %d card~%s swaps %d cards",
    "%s draws 3, -3",
    "%s blocked",
)
TITLE = (
    "Opale %s",  # a player's turn
    "Opale %s LAST",  # their last turn
    "Opale: scoring",  # the scoring entry
    "Opale: end",
)
STATUS = (
    "P1 %d  P2 %d",  # the scoring entry: the totals now
    "%s %d pt~%s %d pts",  # a card type's points: one, more
    "P1 has %d, P2 %d",  # its cards in each pile
    "Pile total %s",  # a pile's total
    "Dragon: %s",  # the pawn's holder
    "none",
    "Hand %d Deck %d",  # the game screen
    "Cité %d of 3, under %d",
    "%s gives 1 back",  # the pawn's previous holder
    "Blocked: %s",  # a location blocked by a shell
)
ACTIONS = (
    " +under",  # a Cité trigger takes the cards under the board
    "End turn",
    "Pass (no play)",
    "Done: score",
    "Next type",  # the points table
    "Next player",  # the pile totals
    "ROLL: card back",  # the random card given back
)
# the help page (one text each, split into lines when shown): the colours, the end, the scoring
# entry, the game screen
LEGENDS = (
    "P1 blue\nP2 orange",
    "Dragon +3: the\n pawn's holder,\n who wins a tie\n",
    "Enter the points\n of each card\n type (kept for\n the next games)\n or each pile's\n total",
    "2 Corail +Perle:\n"
    " 2 cards on the\n"
    " Dragon Corail,\n"
    " it takes every\n"
    " Perle de Nacre\n"
    "+under: takes the\n"
    " cards under the\n"
    " board\n"
    "Pétrifié: Dragon\n"
    " Pétrifié\n"
    "Tortue: its\n"
    " Chevaucheur\n"
    "Hand 5 Deck 40:\n"
    " the player's\n"
    " cards\n"
    "Cité 1 of 3: Cité\n"
    " triggers so far\n"
    "under 3: cards\n"
    " under the board\n"
    "Dragon: the pawn\n"
    " holder (+3, 6\n"
    " cards in hand)\n"
    "LAST: last turn\n"
    "LEDs 1-9: the\n"
    " nine stacks\n"
    "10-12: Cite\n"
    " piles set aside\n"
    "13: cards under\n"
    "15: the pawn's\n"
    " holder\n"
    "16: whose turn\n",
)
# the page after it
INFO = (
    "Under the board:\n Chasseresse %d\n Tortue %d",
    "Cité piles %d",
    "%s pile %d card~%s pile %d cards",
    " hand %d deck %d",  # under the player's pile
    "Premonition: on",
    "Shells P1 %d P2 %d",
)
# the final screen
END = (
    "%-4s%4d pt~%-4s%4d pts",
    "Dragon +3: %s",
    "Winner: %s",
    "Tie: shared",
    # then each player's points line by line (a line not said is 0): a card type, the totals entered, the pawn
    "%s, points:",
    " %s %d",
    " cards %d",
    " dragon pawn %d",
    "End: %s deck empty",  # why the game ended: whose deck ran out, or the third Cité trigger
    "End: third Cité",
)
