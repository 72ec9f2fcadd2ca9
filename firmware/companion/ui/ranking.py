# A game's final ranking as screen rows: loaded with the end screen's lines, dropped after them.

from micropython import const

from companion.ui import lang

_SHARED_VICTORY = const(28)  # companion/ui/text_<lang>.py TEXTS


def ranking(res, row, by_total=True):
    """End-screen rows: players by total (a tie keeps seat order), then a line when the win is shared.

    :param res: an engine's result()
    :param row: callable(index, player, won) -> the player's row
    :param by_total: False keeps seat order (two-player games list P1 then P2)
    :return: (rows, order of the player indices)
    """
    players = res["players"]
    order = list(range(len(players)))
    if by_total:
        order = sorted(order, key=lambda i: (-players[i]["total"], i))
    rows = [row(i, players[i], players[i]["name"] in res["winners"]) for i in order]
    if len(res["winners"]) > 1:
        rows.append(lang.ui[_SHARED_VICTORY])
    return rows, order


def result_lines(res):
    """Default end screen: '*' before each winner, name and total."""
    return ranking(res, lambda i, p, won: "%s%-11s%4d" % ("*" if won else " ", lang.player(i), p["total"]))[0]
