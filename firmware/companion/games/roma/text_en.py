# Roma's texts in English (the same names in roma/text_fr.py and roma/text_it.py; card names stay Latin).
# Each group is one text of pieces separated by "|" (one string costs the heap far less than a tuple of
# them, and each name is interned for good on the device); ui.pick(group, k) reads piece k.

# the title: a tie, the winner, the set-up, whose turn
TITLE = "Roma: tie|Roma: %s wins|Roma: set-up|Roma: %s turn"
# the news: what the last action did
NEWS = (
    "%s pays %d VP|"  # phase 1: 1 point a free disc
    "Rolled %d %d %d%s|"  # the action dice (! a triple)
    "Die %d vs %d %s|"  # a combat: its die, the defence, then lost or won:
    "lost|"
    "won|"
    "%s out|"  # a card leaves its disc
    "Back in %s hand|"  # Gladiator
    "%s +%d VP|"  # points from the reserve
    "%s %s %d VP|"  # points from the opponent (Tribunus, Mercatus), bought (Mercator):
    "takes|"
    "buys|"
    "Defences -%d|"  # Essedum
    "Reserve short %d|"  # points the empty reserve could not pay
    "Take any card|"  # Haruspex
    "from the deck|"
    "Take a person|"  # Aesculapinum
    "from discards|"
    "%s costs %d$"  # a card's cost entered, more than the sesterces: not bought
)
# the status rows and the question asked
STATUS = (
    "%s%s %2d VP %3d$|"  # a player's points and sesterces (also on the final screen)
    "Res %2d  %s|"  # the reserve and the dice
    "%s at disc %d?|"  # a set-up card: the one facing that disc
    "Free person?|"  # a card laid free (Architectus, Senator, Praetorianus): its kind
    "Free building?|"
    "Free persons|"  # then more of them?
    "Free buildings|"
    "Fix which card?|"
    "Play which card?|"
    "Reroll"  # the dice thrown again
)
# the question of a phase or an effect, by ui.PROMPTS (cost, defence, disc, triple, boost, kill, hand,
# aim, mercator, consul, forum, templum, copy, relay)
PROMPTS = (
    "Printed cost?|"
    "Printed defence?|"
    "To which disc?|"
    "Triple! Reroll?|"
    "Add a die?|"
    "Remove which?|"
    "Back to hand?|"
    "Attack which?|"
    "Buy how many VP?|"
    "Which die, to?|"
    "Die for VP?|"
    "Templum die?|"
    "Copy which card?|"
    "Re-lay at disc?"
)
# the action labels: by ui.LABELS (their numbers fill the verb's text), then the others
LABELS = (
    "Cost %d$|"  # the cost
    "Defence %d|"  # the defence (also the combat's question)
    "Keep the triple|"  # keep
    "Reroll all 3|"  # reroll
    "Die %d: money|"  # money
    "Die %d: cards|"  # cards
    "Die %d to %d|"  # consul
    "Add die %d|"  # add
    "Play a card|"  # play
    "Fix card values|"  # fix
    "End turn: ROLL|"  # end
    "Done playing|"  # done
    "Cancel|"  # cancel
    "d%d %s|"  # a disc and its card
    "empty|"
    "As |"  # Scaenicus
    "Die %d: +%d VP|"  # Forum
    "%d VP for %d$|"  # Mercator
    "No Templum die|"  # skip: Templum
    "Keep the loss|"  # skip: Centurio
    "ROLL: 3 dice|"  # what ROLL does
    "ROLL: combat die"
)
# the pages: the help page's first lines (also at the end, under the winner's), the rest, the winner's;
# the info page's heads, reserve and unpaid points; why the game ended
PAGES = (
    ">P1 10 VP  5$:\n"
    " > whose turn,\n"
    " victory points,\n"
    " sesterces|"
    "Res 16: points\n"
    " in the reserve\n"
    "2 4 6: action\n"
    " dice, - spent\n"
    "d3: dice disc 3\n"
    "Legat (4): a die\n"
    " 4 activates the\n"
    " card at disc 4\n"
    "P2 pays 2 VP: 1\n"
    " a free disc, to\n"
    " the reserve\n"
    "Die 4 vs 3: the\n"
    " combat die and\n"
    " the defence: a\n"
    " win discards\n"
    " the card\n"
    "Cost: asked when\n"
    " a card is first\n"
    " bought, defence\n"
    " when first\n"
    " attacked; kept\n"
    " for the next\n"
    " games\n"
    "LEDs 1-6: P1's\n"
    " cards at discs\n"
    "9-14: P2's cards\n"
    "8 or 16: whose\n"
    " turn\n"
    "P1 orange\n"
    "P2 purple|"
    "* the winner|"
    "%s cards     def|"
    "Reserve %d VP|"
    "Unpaid %d VP|"
    "Card   cost/def|"
    "No points left|"
    "Reserve empty|"
    "%s, points:|"  # then each player's points, as `score` gives them
    " victory points %d"
)
