"""Emerald's dragon flight, danger map and scoring (games/emerald/rules.py) against the rule book texts."""

import pytest

from host_sim import runtime

runtime.use_firmware()

from companion.core import check, rng  # noqa: E402
from companion.games.emerald import engine as em  # noqa: E402
from companion.games.emerald import rules as er  # noqa: E402

FACINGS = ("plain", "lair")


# --- independent references -------------------------------------------------------------------


def ref_fly(dragon, facing, track, roll):
    """Step-by-step reference: the track's four spaces as a list, the dragon as an index into it.

    Written from the rule book only: it flies in its direction, turns around at the last space of the
    track as soon as it gets there (free), and a dragon behind the track first comes back onto it.
    """
    spaces = [track + 1, track + 2, track + 3, track + 4]
    going_up = facing == "lair"
    if dragon == track:  # left behind: the first step brings it onto the track, toward the lair
        idx, going_up, roll = 0, True, roll - 1
        if roll == 0:
            return spaces[0], "lair"  # on the plain end, facing into the track
    else:
        idx = spaces.index(dragon)
        # facing off the track (only possible for hand-made inputs): the free turn comes first
        if idx == 3 and going_up:
            going_up = False
        if idx == 0 and not going_up:
            going_up = True
    while roll:
        idx += 1 if going_up else -1
        roll -= 1
        if idx == 3:
            going_up = False
        if idx == 0:
            going_up = True
    return spaces[idx], "lair" if going_up else "plain"


# the bounce as a cycle of 6 phases: offsets on the track 1 2 3 4 3 2, facing lair on the way up
_CYCLE = ((1, "lair"), (2, "lair"), (3, "lair"), (4, "plain"), (3, "plain"), (2, "plain"))


def cycle_fly(dragon, facing, track, roll):
    """Second reference: a flight is a walk of ``roll`` phases around the six-phase bounce."""
    off = dragon - track
    if off == 0:
        phase, roll = 0, roll - 1
    elif off == 4:
        phase = 3
    elif off == 1:
        phase = 0
    else:
        phase = _CYCLE.index((off, facing))
    off, facing = _CYCLE[(phase + roll) % 6]
    return track + off, facing


def contract_valid():
    """Every (dragon, facing, track) the contract accepts: 1..9, not behind by more than one, not past."""
    out = []
    for track in range(6):
        for dragon in range(1, 10):
            if track <= dragon <= track + 4:
                for facing in FACINGS:
                    out.append((dragon, facing, track))
    return out


def reachable():
    """BFS over every roll from the set-up (track 0, dragon on m4 facing the plain)."""
    start = (4, "plain", 0)
    seen = {start}
    todo = [start]
    while todo:
        d, f, t = todo.pop()
        for r in (1, 2, 3):
            nd, nf = ref_fly(d, f, t, r)
            s = (nd, nf, min(t + 1, 5))
            if s not in seen:
                seen.add(s)
                todo.append(s)
    return seen


# --- flight -----------------------------------------------------------------------------------


def test_the_two_references_agree():
    for d, f, t in contract_valid():
        for r in range(1, 13):
            assert ref_fly(d, f, t, r) == cycle_fly(d, f, t, r), (d, f, t, r)


def test_flight_matches_reference_on_every_valid_position_and_roll():
    n = 0
    for d, f, t in contract_valid():
        for r in (1, 2, 3):
            assert er.fly(d, f, t, r) == ref_fly(d, f, t, r), (d, f, t, r)
            n += 1
    assert n == 2 * (5 + 5 + 5 + 5 + 5 + 5 - 1) * 3  # track 0 has no space 0 behind it


def test_flight_matches_reference_on_every_reachable_state():
    reach = reachable()
    assert len(reach) > 20
    for d, f, t in sorted(reach):
        for r in (1, 2, 3):
            assert er.fly(d, f, t, r) == ref_fly(d, f, t, r)


def test_reachable_states_are_exactly_these():
    # offsets from the track (dragon - track); 0 = left behind on the plain side
    reach = reachable()
    by_track = {}
    for d, f, t in reach:
        by_track.setdefault(t, set()).add((d - t, f))
    assert by_track[0] == {(4, "plain")}  # only the set-up: the first flight moves the track
    # the first flight from m4 facing the plain lands on m3, m2 or m1: offsets 2, 1, 0 from track 1
    assert by_track[1] == {(2, "plain"), (1, "plain"), (0, "lair")}
    for t in (2, 3, 4):
        offsets = {o for o, _ in by_track[t]}
        assert offsets == {0, 1, 2, 3}  # never on the lair end: it was past the track before advancing
    assert {o for o, _ in by_track[5]} == {0, 1, 2, 3, 4}
    for d, f, t in reach:
        assert not (d == t and f == "plain"), "a dragon left behind already faces the lair"
        assert not (d == t + 4 and f == "lair"), "at the lair end it has turned around at once"


def test_validity_rule_is_the_contracts_and_contains_every_reachable_state():
    valid = set(contract_valid())
    for t in range(-1, 7):
        for d in range(-1, 11):
            for f in FACINGS + ("up",):
                ok = er.valid_position(d, f, t) is None
                assert ok == ((d, f, t) in valid), (d, f, t)
    assert reachable() <= valid
    # closed under flying and advancing: a valid input never flies to an invalid position
    for d, f, t in valid:
        for r in (1, 2, 3):
            nd, nf = er.fly(d, f, t, r)
            assert er.on_track(nd, t)
            assert er.valid_position(nd, nf, er.advance(t)) is None


def test_setup_position():
    """« Placez la piste de vol du dragon à côté des quatre premières cases de montagne » ;
    « Placez le dragon sur la dernière case de sa piste d'envol, [...] la face regardant vers la plaine »."""
    assert er.START == (4, "plain", 0)
    assert [s for s in range(1, 10) if er.on_track(s, 0)] == [1, 2, 3, 4]


def test_turns_around_at_the_end_for_free():
    """« Lorsqu'il parvient à la dernière case de sa piste de vol, il fait demi tour et poursuit son
    déplacement en sens inverse. » « Faire demi-tour ne lui coûte pas de point de déplacement. »"""
    # from m4 facing the plain, 3 steps reach m1 (the end): 4 -> 3 -> 2 -> 1
    assert er.fly(4, "plain", 0, 3) == (1, "lair")
    # from m2 facing the plain, 2 steps: m1, then back to m2 (the turn itself costs nothing)
    assert er.fly(2, "plain", 0, 2) == (2, "lair")
    assert er.flight_path(2, "plain", 0, 2) == [2, 1, 1, 2]


def test_turns_at_once_when_reaching_the_end():
    """« Quando il Drago raggiunge uno spazio delimitato dal segnalino del fuoco del drago, dovrà voltarsi
    immediatamente, e continuerà a muovere nella direzione opposta. »"""
    assert er.fly(3, "lair", 0, 1) == (4, "plain")
    # so after the track moves on, the dragon that stopped on the old lair end flies back toward the plain
    assert er.fly(4, "plain", 1, 1) == (3, "plain")


def test_dragon_left_behind_comes_back():
    """« Il se peut que le dragon termine son déplacement sur la case de sa piste de vol la plus éloignée de
    son antre, et ne se trouve donc plus sur sa piste de vol après que celle-ci ait été déplacée. Le dragon
    reste alors en place [...] et se déplacera alors normalement, retournant vers sa piste de vol. »"""
    d, f = er.fly(4, "plain", 0, 3)
    t = er.advance(0)
    assert d == t == 1  # behind the track, which now covers m2..m5
    for facing in FACINGS:  # docs/RULES.md: it flies toward the lair whichever way it was facing
        assert er.fly(1, facing, 1, 1) == (2, "lair")
        assert er.fly(1, facing, 1, 3) == (4, "lair")


def test_track_stops_at_the_last_mountain_space():
    """« Lorsque la piste de vol a atteint la dernière case de montagne avant l'entrée de la grotte du
    dragon, elle reste là jusqu'à la fin de la partie »."""
    assert [er.advance(t) for t in range(6)] == [1, 2, 3, 4, 5, 5]
    assert [s for s in range(1, 10) if er.on_track(s, 5)] == [6, 7, 8, 9]


def test_flight_path_frames():
    for d, f, t in contract_valid():
        for r in (1, 2, 3):
            path = er.flight_path(d, f, t, r)
            assert path[0] == d and path[-1] == er.fly(d, f, t, r)[0]
            moves = [b - a for a, b in zip(path, path[1:], strict=False)]
            assert moves.count(1) + moves.count(-1) == r  # one frame per space flown
            for i, m in enumerate(moves):
                if m == 0:  # a turn-around frame: only at an end of the track
                    assert path[i] in (t + 1, t + 4)
            assert all(m in (-1, 0, 1) for m in moves)
            assert all(er.on_track(s, t) for s in path[1:])


# --- danger map -------------------------------------------------------------------------------


def test_danger_counts_die_faces():
    """« 1 Dé (numéroté 1, 1, 2, 2, 3, 3) »: each face pair is one third."""
    for d, f, t in contract_valid():
        dm = er.danger(d, f, t)
        assert len(dm) == 9 and sum(dm) == 3
        expect = [0] * 9
        for face in (1, 1, 2, 2, 3, 3):
            expect[ref_fly(d, f, t, face)[0] - 1] += 1
        assert [2 * n for n in dm] == expect
    # m2 facing the lair at the set-up track: 1 -> m3, 2 -> m4, 3 -> m4 then back to m3
    assert er.danger(2, "lair", 0) == [0, 0, 2, 1, 0, 0, 0, 0, 0]


def test_dragon_die_is_fair_through_the_seeded_generator():
    """Chi-square over 10,000 rolls of DIE through rng.pick_weighted: 2 degrees of freedom."""
    s = rng.seed_state(20240607)
    counts = {1: 0, 2: 0, 3: 0}
    for _ in range(10000):
        s, face = rng.pick_weighted(s, er.DIE)
        counts[face] += 1
    expected = 10000 / 3
    chi2 = sum((c - expected) ** 2 / expected for c in counts.values())
    assert chi2 < 13.82  # p = 0.001 critical value for 2 degrees of freedom


# --- scoring ----------------------------------------------------------------------------------


def P(name, gold=(), treasures=0, red=0, green=0, blue=0, yellow=0):
    return {
        "name": name,
        "gold": list(gold),
        "treasures": treasures,
        "gems": {"red": red, "green": green, "blue": blue, "yellow": yellow},
    }


def score(players, **top):
    data = {"game": "emerald", "players": players}
    data.update(top)
    return em.score_input(data)


def totals(out):
    return {p["name"]: p["total"] for p in out["players"]}


def test_card_values():
    """« Cartes or: 1 à 5 points [...] Cartes trésor: 5 points chacune. Cartes pierre précieuse: 1 point
    chacune. Cartes bonus: 4 points chacune. »"""
    out = score([P("Ann", gold=[1, 5, 3], treasures=2, red=1), P("Bob", gold=[2])])
    ann = out["players"][0]
    # gold 9, treasures 10, gems 1, red bonus 4 (Ann alone holds red)
    assert ann["total"] == 9 + 10 + 1 + 4
    assert ann["breakdown"] == {"gold": 9, "treasures": 10, "gems": 1, "gem_bonus": 4, "full_set_bonus": 0}
    assert out["players"][1]["total"] == 2
    for p in out["players"]:
        assert sum(p["breakdown"].values()) == p["total"]


def test_gem_bonus_majority_and_ties():
    """« la carte bonus correspondant à chacune des quatre pierres précieuses est attribuée au joueur ayant
    le plus grand nombre de cartes pierre précieuse de ce type » ; « En cas d'égalité entre deux joueurs ou
    plus, personne ne prend la carte bonus »."""
    out = score([P("A", red=3, green=1), P("B", red=2, green=1), P("C", red=0, blue=2)])
    # red: A alone has most; green: A and B tie -> nobody; blue: C; yellow: nobody holds it
    assert [p["breakdown"]["gem_bonus"] for p in out["players"]] == [4, 0, 4]
    # the tie is only for the most: a smaller tie below does not matter
    out = score([P("A", red=3), P("B", red=1), P("C", red=1)])
    assert [p["breakdown"]["gem_bonus"] for p in out["players"]] == [4, 0, 0]


def test_full_set_bonus():
    """« Le premier joueur à avoir devant lui une carte de chacune des quatre pierres précieuses prend
    immédiatement la carte bonus "4 pierres différentes". Cette carte ne peut pas lui être reprise »."""
    four = {"red": 1, "green": 1, "blue": 1, "yellow": 1}
    # absent and exactly one owner: that one
    out = score([P("A", **four), P("B", red=1)])
    assert out["players"][0]["breakdown"]["full_set_bonus"] == 4
    # named: the named one, even if another owns all four by now
    out = score([P("A", **four), P("B", **four)], full_set_bonus="B")
    assert [p["breakdown"]["full_set_bonus"] for p in out["players"]] == [0, 4]
    # nobody owns all four: nobody has it
    out = score([P("A", red=2), P("B", green=1)])
    assert all(p["breakdown"]["full_set_bonus"] == 0 for p in out["players"])
    out = score([P("A", red=2), P("B", green=1)], full_set_bonus=None)
    assert all(p["breakdown"]["full_set_bonus"] == 0 for p in out["players"])


@pytest.mark.parametrize(
    "players, top, msg",
    [
        ([{"red": 1, "green": 1, "blue": 1, "yellow": 1}] * 2, {}, "full_set_bonus: missing, and"),
        (
            [{"red": 1, "green": 1, "blue": 1, "yellow": 1}, {}],
            {"full_set_bonus": None},
            "full_set_bonus: null",
        ),
        (
            [{"red": 1, "green": 1, "blue": 1}, {}],
            {"full_set_bonus": "P0"},
            'full_set_bonus: "P0" does not own',
        ),
        ([{}, {}], {"full_set_bonus": "Zed"}, 'full_set_bonus: "Zed" is not one of the players'),
        ([{}, {}], {"full_set_bonus": 3}, "full_set_bonus: must be a string"),
    ],
)
def test_full_set_bonus_bad(players, top, msg):
    with pytest.raises(check.BadInput) as e:
        score([P("P%d" % i, **g) for i, g in enumerate(players)], **top)
    assert e.value.args[0].startswith(msg)


def test_winner_tie_breaks():
    """« Le joueur ayant le score total le plus élevé est vainqueur. En cas d'égalité entre deux joueurs, le
    vainqueur est celui des ex-asquo ayant le plus de cartes trésor. S'il y a encore égalité, c'est alors le
    nombre de cartes pierre précieuse qui départage les ex-asquo. »"""
    # highest total: 10 against 4
    out = score([P("A", gold=[5, 5]), P("B", gold=[4])])
    assert totals(out) == {"A": 10, "B": 4} and out["winners"] == ["A"]
    # 10 each: B has a treasure card, A only gold
    out = score([P("A", gold=[5, 5]), P("B", treasures=1, gold=[5])])
    assert totals(out) == {"A": 10, "B": 10} and out["winners"] == ["B"]
    # 14 each, no treasures: red is tied (no bonus), A alone has green (bonus 4)
    # A: gold 8 + 2 gems + 4 = 14; B: gold 13 + 1 gem = 14; A has more gem cards
    out = score([P("A", gold=[5, 3], red=1, green=1), P("B", gold=[5, 5, 3], red=1)])
    assert totals(out) == {"A": 14, "B": 14} and out["winners"] == ["A"]


def test_tie_on_points_treasures_and_gems_is_shared():
    """Italian: « Se due o più giocatori sono alla pari, il vincitore sarà quello con più carte Tesoro in
    mano. Se due o più di questi giocatori sono alla pari anche con le carte Tesoro, il vincitore sarà
    quello con più carte Gemma. » — still tied: docs/RULES.md « otherwise shared »."""
    # red: A alone (4), green: B alone (4). A: 6 + 5 + 1 + 4 = 16, B: 6 + 5 + 1 + 4 = 16
    out = score([P("A", gold=[5, 1], treasures=1, red=1), P("B", gold=[3, 3], treasures=1, green=1), P("C")])
    assert totals(out) == {"A": 16, "B": 16, "C": 0}
    assert out["winners"] == ["A", "B"]
    out = score([P("A"), P("B")])
    assert totals(out) == {"A": 0, "B": 0} and out["winners"] == ["A", "B"]


def test_total_is_sum_and_limits_pass_at_the_edge():
    """23 gold and 22 gems are in play: « Remisez les deux cartes or et les deux cartes pierre précieuse
    restantes, sans les regarder, dans la boite de jeu. Elles ne seront pas utilisées dans la partie. »"""
    gold = [5] * 5 + [4] * 5 + [3] * 5 + [2] * 5 + [1] * 3  # 23 cards
    out = score(
        [
            P("A", gold=gold[:12], treasures=4, red=6, green=6),
            P("B", gold=gold[12:], red=0, green=0, blue=6, yellow=4),
        ]
    )
    a, b = out["players"]
    assert a["breakdown"]["gold"] == 5 * 5 + 4 * 5 + 3 * 2 and a["breakdown"]["treasures"] == 20
    assert b["breakdown"]["gold"] == 3 * 3 + 2 * 5 + 1 * 3
    assert a["total"] == 51 + 20 + 12 + 8 and b["total"] == 22 + 10 + 8


@pytest.mark.parametrize(
    "players, msg",
    [
        # « 24 Cartes pierres précieuse (6 de chaque) »
        ([P("A", red=7), P("B")], "players[0].gems.red: 7 exceeds the 6 red gem cards in the game"),
        (
            [P("A", red=4), P("B", red=3)],
            "players[1].gems.red: 3 brings the red gem cards to 7, more than the 6",
        ),
        # « 5 Cartes or (5 de chaque) »
        (
            [P("A", gold=[2, 2, 2]), P("B", gold=[2, 2, 2])],
            "players[1].gold[2]: 6 gold cards of value 2 in all",
        ),
        # « 4 cartes trésor (valeur 5) »
        ([P("A", treasures=5), P("B")], "players[0].treasures: 5 exceeds the 4 treasure cards in the game"),
        (
            [P("A", treasures=3), P("B", treasures=2)],
            "players[1].treasures: 2 brings the treasure cards to 5",
        ),
        # 2 gold and 2 gems are returned unseen at set-up
        (
            [P("A", gold=[5] * 5 + [4] * 5 + [3] * 5), P("B", gold=[2] * 5 + [1] * 4)],
            "players[1].gold[8]: 24 gold cards in all, but only 23 of the 25 are in play",
        ),
        (
            [P("A", red=6, green=6, blue=6), P("B", yellow=5)],
            "players[1].gems: brings the gem cards to 23, but only 22 of the 24 are in play",
        ),
        ([P("A", gold=[0]), P("B")], "players[0].gold[0]: 0 is below the minimum 1"),
        ([P("A", gold=[6]), P("B")], "players[0].gold[0]: 6 is above the maximum 5"),
        ([P("A", gold=[True]), P("B")], "players[0].gold[0]: must be an integer"),
        ([P("A", red=-1), P("B")], "players[0].gems.red: -1 is below the minimum 0"),
        ([P("A", treasures=-1), P("B")], "players[0].treasures: -1 is below the minimum 0"),
        ([P("A")], "players: needs at least 2 entries, has 1"),
        ([P("P%d" % i) for i in range(6)], "players: has 6 entries, at most 5 allowed"),
        ([P("A"), P("A")], 'players[1].name: "A" is already the name of another player'),
        ([P(""), P("A")], "players[0].name: must not be empty"),
    ],
)
def test_bad_score_input(players, msg):
    with pytest.raises(check.BadInput) as e:
        score(players)
    assert e.value.args[0].startswith(msg), e.value.args[0]


def test_bad_score_fields():
    p = P("A")
    del p["gems"]["blue"]
    for players, msg in [
        ([p, P("B")], "players[0].gems.blue: missing field"),
        ([dict(P("A"), gold=3), P("B")], "players[0].gold: must be a list"),
        ([dict(P("A"), silver=3), P("B")], "players[0].silver: unknown field"),
        ([{"name": "A", "gold": [], "gems": P("A")["gems"]}, P("B")], "players[0].treasures: missing field"),
        (
            [dict(P("A"), gems={"red": 0, "green": 0, "blue": 0, "yellow": 0, "white": 1}), P("B")],
            "gems.white",
        ),
    ]:
        with pytest.raises(check.BadInput) as e:
            score(players)
        assert msg in e.value.args[0]
    with pytest.raises(check.BadInput) as e:
        score([P("A"), P("B")], rules="basic")
    assert e.value.args[0] == "rules: unknown field"


def test_dragon_input():
    """The contract's example: rolls from the set-up, the track advancing after each flight."""
    out = em.dragon_input({"rolls": [3, 1]})
    # m4 facing the plain, 3 -> m1 (end of track 0); track 1 covers m2..m5, m1 is behind: 1 -> m2
    assert out == {"steps": [{"roll": 3, "dragon": 1, "track": 1}, {"roll": 1, "dragon": 2, "track": 2}]}
    assert em.dragon_input({"rolls": []}) == {"steps": []}
    out = em.dragon_input({"track": 5, "dragon": 9, "facing": "lair", "rolls": [1, 1]})
    assert out["steps"] == [{"roll": 1, "dragon": 8, "track": 5}, {"roll": 1, "dragon": 7, "track": 5}]
