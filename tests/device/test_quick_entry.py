"""Entry that costs few presses: a held up/down repeats and speeds up (the firmware's own button
timing), lists wrap around, number lists start at the likely value; the events file's BUTTON:hold:SECONDS."""

import json

import pytest
from simdevice import frames_both, play_both

from host_sim import autoplay, events, runtime

runtime.use_firmware()

from companion import catalog  # noqa: E402
from companion.core.session import Session  # noqa: E402
from companion.ui import buttons, screens  # noqa: E402
from companion.ui.buttons import DOWN, LONG, OK, UP, Buttons  # noqa: E402

LOOP_MS = 10  # the device loop's period (App.run, the simulator's wait and hold)
DRAGONS = ["down", "ok", "ok", "ok"]  # the game list's second game, 3 players, basic rules
dragons_ui = autoplay.game_ui("dragons_gold")
samarkand_ui = autoplay.game_ui("samarkand")


def feed(b, levels, start, end):
    """The events ``b`` gives for constant ``levels`` from ``start`` to ``end`` ms, a loop pass each 10 ms."""
    out = []
    for t in range(start, end, LOOP_MS):
        ev = b.update(levels, t)
        if ev >= 0:
            out.append((t, ev))
    return out


def lags():
    """How long the firmware takes to count a press and a release (its debounce): measured on ``ok``, whose
    long press comes ``long_press_ms`` after the press is counted and whose short press when its release is.

    :return: (press lag, release lag) in ms, at the 10 ms loop"""
    b = Buttons(-1000, lambda a, c: a - c)
    press = feed(b, 1 << OK, 0, 2000)[0][0] - Buttons.long_press_ms
    b = Buttons(-1000, lambda a, c: a - c)
    feed(b, 1 << OK, 0, 100)
    return press, feed(b, 0, 100, 300)[0][0] - 100


def repeat_times(pressed, let_go):
    """When the moves of a hold come, worked out from the tunables as Buttons says: the first move
    half a long press after the press is counted, then ``_FAST_AFTER`` moves every ``repeat_ms``, then
    every ``_FAST_MS`` until the release is counted."""
    press_lag, release_lag = lags()
    t = pressed + press_lag + Buttons.long_press_ms // 2
    out = []
    while t < let_go + release_lag:
        out.append(t)
        t += buttons._FAST_MS if len(out) > buttons._FAST_AFTER + 1 else Buttons.repeat_ms
    return out


def test_a_held_down_repeats_then_speeds_up_and_its_release_gives_nothing():
    b = Buttons(-1000, lambda a, c: a - c)
    held = feed(b, 1 << DOWN, 0, 2500)
    released = feed(b, 0, 2500, 3000)
    assert [ev for _, ev in held] == [DOWN] * len(held) and released == []
    assert [t for t, _ in held] == repeat_times(0, 2500)
    gaps = [t2 - t1 for (t1, _), (t2, _) in zip(held, held[1:])]
    assert gaps[0] == Buttons.repeat_ms and gaps[-1] == buttons._FAST_MS < Buttons.repeat_ms
    # every row a hold reaches at the slow pace (the effort bench's reach) shows as long as the others:
    # the last of them too, before the fast repeats
    reach = 1 + buttons._FAST_AFTER
    assert gaps[:reach] == [Buttons.repeat_ms] * reach and gaps[reach] == buttons._FAST_MS


def test_a_short_press_is_one_move_and_other_buttons_keep_their_long_press():
    b = Buttons(-1000, lambda a, c: a - c)
    press_lag, release_lag = lags()
    assert feed(b, 1 << UP, 0, 200) == [] and feed(b, 0, 200, 300) == [(200 + release_lag, UP)]
    assert feed(b, 1 << OK, 300, 1200) == [(300 + press_lag + Buttons.long_press_ms, OK + LONG)]
    assert feed(b, 0, 1200, 1300) == []
    # a second hold starts slow again
    assert [t for t, _ in feed(b, 1 << UP, 2000, 3000)] == repeat_times(2000, 3000)


def test_a_down_held_at_power_up_does_not_repeat():
    b = Buttons(0, lambda a, c: a - c, held=1 << DOWN)
    assert feed(b, 1 << DOWN, 0, 3000) == [] and feed(b, 0, 3000, 3100) == []


def test_the_events_file_says_a_hold_in_seconds():
    assert events.parse("down:hold:1.5\nup:hold:0.25 # a short one\nok:hold:2\n") == [
        "down:1500",
        "up:250",
        "ok:2000",
    ]
    for bad in (
        "down:hold:",
        "down:hold:x",
        "down:hold:-1",
        "down:hold:1.0001",
        "down:hold:61",
        "jump:hold:1",
    ):
        with pytest.raises(events.EventError, match="events line 1"):
            events.parse(bad + "\n")


def _moves(hold_ms):
    # the simulator holds from a loop pass: the press and the release are each seen a loop pass later
    return len(repeat_times(LOOP_MS, hold_ms + LOOP_MS))


def test_a_held_down_walks_the_power_list_on_the_screen_in_both_runtimes(tmp_path):
    """The first dragon's power starts at 10 (the middle: nothing entered yet); a held ``down`` moves the
    cursor a row per repeat, slow then fast, and wraps from 20 to 1; ``ok`` enters what it shows."""
    short, long_ = 1100, 1980
    lines = DRAGONS + ["frame", "down:%d" % short, "frame", "ok", "ok"]  # power, known tokens
    lines += ["frame", "down:%d" % long_, "frame", "ok"]
    frames, docs = frames_both(lines, tmp_path, 3)
    assert _moves(short) >= 3 and _moves(long_) > 1 + buttons._FAST_AFTER  # slow, then fast repeats

    def cursor(frame):
        rows = [line.rstrip() for line, inv in zip(frame["lines"], frame["inverse"]) if inv.startswith("1")]
        return rows[1:]  # the title is inverted too

    assert cursor(frames[0]) == ["Power 10"]
    assert cursor(frames[1]) == ["Power %d" % (10 + _moves(short))]
    first = docs[len(DRAGONS) + 1]["game"]["state"]["dragons"][0][0]
    assert first == 10 + _moves(short)
    # the second dragon's power starts at the first's; the long hold goes round past 20
    assert cursor(frames[2]) == ["Power %d" % first]
    second = (first - 1 + _moves(long_)) % 20 + 1
    assert second < first and cursor(frames[3]) == ["Power %d" % second]
    assert docs[-1]["game"]["state"]["dragons"][1][0] == second


def test_lists_wrap_around_both_ways(tmp_path):
    """``up`` on the first row goes to the last (known tokens 0-12: 12), ``down`` on the last to the first
    (the second card's known tokens, from the first's 12: 0)."""
    lines = DRAGONS + ["ok", "up", "ok", "ok", "down", "ok"]
    _, docs = frames_both(lines, tmp_path, 3)
    dragons = docs[-1]["game"]["state"]["dragons"]
    assert dragons[0][:2] == [10, 12] and dragons[1][:2] == [10, 0]


def _hunt(seed=3):
    s = Session("dragons_gold", 3, {"rules": "basic"}, seed)
    for card in ((5, 2), (6, 3), (7, 1), (8, 0)):
        for field, v in zip(("power", "known"), card):
            assert s.act([field, v]) is None
    s.roll()
    return s


def test_a_dragons_numbers_start_at_the_last_dragons():
    s = Session("dragons_gold", 3, {"rules": "basic"}, 3)
    acts = s.legal()
    assert acts[screens.start(dragons_ui, s.state, acts)] == ["power", 10]  # nothing entered yet
    for field, v in zip(("power", "known"), (13, 4)):
        assert s.act([field, v]) is None
    for field, v in zip(("power", "known"), (13, 4)):
        acts = s.legal()
        assert acts[screens.start(dragons_ui, s.state, acts)] == [field, v]
        assert s.act([field, 5]) is None
    acts = s.legal()
    assert acts[screens.start(dragons_ui, s.state, acts)] == ["power", 5]  # the last one entered


def test_a_cards_attack_value_starts_where_it_was_last_time():
    s = _hunt()
    p = s.state["turn"]
    assert s.act(s.legal()[0]) is None  # dragon 1, a warrior
    acts = s.legal()
    assert screens.start(dragons_ui, s.state, acts) == 0  # never played: the list's top
    card = s.state["card"]
    assert s.act(["value", 4]) is None
    assert s.state["seen"][4 * p + card] == "4"
    # the same card again: kept by the engine, so a power-up starts there too
    s.state["cards"][p] = [catalog.load("dragons_gold").UP] * 4
    s.state["turn"] = p
    s.state["phase"] = "value"
    s.state["card"] = card
    acts = s.legal()
    assert acts[screens.start(dragons_ui, s.state, acts)] == ["value", 4]


def test_a_marriage_price_starts_at_the_price_last_paid_to_that_family():
    s = Session("samarkand", 3, {"mode": "tracker"}, 5)
    colours = catalog.load("samarkand").COLOURS
    red, blue = colours.index("red"), colours.index("blue")
    for action in (["fewer"], ["marry", red], ["pay", 4], ["keep", 1], ["marry", blue, 0]):
        acts = s.legal()
        if action[0] == "pay":
            assert screens.start(samarkand_ui, s.state, acts) == 0  # nothing paid yet: 1
        assert s.act(action) is None
    acts = s.legal()
    assert acts[screens.start(samarkand_ui, s.state, acts)] == ["pay", 4]  # blue: the last price paid
    for action in (["pay", 2], ["fewer"], ["marry", red]):  # red's price asked again: "keep fewer"
        assert s.act(action) is None
    acts = s.legal()
    assert acts[screens.start(samarkand_ui, s.state, acts)] == ["pay", 4]  # red's own price


def test_autoplay_goes_the_shorter_way_round():
    ui = autoplay.game_ui("dragons_gold")
    s = Session("dragons_gold", 3, {"rules": "basic"}, 3)
    acts = s.legal()
    assert autoplay.choose(ui, s.state, acts, acts.index(["power", 12])) == ["down", "down", "ok"]
    assert autoplay.choose(ui, s.state, acts, acts.index(["power", 1])) == ["up"] * 9 + ["ok"]
    assert autoplay.choose(ui, s.state, acts, acts.index(["power", 20])) == ["down"] * 10 + ["ok"]  # a tie


def test_a_hook_out_of_range_starts_at_the_top():
    class Ui:
        @staticmethod
        def cursor(state, actions):
            return len(actions)

    assert screens.start(Ui, {}, [["a"], ["b"]]) == 0 and screens.start(None, {}, [["a"]]) == 0
    assert buttons.NAMES[UP] == "up"


def test_the_page_repeats_a_held_down_as_the_simulator_does(tmp_path):
    """The page's board (companion.boards.web, here under CPython) holds a button as a finger does and the
    firmware's own timing repeats it: the power entered after a hold is the one the simulator's hold
    enters."""
    from companion.boards.web import WebDevice

    (tmp_path / "page").mkdir()
    dev = WebDevice(str(tmp_path / "page"), 3)
    for name in DRAGONS:
        dev.press(name)
    i = buttons.NAMES.index("down")
    dev.board.hold(i)
    for _ in range(110):  # the page's frames run the device 10 ms at a time (a longer gap is jumped over)
        dev.run(10)
    dev.board.release(i)
    dev.run(100)
    dev.press("ok")
    page = json.loads(dev.state())["game"]["state"]["dragons"][0][0]
    _, docs = frames_both(DRAGONS + ["down:1100", "ok"], tmp_path / "sim", 3)
    assert page == docs[-1]["game"]["state"]["dragons"][0][0] == 10 + _moves(1100)


def test_play_events_take_a_hold_in_seconds_one_line_each(tmp_path):
    docs = play_both(DRAGONS + ["down:hold:1.1", "ok"], "--seed", "3", state_root=tmp_path)
    assert len(docs) == len(DRAGONS) + 2  # a hold is one event, one state line
    assert docs[-1]["game"]["state"]["dragons"][0][0] == 10 + _moves(1100)


def test_a_long_down_is_held_as_the_page_holds_it(tmp_path):
    """``down:long`` (play --events, a capital D in the terminal) holds the button as the page's scripted
    long press does (WebDevice.press): a held down repeats, so both move the cursor alike."""
    from companion.boards.web import WebDevice

    (tmp_path / "page").mkdir()
    dev = WebDevice(str(tmp_path / "page"), 3)
    for name in DRAGONS:
        dev.press(name)
    dev.press("down", long=True)
    dev.press("ok")
    page = json.loads(dev.state())["game"]["state"]["dragons"][0][0]
    docs = play_both(DRAGONS + ["down:long", "ok"], "--seed", "3", state_root=tmp_path / "sim")
    hold = buttons.Buttons.debounce_ms + 2 * LOOP_MS + buttons.Buttons.long_press_ms  # WebBoard.min_hold_ms
    assert page == docs[-1]["game"]["state"]["dragons"][0][0] == 10 + _moves(hold) > 11


def _rows(hold_ms, long_list):
    """The rows a hold of ``hold_ms`` moves the cursor: a row a move, but on a list of ``screens._LONG_LIST``
    rows or more the fast moves (after the slow ones) go ``screens._JUMP`` rows every third of them."""
    moves = _moves(hold_ms)
    slow = 1 + buttons._FAST_AFTER
    if not long_list:
        return moves
    return min(moves, slow) + screens._JUMP * len([m for m in range(moves - slow) if m % 3 == 0])


def test_a_hold_crosses_a_long_list_five_rows_at_a_time_in_both_runtimes(tmp_path):
    """Samarkand's scoring only: P1's dirhams (0-99, then +100) start at 10; a short hold moves a row a
    repeat as on any list, a long one goes on 5 rows at a time once past its slow rows (each shown as long as
    a slow row: one to let go on); the goods tiles that follow (0-33) are a long list too."""
    setup = ["down"] * 5 + ["ok", "down", "ok", "down", "ok"]  # Samarkand, 3 players, scoring only
    short, long_ = 1100, 2600
    lines = setup + ["down:%d" % short, "frame", "ok", "up:%d" % long_, "frame", "ok"]
    frames, docs = frames_both(lines, tmp_path, 5)
    assert _rows(short, True) == _moves(short) <= 1 + buttons._FAST_AFTER
    assert _rows(long_, True) > _moves(long_)  # the jumps cross more rows than a row a repeat

    def cursor(frame):
        rows = [line.rstrip() for line, inv in zip(frame["lines"], frame["inverse"]) if inv.startswith("1")]
        return rows[1:]  # the title is inverted too

    money = 10 + _rows(short, True)
    assert cursor(frames[0]) == [str(money)]
    assert docs[len(setup) + 2]["game"]["state"]["money"][0] == money
    goods = (33 // 3 - _rows(long_, True)) % 34  # up from 11 wraps round the 34 rows
    assert cursor(frames[1]) == [str(goods)]
    assert docs[-1]["game"]["state"]["goods_tiles"][0] == goods
