# Samarkand screens: whose turn and what they hold, each step of a marriage or an extension, the end, LEDs.

from companion.games.samarkand import engine as eng
from companion.ui import lang
from companion.ui.lang import pick
from micropython import const

# indices into companion/ui/text_<lang>.py TEXTS (a const each: no name kept in memory)


# the pieces' positions in the table's groups (names compiled away on the device: no qstr each)
_YOUR_TURN = const(0)  # TITLE
_WEDS = const(1)
_CARDS_KEPT = const(2)
_BAG_TILE = const(3)
_CAMEL = const(4)
_SOLD_Q = const(5)
_UNSOLD = const(6)
_FINAL = const(7)
_EXTENDS = const(0)  # NEWS
_WED = const(1)
_KEPT = const(2)  # one card, more
_BAG = const(3)
_OUT = const(4)  # then on the board; the label's "to board"
_TO_BOARD = const(6)
_PASSED = const(7)
_GOODS_TILE = const(8)
_RELATION = const(9)
_SOLD = const(10)
_SHOWS = const(11)
_SHOWN = const(12)
_ALL_MET = const(13)
_FIVE = const(14)
_STUCK = const(15)
_YOUNGEST = const(16)
_HOLDING = const(0)  # STATUS
_FAM = const(1)
_NO_FAMILY_YET = const(2)
_PRICE = const(3)  # two rows each: pay, keep, bag, place, sale, claim
_DREW = const(5)
_FAMILY_TILE = const(7)
_WHERE = const(9)
_SALE = const(11)
_CLAIM = const(13)
_ASKED = const(15)  # the marriage whose price and cards kept are asked
_EXTEND = const(0)  # ACTIONS
_MARRY = const(1)
_PASS = const(2)
_PAID = const(3)
_KEEP = const(4)
_PLAIN = const(5)
_NEW_GOODS = const(6)
_JOIN = const(7)
_MEETS = const(8)
_NOSALE = const(9)
_SELLS = const(10)
_CARD = const(11)
_NO_MORE = const(12)
_CANCEL = const(13)
_FEWER = const(14)
_END_ROW = const(5)  # PAGES

# red, green, blue, amber, purple: P1-P5; then the families in eng.COLOURS order (black shows as a dim grey:
# an unlit LED is nothing); three bytes a colour (a bytes constant costs the heap less than tuples)
RGB = bytes(
    (255, 0, 0, 0, 200, 0, 0, 60, 255, 255, 170, 0, 170, 0, 255)
    + (50, 50, 60, 0, 60, 255, 120, 50, 10, 0, 200, 0, 255, 90, 0, 255, 60, 120, 150, 0, 200, 255, 0, 0)
    + (255, 255, 255, 255, 200, 0)
)
_FAMILY_RGB = 5  # the first family's colour in RGB


def texts():
    """:return: Samarkand's table of texts in the language in use (loaded here when the hooks are called
    outside the app, by tests and scripts)"""
    return lang.start_game("samarkand")


name = lang.player  # P1, J1, G1


def title(state):
    """:return: row 0"""
    ph = state["phase"]
    p = name(state["turn"])
    f = state["family"]
    t = texts()
    titles = t.TITLE
    if ph in ("turn", "marry"):
        return pick(titles, _YOUR_TURN) % p
    if ph == "pay":
        return pick(titles, _WEDS) % (p, pick(t.COLOURS, f))
    if ph == "keep":
        return pick(titles, _CARDS_KEPT) % p
    if ph == "bag":
        return pick(titles, _BAG_TILE) % p
    if ph == "place":
        return pick(titles, _CAMEL) % (p, pick(t.COLOURS, f))
    if ph == "sale":
        return pick(titles, _SOLD_Q)
    if ph == "claim":
        return pick(titles, _UNSOLD) % p
    if ph == "entry":
        return _entry_screens().title(state)
    return pick(titles, _FINAL)


def _event(t, e):
    """:return: the line saying one event of the last action"""
    kind = e[0]
    short = t.SHORT
    full = t.COLOURS  # a family by its colour in full; two of them by their short names where too wide
    t = t.NEWS
    if kind == "extend":
        return pick(t, _EXTENDS) % (name(e[1]), pick(full, e[2]))
    if kind == "married":
        return pick(t, _WED) % (name(e[1]), pick(full, e[2]), e[3])
    if kind == "kept":
        return lang.plural(pick(t, _KEPT), e[2]) % (name(e[1]), e[2])
    if kind == "bag":
        return pick(t, _BAG) % (pick(full, e[1]), pick(t, _OUT + e[2]))
    if kind == "pass":
        return pick(t, _PASSED) % name(e[1])
    if kind == "goods":
        return pick(t, _GOODS_TILE) % name(e[1])
    if kind == "relation":
        line = pick(t, _RELATION) % (pick(full, e[1]), pick(full, e[2]))
        return line if len(line) <= 21 else pick(t, _RELATION) % (pick(short, e[1]), pick(short, e[2]))
    if kind == "sold":
        return pick(t, _SOLD) % name(e[1])
    if kind == "card":
        return pick(t, _SHOWS) % name(e[1])
    if kind == "done":
        return pick(t, _SHOWN) % name(e[1])
    if e[1] == "all":
        return pick(t, _ALL_MET)
    if e[1] == "five":
        return pick(t, _FIVE) % pick(full, e[2])
    return pick(t, _STUCK)


def news(state):
    """:return: what the last action did (and that the youngest starts, before anybody played)"""
    events = state["news"]
    t = texts()
    if events is None:
        return [pick(t.NEWS, _YOUNGEST)] if state["phase"] == "turn" else []
    return [_event(t, e) for e in events[-3:]]


def holding(state, p):
    """:return: two rows: the player's dirhams and cards in hand, then goods and relation tiles"""
    return (
        lang.plural(pick(texts().STATUS, _HOLDING), state["hands"][p])
        % (state["money"][p], state["hands"][p], state["goods_tiles"][p], state["relation_tiles"][p])
    ).split("\n")


def status(state, now):
    """:return: up to 2 rows (the news and two actions keep the rest)"""
    ph = state["phase"]
    p = state["turn"]
    f = state["family"]
    t = texts()
    st = t.STATUS
    if ph == "turn":
        h = holding(state, p)  # the goods and relations give way first to the families
        rows = h[:1] + (families(state, p, pick(st, _FAM)) or [pick(st, _NO_FAMILY_YET)]) + h[1:]
        return rows[: max(2, 5 - len(news(state)))]  # the news and two actions keep their rows
    if ph == "marry":
        return [pick(st, _ASKED), pick(st, _ASKED + 1)]
    if ph == "pay":
        return [pick(st, _PRICE), pick(st, _PRICE + 1) % (name(p), state["money"][p])]
    if ph == "keep":
        return [pick(st, _DREW) % state["hands"][p], pick(st, _DREW + 1) % state["limit"]]
    if ph == "bag":
        return [pick(st, _FAMILY_TILE), pick(st, _FAMILY_TILE + 1)]
    if ph == "place":
        return [
            pick(st, _WHERE) % state["left"],
            lang.plural(pick(st, _WHERE + 1), state["camels"][f])
            % (state["treasury"][f], state["camels"][f]),
        ]
    if ph == "sale":
        return [pick(st, _SALE), pick(st, _SALE + 1)]
    if ph == "claim":
        shown = [space[3] for space in state["goods"]].count(p)
        return [pick(st, _CLAIM), pick(st, _CLAIM + 1) % (shown, eng.unsold(state, p))]
    if ph == "entry":
        return _entry_screens().status(state)
    res = eng.result(state)
    rows = []
    for i in range(2):
        total = res["players"][i]["total"]
        rows.append(lang.plural(pick(t.PAGES, _END_ROW), total) % (name(i), total, ""))
    return rows


def families(state, p, head, names=None, sep=", "):
    """:return: the rows naming the families ``p`` married into by their colours in full (by their short
    names when the full ones take more than two rows), as many a row as the 21 columns hold, the first
    after ``head``"""
    fams = sorted(state["families"][p])
    rows = []
    line = head
    for k in range(len(fams)):
        word = pick(names or texts().COLOURS, fams[k])
        # the separator before the name, and a comma after it when the list goes on on another row
        if line is not head and len(line) + len(sep) + len(word) + (k + 1 < len(fams)) > 21:
            rows.append(line + ",")
            line = " " + word
        else:
            line = (line + word) if line is head else (line + sep + word)
    if line is not head:
        rows.append(line)
    if len(rows) > 2 and names is None:
        return families(state, p, head, texts().SHORT, ",")
    return rows


def label(state, action):
    """:return: <= 21 characters"""
    verb = action[0]
    t = texts()
    colours = t.COLOURS
    acts = t.ACTIONS
    if verb == "extend":
        return pick(acts, _EXTEND) % (pick(colours, action[1]), action[2])
    if verb == "marry":  # with the price paid before, where it is paid without asking
        price = action[2] if len(action) == 3 else 0
        return pick(acts, _MARRY) + pick(colours, action[1]) + (" %d$" % price if price else "")
    if verb == "fewer":
        return pick(acts, _FEWER)
    if verb == "pass":
        return pick(acts, _PASS)
    if verb == "pay":
        return pick(acts, _PAID) % action[1]
    if verb == "keep":
        return pick(acts, _KEEP) % (action[1], state["hands"][state["turn"]] + action[1])
    if verb == "bag":
        return "%s: %s" % (
            pick(colours, action[1]),
            pick(t.NEWS, _TO_BOARD if eng.is_married(state, action[1]) else _OUT),
        )
    if verb == "plain":
        return pick(acts, _PLAIN)
    if verb == "goods":
        return pick(acts, _NEW_GOODS)
    if verb == "join":
        space = state["goods"][action[1]]
        return pick(acts, _JOIN) + pick(colours, space[0]) + ("*" if space[2] >= 0 else "")
    if verb == "meet":
        return pick(acts, _MEETS) + pick(colours, action[1])
    if verb == "nosale":
        return pick(acts, _NOSALE)
    if verb == "sell":
        return pick(acts, _SELLS) % name(action[1])
    if verb == "card":
        camels = [c for c in state["goods"][action[1]][:2] if c >= 0]
        text = pick(acts, _CARD) + "+".join([pick(colours, c) for c in camels])
        # short names when two long ones do not fit
        return text if len(text) <= 21 else pick(acts, _CARD) + "+".join([pick(t.SHORT, c) for c in camels])
    if verb == "done":
        return pick(acts, _NO_MORE)
    if verb == "cancel":
        return pick(acts, _CANCEL)
    return _entry_screens().label(state, action)


def cursor(state, actions):
    """:return: the likely entry: a marriage's price starts at the price last paid to that family (it is
    printed on the board), else at the last price paid to any; a count of the scoring only at its likely
    value"""
    if state["phase"] == "entry":
        return _entry_screens().cursor(state, actions)
    if state["phase"] != "pay":
        return None
    paid = state["paid"]
    v = paid[state["family"]] or max(paid)
    return min(v, len(actions) - 1) - 1  # a poorer player pays at most all they have (Cancel last)


def leds(state, strip, now):
    """LEDs 1-10: the families, bright once they have a relation; 12-16: the players, whose turn bright."""
    strip.fill((0, 0, 0))
    for f in range(eng.FAMILIES):
        strip.set(f, rgb(_FAMILY_RGB + f, state["related"][f]))
    n = len(state["money"])
    lit = [state["turn"]]
    if state["phase"] == "over":
        res = eng.result(state)
        lit = [p for p in range(n) if res["players"][p]["name"] in res["winners"]]
    for p in range(n):
        strip.set(11 + p, rgb(p, p in lit))
    return None


def rgb(i, bright):
    """:return: colour ``i`` of RGB, full or at an eighth"""
    div = 1 if bright else 8
    return (RGB[3 * i] // div, RGB[3 * i + 1] // div, RGB[3 * i + 2] // div)


def on_apply(state, action, fx):
    if state["phase"] == "claim" and action[0] not in ("card", "done"):
        fx.tune(((660, 120), (440, 200)))  # an end condition is met
    elif state["phase"] == "over":
        fx.tune(((523, 120), (659, 120), (784, 300)))
    elif state["news"] and state["news"][-1][0] == "relation":
        fx.tune(((784, 60), (988, 90)))
    else:
        fx.beep(880, 40)


def _entry_screens():
    """The scoring-only mode's screens (loaded in that mode only)."""
    from companion.games.samarkand import entry_ui as samarkand_entry_ui

    return samarkand_entry_ui
