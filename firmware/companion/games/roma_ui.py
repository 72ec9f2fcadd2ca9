# Roma screens: points, sesterces, reserve and dice, the card under way and its question; LEDs show the discs.

from companion.games import roma as eng

COLOURS = ((255, 120, 0), (160, 0, 255))
_DIM = (10, 10, 10)
PROMPTS = {  # the question asked in each phase, or of an effect (the card under way is in the title)
    "cost": "Printed cost?",
    "defence": "Printed defence?",
    "disc": "To which disc?",
    "triple": "Triple! Reroll?",
    "boost": "Add a die?",
    "kill": "Remove which?",
    "hand": "Back to hand?",
    "aim": "Attack which?",
    "mercator": "Buy how many VP?",
    "consul": "Which die, to?",
    "forum": "Die for VP?",
    "templum": "Templum die?",
    "copy": "Copy which card?",
    "relay": "Re-lay at disc?",
}


LABELS = {  # the other actions: their numbers fill the verb's text
    "cost": "Cost %d$",
    "defence": "Defence %d",
    "keep": "Keep the triple",
    "reroll": "Reroll all 3",
    "money": "Die %d: money",
    "cards": "Die %d: cards",
    "consul": "Die %d to %d",
    "add": "Add die %d",
    "play": "Play a card",
    "fix": "Fix card values",
    "end": "End turn",
    "done": "Done playing",
    "cancel": "Cancel",
}


def _n(p):
    return eng.NAMES[p]


def _focus(state):
    """:return: the card the current question is about (being laid, re-laid or acting), or None"""
    pend = state["pending"]
    if not pend:
        return None
    if state["phase"] == "relay":
        return pend["cards"][0]
    if state["phase"] in ("cost", "defence", "disc"):
        return pend["card"]
    return pend.get("by")


def title(state):
    """:return: whose turn (and the card under way), or the winner"""
    if eng.is_over(state):
        w = state["winners"]
        return "Roma: tie" if len(w) > 1 else "Roma: %s wins" % _n(w[0])
    card = _focus(state)
    if card is not None:
        return "%s %s" % (_n(eng.layer(state)), eng.CARDS[card])
    if eng.setting_up(state):
        return "Roma: set-up"
    return "Roma: %s turn" % _n(state["turn"])


def _dice(state):
    out = []
    for i in range(3):
        v = state["dice"][i]
        out.append("-" if state["used"] >> i & 1 or not v else str(v))
    return " ".join(out)


def news(state):
    """:return: what the last action did: phase 1's cost, the dice, a combat, cards leaving, points moving"""
    out = []
    for ev in state.get("news") or ():
        what = ev[0]
        if what == "paid":
            out.append("%s pays %d VP" % (_n(ev[1]), ev[2]))
        elif what == "dice":
            d = state["dice"]
            out.append("Rolled %d %d %d%s" % (d[0], d[1], d[2], "!" if d[0] == d[2] else ""))
        elif what == "fight":
            out.append("Die %d vs %d %s" % (ev[1], ev[2], "won" if ev[1] >= ev[2] else "lost"))
        elif what == "out":
            out.append("%s out" % eng.CARDS[ev[1]])
        elif what == "hand":
            out.append("Back in %s hand" % _n(ev[1]))
        elif what == "gain":
            out.append("%s +%d VP" % (_n(ev[1]), ev[2]))
        elif what in ("take", "buy"):
            out.append("%s %s %d VP" % (_n(ev[1]), "takes" if what == "take" else "buys", ev[2]))
        elif what == "short":
            out.append("Costs %d$: short" % ev[1])
        elif what == "weak":
            out.append("Defences -%d" % ev[1])
        elif what == "remind":  # Haruspex or Aesculapinum: the cards are on the table
            deck = eng.EFFECT[ev[1]] == "deck"
            out += ["Take any card", "from the deck"] if deck else ["Take a person", "from discards"]
        else:  # "extra"
            out.append("Reserve short %d" % ev[1])
    return out


def _prompt(state):
    ph = state["phase"]
    pend = state["pending"]
    if ph == "card":
        how = pend["lay"] if pend else "setup"
        if how == "setup":
            return "%s card %d of 4" % (_n(eng.layer(state)), state["placed"] % 4 + 1)
        if how == "free":
            return "Free person?" if pend["kind"] == 0 else "Free building?"
        return "Fix which card?" if how == "fix" else "Play which card?"
    if ph == "roll" and state["rerolled"]:
        return "Reroll"
    if ph == "free":
        return "Free persons" if pend["kind"] == 0 else "Free buildings"
    if ph == "combat":
        return "Defence %d" % pend["defence"]
    if ph == "target":
        ph = eng.EFFECT[pend["by"]]
    return PROMPTS.get(ph, "")


def status(state, now):
    """:return: each player's points and sesterces, the reserve and dice, the question asked"""
    rows = []
    for p in (0, 1):
        cur = ">" if p == state["turn"] and not eng.setting_up(state) and not eng.is_over(state) else " "
        rows.append("%s%s %2d VP %3d$" % (cur, _n(p), state["points"][p], state["money"][p]))
    rows.append("Res %2d  %s" % (state["reserve"], _dice(state)))
    pr = _prompt(state)
    if pr:
        rows.append(pr)
    return rows


def _disc_label(state, p, d):
    c = eng.card_at(state, p, d)
    return "d%d %s" % (d, eng.CARDS[c] if c is not None else "empty")


def label(state, action):
    """:return: <= 16 characters for an action"""
    verb = action[0]
    p = state["turn"]
    if verb == "card":
        c = action[1]
        pend = state["pending"]
        if not pend or pend["lay"] != "buy":
            return eng.CARDS[c]
        cost = state["printed"][0][c]
        return "%-12s %s$" % (eng.CARDS[c], "?" if cost is None else cost)
    if verb == "disc":
        return _disc_label(state, eng.layer(state), action[1])
    if verb == "target":
        return _disc_label(state, 1 - p, action[1])
    if verb == "activate":
        return "%s (%d)" % (eng.CARDS[eng.card_at(state, p, action[1])], action[1])
    if verb == "copy":
        return "As " + eng.CARDS[eng.card_at(state, p, action[1])]
    if verb in ("forum", "templum"):
        bonus = 0
        if verb == "forum":  # 2 more points per Basilica beside the Forum
            from companion.games import roma_effects as effects  # loaded while the Forum acts

            bonus = 2 * effects.beside(state, p, state["pending"]["disc"], effects.BASILICA)
        return "Die %d: +%d VP" % (action[1], action[1] + bonus)
    if verb == "buy":
        return "%d VP for %d$" % (action[1], 2 * action[1])
    if verb == "skip":
        return "No Templum die" if state["phase"] == "templum" else "Keep the loss"
    return LABELS[verb] % tuple(action[1:])


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
    if not eng.setting_up(state) and not eng.is_over(state):
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
        won = state["news"][-1][0] == "out"
        fx.tune(((784, 80), (1047, 160)) if won else ((196, 250),))
    else:
        fx.beep(880, 20)
