"""The device's languages: every table has every text in every language, code indices name the
texts they mean, every letter can be drawn, no row overflows in any language, and the setting behaves as the
contract says (`--lang` on a fresh device only; kept across power cycles; asked on a real device's first
power-up)."""

import ast
import json
import re
import tempfile
from pathlib import Path

import pytest

from host_sim import autoplay, build, device, runtime

runtime.use_firmware()
from companion import catalog  # noqa: E402
from companion.boards.virtual import VirtualBoard  # noqa: E402
from companion.ui import lang, screens, textpack  # noqa: E402
from companion.ui.app import App  # noqa: E402

FW = Path(runtime.FIRMWARE) / "companion"
PARTS = [FW / "ui" / "text"] + sorted(
    p.with_name(p.name[: -len("_en.py")]) for p in FW.glob("games/*/text_en.py")
)
_CONVERSION = re.compile(r"%(?:\(\w+\))?[-+ 0#]*\d*(?:\.\d+)?[sdrxi%]")


def table(part, code):
    """The UPPER_CASE names of a table module and their values, read from its source."""
    env = {}
    exec(Path("%s_%s.py" % (part, code)).read_text(), env)
    return {k: v for k, v in env.items() if k.isupper()}


def names(part):
    """The name each line of the framework's TEXTS gives its text (the line's comment)."""
    src = Path("%s_en.py" % part).read_text()
    node = next(n for n in ast.parse(src).body if isinstance(n, ast.Assign) and n.targets[0].id == "TEXTS")
    out = []
    for item in node.value.elts:
        line = src.splitlines()[item.end_lineno - 1]
        m = re.search(
            r"#\s*([A-Z][A-Z0-9_]*)\b", line[line.rfind(")") if line.rstrip().endswith("),") else 0 :]
        )
        out.append(m.group(1) if m else None)
    return out


def leaves(value, where):
    """(where, text) for every text in a table value: tuples item by item, a text's "|" pieces one by one."""
    if isinstance(value, tuple):
        for i, item in enumerate(value):
            yield from leaves(item, "%s[%d]" % (where, i))
    else:
        assert isinstance(value, (str, int)), where
        for k, piece in enumerate(str(value).split("|")):
            yield "%s|%d" % (where, k), piece


@pytest.mark.parametrize("part", PARTS, ids=[p.name for p in PARTS])
def test_every_text_exists_in_every_language_with_the_same_blanks(part):
    en = table(part, "en")
    for code in ("fr", "it"):
        other = table(part, code)
        assert sorted(other) == sorted(en), code
        for name, value in en.items():
            a, b = list(leaves(value, name)), list(leaves(other[name], name))
            assert [w for w, _ in a] == [w for w, _ in b], (code, name)
            for (where, x), (_, y) in zip(a, b):
                # a text of forms (lang.plural: "one~more"): each form takes the blanks of the last one
                ref = x.split("~")[-1]
                for form in x.split("~")[:-1] + y.split("~")[:-1]:
                    assert _same_blanks(form, ref), (code, where, form)
                y = y.split("~")[-1]
                x = ref
                assert sorted(_CONVERSION.findall(x)) == sorted(_CONVERSION.findall(y)), (code, where, y)
                if "%(" not in x:  # positional conversions keep their order
                    assert _CONVERSION.findall(x) == _CONVERSION.findall(y), (code, where, y)


def _same_blanks(form, ref):
    """The blanks of ``form`` are those of ``ref``, in order; "%.0s" takes any value and shows nothing (a form
    for none that does not show its number)."""
    a, b = _CONVERSION.findall(form), _CONVERSION.findall(ref)
    return len(a) == len(b) and all(x == y or x == "%.0s" for x, y in zip(a, b))


@pytest.mark.parametrize("part", PARTS, ids=[p.name for p in PARTS])
def test_every_letter_can_be_drawn(part):
    for code in lang.LANGS:
        for name, value in table(part, code).items():
            for where, text in leaves(value, name):
                bad = [ch for ch in text if not (" " <= ch <= "~" or "\xc0" <= ch <= "\xff" or ch == "\n")]
                assert not bad, (code, where, text, bad)


def _index_blocks():
    """(module, table part, {NAME: index}) for every firmware module that names texts by const() index."""
    for path in sorted(FW.rglob("*.py")):
        src = path.read_text()
        m = re.search(
            r"^# indices into companion/(\S+)_<lang>\.py TEXTS.*\n((?:_\w+ = const\(\d+\)\n)+)", src, re.M
        )
        if m:
            consts = dict((n, int(i)) for n, i in re.findall(r"^_(\w+) = const\((\d+)\)", m.group(2), re.M))
            yield path, FW / m.group(1), consts


def test_code_indices_name_the_texts_they_mean():
    blocks = list(_index_blocks())
    assert len(blocks) >= 3  # the app, the menus, the game screen at least
    assert None not in names(PARTS[0]) and len(set(names(PARTS[0]))) == len(names(PARTS[0]))
    for path, part, consts in blocks:
        named = names(part)
        for name, i in consts.items():
            assert i < len(named) and named[i] == name, (path.name, name, i)


def _play(code, game_id, seed):
    """A random game through the buttons in ``code``, with the help page and the game menu; the texts put
    on the display that were longer than its 21 columns."""
    long = []
    put = screens.Rows.put

    def spy(rows, row, text, inverted=False):
        if len(text) > 21:
            long.append(text)
        put(rows, row, text, inverted)

    fit = screens.fit
    screens.Rows.put = spy
    screens.fit = lambda s: (long.append(s) if len(str(s)) > 21 else None) or fit(s)
    try:
        presses, _ = autoplay.random_game(game_id, catalog.find(game_id)[2], seed, seed + 1)
        app = App(VirtualBoard(tempfile.mkdtemp(), seed, lang=code))
        for name in presses + ["ok:long", "down", "back", "back", "down", "down", "ok", "ok"]:
            button, _, mod = name.partition(":")
            app.press(button, mod == "long")
            app.step()
            assert app.error is None, (code, game_id, app.error)
    finally:
        screens.Rows.put = put
        screens.fit = fit
    return long


@pytest.mark.parametrize("code", lang.LANGS)
def test_no_text_overflows_the_display_in_a_whole_game_of_each_game(code):
    for game_id, *_ in catalog.GAMES:
        for seed in (1, 2):
            assert _play(code, game_id, seed) == [], (game_id, seed)


def _rows(app):
    return list(app.rows._shown)


def test_a_fresh_device_speaks_the_language_it_is_given_and_keeps_it(tmp_path):
    words = {"en": "Choose a game", "fr": "Choisir un jeu", "it": "Scegli un gioco"}
    for code, title in words.items():
        (tmp_path / code).mkdir()
        app = App(VirtualBoard(str(tmp_path / code), 1, lang=code))
        assert _rows(app)[0] == title
        # a saved language wins over the board's answer (the question is asked once)
        again = App(VirtualBoard(str(tmp_path / code), 1, lang="it" if code != "it" else "fr"))
        assert _rows(again)[0] == title, code


def test_a_real_device_asks_the_language_once(tmp_path):
    board = VirtualBoard(str(tmp_path), 1, lang=None)  # a board that does not know the answer asks
    app = App(board)
    assert _rows(app)[0] == "Language/Langue" and "Fran\u00e7ais" in _rows(app)
    app.press("back")  # the question is not skipped
    app.step()
    assert _rows(app)[0] == "Language/Langue"
    app.press("down")
    app.step()
    app.press("ok")
    app.step()
    assert _rows(app)[0] == "Choisir un jeu"
    assert json.loads(app.state_text())["settings"]["lang"] == "fr"
    assert _rows(App(VirtualBoard(str(tmp_path), 1, lang=None)))[0] == "Choisir un jeu"


def test_the_language_changes_in_the_middle_of_a_game(tmp_path):
    app = App(VirtualBoard(str(tmp_path), 1))
    start = autoplay.setup_presses("aton", 2)
    # then the game menu, Settings, Language, Italiano
    for name in start + ["back", "down", "down", "ok", "down", "down", "ok", "down", "down", "ok"]:
        app.press(name)
        app.step()
    assert _rows(app)[0] == "Impostazioni" and "Lingua IT" in " ".join(_rows(app))
    state = json.loads(app.state_text())
    assert state["settings"]["lang"] == "it" and state["game"]["id"] == "aton"
    app.press("back")
    app.step()
    assert _rows(app)[0] == "Menu di gioco"  # worded again on the way back
    app.press("ok")
    app.step()
    assert app.session is not None and app.error is None and app.screens[-1] is app.screens[0]


@pytest.mark.parametrize("code", ["fr", "it"])
def test_the_menus_look_the_same_in_both_runtimes(tmp_path, code):
    lines = ["down"] * 7 + ["ok", "frame", "down", "down", "ok", "frame"]
    outs = [
        device.run_events(device.flash_dir(str(tmp_path / rt)), 3, lines, rt, "96k", code)
        for rt in ("cpython", "micropython")
    ]
    assert outs[0] == outs[1]
    frames = [line for line in outs[0] if line.startswith("F ")]
    assert len(frames) == 2 and frames[0] != frames[1]


def test_a_table_gives_back_each_text_as_it_was_given():
    # every table of every language, packed and read back as the screens read it (also from the end)
    for part in PARTS:
        for code in lang.LANGS:
            for name, value in table(part, code).items():
                if name == "OPTIONS" or not textpack.packable(value):
                    continue
                packed = lang.Table(textpack.pack(value))
                assert list(packed) == list(value), (part.name, code, name)
                assert packed[-1] == value[-1]
                with pytest.raises(IndexError):
                    packed[len(value)]


def test_a_table_refuses_texts_its_two_byte_ends_cannot_address():
    textpack.pack(("x" * 0x7FFF,))
    with pytest.raises(ValueError):
        textpack.pack(("x" * 0x4000, "y" * 0x4000))


def test_the_build_packs_each_table_as_the_device_would():
    # what mpy-cross compiles for a table module: the same names, each tuple of texts the bytes that
    # packing it at run time gives (CPython reads the module as written), each text of "|"-separated pieces
    # its pieces packed (lang.pick reads them: every piece as pick finds it in the text), every other value
    # as it was
    for part in PARTS:
        for code in lang.LANGS:
            source = Path("%s_%s.py" % (part, code))
            assert build.is_table(source.relative_to(FW.parent))
            env = {}
            exec(build.packed_table(source.read_text(encoding="utf-8")), env)
            built = {k: v for k, v in env.items() if k.isupper()}
            written = table(part, code)
            assert sorted(built) == sorted(written)
            for name, value in written.items():
                if type(value) is str and "|" in value:
                    pieces = value.count("|") + 1
                    assert built[name] == textpack.pack(tuple(value.split("|")), True), (source.name, name)
                    assert [lang.pick(built[name], k) for k in range(pieces)] == [
                        lang.pick(value, k) for k in range(pieces)
                    ]
                    with pytest.raises(IndexError):
                        lang.pick(built[name], pieces)
                    continue
                packs = name != "OPTIONS" and textpack.packable(value)
                assert built[name] == (textpack.pack(value) if packs else value), (source.name, name)
    assert not build.is_table(Path("companion/ui/lang.py"))
