"""L'Or des dragons, time up: the screens' sand timer tells the engine through a journalled action."""

from host_sim import runtime

runtime.use_firmware()

from companion.core.session import Session, replay  # noqa: E402
from companion.games.dragons_gold import engine as g  # noqa: E402
from companion.games.dragons_gold import ui as gu  # noqa: E402
from companion.ui.fx import Strip  # noqa: E402

T0 = 5000  # the clock when the kill turns the sand timer over
RED = (255, 0, 0)


class Buzzer:
    """Stands for the app's effects: records the tunes asked for."""

    def __init__(self):
        self.tunes = []

    def tune(self, notes):
        self.tunes.append(notes)


def coalition(fx):
    """A session at the split of a dragon killed by P1's warrior and P2's wizard, its minute turned over at
    T0 as the screen does it (on_apply after the kill)."""
    s = Session("dragons_gold", 3, {"rules": "basic"}, 7)
    for action in (["power", 5], ["known", 2]) * 4:
        assert s.act(action) is None
    s.roll()
    first = s.state["turn"]
    for action in (["attack", 0, "warrior"], ["value", 3], ["attack", 0, "wizard"], ["value", 2]):
        assert s.act(action) is None
    gu.attach(fx)
    gu.on_apply(s.state, ["value", 2], fx)
    assert len(fx.tunes) == 1  # the dragon's death, then its hidden tokens are asked
    assert s.act(["hidden", 1]) is None
    assert s.state["phase"] == "split" and s.state["kill"]["red"] == (first + 1) % 3
    gu.on_apply(s.state, ["hidden", 1], fx)
    assert len(fx.tunes) == 1
    fx.tunes = []
    assert gu.due(s.state, T0) is None
    return s


def test_the_minute_run_out_is_a_journalled_action_then_only_no_deal():
    """RULES.md: "Time up: once the minute has run out without a deal, the device offers only "No deal"" """
    fx = Buzzer()
    s = coalition(fx)
    assert gu.due(s.state, T0 + 59999) == s.state["tid"] * 65536 + 1  # the time left, to journal (an int)
    assert gu.due(s.state, T0 + 59999) is None
    action = gu.due(s.state, T0 + 60000)
    assert action == ["timeup"]
    assert s.act(action) is None  # what the screen does with it: a choice like any other
    assert s.legal() == [["nodeal"]]
    assert gu.due(s.state, T0 + 70000) is None  # said once
    assert gu.status(s.state, T0 + 60000)[-1] == "TIME UP"
    assert [gu.label(s.state, a) for a in s.legal()] == ["No deal: lost"]
    # the journal holds it: a replay (power-up, undo) comes back to the minute run out
    assert replay(g, s.base_state(), s.undoable) == s.state
    strip = Strip(16)
    assert gu.leds(s.state, strip, T0 + 60000) is not None  # the red flashes of a timer run out
    assert len(fx.tunes) == 1  # and the buzzer, once
    gu.leds(s.state, strip, T0 + 63000)
    assert [strip.get(i) for i in range(16)] == [RED] * 16


def test_a_paused_minute_never_runs_out():
    """docs/RULES.md: "The device may pause it (a sand timer cannot)" """
    s = coalition(Buzzer())
    assert s.act(["pause"]) is None
    assert gu.due(s.state, T0 + 1000) is None and gu.due(s.state, T0 + 300000) is None
    assert ["timeup"] not in s.legal()


def test_time_said_up_early_stops_the_sand_and_rings_no_more():
    fx = Buzzer()
    s = coalition(fx)
    assert s.act(["timeup"]) is None  # the players keep the box's own sand timer
    strip = Strip(16)
    assert gu.leds(s.state, strip, T0 + 20000) is None
    assert [strip.get(i) for i in range(16)] == [RED] * 16
    assert gu.clock_text(s.state, T0 + 20000) == "TIME UP"
    gu.leds(s.state, strip, T0 + 61000)
    assert fx.tunes == []


def test_no_deal_after_time_up_says_who_keeps_the_reds():
    """ "[le magicien] conserve [les jetons rouges], même si le partage du restant du trésor échoue" """
    s = coalition(Buzzer())
    wizard = s.state["kill"]["red"]
    for action in (["timeup"], ["nodeal"]):
        assert s.act(action) is None
    assert gu.news(s.state) == ["No deal: 3 lost", "Reds to P%d (wiz)" % (wizard + 1)]


def test_the_screens_say_who_passes_and_why_the_hunt_ended():
    st = g.new_state(3, {"rules": "basic"})
    st["news"] = [["pass", 2], ["up", 0]]
    assert gu.news(st) == ["P3 passes"]
    st["news"] = [["attack", 0], ["end", 1, 6]]
    st["dragons"][0] = [20, 0, 0, 0]
    assert gu.news(st)[1:] == ["No attack left", "Tokens out: 6"]
    st["news"] = [["end", 0, 0]]
    assert gu.news(st) == ["No treasure left"]
    st["news"] = [["end", 2, 0]]
    assert gu.news(st) == ["No dragon left"]
