# The words of each game's widths.py (the widest values of its texts): the desk's, never on the device.
#
# A template's widest values are a tuple, one value for each blank: a number or a text as it is shown, or one
# of the specs below, which tests/device/test_text_fit.py works out in the language it measures. Helpers
# rather than bare tuples, so that a game's table reads as it is meant ("the widest of GEMS's pieces 4 to
# 7"); this module and the widths files stay on the desk (host_sim/build.py on_device).

P = ("P",)  # the game's last seat in the language (P6, J6, G6): the widest player name


def W(name, *pieces):
    """The widest text of the table ``name`` (or of its pieces ``pieces``) in the language measured."""
    return ("W", name, pieces)


def T(name, i):
    """Text ``i`` of the table ``name`` in the language measured."""
    return ("T", name, i)


def F(name, i, *args):
    """Text ``i`` of the table ``name`` filled with ``args`` (a template's value made from another)."""
    return ("F", name, i, args)


def FORMS(*specs):
    """The widest values of each form of a text of forms (lang.plural): one, more; or none, one, more. A
    language with fewer forms than named measures its forms with the last ones."""
    return list(specs)


class ALTS(tuple):
    """The widest values of each case a template is filled in, when its values go together (a magic card
    never sends a witch home): each case measured."""


def ANY(*choices):
    """The widest of several values (a player's name, or the word for nobody)."""
    return ("ANY", choices)
