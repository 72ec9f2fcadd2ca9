# The Plays menu: the play log as the table reads it (companion.storage.export reads the file and says what it
# found; what to tell is worked out here). Loaded from the game list only, never beside a game.

from micropython import const

from companion import catalog
from companion.memory import forget
from companion.ui import lang, screens
from companion.ui.pages import Message

# indices into companion/ui/text_<lang>.py TEXTS (a const each: no name kept in memory)
_GAMES = const(1)
_SHARED_VICTORY = const(28)
_PLAYS = const(35)
# and into companion/ui/history_text_<lang>.py TEXTS: a table of its own, loaded with this menu only (in the
# menus' table they were a power-up's heap, kept all along)
_NO_PLAYS = const(0)
_STATS = const(1)
_LOG_DAMAGED = const(2)
_PLAYS_KEPT = const(3)
_ACTIONS = const(4)
_TIE_BREAK = const(5)
_STATS_HEAD = const(6)
_MINUTES = const(7)

_TYPED = const(0)
if _TYPED:  # mypy reads this (always_true); MicroPython's compiler drops the block: no import at run time
    from typing import Any

    texts: Any
texts = None  # this menu's table while it is loaded


def show(app, Menu):
    """The plays kept, newest first, under "Wins and best"; a damaged log said first, with what was kept.

    Only where each play's record is stays in the heap (export.index): a row's label is read when the row
    is shown, a play's breakdown when it is picked, the stats a play at a time (a full log of large plays
    is more than a Pico's heap)."""
    global texts
    from companion.storage import export

    root = app.board.root
    try:
        found, bad = export.index(root)
    except MemoryError:
        forget(export.__name__)  # the heap it needs back, to say it
        raise
    texts = lang._table("ui.history_text").TEXTS
    t = lang.ui
    h = texts
    n = len(found) // 2
    if not n:
        forget(export.__name__)
        app.push(Message(t[_PLAYS], [h[_NO_PLAYS]]))
    else:
        labels = _Rows(root, found)

        def pick(app, i):
            if i == 0:
                lines = _stats(export.each(root, found, -1, True))
            else:
                lines = _breakdown(export.play(root, found[2 * (n - i)]))
            app.push(Message(labels[i], lines))

        def back(app):
            app.pop()
            forget(export.__name__)  # kept while the list is shown: its rows are read from the log

        app.push(Menu(t[_PLAYS], labels, pick, back))
    if bad:
        app.push(Message(t[_PLAYS], list(h[_LOG_DAMAGED]) + [lang.plural(h[_PLAYS_KEPT], n) % n]))


class _Rows:
    """The list's labels, "Wins and best" then the plays newest first, each made when its row is shown."""

    def __init__(self, root, found):
        self.root = root
        self.found = found
        self.shown = {}  # the labels of the rows shown last: a cursor move redraws the page

    def __len__(self):
        return len(self.found) // 2 + 1

    def __getitem__(self, i):
        if i == 0:
            return texts[_STATS]
        label = self.shown.get(i)
        if label is None:
            from companion.storage import export

            if len(self.shown) >= 16:
                self.shown = {}
            label = self.shown[i] = _play_row(export.play(self.root, self.found[len(self.found) - 2 * i]))
        return label


def _title(game_id):
    for i in range(len(catalog.GAMES)):
        if catalog.GAMES[i][0] == game_id:
            return lang.ui[_GAMES][i]
    return game_id


def _when(p):
    d = p.get("date")
    return "%02d/%02d" % (d[2], d[1]) if d else "#%d" % p["n"]


def _who(p, i):
    """Seat ``i`` of the play ``p`` as the Plays screens name it: the player's name when it had one."""
    names = p.get("names")
    return names[i] if names and i < len(names) and names[i] else p["seats"][i]


def _play_row(p):
    """A play in the list: its date (or its number), the game, the winner(s) with the best total."""
    won = p["winners"]
    who = _who(p, won[0]) + ("=" if len(won) > 1 else "") if won else "-"
    return screens.fit("%s %s %s %d" % (_when(p), _title(p["game"])[:8], who, max(p["totals"])))


def _breakdown(p):
    """One play whole: every player's total, then their score lines; how the win was decided."""
    t = lang.ui
    code = p["lang"]
    lines = ["%s  %s" % (_when(p), lang.NAMES[lang.LANGS.index(code)] if code in lang.LANGS else code)]
    lines.append(texts[_ACTIONS] % p["actions"])
    if p.get("minutes") is not None:
        lines.append(texts[_MINUTES] % p["minutes"])
    if p["decided"] == "shared":
        lines.append(t[_SHARED_VICTORY])
    elif p["decided"] == "tiebreak":
        lines.append(texts[_TIE_BREAK])
    for i in range(len(p["seats"])):
        won = "*" if i in p["winners"] else " "
        who = p["seats"][i] if _who(p, i) == p["seats"][i] else p["seats"][i] + " " + _who(p, i)
        lines.append(screens.fit("%s%-14s%6d" % (won, who, p["totals"][i])))
        part = p["lines"][i]
        for k in sorted(part):
            lines.append(screens.fit("  %-13s%6s" % (k[:13], part[k])))
    return lines


def _stats(plays):
    """Per game: how many plays, then per player (their name, else their seat) the wins and the best total;
    the games and players in the order the plays (newest first) name them, counted a play at a time."""
    games = []  # type: list  # [game, plays, players, their wins, their best totals] each
    for p in plays:
        g = None
        for e in games:
            if e[0] == p["game"]:
                g = e
        if g is None:
            g = [p["game"], 0, [], [], []]
            games.append(g)
        g[1] += 1
        for i in range(len(p["seats"])):
            s = _who(p, i)
            if s not in g[2]:
                g[2].append(s)
                g[3].append(0)
                g[4].append(p["totals"][i])
            k = g[2].index(s)
            g[3][k] += 1 if i in p["winners"] else 0
            g[4][k] = max(g[4][k], p["totals"][i])
    lines = []
    for g in games:
        lines.append(screens.fit("%s (%d)" % (_title(g[0]), g[1])))
        lines.append(texts[_STATS_HEAD])
        for k in range(len(g[2])):
            lines.append(screens.fit("%-8s%5d%7d" % (g[2][k][:8], g[3][k], g[4][k])))
    return lines
