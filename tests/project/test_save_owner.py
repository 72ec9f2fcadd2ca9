"""One owner decides when the device saves: the app loop (companion/ui/app.py) once a press or a game's clock
is handled, and the power-up (companion/ui/lifecycle.py). Screens, menus and games only say what changed
(the session's pending records, ``app.settings_dirty``), and only the Session touches its journal's
bookkeeping (and the reading code that rebuilds a session from the flash). Read from the sources with ast."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FIRMWARE = ROOT / "firmware" / "companion"
SAVERS = {"ui/app.py", "ui/lifecycle.py"}
# the Session's journal: written by the Session, and by what rebuilds a session from the flash
JOURNAL = ("pending", "journal", "clock", "checkpoint_due")
JOURNAL_OWNERS = {"core/session.py", "storage/recover.py", "storage/damage.py"}


def offences(source, rel):
    found = []
    for node in ast.walk(ast.parse(source)):
        if (
            rel not in SAVERS
            and isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "save"
            and not (isinstance(node.func.value, ast.Name) and node.func.value.id == "self")
        ):
            found.append("%s:%d calls %s" % (rel, node.lineno, ast.unparse(node.func)))
        if rel not in JOURNAL_OWNERS and isinstance(node, (ast.Assign, ast.AugAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for t in targets:
                if isinstance(t, ast.Attribute) and t.attr in JOURNAL:
                    found.append("%s:%d writes %s" % (rel, node.lineno, ast.unparse(t)))
        if (
            rel not in JOURNAL_OWNERS
            and isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "append"
            and isinstance(node.func.value, ast.Attribute)
            and node.func.value.attr == "pending"
        ):
            found.append("%s:%d appends to %s" % (rel, node.lineno, ast.unparse(node.func.value)))
    return found


def test_the_check_finds_a_screen_that_saves_or_journals():
    src = "app.save()\napp.session.pending.append(3)\ns.journal = 24\nself.save()\n"
    assert len(offences(src, "ui/screens.py")) == 3
    assert offences("app.save(True)\n", "ui/lifecycle.py") == []


def test_only_the_loop_and_the_power_up_save_and_only_the_session_journals():
    found = []
    for path in sorted(FIRMWARE.rglob("*.py")):
        rel = path.relative_to(FIRMWARE).as_posix()
        found += offences(path.read_text(encoding="utf-8"), rel)
    assert found == []
