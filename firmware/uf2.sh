#!/bin/sh
# make uf2: MicroPython's rp2 port built with the companion frozen in (firmware/manifest.py), one UF2 file.
# usage: sh firmware/uf2.sh MICROPYTHON_SRC MICROPYTHON_URL MICROPYTHON_COMMIT PICOTOOL_DIR OUT.uf2
set -eu
src=$1 url=$2 commit=$3 picotool=$4 out=$5
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

need="arm-none-eabi-gcc cmake"
for t in $need; do
    command -v "$t" >/dev/null 2>&1 && continue
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "uf2: installing the ARM toolchain (Debian's gcc-arm-none-eabi, libnewlib-arm-none-eabi, cmake)"
        apt-get update -qq && apt-get install -y -qq gcc-arm-none-eabi libnewlib-arm-none-eabi cmake >/dev/null
        break
    fi
    echo "uf2: $t is missing: install gcc-arm-none-eabi, libnewlib-arm-none-eabi and cmake" >&2
    exit 1
done

# 1. MicroPython at the pinned commit, with the submodules that commit pins for the rp2 port
if [ ! -e "$src/ports/rp2/Makefile" ]; then
    if [ "$src" != build/micropython ]; then
        echo "uf2: MICROPYTHON_SRC=$src holds no MicroPython source tree (ports/rp2)" >&2
        exit 1
    fi
    echo "uf2: cloning MicroPython $commit into $src"
    rm -rf "$src" && mkdir -p "$src"
    git -C "$src" init -q
    git -C "$src" fetch -q --depth 1 "$url" "$commit"
    git -C "$src" checkout -q FETCH_HEAD
    make -C "$src/ports/rp2" BOARD=RPI_PICO submodules
fi
if [ -d "$src/.git" ] && [ "$(git -C "$src" rev-parse HEAD 2>/dev/null)" != "$commit" ]; then
    echo "uf2: $src is not at MicroPython $commit: the image would not be the pinned one" >&2
    exit 1
fi

# 2. the firmware's sources as the UF2 freezes them
.venv/bin/python -m host_sim.build frozen .build/frozen

# 3. mpy-cross of that MicroPython, then the port with the manifest; SOURCE_DATE_EPOCH: the build date in
# the image is the project commit's, so two builds of one commit give the same bytes
make -C "$src/mpy-cross" -j"$(nproc 2>/dev/null || echo 2)" >/dev/null
SOURCE_DATE_EPOCH=$(git log -1 --format=%ct 2>/dev/null || echo 0)
export SOURCE_DATE_EPOCH
build="$root/build/rp2"
rm -rf "$build"  # the port configures cmake only into an empty folder: a clean build, every time
# (CMAKE_ARGS given here replaces the port Makefile's own, which would carry FROZEN_MANIFEST: named in it)
cmake_args="-DMICROPY_FROZEN_MANIFEST=$root/firmware/manifest.py"
[ -n "$picotool" ] && cmake_args="$cmake_args -Dpicotool_DIR=$picotool"
make -C "$src/ports/rp2" BOARD=RPI_PICO BUILD="$build" CMAKE_ARGS="$cmake_args" -j"$(nproc 2>/dev/null || echo 2)"

# 4. the image and its checksum
mkdir -p "$(dirname "$out")"
cp "$build/firmware.uf2" "$out"
(cd "$(dirname "$out")" && sha256sum "$(basename "$out")" > "$(basename "$out").sha256")
size=$(arm-none-eabi-size "$build/firmware.elf" | awk 'NR == 2 { print $1 + $2 }')
echo "uf2: $out ($(wc -c < "$out") bytes; $size bytes of flash before the file system at 640 KB)"
cat "$out.sha256"
