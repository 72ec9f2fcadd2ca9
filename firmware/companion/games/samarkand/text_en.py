# Samarkand's texts in English (the same names in samarkand/text_fr.py and samarkand/text_it.py).
# Each group is one text of pieces separated by "|" (one string costs the heap far less than a tuple of
# them, and each name is interned for good on the device); ui.pick(group, k) reads piece k.

# the engine's OPTIONS: (menu title, (label of each value))
OPTIONS = (("Mode", ("Turn tracker", "Scoring only")),)
# the families, by samarkand.COLOURS, and their 3-letter short names
COLOURS = "black|blue|brown|green|orange|pink|purple|red|white|yellow"
SHORT = "blk|blu|brn|grn|org|pnk|pur|red|wht|yel"
# the title: by phase (turn, pay, keep, bag, place, sale, claim), then the end
TITLE = (
    "%s: your turn|"
    "%s weds %s|"
    "%s: cards kept|"
    "%s: bag tile|"
    "%s: %s camel|"
    "Goods card sold?|"
    "%s unsold cards|"
    "Final scores"
)
# the news: what the last action did
NEWS = (
    "%s extends %s|"
    "%s wed %s %d$|"
    "%s kept %d card~%s kept %d cards|"  # one card, more (lang.plural)
    "%s tile: %s|"  # a family tile drawn from the bag (2 players), then
    "out|"  # out of the game
    "board|"  # on the board
    "to board|"  # the label: to the board
    "%s passed|"
    "%s: goods tile|"
    "Relation %s-%s|"
    "%s sold it +3$|"
    "%s shows a card|"
    "%s cards shown|"
    "All families met|"  # the end: every family has a relation
    "%s: 5 relations|"  # one has 5
    "Nobody can play|"  # nobody can marry or extend
    "Youngest starts"  # before anybody played
)
# the status rows, by phase
STATUS = (
    "%d$ %d card in hand\nGoods %d relations %d~"
    "%d$ %d cards in hand\nGoods %d relations %d|"  # dirhams, hand; goods, relation tiles
    "Families: |"  # the families married
    "No family yet|"
    "Price on board?|"  # pay
    "%s has %d$|"
    "Drew 3: hand %d|"  # keep
    "Keep 1-3, hand max %d|"
    "Family tile|"  # bag
    "drawn from bag?|"
    "Where? %d to go|"  # place
    "Family %d$, %d camel~Family %d$, %d camels|"  # the family's treasury, camels
    "Its card's owner|"  # sale
    "may sell: +3$|"
    "Cards on camels|"  # claim
    "shown %d of %d|"
    "Then the price paid|"
    "and the cards kept"
)
# the action labels
ACTIONS = (
    "Extend %s +%d|"
    "Marry |"
    "Pass: no move|"
    "Paid %d$|"
    "Kept %d: hand %d|"
    "Plain space|"
    "New goods space|"
    "Goods+|"
    "Meets |"
    "Nobody sells|"
    "%s sells +3$|"
    "Card |"
    "No more cards|"
    "Cancel|"
    "Marry, keep fewer"
)
# scoring only (entry): each field's title, then its label; the camels' scoring; the next step
ENTRY = (
    "money|"
    "goods tiles|"
    "relations|"  # relation tiles
    "own camels|"  # camels of own families on the goods spaces of the player's unsold cards
    "other camels|"  # camels of other families there
    "Dirhams|"  # the same, as labels
    "Goods tiles|"
    "Relations|"
    "Own camels|"
    "Other camels|"
    "own x4, other x1|"  # how the camels score
    "Next player|"
    "Next: "  # then the next field's title
)
# the help page (one text each, split into lines when shown), by the screen
LEGEND = (
    "$ dirhams; cards in\n"
    " hand, sold ones too\n"
    "Goods, relations:\n"
    " your tiles\n"
    "Families: those you\n"
    " married into\n"
    "Extend +2: the\n"
    " family pays 1$\n"
    "Pass: only when\n"
    " you cannot act\n"
    "Marry red 3$: the\n"
    " price paid before,\n"
    " the 3 cards kept\n"
    "Marry, keep fewer:\n"
    " the price and the\n"
    " cards kept asked|"
    "Plain space: no\n"
    " goods tile, no\n"
    " new relation\n"
    " (water, empty\n"
    " land, a family\n"
    " met before)\n"
    "Goods+red: goods\n"
    " space with one\n"
    " red camel\n"
    " (*: card sold)\n"
    "Meets red: land\n"
    " with a red\n"
    " camel, first\n"
    " relation\n"
    "Family: its $\n"
    " and camels left|"
    "Show each unsold\n"
    " card whose\n"
    " goods space has\n"
    " camels: pick\n"
    " its camels\n"
    "Own family 4,\n"
    " other 1 each|"
    "money: dirhams\n"
    "goods tiles,\n"
    " relation tiles\n"
    "camels on cards:\n"
    " camels on your\n"
    " unsold cards'\n"
    " goods spaces: own\n"
    " family 4, other\n"
    " 1 each|"
    "* the winner\n"
    "P1, points: then\n"
    " each line of P1's\n"
    " points\n"
    "|"  # the end, before it
    "Tell the device\n"
    " what the table\n"
    " did|"  # the other phases
    "\n"
    "The end: every\n"
    " family has a\n"
    " relation, or\n"
    " one has 5\n"
    "LEDs 1-10: the\n"
    " families, lit\n"
    " once related\n"
    "LEDs 12-16: the\n"
    " players, bright\n"
    " whose turn"
)
# the info page and the final screen
PAGES = (
    "Family $ camel r|"  # the info page: each family
    "%s %3d$ %2dc %dr|"
    "Goods %d of %d|"
    "Hand limit %d|"
    "no family|"  # a player without one
    "%s %d pt%s~%s %d pts%s|"  # the final screen (and the status at the end, without its *): one point, more
    # each player's points line by line: dirhams, goods tiles, relation tiles, camels on unsold cards
    "%s, points:\n money %d\n goods tiles %d\n relation tiles %d\n camels on cards %d"
)
