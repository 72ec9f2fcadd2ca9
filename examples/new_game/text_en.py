# Pig's texts in English (the same names in text_fr.py and text_it.py).

OPTIONS = (("Goal", ("20 points", "50 points")),)
TEXTS = (
    "Pig: %s rolls",  # the title: whose turn
    "Banked: %s",  # every player's banked points
    "This turn: %d",  # the turn's points so far
    "Hold %d points",  # the action
    "%s rolled %d",  # news
    "%s lost %d points",
    "%s banked %d",
    "ROLL: the die",
)
HELP = "ROLL adds the die\nto your turn; a 1\nloses it. Hold banks\nthe turn's points."
