# Emerald's pages shown now and then: the help page (legend, danger map) and the final screen.

from companion.games import emerald as eng
from companion.games import emerald_rules as rules
from companion.games.emerald_ui import DRAGON

# loaded only while a page is shown (not during play: the heap is small); each text is one constant
# split into lines at run time, so the device interns no new names for it


def legend(state):
    """:return: the lines explaining the screen of ``state`` (its abbreviations, the LEDs, the colours)"""
    if eng.is_over(state):
        return (
            "* the winner\n"
            "+4 a bonus card:\n"
            " most of a gem,\n"
            " first 4 kinds\n"
            "Tie: most\n"
            " treasures, then\n"
            " most gem cards"
        ).split("\n")
    cards = "P1 G7 J2 T0:\n gold points,\n gem cards,\n treasure cards"
    if state["mode"] == "scoring" or state["ph"] in ("sgold", "str", "sgem", "sfs"):
        return ("Enter each\nplayer's cards:\ngold values,\ntreasures, gems\n" + cards).split("\n")
    text = (
        "Dragon m1 >lair:\n"
        " its space, the\n"
        " way it faces\n"
        "Track m2-5: the\n"
        " flight track\n"
        " (moves 1 after\n"
        " each flight)\n"
    )
    leds = "LEDs 1-6: plain\n7-15: m1-m9\n16: lair\ngreen: dragon\namber: track\nwhite: it turns"
    if state["mode"] == "keeper":
        return (text + "R3: dragon rolls\n" + leds).split("\n")
    text = (
        "Moves p3>m1$!:\n"
        " knight on p3\n"
        " lands on m1\n"
        " $ a card there\n"
        " ! dragon flies\n"
        "T1-T4 towers,\n"
        "Keep, p1-p6 the\n"
        "plain, m1-m9 the\n"
        "mountain, Lair\n" + text + "Tr0/4: treasure\n"
        " cards taken\n" + cards + "\n" + leds + "\nYour knights and\n"
        " the lair LED:\n"
        " whose turn, in\n"
        " their colour\n"
    )
    if state["np"] == 2:
        return (
            text + "R B Y W before a\n move: colour\nKnight colours:\nP1 Red, Yellow\nP2 Blue, White"
        ).split("\n")
    rows = (text + "Knight colours:").split("\n")
    for p in range(state["np"]):
        rows.append("P%d %s" % (p + 1, "Red Blue Yellow White Purple".split()[p]))
    return rows


def info(state):
    """The danger map: the chance, in thirds (the die shows 1, 2 or 3), that the dragon lands on each
    mountain space if it flies now."""
    if "dr" not in state or eng.is_over(state):
        return []
    d = rules.danger(state["dr"], state["face"], state["trk"])
    cells = ["m%d %s" % (m + 1, "%d/3" % d[m] if d[m] else "  -") for m in range(9)]
    rows = ["Dragon lands on:"]
    for m in range(0, 9, 2):
        rows.append(cells[m] + ("  " + cells[m + 1] if m < 8 else ""))
    return rows


def info_leds(state, strip):
    """The danger map as red brightness on the mountain pixels; the dragon in green."""
    strip.fill((0, 0, 0))
    if "dr" in state:
        d = rules.danger(state["dr"], state["face"], state["trk"])
        for m in range(9):
            strip.set(m + 6, (85 * d[m], 0, 0))
        strip.set(state["dr"] + 5, DRAGON)


def end_lines(state):
    """Ranking with totals, why the game ended, where each bonus card went and why, then how a tie for
    first was broken."""
    res = eng.result(state)
    pl = res["players"]
    np = state["np"]
    gems = state["gems"]
    keys = sorted([(-pl[i]["total"], -state["tr"][i], -sum(gems[i]), i) for i in range(np)])
    rows = []
    for rank, key in enumerate(keys):
        p = pl[key[3]]
        rows.append(
            "%d %s %d pts%s" % (rank + 1, p["name"], p["total"], "*" if p["name"] in res["winners"] else "")
        )
    if state["mode"] == "tracker":  # why it ended ("score only" and the keeper: the players ended it)
        for p in range(np):
            n = eng.knights_in_play(state, p)
            if n <= 1 and sum(state["tr"]) < 4:
                rows += ["Game over: %s" % eng.name(p), "has %d knight%s" % (n, "" if n == 1 else "s")]
                break
        else:
            rows += ["Game over: last", "treasure taken"]
    for k in range(4):
        counts = [g[k] for g in gems]
        top = max(counts)
        if top and counts.count(top) == 1:
            rows.append("%s %s +4" % (eng.name(counts.index(top)), eng.GEMS[k]))
        elif top:
            rows.append(eng.GEMS[k] + ": tied")
    if state["fs"] is not None:
        rows.append(eng.name(state["fs"]) + " 4 kinds +4")
    tied = [k for k in keys if k[0] == keys[0][0]]
    if len(tied) > 1:
        rows.append("Tie on %d pts:" % -keys[0][0])
        if len(res["winners"]) == len(tied):
            rows.append("shared victory")
        else:
            rows.append("most treasures" if tied[0][1] != tied[1][1] else "most gem cards")
    return rows
