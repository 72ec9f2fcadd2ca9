# Opale's screens and LEDs: board stacks on pixels 0-8, Cite piles, the dragon pawn, whose turn.

from companion.games import opale

SHORT = ("Chasser", "Corail", "Perle", "Sorcier", "Petrif", "Golem", "Gardien", "Tortue", "Cite")
_TAKE = ("Chas", "Coral", "Perle", "Sorc", "Petri", "Golem", "Gard", "Tort", "Cite")
_SHELL = ("Shell: again", "Shell: 2 places", "Shell: swap ", "Shell: draw 3", "Block ")
_COLOR = (
    (255, 0, 120),  # Chasseresse Pieuvre
    (255, 50, 0),  # Dragon Corail
    (200, 200, 255),  # Perle de Nacre
    (140, 0, 255),  # Sorciere des Abysses
    (110, 110, 110),  # Dragon Petrifie
    (255, 0, 0),  # Golem de Lave
    (60, 0, 120),  # Gardien des Tenebres
    (0, 200, 40),  # Chevaucheur de Tortue
    (0, 170, 200),  # Cite Sous Marine
)
PLAYER = ((0, 80, 255), (255, 140, 0))  # P1 blue, P2 orange


def _p(i):
    return "P%d" % (i + 1)


def news(state):
    """:return: what the last play did: cards taken, cards under the board, the pawn, the end"""
    out = []
    for ev in state.get("news") or ():
        what = ev[0]
        p = _p(ev[1])
        if what == "pile":
            out.append("%s gets %d %s" % (p, ev[3], _TAKE[ev[2]]))
        elif what == "under":
            out.append("%d %s go under" % (ev[2], _TAKE[ev[1]]))
        elif what == "cite":
            out.append("Cite: %s gets %d" % (p, ev[2]))
        elif what == "dragon":
            out.append(p + " gets dragon")
        elif what == "back":
            out.append("%s card %d >deck" % (p, ev[2]))
        elif what == "last":
            out.append("Last turn: " + p)
        elif ev[2] == 2:  # the shells
            out.append("%s swaps %d cards" % (p, ev[3]))
        elif ev[2] == 4:
            out.append(SHORT[ev[3]] + " blocked")
        else:
            out.append(p + (" plays again", ": 2 places", "", " draws 3, -3")[ev[2]])
    return out


def title(state):
    """:param state: the game state"""
    ph = state["ph"]
    if ph == "score":
        return "Opale: scoring"
    if ph == "over":
        return "Opale: end"
    p = state["turn"]
    return "Opale " + _p(p) + (" LAST" if state["last"] == p else "")


def status(state, now):
    """Hand and deck of the player to move, Cite count, then the pawn (or a block, a card to return)."""
    ph = state["ph"]
    if ph == "over":
        return []
    if ph == "score":
        res = opale.result(state)
        now_line = "P1 %d  P2 %d" % (res["players"][0]["total"], res["players"][1]["total"])
        ed = state["ed"]
        if state["opt"][0] == "table":
            pile = state["pile"]
            return [
                "%s %d pts" % (SHORT[ed], state["pts"][ed]),
                "cards P1 %d P2 %d" % (pile[0][ed], pile[1][ed]),
                now_line,
            ]
        return ["Pile total " + _p(ed), now_line, "Dragon: " + _holder(state)]
    p = state["turn"]
    lines = ["Hand %d Deck %d" % (state["hand"][p], state["deck"][p])]
    if len(state.get("news") or ()) < 3:  # else the news tells what moved on the board
        lines.append("Cite %d/3 Sous %d" % (state["cite"], state["under"][0] + state["under"][1]))
    blk = state["blk"]
    if state["ret"] is not None:
        lines.append("%s gives 1 back" % _p(state["ret"]))
    elif blk is not None and blk[1] != p:
        lines.append("Blocked: " + SHORT[blk[0]])
    else:
        lines.append("Dragon: " + _holder(state))
    return lines


def _holder(state):
    d = state["dragon"]
    return "none" if d is None else _p(d)


def label(state, action):
    """:param action: one of legal_actions(state)"""
    verb = action[0]
    if verb == "play":
        loc, n = action[1], action[2]
        text = "%s x%d" % (SHORT[loc], n)
        cap = opale.CAP[loc]
        if cap and state["board"][loc] + n < cap:
            return text
        take = action[3] if len(action) > 3 else None
        if take is None and len(opale.TAKES[loc]) == 1:
            take = opale.TAKES[loc][0]
        if take == -1:
            return text + ">Sous"
        if take is None:
            return text
        return text + ">" + _TAKE[take]
    if verb == "shell":
        i = action[1]
        if i == 2:
            return _SHELL[2] + str(action[2])
        if i == 4:
            return _SHELL[4] + SHORT[action[2]]
        return _SHELL[i]
    if verb == "add":
        d = action[1]
        return ("+%d" % d) if d > 0 else ("%d" % d)
    names = {"end": "End turn", "pass": "Pass (no play)", "done": "Done: score"}
    if verb == "next":
        return "Next type" if state["opt"][0] == "table" else "Next player"
    return names.get(verb, verb)


def roll_label(state):
    return "ROLL: card back"


def leds(state, strip, now):
    """Pixels 0-8: the nine stacks (brighter = fuller); 9-11: Cite piles; 12: cards under the board;
    14: the pawn's holder; 15: whose turn."""
    strip.fill((0, 0, 0))
    for loc in range(9):
        n = state["board"][loc]
        if n:
            cap = opale.CAP[loc] or 6
            lvl = min(n, cap)
            c = _COLOR[loc]
            strip.set(loc, (c[0] * lvl // cap, c[1] * lvl // cap, c[2] * lvl // cap))
    for i in range(min(state["cite"], 3)):
        strip.set(9 + i, _COLOR[opale.CITE])
    if state["under"][0] + state["under"][1]:
        strip.set(12, (60, 60, 60))
    if state["dragon"] is not None:
        strip.set(14, PLAYER[state["dragon"]])
    if state["ph"] == "play":
        strip.set(15, PLAYER[state["turn"]])
    return None


def _flash(pixel, rgb):
    def gen(strip):
        for _k in range(3):
            strip.set(pixel, rgb)
            yield 120
            strip.set(pixel, (0, 0, 0))
            yield 80

    return gen


def on_apply(state, action, fx):
    """Beeps for plays and captures, a tune when the pawn changes hands and at the end."""
    verb = action[0]
    if state["ph"] == "over":
        fx.tune(((523, 120), (659, 120), (784, 240)))
    elif state["ph"] == "score" and verb not in ("add", "next"):
        fx.tune(((784, 150), (523, 300)))
    elif verb == "back":
        fx.beep(330, 120)
    elif verb == "play":
        if state["ret"] is not None or (len(action) > 3 and action[3] == opale.PETRI):
            fx.tune(((440, 80), (660, 80), (880, 160)))
        elif state["board"][action[1]] == 0 and opale.CAP[action[1]]:
            fx.beep(880, 120)  # a full location triggered and was cleared
            fx.animate(_flash(action[1], _COLOR[action[1]])(fx.strip))
        else:
            fx.beep(660, 40)
    elif verb in ("add", "next"):
        fx.beep(1200, 15)
