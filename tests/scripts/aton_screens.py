# heap: 96k
# Aton screens through seeded games: every row ASCII and <= 21 columns, LEDs and effects run.
from _fakes import Fx, Strip, ok  # noqa: E402,F401
from companion.core import rng
from companion.games.aton import engine as eng
from companion.games.aton import pages as helper
from companion.games.aton import ui

for seed in (1, 2, 3, 4):
    r = rng.seed_state(seed)
    s = eng.new_state(2, {"dead": ("8", "12")[seed % 2]})
    fx = Fx()
    while not eng.is_over(s):
        ok(ui.title(s))
        rows = ui.status(s, 0)
        assert len(rows) <= 4
        for row in rows + ui.news(s) + helper.legend(s) + helper.info(s):
            ok(row)
        assert ui.roll_label(s) == ""
        acts = eng.legal_actions(s)
        for a in acts:
            ok(ui.label(s, a))
        r, i = rng.draw(r, len(acts))
        assert eng.apply(s, acts[i]) is None
        ui.on_apply(s, acts[i], fx)
        assert ui.leds(s, fx.strip, 0) is None
    print(ok(ui.title(s)))
    for row in ui.status(s, 0) + helper.end_lines(s) + helper.legend(s) + helper.info(s):
        print(ok(row))
    print(fx.notes, fx.frames, fx.strip.px)
