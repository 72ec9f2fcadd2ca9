# Pig's help page.

from companion.ui import lang


def legend(state):
    return lang.start_game("pig").HELP.split("\n")
