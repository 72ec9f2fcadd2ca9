# What a power-up found, told the player: damage kept aside (the "Recovered" screen), a full or failing
# flash. A module of its own, loaded for that only: the damage module's recovery code is not in the heap when
# it is said, after the game's screens (at 96k the two did not fit together).

from micropython import const

from companion.memory import forget
from companion.storage.store import remove_kept

# indices into companion/ui/text_<lang>.py TEXTS (a const each: no name kept in memory)
_RECOVERED = const(29)
_RECOVERED_LINES = const(30)
_GO_ON = const(32)
# what only this module says, in each language (not in the texts a game keeps in memory), 16 columns a line
_WORDS = {
    "en": (
        "%s presses lost",  # how many acknowledged presses a damaged file took ("?": not known)
        ("Flash full", "Nothing more can", "be saved. The", "game is kept as", "last saved."),
        ("Flash error", "Nothing can be", "saved. The game", "is kept as last", "saved."),
    ),
    "fr": (
        "%s appuis perdus",
        ("Mémoire pleine", "Plus rien ne", "peut être gardé.", "La partie reste", "comme gardée."),
        ("Mémoire en panne", "Rien ne peut", "être gardé. La", "partie reste", "comme gardée."),
    ),
    "it": (
        "%s tasti persi",
        ("Memoria piena", "Non si può più", "salvare. La", "partita resta", "come salvata."),
        ("Memoria guasta", "Non si può", "salvare. La", "partita resta", "come salvata."),
    ),
}


def show(app, problems, lost):
    """Tell the player what the power-up found, on top: damage kept aside (the "Recovered" screen, with the
    presses it lost), a full flash (the damaged files kept aside are then taken back: the only room the
    device may take; saving is tried again at the next press)."""
    try:
        _show(app, problems, lost)
    finally:
        forget(__name__)  # its code is needed again only at the next power-up


def _show(app, problems, lost):
    from companion.ui import lang, pages

    t = lang.ui
    words = _WORDS[lang.current]
    notes = []
    if problems:
        lines = list(t[_RECOVERED_LINES])
        if lost:  # above the fold: the problems below may run to several lines
            lines.append(words[0] % ("?" if lost < 0 else str(min(lost, 99))))
        lines.append("")
        for problem in problems:
            lines += pages.wrap(problem)
        notes.append(pages.Message(t[_RECOVERED], lines))
    error = app.error
    if error is not None and error.startswith("flash full: "):
        remove_kept(app.board.root)
        notes.append(pages.Message(words[1][0], list(words[1][1:]) + ["", t[_GO_ON]]))
    elif error is not None and error.startswith("flash failed: "):  # a flash that refuses writes
        notes.append(
            pages.Message(words[2][0], list(words[2][1:]) + [error[14:].partition(":")[0], "", t[_GO_ON]])
        )
    for note in notes:
        app.push(note)


NO_ROOM = "not enough memory for the power-up"  # the error the simulator reports (App.error)
_ERROR = const(31)
_TRY_AGAIN = const(33)
_NO_MEMORY = const(36)


def no_room(app):
    """The power-up's screens found no room: the heap is cleared of them and the device says so; OK powers
    up again (the game, read again on a clean heap, may fit then). What power_up read is kept: it is what
    the flash holds, and what a report of damage it stored says is said at the next power-up. The screens,
    the game's modules and texts are gone already (lifecycle.boot clears them before loading this)."""
    from companion.ui import lang

    app.error = NO_ROOM
    if lang.ui is None:
        lang.use(app.settings["lang"])
    from companion.ui import pages

    t = lang.ui
    app.show(pages.Message(t[_ERROR], list(t[_NO_MEMORY]) + ["", t[_TRY_AGAIN]], _try_again))
    forget(__name__)  # _try_again is kept by the screen, not the module


def _try_again(app):
    """OK on the no-room screen: a power-up again, on a clean heap (a Pico's soft reset); a board that
    cannot restart tries once more in place."""
    app.restart()
    app.resume(NO_ROOM)
