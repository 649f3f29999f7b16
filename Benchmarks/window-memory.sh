#!/bin/bash
# The window's memory: wlcharts FILE --fullscreen on a headless output of WxH, then its peak and
# current resident memory (VmHWM, VmRSS from /proc/PID/status) and the wl_buffers it made
# (WAYLAND_DEBUG=client's create_buffer lines, with their sizes).
#
#   Benchmarks/window-memory.sh [FILE=../shared/data/telegram/round1/chart_data.json] [WxH=1920x1080] [SECONDS=4] [idle|pan]
#
# idle (the default): weston 10 headless (pixman), the window left alone for SECONDS; no input
# is sent, so no layer is cached.
# pan: our test compositor (wlcharts-testcomp, which sends input), SECONDS after the first frame,
# then the way a user pans — a touch drag across the plot and back (1 s each way, a motion every
# 16 ms), the pointer hovering over the plot (the highlight follows it), another drag — printing
# the memory after each phase: every layer that stays still while others move is cached then.
# Needs weston for idle (scripts/install-deps.sh test); uses BIN=… (wlcharts-testcomp beside it)
# or builds both in release for this CPU.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
file=${1:-$root/../shared/data/telegram/round1/chart_data.json}
size=${2:-1920x1080}
wait_s=${3:-4}
mode=${4:-idle}
[ -r "$file" ] || { echo "window-memory: cannot read $file" >&2; exit 1; }
. "$here/weston-headless.sh"
case $mode in
idle) command -v weston >/dev/null || { echo "window-memory: weston is not installed (scripts/install-deps.sh test)" >&2; exit 1; } ;;
pan) if [ -z "${BIN:-}" ]; then
        (cd "$root" && swift build -c release -Xswiftc -target-cpu -Xswiftc native --product wlcharts-testcomp >&2)
     fi ;;
*) echo "window-memory: the mode is idle or pan, not $mode" >&2; exit 2 ;;
esac
wlcharts_release_bin "$root"
client=""; comp_pid=""; weston_pid=""; rt=""
trap 'for p in $client $comp_pid $weston_pid; do kill $p 2>/dev/null; done; [ -n "$rt" ] && rm -rf "$rt"' EXIT
if [ "$mode" = idle ]; then
    start_weston_headless wl-window-memory "$size"
else
    testcomp=$(dirname "$BIN")/wlcharts-testcomp
    [ -x "$testcomp" ] || { echo "window-memory: no $testcomp (swift build -c release --product wlcharts-testcomp)" >&2; exit 1; }
    rt=$(mktemp -d); chmod 700 "$rt"; mkfifo "$rt/commands"
    XDG_RUNTIME_DIR=$rt "$testcomp" --socket wl-window-memory --size "$size" --commands "$rt/commands" > "$rt/comp.log" 2>&1 &
    comp_pid=$!
    for _ in $(seq 1 500); do grep -q '^ready' "$rt/comp.log" && break; sleep 0.01; done
    grep -q '^ready' "$rt/comp.log" || { echo "window-memory: wlcharts-testcomp did not start:" >&2; cat "$rt/comp.log" >&2; exit 1; }
fi
(
    export XDG_RUNTIME_DIR=$rt WAYLAND_DISPLAY=wl-window-memory WAYLAND_DEBUG=client
    exec "$BIN" "$file" --fullscreen 2> "$rt/client.log" > /dev/null
) &
client=$!
alive() { kill -0 "$client" 2>/dev/null || { echo "window-memory: wlcharts ended early:" >&2; tail -20 "$rt/client.log" >&2; exit 1; }; }
report() {
    alive
    local hwm rss buffers
    hwm=$(awk '/^VmHWM/ { print $2 }' "/proc/$client/status"); rss=$(awk '/^VmRSS/ { print $2 }' "/proc/$client/status")
    buffers=$(grep -o 'create_buffer(new id wl_buffer@[0-9]*, [0-9]*, [0-9]*, [0-9]*' "$rt/client.log" | awk -F', ' '{ print $3 "x" $4 }' | sort | uniq -c | awk '{ printf "%s%d × %s", (NR > 1 ? ", " : ""), $1, $2 }')
    echo "window $size$1: peak RSS ${hwm} KB, RSS ${rss} KB, buffers made: ${buffers:-none}"
}
if [ "$mode" = idle ]; then
    sleep "$wait_s"
    report ""
    exit 0
fi
for _ in $(seq 1 3000); do grep -q '^commit ' "$rt/comp.log" && break; alive; sleep 0.01; done
sleep "$wait_s"
report ", idle"
w=${size%x*}; h=${size#*x}
send() { printf '%s\n' "$@" > "$rt/commands"; }
# A touch drag from a quarter of the width to three quarters (the range moves back in time) and back.
drag() {
    local y=$((h / 2)) x i
    send "touch down 1 $((w / 4)) $y" "touch frame"
    for i in $(seq 1 60); do x=$((w / 4 + w / 2 * i / 60)); send "touch motion 1 $x $y" "touch frame"; sleep 0.016; done
    for i in $(seq 59 -1 0); do x=$((w / 4 + w / 2 * i / 60)); send "touch motion 1 $x $y" "touch frame"; sleep 0.016; done
    send "touch up 1" "touch frame"
    sleep 1
}
drag
report ", after a pan"
for i in $(seq 1 60); do send "pointer motion $((w / 8 + w * 3 / 4 * i / 60)) $((h / 2))"; sleep 0.016; done
sleep 1
report ", after hovering"
drag
report ", after a second pan"
