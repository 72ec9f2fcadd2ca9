#!/bin/sh
# Headless Chromium for the web tests: Debian's chromium-headless-shell, installed with apt when missing.
set -u
command -v chromium-headless-shell >/dev/null 2>&1 && exit 0
log=$(mktemp)
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo -n"
if $SUDO apt-get update >"$log" 2>&1 &&
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends chromium-headless-shell >>"$log" 2>&1 &&
    command -v chromium-headless-shell >/dev/null 2>&1; then
    rm -f "$log"
    exit 0
fi
echo "web setup: apt-get could not install Debian's chromium-headless-shell (the browser tests need it; log: $log)" >&2
exit 1
