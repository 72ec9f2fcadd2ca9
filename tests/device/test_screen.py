"""The pixel-exact display: the CPython framebuf stand-in against the real one, and the `screen` command."""

import re
import struct
import subprocess
import sys
import zlib

from simdevice import HEAP, play_cli

from host_sim import build, device, picture, runtime, screen
from host_sim import events as event_file
from host_sim import framebuf as host_framebuf

# draws the same calls with the real framebuf under micropython and prints the buffer in hex
_DRAW = """
import framebuf
buf = bytearray(%d)
fb = framebuf.FrameBuffer(buf, %d, %d, framebuf.MONO_VLSB)
for op in %r:
    getattr(fb, op[0])(*op[1:])
print(''.join(['%%02x' %% b for b in buf]))
"""


def draw_both(ops, width=128, height=64):
    """:return: (CPython stand-in bytes, real framebuf bytes) after the same calls"""
    size = width * ((height + 7) // 8)
    res = runtime.run_micropython(_DRAW % (size, width, height, ops), heap="256k")
    assert res.returncode == 0, res.stderr
    buf = bytearray(size)
    fb = host_framebuf.FrameBuffer(buf, width, height, host_framebuf.MONO_VLSB)
    for op in ops:
        getattr(fb, op[0])(*op[1:])
    return bytes(buf), bytes.fromhex(res.stdout.strip())


def every_glyph():
    """Every character of the font once, 16 to a text row."""
    chars = [chr(c) for c in range(build.FONT_FIRST, build.FONT_LAST + 1)]
    return ["".join(chars[i : i + 16]) for i in range(0, len(chars), 16)]


def test_font_is_the_real_framebuf_font_for_every_glyph():
    rows = every_glyph()
    assert len(rows) == 6 and len(build.font()) == 8 * 96
    ops = [("text", row, 0, 8 * r, 1) for r, row in enumerate(rows)]
    ours, real = draw_both(ops)
    assert ours == real
    assert ours.count(0) < len(ours)  # something was drawn
    # reversed, and off the 8-pixel grid (each glyph across two pages), clipped at every edge
    ops = [("fill", 1)] + [("text", row, -3 + r, 8 * r + 5, 0) for r, row in enumerate(rows)]
    ops += [("text", rows[1], 100, -4), ("text", rows[2], -60, 60)]
    ours, real = draw_both(ops)
    assert ours == real


def test_the_stand_in_draws_what_framebuf_draws_for_every_call_the_screens_make():
    import random

    rnd = random.Random(12)
    ops = []
    for _ in range(300):
        kind = rnd.choice(("fill_rect", "vline", "text", "text", "fill"))
        x, y, c = rnd.randint(-20, 140), rnd.randint(-20, 80), rnd.randint(0, 1)
        if kind == "fill_rect":
            ops.append((kind, x, y, rnd.randint(-2, 60), rnd.randint(-2, 40), c))
        elif kind == "vline":
            ops.append((kind, x, y, rnd.randint(-2, 70), c))
        elif kind == "text":
            s = "".join(rnd.choice("Ab ~>$!0\u00e9\x7f\x01") for _ in range(rnd.randint(0, 20)))
            ops.append((kind, s, x, y, c) if rnd.random() < 0.8 else (kind, s, x, y))
        elif rnd.random() < 0.05:
            ops.append((kind, c))
    for width, height in ((128, 64), (21, 13)):  # 13 rows: a last page only partly inside
        ours, real = draw_both(ops, width, height)
        assert ours == real, (width, height)


BLOCKS = " \u2580\u2584\u2588"  # the contract's characters: none, upper, lower, both pixels on


def screen_cli(state_dir, rt, *options, events=None, tmp_path=None):
    """`python -m host_sim screen` in one runtime; ``events`` (lines) go through a file.

    :return: (exit status, stdout, stderr)
    """
    cmd = [sys.executable, "-m", "host_sim", "screen", "--state-dir", str(state_dir), "--runtime", rt]
    cmd += ["--heap", HEAP, *options]
    if events is not None:
        path = tmp_path / ("events-%s.txt" % rt)
        path.write_text("\n".join(events) + "\n")
        cmd += ["--events", str(path)]
    res = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    return res.returncode, res.stdout, res.stderr


def screen_both(tmp_path, tag, *options, events=None):
    """The same `screen` in both runtimes, each on its own device tmp_path/<tag>/<runtime>: the same bytes.

    :return: the stdout lines
    """
    outs = []
    for rt in ("cpython", "micropython"):
        d = tmp_path / tag / rt
        outs.append(screen_cli(d, rt, *options, events=events, tmp_path=tmp_path))
    assert outs[0] == (0, outs[0][1], ""), outs[0][2]
    assert outs[1] == outs[0]
    return outs[0][1].split("\n")[:-1]


def pixels_of(lines):
    """The display's MONO_VLSB bytes back from the 32 half-block lines."""
    display = bytearray(screen.WIDTH * screen.HEIGHT // 8)
    for row, line in enumerate(lines):
        for x, ch in enumerate(line):
            on = BLOCKS.index(ch)
            for half in (0, 1):
                if on >> half & 1:
                    y = 2 * row + half
                    display[(y >> 3) * screen.WIDTH + x] |= 1 << (y & 7)
    return bytes(display)


def test_screen_prints_the_pixels_and_the_leds_as_the_contract_says_in_both_runtimes(tmp_path):
    events = ["ok", "down", "ok", "ok", "roll", "wait:5"]  # Emerald, 3 players, the first roll
    lines = screen_both(tmp_path, "a", "--seed", "4", events=events)
    assert len(lines) == 33
    assert all(len(line) == 128 and set(line) <= set(BLOCKS) for line in lines[:32])
    assert re.fullmatch("#[0-9a-f]{6}( #[0-9a-f]{6}){15}", lines[32])
    assert set("".join(lines[:32])) > {" "} and lines[32] != " ".join(["#000000"] * 16)
    # pixel for pixel what the device drew: upper half of a character the even row
    protocol = event_file.parse("\n".join(events)) + ["frame"]
    (tmp_path / "ref").mkdir()
    frame = screen.parse_frame(device.run_events(str(tmp_path / "ref"), 4, protocol)[-1])
    for y in range(screen.HEIGHT):
        for x in range(screen.WIDTH):
            on = BLOCKS.index(lines[y // 2][x]) >> (y & 1) & 1
            assert on == screen.pixel(frame["display"], x, y), (x, y)
    assert lines[32] == screen.led_line(frame["leds"])
    # the events were stored as play stores them: the state is play's last line, a power-up resumes it
    assert len(screen_both(tmp_path, "a", "--seed", "99")) == 33
    code, played, err = play_cli(events, "cpython", "--seed", "4", state_dir=tmp_path / "played")
    assert code == 0, err
    state = subprocess.run(
        [sys.executable, "-m", "host_sim", "state", "--state-dir", str(tmp_path / "a" / "micropython")],
        capture_output=True,
        text=True,
    )
    assert state.stdout == played.splitlines()[-1] + "\n"


def test_text_read_back_from_the_pixels_of_the_menu(tmp_path):
    runtime.use_firmware()
    from companion import catalog

    lines = screen_both(tmp_path, "menu")
    text, inverse = screen.text_cells(pixels_of(lines[:32]))
    titles = [g[1] for g in catalog.GAMES]
    assert [x.rstrip() for x in text[1:]] == titles[:7]  # the first seven games under the title row
    assert inverse[0] == inverse[1] == "1" * 21 and inverse[2] == "0" * 21  # the title and the cursor
    assert lines[32] == " ".join(["#000000"] * 16)


def test_accented_letters_reach_the_glass_in_french_and_italian(tmp_path):
    # the menu of a fresh device in each language, the same pixels in both runtimes, read back from them
    runtime.use_firmware()
    from companion.ui import lang

    for code in ("fr", "it"):
        lines = screen_both(tmp_path, code, "--lang", code)
        text, inverse = screen.text_cells(pixels_of(lines[:32]))
        lang.use(code)
        try:
            want = [lang.ui[2]] + list(lang.ui[1][:7])  # the title, the first seven games
        finally:
            lang.use(lang.DEFAULT)
        assert [t.rstrip() for t in text] == want, code
        assert any(not ch.isascii() for ch in "".join(text)), text  # an accented letter among them
        assert inverse[1] == "1" * 21  # the cursor's row, its letters whole in the cell


def test_screen_text_prints_the_rows_as_the_pages_live_region_gives_them_in_both_runtimes(tmp_path):
    runtime.use_firmware()
    from companion.boards.web import WebDevice

    events = ["down", "down", "ok"]  # Opale's setup, in Italian
    lines = screen_both(tmp_path, "text", "--text", "--lang", "it", events=events)
    assert len(lines) == 8 and lines[0] and all(line == line.rstrip() for line in lines)
    assert sum(line.startswith("> ") for line in lines[1:]) == 1
    (tmp_path / "web").mkdir()
    dev = WebDevice(str(tmp_path / "web"), 0, "it")
    dev.advance(100)
    for name in events:
        dev.press(name)
    assert lines == dev.rows().split("\n")  # what the page's live region holds
    lines = screen_both(tmp_path, "menu-fr", "--text", "--lang", "fr")
    assert lines[0] == "Choisir un jeu" and lines[1] == "> Emerald" and "è" in lines[7]


def test_the_lists_scroll_mark_is_drawn_and_follows_the_list(tmp_path):
    top = pixels_of(screen_both(tmp_path, "top")[:32])
    end = pixels_of(screen_both(tmp_path, "end", events=["up"])[:32])  # the cursor wraps to the last item

    def column(display, x):
        return [screen.pixel(display, x, y) for y in range(8, 64)]  # the list's rows, under the title

    # a line on the right edge, beside the short lines (whose column before stays dark) ...
    text, inverse = screen.text_cells(top)
    short = [r for r in range(2, 8) if inverse[r] == "0" * 21 and text[r][-1:] == " "]
    assert len(short) >= 3
    for r in short:
        rows = range(8 * r, 8 * r + 8)
        assert [screen.pixel(top, x, y) for x in (125, 126) for y in rows] == [0] * 16
        # the mark, from the list's top down (over 7 of the menu's 9 lines' height: not to the last row)
        assert screen.pixel(top, 127, 8 * r) or r == 7
    # ... from the top of the list down, not to its end; scrolled to the end, it reaches the bottom
    assert column(top, 127)[0] and not column(top, 127)[-1]
    assert column(end, 127)[-1] and not column(end, 127)[0]
    text, _ = screen.text_cells(end)
    assert text[-2].startswith(text[-2].strip()) and text[-1].strip()  # read back despite the mark


def read_png(data):
    """Check a PNG file's structure and CRCs.

    :return: (width, height, rgb(x, y))
    """
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    chunks, pos = {}, 8
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos : pos + 4])
        kind, body = data[pos + 4 : pos + 8], data[pos + 8 : pos + 8 + length]
        assert struct.unpack(">I", data[pos + 8 + length : pos + 12 + length])[0] == zlib.crc32(kind + body)
        chunks[kind] = chunks.get(kind, b"") + body
        pos += 12 + length
    width, height, depth, colour = struct.unpack(">IIBB", chunks[b"IHDR"][:10])
    assert (depth, colour) == (8, 2) and b"IEND" in chunks
    raw = zlib.decompress(chunks[b"IDAT"])
    assert len(raw) == height * (1 + 3 * width)

    def rgb(x, y):
        i = y * (1 + 3 * width) + 1 + 3 * x
        return tuple(raw[i : i + 3])

    return width, height, rgb


def test_png_is_a_valid_picture_of_the_pixels(tmp_path):
    png = tmp_path / "device.png"
    lines = screen_both(tmp_path, "p", "--png", str(png))
    width, height, rgb = read_png(png.read_bytes())
    display = pixels_of(lines[:32])
    left = (width - screen.WIDTH * picture.SCALE) // 2
    top = 44  # picture.png's layout
    for y in range(screen.HEIGHT):
        for x in range(screen.WIDTH):
            want = picture.LIT if screen.pixel(display, x, y) else picture.GLASS
            assert rgb(left + x * picture.SCALE + 1, top + y * picture.SCALE + 1) == want, (x, y)


# the buttons' words on a device of each language (docs/PLAYING*.md): up, down, ok, back, roll
BUTTON_WORDS = {
    "en": ["up", "down", "ok", "back", "ROLL"],
    "fr": ["haut", "bas", "ok", "retour", "LANCER"],
    "it": ["su", "gi\u00f9", "ok", "indietro", "TIRA"],
}


def test_png_labels_the_buttons_in_the_language_the_device_speaks(tmp_path):
    runtime.use_firmware()
    from companion.ui.lang import LANGS

    assert sorted(BUTTON_WORDS) == sorted(LANGS)  # every language the firmware speaks
    glyphs = {picture.glyph(ch): ch for ch in reversed(screen.CHARACTERS)}
    s = picture.LABEL_SCALE

    def words(png, lang):
        # each word read back from the picture's pixels where png() writes the word of that language
        _, _, rgb = read_png(png.read_bytes())
        out = []
        for word, x, y in picture.label_spots(lang):
            cells = []
            for k in range(len(word)):
                cell = [0] * screen.CELL
                for col in range(screen.CELL):
                    for row in range(8):
                        if rgb(x + (screen.CELL * k + col) * s, y + row * s) == picture.LABEL:
                            cell[col] |= 1 << row
                cells.append(glyphs.get(bytes(cell), "?"))
            out.append("".join(cells))
        return out

    for lang, want in BUTTON_WORDS.items():
        png = tmp_path / ("%s.png" % lang)
        code, _, err = screen_cli(tmp_path / lang, "cpython", "--lang", lang, "--png", str(png))
        assert code == 0, err
        assert words(png, lang) == want
    # a device keeps the language it speaks: --lang only sets up a fresh one
    png = tmp_path / "again.png"
    code, _, err = screen_cli(tmp_path / "it", "cpython", "--lang", "fr", "--png", str(png))
    assert code == 0, err
    assert words(png, "it") == BUTTON_WORDS["it"]


def test_bad_events_line_is_exit_2_and_applies_nothing(tmp_path):
    for rt in ("cpython", "micropython"):
        d = tmp_path / rt
        code, out, err = screen_cli(d, rt, events=["down", "ok", "jump"], tmp_path=tmp_path)
        assert (code, out) == (2, "") and err.count("\n") == 1 and "line 3" in err, err
        assert not d.exists() or not list(d.iterdir())
    (tmp_path / "file").write_text("x")
    code, out, err = screen_cli(tmp_path / "file", "cpython")
    assert (code, out) == (2, "") and err.startswith("--state-dir"), err
