# Course de sorcieres' texts in English: its screens, help page and final screen (the same names in _fr and
# _it). Grouped in a few tuples (a name costs the heap more than a tuple's slot); ui and _pages
# name each index.

COLOURS = ("Red", "Green", "Blue", "Yellow")  # player p plays colour p; the others are neutral
TITLES = (
    "%s roll the die",
    "%s: move by %d",
    "Which tile on %d?",  # its colour and value in one pick
    "Tile %d value?",
    "%s play a card?",  # the witch is on its own magic sign
    "%s must push",  # the sign's player must play a card against the witch
    "%s push back?",
    "%s pile card",  # a neutral colour's pile
    "Race over",
)
NEWS = (
    "%s rolled %d",
    "%s cannot move",
    "%s witch home: %d",
    "%s witch on %d",
    "card %d",
    "Pile",  # a card drawn from a neutral pile
    "%s %s: to %s",  # who, the card, where the witch went
    "%s %s: back to %s",  # a push back: who, the card, where the witch went
    "Back to %s",  # the same, when that is too long for a row: under who and the card
    "%s %d: on to %s",  # a tile of the colour the witch landed on, its square, where it sent the witch
)
STATUS = (
    "%s%s%3s%3s%3s%3d card~%s%s%3s%3s%3s%3d cards",  # whose turn, the player, three witches, cards in hand
    "Piles ",  # the neutral piles' cards
    "H%d",  # a witch on a finish square
    "RGBY",  # the colours' initials: the neutral piles
)
LABELS = (
    "Witch %d home %d",
    "Witch %d to %d",
    "New witch to %d",
    "No move: pass",
    "Stay here",
    "Let it stay",
    "Card %s %s",
    "home %d",
    "to %d",
    "ROLL: the die",
    "ROLL: draw card",
    "neutral",
    "magic",
    (" ok: %s", " roll: %s", " up: %s", " down: %s"),  # a tile's answers: the button, the answer
    "%s 2-10: stops",  # another colour's number: the witch stops, its value is not needed now
    "%s 2-10",  # another colour's number on a button
    " long roll: more",  # the list of every answer, when the buttons do not give them all
    "%s %s",  # a tile: its colour, its value or magic sign
)
# the help page (one text each, split into lines when shown), the cards page, the final screen
HELP = (
    "P1 7 pts 43*:\n squares reached\n* the winner",
    ">P1 H4 17  - 9 cards:\n > whose turn,\n H4 a witch home\n on the 4, 17 a\n"
    " witch on square\n 17, - one not\n"
    " started; cards\n left in hand\nP2 card 7 -> 10:\n P2 played a 7,\n the witch went\n to square 10\n"
    "Piles: the cards\n left in neutral\n piles\nTrack: squares\n 1-48, stages of\n 16; the finish\n"
    " 2, 3, 4 after\nTell each tile\n the witch turns;\n"
    " another colour's\n number by its\n colour only (its\n value when that\n colour's witch\n lands on it)\n"
    "LEDs: a stage,\n"
    " witches bright,\n turned tiles\n dim, the witch\n to decide on\n white",
    "%s %s",  # a player (or neutral) and its colour
    "Cards left,",
    " * magic:",
    "%s pile",
    "none",
    " signs on ",
    "%s %d pts %s%s",  # the player, the total, the finish squares, * the winner
    # then why the race ended, and each player's points line by line (a line not said is 0)
    "%s: 3 witches home",
    "%s, points:",
    " finish %d: %d",  # a finish square, the points its witches bring
)
