# Roma screens: points, sesterces, reserve and dice, prompts for amounts; LEDs show the dice discs.

from companion.games import roma as eng

COLOURS = ((255, 120, 0), (160, 0, 255))
_DIM = (10, 10, 10)


def _n(p):
    return eng.NAMES[p]


def title(state):
    """:return: whose turn (or the winner)"""
    if eng.is_over(state):
        w = state["winners"]
        return "Roma: tie" if len(w) > 1 else "Roma: %s wins" % _n(w[0])
    if state["phase"] == "setup":
        return "Roma: set-up"
    return "Roma: %s turn" % _n(state["turn"])


def _dice(state):
    out = []
    for i in range(3):
        v = state["dice"][i]
        out.append("-" if state["used"] >> i & 1 or not v else str(v))
    return " ".join(out)


def news(state):
    """:return: what the last action did: phase 1's cost, the dice, a combat and its loser's card"""
    out = []
    for ev in state.get("news") or ():
        what = ev[0]
        if what == "paid":
            out.append("%s pays %d VP" % (_n(ev[1]), ev[2]))
        elif what == "dice":
            d = state["dice"]
            out.append("Rolled %d %d %d%s" % (d[0], d[1], d[2], "!" if d[0] == d[2] else ""))
        elif what == "fight" and ev[1] < ev[2]:
            out.append("Die %d vs %d lost" % (ev[1], ev[2]))
        elif what == "fight":
            out.append("Die %d vs %d won" % (ev[1], ev[2]))
            out.append("%s loses d%d card" % (_n(1 - state["turn"]), ev[3]))
        else:  # "extra"
            out.append("Reserve short %d" % ev[1])
    return out


def _prompt(state):
    ph = state["phase"]
    if ph == "setup":
        return "%s card %d of 4" % (_n(state["placed"] // 4), state["placed"] % 4 + 1)
    if ph == "roll" and state["rerolled"]:
        return "Reroll"
    if ph == "triple":
        return "Triple! Reroll?"
    if ph == "amt":
        kind = state["pend"][0]
        if kind == "play":
            return "Cost, disc %d?" % state["pend"][1]
        return {"gain": "VP from reserve?", "take": "VP from opponent", "buy": "Buy how many VP?"}[kind]
    if ph == "def":
        return "Defence of d%d?" % state["pend"][1]
    if ph == "combat":
        return "Defence %d" % state["pend"][2]
    return ""


def status(state, now):
    """:return: each player's points and sesterces, the reserve and dice, a prompt"""
    rows = []
    for p in (0, 1):
        cur = ">" if p == state["turn"] and state["phase"] not in ("setup", "over") else " "
        rows.append("%s%s %2d VP %3d$" % (cur, _n(p), state["vp"][p], state["money"][p]))
    rows.append("Res %2d  %s" % (state["res"], _dice(state)))
    pr = _prompt(state)
    if pr:
        rows.append(pr)
    return rows


def label(state, action):
    """:return: <= 16 characters for an action"""
    verb = action[0]
    if verb == "disc":
        return "Card at disc %d" % action[1]
    if verb == "keep":
        return "Keep the triple"
    if verb == "reroll":
        return "Reroll all 3"
    if verb == "money":
        return "Die %d: %d sest." % (action[1], action[1])
    if verb == "cards":
        return "Die %d: cards" % action[1]
    if verb == "activate":
        return "Die %d: activate" % action[1]
    if verb == "vpdie":
        return "Die %d: %d VP" % (action[1], action[1])
    if verb == "consul":
        return "Consul %d to %d" % (action[1], action[2])
    if verb == "play":
        return "Play card d%d" % action[1]
    if verb == "attack":
        return "Attack d%d" % action[1]
    if verb == "remove":
        return "Discard opp. d%d" % action[1]
    if verb == "free":
        return "Own d%d leaves" % action[1]
    if verb == "gain":
        return "VP from reserve"
    if verb == "take":
        return "VP from %s" % _n(1 - state["turn"])
    if verb == "buy":
        return "Buy VP, 2$ each"
    if verb == "end":
        return "End turn"
    if verb == "cancel":
        return "Cancel"
    if verb == "def":
        return "Defence %d" % action[1]
    if verb == "amt":
        n = action[1]
        kind = state["pend"][0] if state["pend"] else ""
        if kind == "play":
            return "Cost %d$" % n
        if kind == "buy":
            return "%d VP for %d$" % (n, 2 * n)
        return "%d VP" % n
    return str(verb)


def roll_label(state):
    ph = state["phase"]
    if ph == "roll":
        return "ROLL: 3 dice"
    if ph == "combat":
        return "ROLL: combat die"
    return ""


def leds(state, strip, now):
    """Pixels 0-5: P1's cards facing discs 1-6; 8-13: P2's; 7 and 15 mark whose turn it is."""
    strip.fill((0, 0, 0))
    for p in (0, 1):
        for d in range(1, 7):
            strip.set(8 * p + d - 1, COLOURS[p] if eng.has(state, p, d) else _DIM)
    if state["phase"] not in ("setup", "over"):
        strip.set(8 * state["turn"] + 7, (255, 255, 255))
    return None


def _show_dice(state, values):
    def gen(fx):
        col = COLOURS[state["turn"]]
        for i in range(12):
            fx.strip.fill((0, 0, 0))
            fx.strip.set(i % 16, col)
            yield 30
        fx.strip.fill((0, 0, 0))
        for k in range(len(values)):
            v = values[k]  # die k on pixels 5k..5k+4, a 6 shows five white pixels
            for i in range(min(v, 5)):
                fx.strip.set(5 * k + i, col if v < 6 else (255, 255, 255))
        yield 700
        leds(state, fx.strip, 0)
        yield 1

    return gen


def on_apply(state, action, fx):
    """Dice shown on the LEDs, a fanfare or a thud after combat, a tune at the end."""
    verb = action[0]
    if eng.is_over(state):
        fx.tune(((523, 120), (659, 120), (784, 120), (1047, 300)))
    elif verb == "dice":
        fx.beep(660, 40)
        fx.animate(_show_dice(state, action[1:4])(fx))
    elif verb == "combat":
        fx.animate(_show_dice(state, action[1:2])(fx))
        won = action[1] >= state["news"][0][2]
        fx.tune(((784, 80), (1047, 160)) if won else ((196, 250),))
    else:
        fx.beep(880, 20)
