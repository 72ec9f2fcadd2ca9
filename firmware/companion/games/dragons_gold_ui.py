# L'Or des dragons screens: dragons under attack, the 1-minute sand timer on the LEDs, reminders, end entry.

from companion.games import dragons_gold as eng
from companion.ui.sandtimer import SandTimer

try:
    from micropython import const
except ImportError:

    def const(x):
        return x


_MINUTE = const(60000)  # "Un sablier (duree 1 minute)"
_LETTERS = "WWTM"  # per card: Warrior, Warrior, Thief, Mage (wizard)
_KIND_LABEL = ("Warrior", "Thief", "Wizard")
_FIELD_PROMPT = ("Power (top)?", "Known tokens?", "Hidden tokens?")
_FIELD_HINT = ("", "(bottom left)", "(bottom right)")
_DRAGON_COL = ((0, 160, 0), (0, 90, 255), (200, 0, 200), (255, 120, 0))
_TIME_UP = ((880, 200), (0, 80), (880, 200), (0, 80), (660, 500))

# RAM only: the timer's remaining time is not saved (a power cut turns the sand timer over again)
_timer = SandTimer(_MINUTE)
_ui = {"fx": None, "restart": False}


def _name(p):
    return "P%d" % (p + 1)


def _sync(state, now):
    """Bring the RAM timer in line with the saved state: started, paused, running or put away."""
    want = state["timer"]
    if want == 0 or (want == eng.TIME_UP and _timer.remaining(now) > 0):
        # put away; or the players said the time was up before this timer ran out: it must not ring
        if _timer.tag is not None:
            _timer.stop()
        return
    if want == eng.TIME_UP:
        return  # run out: it stays as it is
    if _ui["restart"] or _timer.tag != state["tid"]:
        _ui["restart"] = False
        _timer.start(now, state["tid"])
    if want == 2:
        _timer.pause(now)
    else:
        _timer.resume(now)


def clock_text(state, now):
    """ "Time 0:42", "PAUSED 0:42" or "TIME UP" for the running sand timer."""
    _sync(state, now)
    left = _timer.remaining(now)
    if left == 0 or state["timer"] == eng.TIME_UP:
        return "TIME UP"
    secs = (left + 999) // 1000
    return "%s %d:%02d" % ("PAUSED" if state["timer"] == 2 else "Time", secs // 60, secs % 60)


def title(state):
    """:return: row 0: what the device waits for"""
    ph = state["phase"]
    if ph == "reveal":
        if state["turn"] < 0:
            return "Dragon %d of 4" % (state["slot"] + 1)
        return "New dragon D%d" % (state["slot"] + 1)
    if ph == "first":
        return "Who starts?"
    if ph in ("turn", "value"):
        flips = False  # the player has just turned every card face up: they do it on the table
        for ev in state.get("news") or ():
            flips = flips or ev[0] == "up"
        return ("%s: flip, attack" if ph == "turn" and flips else "%s attacks") % _name(state["turn"])
    if ph == "split":
        return "Share D%d loot!" % (state["kill"]["slot"] + 1)
    if ph == "steal":
        return "Thieves steal"
    if ph == "foire":
        return "FOIRE: trade!"
    if ph == "tokens":
        return "%s end tokens" % _name(state["entry"] // len(eng.KINDS))
    return "Game over"


def _dragon_cell(state, s):
    d = state["dragons"][s]
    if d is None:
        return "%d: --   " % (s + 1)
    return "%d:%2d/%-2d " % (s + 1, eng.attack(state, s), d[0])


def _hand(state, p):
    out = []
    for c in range(4):
        st = state["cards"][p][c]
        ch = _LETTERS[c]
        out.append(ch if st == eng.UP else (ch.lower() if st == eng.DOWN else "."))
    return "".join(out)


def _bag_line(state):
    return "Bag %d Pile %d" % (state["bag"], state["pile"])


def news(state):
    """:return: what the last action did and what the players must do on the table (a player who must
    turn their cards face up is told in the title)"""
    out = []
    for ev in state.get("news") or ():
        what = ev[0]
        if what == "kill":
            out.append("D%d dead: draw %d" % (ev[1] + 1, ev[2]) if ev[2] else "D%d is killed" % (ev[1] + 1))
            if ev[4] >= 0:
                out.append("%s takes all %d" % (_name(ev[4]), ev[3]))
        elif what == "known":
            out.append("Draw %d onto D%d" % (ev[2], ev[1] + 1))
        elif what == "attack":
            d = state["dragons"][ev[1]]
            out.append("D%d holds: %d/%d" % (ev[1] + 1, eng.attack(state, ev[1]), d[0]))
        elif what == "deal":
            out.append("Deal: %d shared" % ev[1])
        elif what == "nodeal":
            out.append("No deal: %d lost" % ev[1])
            if ev[2] >= 0:
                out.append("Reds to %s (wiz)" % _name(ev[2]))
        elif what == "end":
            out.append(("No treasure left", "No attack left", "No dragon left")[ev[1]])
            if ev[2]:
                out.append("Tokens out: %d" % ev[2])
        elif what == "foire":
            out.append("Foire card drawn")
        elif what == "traded":
            out.append("The Foire ended")
        elif what == "first":
            out.append("Drawn: %s starts" % _name(ev[1]))
        elif what == "stolen":
            out.append("%s stole a token" % _name(ev[1]))
        elif what == "pass":
            out.append("%s passes" % _name(ev[1]))
    return out


def _thief_line(state, i):
    kill = state["kill"]
    p = kill["thieves"][i]
    how = "blind"
    for owner, card, _ in state["under"][kill["slot"]]:
        if owner == p and eng.CARD_KIND[card] == 2:
            how = "pick"  # "un voleur et un magicien ... d'un meme joueur": the thief looks behind the screen
    return "%s steals %s" % (_name(p), how)


def status(state, now):
    """:return: up to 4 rows under the title"""
    ph = state["phase"]
    if ph == "reveal":
        f = state["field"]
        return (
            [_FIELD_PROMPT[f], _FIELD_HINT[f], _bag_line(state)]
            if f
            else [_FIELD_PROMPT[f], _bag_line(state)]
        )
    if ph == "first":
        return [_bag_line(state)]
    if ph in ("turn", "value"):
        rows = [
            _dragon_cell(state, 0) + _dragon_cell(state, 1),
            _dragon_cell(state, 2) + _dragon_cell(state, 3),
        ]
        if ph == "turn":
            rows.append("%s %s Bag %d" % (_name(state["turn"]), _hand(state, state["turn"]), state["bag"]))
        else:
            rows.append("%s value?" % _KIND_LABEL[eng.CARD_KIND[state["card"]]])
        return rows
    if ph == "split":
        kill = state["kill"]
        by = "By " + " ".join([_name(p) for p in kill["by"]])
        if len(by) > 16:  # five or six in the coalition
            by = "By P" + ",".join([str(p + 1) for p in kill["by"]])
        rows = [by, "Loot %d tokens" % kill["loot"]]
        if kill["red"] >= 0:
            rows.append("Reds to %s (wiz)" % _name(kill["red"]))
        elif state["rules"] == "advanced":
            rows.append("Wiz+red: 1 item")
        rows.append(clock_text(state, now))
        return rows
    if ph == "steal":
        kill = state["kill"]
        rows = [_thief_line(state, i) for i in range(kill["steal"], len(kill["thieves"]))]
        return ["from a fighter"] + rows[:3]
    if ph == "foire":
        return ["Swap tokens only", clock_text(state, now)]
    if ph == "tokens":
        k = state["entry"] % len(eng.KINDS)
        return ["%s?" % eng.KINDS[k], "(%d left)" % eng.token_room(state, k)]
    return []


def label(state, action):
    """:return: <= 16 characters for an action"""
    verb = action[0]
    if verb == "power":
        return "Power %d" % action[1]
    if verb in ("known", "hidden"):
        return "%d tokens" % action[1]
    if verb == "attack":
        s = action[1]
        k = eng.KIND_NAMES.index(action[2])
        return "D%d %s" % (s + 1, _KIND_LABEL[k])
    if verb == "value":
        return "Value %d" % action[1]
    if verb == "deal":
        return "Deal made"
    if verb == "nodeal":
        return "No deal: lost"
    if verb == "pause":
        return "Pause timer"
    if verb == "resume":
        return "Resume timer"
    if verb == "timeup":
        return "Time is up"
    if verb == "traded":
        return "Trading over"
    if verb == "stolen":
        return "Done: " + _thief_line(state, state["kill"]["steal"])[:10]
    if verb == "count":
        return "%s %d" % (eng.KINDS[state["entry"] % len(eng.KINDS)], action[1])
    if verb == "first":
        return "%s starts" % _name(action[1])
    return str(verb)


def roll_label(state):
    return "ROLL: who starts" if eng.chance(state) else ""


def leds(state, strip, now):
    """The sand timer while one runs; else four pixels a dragon filled by its attack/power."""
    _sync(state, now)
    if state["timer"]:
        if _timer.tick(now) and _ui["fx"] is not None:
            _ui["fx"].tune(_TIME_UP)
        if _timer.tag is None:  # the players said the time was up: the red of a timer run out
            strip.fill((255, 0, 0))
            return None
        return _timer.draw(strip, now)
    strip.fill((0, 0, 0))
    for s in range(4):
        d = state["dragons"][s]
        if d is None or state["phase"] in ("tokens", "over"):
            continue
        r, g, b = _DRAGON_COL[s]
        lit = min(4, (eng.attack(state, s) * 4) // d[0]) if d[0] else 0
        for i in range(4):
            strip.set(4 * s + i, (r, g, b) if i < lit else (r // 12, g // 12, b // 12))
    return None


def due(state, now):
    """The action the clock calls for, for the screen to apply (and journal) as if chosen.

    :return: ["timeup"] once the running sand timer has run out ("No deal" is then all that is left),
        else None (allocation-free: the screen asks at every loop pass)
    """
    if state["timer"] != 1:
        return None
    _sync(state, now)
    return ["timeup"] if _timer.remaining(now) == 0 else None


def attach(fx):
    """The app hands over the effects when the game screen opens: the timer can ring after a power-up."""
    _ui["fx"] = fx


def on_apply(state, action, fx):
    """Sounds for a kill, the Foire and the end; a new split or Foire turns the sand timer over."""
    verb = action[0]
    if state["timer"] == 1 and verb in ("value", "hidden"):
        _ui["restart"] = True  # a fresh timer, even if an undo brought back the same timer id
    if verb == "value" and (state["phase"] == "split" or not state["under"][state["slot"]]):
        fx.tune(((523, 100), (659, 100), (784, 250)))  # the dragon is dead
    elif verb == "hidden" and state["phase"] == "foire":
        fx.tune(((784, 120), (988, 120), (1175, 300)))
    elif verb == "count" and state["phase"] == "over":
        fx.tune(((523, 120), (659, 120), (784, 120), (1047, 300)))
