"""Every game's final screen says the results in full, as a score pad would: after the ranking, why the game
ended, then each player's points line by line as the `score` command gives them (engine.result's breakdown,
a line not said being 0), in English, French and Italian; up and down page through them on the device, the
same in both runtimes."""

import importlib

import pytest
from simdevice import both_runtimes

from host_sim import autoplay, runtime, screen

runtime.use_firmware()

from companion.ui import lang  # noqa: E402

# (game, players, dice seed) of seeded games played to their end by random legal choices
GAMES = (
    ("emerald", 3, 5),
    ("opale", 2, 4),
    ("aton", 2, 5),
    ("roma", 2, 5),
    ("samarkand", 3, 5),
    ("witch_race", 3, 5),
)
HEAD = {"en": "%s, points:", "fr": "%s, points :", "it": "%s, punti:"}
SEAT = {"en": "P", "fr": "J", "it": "G"}
ATON = {"en": ("Red", "Blue"), "fr": ("Rouge", "Bleu"), "it": ("Rosso", "Blu")}
# why the game ended, as the final screen says it (the seeded games' reasons)
WHY = {
    "emerald": {"en": ("Game over: ",), "fr": ("Fin: ",), "it": ("Fine: ",)},
    "opale": {"en": ("End: ",), "fr": ("Fin: ",), "it": ("Fine: ",)},
    "aton": {"en": ("Won by",), "fr": ("Victoire par",), "it": ("Vittoria con",)},
    "roma": {
        "en": ("No points left", "Reserve empty"),
        "fr": ("Un joueur à 0 PV", "Réserve vide"),
        "it": ("Giocatore a 0 PV", "Riserva vuota"),
    },
    "samarkand": {
        "en": ("All families met", ": 5 relations", "Nobody can play"),
        "fr": ("Chaque fam. liée", ": 5 relations", "Jeu bloqué"),
        "it": ("Ogni fam. legata", ": 5 relazioni", "Gioco bloccato"),
    },
    "witch_race": {"en": (": 3 witches home",), "fr": (" a fini la course",), "it": (" ha finito la corsa",)},
}


def _over(game, players, seed):
    _, s = autoplay.random_game(game, players, seed, 1, 5000)
    assert s.over(), game
    return s


def _end_lines(game, state, code):
    pages = importlib.import_module("companion.games.%s.pages" % game)
    lang.use(code)
    lang.start_game(game)
    try:
        return pages.end_lines(state)
    finally:
        lang.end_game()
        lang.use(lang.DEFAULT)


@pytest.mark.parametrize("code", ("en", "fr", "it"))
@pytest.mark.parametrize("game, players, seed", GAMES)
def test_the_final_screen_says_why_and_each_players_points_as_score_gives_them(game, players, seed, code):
    s = _over(game, players, seed)
    if game == "opale":  # the points table's values (random play enters none): each card type scores
        s.state["pts"] = [3, 1, 2, 4, 5, 2, 1, 6]
    res = s.engine.result(s.state)  # what `score` gives for this table
    lines = _end_lines(game, s.state, code)
    assert all(len(x) <= 21 for x in lines), lines
    assert [x for x in lines if [w for w in WHY[game][code] if w in x]], (code, lines)  # why it ended
    for i, pl in enumerate(res["players"]):
        name = ATON[code][i] if game == "aton" else "%s%d" % (SEAT[code], i + 1)
        head = lines.index(HEAD[code] % name)
        block = []
        for line in lines[head + 1 :]:
            if not line.startswith(" "):
                break
            block.append(int(line.split()[-1]))
        # every line of the breakdown that scored, and nothing else: the same points, adding up to the total
        scored = sorted([v for v in pl["breakdown"].values() if v])
        assert sorted([v for v in block if v]) == scored, (code, name, block, pl)
        assert sum(block) == pl["total"], (code, name, block, pl)


@pytest.mark.parametrize("game, players, seed", GAMES)
def test_the_final_screen_pages_with_up_and_down_in_both_runtimes(game, players, seed, tmp_path):
    """The news of the last action, then every end line, seven rows at a time under the title."""
    presses, s = autoplay.random_game(game, players, seed, 1, 5000)
    assert s.over()
    news = importlib.import_module("companion.games.%s.ui" % game).news
    lang.start_game(game)
    try:
        lines = news(s.state) + _end_lines(game, s.state, "en")
    finally:
        lang.end_game()
    lines.append("ROLL: play again")  # the final screen's last line, the same in every game
    pages = max(1, (len(lines) - 7 + 6) // 7 + 1)
    events = presses + ["frame"] + (["down"] * 7 + ["frame"]) * (pages - 1) + ["up", "frame"]
    out = both_runtimes(events, seed, tmp_path, "en")
    frames = [screen.text_cells(screen.parse_frame(x)["display"])[0] for x in out if x.startswith("F ")]
    seen = []
    for k, rows in enumerate(frames[:-1]):
        top = max(0, min(7 * k, len(lines) - 7))
        want = [x[:20] for x in lines[top : top + 7]]
        assert [r[:20].rstrip() for r in rows[1 : 1 + len(want)]] == [x.rstrip() for x in want], (k, rows)
        seen += lines[top : top + 7]
    assert set(seen) == set(lines)  # every line reached the glass
    last = max(0, len(lines) - 7)
    if last:  # up: one line back
        want = [x[:20].rstrip() for x in lines[last - 1 : last + 6]]
        assert [r[:20].rstrip() for r in frames[-1][1:8]] == want, frames[-1]


@pytest.mark.parametrize(
    "code, cite, deck", [("en", "End: third Cité", "End: P%d deck empty"), ("it", "Fine: terza Cité", None)]
)
def test_opale_says_whether_the_third_cite_or_an_empty_deck_ended_it(code, cite, deck):
    s = _over("opale", 2, 4)  # ended by a deck: the other player played the last turn
    assert s.state["cite"] < 3
    if deck is not None:
        assert deck % (2 - s.state["last"]) in _end_lines("opale", s.state, code)
    s.state["cite"] = 3  # the third Cité trigger ends it the same way: the other player's last turn
    lines = _end_lines("opale", s.state, code)
    assert cite in lines and not [x for x in lines if "deck" in x or "mazzo" in x], lines
