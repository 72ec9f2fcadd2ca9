# heap: 96k
# Roma screens through seeded games: every row ASCII and <= 21 columns, LEDs and effects run.
from _fakes import Fx, Strip, ok  # noqa: E402,F401
from companion.core import rng
from companion.games.roma import engine as eng
from companion.games.roma import pages as helper
from companion.games.roma import ui

for seed in (1, 2, 3, 4, 5, 6):
    r = rng.seed_state(seed)
    s = eng.new_state(2, {})
    fx = Fx()
    while not eng.is_over(s):
        ok(ui.title(s))
        rows = ui.status(s, 0)
        assert len(rows) <= 4
        for row in rows + ui.news(s) + helper.legend(s) + helper.info(s):
            ok(row)
        acts = eng.legal_actions(s)
        for a in acts:
            ok(ui.label(s, a))
        out = eng.chance(s)
        if out:
            assert ok(ui.roll_label(s)).startswith("ROLL")
            r, a = rng.pick_weighted(r, out)
        else:
            assert ui.roll_label(s) == ""
            r, a = rng.pick_weighted(r, [(x, 1 if x[0] in ("fix", "cancel", "end") else 8) for x in acts])
        assert eng.apply(s, a) is None
        ui.on_apply(s, a, fx)
        assert ui.leds(s, fx.strip, 0) is None
    print(ok(ui.title(s)))
    for row in ui.status(s, 0) + ui.news(s) + helper.end_lines(s) + helper.legend(s) + helper.info(s):
        print(ok(row))
    print(fx.notes, fx.frames, fx.strip.px)
