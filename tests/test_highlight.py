"""A highlighted row (the title, the cursor) keeps every pixel of its letters: its letters stand one pixel
below its top, so that their tops do not merge with the dark row above ("Opale" read "Upale", "Pay gold"
read "ay gold"), and a row drawn alone looks as the whole display drawn at once."""

from host_sim import build, runtime

runtime.use_firmware()
from companion.boards.virtual import VirtualBoard, VirtualDisplay  # noqa: E402
from companion.ui.app import App  # noqa: E402
from companion.ui.screens import Rows  # noqa: E402


def _pixel(display, x, y):
    return display.buffer[(y >> 3) * 128 + x] >> (y & 7) & 1


def _glyph(ch):
    font = build.font()
    return font[(ord(ch) - build.FONT_FIRST) * 8 :][:8]


def _rows(display):
    rows = Rows(display)
    rows.fill = (bytes(128), b"\xff" * 128)
    return rows


def test_the_first_letter_of_a_highlighted_row_is_whole_under_a_lit_top_line():
    for text in ("Pay gold", "Opale"):
        display = VirtualDisplay()
        rows = _rows(display)
        rows.begin()
        rows.put(2, "Or des dragons")  # a dark row above
        rows.put(3, text, True)
        rows.put(4, "Aton")
        rows.commit()
        y = 3 * 8
        assert all(_pixel(display, x, y) for x in range(128)), text  # the lit line above the letters
        glyph = _glyph(text[0])
        for col in range(8):  # the first letter, every column, every row but its tail: dark where it is drawn
            for row in range(7):
                drawn = glyph[col] >> row & 1
                assert _pixel(display, col, y + 1 + row) == 1 - drawn, (text, col, row)
        # the letter's top row is drawn: the first column's pixels are not all lit
        assert any(not _pixel(display, col, y + 1) for col in range(8)), text


_FRAMES = [
    [(0, "Choose a game", True), (1, "Emerald", True), (2, "gjpqy", False), (3, "Pay gold", True)],
    [(0, "Choose a game", True), (1, "Emerald", False), (2, "gjpqy", True), (3, "Pay gold", False)],
    [(0, "Choose a game", True), (2, "gjpqy", True), (3, "Tall", False), (7, "yyyy", True)],
    [(0, "Other", True), (1, "Emerald", True), (3, "Tall", False), (6, "ggg", True), (7, "Top", False)],
]


def _draw(frames):
    display = VirtualDisplay()
    rows = _rows(display)
    for frame in frames:
        rows.begin()
        for r, text, inverted in frame:
            rows.put(r, text, inverted)
        rows.commit()
    return bytes(display.buffer)


def test_a_row_redrawn_alone_looks_as_the_display_drawn_at_once():
    # the letters' tails of a highlighted row reach the row below: drawn again, nothing stays of them
    for i in range(1, len(_FRAMES)):
        assert _draw(_FRAMES[: i + 1]) == _draw(_FRAMES[i : i + 1]), i


def test_the_menu_cursor_on_opale_shows_its_o_whole(tmp_path):
    app = App(VirtualBoard(str(tmp_path), 1))
    for _ in range(2):
        app.press("down")
        app.step()
    assert app.rows._shown[3] == "Opale" and app.rows._shown_inverted[3]
    display = app.board.display
    assert all(_pixel(display, x, 24) for x in range(128))
    glyph = _glyph("O")
    assert [_pixel(display, col, 25) for col in range(8)] == [1 - (glyph[col] & 1) for col in range(8)]
