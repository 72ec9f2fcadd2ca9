# L'Or des dragons' texts in English: its screens, help page and final screen (the same names in _fr and _it).
# Grouped in a few tuples (a name costs the heap more than a tuple's slot); ui and pages name
# each index.

OPTIONS = (("Rules", ("Basic rules", "Advanced rules")),)
LETTERS = "war|thief|wiz|none"  # a player's cards face up, not under a dragon: warrior(s), thief, wizard
KINDS = ("Warrior", "Thief", "Wizard")  # the adventurers
TOKENS = ("silver", "gold", "magic", "black", "green", "blue", "purple", "yellow", "white")  # end entry
# a dragon card's numbers, asked in turn (a hint under the question when it has one)
FIELDS = ("Power (top)?", "Known tokens?", "Hidden tokens?", "", "(bottom left)", "(bottom right)")
TITLES = (
    "Dragon %d of 4",  # the four opening dragons
    "New dragon D%d",
    "Who starts?",
    "%s: flip, attack",  # the player turns every card face up, then attacks
    "%s attacks",
    "Share D%d loot!",
    "Thieves steal",
    "FOIRE: trade!",
    "%s points?",
    "Game over",
    "D%d killed!",
    "Black diamond?",
    "Most %s?",
    "%s all colours?",
)
CLOCK = ("Time %d:%02d", "PAUSED %d:%02d", "TIME UP")  # the sand timer
STATUS = (
    "Bag %d Pile %d",
    "%s: %s",  # a player, the cards they can attack with (face up, not under a dragon)
    "%s value?",  # an adventurer's attack value
    "By ",  # the players of a coalition
    "Loot %d token~Loot %d tokens",  # one, more (lang.plural)
    "Reds to %s (wiz)",  # the lone wizard's player takes the red tokens
    "Wiz+red: 1 item",
    "from a fighter",
    "Swap tokens only",
)
STEALS = ("%s steals blind", "%s steals pick")  # pick: a thief helped by its player's wizard
NEWS = (
    "D%d dead: draw %d",
    "D%d is killed",
    "%s takes nothing%.0s~%s takes %d token~%s takes all %d",  # none (%.0s: no number), one, more
    "Draw %d onto D%d",
    "D%d holds: %d/%d",
    "Deal: %d shared",
    "No deal: %d lost",
    "Tokens out: %d",
    "Foire card drawn",
    "The Foire ended",
    "Drawn: %s starts",
    "%s stole a token",
    "%s passes",
)
END_WHY = ("No treasure left", "No attack left", "No dragon left")
LABELS = (
    "Power %d",
    "%d token~%d tokens",
    "D%d %s",  # attack a dragon with an adventurer
    "Value %d",
    "Deal made",
    "No deal: lost",
    "Pause timer",
    "Resume timer",
    "Time is up",
    "Trading over",
    "Done: %s steals ",
    "%s starts",
    "ROLL: who starts",
    "%d point~%d points",
    "Nobody",
    "No",
    "Yes",
)
# the end's questions, under the title: a player's points, the black diamond, a colour's majority, the
# five colours
ASK = (
    "Silver 1, gold 3,\nred 1 each: total",
    "Nobody: out of game",
    "Ties: all of them",
    "One of each colour?",
)
# a dragon card of the deck the device knows: the question and its legend, the device's deal, a card's
# line (power, known + hidden tokens, "?" not seen yet), a card not in the list, the card dealt, the ROLL
CARDS = (
    "P power $known+hidden",
    "Deals: lay the card\nit names",
    "P%d $%d+%s",
    "Other card",
    "D%d: lay P%d $%d+%s",
    "ROLL: deal D%d",
)
# the help page: one text each, split into lines when shown
HELP = (
    "* the winner",
    "Most: who has the\n most of a colour\n (tied: each one)",
    "D2 dead: draw 3:\n its 3 hidden\n tokens from the\n bag join its\n treasure",
    "New dragon card:\n power (top),\n known tokens\n (bottom left),\n hidden tokens\n (bottom right)\n"
    "Draw N onto D2:\n N tokens from\n the bag on it",
    "Agree a share\n before time is\n up, or all of\n it is lost\nTIME UP: only\n No deal is left",
    "Reds to P1 (wiz)\n its wizard gets\n the red tokens",
    "Wiz+red: 1 item:\n a player whose\n wizard fought\n gets a red one,\n draws an item",
    "A thief takes 1\n token from a\n fighter's hoard\n pick: looks and\n chooses (with\n own wizard)\n"
    " blind: random",
    "Foire: trade\n tokens only",
    "D1 5/9: dragon 1,\n attack 5 of\n power 9\n --: dead\n"
    "P2: war thief wiz:\n the cards P2 can\n attack with: a\n"
    " warrior, the thief,\n the wizard (face\n up, not under a\n dragon)",
    "Bag: tokens in\n the bag\nPile: dragon\n cards to draw\nBag empty: no\n new dragons, no\n"
    " hidden tokens\nLEDs: 4 a dragon\n D1 green\n D2 blue\n D3 purple\n D4 orange\n lit: attack of\n"
    " its power\nSand timer: the\n 16 LEDs drain\n in one minute",
)
# the page of the Foire and the dragons' cards, the final screen
# (the Foire after one more dragon card drawn, more; a total: one point, more)
# the final screen's lines after the ranking: each player's points, line by line (RULES.md, scoring)
END = (
    "%s, points:",
    " %s %d",  # a kind of token
    " most %s %d",  # a majority
    " 5 colours %d",  # the bonus
    " coins, reds %d",  # silver, gold and red: the end asks their points together
)
INFO = (
    "Foire: done",
    "Foire in %d draw~Foire in %d draws",
    "D%d gone",
    "D%d %d/%d $%d+%s",
    "%s%-6s%5d pt~%s%-6s%5d pts",
)
