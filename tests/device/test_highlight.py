"""A highlighted row (the title, the cursor) is drawn whole: every pixel of its letters, their descenders
too ("Choose a qame", "Nouv, dragon" where g and the full stop lost their last pixel row), under a lit top
line that keeps their tops apart from the dark row above ("Opale" read "Upale"); and a row drawn alone looks
as the whole display drawn at once."""

from host_sim import runtime, screen

runtime.use_firmware()
from companion.boards.virtual import VirtualBoard, VirtualDisplay  # noqa: E402
from companion.ui.app import App  # noqa: E402
from companion.ui.screens import Rows  # noqa: E402


def _pixel(display, x, y):
    return display.buffer[(y >> 3) * 128 + x] >> (y & 7) & 1


def _rows(display):
    rows = Rows(display)
    return rows


def _one_row(text, inverted):
    display = VirtualDisplay()
    rows = _rows(display)
    rows.begin()
    rows.put(2, "Or des dragons")  # a dark row above
    rows.put(3, text, inverted)
    rows.put(4, "Aton")
    rows.commit()
    return display


def test_the_letters_of_a_highlighted_row_are_whole_under_a_lit_top_line():
    for text in ("Pay gold", "Opale", "Choose a game", "Nouv. dragon, T1"):
        display = _one_row(text, True)
        y = 3 * 8
        assert all(_pixel(display, x, y) for x in range(128)), text  # the lit line above the letters
        for i, ch in enumerate(text):
            glyph = screen.glyph(ch)
            for col in range(screen.CELL):  # every column, every pixel row: dark where the letter is drawn
                for row in range(8):
                    drawn = glyph[col] >> row & 1
                    assert _pixel(display, i * screen.CELL + col, y + row) == 1 - drawn, (text, i, col, row)


def test_a_highlighted_row_keeps_its_descenders_pixels():
    text = "gjpqy,;"
    lit = _one_row(text, True)
    dark = _one_row(text, False)
    bottom = 3 * 8 + 7  # the cell's last pixel row: the descenders'
    tails = [x for x in range(len(text) * screen.CELL) if _pixel(dark, x, bottom)]
    assert len(tails) >= len(text)  # each of these letters reaches it
    assert [x for x in range(len(text) * screen.CELL) if not _pixel(lit, x, bottom)] == tails
    # and the row below keeps nothing of them
    assert [_pixel(lit, x, bottom + 1) for x in range(128)] == [
        _pixel(dark, x, bottom + 1) for x in range(128)
    ]


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
    # a row redrawn leaves nothing of what it showed, in its pixels or the rows beside it
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
    glyph = screen.glyph("O")
    assert [_pixel(display, col, 25) for col in range(6)] == [1 - (glyph[col] >> 1 & 1) for col in range(6)]
    assert any(glyph[col] >> 1 & 1 for col in range(6))  # the O's top, drawn on its second pixel row
