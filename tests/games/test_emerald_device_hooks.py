"""Emerald's screen hooks: 16-column ASCII text, the LED path, the dragon's flight animation, danger map."""

import pytest

from host_sim import runtime

runtime.use_firmware()

from companion.core import rng  # noqa: E402
from companion.games.emerald import engine as E  # noqa: E402
from companion.games.emerald import pages as H  # noqa: E402
from companion.games.emerald import ui as U  # noqa: E402
from companion.ui.fx import Strip  # noqa: E402

GREEN = U.DRAGON


class FakeFx:
    """Collects the animation frames and the notes."""

    def __init__(self):
        self.strip = Strip(16)
        self.frames = []
        self.notes = []

    def animate(self, gen):
        for delay in gen:
            assert isinstance(delay, int) and delay > 0
            self.frames.append((bytes(self.strip.buf), len(self.notes)))

    def beep(self, freq, ms):
        self.notes.append((freq, ms))

    def tune(self, notes):
        self.notes.extend(notes)


def px(buf, i):
    return tuple(buf[3 * i : 3 * i + 3])


def short(text):
    assert isinstance(text, str) and len(text) <= 21, text
    assert all(32 <= ord(ch) < 127 for ch in text), text


def walk(np, mode, seed):
    """Yield every state of a seeded random game with the action about to be applied."""
    st = E.new_state(np, {"mode": mode})
    r = rng.seed_state(seed)
    while not E.is_over(st):
        ch, acts = E.chance(st), E.legal_actions(st)
        if ch and (not acts or rng.draw(r, 10)[1]):
            r, a = rng.pick_weighted(r, ch)
        else:
            r, k = rng.draw(r, len(acts))
            a = acts[k]
        yield st, acts, a
        assert E.apply(st, a) is None
    yield st, [], None


@pytest.mark.parametrize(
    "np,mode", [(2, "tracker"), (3, "tracker"), (5, "tracker"), (4, "keeper"), (3, "scoring")]
)
def test_every_text_fits_16_ascii_columns(np, mode):
    strip = Strip(16)
    for seed in range(6):
        for st, acts, _a in walk(np, mode, seed):
            short(U.title(st))
            rows = U.status(st, 0)
            assert len(rows) <= 4
            for row in rows:
                short(row)
            labels = [U.label(st, a) for a in acts]
            for text in labels:
                short(text)
            assert len(set(labels)) == len(labels), labels  # every choice tells itself apart
            if E.chance(st):
                assert U.roll_label(st) == "ROLL: dragon die"
            for row in H.info(st) + H.legend(st):
                short(row)
            assert U.leds(st, strip, 0) is None
            H.info_leds(st, strip)
        for row in H.end_lines(st):
            short(row)


def test_leds_show_the_track_window_the_dragon_and_the_players_colour():
    st = E.new_state(3, {"mode": "tracker"})
    st["kn"][0] = 3  # P1's knight on p3
    st["kn"][5] = 4  # P2's on p4: not shown on P1's turn
    strip = Strip(16)
    U.leds(st, strip, 0)
    buf = strip.buf
    assert px(buf, 9) == GREEN  # the dragon on m4 = path 10 = pixel 9
    assert [px(buf, i) for i in (6, 7, 8)] == [U.WINDOW] * 3  # m1-m3 beside the track
    assert px(buf, 10) == (0, 0, 0)
    assert px(buf, 2) == U.knight_rgb(0) and px(buf, 3) == (0, 0, 0)
    assert px(buf, 15) == U.knight_rgb(0)  # the lair pixel wears the current player's colour


def test_flight_animation_steps_and_turns_around_with_a_landing_sound():
    """ "Lorsqu'il parvient à la dernière case de sa piste de vol, il fait demi tour et poursuit son
    déplacement en sens inverse." : from m4 facing the plain a 3 flies m3, m2, m1."""
    st = E.new_state(3, {"mode": "keeper"})
    assert E.apply(st, ["die", 3]) is None
    fx = FakeFx()
    U.on_apply(st, ["die", 3], fx)
    dragon_at = []
    for buf, _ in fx.frames:
        greens = [i for i in range(16) if px(buf, i) == GREEN]
        whites = [i for i in range(16) if px(buf, i) == U.TURN]
        dragon_at.append((greens, whites))
    # the start m4 (pixel 9), then m3, m2, m1 step by step, then m1 flashing white as it turns around
    assert dragon_at[:5] == [([9], []), ([8], []), ([7], []), ([6], []), ([], [6])]
    assert fx.notes
    first_note = [n > 0 for _, n in fx.frames].index(True)
    assert first_note >= 5  # the sound comes on landing, after the steps
    assert fx.frames[-1][0] == bytes(_painted(st))


def _painted(st):
    s = Strip(16)
    U.leds(st, s, 0)
    return s.buf


def test_danger_map_info_and_leds():
    """Set-up: the dragon on m4 facing the plain lands on m3, m2 or m1, one chance in three each."""
    st = E.new_state(2, {"mode": "tracker"})
    # exact thirds, never "34% 33% 33%"
    assert H.info(st) == ["Dragon lands on:", "m1 1/3  m2 1/3", "m3 1/3  m4   -", "m5   -  m6   -"] + [
        "m7   -  m8   -",
        "m9   -",
    ]
    # m2 facing the lair at the set-up track: 1 -> m3, 2 -> m4, 3 -> m4 then back to m3
    st["dr"], st["face"] = 2, "lair"
    assert H.info(st)[2] == "m3 2/3  m4 1/3"
    st = E.new_state(2, {"mode": "tracker"})
    strip = Strip(16)
    H.info_leds(st, strip)
    assert [px(strip.buf, i)[0] for i in range(6, 15)] == [85, 85, 85, 0, 0, 0, 0, 0, 0]
    assert px(strip.buf, 9) == GREEN


def test_labels_name_places_and_marks():
    st = E.new_state(3, {"mode": "tracker"})
    assert U.label(st, ["move", 0, -1]) == "T1 to p3"
    assert U.label(st, ["move", 0, -5]) == "Keep to p3"
    st["kn"][0] = st["kn"][5] = 6
    assert U.label(st, ["move", 0, 6]) == "p6 to m2 card flies"  # a card there and the dragon will fly
    two = E.new_state(2, {"mode": "tracker"})
    assert U.label(two, ["move", 2, -1]) == "Y T1 to p4"
    assert U.label(st, ["take", "gold", 4]) == "Take gold 4"


def test_end_lines_rank_and_explain_bonuses():
    st = E.new_state(2, {"mode": "scoring"})
    for a in (["gold", 5], ["next"], ["tr", 0], ["gem", 2], ["gem", 1], ["gem", 1], ["gem", 1]):
        assert E.apply(st, a) is None
    for a in (["gold", 3], ["next"], ["tr", 1], ["gem", 0], ["gem", 0], ["gem", 0], ["gem", 0]):
        assert E.apply(st, a) is None
    lines = H.end_lines(st)
    # P1: 5 gold + 5 gems + 4 majorities x 4 + the full set 4 = 30; P2: 3 + 5 = 8
    assert lines[0] == "1 P1 30 pts*" and lines[1] == "2 P2 8 pts"
    assert lines[2:] == [
        "P1 red +4",
        "P1 green +4",
        "P1 blue +4",
        "P1 yellow +4",
        "P1 all 4 gems +4",
        # then each player's points line by line, as `score` gives them (a line not said is 0)
        "P1, points:",
        " gold 5",
        " gem cards 5",
        " most gems 16",
        " first 4 kinds 4",
        "P2, points:",
        " gold 3",
        " treasures 5",
    ]
    st = E.new_state(2, {"mode": "scoring"})
    for a in (["gold", 5], ["next"], ["tr", 0], ["gem", 1], ["gem", 0], ["gem", 0], ["gem", 0]) * 2:
        assert E.apply(st, a) is None
    # "En cas d'égalité entre deux joueurs, le vainqueur est celui des ex-asquo ayant le plus de cartes
    # trésor. S'il y a encore égalité, c'est alors le nombre de cartes pierre précieuse qui départage"
    assert H.end_lines(st) == [
        "1 P1 6 pts*",
        "2 P2 6 pts*",
        "red: tied",
        "Tie on 6 pts:",
        "shared victory",
        "P1, points:",
        " gold 5",
        " gem cards 1",
        "P2, points:",
        " gold 5",
        " gem cards 1",
    ]
