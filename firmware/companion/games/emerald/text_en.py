# Emerald's texts in English: its screens, help page and final screen (the same names in _fr and _it).
# Each group is one text of pieces separated by "|" (one string costs the heap far less than a tuple of
# them); ui.pick(group, k) reads piece k, and ui and pages name each index.

OPTIONS = (("Mode", ("Full tracker", "Dragon keeper", "Scoring")),)  # the keeper's name is its title too
COLOURS = "Red|Blue|Yellow|White|Purple"  # the knights'
MARKS = "R|B|Y|W"  # a colour before a 2-player move
GEMS = "red|green|blue|yellow|red|green|blue|yellow"  # a gem card of each kind, then several (4 + kind)
PLACES = "Keep|Lair"  # besides T1-T4, p1-p6 (plain), m1-m9 (mountain)
FACES = "faces plain|faces lair"  # where the dragon looks
TITLES = (
    # after the player, in the tracker: move, take, roll, cap, bribe
    "move|"
    "take card|"
    "roll dragon|"
    "pick prey|"
    "bribe dragon?|"
    # after the player, in the keeper and the entry: bribe, sgold, str
    " pays gold?|"
    " gold total|"
    " treasures|"
    "Knight there?|"
    "First 4 kinds?|"
    "%s %s gems|"
    "Final scores"
)
STATUS = (
    # a player's gold points, gem cards, treasure cards
    "%s gold %d gems %d|"
    "Gold |"
    "none|"
    "%d card %d~%d cards %d|"
    "Treasures %d|"
    "Gems |"
    "Any gold card|"  # in a bribe: any one gold card saves the knight caught
    "saves %s m%d|"
    "Dragon m%d %s|"
    "Track m%d-%d rolls %d|"
    "Track m%d-%d treas. %d/4"
)
NEWS = (
    "Rolled %d: m%d to m%d|"
    "Several knights|"
    "%s m%d caught|"
    "%s m%d to the nest|"
    "Track now m%d-%d|"
    "%s paid 1 gold|"
    "%s paid gold %d|"
    "%s +%s gem|"
    "%s +gold %d|"
    "%s gets treasure|"
    "%s all 4 gems +4|"
    "%s knight caught|"
    "%s knight to nest|"
    "No knight there"
)
ACTIONS = (
    "Take %s gem|"
    "Take gold %d|"
    "Pay gold %d|"
    "Pays a gold card|"
    "Capture %s|"
    "Knight of %s|"
    "%s was first|"
    "Add gold %d|"
    "Treasures: %d|"
    "%s gems: %d|"
    "End turn|"
    "End game|"
    "Knight to nest|"
    "Gold done|"
    "ROLL: dragon die|"
    # a move: from, to; then a card to take there, the dragon flying
    "%s to %s|"
    " card|"
    " flies|"
    "ROLL: none"
)
LEGEND = (
    # the game is over
    "* the winner\n"
    "+4 a bonus card:\n"
    " most of a gem,\n"
    " first 4 kinds\n"
    "Tie: most\n"
    " treasures, then\n"
    " most gem cards|"
    # the cards
    "P1 gold 7 gems 2:\n"
    " gold points and\n"
    " gem cards|"
    # the score entry
    "Enter each\n"
    "player's cards:\n"
    "gold total,\n"
    "treasures, gems|"
    # the dragon
    "Dragon m1 faces lair:\n"
    " its space, the\n"
    " way it faces\n"
    "Track m2-5: the\n"
    " flight track\n"
    " (moves 1 after\n"
    " each flight)|"
    # the LEDs
    "LEDs 1-6: plain\n"
    "7-15: m1-m9\n"
    "16: lair\n"
    "green: dragon\n"
    "amber: track\n"
    "white: it turns|"
    # the keeper's rolls
    "rolls 3: the dragon's\n rolls so far|"
    # the moves
    "p3 to m1 card flies:\n"
    " knight on p3\n"
    " lands on m1\n"
    " card: one there\n"
    " flies: the dragon\n"
    "T1-T4 towers,\n"
    "Keep, p1-p6 the\n"
    "plain, m1-m9 the\n"
    "mountain, Lair|"
    # the treasures
    "treas. 0/4: treasure\n"
    " cards taken|"
    # whose turn
    "Your knights and\n"
    " the lair LED:\n"
    " whose turn, in\n"
    " their colour|"
    # 2 players: the marks
    "R B Y W before a\n"
    " move: colour|"
    "Knight colours:|"
    # the danger map
    "Dragon lands on:"
)
FINAL = (
    "%d %s %d pt%s~%d %s %d pts%s|"  # one point, more (lang.plural)
    "Game over: %s|"
    "has 0 knights|"
    "has 1 knight|"
    "Game over: last|"
    "treasure taken|"
    "%s: tied|"
    "%s all 4 gems +4|"
    "Tie on %d pt:~Tie on %d pts:|"
    "shared victory|"
    "most treasures|"
    "most gem cards|"
    "%s, points:|"  # then each line of the player's points (a line not said is 0)
    " gold %d|"
    " treasures %d|"
    " gem cards %d|"
    " most gems %d|"
    " first 4 kinds %d"
)
