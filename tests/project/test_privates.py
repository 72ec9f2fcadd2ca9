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
