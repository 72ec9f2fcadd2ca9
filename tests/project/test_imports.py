"""Imports run one way: no circle anywhere in the repository, no import up a layer, one package per game.

Read from the sources with ast (nothing of a game is imported): every import statement, those inside
functions included, and a module named by a string where it can be worked out (__import__("x"),
catalog.load("id", part)). A module imports its package's __init__ too (Python runs it first), when there is
one. An import in an `except ImportError:` is CPython's stand-in for a module MicroPython has built in (the
virtual board's framebuf comes from host_sim under CPython): not a layer's import. An import in an
`if _TYPED:` block is for mypy alone (an engine a part is handed at run time): _TYPED is const(0), so
MicroPython's compiler drops the block and CPython never runs it: no import at all.
"""

import ast
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FIRMWARE = ROOT / "firmware"
GAMES = FIRMWARE / "companion" / "games"
sys.path.insert(0, str(FIRMWARE))
from companion import catalog  # noqa: E402

sys.path.remove(str(FIRMWARE))


def modules():
    """{dotted name: path} of every module of the repository: firmware/ (as the device imports it), host_sim/,
    hardware/, web/, examples/, and tests/ (as pytest imports them: by their own names)."""
    found = {}
    tops = ((FIRMWARE, None), (ROOT, "host_sim"), (ROOT, "hardware"), (ROOT, "web"), (ROOT, "examples"))
    for base, top in tops + ((ROOT / "tests", None),):
        for path in sorted((base / top if top else base).rglob("*.py")):
            if "node_modules" in path.parts:
                continue
            rel = path.relative_to(base).with_suffix("")
            parts = rel.parts[:-1] if rel.name == "__init__" else rel.parts
            found[".".join(parts)] = path
    return found


MODULES = modules()
STAND_INS = set()  # (module, line) of the imports in an `except ImportError:`
_UI_PART = ".ui"  # a game's screens, for catalog.module (".ui" in the packages)


def _package(name, path):
    return name if path.name == "__init__.py" else name.rpartition(".")[0]


def _resolve(name):
    """The module ``name`` names, or the nearest package holding it (None: not ours)."""
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def _string(node):
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def imported(name, path):
    """The modules of ours that module ``name`` imports, each with the line that does."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    here = _package(name, path)
    out = []

    def add(target, line):
        target = _resolve(target)
        if target is not None and target != name and (target, line) not in out:
            out.append((target, line))

    for node in ast.walk(tree):  # CPython's stand-in for a module MicroPython has built in (framebuf)
        if isinstance(node, ast.Try):
            for handler in node.handlers:
                if isinstance(handler.type, ast.Name) and handler.type.id == "ImportError":
                    for inner in handler.body:
                        for sub in ast.walk(inner):
                            if isinstance(sub, (ast.Import, ast.ImportFrom)):
                                STAND_INS.add((name, sub.lineno))

    typed_only = set()  # the imports in an `if _TYPED:` block (not its else): mypy's alone
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "_TYPED":
            typed_only.update(id(sub) for inner in node.body for sub in ast.walk(inner))

    for node in ast.walk(tree):
        if id(node) in typed_only:
            continue
        if isinstance(node, ast.Import):
            for a in node.names:
                add(a.name, node.lineno)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = here.split(".")
                base = ".".join(up[: len(up) - node.level + 1] + ([base] if base else []))
            for a in node.names:
                # `from package import module` imports the module; `from module import name`, the module
                add(base + "." + a.name if base + "." + a.name in MODULES else base, node.lineno)
        elif isinstance(node, ast.Call):
            func = node.func
            args = [_string(a) for a in node.args]
            if isinstance(func, ast.Name) and func.id == "__import__" and args and args[0]:
                add(args[0], node.lineno)
            elif (
                isinstance(func, ast.Attribute)
                and func.attr == "load"
                and isinstance(func.value, ast.Name)
                and func.value.id == "catalog"
                and args
                and args[0]
            ):
                part = args[1] if len(args) > 1 else ""
                if part is not None:
                    add(catalog.module(args[0], part), node.lineno)
    # Python runs a package's __init__ before any module in it
    pkg = name.rpartition(".")[0]
    while pkg:
        if pkg in MODULES and pkg != name:
            out.append((pkg, 0))
        pkg = pkg.rpartition(".")[0]
    return out


_GRAPH = {}


def graph():
    """Every module's imports, read once a session (five tests read it, none changes it)."""
    if not _GRAPH:
        _GRAPH.update((name, imported(name, path)) for name, path in MODULES.items())
    return _GRAPH


def circles(edges):
    """Every import circle, each as the list of its modules (Tarjan's strongly connected components)."""
    index, low, stack, on, found = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w, _ in edges.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = []
            while True:
                w = stack.pop()
                on.discard(w)
                part.append(w)
                if w == v:
                    break
            if len(part) > 1:
                found.append(sorted(part))

    sys.setrecursionlimit(10000)
    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def test_the_reader_sees_lazy_imports_strings_and_packages(tmp_path):
    # the test must be able to fail: an import inside a function, __import__ and catalog.load strings are
    # edges, and a circle through them is found
    edges = graph()
    assert "companion.ui.menus" in {t for t, _ in edges["companion.ui.app"]}  # imported inside a method
    src = 'def f():\n    catalog.load("roma", "%s")\n    __import__("companion.ui.pages")\n' % ".ui"
    # an `if _TYPED:` block's import is mypy's alone; its else runs
    src += "if _TYPED:\n    from companion.ui import menus\nelse:\n    from companion.ui import lang\n"
    probe = tmp_path / "probe.py"
    probe.write_text(src.replace('"%s"' % ".ui", repr(_UI_PART)))
    found = {t for t, _ in imported("companion.probe", probe)}
    assert {"companion.ui.pages", catalog.module("roma", _UI_PART), "companion.ui.lang"} <= found
    assert "companion.ui.menus" not in found
    assert circles({"a": [("b", 1)], "b": [("c", 2)], "c": [("a", 3)], "d": [("a", 4)]}) == [["a", "b", "c"]]


def test_no_import_circle_anywhere():
    found = circles(graph())
    assert found == [], "import circles: %s" % found


# what a layer must not import: {importer's prefix: forbidden prefixes}
_UP = {
    "companion.core": (
        "companion.ui",
        "companion.games",
        "companion.boards",
        "companion.storage",
        "host_sim",
    ),
    "companion.memory": (
        "companion.core",
        "companion.ui",
        "companion.games",
        "companion.storage",
        "host_sim",
    ),
    "companion.storage": ("companion.ui", "companion.games", "companion.boards", "host_sim"),
    "companion.boards": ("host_sim",),
    "companion.catalog": ("companion.ui", "companion.games", "host_sim"),
    "companion.cli": ("companion.ui", "host_sim"),
    "companion.ui": ("host_sim",),
    "companion.games": ("host_sim", "companion.boards"),
    "main": ("host_sim",),
}


def _under(name, prefix):
    return name == prefix or name.startswith(prefix + ".")


def screen_modules(game_id, edges):
    """A game's modules that may import companion.ui: those its engine never loads (its screens, pages,
    texts), the engine and what it imports being the pure core."""
    package = "companion.games." + game_id
    engine = catalog.module(game_id)
    core, todo = set(), [engine]
    while todo:
        v = todo.pop()
        if v in core:
            continue
        core.add(v)
        todo += [t for t, _ in edges.get(v, ()) if _under(t, package)]
    return {m for m in MODULES if _under(m, package) and m not in core}, core


def test_no_import_runs_up_a_layer():
    edges = graph()
    wrong = []
    for name, targets in sorted(edges.items()):
        for prefix, forbidden in _UP.items():
            if _under(name, prefix):
                for t, line in targets:
                    if any(_under(t, f) for f in forbidden) and (name, line) not in STAND_INS:
                        wrong.append("%s:%d imports %s" % (name, line, t))
    for game_id, *_ in catalog.GAMES:
        screens, core = screen_modules(game_id, edges)
        for name in sorted(core):
            for t, line in edges.get(name, ()):
                if _under(t, "companion.ui"):
                    wrong.append("%s:%d (the engine's) imports %s" % (name, line, t))
    assert wrong == [], "\n".join(wrong)


# --- one package per game (docs/ARCHITECTURE.md, "How to add a game") ------------------------------------

# (and score_input, for a game the `score` command knows: the command refuses the others)
_ENGINE_NEEDS = ("new_state", "legal_actions", "apply", "chance", "is_over", "result", "current")
_UI_HOOKS = ("title", "status", "label", "roll_label", "leds", "on_apply", "news", "attach", "due")
_PAGES_HOOKS = ("legend", "info", "info_leds", "end_lines")


def _defined(path):
    """{top-level name: ast node} of a module, imported names included."""
    names = {}
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names[node.name] = node
        elif isinstance(node, ast.Assign):
            for t in node.targets:
                if isinstance(t, ast.Name):
                    names[t.id] = node
        elif isinstance(node, ast.ImportFrom):
            for a in node.names:
                names[a.asname or a.name] = node
    return names


def _file(module):
    return MODULES.get(module)


@pytest.mark.parametrize("game_id", [g[0] for g in catalog.GAMES])
def test_every_game_is_one_package_with_what_the_interface_requires(game_id):
    package = GAMES / game_id
    assert package.is_dir(), "games/%s/: no package" % game_id
    engine = _file(catalog.module(game_id))
    assert engine is not None and engine.parent == package, "no engine module in games/%s/" % game_id
    names = _defined(engine)
    missing = [n for n in ("ID",) + _ENGINE_NEEDS if n not in names]
    assert missing == [], "%s lacks %s" % (engine.relative_to(ROOT), missing)
    assert ast.literal_eval(names["ID"].value) == game_id
    ui = _file(catalog.module(game_id, ".ui"))
    assert ui is not None and ui.parent == package, "games/%s/: no screens module" % game_id
    hooks = [n for n in _defined(ui) if n in _UI_HOOKS]
    assert hooks, "%s tunes nothing of the game screen" % ui.relative_to(ROOT)
    pages = _file(catalog.module(game_id, ".pages"))
    assert pages is not None and pages.parent == package, "games/%s/: no help page module" % game_id
    assert "legend" in _defined(pages), "%s: no legend (the help page)" % pages.relative_to(ROOT)
    texts = [_file(catalog.module(game_id, ".text_" + code)) for code in ("en", "fr", "it")]
    assert None not in texts, "games/%s/: a language's table is missing" % game_id
    keys = [sorted(k for k in _defined(t) if k.isupper()) for t in texts]
    assert keys[0] == keys[1] == keys[2], "the tables of %s name different texts" % game_id
    for path in package.rglob("*.py"):  # every module of the package is the game's
        assert path.parent == package, "%s: a package inside a game's" % path.relative_to(ROOT)


def test_no_flat_game_module_and_no_game_outside_the_catalog():
    ids = {g[0] for g in catalog.GAMES}
    flat = [p.name for p in GAMES.glob("*.py") if p.name != "__init__.py"]
    assert flat == [], "modules outside a game's package: %s" % flat
    folders = {p.name for p in GAMES.iterdir() if p.is_dir() and p.name != "__pycache__"}
    assert folders == ids, "games/ folders %s, catalog.GAMES %s" % (sorted(folders), sorted(ids))


def test_no_game_imports_another_games_package():
    edges = graph()
    wrong = []
    for name, targets in sorted(edges.items()):
        m = re.match(r"companion\.games\.(\w+)\.", name)
        if not m:
            continue
        for t, line in targets:
            other = re.match(r"companion\.games\.(\w+)", t)
            if other and other.group(1) != m.group(1):
                wrong.append("%s:%d imports %s" % (name, line, t))
    assert wrong == [], "\n".join(wrong)


def test_nothing_the_device_runs_imports_the_desks_widths():
    """A game's widths.py and companion/widths.py are in no build (host_sim/build.py DESK_ONLY): a module of
    the device importing one would fail there alone."""
    edges = graph()
    desk = {name for name, path in MODULES.items() if path.name == "widths.py"}
    assert "companion.widths" in desk and "companion.games.roma.widths" in desk
    wrong = []
    for name, path in sorted(MODULES.items()):
        on_device = FIRMWARE in path.parents or ROOT / "examples" in path.parents
        if on_device and name not in desk:
            wrong += ["%s:%d imports %s" % (name, line, t) for t, line in edges[name] if t in desk]
    assert wrong == [], "\n".join(wrong)


def flash_code(source):
    """:return: the lines of ``source`` that reach the flash themselves: an import of os, or a call of open"""
    found = []
    for node in ast.walk(ast.parse(source)):
        names = [a.name for a in node.names] if isinstance(node, ast.Import) else []
        if isinstance(node, ast.ImportFrom) and node.module in ("os", "uos"):
            names = [node.module]
        if "os" in names or "uos" in names:
            found.append(node.lineno)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "open":
            found.append(node.lineno)
    return found


def test_the_screens_hold_no_flash_code():
    """What is on the flash is read and written in companion/storage; the screens ask it and say what it
    returns."""
    assert flash_code("import os\nx = 1\nwith open('f') as f:\n    pass\n") == [1, 3]
    assert flash_code("from os import listdir\nstore.remove(name)\n") == [1]
    wrong = []
    for path in sorted((FIRMWARE / "companion" / "ui").rglob("*.py")):
        wrong += ["%s:%d" % (path.name, line) for line in flash_code(path.read_text())]
    assert wrong == [], "\n".join(wrong)


# MicroPython 1.29's built-in modules that a file on sys.path may extend (MP_REGISTER_EXTENSIBLE_MODULE in
# its py/, extmod/ and ports/rp2/): an import of one walks the image's module names before it is taken
_EXTENSIBLE_BUILTINS = (
    "array binascii collections errno hashlib heapq io json machine os platform random re select socket "
    "string struct time"
).split()


def builtins_imported(source):
    """:return: the names of the extensible built-ins ``source`` imports (an `if _TYPED:` block left out)"""
    found = set()
    todo = [ast.parse(source)]
    while todo:
        node = todo.pop()
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "_TYPED":
            todo.extend(node.orelse)
            continue
        todo.extend(ast.iter_child_nodes(node))
        names = [a.name for a in node.names] if isinstance(node, ast.Import) else []
        if isinstance(node, ast.ImportFrom) and not node.level:
            names = [node.module]
        found.update(name for name in names if name in _EXTENSIBLE_BUILTINS)
    return found


def test_the_uf2_keeps_every_extensible_builtin_it_imports_in_sys_modules():
    """companion.start keeps in sys.modules the built-ins a file may extend that the app imports
    (_EXTENSIBLE): one left out costs every import of it three walks of the UF2's module names (io: two
    modules of every power-up). start.py itself is left out: its imports run before (the files' check of
    flash.sh --files)."""
    sys.path.insert(0, str(ROOT))
    try:
        from host_sim import build
    finally:
        sys.path.remove(str(ROOT))
    typed = "import os, sys\nfrom io import IOBase\nif _TYPED:\n    import re\n"
    assert builtins_imported(typed) == {"os", "io"}
    start = ast.parse((FIRMWARE / "companion" / "start.py").read_text())
    kept = next(
        ast.literal_eval(n.value)
        for n in start.body
        if isinstance(n, ast.Assign) and getattr(n.targets[0], "id", None) == "_EXTENSIBLE"
    )
    wrong = []
    for rel in build.sources():
        if rel.as_posix() in build.NOT_ON_PICO or rel.name == "start.py" or not build.on_device(rel):
            continue
        missing = builtins_imported((FIRMWARE / rel).read_text()) - set(kept)
        wrong += ["%s imports %s" % (rel.as_posix(), name) for name in sorted(missing)]
    assert wrong == [], "\n".join(wrong)
