# The language the device speaks: one table of texts per language and part, only the language in use loaded.
#
# A table is a module: companion/ui/text_en.py (the menus and the game screen: one tuple TEXTS, each line
# commented with its name, read by const() index: ``lang.ui[_SETTINGS]``) and
# companion/games/<game>/text_en.py (a game's: a few UPPER_CASE names, each a tuple of texts read by const()
# index, or a text of "|"-separated pieces), with _fr and _it siblings holding the same texts in the same
# order. Few names and const indices:
# every name is a qstr, interned for good, and a game's qstrs must stay within their pool (see
# docs/MEMORY.md). Code reads the table when it needs a text, so a language chosen in the middle of a
# game is spoken at the next frame.

from micropython import const

from companion.catalog import LANGS
from companion.memory import take

_TYPED = const(0)
if _TYPED:  # mypy reads this (always_true); MicroPython's compiler drops the block: no import at run time
    from typing import Any

    current: Any  # a code of LANGS, None while none is loaded (the screens read it loaded)
    ui: Any  # likewise: None only while use() swaps the tables
    players: list[str]

DEFAULT = LANGS[0]
NAMES = ("English", "Fran\u00e7ais", "Italiano")  # each language named in its own words

current = None
ui = None  # the texts of the menus and the game screen: a Table
players = []  # the seats' names in this language, as player() worked them out (screens ask at every change)
game = None  # the table of the game in play (None between games)
_game_id = None
_TUPLE = const(0x80)  # in a Table, the top bit of a text's end: the text is a tuple of lines
_PIECES = const(0x80)  # the top bit of a packed count: the pieces of one "|"-separated text, for pick


class Table:
    """Texts packed in one bytes object (as str objects they would take about 70 bytes of heap each on the
    64-bit port; a bytes, an array and a bytearray per table took some 300): ``table[i]`` is text i (a tuple
    for a text that is a tuple of lines). The layout: companion/ui/textpack.py.

    :param packed: the bytes textpack.pack made (the build packs a table module's tuples ahead)
    """

    def __init__(self, packed):
        self._packed = packed

    def __getitem__(self, i):
        return pick(self._packed, i)


class _Texts:
    """A game's table: its names, the tuples packed into Tables."""


def _table(part):
    """Import the table ``part`` in the current language; the module goes at once: as long as a module lives
    MicroPython keeps every constant of its code, so its texts are copied out, tuples packed into Tables
    (the build packs them ahead: the module then holds a bytes object per table, not a str per text)."""
    mod = take("companion.%s_%s" % (part, current))
    texts = _Texts()
    # its __dict__, not dir(mod): MicroPython's dir() probes every interned name on the object
    for key, value in mod.__dict__.items():
        if key.isupper():
            if type(value) is bytes and not value[0] & _PIECES:  # packed by the build
                value = Table(value)  # (a text's pieces stay bytes: pick reads them, with no object around)
            elif key != "OPTIONS" and type(value) is tuple:
                from companion.ui import textpack  # a table module as written (CPython, a source install)

                if textpack.packable(value):
                    value = Table(textpack.pack(value))
            setattr(texts, key, value)
    return texts


def use(code):
    """Speak ``code`` (one of LANGS; anything else is English) from now on.

    :return: True when the language changed
    """
    global current, ui
    if code not in LANGS:
        code = DEFAULT
    if code == current:
        return False
    current = code
    ui = None  # the old texts go before the new ones come
    players.clear()
    try:
        ui = _table("ui.text").TEXTS
    except MemoryError:
        current = None  # none in use: the next call loads them
        raise
    if game is not None:
        game_id = _game_id
        end_game()
        start_game(game_id)
    return True


def start_game(game_id):
    """Load the texts of ``game_id`` unless they are loaded (until end_game or another game); a game's
    screens call it too, so that a test or a script calling them without the app finds their texts.

    :return: the game's table (None for a game without texts of its own)
    """
    global game, _game_id
    if game is not None and game_id == _game_id:
        return game
    end_game()
    _game_id = game_id
    try:
        game = _table("games.%s.text" % game_id)
    except ImportError:
        return None
    return game


def options(game_id):
    """The wording of a game's OPTIONS for its set-up menus, ((title, (label, ...)), ...), or None: read from
    its table's module alone (the set-up packs none of the game's texts: the game starts after a restart)."""
    try:
        mod = take("companion.games.%s.text_%s" % (game_id, current))
    except ImportError:
        return None
    return getattr(mod, "OPTIONS", None)


def pick(group, k):
    """Piece ``k`` of a text of pieces separated by "|", or text ``k`` of packed texts (textpack: a Table's,
    or such a text's pieces the build packed; a packed text that is a tuple of lines comes as a tuple).

    :raises IndexError: no text ``k`` among packed texts
    """
    if type(group) is str:
        i = 0
        while k:
            i = group.find("|", i) + 1
            k -= 1
        j = group.find("|", i)
        return group[i:] if j < 0 else group[i:j]
    b = group
    n = (b[0] & 0x7F) << 8 | b[1]
    if k < 0:
        k += n
    if not 0 <= k < n:
        raise IndexError(k)  # as for a tuple: iteration stops there
    at = 2 + 2 * k
    end = (b[at] & 0x7F) << 8 | b[at + 1]
    start = (b[at - 2] & 0x7F) << 8 | b[at - 1] if k else 0
    data = 2 + 2 * n
    text = str(b[data + start : data + end], "utf-8")
    return tuple(text.split("\n")) if b[at] & _TUPLE else text


def plural(text, n):
    """The form of ``text`` that goes with the number ``n``: its forms are separated by "~" (the display's
    mark of a cut text, so never one of its letters, and a name the device has already), one then more
    ("%d token~%d tokens"), or none, one then more; French says one for 0 as well (when the text has no
    form for none).

    :return: the form, to fill with ``n`` as the caller's other texts
    """
    i = text.find("~")
    if i < 0:
        return text
    j = text.find("~", i + 1)
    if j >= 0:
        if not n:
            return text[:i]
        text = text[i + 1 :]
        i = j - i - 1
    return text[:i] if n == 1 or not n and current == LANGS[1] else text[i + 1 :]  # LANGS[1]: French


def end_game():
    global game
    game = None
    players.clear()  # their heap is the next game's


def player(p):
    """:param p: a seat, 0 the first :return: the player as every screen names them: P1, J1, G1"""
    if p < 0:  # no one (a game may ask before it knows who decides): not kept
        return ui[0] % (p + 1)
    names = players
    while len(names) <= p:
        names.append(ui[0] % (len(names) + 1))  # PLAYER, the first text of the menus' table
    return names[p]


use(DEFAULT)  # until the settings say otherwise (and for code that runs without the app: scripts, tools)
