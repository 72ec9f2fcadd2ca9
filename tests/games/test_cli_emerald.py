"""The `score` (game emerald) and `dragon` commands through host_sim, in CPython and in MicroPython."""

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from host_sim import runtime

RUNTIMES = ("cpython", "micropython")
GEMS = ("red", "green", "blue", "yellow")


def P(name, gold=(), treasures=0, red=0, green=0, blue=0, yellow=0):
    return {
        "name": name,
        "gold": list(gold),
        "treasures": treasures,
        "gems": {"red": red, "green": green, "blue": blue, "yellow": yellow},
    }


def both(command, text, heap=runtime.DEFAULT_HEAP):
    """Run in both runtimes, require identical results, return the CPython one."""
    cpy = runtime.cli(command, text, "cpython")
    mpy = runtime.cli(command, text, "micropython", heap)
    assert mpy == cpy, (text, cpy, mpy)
    return cpy


# --- independent references -------------------------------------------------------------------

_CYCLE = ((1, "lair"), (2, "lair"), (3, "lair"), (4, "plain"), (3, "plain"), (2, "plain"))


def ref_steps(track, dragon, facing, rolls):
    """The bounce as six phases around the track (offsets 1 2 3 4 3 2); behind the track = one step short."""
    out = []
    for r in rolls:
        off = dragon - track
        if off == 0:
            phase, r2 = 0, r - 1
        elif off in (1, 4):
            phase, r2 = (0 if off == 1 else 3), r
        else:
            phase, r2 = _CYCLE.index((off, facing)), r
        off, facing = _CYCLE[(phase + r2) % 6]
        dragon = track + off
        track = min(track + 1, 5)
        out.append({"roll": r, "dragon": dragon, "track": track})
    return {"steps": out}


def ref_dragon_ok(d):
    if not isinstance(d, dict) or set(d) - {"track", "dragon", "facing", "rolls"} or "rolls" not in d:
        return False
    track, dragon, facing = d.get("track", 0), d.get("dragon", 4), d.get("facing", "plain")
    if type(track) is not int or type(dragon) is not int or not 0 <= track <= 5 or not 1 <= dragon <= 9:
        return False
    if facing not in ("plain", "lair") or not isinstance(d["rolls"], list):
        return False
    if any(type(r) is not int or not 1 <= r <= 3 for r in d["rolls"]):
        return False
    return track <= dragon <= track + 4


def ref_score_ok(d):
    """Independent validity check of an emerald score input (the contract plus 23 gold / 22 gems in play)."""
    if set(d) - {"game", "players", "full_set_bonus"} or not isinstance(d.get("players"), list):
        return False
    ps = d["players"]
    if not 2 <= len(ps) <= 5:
        return False
    names = []
    for p in ps:
        if not isinstance(p, dict) or set(p) != {"name", "gold", "treasures", "gems"}:
            return False
        if not isinstance(p["name"], str) or not p["name"] or p["name"] in names:
            return False
        names.append(p["name"])
        if not isinstance(p["gold"], list) or any(type(v) is not int or not 1 <= v <= 5 for v in p["gold"]):
            return False
        if type(p["treasures"]) is not int or p["treasures"] < 0:
            return False
        g = p["gems"]
        if (
            not isinstance(g, dict)
            or set(g) != set(GEMS)
            or any(type(v) is not int or v < 0 for v in g.values())
        ):
            return False
    all_gold = [v for p in ps for v in p["gold"]]
    if any(all_gold.count(v) > 5 for v in range(1, 6)) or len(all_gold) > 23:
        return False
    if sum(p["treasures"] for p in ps) > 4:
        return False
    if any(sum(p["gems"][k] for p in ps) > 6 for k in GEMS) or sum(sum(p["gems"].values()) for p in ps) > 22:
        return False
    full = [p["name"] for p in ps if min(p["gems"].values()) > 0]
    if "full_set_bonus" in d:
        fsb = d["full_set_bonus"]
        return not full if fsb is None else fsb in full
    return len(full) <= 1


def ref_score(d):
    ps = d["players"]
    full = [p["name"] for p in ps if min(p["gems"].values()) > 0]
    holder = d.get("full_set_bonus", full[0] if full else None)
    totals = []
    for p in ps:
        t = sum(p["gold"]) + 5 * p["treasures"] + sum(p["gems"].values())
        for k in GEMS:
            others = [q["gems"][k] for q in ps if q is not p]
            if p["gems"][k] > 0 and p["gems"][k] > max(others):
                t += 4
        t += 4 if p["name"] == holder else 0
        totals.append((t, p["treasures"], sum(p["gems"].values()), p["name"]))
    best = max(x[:3] for x in totals)
    return [x[0] for x in totals], [x[3] for x in totals if x[:3] == best]


def check_result(command, data, res):
    code, out, err = res
    ok = ref_dragon_ok(data) if command == "dragon" else ref_score_ok(data)
    assert code == (0 if ok else 2), (data, res)
    if code == 2:
        assert out == "" and err.endswith("\n") and err.count("\n") == 1
        assert "Traceback" not in err and ": " in err
        return
    assert err == "" and out.endswith("\n") and out.count("\n") == 1
    got = json.loads(out)
    if command == "dragon":
        assert got == ref_steps(
            data.get("track", 0), data.get("dragon", 4), data.get("facing", "plain"), data["rolls"]
        )
    else:
        totals, winners = ref_score(data)
        assert got["game"] == "emerald"
        assert [p["name"] for p in got["players"]] == [p["name"] for p in data["players"]]
        assert [p["total"] for p in got["players"]] == totals
        assert got["winners"] == winners
        for p in got["players"]:
            assert sum(p["breakdown"].values()) == p["total"]


def game(players, **top):
    d = {"game": "emerald", "players": players}
    d.update(top)
    return d


# --- fixed cases in both runtimes -------------------------------------------------------------

GOOD = [
    ("dragon", {"rolls": [1, 2, 3, 3, 3, 1, 2]}),
    ("dragon", {"rolls": []}),
    ("dragon", {"track": 3, "dragon": 3, "facing": "plain", "rolls": [1, 1, 1, 1]}),
    ("dragon", {"track": 5, "dragon": 9, "facing": "lair", "rolls": [3]}),
    ("score", game([P("Ann", [5, 3], 1, 2, 1, 1, 1), P("Bob", [4, 4], 2, green=3)])),
    ("score", game([P("A", [5, 1], 1, red=1), P("B", [3, 3], 1, green=1), P("C")])),
    (
        "score",
        game(
            [P("A", red=1, green=1, blue=1, yellow=1), P("B", **dict.fromkeys(GEMS, 1))], full_set_bonus="B"
        ),
    ),
    ("score", game([P("A"), P("B")], full_set_bonus=None)),
    ("score", game([P("Zoë ☃", [1]), P('B"\\', [2])])),
]

BAD = [
    ("dragon", "{", "not JSON: "),
    ("dragon", "[]", "input: must be an object"),
    ("dragon", {}, "rolls: missing field"),
    ("dragon", {"rolls": [4]}, "rolls[0]: 4 is above the maximum 3"),
    ("dragon", {"rolls": [1, 2.5]}, "rolls[1]: 2.5 is not a whole number"),
    ("dragon", {"rolls": [True]}, "rolls[0]: must be an integer"),
    ("dragon", {"rolls": [], "speed": 1}, "speed: unknown field"),
    ("dragon", {"rolls": [], "track": 6}, "track: 6 is above the maximum 5"),
    ("dragon", {"rolls": [], "dragon": 0}, "dragon: 0 is below the minimum 1"),
    ("dragon", {"rolls": [], "facing": "up"}, 'facing: "up" is not one of plain, lair'),
    (
        "dragon",
        {"rolls": [], "track": 5},
        "dragon: 4 is more than one space behind the track (track 5 covers 6-9)",
    ),
    ("dragon", {"rolls": [], "track": 3, "dragon": 2}, "dragon: 2 is more than one space behind the track"),
    (
        "dragon",
        {"rolls": [], "dragon": 5},
        "dragon: 5 is past the track on the lair side (track 0 covers 1-4)",
    ),
    (
        "score",
        game([P("A", red=7), P("B")]),
        "players[0].gems.red: 7 exceeds the 6 red gem cards in the game",
    ),
    ("score", game([P("A", [5] * 3), P("B", [5] * 3)]), "players[1].gold[2]: 6 gold cards of value 5 in all"),
    (
        "score",
        game([P("A", treasures=3), P("B", treasures=2)]),
        "players[1].treasures: 2 brings the treasure",
    ),
    ("score", game([P("A")]), "players: needs at least 2 entries, has 1"),
    ("score", game([P("A"), P("A")]), 'players[1].name: "A" is already the name of another player'),
    (
        "score",
        game([P("A", **dict.fromkeys(GEMS, 1)), P("B", **dict.fromkeys(GEMS, 1))]),
        "full_set_bonus: missing",
    ),
    (
        "score",
        game([P("A"), P("B")], full_set_bonus="A"),
        'full_set_bonus: "A" does not own all four gem kinds',
    ),
    ("score", game([P("A"), dict(P("B"), gold=[1], silver=1)]), "players[1].silver: unknown field"),
    ("score", {"game": "emerald", "players": [P("A"), P("B")], "bonus": 1}, "bonus: unknown field"),
]


@pytest.mark.parametrize("command, data", GOOD, ids=range(len(GOOD)))
def test_good_inputs_same_in_both_runtimes(command, data):
    res = both(command, json.dumps(data))
    check_result(command, data, res)


@pytest.mark.parametrize("command, data, msg", BAD, ids=range(len(BAD)))
def test_bad_inputs_same_in_both_runtimes(command, data, msg):
    text = data if isinstance(data, str) else json.dumps(data).replace("2.5", "2.5")
    code, out, err = both(command, text)
    assert code == 2 and out == "" and err.startswith(msg), err
    assert err.count("\n") == 1


def test_contract_dragon_example_by_hand():
    """From the set-up (m4 facing the plain, track on m1..m4): roll 2 lands on m2, the track moves to m2..m5;
    roll 1 from m2 facing the plain: m2 is the track's plain end now, so it turns and flies to m3."""
    code, out, _ = both("dragon", '{"rolls":[2,1]}')
    assert code == 0
    assert json.loads(out) == {
        "steps": [{"roll": 2, "dragon": 2, "track": 1}, {"roll": 1, "dragon": 3, "track": 2}]
    }


# --- heap -------------------------------------------------------------------------------------


def test_commands_fit_in_96k():
    """A whole game's worth of input, in the 96 KB heap the device runs in."""
    gold = [[5, 5, 5, 5, 4], [4, 4, 4, 4, 3], [3, 3, 3, 3, 2], [2, 2, 2, 2, 1], [1, 1, 1]]
    players = [P("Player number %d with a long name" % i, gold[i], 1 if i < 4 else 0) for i in range(5)]
    for i in range(4):
        players[i]["gems"] = {k: 2 if j == i else 1 for j, k in enumerate(GEMS)}
    players[4]["gems"]["green"] = 1
    data = game(players, full_set_bonus=players[2]["name"])
    res = both("score", json.dumps(data), heap="96k")
    assert res[0] == 0
    check_result("score", data, res)
    data = {"rolls": [1, 2, 3, 3, 2, 1] * 7}  # 42 flights
    res = both("dragon", json.dumps(data), heap="96k")
    assert res[0] == 0
    check_result("dragon", data, res)


# --- hypothesis: valid and invalid inputs, CPython against the references, then MicroPython in a batch -----

_BATCH = """
from companion import cli
from companion.core import jsonc, jsonparse
while True:
    line = sys.stdin.readline()  # one case per line: the batch never sits whole in the heap
    if not line:
        break
    command, text = jsonparse.parse(line)
    code, out, err = cli.run(command, text)
    print(jsonc.dumps([code, out, err]))
"""

names = st.one_of(st.sampled_from(["A", "B", "C", "Dé", ""]), st.text(max_size=6))
small = st.one_of(st.integers(0, 3), st.integers(-1, 8), st.just(True), st.just("2"))


@st.composite
def valid_score_input(draw):
    """A reachable end of game: cards dealt from what is in play (23 gold, 22 gems, 4 treasures)."""
    n = draw(st.integers(2, 5))
    pool = draw(st.permutations([v for v in range(1, 6) for _ in range(5)]))[:23]
    gems = draw(st.permutations([k for k in GEMS for _ in range(6)]))[:22]
    players = []
    for i in range(n):
        name = draw(st.sampled_from(["Ann", "Bob", "Zoë", "D", "x y"]) if i else names.filter(bool))
        while name in [p["name"] for p in players]:
            name += "'"
        gold = pool[: draw(st.integers(0, min(6, len(pool))))]
        pool = pool[len(gold) :]
        mine = gems[: draw(st.integers(0, min(6, len(gems))))]
        gems = gems[len(mine) :]
        players.append(P(name, gold, 0, *[mine.count(k) for k in GEMS]))
    for _ in range(draw(st.integers(0, 4))):
        players[draw(st.integers(0, n - 1))]["treasures"] += 1
    d = game(players)
    full = [p["name"] for p in players if min(p["gems"].values()) > 0]
    if full:
        d["full_set_bonus"] = draw(st.sampled_from(full))
    elif draw(st.booleans()):
        d["full_set_bonus"] = None
    if len(full) == 1 and draw(st.booleans()):
        del d["full_set_bonus"]
    return d


@st.composite
def score_inputs(draw):
    """Half valid, half one mutation away from valid (a limit, a type, a field, the bonus holder)."""
    d = draw(valid_score_input())
    if draw(st.booleans()):
        return d
    p = draw(st.sampled_from(d["players"]))
    what = draw(st.integers(0, 9))
    if what == 0:
        p["gold"].append(draw(small))
    elif what == 1:
        p["gems"][draw(st.sampled_from(GEMS))] = draw(small)
    elif what == 2:
        p["treasures"] = draw(small)
    elif what == 3:
        del p[draw(st.sampled_from(sorted(p)))]
    elif what == 4:
        p[draw(st.sampled_from(["extra", "silver", "Gold"]))] = 1
    elif what == 5:
        del p["gems"][draw(st.sampled_from(GEMS))]
    elif what == 6:
        p["name"] = draw(names)
    elif what == 7:
        d["full_set_bonus"] = draw(st.one_of(st.none(), names, small))
    elif what == 8:
        d.pop("full_set_bonus", None)
    else:
        extra = draw(st.lists(st.just(P("Q")), max_size=4))
        d["players"] = d["players"][: draw(st.integers(0, 2))] + extra
    return d


@st.composite
def dragon_inputs(draw):
    d = {"rolls": draw(st.lists(st.one_of(st.integers(1, 3), st.integers(-1, 5)), max_size=12))}
    if draw(st.booleans()):
        d["track"] = draw(st.integers(-1, 6))
    if draw(st.booleans()):
        d["dragon"] = draw(st.integers(0, 10))
    if draw(st.booleans()):
        d["facing"] = draw(st.sampled_from(["plain", "lair", "Plain", 1]))
    if draw(st.integers(0, 15)) == 0:
        del d["rolls"]
    if draw(st.integers(0, 15)) == 0:
        d["game"] = "emerald"
    return d


def test_generated_inputs_cpython_references_then_micropython_batch():
    runtime.use_firmware()
    from companion import cli as fw_cli

    cases = []
    seen = {"score": [0, 0], "dragon": [0, 0]}

    @settings(
        max_examples=400,
        deadline=None,
        suppress_health_check=list(HealthCheck),
        database=None,
        derandomize=True,
    )
    @given(
        st.one_of(score_inputs().map(lambda d: ("score", d)), dragon_inputs().map(lambda d: ("dragon", d)))
    )
    def one(case):
        command, data = case
        text = json.dumps(data)
        code, out, err = fw_cli.run(command, text)
        res = (code, out + "\n" if out else "", err + "\n" if err else "")
        check_result(command, data, res)
        seen[command][code == 0] += 1
        cases.append((command, text, [code, out, err]))

    one()
    # both kinds of outcome were exercised for both commands
    assert min(seen["score"]) > 10 and min(seen["dragon"]) > 10, seen
    batch = cases[:: max(1, len(cases) // 150)]
    res = runtime.run_micropython(_BATCH, "".join(json.dumps([c, t]) + "\n" for c, t, _ in batch))
    assert res.returncode == 0, res.stderr
    lines = res.stdout.splitlines()
    assert len(lines) == len(batch)
    for (command, text, expect), line in zip(batch, lines, strict=True):
        assert json.loads(line) == expect, (command, text)
