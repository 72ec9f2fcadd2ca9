"""The docs stay true: every relative link in every .md resolves inside the repository, and each JSON
example of docs/COMMANDS.md still gives the output it shows when run through host_sim under CPython."""

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from host_sim import events, runtime

ROOT = Path(__file__).resolve().parents[2]
COMMANDS = ROOT / "docs" / "COMMANDS.md"
_SKIP_DIRS = {".git", ".venv", ".build", "build", "node_modules", ".pytest_cache", ".ruff_cache", ".sim"}

_FENCE = re.compile(r"^(```+|~~~+)(.*)$")
_INLINE_CODE = re.compile(r"(`+)(.+?)\1")
# [text](target "title"), ![alt](target), and reference definitions [id]: target
_LINK = re.compile(r"!?\[(?:[^\]\[]|\[[^\]]*\])*\]\(\s*<?([^)\s>]*)>?(?:\s+\"[^\"]*\")?\s*\)")
_REF_DEF = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$")
_HTML = re.compile(r"<(?:a|img|source)\b[^>]*?\b(?:href|src)\s*=\s*\"([^\"]*)\"", re.I)
# a path that climbs out of its folder, anywhere in the text (code and prose alike)
_CLIMB = re.compile(r"(?<![\w./-])((?:\.\./)+[\w.@/-]*)")


def markdown_files():
    """Every .md of the repository a clone has: git's tracked and new (not ignored) files, else a walk."""
    try:
        out = subprocess.run(
            ["git", "ls-files", "--cached", "--others", "--exclude-standard", "--", "*.md"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.split()
        files = [ROOT / name for name in out]
    except (OSError, subprocess.CalledProcessError):
        files = [p for p in ROOT.rglob("*.md") if not _SKIP_DIRS & set(p.relative_to(ROOT).parts)]
    return sorted(p for p in files if p.is_file())


def prose(text, spans=False):
    """The text without fenced code blocks and (unless ``spans``) inline code: links there are not links."""
    out = []
    fence = None
    for line in text.splitlines():
        m = _FENCE.match(line.strip())
        if m and (fence is None or m.group(1)[0] == fence[0] and len(m.group(1)) >= len(fence)):
            fence = None if fence else m.group(1)
            out.append("")
            continue
        out.append("" if fence else (line if spans else _INLINE_CODE.sub("", line)))
    return "\n".join(out)


def links(text):
    """:return: the targets of every Markdown and HTML link and image in ``text``"""
    body = prose(text)
    found = _LINK.findall(body) + _HTML.findall(body)
    for line in body.splitlines():
        m = _REF_DEF.match(line)
        if m:
            found.append(m.group(1))
    return found


def slug(heading):
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = _INLINE_CODE.sub(lambda m: m.group(2), heading.strip()).lower()
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors(text):
    """:return: the anchors of every heading of a Markdown text (repeats get -1, -2, ...)"""
    seen = {}
    out = set()
    for line in prose(text, spans=True).splitlines():
        m = re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line)
        if m:
            base = slug(m.group(1))
            n = seen.get(base, 0)
            seen[base] = n + 1
            out.add(base if n == 0 else "%s-%d" % (base, n))
    return out


def inside(path, root=ROOT):
    try:
        path.resolve().relative_to(root)
        return True
    except ValueError:
        return False


def broken_links(md, root=ROOT):
    """:return: why each relative link of ``md`` fails (missing, outside ``root``, bad anchor)"""
    text = md.read_text(encoding="utf-8")
    bad = []
    for target in links(text):
        if re.match(r"^[a-z][a-z0-9+.-]*:", target, re.I):
            continue  # a web address (https:, mailto:): not a file of the repository
        path, _, anchor = target.partition("#")
        if path.startswith("/"):
            bad.append("%s: absolute path" % target)
            continue
        dest = (md.parent / path) if path else md
        if not inside(dest, root):
            bad.append("%s: outside the repository" % target)
        elif not dest.exists():
            bad.append("%s: no such file" % target)
        elif anchor and dest.suffix == ".md" and anchor not in anchors(dest.read_text(encoding="utf-8")):
            bad.append("%s: no heading with that anchor in %s" % (target, dest.name))
    for climb in _CLIMB.findall(text):
        if not inside(md.parent / climb, root):
            bad.append("%s: names a path outside the repository" % climb)
    return bad


MARKDOWN = markdown_files()


def test_the_repository_has_its_documents():
    names = {p.relative_to(ROOT).as_posix() for p in MARKDOWN}
    for doc in ("README.md", "docs/ARCHITECTURE.md", "docs/RULES.md", "docs/COMMANDS.md", "docs/PLAYING.md"):
        assert doc in names


@pytest.mark.parametrize("md", MARKDOWN, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_relative_link_resolves_inside_the_repository(md):
    assert broken_links(md) == []


def test_the_link_check_catches_what_it_should(tmp_path):
    """The checker itself: a missing file, a climb out of the repository, a bad anchor are all found."""
    docs = tmp_path / "repo" / "docs"
    docs.mkdir(parents=True)
    (docs / "RULES.md").write_text("# Rules\n", encoding="utf-8")
    (docs / "COMMANDS.md").write_text("# The commands\n", encoding="utf-8")
    md = docs / "probe.md"
    md.write_text(
        "[a](RULES.md) [b](missing.md) [c](../../elsewhere/x.md) ![d](img/none.png) "
        "[e](COMMANDS.md#no-such-heading) [f](COMMANDS.md#the-commands) [g](#here) "
        "`../../outside/notes/`\n\n# Here\n```\n[h](in-code.md)\n```\n",
        encoding="utf-8",
    )
    bad = broken_links(md, tmp_path / "repo")
    assert [b.split(": ")[0] for b in bad] == [
        "missing.md",
        "../../elsewhere/x.md",
        "img/none.png",
        "COMMANDS.md#no-such-heading",
        "../../elsewhere/x.md",
        "../../outside/notes/",
    ]


# --- docs/COMMANDS.md: the examples still give the documented output --------------------------------


def fenced_blocks(text):
    """:return: [(info words, body)] of every fenced code block, in order"""
    blocks = []
    fence = None
    for line in text.splitlines():
        m = _FENCE.match(line.strip())
        if fence is None and m:
            fence, info, body = m.group(1), m.group(2).split(), []
        elif fence is not None and line.strip() == fence:
            blocks.append((info, "\n".join(body) + "\n"))
            fence = None
        elif fence is not None:
            body.append(line)
    return blocks


def examples():
    """:return: [(command, input text, kind "output" | "error", expected text)] from docs/COMMANDS.md"""
    blocks = fenced_blocks(COMMANDS.read_text(encoding="utf-8"))
    out = []
    for k, (info, body) in enumerate(blocks):
        if info[:1] == ["json"] and info[1:] in (["score"], ["dragon"]):
            nxt = blocks[k + 1][0] if k + 1 < len(blocks) else []
            assert nxt in (["json", "output"], ["text", "error"]), "example %d has no output block" % k
            out.append((info[1], body, nxt[1], blocks[k + 1][1]))
    return out


EXAMPLES = examples()


def run_host_sim(command, text):
    res = subprocess.run(
        [sys.executable, "-m", "host_sim", command, "-"],
        input=text,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )
    return res.returncode, res.stdout, res.stderr


def _example_id(ex):
    data = ex[1]
    game = re.search(r'"game":\s*"(\w+)"', data)
    return "%s-%s-%s" % (ex[0], game.group(1) if game else "flight", ex[2])


@pytest.mark.parametrize("example", EXAMPLES, ids=[_example_id(e) for e in EXAMPLES])
def test_example_gives_the_documented_output(example):
    command, data, kind, expected = example
    code, out, err = run_host_sim(command, data)
    if kind == "output":
        assert (code, err) == (0, "")
        assert out.endswith("\n") and out.count("\n") == 1  # one line of JSON
        assert json.loads(out) == json.loads(expected)
    else:
        assert (code, out) == (2, "")
        assert err == expected.strip() + "\n"


def test_every_game_with_a_score_command_has_an_example():
    runtime.use_firmware()
    from companion import catalog

    shown = set()
    for cmd, data, kind, _ in EXAMPLES:
        if cmd == "score" and kind == "output":
            shown.add(re.search(r'"game":\s*"(\w+)"', data).group(1))
    scored = set()
    for game_id, _title, _lo, _hi in catalog.GAMES:
        if hasattr(catalog.load(game_id), "score_input"):
            scored.add(game_id)
    assert scored and scored <= shown
    assert any(cmd == "dragon" for cmd, _, _, _ in EXAMPLES)


def test_the_events_examples_are_valid_events():
    blocks = [
        body
        for info, body in fenced_blocks(COMMANDS.read_text(encoding="utf-8"))
        if info == ["text", "events"]
    ]
    assert blocks
    for body in blocks:
        assert events.parse(body)


def test_the_guide_shows_every_picture_docpics_makes():
    """docs/PLAYING.md and host_sim/docpics.py name the same pictures (`python -m host_sim.docpics`)."""
    from host_sim import docpics

    text = (ROOT / "docs" / "PLAYING.md").read_text(encoding="utf-8")
    shown = {t[len("img/") :] for t in links(text) if t.startswith("img/")}
    assert shown == {row[0] for row in docpics.PICTURES}
