"""The effort bench's press counting (host_sim/effortbench.py): fewest presses, holds, wrap, turns."""

import pytest

from host_sim import autoplay, effortbench, runtime

runtime.use_firmware()

from companion.core import rng  # noqa: E402
from companion.core.session import Session  # noqa: E402
from companion.games.samarkand import engine as sk  # noqa: E402
from companion.ui import buttons  # noqa: E402


@pytest.mark.parametrize(
    "n,start,chosen,reach,presses",
    [
        (20, 9, 9, 1, 1),  # already there: ok
        (20, 9, 11, 1, 3),  # two downs, ok
        (20, 9, 0, 1, 10),  # nine ups (the other way is eleven downs)
        (20, 0, 19, 1, 2),  # up from the first row wraps to the last
        (4, 3, 0, 1, 2),  # down from the last row wraps to the first
        (20, 9, 11, 6, 2),  # a hold of two rows is one press
        (20, 9, 0, 6, 3),  # nine rows up: a hold of six, then one of three
        (20, 0, 10, 6, 3),  # ten rows either way
        (29, 0, 14, 6, 4),  # six, six, two
        (36, 0, 18, 6, 3),  # a long list: a hold goes on 5 rows at a time after six (to 16), then two
        (100, 0, 46, 6, 2),  # 6 + 8 jumps of 5
        (100, 10, 0, 6, 3),  # ten rows up: six, then four
        (100, 0, 50, 1, 51),  # without holds: a press a row
    ],
)
def test_the_fewest_presses_that_choose_an_item(n, start, chosen, reach, presses):
    assert effortbench.choice_presses(n, start, chosen, reach) == presses


def test_the_reach_of_a_hold_is_the_firmwares_slow_repeats():
    assert effortbench.hold_reach() == 1 + buttons._FAST_AFTER
    assert effortbench.move_presses(0, 6) == 0 and effortbench.move_presses(1, 6) == 1
    assert effortbench.move_presses(6, 6) == 1 and effortbench.move_presses(7, 6) == 2


def test_without_holds_the_bench_counts_the_presses_autoplay_sends_the_device():
    """Press by press the same count as the presses that play the game on the device (autoplay, the shorter
    way round from where the cursor starts, each tested in tests/device/test_full_games_device.py)."""
    for game_id, players in (("dragons_gold", 3), ("samarkand", 2), ("opale", 2), ("witch_race", 3)):
        ui = autoplay.game_ui(game_id)
        s = Session(game_id, players, {}, 4)
        pick = rng.seed_state(9)
        sent = counted = 0
        for _ in range(300):
            if s.over() and not s.legal():
                break
            if s.chance():
                s.roll()
                sent += 1
                counted += 1
                continue
            acts = s.legal()
            pick, i = rng.draw(pick, len(acts))
            sent += len(autoplay.choose(ui, s.state, acts, i))
            counted += effortbench.presses_of(ui, s.state, acts, i, 1)
            assert s.act(acts[i]) is None
        assert counted == sent > 100


def test_a_press_that_shows_the_list_costs_its_press_then_the_lists():
    """Course de sorcieres' tile: ``ok``, ``roll``, ``up``, ``down`` enter the four likeliest (a press); a
    long ``roll`` shows the list, the cursor on the fifth: that press, then the list's presses and ``ok``
    (a hold of ``down`` there moves on as on any list)."""
    ui = autoplay.game_ui("witch_race")
    s = Session("witch_race", 3, {}, 1)
    s.engine.apply(s.state, ["die", 4])
    assert s.act(["move", 0]) is None
    acts = s.legal()
    assert len(acts) == 16 and effortbench.direct_of(ui, s.state, acts) == [2, 3, 0, 1]
    reach = effortbench.hold_reach()
    assert [effortbench.presses_of(ui, s.state, acts, i, reach) for i in range(4)] == [1] * 4
    assert [effortbench.presses_of(ui, s.state, acts, i, 1) for i in range(4, 9)] == [2, 3, 4, 5, 6]
    assert [effortbench.presses_of(ui, s.state, acts, i, reach) for i in range(4, 12)] == [2] + [3] * 6 + [4]
    assert effortbench.presses_of(ui, s.state, acts, 15, reach) == 3  # up round the top: a hold of five
    assert autoplay.choose(ui, s.state, acts, 1) == ["roll"]
    assert autoplay.choose(ui, s.state, acts, 6) == ["roll:long", "down", "down", "ok"]
    assert autoplay.choose(ui, s.state, acts, 15) == ["roll:long", "up", "up", "up", "up", "up", "ok"]


def test_number_lists():
    assert effortbench.number_list([["power", v] for v in range(1, 21)])
    assert not effortbench.number_list([["power", 1]])  # a single choice is no entry
    assert not effortbench.number_list([["pay", 1], ["keep", 2]])
    assert not effortbench.number_list([["attack", 0, "thief"], ["attack", 1, "thief"]])
    assert not effortbench.number_list([["deal"], ["nodeal"]])


def test_median_and_percentile():
    assert effortbench.median([3, 1, 2]) == 2 and effortbench.median([1, 2, 3, 10]) == 2.5
    values = list(range(1, 11))
    assert effortbench.percentile(values, 90) == 9 and effortbench.percentile(values, 100) == 10
    assert effortbench.percentile([7], 90) == 7


def test_turns_follow_whose_turn_it_is_and_the_report_names_every_game():
    dragons = []
    reach = effortbench.hold_reach()
    setup, end, turns, numbers, _tiles = effortbench.play("dragons_gold", 4, 1, reach, dragons)
    # the menus (game 2 of 8, 4 of 3-6 players, the rules) and 8 entries of the opening dragons (power, known
    # tokens), then a roll
    assert setup >= 3 + 8 + 1
    assert end >= 4 + 1 + 5  # the end: each player's points, the black diamond, five colours
    assert dragons and min(dragons) >= 2  # a new dragon during the hunt: two picks, an ok each at least
    assert min(turns) >= 1 and len(turns) > 10
    assert all(n >= 2 and 1 <= c <= effortbench.choice_presses(n, 0, n // 2, 1) for n, c in numbers)
    figures = effortbench.measure(seeds=(1,), games=(("opale", 2), ("dragons_gold", 3)))
    lines = effortbench.report(figures, 1)
    assert [x.split()[0] for x in lines[2:4]] == ["opale", "dragons_gold"]
    assert [x for x in lines if x.startswith("  a new dragon (power, known tokens): median ")]
    assert "20 values or more" in lines[-3]
    assert [x.split()[:3] for x in lines[-2:]] == [
        ["emerald", "scoring", "only,"],
        ["samarkand", "scoring", "only,"],
    ]


def test_a_scoring_only_table_enters_what_the_components_allow():
    """Emerald: the gold cards in play (23, worth at most 73), 4 treasures, 22 gem cards; Samarkand: the 33
    goods and 50 relation tiles; each player's presses at least one a count."""
    pick = rng.seed_state(5)
    for _ in range(30):
        pick, table = effortbench.scoring_table("emerald", 3, pick)
        assert sum(len(p["gold"]) for p in table) <= 23 and sum(sum(p["gold"]) for p in table) <= 73
        assert sum(p["tr"] for p in table) <= 4 and sum(sum(p["gems"]) for p in table) <= 22
        assert max(max(p["gems"]) for p in table) <= 6
        pick, table = effortbench.scoring_table("samarkand", 3, pick)
        assert sum(p[1] for p in table) <= 33 and sum(p[2] for p in table) <= 50
    reach = effortbench.hold_reach()
    assert min(effortbench.scoring_presses("emerald", 3, 1, reach)) >= 6  # gold, treasures, 4 kinds of gem
    assert min(effortbench.scoring_presses("samarkand", 3, 1, reach)) >= 5  # 5 counts
    held = effortbench.scoring_presses("samarkand", 3, 1, reach)
    assert sum(held) < sum(effortbench.scoring_presses("samarkand", 3, 1, 1))  # holds help


def test_a_value_its_own_button_enters_is_one_press():
    """Aton's cartouche values: up, down, ok and roll enter 1-4 at once, one press a card (the list cost 1-3
    presses each); autoplay sends that button, and the bench counts what autoplay sends."""
    ui = autoplay.game_ui("aton")
    s = Session("aton", 2, {}, 3)
    assert s.act(["board"]) is None
    sent = []
    for value in (2, 1, 3, 4, 3, 2, 4, 4):
        acts = s.legal()
        i = acts.index(["card", value])
        assert effortbench.direct_of(ui, s.state, acts) == [0, 1, 2, 3]
        sent += autoplay.choose(ui, s.state, acts, i)
        assert s.act(acts[i]) is None
    assert sent == ["down", "up", "ok", "roll", "ok", "down", "roll", "roll"]
    # then how many of Red's 4 pieces are in temple 1 (temples 1-3): 0, 1, 2 and the row of 3 and 4, a
    # button each too
    assert s.state["phase"] == "place" and s.legal()[0] == ["count", 1, 0]
    assert effortbench.direct_of(ui, s.state, s.legal()) == [0, 1, 2, 3]
    # Red's four cards, the first turn of a seeded game, 4 presses (Blue's, when Blue then moves first, go on
    # into Blue's move: one turn)
    setup, end, turns, numbers, _tiles = effortbench.play("aton", 2, 1, effortbench.hold_reach())
    assert turns[0] == 4


def test_an_aton_square_is_drawn_as_the_board_holds_it():
    """A placement's row (a kind of square in a temple) comes up as often as its free squares: four yellow
    squares four times as often as one blue square; a row with none never; a temple asked first as often as
    all its free squares. Where a move is told by counts, its squares are drawn first, the same way, and the
    answers read from them: a count of the pieces in a temple comes up as often as the pieces, each on a
    free square drawn alike, fall there that many times (hypergeometric: the squares of that temple
    against the later temples')."""
    import math

    s = Session("aton", 2, {}, 3)
    for a in (["board"], *[["card", v] for v in (1, 1, 4, 2, 2, 2, 4, 4)]):
        assert s.act(a) is None
    state = s.state
    aton = s.engine
    state["squares"][1][0][aton.BLUE] = 1  # temple 1's blue square taken: a row with no free square
    # a temple, where it is asked first (2 pieces, 4 temples), as often as its free squares
    temples = s.legal()
    assert temples == [["temple", t, 1] for t in (1, 2, 3, 4)]
    pick = rng.seed_state(5)
    seen = [0] * 4
    for _ in range(4000):
        pick, i = effortbench.aton_square(state, temples, pick)
        seen[i] += 1
    free = [sum([aton.free(state, t, k) for k in range(len(aton.KINDS))]) for t in range(4)]
    for n, f in zip(seen, free):
        assert abs(n - 4000.0 * f / sum(free)) < 90, (seen, free)
    # 4 pieces: the move's squares drawn at its first question, as above; how many in temple 1 read from
    # them, as often as 4 squares drawn from all the free ones hold that many
    state["left"] = 4
    counts = s.legal()
    assert counts == [["count", 1, n] for n in range(3)] + [["count", 1, -1]]
    pick = rng.seed_state(5)
    seen = [0] * 5
    for _ in range(4000):
        facts = {}
        pick, i = effortbench.aton_square(state, counts, pick, facts)
        drawn = facts["move"][2]
        assert len(drawn) == 4 and all(aton.free(state, t - 1, k) > 0 for t, k in drawn)
        n = len([p for p in drawn if p[0] == 1])
        assert counts[i] == ["count", 1, n if n < 3 else -1]  # read from the squares drawn
        assert effortbench.aton_square(state, counts, pick, facts) == (pick, i)  # drawn once a move
        seen[n] += 1
    for n in range(5):
        p = math.comb(free[0], n) * math.comb(sum(free[1:]), 4 - n) / float(math.comb(sum(free), 4))
        assert abs(seen[n] - 4000.0 * p) < 90, (seen, n, p)
    # a row of squares the same way (every temple's rows at once, as a list of them would offer)
    acts = aton._squares(state)
    assert ["place", 1, "blue"] not in acts
    acts.insert(3, ["place", 1, "blue"])
    pick = rng.seed_state(5)
    seen = [0] * len(acts)
    for _ in range(4000):
        pick, i = effortbench.aton_square(state, acts, pick)
        seen[i] += 1
    free = [aton.free(state, a[1] - 1, aton.KINDS.index(a[2])) for a in acts]
    assert seen[3] == 0 and free[3] == 0
    for n, f in zip(seen, free):
        assert abs(n - 4000.0 * f / sum(free)) < 90, (seen, free)


def test_each_witch_tile_turned_is_counted_once_with_what_it_cost():
    """One entry per tile turned face up: the presses of all its questions, 0 for one never asked."""
    figures = effortbench.measure(seeds=range(1, 5), games=(("witch_race", 3),))
    tiles = figures["witch_race"][8]
    turned = 0
    for seed in range(1, 5):
        runtime.use_firmware()
        _setup, _end, _turns, _numbers, t = effortbench.play("witch_race", 3, seed, effortbench.hold_reach())
        assert t and min(t) >= 0
        turned += len(t)
    assert len(tiles) == turned and 0 in tiles  # a stage's last tiles leave no doubt: turned unasked
    assert effortbench.median(tiles) <= 2 and max(tiles) <= 5  # one list: ok, or a hold then ok, mostly


def test_every_press_a_witch_tile_costs_is_charged_to_it_also_when_asked_again(monkeypatch):
    """Another colour's number is told by its colour only; its value is asked when a witch of that colour
    lands on it: both questions' presses go to that tile, and the tiles' presses are all the questions'."""
    reach = effortbench.hold_reach()
    ui = autoplay.game_ui("witch_race")
    asked = []  # (square, presses) per question
    tile = effortbench.witch_tile

    def spy(state, acts, facts, pick):
        pick, i = tile(state, acts, facts, pick)
        asked.append((state["at"], effortbench.presses_of(ui, state, acts, i, reach)))
        return pick, i

    monkeypatch.setattr(effortbench, "witch_tile", spy)
    total = 0
    for seed in range(1, 4):
        del asked[:]
        _setup, _end, _turns, _numbers, tiles = effortbench.play("witch_race", 3, seed, reach)
        assert sum(tiles) == sum([p for _q, p in asked])
        squares = [q for q, _p in asked]
        again = [q for q in set(squares) if squares.count(q) > 1]
        total += len(again)
        for q in again:  # a tile asked twice cost at least a press each time
            assert sum([p for sq, p in asked if sq == q]) >= 2
    assert total  # a value asked when that colour's witch came


def test_a_turn_is_counted_as_the_screen_s_title_names_the_player():
    """P1's witch lands on P2's magic sign: "P2 push back?" is P2's choice, within P1's move; the tile
    list's title names nobody: P1's turn goes on."""
    ui = autoplay.game_ui("witch_race")
    s = Session("witch_race", 2, {}, 1)
    eng = s.engine
    s.state["tiles"][2] = 16 * 1 + eng.MAGIC  # a green (P2) magic sign on square 3
    assert s.engine.apply(s.state, ["die", 3]) is None and s.act(["move", 0]) is None
    assert s.state["phase"] == "foe" and s.state["turn"] == 0
    assert ui.title(s.state) == "P2 push back?" and effortbench.whose("witch_race", s.state, ui) == 1
    assert effortbench.whose("witch_race", s.state) == 0  # the engine's turn: the mover
    t = Session("witch_race", 2, {}, 1)
    assert t.engine.apply(t.state, ["die", 3]) is None and t.act(["move", 0]) is None
    assert t.state["phase"] == "colour" and effortbench.whose("witch_race", t.state, ui) is None


def test_samarkand_games_in_a_row_keep_the_prices_of_one_board():
    """The prices printed on the board are drawn once for all the games, and the device keeps those paid
    (each paid at its printed price, a table never paying a price more than it has)."""
    reach = effortbench.hold_reach()
    kept = {}
    effortbench.play("samarkand", 3, 1, reach, None, kept)
    board = dict(kept["facts"])
    assert board and kept[sk.REMEMBER] == [board.get(f, 0) for f in range(10)]
    effortbench.play("samarkand", 3, 2, reach, None, kept)
    assert len(kept["facts"]) >= len(board) and [f for f in board if kept["facts"][f] != board[f]] == []
    assert kept[sk.REMEMBER] == [kept["facts"].get(f, 0) for f in range(10)]
    assert "samarkand" in effortbench.IN_A_ROW and "roma" not in effortbench.IN_A_ROW
