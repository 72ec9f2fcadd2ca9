# Opale's pages shown now and then: the help page (legend, every stack) and the final screen.

from companion.games.opale import engine as opale
from companion.games.opale.ui import _holder, _p, _t
from companion.ui import lang

# loaded only while a page is shown (not during play: the heap is small); each text is one constant of the
# language's table, split into lines at run time, so the device interns no new names for it


def legend(state):
    """:return: the lines explaining the screen of ``state`` (its abbreviations, the LEDs, the colours)"""
    texts = _t().LEGENDS  # the colours, the end, the scoring entry, the game screen
    if state["ph"] == "over":
        return (texts[1] + texts[0]).split("\n")
    if state["ph"] == "score":
        return texts[2].split("\n")
    return (texts[3] + texts[0]).split("\n")


def info(state):
    """Every stack, what is under the board, the score piles, decks and the variants."""
    t = _t()
    lines = []
    for loc in range(9):
        name = t.SHORT[loc]  # padded by hand: MicroPython's %-12s counts an accent's two bytes
        lines.append(name + " " * (12 - len(name)) + _stack(state, loc))
    lines.extend((t.INFO[0] % (state["under"][0], state["under"][1])).split("\n"))
    lines.append(t.INFO[1] % state["cite"])
    for i in range(2):
        n = sum(state["pile"][i])
        lines.append(lang.plural(t.INFO[2], n) % (_p(i), n))
        lines.append(t.INFO[3] % (state["hand"][i], state["deck"][i]))
    lines.append(t.STATUS[4] % _holder(state))  # "Dragon: %s"
    if state["blk"] is not None:
        lines.append(t.STATUS[9] % t.SHORT[state["blk"][0]])  # "Blocked: %s"
    if state["opt"][1]:
        lines.append(t.INFO[4])
    if state["opt"][2]:
        lines.append(t.INFO[5] % (_left(state["sh"][0]), _left(state["sh"][1])))
    return lines


def _left(used):
    n = 5
    for i in range(5):
        if used & (1 << i):
            n -= 1
    return n


def _stack(state, loc):
    n = state["board"][loc]
    cap = opale.CAP[loc]
    return "%d/%d" % (n, cap) if cap else "%d" % n


def end_lines(state):
    """Totals, the pawn's +3, the winner (the pawn's holder wins a tie)."""
    t = _t()
    res = opale.result(state)
    players = res["players"]
    lines = []
    for i in range(2):
        total = players[i]["total"]
        lines.append(lang.plural(t.END[0], total) % (_p(i), total))
    lines.append(t.END[1] % _holder(state))
    w = res["winners"]
    if len(w) == 1:  # the engine names the players "P1", "P2": the table names them in the language in use
        lines.append(t.END[2] % _p(0 if w[0] == players[0]["name"] else 1))
    else:
        lines.append(t.END[3])
    if state["cite"] >= 3:  # why it ended: the third Cité trigger, or a deck that ran out (the other player
        lines.append(t.END[9])  # then played the last turn)
    elif state["last"] is not None:
        lines.append(t.END[8] % _p(1 - state["last"]))
    for i in range(2):  # each player's points line by line, as `score` gives them
        bd = players[i]["breakdown"]
        lines.append(t.END[4] % _p(i))
        for k in range(len(opale.KEYS)):
            if bd.get(opale.KEYS[k]):
                lines.append(t.END[5] % (t.SHORT[k], bd[opale.KEYS[k]]))
        if bd.get("cards"):  # the pile totals entered
            lines.append(t.END[6] % bd["cards"])
        if bd["dragon"]:
            lines.append(t.END[7] % bd["dragon"])
    return lines
