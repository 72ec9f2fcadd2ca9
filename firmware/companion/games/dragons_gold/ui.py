# L'Or des dragons screens: dragons under attack, the 1-minute sand timer on the LEDs, reminders, end entry.

from companion.games.dragons_gold import engine as eng
from companion.ui import lang
from companion.ui.sandtimer import SandTimer
from micropython import const

# indices into companion/ui/text_<lang>.py TEXTS (a const each: no name kept in memory)


_MINUTE = const(60000)  # "Un sablier (duree 1 minute)"
# the slots of the game's table of texts (dragons_gold/text_en.py)
_T_DRAGON_OF = const(0)  # TITLES
_T_NEW_DRAGON = const(1)
_T_WHO_STARTS = const(2)
_T_FLIP_ATTACK = const(3)
_T_ATTACKS = const(4)
_T_SHARE = const(5)
_T_THIEVES = const(6)
_T_FOIRE = const(7)
_T_GAME_OVER = const(9)
_T_KILLED = const(10)
_C_TIME = const(0)  # CLOCK
_C_PAUSED = const(1)
_C_TIME_UP = const(2)
_S_BAG = const(0)  # STATUS
_S_HAND = const(1)
_S_VALUE = const(2)
_S_BY = const(3)
_S_LOOT = const(4)
_S_REDS = const(5)
_S_WIZ_RED = const(6)
_S_FROM = const(7)
_S_SWAP = const(8)
_N_KILL_DRAW = const(0)  # NEWS
_N_KILLED = const(1)
_N_TAKES_ALL = const(2)
_N_DRAW_ONTO = const(3)
_N_HOLDS = const(4)
_N_DEAL = const(5)
_N_NODEAL = const(6)
_N_TOKENS_OUT = const(7)
_N_FOIRE = const(8)
_N_TRADED = const(9)
_N_DRAWN = const(10)
_N_STOLE = const(11)
_N_PASSES = const(12)
_L_POWER = const(0)  # LABELS
_L_TOKENS = const(1)
_L_ATTACK = const(2)
_L_VALUE = const(3)
_L_DEAL = const(4)
_L_NODEAL = const(5)
_L_PAUSE = const(6)
_L_RESUME = const(7)
_L_TIMEUP = const(8)
_L_TRADED = const(9)
_L_STOLEN = const(10)
_L_STARTS = const(11)
_L_ROLL = const(12)
_DRAGON_COL = ((0, 160, 0), (0, 90, 255), (200, 0, 200), (255, 120, 0))
_TIME_UP = ((880, 200), (0, 80), (880, 200), (0, 80), (660, 500))

# The timer runs in RAM; its time left is journaled (the session's clock: tid * 65536 + ms left) every
# _KEEP_MS of running at most, so that a power cut brings it back paused at most 5 s off (docs/RULES.md)
_timer = SandTimer(_MINUTE)
_ui = {"fx": None, "restart": False, "back": None, "kept": _MINUTE}  # type: dict
_KEEP_MS = const(4500)  # and the LEDs are redrawn every 0.5 s at most while it runs: 5 s at most


def text():
    """:return: the game's table of texts in the language in use (loaded here when the screens are used
    without the app, as the engine's tests do)"""
    return lang.start_game("dragons_gold")


_name = lang.player  # P1, J1, G1


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
        back = _ui["back"]  # the time this very timer had left when the power went
        if back is not None and back >> 16 == state["tid"]:
            _timer.left = back & 0xFFFF
        _ui["back"] = None
        _ui["kept"] = _timer.left
    if want == 2:
        _timer.pause(now)
    else:
        _timer.resume(now)


def clock_text(state, now):
    """ "Time 0:42", "PAUSED 0:42" or "TIME UP" for the running sand timer."""
    t = text()
    _sync(state, now)
    left = _timer.remaining(now)
    if left == 0 or state["timer"] == eng.TIME_UP:
        return t.CLOCK[_C_TIME_UP]
    secs = (left + 999) // 1000
    return t.CLOCK[_C_PAUSED if state["timer"] == 2 else _C_TIME] % (secs // 60, secs % 60)


def title(state):
    """:return: row 0: what the device waits for"""
    t = text().TITLES
    ph = state["phase"]
    if ph == "reveal":
        if state["field"] == 2 and state["under"][state["slot"]]:
            return t[_T_KILLED] % (state["slot"] + 1)  # its hidden tokens, drawn now
        return t[_T_DRAGON_OF if state["turn"] < 0 else _T_NEW_DRAGON] % (state["slot"] + 1)
    if ph == "first":
        return t[_T_WHO_STARTS]
    if ph in ("turn", "value"):
        flips = False  # the player has just turned every card face up: they do it on the table
        for ev in state.get("news") or ():
            flips = flips or ev[0] == "up"
        return t[_T_FLIP_ATTACK if ph == "turn" and flips else _T_ATTACKS] % _name(state["turn"])
    if ph == "split":
        return t[_T_SHARE] % (state["kill"]["slot"] + 1)
    if ph == "steal":
        return t[_T_THIEVES]
    if ph == "foire":
        return t[_T_FOIRE]
    if ph == "end":  # the end's screens come with the scoring, loaded for the end
        return eng.ending().end_screen(state, text(), _name, None)
    return t[_T_GAME_OVER]


def _dragon_cell(state, s):
    d = state["dragons"][s]
    if d is None:
        return "D%d --     " % (s + 1)
    return "D%d%3d/%-2d  " % (s + 1, eng.attack(state, s), d[0])


def _hand(state, p):
    """:return: the cards ``p`` can attack with, in words: "2 war thief wiz" (two warriors, the thief, the
    wizard), or the word for none"""
    words = text().LETTERS
    up = [state["cards"][p][c] == eng.UP for c in range(4)]  # the first two cards are the warriors
    out = []
    if up[0] or up[1]:
        out.append(("2 " if up[0] and up[1] else "") + lang.pick(words, 0))
    for c in (2, 3):
        if up[c]:
            out.append(lang.pick(words, c - 1))
    return " ".join(out) or lang.pick(words, 3)


def _bag_line(state):
    return text().STATUS[_S_BAG] % (state["bag"], state["pile"])


def news(state):
    """:return: what the last action did and what the players must do on the table (a player who must
    turn their cards face up is told in the title)"""
    tt = text()
    t = tt.NEWS
    out = []
    for ev in state.get("news") or ():
        what = ev[0]
        if what == "kill":
            out.append(t[_N_KILL_DRAW] % (ev[1] + 1, ev[2]) if ev[2] else t[_N_KILLED] % (ev[1] + 1))
            if ev[4] >= 0:
                out.append(lang.plural(t[_N_TAKES_ALL], ev[3]) % (_name(ev[4]), ev[3]))
        elif what == "known":
            out.append(t[_N_DRAW_ONTO] % (ev[2], ev[1] + 1))
        elif what == "attack":
            d = state["dragons"][ev[1]]
            out.append(t[_N_HOLDS] % (ev[1] + 1, eng.attack(state, ev[1]), d[0]))
        elif what == "deal":
            out.append(t[_N_DEAL] % ev[1])
        elif what == "nodeal":
            out.append(t[_N_NODEAL] % ev[1])
            if ev[2] >= 0:
                out.append(tt.STATUS[_S_REDS] % _name(ev[2]))
        elif what == "end":
            out.append(tt.END_WHY[ev[1]])
            if ev[2]:
                out.append(t[_N_TOKENS_OUT] % ev[2])
        elif what == "foire":
            out.append(t[_N_FOIRE])
        elif what == "traded":
            out.append(t[_N_TRADED])
        elif what == "first":
            out.append(t[_N_DRAWN] % _name(ev[1]))
        elif what == "stolen":
            out.append(t[_N_STOLE] % _name(ev[1]))
        elif what == "pass":
            out.append(t[_N_PASSES] % _name(ev[1]))
        elif what == "dealt":
            out.append(eng.cards().line(state, tt, ev[2], ev[1]))
    return out


def _thief_line(state, i):
    kill = state["kill"]
    p = kill["thieves"][i]
    how = 0  # blind
    for owner, card, _ in state["under"][kill["slot"]]:
        if owner == p and eng.CARD_KIND[card] == 2:
            how = 1  # "un voleur et un magicien ... d'un meme joueur": the thief looks behind the screen
    return text().STEALS[how] % _name(p)


def status(state, now):
    """:return: up to 4 rows under the title"""
    tt = text()
    t = tt.STATUS
    ph = state["phase"]
    if ph == "reveal":
        f = state["field"]
        dealing = eng.chance(state) is not None
        if dealing or f == 0 and eng.unseen(state):  # the device deals, or the cards of its deck
            return eng.cards().status(tt, dealing) + [_bag_line(state)]
        f = f % 3  # 3: the power of a card not in the list
        ask = tt.FIELDS[f]
        hint = tt.FIELDS[f + 3]  # under the question, when it has one
        return [ask, hint, _bag_line(state)] if hint else [ask, _bag_line(state)]
    if ph == "first":
        return [_bag_line(state)]
    if ph in ("turn", "value"):
        rows = [
            _dragon_cell(state, 0) + _dragon_cell(state, 1),
            _dragon_cell(state, 2) + _dragon_cell(state, 3),
        ]
        if ph == "turn":
            said = len(news(state))  # the two rows of actions keep their place: the bag gives way, then
            if said < 3:  # the hand (the actions name the cards the player can attack with)
                rows.append(t[_S_HAND] % (_name(state["turn"]), _hand(state, state["turn"])))
            if said < 2:
                rows.append(_bag_line(state))
        else:
            rows.append(t[_S_VALUE] % tt.KINDS[eng.CARD_KIND[state["card"]]])
        return rows
    if ph == "split":
        kill = state["kill"]
        by = t[_S_BY] + " ".join([_name(p) for p in kill["by"]])
        if len(by) > 16:  # five or six in the coalition: "By P1,2,3,4,5"
            by = t[_S_BY] + ",".join([str(p + 1) if i else _name(p) for i, p in enumerate(kill["by"])])
        rows = [by, lang.plural(t[_S_LOOT], kill["loot"]) % kill["loot"]]
        if kill["red"] >= 0:
            rows.append(t[_S_REDS] % _name(kill["red"]))
        elif state["rules"] == "advanced":
            rows.append(t[_S_WIZ_RED])
        rows.append(clock_text(state, now))
        return rows
    if ph == "steal":
        kill = state["kill"]
        rows = [_thief_line(state, i) for i in range(kill["steal"], len(kill["thieves"]))]
        return [t[_S_FROM]] + rows[:3]
    if ph == "foire":
        return [t[_S_SWAP], clock_text(state, now)]
    if ph == "end":
        return eng.ending().end_screen(state, tt, None, -1)
    return []


def label(state, action):
    """:return: <= 21 characters for an action"""
    tt = text()
    t = tt.LABELS
    verb = action[0]
    if verb == "power":
        return t[_L_POWER] % action[1]
    if verb == "card":
        return eng.cards().line(state, tt, action[1], None)
    if verb in ("known", "hidden"):
        return lang.plural(t[_L_TOKENS], action[1]) % action[1]
    if verb == "attack":
        s = action[1]
        k = eng.KIND_NAMES.index(action[2])
        return t[_L_ATTACK] % (s + 1, tt.KINDS[k])
    if verb == "value":
        return t[_L_VALUE] % action[1]
    if verb == "deal":
        return t[_L_DEAL]
    if verb == "nodeal":
        return t[_L_NODEAL]
    if verb == "pause":
        return t[_L_PAUSE]
    if verb == "resume":
        return t[_L_RESUME]
    if verb == "timeup":
        return t[_L_TIMEUP]
    if verb == "traded":
        return t[_L_TRADED]
    if verb == "stolen":
        kill = state["kill"]
        return t[_L_STOLEN] % _name(kill["thieves"][kill["steal"]])
    if verb == "first":
        return t[_L_STARTS] % _name(action[1])
    if verb in ("pts", "black", "most", "five"):
        return eng.ending().end_screen(state, tt, (_name, lang.plural), action)
    return str(verb)


def _last_dragon(state, f):
    # field f of the dragon entered last (the living one in the slot before, going back), or None
    s = state["slot"]
    for k in range(1, 4):
        d = state["dragons"][(s - k) % 4]
        if d is not None:
            return d[f]
    return None


def cursor(state, actions):
    """:return: the likely entry: a dragon's numbers start at the last dragon's (the middle power before any),
    a card's attack value at the value it had when last played, an end count at the player's share of that
    kind in the tokens they took"""
    ph = state["phase"]
    if ph == "reveal":
        f = state["field"]
        if f == 0 and eng.unseen(state):
            # "Other card" while the device has not seen every card: at least as likely as any one of them
            return len(actions) - 1 if len(state["deck"]) < 18 else None
        f = f % 3
        v = _last_dragon(state, f)
        if f == 0:
            return (10 if v is None else v) - 1  # the power list starts at 1
        return v if v is not None and v >= 0 else None  # a hidden part not asked yet: -1
    if ph == "end":
        return eng.ending().end_screen(state, None, None, len(actions))
    if ph == "value":
        i = 4 * state["turn"] + state["card"]
        v = int(state["seen"][i : i + 1])  # a slice: indexing would intern the digit
        return v - 1 if v else None
    return None


def roll_label(state):
    if not eng.chance(state):
        return ""
    return text().LABELS[_L_ROLL] if state["phase"] == "first" else text().CARDS[5] % (state["slot"] + 1)


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
        if d is None or state["phase"] in ("end", "over"):
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
    left = _timer.remaining(now)
    if left == 0:
        return ["timeup"]
    if _ui["kept"] - left >= _KEEP_MS:
        _ui["kept"] = left
        return state["tid"] * 65536 + left  # the time left, to journal (an int: not an action)
    return None


def attach(fx, session=None):
    """The app hands over the effects when the game screen opens: the timer can ring after a power-up.
    After a power cut, a running timer comes back paused (docs/RULES.md), with the time it had when last
    journaled: the pause is the session's (journaled at once)."""
    _ui["fx"] = fx
    if session is None:
        return
    _ui["back"] = session.clock
    _timer.tag = None  # the timer is set again from the state (and the journaled time)
    if session.state["timer"] == 1:
        session.act(["pause"])


def on_apply(state, action, fx):
    """Sounds for a kill, the Foire and the end; a new split or Foire turns the sand timer over."""
    verb = action[0]
    if state["timer"] == 1 and verb in ("value", "known", "hidden"):
        _ui["restart"] = True  # a fresh timer, even if an undo brought back the same timer id
    if verb == "value" and (state["phase"] in ("split", "reveal") or not state["under"][state["slot"]]):
        fx.tune(((523, 100), (659, 100), (784, 250)))  # the dragon is dead
    elif verb in ("known", "hidden") and state["phase"] == "foire":
        fx.tune(((784, 120), (988, 120), (1175, 300)))
    elif verb in ("pts", "black", "most", "five") and state["phase"] == "over":
        fx.tune(((523, 120), (659, 120), (784, 120), (1047, 300)))
