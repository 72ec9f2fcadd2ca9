"""What a press redraws and works out: a row goes into the display's buffer in one copy, and the labels one
press could bring into view are worded at the idle moment before it, not in it."""

from host_sim import autoplay, runtime

runtime.use_firmware()
from companion.boards.virtual import VirtualBoard, VirtualDisplay  # noqa: E402
from companion.ui.app import App  # noqa: E402
from companion.ui.screens import GameScreen, Rows  # noqa: E402


class CountingDisplay(VirtualDisplay):
    def __init__(self):
        super().__init__()
        self.fills = 0  # rows filled by fill_rect

    def fill_rect(self, x, y, w, h, c):
        self.fills += x == 0 and h == 8
        super().fill_rect(x, y, w, h, c)


class NoBuffer:
    """A framebuf-like display with no buffer to copy rows into (CircuitPython's Display8 is one)."""

    def __init__(self):
        self.fb = VirtualDisplay()
        self.fill_rect = self.fb.fill_rect
        self.pixel = self.fb.pixel
        self.vline = self.fb.vline


# frames: (rows put as (row, text, inverted), scroll mark or None)
_FRAMES = [
    ([(0, "Title", True), (1, "one", False), (2, "two", True), (5, "five", False)], None),
    ([(0, "Title", True), (1, "one", False), (2, "two", False), (3, "two", True)], (16, 20)),
    ([(0, "Other title", True), (3, "three", False), (7, "seven", True)], (40, 10)),
    ([(0, "Other title", True)], None),
    ([], None),
    ([(r, "row %d" % r, r % 2 == 0) for r in range(8)], (8, 30)),
]


def _play(display):
    rows = Rows(display)
    pictures = []
    for put, mark in _FRAMES:
        rows.begin()
        for r, text, inverted in put:
            rows.put(r, text, inverted)
        if mark is not None:
            rows.mark(*mark)
        rows.commit()
        fb = display.fb if isinstance(display, NoBuffer) else display
        pictures.append(bytes(fb.buffer))
    return pictures


def test_a_row_copied_into_the_displays_buffer_shows_what_drawing_it_pixel_by_pixel_shows():
    # a display with a buffer and one without (drawn pixel by pixel): the same pixels
    display = CountingDisplay()
    with_buffer = _play(display)
    assert display.fills == 0  # every row went in by one copy
    assert with_buffer == _play(NoBuffer())
    assert len(set(with_buffer)) == len(_FRAMES)  # every frame showed something else
    assert with_buffer[-2] == bytes(1024)  # a frame with nothing put is blank


def _list_screen(app):
    top = app.screens[-1]
    if isinstance(top, GameScreen) and top._labels is not None and not top._over:
        return top if 0 < top._page < len(top._labels) else None
    return None


def test_the_labels_one_press_brings_into_view_are_worded_at_the_idle_moment_before_it(tmp_path):
    presses, _ = autoplay.random_game("roma", 2, 5, 9)
    app = App(VirtualBoard(str(tmp_path), 5))
    checked = 0
    asked = []  # the actions a label was asked for

    def counted(screen):
        def label(state, action):
            asked.append(action)
            return GameScreen.label(screen, state, action)

        return label

    for name in presses:
        button, _, mod = name.partition(":")
        app.press(button, mod == "long")
        app.step()  # the idle moment
        screen = _list_screen(app)
        if screen is None or checked >= 40:
            continue
        del asked[:]
        screen.label = counted(screen)
        # there and back: the next page down, the page before (or the list's end), and back to the cursor
        for move in ("down", "up", "up", "down"):
            app.press(move)
            assert asked == [], (move, screen.cursor, screen.first, screen._page, asked)
            app.step()
            del asked[:]  # what the idle moment worded
        del screen.label
        checked += 1
    assert checked == 40


def test_on_a_tight_heap_the_game_screen_lets_go_of_what_it_works_out_before_a_menu_or_page_covers_it(
    tmp_path, monkeypatch
):
    from companion.ui import app as app_module

    presses, _ = autoplay.random_game("roma", 2, 5, 9)
    app = App(VirtualBoard(str(tmp_path), 5))
    for name in presses[:40]:
        button, _, mod = name.partition(":")
        app.press(button, mod == "long")
        app.step()
    screen = app.screens[-1]
    assert isinstance(screen, GameScreen) and screen._labels is not None
    app.press("down")
    view = screen.cursor, screen.first
    before = app.board.display.buffer[:]
    collected = []  # what the screen kept when the heap was collected
    monkeypatch.setattr(app_module, "_collect", lambda: collected.append(screen._labels))
    for cover in ("back", "ok:long"):  # the game menu, the help page
        for tight in (False, True):
            app.tight = tight
            del collected[:]
            button, _, mod = cover.partition(":")
            app.press(button, mod == "long")
            assert app.screens[-1] is not screen and app.error is None
            assert collected == ([None] if tight else [])
            app.press("back")
            assert app.screens[-1] is screen and (screen.cursor, screen.first) == view
            assert app.board.display.buffer == before  # the same view, worked out again


class RowsBoard(VirtualBoard):
    """A board that sends its display only the rows that changed (as boards/rp2.py does)."""

    def __init__(self, root, seed):
        super().__init__(root, seed)
        self.sent = []

    def show_rows(self, rows):
        self.sent.append(rows)


def test_the_app_hands_a_board_that_can_take_them_only_the_rows_that_changed(tmp_path):
    app = App(RowsBoard(str(tmp_path), 5))
    assert app.board.sent == [0xFF] and app.board.display.shown == 0  # the first frame: every row
    app.press("down")  # the game list's cursor: its old row and its new one
    assert len(app.board.sent) == 2 and bin(app.board.sent[1]).count("1") == 2
    app.step()
    assert len(app.board.sent) == 2  # an idle moment sends nothing
