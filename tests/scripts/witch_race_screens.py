# heap: 96k
# Course de sorcieres screens through a seeded race: every row ASCII and <= 16 columns, LEDs painted.
from _fakes import Fx, Strip, ok  # noqa: E402,F401
from companion.core import rng
from companion.games import witch_race as wr
from companion.games import witch_race_pages as helper
from companion.games import witch_race_ui as ui

for seed in (1, 2, 3):
    n = 1 + seed
    r = rng.seed_state(seed)
    s = wr.new_state(n, {})
    fx = Fx()
    while not wr.is_over(s):
        ok(ui.title(s))
        rows = ui.status(s, 0)
        assert len(rows) <= 4
        for row in rows:
            ok(row)
        out = wr.chance(s)
        if out:
            assert ok(ui.roll_label(s))
            r, a = rng.pick_weighted(r, out)
        else:
            assert ui.roll_label(s) == ""
            acts = wr.legal_actions(s)
            for x in acts:
                ok(ui.label(s, x))
            r, k = rng.draw(r, 3 * len(acts))
            a = acts[k] if k < len(acts) else ["pass"]
        assert wr.apply(s, a) is None
        ui.on_apply(s, a, fx)
        assert ui.leds(s, fx.strip, 0) is None
    for row in helper.legend(s):
        ok(row)
    print(ui.title(s))
    for row in ui.status(s, 0) + helper.end_lines(s):
        print(ok(row))
    lit = [i for i in range(16) if fx.strip.px[i] != (0, 0, 0)]
    assert len(lit) == 4 * n - n  # 3 witches a player, no turn marker once over
    print(fx.notes, fx.frames, lit)
