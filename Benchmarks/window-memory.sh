#!/bin/bash
# The window's memory: wlcharts FILE --fullscreen on a weston headless output of WxH (pixman), left
# alone for SECONDS, then its peak and current resident memory (VmHWM, VmRSS from /proc/PID/status)
# and the wl_buffers it made (WAYLAND_DEBUG=client's create_buffer lines, with their sizes).
#
#   Benchmarks/window-memory.sh [FILE=../shared/data/telegram/round1/chart_data.json] [WxH=1920x1080] [SECONDS=4]
#
# No input is sent, so no layer is cached (docs/performance.md, "--png in strips, HTTP through
# libcurl on first use"). Needs weston (scripts/install-deps.sh test); uses BIN=… or builds
# wlcharts in release for this CPU.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
file=${1:-$root/../shared/data/telegram/round1/chart_data.json}
size=${2:-1920x1080}
wait_s=${3:-4}
command -v weston >/dev/null || { echo "window-memory: weston is not installed (scripts/install-deps.sh test)" >&2; exit 1; }
[ -r "$file" ] || { echo "window-memory: cannot read $file" >&2; exit 1; }
. "$here/weston-headless.sh"
wlcharts_release_bin "$root"
start_weston_headless wl-window-memory "$size"
client=""
trap 'if [ -n "$client" ]; then kill $client 2>/dev/null; fi; kill $weston_pid 2>/dev/null; rm -rf "$rt"' EXIT
(
    export XDG_RUNTIME_DIR=$rt WAYLAND_DISPLAY=wl-window-memory WAYLAND_DEBUG=client
    exec "$BIN" "$file" --fullscreen 2> "$rt/client.log" > /dev/null
) &
client=$!
sleep "$wait_s"
kill -0 "$client" 2>/dev/null || { echo "window-memory: wlcharts ended early:" >&2; tail -20 "$rt/client.log" >&2; exit 1; }
hwm=$(awk '/^VmHWM/ { print $2 }' "/proc/$client/status"); rss=$(awk '/^VmRSS/ { print $2 }' "/proc/$client/status")
buffers=$(grep -o 'create_buffer(new id wl_buffer@[0-9]*, [0-9]*, [0-9]*, [0-9]*' "$rt/client.log" | awk -F', ' '{ print $3 "x" $4 }' | sort | uniq -c | awk '{ printf "%s%d × %s", (NR > 1 ? ", " : ""), $1, $2 }')
echo "window $size: peak RSS ${hwm} KB, RSS ${rss} KB, buffers made: ${buffers:-none}"
