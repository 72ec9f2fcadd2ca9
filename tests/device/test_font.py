"""The display's font (companion/ui/font.py): made from X11's misc-fixed 5x8 by host_sim/fontgen.py, and drawn
by ui.screens.draw_text as the font's glyphs, every Latin-1 letter to its own."""

import pytest

from host_sim import fontgen, runtime, screen

runtime.use_firmware()
from companion.boards.virtual import VirtualDisplay  # noqa: E402
from companion.ui import font  # noqa: E402
from companion.ui.screens import COLS, Rows  # noqa: E402


def draw_text(row, s, text, inverted):
    # the row drawn by ui.screens.Rows on a display of its own, its bytes copied into ``row``
    rows = Rows(VirtualDisplay())
    rows.begin()
    rows.put(0, text, inverted)
    rows.commit()
    row[s : s + 128] = rows.display.buffer[:128]


def test_the_committed_font_is_what_the_generator_makes_of_the_source_font():
    # `make test` installs the source (Debian's xfonts-base) when it is missing
    assert fontgen.SOURCE.exists(), "the source font is missing: make font-setup"
    data = fontgen.glyphs()
    assert fontgen.tables(data) == font.GLYPHS
    assert fontgen.module(data) == fontgen.OUT.read_text()


def test_the_cells_leave_a_column_between_letters_and_a_lit_top_line_on_a_highlighted_row():
    assert len(font.GLYPHS) == 256 + 3 * 320 and COLS * 6 <= 128 - 2
    for ch in screen.CHARACTERS:
        cell = screen.glyph(ch)
        assert cell[0] == 0, ch  # the cell's first column is always blank
        if ch.isalnum() and ch < "~":  # ASCII's letters and digits: their top is the cell's second pixel row
            assert not any(b & 1 for b in cell), ch
    # the letters the issue named: g and q, the full stop and the comma told apart, in the cell's 8 rows
    assert screen.glyph("g") != screen.glyph("q") and screen.glyph(".") != screen.glyph(",")
    assert any(b >> 7 & 1 for b in screen.glyph("g")) and any(b >> 7 & 1 for b in screen.glyph(","))


@pytest.mark.parametrize("inverted", (0, 1))
def test_every_character_is_drawn_with_its_own_glyph(inverted):
    text = screen.CHARACTERS
    for start in range(0, len(text), COLS):
        row = bytearray(b"\xff" * 128 if inverted else 128)
        part = text[start : start + COLS]
        draw_text(row, 0, part, inverted)
        want = b"".join([screen.glyph(ch) for ch in part])
        if inverted:
            want = bytes([255 - b for b in want])
        assert bytes(row[: len(want)]) == want, part
        assert set(row[len(want) : 126]) <= {255 if inverted else 0}  # nothing past the text


def test_a_letter_outside_latin_1_is_a_question_mark_and_a_row_stops_at_21_cells():
    row = bytearray(128)
    draw_text(row, 0, "a\u20acb\u0153", 0)  # the euro sign, the oe ligature
    assert bytes(row[:24]) == screen.glyph("a") + screen.glyph("?") + screen.glyph("b") + screen.glyph("?")
    row = bytearray(128)
    draw_text(row, 0, "W" * 30, 0)
    assert bytes(row[: 21 * 6]) == screen.glyph("W") * 20 + screen.glyph("~")  # clipped: fit()
    assert set(row[21 * 6 :]) == {0}
