# The seats' names (P1..P6): chosen once in Settings, kept in the settings, carried by the play log.
# Loaded from the settings menu (never beside a game: its names would be interned in a game's qstr pools)
# and by the simulator's `names` command, which checks and stores them with this code.
#
# settings["names"]: the six seats' names ("" a seat without one), then up to six names used before,
# newest first, for the short list the entry offers; absent until a name is given.

from micropython import const

from companion.ui import buttons, lang, screens

# indices into companion/ui/text_<lang>.py TEXTS (a const each: no name kept in memory)
_NAMES = const(37)
_NEW_NAME = const(38)
_NO_NAME = const(39)
_NAME_KEYS = const(40)

_SEATS = const(6)
_LONGEST = const(8)
# the letters a name may hold, in the order the entry offers them: the likelier first, so that the list
# starts on the likely letter (initials, then the letters after one, as in names of the three languages)
FIRST = "MALSCGPEDRFBNTVIJKHOUWYZQXÉÈÀÁÂÄÃÅÆÇÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞ"
NEXT = "aeinorlstucmdgvbpfhzkjywqxéèàçëïîêôòùûüìíáâäãåæðñóõöøúýþÿß"
# after one of these the likely letter is a consonant: the list starts on "n" (after any other, on "a")
VOWELS = "AEIOUaeiouyÀÁÂÄÃÅÉÈÊËÌÍÎÏÒÓÔÕÖØÙÚÛÜéèàëïîêôòùûüìíáâäãåóõöøú"


def check(name):
    """None when ``name`` may name a seat (1 to 8 letters the display's font has: Latin-1's), else why."""
    if not 0 < len(name) <= _LONGEST:
        return "a name has 1 to %d letters" % _LONGEST
    for c in name:
        if c not in FIRST and c not in NEXT:
            return "%s (U+%04X) is not a letter the device can show" % (c, ord(c))
    return None


def seats(settings):
    """The six seats' names, "" for a seat without one."""
    names = settings.get("names")
    if type(names) is not list:  # none yet (the settings do not check it at power-up: its heap is tight)
        names = []
    return [names[i] if i < len(names) and type(names[i]) is str else "" for i in range(_SEATS)]


def assign(settings, seat, name):
    """Name ``seat`` (0 the first) ``name`` ("" none): a seat that had it loses it (a name is one player's),
    a name given up goes first among the names used before."""
    names = settings.get("names")
    now = seats(settings)
    used = [n for n in names[_SEATS:] if type(n) is str and n and n != name] if type(names) is list else []
    old = now[seat]
    for i in range(_SEATS):
        if name and now[i] == name:
            now[i] = ""
    now[seat] = name
    if old and old != name and old not in now:
        used.insert(0, old)
    used = [n for n in used if n not in now][:_SEATS]
    settings["names"] = now + used


def _store(app, seat, name):
    assign(app.settings, seat, name)
    app.settings_dirty = True  # stored by the press loop once this press is handled


def menu(app, Menu):
    """Settings' "Names": the seats with their names; a seat picked offers a new name, none, or one used
    before."""
    t = lang.ui

    def labels(app):
        now = seats(app.settings)
        return [lang.player(i) + " " + (now[i] or "-") for i in range(_SEATS)]

    def pick(app, seat):
        now = seats(app.settings)
        known = [n for n in now + (app.settings.get("names") or [])[_SEATS:] if n and n != now[seat]]
        choices = [t[_NEW_NAME], t[_NO_NAME]] + known

        def chosen(app, i):
            app.pop()
            if i == 0:
                app.push(Entry(seat))
            else:
                _store(app, seat, "" if i == 1 else known[i - 2])

        app.push(Menu(lang.player(seat), choices, chosen))

    app.push(Menu(t[_NAMES], labels, pick))


class Entry(screens.Screen):
    """A name letter by letter: up/down through the letters (a hold repeats, the list wraps), starting on the
    likely one; ok takes it and goes on to the next, back erases the last; a long ok keeps the name shown
    (the 8th letter's ok too). Back on an empty name leaves it as it was."""

    def __init__(self, seat):
        self.seat = seat
        self.name = ""
        self.k = 0  # the letter offered: its index in FIRST or NEXT

    def press(self, app, ev):
        letters = NEXT if self.name else FIRST
        if ev == buttons.UP:
            self.k = (self.k - 1) % len(letters)
        elif ev == buttons.DOWN:
            self.k = (self.k + 1) % len(letters)
        elif ev == buttons.OK and len(self.name) < _LONGEST - 1:
            c = letters[self.k]
            self.name += c
            self.k = 3 if c in VOWELS else 0  # NEXT[3]: "n"
        elif ev in (buttons.OK, buttons.OK + buttons.LONG):
            app.pop()
            _store(app, self.seat, self.name + letters[self.k])
        elif ev == buttons.BACK:
            if not self.name:
                app.pop()
                return
            last = self.name[-1]
            self.name = self.name[:-1]
            self.k = (NEXT if self.name else FIRST).find(last)

    def draw(self, app, rows):
        letters = NEXT if self.name else FIRST
        n = len(letters)
        k = self.k
        screens.draw_title(rows, lang.player(self.seat))
        rows.put(1, " " + self.name + letters[k])
        rows.put(2, " " * (len(self.name) + 1) + "^")
        # the letters either way, as up and down bring them
        near = [letters[(k + d) % n] for d in (-3, -2, -1, 0, 1, 2, 3)]
        near[3] = "[" + near[3] + "]"
        rows.put(3, " ".join(near))
        keys = lang.ui[_NAME_KEYS]
        for r in range(len(keys)):
            rows.put(4 + r, keys[r])


def store_names(root, given):
    """The simulator's `names`: ``given`` [(seat, name), ...] (name "" takes a seat's away) stored in the
    settings of the device at ``root``, as Settings' Names would; checked first, nothing written on a bad
    one. :return: the six seats' names, or a line saying why nothing was written"""
    from companion.core import jsonc
    from companion.storage import recover, store

    for seat, name in given:
        why = check(name) if name else None
        if why is not None:
            return "P%d: %s" % (seat + 1, why)
    try:
        if recover._read(store.join(root, store.SETTINGS + store.NEW_SUFFIX)) is not None:
            raise ValueError
        seq, doc = recover.load_settings(root)
        settings = recover.check_settings(doc) if doc is not None else None
    except ValueError:
        return "the device's settings need its power-up first (a play or screen command)"
    if settings is None:
        return "no device there yet: its first power-up makes one (a play or screen command)"
    for seat, name in given:
        assign(settings, seat, name)
    if given:
        out = {"format": store.FORMAT, "settings": settings}
        if "report" in doc:
            out["report"] = doc["report"]
        store.save_settings(root, seq + 1, lambda f: jsonc.dump(out, f.write))
    return seats(settings)
