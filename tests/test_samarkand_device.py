"""Samarkand on the simulated device (`host_sim play --events`), both runtimes, heap 96k."""

from simdevice import play_both

from host_sim import runtime


def _both(events, tmp_path, setup=()):
    return [doc["game"] for doc in play_both(events, *setup, "--seed", "5", state_root=tmp_path)]


# In the scoring entry the list is the allowed steps (+1, -1, +5, -5, +10, -10 for dirhams; +2, -2, +10, -10
# for relation tiles, which come in pairs) then "next"; the cursor is back on top after every press and
# "up" wraps to "next".
NEXT = ["up", "ok"]


def test_turns_end_and_scoring_through_the_screens(tmp_path):
    events = ["ok", "down", "ok", "down", "down", "ok"]  # P1 marries, P2 extends by 1, P3 by 2
    events += ["up", "ok"]  # P1: "Game end reached" (the last entry)
    # P1: 11 dirhams, 1 goods tile, 2 relation tiles, 1 camel of an own family -> 11 + 1 + 2 + 4 = 18
    events += ["down", "down", "ok", "ok"] + NEXT + ["ok"] + NEXT + ["ok"] + NEXT + ["ok"] + NEXT + NEXT
    # P2: 6 dirhams, no goods tile, 10 relation tiles, 2 camels of other families -> 6 + 10 + 2 = 18
    events += ["down", "ok", "ok"] + NEXT + NEXT + ["down", "ok"] + NEXT + NEXT + ["ok", "ok"] + NEXT
    # P3: 10 dirhams, then a mistake undone, then nothing else -> 10
    events += ["down", "down", "ok", "ok", "back:long"] + NEXT * 5
    docs = _both(events, tmp_path, ["--game", "samarkand", "--players", "3"])
    assert [docs[i]["state"]["turn"] for i in (0, 2, 5)] == [1, 2, 0]
    assert docs[5]["undoable"] == [["marry"], ["extend", 1], ["extend", 2]]
    # "Le jeu se termine immédiatement [...] Le tour n'est pas joué jusuq'au bout. On procède au décompte"
    assert docs[7]["state"]["ph"] == "score" and docs[7]["state"]["turn"] == 0
    end = docs[-1]["state"]
    assert end["ph"] == "over"
    assert end["v"] == [[11, 1, 2, 1, 0], [6, 0, 10, 0, 2], [10, 0, 0, 0, 0]]
    assert end["limit"] == 10  # "A 3 joueurs................. 10 cartes"
    # "En cas d'égalité, tous les joueurs ex aequo se partagentla victoire." 11+1+2+4 = 18 = 6+10+2
    runtime.use_firmware()
    from companion.games import samarkand

    res = samarkand.result(end)
    assert [p["total"] for p in res["players"]] == [18, 18, 10] and res["winners"] == ["P1", "P2"]
    # undo took back the +1, not more
    assert ["add", 1] not in docs[-1]["undoable"][-6:]


def test_scoring_only_mode_from_the_menu(tmp_path):
    # menu: the sixth game, 5 players, mode "Scoring only"
    events = ["down"] * 5 + ["ok"] + ["down"] * 3 + ["ok", "down", "ok"]
    events += ["down", "down", "ok"] + NEXT * 5  # P1: 10 dirhams
    events += NEXT * 20  # the four others: nothing
    docs = _both(events, tmp_path)
    st = docs[11]["state"]
    # "A 5 joueurs................. 6 cartes"
    assert docs[11]["players"] == 5 and st["limit"] == 6 and st["ph"] == "score"
    assert docs[-1]["state"]["ph"] == "over"
    assert docs[-1]["state"]["v"][0] == [10, 0, 0, 0, 0]
    assert sum(sum(v) for v in docs[-1]["state"]["v"][1:]) == 0


def test_the_screen_says_the_last_turn(tmp_path):
    from simdevice import frames_both

    from host_sim import autoplay

    events = autoplay.setup_presses("samarkand", 3) + ["frame", "ok", "frame", "down", "down", "ok", "frame"]
    frames, _ = frames_both(events, tmp_path, 5)
    lines = [[x.rstrip() for x in f["lines"]] for f in frames]
    # "On joue dans le sens des aiguilles d'une montre, en commençant par le joueur le plus jeune."
    assert lines[0][:2] == ["P1: your turn", "Youngest starts"]
    assert lines[1][:2] == ["P2: your turn", "P1 married"]
    assert lines[2][:2] == ["P3: your turn", "P2 +2 camels"]
