#!/bin/bash
# Launch → first frame: the time from starting wlcharts to its first wl_surface.commit of a buffer,
# fullscreen on a 1920×1080 weston headless output (pixman), for one file, several runs.
#
#   Benchmarks/first-frame.sh [FILE=../shared/data/telegram/round1/chart_data.json] [RUNS=10] [WxH=1920x1080]
#
# The start is the shell's clock ($EPOCHREALTIME) just before exec'ing the client; the frame is the
# client's own WAYLAND_DEBUG=client timestamp (libwayland 1.21 prints CLOCK_REALTIME in µs, truncated
# to 32 bits, as ms with three decimals; it wraps every 71.6 minutes, which is accounted for) of the first `wl_surface.commit` after an `attach` of a wl_buffer. Prints
# each run, the buffer size of that frame, then min / median / max. Needs weston (scripts/
# install-deps.sh test) and runs as root like the test suite's weston tests; uses BIN=… or builds
# wlcharts in release for this CPU.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
file=${1:-$root/../shared/data/telegram/round1/chart_data.json}
runs=${2:-10}
size=${3:-1920x1080}
command -v weston >/dev/null || { echo "first-frame: weston is not installed (scripts/install-deps.sh test)" >&2; exit 1; }
[ -r "$file" ] || { echo "first-frame: cannot read $file" >&2; exit 1; }
. "$here/weston-headless.sh"
wlcharts_release_bin "$root"
start_weston_headless wl-first-frame "$size"
trap 'kill $weston_pid 2>/dev/null; rm -rf "$rt"' EXIT

results=()
for r in $(seq 1 "$runs"); do
    log=$rt/client-$r.log
    start_file=$rt/start-$r
    (
        export XDG_RUNTIME_DIR=$rt WAYLAND_DISPLAY=wl-first-frame WAYLAND_DEBUG=client
        echo "$EPOCHREALTIME" > "$start_file"
        exec "$BIN" "$file" --fullscreen 2> "$log" > /dev/null
    ) &
    client=$!
    # Wait (up to 10 s) for the first commit after a buffer attach, then stop the client.
    frame=""
    for _ in $(seq 1 1000); do
        frame=$(awk '/wl_surface@[0-9]+\.attach\(wl_buffer@/ { a = 1 } a && /wl_surface@[0-9]+\.commit\(\)/ { print; exit }' "$log" 2>/dev/null || true)
        [ -n "$frame" ] && break
        sleep 0.01
    done
    kill "$client" 2>/dev/null || true; wait "$client" 2>/dev/null || true
    [ -n "$frame" ] || { echo "first-frame: run $r: no frame within 10 s; client log:" >&2; tail -20 "$log" >&2; exit 1; }
    buffer=$(grep -m1 -o 'create_buffer(new id wl_buffer@[0-9]*, [0-9]*, [0-9]*, [0-9]*' "$log" | awk -F', ' '{print $3 "x" $4}')
    ms=$(awk -v s="$(cat "$start_file")" -v line="$frame" 'BEGIN {
        match(line, /\[ *[0-9]+\.[0-9]+\]/); t = substr(line, RSTART + 1, RLENGTH - 2) + 0
        start = ((s * 1000000) % 4294967296) / 1000   # the same clock and truncation as libwayland
        d = t - start; if (d < 0) d += 4294967.296
        printf "%.1f", d }')
    echo "run $r: ${ms} ms (buffer ${buffer})"
    results+=("$ms")
done
printf '%s\n' "${results[@]}" | sort -n | awk '{ v[NR] = $1 } END { printf "first frame, %d runs: min %.1f ms, median %.1f ms, max %.1f ms\n", NR, v[1], (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2), v[NR] }'
