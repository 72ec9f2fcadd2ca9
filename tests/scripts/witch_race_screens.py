# heap: 96k
# Course de sorcieres screens through seeded races: every row ASCII and <= 21 columns, LEDs painted.
from _fakes import Fx, Strip, ok  # noqa: E402,F401
from companion.core import rng
from companion.games.witch_race import engine as wr
from companion.games.witch_race import pages as helper
from companion.games.witch_race import ui

for seed in (1, 2, 3):
    n = 1 + seed
    r = rng.seed_state(seed)
    s = wr.new_state(n, {})
    fx = Fx()
    phases = []
    while not wr.is_over(s):
        ok(ui.title(s))
        if s["phase"] not in phases:
            phases.append(s["phase"])
        for row in ui.status(s, 0) + ui.news(s):
            ok(row)
        assert len(ui.status(s, 0)) <= 4
        out = wr.chance(s)
        if out:
            assert ok(ui.roll_label(s))
            r, a = rng.pick_weighted(r, out)
        else:
            # roll does nothing here; a tile asked: the buttons' lines in the list's place, a line a button
            assert ui.roll_label(s) == ""
            acts = wr.legal_actions(s)
            keyed = ui.keys(s, acts)
            assert (keyed is not None) == (s["phase"] == "colour")
            for row in (keyed or ((), []))[1]:
                ok(row)
            for x in acts:
                ok(ui.label(s, x))
            r, k = rng.draw(r, len(acts))
            a = acts[k]
        assert wr.apply(s, a) is None
        ui.on_apply(s, a, fx)
        assert ui.leds(s, fx.strip, 0) is None  # the LEDs change only with the state
        # a witch waiting for a decision is white on its stage
        white = [i for i in range(16) if fx.strip.px[i] == (255, 255, 255)]
        waiting = s["phase"] in ("colour", "value", "own", "foe", "draw")
        assert white == ([(s["at"] - 1) % 16] if waiting else []), (white, s["at"])
        for row in helper.info(s):
            ok(row)
    for row in helper.legend(s) + helper.legend(wr.new_state(n, {})):
        ok(row)
    # every decision came up: tiles turned (as far as the witch needs them), own and foe signs, and the
    # neutral piles (fewer than 4 players)
    assert len(phases) == (5 if n == 4 else 6) and "value" not in phases, phases
    print(ui.title(s), sorted(phases))
    for row in ui.status(s, 0) + ui.news(s) + helper.end_lines(s):
        print(ok(row))
    print(fx.notes, fx.frames)
