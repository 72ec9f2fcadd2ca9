"""No module writes another object's private attributes: a name with a leading underscore is set (or
deleted) only through ``self`` or ``cls``, and no module reads another object's ``__dict__``; what one
module must change in another is a public name or a method. Read from the sources with ast."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
_OWN = ("self", "cls")


def private_writes(source):
    """:return: [(line, text)] of each write to another object's private attribute or read of its __dict__"""
    found = []
    for node in ast.walk(ast.parse(source)):
        targets = []
        if isinstance(node, (ast.Assign, ast.Delete)):
            targets = node.targets
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            targets = [node.target]
        for target in targets:
            for sub in ast.walk(target):
                if (
                    isinstance(sub, ast.Attribute)
                    and sub.attr.startswith("_")
                    and not sub.attr.startswith("__")
                    and not (isinstance(sub.value, ast.Name) and sub.value.id in _OWN)
                ):
                    found.append((node.lineno, ast.unparse(sub)))
        if (
            isinstance(node, ast.Attribute)
            and node.attr == "__dict__"
            and not (isinstance(node.value, ast.Name) and node.value.id in _OWN + ("mod",))
        ):
            found.append((node.lineno, ast.unparse(node)))
    return found


def test_the_check_finds_a_private_write():
    src = "app._dirty = True\nself._ok = 1\ndel board._x\nfx = app.__dict__.get('fx')\nmod.__dict__\n"
    assert [line for line, _ in private_writes(src)] == [1, 3, 4]


def test_no_module_writes_another_objects_private_attributes():
    wrong = []
    for top in ("firmware", "host_sim", "hardware", "web"):
        for path in sorted((ROOT / top).rglob("*.py")):
            if "node_modules" in path.parts:
                continue
            for line, text in private_writes(path.read_text(encoding="utf-8")):
                wrong.append("%s:%d %s" % (path.relative_to(ROOT), line, text))
    assert wrong == [], "\n".join(wrong)


# App (companion/ui/app.py) is the loop: what others set on it is its own method's, or its constructor's,
# but for these, which screens and the power-up still set (what changed, what went wrong, the game): no more
APP_WRITTEN_FROM_OUTSIDE = 7
APP = ROOT / "firmware" / "companion" / "ui" / "app.py"


def app_attributes():
    """The names an App has: its class's functions and attributes and what its methods set on ``self``."""
    tree = ast.parse(APP.read_text(encoding="utf-8"))
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "App")
    names = {"fx"}  # made by its __getattr__
    for node in cls.body:
        if isinstance(node, ast.FunctionDef):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
    for node in ast.walk(cls):
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.ctx, ast.Store)
            and isinstance(node.value, ast.Name)
            and node.value.id == "self"
        ):
            names.add(node.attr)
    return names


def app_writes(source, names):
    """:return: the names of ``names`` that ``source`` sets or deletes on an app (app.x, self.app.x)"""
    found = set()
    for node in ast.walk(ast.parse(source)):
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.ctx, (ast.Store, ast.Del))
            and node.attr in names
            and (
                (isinstance(node.value, ast.Name) and node.value.id == "app")
                or (isinstance(node.value, ast.Attribute) and node.value.attr == "app")
            )
        ):
            found.add(node.attr)
    return found


def test_the_check_finds_what_is_set_on_an_app():
    names = app_attributes()
    assert {"session", "screens", "step", "show", "fx", "board"} <= names
    assert "state" not in names  # a local, not an attribute
    src = "app.session = None\nself.app.screens = []\napp.settings['lang'] = 'fr'\napp.x = 1\ns.session = 2\n"
    assert app_writes(src, names) == {"session", "screens"}


def test_the_app_is_set_from_outside_no_more_than_it_was_left():
    names = app_attributes()
    written = {}
    for top in ("firmware", "host_sim", "hardware", "web"):
        for path in sorted((ROOT / top).rglob("*.py")):
            if "node_modules" in path.parts or path == APP:
                continue
            for name in app_writes(path.read_text(encoding="utf-8"), names):
                written.setdefault(name, []).append(str(path.relative_to(ROOT)))
    shown = "\n".join("%s: %s" % (name, ", ".join(written[name])) for name in sorted(written))
    assert len(written) <= APP_WRITTEN_FROM_OUTSIDE, shown
