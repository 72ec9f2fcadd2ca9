"""Build the static site of the device in a browser: `python web/build.py [DEST]` (default web/dist/).

DEST gets the page (web/src/), MicroPython WebAssembly from web/node_modules/ (npm ci, pinned in
web/package-lock.json) and the firmware as one ROMFS image of its portable .mpy files. Nothing is fetched
at run time from anywhere but DEST.
"""

import gzip
import hashlib
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

WEB = Path(__file__).resolve().parent
ROOT = WEB.parent
sys.path.insert(0, str(ROOT))

from host_sim import build as mpy_build  # noqa: E402  (after the path to the repository)

MICROPYTHON = WEB / "node_modules" / "@micropython" / "micropython-webassembly-pyscript"
MICROPYTHON_FILES = ("micropython.mjs", "micropython.wasm")
VERSION_MARK = (
    "__BUILD__"  # replaced in the page's text files: a new build is never served from a stale cache
)
TEXT_SUFFIXES = (".html", ".mjs", ".css", ".webmanifest")


def romfs_image(dest):
    """Write the firmware's ROMFS image (every portable .mpy file, as `mpremote romfs build`) to ``dest``."""
    tree = mpy_build.build(None)
    with tempfile.TemporaryDirectory(prefix="companion-romfs-") as tmp:
        src = Path(tmp) / "rom"
        shutil.copytree(tree, src, ignore=shutil.ignore_patterns(".done"))
        cmd = [mpy_build.tool("mpremote"), "romfs", "--no-mpy", "--output", str(dest), "build", str(src)]
        res = subprocess.run(cmd, capture_output=True, text=True)
        if res.returncode != 0:
            raise SystemExit("mpremote romfs build failed:\n%s" % (res.stderr or res.stdout).strip())


def build(dest=WEB / "dist"):
    """Write the site to ``dest`` (emptied first).

    :return: {relative path: size in bytes} of the files written
    """
    dest = Path(dest)
    missing = [n for n in MICROPYTHON_FILES if not (MICROPYTHON / n).exists()]
    if missing:
        raise SystemExit(
            "web/node_modules has no MicroPython WebAssembly: run 'make web-build' (npm ci in web/)"
        )
    tmp = dest.with_name(dest.name + ".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    shutil.copytree(WEB / "src", tmp)
    for name in MICROPYTHON_FILES:
        (tmp / "micropython").mkdir(exist_ok=True)
        shutil.copy2(MICROPYTHON / name, tmp / "micropython" / name)
    romfs_image(tmp / "firmware.romfs")
    digest = hashlib.sha256()
    for path in sorted(tmp.rglob("*")):
        if path.is_file():
            digest.update(str(path.relative_to(tmp)).encode() + b"\0" + path.read_bytes())
    version = digest.hexdigest()[:12]
    for path in sorted(tmp.rglob("*")):
        if path.suffix in TEXT_SUFFIXES:
            path.write_text(path.read_text(encoding="utf-8").replace(VERSION_MARK, version), encoding="utf-8")
    shutil.rmtree(dest, ignore_errors=True)
    tmp.rename(dest)
    return {str(p.relative_to(dest)): p.stat().st_size for p in sorted(dest.rglob("*")) if p.is_file()}


def gzipped(dest):
    """:return: the bytes the site's files take gzipped, each on its own at gzip's default level (6), as a
    static server compresses them"""
    return sum(len(gzip.compress(p.read_bytes(), 6)) for p in sorted(Path(dest).rglob("*")) if p.is_file())


def main(argv):
    dest = argv[1] if len(argv) > 1 else WEB / "dist"
    files = build(dest)
    # kB of 1,000 bytes, as the README gives them
    total = sum(files.values())
    print(
        "web: %d files, %d kB (%d kB gzipped) in %s"
        % (
            len(files),
            round(total / 1000),
            round(gzipped(dest) / 1000),
            argv[1] if len(argv) > 1 else "web/dist",
        )
    )


if __name__ == "__main__":
    main(sys.argv)
