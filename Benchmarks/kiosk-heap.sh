#!/bin/bash
# Where the wall of every source (kiosk-hour.sh --sources) keeps its memory: the same 2×2 wall of
# an MQTT, an InfluxDB, a VictoriaMetrics and a Prometheus panel, run twice side by side on one set
# of servers, each on its own weston headless output — once plain, once under heaptrack — for
# SECONDS. Every INTERVAL seconds the plain one's RSS and glibc's heap (in use, free inside it);
# at the end glibc's malloc_trim(0) is called in it through gdb and its RSS read again (what
# fragmentation holds: freed memory glibc keeps), and heaptrack's record is summed up: the heap in
# use over time and where what is still allocated at the end was allocated.
#
#   Benchmarks/kiosk-heap.sh [SECONDS=720] [INTERVAL=60]
#
# heaptrack and gdb are developer tools (apt-get install heaptrack gdb), not in install-deps.sh.
# Uses BIN=… or builds wlcharts in release for this CPU; SIZE (default 1920x1080); the heaptrack
# record is left in OUT (default ./kiosk-heap.zst) for heaptrack_print or heaptrack_gui (reading a
# 10-minute record takes heaptrack_print a few minutes of CPU).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
seconds=${1:-720}
interval=${2:-60}
out=${OUT:-$PWD/kiosk-heap}
for tool in weston python3 heaptrack heaptrack_print gdb; do
    command -v $tool >/dev/null || { echo "kiosk-heap: $tool is not installed" >&2; exit 1; }
done
. "$here/weston-headless.sh"
wlcharts_release_bin "$root"
size=${SIZE:-1920x1080}
start_weston_headless wl-heap-plain "$size"
pids="$weston_pid"
trap 'kill $pids 2>/dev/null; wait 2>/dev/null; rm -rf "$rt"' EXIT
plain_rt=$rt
. "$here/source-services.sh"
start_source_services "$rt"
# The second output, its own runtime folder (the trap removes both).
start_weston_headless wl-heap-tracked "$size"
pids="$pids $weston_pid"
tracked_rt=$rt; rt=$plain_rt
trap 'kill $pids 2>/dev/null; wait 2>/dev/null; rm -rf "$plain_rt" "$tracked_rt"' EXIT

# Each its own state folder: one MQTT history each.
XDG_RUNTIME_DIR=$plain_rt WAYLAND_DISPLAY=wl-heap-plain XDG_STATE_HOME=$plain_rt/state \
    "$BIN" --kiosk "$rt/wall.toml" > "$rt/plain.out" 2> "$rt/plain.err" &
plain=$!
pids="$pids $plain"
XDG_RUNTIME_DIR=$tracked_rt WAYLAND_DISPLAY=wl-heap-tracked XDG_STATE_HOME=$tracked_rt/state \
    heaptrack -o "$out" "$BIN" --kiosk "$rt/wall.toml" > "$rt/tracked.out" 2> "$rt/tracked.err" &
tracker=$!
pids="$pids $tracker"

rss() { awk '/^VmRSS:/ { print $2 }' "/proc/$1/status"; }
# gdb attached with libc's symbols only (the program's own take minutes to read), running $2….
libc_call() {
    local pid=$1; shift
    local args=() c
    for c in "$@"; do args+=(-ex "$c"); done
    gdb -batch -nx -iex 'set auto-solib-add off' -p "$pid" /bin/true -ex 'sharedlibrary libc.so' "${args[@]}" >/dev/null 2>&1
}
# glibc's own count (malloc_info): "in use KiB, free inside the heap KiB".
arena() {
    rm -f "$rt/info.xml"
    libc_call "$1" "set \$f = (void *) fopen(\"$rt/info.xml\", \"w\")" 'call (int) malloc_info(0, $f)' 'call (int) fclose($f)' || true
    [ -s "$rt/info.xml" ] || { echo "- -"; return; }
    # The last totals are the whole process's (after each arena's own).
    awk -F'"' '/<system type="current"/ { cur = $4 } /<total type="fast"/ { fast = $6 } /<total type="rest"/ { rest = $6 }
        END { printf "%d %d\n", (cur - fast - rest) / 1024, (fast + rest) / 1024 }' "$rt/info.xml"
}
sleep 5
[ -d "/proc/$plain" ] || { echo "kiosk-heap: wlcharts ended:" >&2; cat "$rt/plain.err" >&2; exit 1; }
printf '%8s %9s %13s %13s\n' "time s" "RSS KiB" "heap used KiB" "heap free KiB"
elapsed=0
while [ "$elapsed" -lt "$seconds" ]; do
    sleep "$interval"; elapsed=$((elapsed + interval))
    [ -d "/proc/$plain" ] || { echo "kiosk-heap: wlcharts ended after ${elapsed}s:" >&2; cat "$rt/plain.err" >&2; exit 1; }
    read -r used free <<< "$(arena "$plain")"
    printf '%8d %9d %13s %13s\n' "$elapsed" "$(rss "$plain")" "$used" "$free"
done
before=$(rss "$plain")
libc_call "$plain" 'call (int) malloc_trim(0)' || true
read -r used free <<< "$(arena "$plain")"
echo "kiosk-heap: RSS before malloc_trim(0) ${before} KiB, after $(rss "$plain") KiB (heap used $used KiB, free $free KiB)"
app=$(pgrep -P "$tracker" -f -- '--kiosk' || true)
# Killed, not stopped: what heaptrack reports as leaked is then what was live at the end (a clean
# exit frees the wall first).
[ -n "$app" ] && kill -KILL "$app"
wait "$tracker" 2>/dev/null || true
echo "kiosk-heap: stderr lines: plain $(wc -l < "$rt/plain.err"), tracked $(grep -vc '^heaptrack' "$rt/tracked.err" || true)"
record=$(ls -t "$out".* | head -n 1)
# What is live at the end, the 60 biggest places (a place of ours: the first "at …/Sources/" line).
heaptrack_print -f "$record" --print-leaks 1 -s 60 --print-peaks 0 --print-allocators 0 --print-temporary 0 \
    --print-massif "$rt/massif" | grep -E 'leaked over|at .*/Sources/' | awk '/leaked over/ { if (l) print l; l = $0; s = 0; next }
    !s { l = l "  " $2; s = 1 } END { print l }' | head -n 60 || true
heaptrack_print -f "$record" --print-leaks 0 --print-peaks 0 --print-allocators 0 --print-temporary 0 | tail -n 8
# The heap in use over time (massif snapshots: seconds, KiB).
awk '/^time=/ { t = substr($0, 6) } /^mem_heap_B=/ { printf "kiosk-heap: heap at %6.0f s: %d KiB\n", t, substr($0, 12) / 1024 }' "$rt/massif" | awk 'NR % 10 == 1'
echo "kiosk-heap: the record: $record"
