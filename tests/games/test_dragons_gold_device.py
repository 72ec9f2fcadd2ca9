"""L'Or des dragons on the simulated device (`host_sim play --events` and frames), both runtimes."""

import simdevice
from simdevice import play_both

from host_sim import autoplay, runtime

runtime.use_firmware()

from companion.core.session import Session  # noqa: E402
from companion.games.dragons_gold.effects import numbers  # noqa: E402

MENU = ["down", "ok", "ok"]  # the game list: Emerald, Or des dragons; then 3 players


def card(power, known, hidden):
    """A dragon card as the device keeps it: one int (effects.numbers reads it back)"""
    return power * 256 + known * 16 + hidden + 1


def rules(advanced=False):
    return (["down"] if advanced else []) + ["ok"]


class Hunt:
    """The presses of a 3-player hunt, worked out on a session beside the device's: each choice from where
    the device's cursor starts (autoplay.choose: the number lists start at the likely value); ROLL picks
    what the device's seeded generator picks."""

    def __init__(self, seed=3, deck=None):
        options = {"rules": "basic"} if deck is None else {"rules": "basic", "deck": deck}
        self.session = Session("dragons_gold", 3, options, seed)
        self.ui = autoplay.game_ui("dragons_gold")
        self.events = MENU + rules()
        self.hidden = [0] * 4  # each card's hidden tokens, told when the dragon is killed

    def act(self, *action):
        acts = self.session.legal()
        self.events += autoplay.choose(self.ui, self.session.state, acts, acts.index(list(action)))
        assert self.session.act(list(action)) is None
        return self

    def reveal(self, power, known, hidden):
        """The two number lists of a dragon card (its hidden tokens are asked when it is killed)."""
        self.hidden[self.session.state["slot"]] = hidden
        return self.act("power", power).act("known", known)

    def killed(self):
        """The hidden tokens of the dragon just killed, when the device asks them."""
        st = self.session.state
        if st["phase"] == "reveal" and st["field"] == 2:
            self.act("hidden", self.hidden[st["slot"]])
        return self

    def roll(self):
        self.events.append("roll")
        self.session.roll()
        return self

    def opening(self):
        return self.reveal(5, 2, 1).reveal(6, 3, 0).reveal(7, 1, 2).reveal(8, 0, 3).roll()

    def attack(self, row, value):
        """Pick the row of the attack list, then the card's value."""
        return self.act(*self.session.legal()[row]).act("value", value).killed()

    def then(self, *events):
        """Events the session beside does not follow (frames, waits, undo): the last ones of a test."""
        self.events += list(events)
        return self


def state(doc):
    return doc["game"]["state"] if doc["game"] else None


def cli_both(events, tmp_path, seed=3):
    """`host_sim play --events -` on a fresh device in both runtimes: same status, stdout and stderr."""
    return [state(doc) for doc in play_both(events, "--seed", str(seed), state_root=tmp_path)]


def row(lines, text):
    """:return: the first display row starting with ``text`` (the rows above it vary with what happened)"""
    for i, line in enumerate(lines):
        if line.startswith(text):
            return i
    raise AssertionError("%r not on the screen: %r" % (text, lines))


def frames_both(events, tmp_path, seed=3, tag="f"):
    """Protocol lines with "frame" requests in both runtimes; return (frames, states)."""
    frames, docs = simdevice.frames_both(events, tmp_path / tag, seed)
    return frames, [state(doc) for doc in docs]


def test_opening_and_attacks_through_the_screens(tmp_path):
    """ "On retourne les quatre premières cartes Dragon" with their known tokens; "Le premier joueur est
    tiré au sort"; an attack below the dragon's power: "il ne se passe rien" """
    opening = len(Hunt().opening().events)
    events = Hunt().opening().attack(0, 3).events
    states = cli_both(events, tmp_path)
    st = states[opening - 1]
    assert st["phase"] == "turn" and [d[0] for d in st["dragons"]] == [5, 6, 7, 8]
    assert st["bag"] == 126 - 6 and [d[3] for d in st["dragons"]] == [2, 3, 1, 0]
    first = st["turn"]
    last = states[-1]
    assert last["under"][0] == [[first, 0, 3]] and last["turn"] == (first + 1) % 3 and last["phase"] == "turn"


def test_screens_show_the_dragons_and_hand(tmp_path):
    h = Hunt().reveal(5, 2, 1).then("frame").reveal(6, 3, 0).reveal(7, 1, 2).reveal(8, 0, 3).then("frame")
    events = h.roll().then("frame").attack(1, 2).then("frame").events
    frames, states = frames_both(events, tmp_path)
    # the first card's known tokens are drawn onto it while the second card is asked
    assert frames[0]["lines"][0].startswith("Dragon 2 of 4") and frames[0]["lines"][1].startswith(
        "Draw 2 onto D1"
    )
    assert frames[0]["lines"][2].startswith("Power")
    assert frames[1]["lines"][0].startswith("Who starts?") and frames[1]["lines"][2].startswith("ROLL: who")
    first = states[-1]["under"][0][0][0]
    assert states[-1]["under"][0] == [[first, 2, 2]]  # row 1 is "D1 Thief" (card 2), value 2
    lines = [x.rstrip() for x in frames[2]["lines"]]
    # the draw is said first ("Le premier joueur est tiré au sort"), then the dragons and the hand
    assert lines[1] == "Drawn: P%d starts" % (first + 1)
    assert lines[2] == "D1  0/5   D2  0/6" and lines[3] == "D3  0/7   D4  0/8"
    # the cards the player can attack with, then the bag (a card under a dragon or face down is not named)
    assert lines[4] == "P%d: 2 war thief wiz" % (first + 1) and lines[5] == "Bag 120 Pile 14"
    assert lines[6].startswith("D1 Warrior")
    lines = [x.rstrip() for x in frames[3]["lines"]]
    assert lines[1] == "D1 holds: 2/5" and lines[2].startswith("D1  2/5") and "2 war thief wiz" in lines[4]
    # LEDs: four pixels a dragon; dragon 1 is 2/5 done: 1 pixel of 4 lit bright
    leds = frames[3]["leds"]
    assert leds[0] != leds[1] and leds[1] == leds[2] == leds[3]


def coalition_kill():
    # two players on dragon 1 (power 5): 3 + 2
    return Hunt().opening().attack(0, 3).attack(0, 2).events


def test_coalition_sand_timer_exact_to_the_tick(tmp_path):
    """ "le sablier est retourné" — one minute (RULES.md): it runs out at 60.000 s, not a tick earlier."""
    # the protocol's wait counts whole milliseconds (the events file's wait: counts seconds)
    # (the display is redrawn on the loop step after the LEDs change: read it 10 ms later)
    events = coalition_kill() + ["frame", "wait:30010", "frame", "wait:29989", "frame", "wait:1", "frame"]
    events += ["wait:10", "frame"]
    frames, states = frames_both(events, tmp_path)
    assert states[-1]["phase"] == "split"
    # running until 60.000 s, then run out on that very tick: the device takes "Time is up" itself
    assert [s["timer"] for s in states[-4:]] == [1, 1, 3, 3]
    lines = frames[0]["lines"]
    # the kill is said first: the hidden token is drawn from the bag onto the treasure
    assert lines[0].startswith("Share D1 loot!") and lines[1].startswith("D1 dead: draw 1")
    assert row(lines, "Time 1:00") == 4
    assert all(x != "000000" for x in frames[0]["leds"])  # a full timer: 16 grains
    assert lines[5].startswith("Deal made") and lines[7].startswith("Pause timer")
    assert frames[1]["lines"][4].startswith("Time 0:30")
    assert sum(1 for x in frames[1]["leds"][8:] if x != "000000") == 0  # half the sand is gone
    red = "990000"  # full red at brightness 3 of 5
    assert frames[2]["leds"] != [red] * 16 and frames[2]["tone"] == 0  # 1 ms left
    assert frames[3]["leds"] == [red] * 16  # 60.000 s: run out on that very tick
    assert frames[4]["lines"][4].startswith("TIME UP") and frames[4]["tone"] != 0  # the buzzer sounds


def test_pause_holds_the_sand_and_is_shown(tmp_path):
    """The device may pause the timer (a sand timer cannot); the pause is shown (docs/RULES.md)."""
    events = coalition_kill() + ["wait:20000", "down", "down", "ok", "frame", "wait:100000", "frame"]
    events += ["down", "down", "ok", "wait:39999", "frame", "wait:1", "frame"]
    frames, states = frames_both(events, tmp_path)
    assert row(frames[0]["lines"], "PAUSED 0:40") == row(frames[1]["lines"], "PAUSED 0:40") == 4
    assert frames[0]["leds"] == frames[1]["leds"]
    assert row(frames[1]["lines"], "Resume timer") == 7
    assert frames[1]["lines"][1].startswith("D1 dead: draw 1")  # pausing does not hide what happened
    assert frames[2]["leds"] != ["990000"] * 16 and frames[3]["leds"] == ["990000"] * 16
    assert [s["timer"] for s in states[-9:-6]] == [1, 1, 2]


def test_deal_then_a_new_dragon(tmp_path):
    events = coalition_kill() + ["ok"]
    states = cli_both(events, tmp_path)
    st = states[-1]
    assert st["phase"] == "reveal" and st["slot"] == 0 and st["timer"] == 0 and st["news"] == [["deal", 3]]
    assert st["pile"] == 13 and st["bag"] == 126 - 6 - 1


def test_power_cut_during_the_split_keeps_the_split(tmp_path):
    """Timer state survives as actions, its time left as journaled every 5 s at most: after a power cut the
    running timer comes back paused, at most 5 s off (docs/RULES.md)."""
    events = coalition_kill() + ["wait:45000"]
    frames_both(events, tmp_path, tag="p")
    frames, states = frames_both(["frame", "wait:15000", "frame"], tmp_path, tag="p")
    assert states[0]["phase"] == "split" and states[0]["timer"] == 2
    assert frames[0]["lines"][1].startswith("D1 dead: draw 1")  # what happened is shown again
    assert frames[0]["lines"][4][:11] in ("PAUSED 0:%d" % s for s in range(15, 21))
    assert frames[1]["lines"][4] == frames[0]["lines"][4]  # paused until the players resume it


def test_undo_takes_back_the_attack(tmp_path):
    events = Hunt().opening().attack(0, 3).then("back:long").events
    states = cli_both(events, tmp_path)
    assert states[-2]["under"][0] != [] and states[-1]["phase"] == "value" and states[-1]["under"][0] == []


def test_foire_on_the_seventh_dragon_from_the_pile(tmp_path):
    """ "Lorsque le 7ème Dragon est pioché sur la pile de cartes Dragon, la carte Foire apparaît." """
    h = Hunt().reveal(1, 0, 0).reveal(1, 0, 0).reveal(1, 0, 0).reveal(1, 0, 0).roll()
    for _ in range(7):
        h.attack(0, 1).reveal(1, 0, 0)
    events = h.then("frame", "wait:60000", "frame", "ok", "frame").events
    frames, states = frames_both(events, tmp_path)
    assert states[-3]["phase"] == "foire" and states[-3]["drawn"] == 7
    assert frames[0]["lines"][0].startswith("FOIRE: trade!") and frames[0]["lines"][1].startswith(
        "Foire card drawn"
    )
    assert frames[0]["lines"][3].startswith("Time 1:00")
    assert frames[1]["leds"] == ["990000"] * 16
    assert states[-1]["phase"] == "turn" and states[-1]["foire"] is True


def test_end_entry_and_final_screen(tmp_path):
    """RULES.md: "When no player can attack, the game ends and is scored; tokens left on living dragons are
    out of the game." The end asks what scores: "Les pièces d'argent valent 1 point chacune", "Les pièces d'or
    valent 3 points chacune", the black diamond, and who has most of each colour ("S'il y a plusieurs ex æquo
    sur une couleur, ils marquent tous la totalité des points")."""
    h = Hunt().reveal(20, 1, 0).reveal(20, 0, 0).reveal(20, 0, 0).reveal(20, 0, 0).roll()
    for _ in range(12):
        h.attack(0, 1)  # the 12th card goes under a dragon: nobody can attack
    h.then("frame")
    start = len(h.events)
    h.act("pts", 16).act("pts", 4).act("pts", 0)  # P1 10 silver and 2 gold; P2 4 silver
    h.then("frame").act("black", -1).then("frame").act("most", 1).act("most", 3)  # green P1; blue P1, P2
    for _ in range(3):
        h.act("most", 0)
    events = h.then("frame").events
    frames, states = frames_both(events, tmp_path)
    ended = [x.rstrip() for x in frames[0]["lines"]]
    assert ended[:4] == ["P1 points?", "D1 holds: 12/20", "No attack left", "Tokens out: 1"]
    assert ended[4:6] == ["Silver 1, gold 3,", "red 1 each: total"]
    assert ended[6].startswith("0 points")  # nobody took a token: from 0
    # the presses: 16 and 4 rows down then ok, ok; frame; ok; frame; ok, 3 down and ok (P1 P2 is the fourth
    # row); "Nobody" one up from the top row, three times; frame
    assert len(events) - start == 17 + 5 + 1 + 1 + 1 + 1 + 1 + 4 + 3 * 2 + 1
    black, green = [[x.rstrip() for x in f["lines"]] for f in frames[1:3]]
    assert black[0] == "Black diamond?" and black[1] == "Nobody: out of game"
    assert black[2] == "Nobody"  # 125 tokens nobody took: the likely answer on top
    assert green[:2] == ["Most green?", "Ties: all of them"] and green[2:6] == ["P1", "P2", "P3", "P1 P2"]
    st = states[-1]
    assert st["phase"] == "over"
    assert [r[0] for r in st["tokens"][:3]] == [16, 4, 0] and [r[4:6] for r in st["tokens"][:3]] == [
        [2, 2],
        [0, 2],
        [0, 0],
    ]
    lines = [x.rstrip() for x in frames[-1]["lines"]]
    assert lines[0].startswith("Game over")
    # 15 a majority at 3 players, tied ones all scoring it
    assert lines[1:4] == ["*P1       46 pts", " P2       19 pts", " P3        0 pts"]
    assert lines[4:7] == ["P1, points:", " coins, reds 16", " most green 15"]


def test_the_screen_says_each_kill_share_and_theft(tmp_path):
    """What the players must do on the table after a kill: "Le trésor du dragon est complété en piochant
    dans le sac" (the hidden part), then who takes it, the share, "un jeton, au hasard" for a thief."""
    solo = Hunt().opening().then("frame").attack(0, 5).then("frame").events
    frames, states = frames_both(solo, tmp_path, tag="solo")
    first = states[len(solo) - 3]["turn"]
    assert [x.rstrip() for x in frames[1]["lines"][:3]] == [
        "New dragon D1",
        "D1 dead: draw 1",
        "P%d takes all 3" % (first + 1),
    ]
    assert states[-1]["news"] == [["kill", 0, 1, 3, first]]
    # a coalition: the first player's thief (2) and the next one's warrior (3) kill dragon 1 (power 5)
    events = Hunt().opening().attack(1, 2).attack(0, 3).then("frame", "ok", "frame", "ok", "frame").events
    frames, states = frames_both(events, tmp_path, tag="coalition")
    split, steal, stolen = [[x.rstrip() for x in f["lines"]] for f in frames]
    assert split[:3] == ["Share D1 loot!", "D1 dead: draw 1", "By P%d P%d" % (first + 1, (first + 1) % 3 + 1)]
    assert split[3] == "Loot 3 tokens"
    assert steal[:2] == ["Thieves steal", "Deal: 3 shared"] and steal[3] == "P%d steals blind" % (first + 1)
    assert stolen[:2] == ["New dragon D1", "P%d stole a token" % (first + 1)]


def test_time_up_leaves_only_no_deal_then_the_wizard_and_the_thief(tmp_path):
    """docs/RULES.md: "Time up: once the minute has run out without a deal, the device offers only "No deal":
    the treasure is set aside (out of the game); the wizard's red tokens (basic rules) and the thieves'
    thefts still happen, as the rule book says." """
    # the first player's thief (2) and the next player's wizard (3) kill dragon 1 (power 5)
    events = Hunt().opening().attack(1, 2).attack(2, 3).then("wait:60000", "wait:10", "frame").events
    events += ["ok", "frame"]  # the device took "Time is up" itself; then "No deal: lost"
    frames, states = frames_both(events, tmp_path)
    first = states[len(Hunt().opening().events) - 1]["turn"]
    wizard = (first + 1) % 3
    time_up, no_deal = [[x.rstrip() for x in f["lines"]] for f in frames]
    assert time_up[0] == "Share D1 loot!" and "TIME UP" in time_up  # the minute ran out: "Time is up" applied
    assert "Reds to P%d (wiz)" % (wizard + 1) in time_up
    choices = time_up[time_up.index("TIME UP") + 1 :]
    assert [x for x in choices if x] == ["No deal: lost"]  # no "Deal made", no "Pause timer" any more
    assert no_deal[:4] == [
        "Thieves steal",
        "No deal: 3 lost",
        "Reds to P%d (wiz)" % (wizard + 1),
        "from a fighter",
    ]
    st = states[-1]
    assert st["phase"] == "steal" and st["kill"]["deal"] is False and st["bag"] == 126 - 6 - 1
    assert [s["timer"] for s in states[-4:]] == [1, 3, 3, 0]  # running, run out, run out, away


def test_the_hunt_ends_when_the_bag_is_empty_and_no_dragon_carries_a_token(tmp_path):
    """docs/RULES.md: "The end: the bag is empty and no dragon in play still carries a token ("plus le moindre
    trésor à partager"); dragons without treasure need not be killed." """
    # dragon 1 (power 1) carries 12 tokens and hides 12: killed and replaced by the same card until the
    # bag runs dry (114 - 4 x 24 = 18: the 5th kill draws 12, its successor the last 6); dragons 2-4 carry
    # nothing and are never attacked
    h = Hunt().reveal(1, 12, 12).reveal(20, 0, 0).reveal(20, 0, 0).reveal(20, 0, 0).roll()
    opening = list(h.events)
    for _ in range(5):
        h.attack(0, 1).reveal(1, 12, 12)
    events = h.attack(0, 1).then("frame").events
    frames, states = frames_both(events, tmp_path)
    st = states[-1]
    assert st["bag"] == 0 and st["phase"] == "end" and st["pile"] == 14 - 5
    assert [d is None for d in st["dragons"]] == [True, False, False, False]
    killer = (states[len(opening) - 1]["turn"] + 5) % 3  # the sixth kill in turn order
    assert [x.rstrip() for x in frames[0]["lines"][:4]] == [
        "P1 points?",
        "D1 is killed",  # nothing hidden drawn: the bag is empty
        "P%d takes all 6" % (killer + 1),
        "No treasure left",
    ]


class Drive(Hunt):
    """A hunt whose attacks are told by the dragon they aim at."""

    card = Hunt.reveal

    def attack(self, weak, value):
        """The first attack of the list on dragon 1 (``weak`` False) or on another one."""
        for action in self.session.legal():
            if (action[1] != 0) == weak:
                self.act(*action)
                self.act("value", value)
                self.killed()
                return


def test_a_player_whose_cards_all_lie_under_dragons_passes(tmp_path):
    """docs/RULES.md: "A player with no face-up adventurer and none face down to turn up passes." """
    d = Drive()
    d.card(20, 0, 0)
    for _ in range(3):
        d.card(1, 0, 0)
    d.events.append("roll")
    d.session.roll()
    first = d.session.state["turn"]
    for _ in range(4):
        d.attack(False, 1)  # the first player feeds the strong dragon
        for _ in range(2):
            d.attack(True, 1)  # the two others kill weak ones, turned up again
            d.card(1, 0, 0)
            if d.session.state["phase"] == "foire":
                d.act("traded")
    d.events.append("frame")
    frames, states = frames_both(d.events, tmp_path)
    assert states[-1] == d.session.state and states[-1]["turn"] == (first + 1) % 3
    lines = [x.rstrip() for x in frames[0]["lines"]]
    assert lines[:2] == ["P%d: flip, attack" % ((first + 1) % 3 + 1), "P%d passes" % (first + 1)]


def test_a_coalition_with_nothing_to_share_runs_no_sand_timer(tmp_path):
    """Dragon 4 carries nothing and hides nothing: killed by two players, there is no minute to agree
    on a share; a thief among them still steals ("Le vol se fait de toute façon")."""
    h = Hunt().reveal(5, 2, 1).reveal(6, 3, 0).reveal(7, 1, 2).reveal(4, 0, 0).roll()
    acts = h.session.legal()
    h.act(*[a for a in acts if a[1] == 3 and a[2] == "thief"][0]).act("value", 2)
    acts = h.session.legal()
    h.act(*[a for a in acts if a[1] == 3 and a[2] == "warrior"][0]).act("value", 2).killed()
    assert h.session.state["phase"] == "steal"
    frames, states = frames_both(h.then("frame").events, tmp_path)
    lines = [x.rstrip() for x in frames[0]["lines"]]
    assert states[-1]["phase"] == "steal" and states[-1]["timer"] == 0 and states[-1]["tid"] == 0
    assert lines[:2] == ["Thieves steal", "D4 is killed"] and lines[4].startswith("Done: P")
    assert not [x for x in lines if x.startswith("Share")]


def kept(tmp_path, deck):
    """A device whose settings keep the dragon cards of earlier games (as the app keeps them)."""
    import os

    from companion.core import jsonc
    from companion.storage import store
    from companion.storage.store import FORMAT

    settings = {"brightness": 3, "sound": True, "lang": "en", "kept": {"dragons_gold": deck}}
    for rt in ("cpython", "micropython"):
        os.makedirs(str(tmp_path / rt))
        store.save_settings(
            str(tmp_path / rt), 1, lambda out: jsonc.dump({"format": FORMAT, "settings": settings}, out.write)
        )


def test_the_cards_of_the_last_game_come_back_as_one_pick(tmp_path):
    """A dragon card the device saw in an earlier game is one line of a list: its power, known and hidden
    tokens at once; "Other card" (where the cursor starts while some cards were never seen) asks the
    numbers of one it does not know, and keeps them for the next games."""
    deck = [card(9, 2, 3), card(5, 1, -1), card(8, 0, 4)]
    kept(tmp_path, deck)
    h = Hunt(deck=list(deck)).then("frame")
    h.act("card", 2).act("card", -1).act("power", 7).act("known", 1).then("frame")
    h.act("card", 0).act("card", -1).act("power", 6).act("known", 0).roll().then("frame")
    attack = [a for a in h.session.legal() if a[1] == 0][0]
    h.act(*attack).act("value", 9)  # dragon 1 (P12 $0+4) killed: its hidden tokens are known
    frames, states = frames_both(h.then("frame").events, tmp_path, tag="")
    lines = [x.rstrip() for x in frames[0]["lines"]]
    # the cards by power, "P12 $3+2" for power 12, 3 known and 2 hidden tokens; the cursor on "Other card":
    # the device has seen 3 of the 18 cards
    assert lines[:3] == ["Dragon 1 of 4", "P power $known+hidden", "Bag 126 Pile 14"]
    assert lines[3:7] == ["P5 $1+?", "P8 $0+4", "P9 $2+3", "Other card"]
    assert frames[0]["inverse"][6] == "1" * 21
    st = states[-1]
    assert st["deck"] == deck + [card(7, 1, -1), card(6, 0, -1)]  # the cards not seen before, kept
    assert st["news"] == [["kill", 0, 4, 4, st["news"][0][4]]]  # no question: its 4 hidden tokens drawn
    lines = [x.rstrip() for x in frames[-1]["lines"]]
    assert lines[0] == "New dragon D1" and lines[-3:-1] == ["P5 $1+?", "Other card"]  # the cards left


def test_the_device_deals_the_opening_dragons_once_it_knows_the_deck(tmp_path):
    """ "Les cartes Dragon sont mélangées ... On retourne les quatre premières cartes Dragon": once the
    device has seen all 18 cards, it deals the four opening ones (ROLL) and the players lay the cards it
    names."""
    deck = [card(1 + i, i % 13, (i * 5) % 13) for i in range(18)]
    kept(tmp_path, deck)
    h = Hunt(deck=list(deck)).then("frame")
    for _ in range(4):
        h.roll()
    h.then("frame").roll()
    frames, states = frames_both(h.then("frame").events, tmp_path, tag="")
    lines = [x.rstrip() for x in frames[0]["lines"]]
    assert lines[:4] == ["Dragon 1 of 4", "Deals: lay the card", "it names", "Bag 126 Pile 14"]
    assert lines[4:6] == ["ROLL: deal D1", "Other card"]  # the players may turn their own instead
    dealt = states[len(MENU) + 4]
    used = [i for i in range(18) if dealt["used"] >> i & 1]
    assert dealt["phase"] == "first" and len(used) == 4
    c = dealt["dragons"][3][:3]
    lines = [x.rstrip() for x in frames[1]["lines"]]
    assert lines[1] == "D4: lay P%d $%d+%d" % tuple(c)
    assert sorted([d[:3] for d in dealt["dragons"]]) == sorted([numbers(deck[i]) for i in used])
    assert dealt["bag"] == 126 - sum(numbers(deck[i])[1] for i in used)
    assert states[-1]["phase"] == "turn"  # 4 deals and the first player: 5 presses after the menus
    assert len(h.events) - len(MENU + rules()) == 5 + 3
