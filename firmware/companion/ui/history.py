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
    """The plays kept, newest first, under "Wins and best"; a damaged log said first, with what was kept."""
    global texts
    from companion.storage import export

    try:
        kept, bad = export.read(app.board.root)
    finally:
        forget(export.__name__)
    texts = lang._table("ui.history_text").TEXTS
    t = lang.ui
    h = texts
    kept.reverse()
    if not kept:
        app.push(Message(t[_PLAYS], [h[_NO_PLAYS]]))
    else:
        labels = [h[_STATS]] + [_play_row(p) for p in kept]

        def pick(app, i):
            lines = _stats(kept) if i == 0 else _breakdown(kept[i - 1])
            app.push(Message(labels[i], lines))

        app.push(Menu(t[_PLAYS], labels, pick))
    if bad:
        n = len(kept)
        app.push(Message(t[_PLAYS], list(h[_LOG_DAMAGED]) + [lang.plural(h[_PLAYS_KEPT], n) % n]))


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


def _stats(kept):
    """Per game: how many plays, then per player (their name, else their seat) the wins and the best total."""
    lines = []
    games = []
    for p in kept:
        if p["game"] not in games:
            games.append(p["game"])
    for g in games:
        ours = [p for p in kept if p["game"] == g]
        lines.append(screens.fit("%s (%d)" % (_title(g), len(ours))))
        lines.append(texts[_STATS_HEAD])
        seats = []
        for p in ours:
            for i in range(len(p["seats"])):
                if _who(p, i) not in seats:
                    seats.append(_who(p, i))
        for s in seats:
            wins = 0
            best = None
            for p in ours:
                for i in range(len(p["seats"])):
                    if _who(p, i) == s:
                        wins += i in p["winners"]
                        best = p["totals"][i] if best is None else max(best, p["totals"][i])
            assert best is not None  # s sat in one of ours at least
            lines.append(screens.fit("%-8s%5d%7d" % (s[:8], wins, best)))
    return lines
