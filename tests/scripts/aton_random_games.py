# heap: 128k
# Aton: seeded games of random legal actions; replay, undo, refused actions and the squares checked.
from companion.core import jsonc, jsonparse, rng
from companion.games.aton import engine as aton

BAD = (
    ["card", 0],
    ["card", 5],
    ["remove", 5, "yellow"],
    ["place", 0, "green"],
    ["place", 1, "pink"],
    ["back", 1],
    ["first", 2],
    ["done", 1],
    ["add", 2],
    ["x"],
    [],
)


def replay(base, actions):
    """:return: the state ``base`` (canonical JSON) reaches through ``actions``, as the device replays its
    checkpoint and journal"""
    st = jsonparse.parse(base)
    for a in actions:
        assert aton.apply(st, a) is None
    return st


def check(st, dead_max):
    assert aton.check_board(st["board"]) == st["board"]
    tot = 0
    for p in (0, 1):
        assert min([min(t) for t in st["squares"][p]]) >= 0
        assert aton.reserve(st, p) >= 0
        tot += st["dead"][p]
    for t in range(4):
        for k in range(len(aton.KINDS)):
            assert aton.free(st, t, k) >= 0
    assert tot <= dead_max
    for p in (0, 1):
        assert 0 <= st["c1"][p] <= st["score"][p]


for seed in range(1, 13):
    opts = {"dead": ("8", "6", "10", "12")[seed % 4]}
    st = aton.new_state(2, opts)
    base = jsonc.dumps(st)
    since = []  # the actions since base
    r = rng.seed_state(1000 + seed)
    steps = 0
    scorings = 0
    while not aton.is_over(st) and steps < 3000:
        acts = aton.legal_actions(st)
        assert acts and aton.chance(st) is None
        before = jsonc.dumps(st)
        for bad in BAD:
            if bad not in acts:
                assert isinstance(aton.apply(st, bad), str)
                assert jsonc.dumps(st) == before
        r, i = rng.draw(r, len(acts))
        old = st["score"][:]
        assert aton.apply(st, acts[i]) is None
        since.append(acts[i])
        if st["news"] and st["news"][0][0] == "score":
            scorings += 1
            gained = [st["score"][p] - old[p] for p in (0, 1)]
            assert gained == [sum(st["last"][0]), sum(st["last"][1])]
        check(st, int(opts["dead"]))
        steps += 1
        if steps % 97 == 0:  # undo = replay without the last action; then a new checkpoint
            assert jsonc.dumps(replay(base, since[:-1])) == before
            base = jsonc.dumps(st)
            since = []
    assert aton.is_over(st) and aton.legal_actions(st) == []
    assert jsonc.dumps(replay(base, since)) == jsonc.dumps(st)
    w = st["winners"][0]
    if st["why"] in ("yellow", "green"):
        k = aton.KINDS.index(st["why"])
        assert aton.on_kind(st, w, k) == aton.of_kind(st, k) > 0
    elif st["why"] == "temple":
        assert aton.SQUARES in aton.temples(st, w)
    else:
        assert max(st["score"]) >= aton.GOAL
    res = aton.result(st)
    for p in res["players"]:
        assert sum(p["breakdown"].values()) == p["total"]
    board = jsonc.dumps(st["board"])
    print(seed, opts["dead"], steps, st["round"], scorings, st["why"], board, jsonc.dumps(res))
