"""What just happened: every game's news lines (the outcome of a roll or an action, and what the players
must do on the table), the help page's legend, and how the game screen fits them on 8 rows."""

import itertools
import json

import pytest

from host_sim import runtime

runtime.use_firmware()

from companion import catalog  # noqa: E402
from companion.core import rng  # noqa: E402

ROWS = 7  # under the title


def short(text):
    assert isinstance(text, str) and len(text) <= 21, text
    # the font's Latin-1 letters: the cards keep their French names in every language ("Cité")
    assert all(32 <= ord(ch) < 127 or 160 <= ord(ch) < 256 for ch in text), text


def tiny(value):
    """The news is small: lists of ints and short strings, no floats, no dicts."""
    if isinstance(value, list):
        for x in value:
            tiny(x)
    else:
        assert value is None or type(value) is int or (isinstance(value, str) and len(value) <= 8), value


def option_sets(engine):
    """Every combination of the engine's options."""
    opts = getattr(engine, "OPTIONS", ())
    keys = [o[0] for o in opts]
    for values in itertools.product(*[o[2] for o in opts]):
        yield dict(zip(keys, values, strict=True))


def walk(game_id, players, options, seed, limit=3000):
    """Yield (state, legal actions, chance outcome applied or None) along a seeded random game.

    A pending chance node is resolved at once when nothing else may be done, else half of the time.
    """
    engine = catalog.load(game_id)
    st = engine.new_state(players, options)
    r = rng.seed_state(seed)
    outcome = None
    for _ in range(limit):
        acts = engine.legal_actions(st)
        yield st, acts, outcome
        if engine.is_over(st):
            return
        ch = engine.chance(st)
        r, k = rng.draw(r, 2)
        if ch and (not acts or k):
            r, outcome = rng.pick_weighted(r, ch)
            action = outcome
        else:
            assert acts, "stuck: no action and no chance in %r" % st
            r, k = rng.draw(r, len(acts))
            action, outcome = acts[k], None
        assert engine.apply(st, action) is None, action
    raise AssertionError("no end after %d actions" % limit)


CASES = []
for row in catalog.GAMES:
    for n in sorted({row[2], row[3]}):
        for opts in option_sets(catalog.load(row[0])):
            CASES.append((row[0], n, opts))


@pytest.mark.parametrize("game_id,players,options", CASES, ids=["%s-%d-%s" % c for c in CASES])
def test_news_legend_and_status_fit_the_screen(game_id, players, options):
    engine = catalog.load(game_id)
    ui = catalog.load(game_id, ".ui")
    helper = catalog.load(game_id, ".pages")
    for seed in range(4):
        for st, acts, outcome in walk(game_id, players, options, seed):
            tiny(st["news"])
            json.dumps(st["news"])
            news = ui.news(st)
            assert len(news) <= 3, news
            for line in news + [ui.title(st)] + helper.legend(st):
                short(line)
            if outcome is not None:
                assert news, "a chance outcome %r said nothing" % (outcome,)
            if engine.is_over(st) and not acts:
                for line in helper.end_lines(st):
                    short(line)
                continue
            status = ui.status(st, 0)
            for line in status:
                short(line)
            rolling = 1 if engine.chance(st) else 0
            # nothing is cut: news, status, the ROLL prompt and two actions (or all of them) fit
            used = len(news) + len(status) + rolling + min(len(acts), 2)
            assert used <= ROWS, (news, status, acts[:2])


# --- Emerald: the tracker tells the dragon's flight and what it did to the knights ---------------

from companion.games.emerald import engine as E  # noqa: E402
from companion.games.emerald import pages as EP  # noqa: E402
from companion.games.emerald import ui as EU  # noqa: E402


def tracker(np=3):
    return E.new_state(np, {"mode": "tracker"})


def ok(engine, st, action):
    assert engine.apply(st, action) is None, action


def rolling(st, knights=(), gold=None):
    """A tracker state where the dragon is about to fly (set by hand): knights as (index, path space)."""
    for i, pos in knights:
        st["kn"][i] = pos
    if gold is not None:
        st["gold"][0] = gold
    st["ph"] = "roll"
    return st


def test_emerald_roll_says_the_die_the_flight_and_the_track():
    """ "Rolled 3: m4 to m1": from m4 facing the plain a 3 lands on m1 (turning there); nobody is on m1, so
    the flight track moves on (m2-m5)."""
    st = rolling(tracker())
    ok(E, st, ["die", 3])
    assert EU.news(st) == ["Rolled 3: m4 to m1", "Track now m2-5"]
    # the status does not repeat the track; the dragon line says where it faces now
    assert EU.status(st, 0)[0] == "Dragon m1 faces lair" and not EU.status(st, 0)[1].startswith("Track")


def test_emerald_capture_with_gold_asks_for_a_bribe_naming_the_knight():
    """ "Le joueur dont le chevalier a été capturé doit alors décider s'il perd son chevalier, où s'il
    négocie avec le dragon": P1's red knight on m1 is caught; P1 holds gold."""
    st = rolling(tracker(), knights=((0, 7),), gold=[3, 5])
    ok(E, st, ["die", 3])
    assert EU.news(st) == ["Rolled 3: m4 to m1", "Red m1 caught"]
    assert EU.title(st) == "P1 bribe dragon?"
    assert EU.status(st, 0) == ["Any gold card", "saves Red m1"]  # which knight, where, and the price
    ok(E, st, ["pay", 3])
    assert EU.news(st) == ["P1 paid gold 3", "Track now m2-5"]
    assert st["kn"][0] == 7


def test_emerald_capture_without_gold_goes_to_the_nest():
    st = rolling(tracker(), knights=((0, 7),))
    ok(E, st, ["die", 3])
    assert EU.news(st) == ["Rolled 3: m4 to m1", "Red m1 to the nest", "Track now m2-5"]
    assert st["kn"][0] == E.NEST


def test_emerald_a_bribe_refused_sends_the_knight_to_the_nest():
    st = rolling(tracker(), knights=((0, 7),), gold=[2])
    ok(E, st, ["die", 3])
    ok(E, st, ["nest"])
    assert EU.news(st) == ["Red m1 to the nest", "Track now m2-5"]


def test_emerald_several_colours_where_it_lands_the_roller_picks():
    st = rolling(tracker(), knights=((0, 7), (5, 7)))  # P1's red and P2's blue on m1
    ok(E, st, ["die", 3])
    assert EU.news(st) == ["Rolled 3: m4 to m1", "Several knights"] and EU.title(st) == "P1 pick prey"
    ok(E, st, ["capture", 1])
    assert EU.news(st) == ["Blue m1 to the nest", "Track now m2-5"]


def test_emerald_moves_cards_treasure_and_the_bonus_card():
    st = tracker()
    ok(E, st, ["move", 0, -1])  # three knights in tower 1: to p3
    assert EU.news(st) == ["Red T1 to p3"]
    st = tracker()
    st["kn"][0] = 15  # m9: one step into the lair
    st["gems"][0] = [1, 1, 1, 0]
    ok(E, st, ["move", 0, 15])
    assert EU.news(st) == ["Red m9 to Lair", "P1 gets treasure"]
    st = tracker()
    st["kn"][0] = 8  # m2, 3 gems face up
    st["gems"][0] = [1, 1, 1, 0]
    ok(E, st, ["move", 0, 8])
    ok(E, st, ["take", "gem", 3])
    # the move stays in the news until the turn's end: the next player sees what the turn did
    assert EU.news(st) == ["Red m2 to m3", "P1 +yellow gem", "P1 all 4 gems +4"]


def test_emerald_keeper_says_the_flight_the_capture_and_the_payment():
    st = E.new_state(3, {"mode": "keeper"})
    ok(E, st, ["die", 2])
    assert EU.news(st) == ["Rolled 2: m4 to m2"]
    ok(E, st, ["hit", 1])
    assert EU.news(st) == ["P2 knight caught"] and EU.title(st) == "P2 pays gold?"
    ok(E, st, ["nest"])
    assert EU.news(st) == ["P2 knight to nest", "Track now m2-5"]


def test_emerald_end_screen_says_why_it_ended():
    st = tracker(3)
    st["tr"] = [2, 1, 0]
    st["kn"][0] = 15
    ok(E, st, ["move", 0, 15])  # the fourth treasure
    assert E.is_over(st)
    lines = EP.end_lines(st)
    assert lines[3:5] == ["Game over: last", "treasure taken"]
    st = tracker(3)
    for i in range(1, 5):
        st["kn"][i] = E.NEST  # P1 keeps only knight 0, on m1
    st["kn"][0] = 7
    rolling(st)
    ok(E, st, ["die", 3])
    assert EU.news(st) == ["Rolled 3: m4 to m1", "Red m1 to the nest"]  # the game ends: the track stays
    assert "Game over: P1" in EP.end_lines(st) and "has 0 knights" in EP.end_lines(st)


# --- L'Or des dragons: kills, shares, thefts, the Foire ------------------------------------------

from companion.games.dragons_gold import engine as G  # noqa: E402
from companion.games.dragons_gold import ui as GU  # noqa: E402

HIDDEN = [0] * 4  # each card's hidden tokens, told when the dragon is killed


def hunt(n=3, dragons=((5, 2, 1), (6, 3, 0), (7, 1, 2), (8, 0, 3)), first=0):
    st = G.new_state(n, {"rules": "basic"})
    for power, known, hidden in dragons:
        HIDDEN[st["slot"]] = hidden
        ok(G, st, ["power", power])
        ok(G, st, ["known", known])
        if known:
            assert GU.news(st) == ["Draw %d onto D%d" % (known, st["slot"])]  # the next card is asked
    ok(G, st, ["first", first])
    assert GU.news(st) == ["Drawn: P%d starts" % (first + 1)]
    return st


def attack(st, slot, kind, value):
    ok(G, st, ["attack", slot, kind])
    ok(G, st, ["value", value])
    if st["phase"] == "reveal" and st["field"] == 2:  # killed: its hidden tokens are drawn, asked now
        assert GU.title(st) == "D%d killed!" % (slot + 1)
        ok(G, st, ["hidden", HIDDEN[slot]])


def test_dragons_gold_a_hit_that_does_not_kill():
    st = hunt()
    attack(st, 1, "warrior", 3)
    assert GU.news(st) == ["D2 holds: 3/6"]


def test_dragons_gold_a_lone_kill_draws_the_hidden_part_and_takes_all():
    st = hunt()
    attack(st, 0, "warrior", 5)
    assert GU.news(st) == ["D1 dead: draw 1", "P1 takes all 3"]
    assert GU.title(st) == "New dragon D1"


def test_dragons_gold_a_coalition_shares_then_its_thief_steals():
    st = hunt()
    attack(st, 0, "thief", 2)  # P1's thief
    attack(st, 0, "warrior", 3)  # P2: 5, killed by a coalition
    assert GU.news(st) == ["D1 dead: draw 1"] and GU.title(st) == "Share D1 loot!"
    assert GU.status(st, 0)[:2] == ["By P1 P2", "Loot 3 tokens"]
    ok(G, st, ["deal"])
    assert GU.news(st) == ["Deal: 3 shared"] and GU.title(st) == "Thieves steal"
    ok(G, st, ["stolen"])
    assert GU.news(st) == ["P1 stole a token"]


def test_dragons_gold_no_deal_loses_the_treasure():
    st = hunt()
    attack(st, 0, "warrior", 3)
    attack(st, 0, "warrior", 2)
    ok(G, st, ["nodeal"])
    assert GU.news(st) == ["No deal: 3 lost"]


def test_dragons_gold_the_foire_card():
    st = hunt(dragons=((1, 0, 0),) * 4)
    for _ in range(7):
        ok(G, st, G.legal_actions(st)[0])
        ok(G, st, ["value", 1])  # each kill reveals a new dragon, once its hidden tokens are told
        ok(G, st, ["hidden", 0])
        for a in (["power", 1], ["known", 0]):
            ok(G, st, a)
    assert st["phase"] == "foire" and GU.news(st) == ["Foire card drawn"]
    ok(G, st, ["traded"])
    assert GU.news(st) == ["The Foire ended"]


def test_dragons_gold_turning_the_cards_face_up_is_in_the_title():
    """ "Lorsqu'au début de son tour, il n'a devant lui plus que des cartes faces cachées, il doit toutes
    les retourner" """
    st = hunt(n=3, dragons=((1, 0, 0),) * 4)
    st["cards"][1] = [G.DOWN, G.DOWN, G.DOWN, G.DOWN]
    attack(st, 0, "warrior", 1)
    for a in (["power", 9], ["known", 0]):
        ok(G, st, a)
    assert GU.title(st) == "P2: flip, attack" and st["cards"][1] == [G.UP] * 4


# --- the other games: one outcome each ------------------------------------------------------------


def test_opale_a_capture_the_pawn_and_the_card_given_back():
    from companion.games.opale import engine as O
    from companion.games.opale import ui as OU

    st = O.new_state(2, {})
    st["board"][O.PERLE] = 2
    ok(O, st, ["play", O.CORAIL, 1])
    assert OU.news(st) == ["P1 gets 2 Perle"]
    st["board"][O.PETRI] = 1
    st["dragon"] = 0  # P1 holds the pawn, with 6 cards
    st["hand"][0] = 6
    ok(O, st, ["play", O.SORC, 1, O.PETRI])
    assert OU.news(st) == ["P2 gets 1 Pétrifié", "P2 gets dragon"]
    ok(O, st, ["back", 4])
    assert OU.news(st) == ["P1 card 4 >deck"]


def test_aton_cartouche_1_and_a_scoring_round():
    from companion.games.aton import engine as A
    from companion.games.aton import ui as AU

    st = A.new_state(2, {"dead": "8"})
    for a in (["board"], ["card", 2], ["card", 1], ["card", 3], ["card", 2]):
        ok(A, st, a)
    for v in (3, 2, 4, 4):
        ok(A, st, ["card", v])
    assert AU.news(st) == ["Card 1: Blue +2"]
    red, blue = st["squares"]
    red[0][A.YELLOW], red[2][A.YELLOW] = 3, 1  # Red: T1 3-1 = 2, T3 its 1 piece
    blue[0][A.YELLOW], blue[3][A.BLUE] = 1, 1  # Blue: T4, 3 for its blue square
    st["dead"] = [4, 4]
    st["phase"], st["turn"] = "end", 1
    ok(A, st, ["done"])
    assert AU.news(st) == ["Red +3 Blue +3 VP", "Take back 4 each"]


def test_roma_dice_and_combat():
    from companion.games.roma import engine as R
    from companion.games.roma import ui as RU

    st = R.new_state(2, {})
    for card in (20, 7, 20, 20, 20, 20, 20, 7):  # discs 1-4 of each side: 7 Legionarius, 20 Forum
        ok(R, st, ["card", card])
    assert RU.news(st) == ["P1 pays 2 VP"]
    ok(R, st, ["dice", 2, 2, 2])
    assert RU.news(st) == ["Rolled 2 2 2!"]
    ok(R, st, ["keep"])
    ok(R, st, ["activate", 2])  # the Legionarius attacks the card facing it: P2's Forum
    ok(R, st, ["defence", 3])  # asked, the first attack on a Forum
    ok(R, st, ["combat", 5])
    assert RU.news(st) == ["Die 5 vs 3 won", "Forum out"]


def test_samarkand_and_witch_race_say_the_last_turn():
    from companion.games.samarkand import engine as S
    from companion.games.samarkand import ui as SU
    from companion.games.witch_race import engine as W
    from companion.games.witch_race import ui as WU

    st = S.new_state(3, {})
    assert SU.news(st) == ["Youngest starts"]
    ok(S, st, ["marry", 7])
    ok(S, st, ["pay", 3])
    assert SU.news(st) == ["P1 wed red 3$"]
    st = W.new_state(2, {})
    ok(W, st, ["die", 4])
    assert WU.news(st) == ["P1 rolled 4"] and WU.title(st) == "P1: move by 4"
    for a in (["move", 0], ["colour", 1], ["value", 3]):
        ok(W, st, a)
    assert WU.news(st) == ["P1 witch on 4"]
