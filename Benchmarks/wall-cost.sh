#!/bin/bash
# What a kiosk wall costs: `wlcharts --kiosk` fullscreen on a 1920×1080 weston headless output
# (pixman), then its resident memory (RSS, PSS) and CPU over a measuring window after a warm-up,
# and a frame-cost summary (WLCHARTS_FRAME_LOG: frames, pixels damaged, microseconds).
#
#   Benchmarks/wall-cost.sh [grid|rotate] [SECONDS=300] [WARMUP=30] [ROUNDS=2]
#
# grid (issue 35): a 2×2 grid of four followed CSV files, two series each, 24 h of history at 10 s
# written before the start, then one new line a second in each. rotate: the three-panel wall of
# kiosk-hour.sh (a stream at 10 lines a second with --keep 24h, a contest JSON file, a CSV file;
# dwell 30 s, fade 1 s, burn-in every minute) — its RSS peaks in the cross-fades.
# SMAPS=1 prints after each run where its RSS goes (Benchmarks/smaps-summary.awk over
# /proc/PID/smaps: the wl_shm buffers, heap and anonymous memory, each mapped file).
# BEFORE=path/to/another/wlcharts runs it and this build alternately (A B A B …, ROUNDS pairs,
# each on a fresh weston) and prints the ratios of the medians; the machine's load is printed
# with each run (a shared machine: compare ratios from one run).
# Needs weston and python3 (scripts/install-deps.sh test); uses BIN=… or builds wlcharts in
# release for this CPU.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
wall=${1:-grid}
seconds=${2:-300}
warmup=${3:-30}
rounds=${4:-2}
case $wall in grid|rotate) ;; *) echo "wall-cost: the wall is grid or rotate, not $wall" >&2; exit 2 ;; esac
command -v weston >/dev/null || { echo "wall-cost: weston is not installed (scripts/install-deps.sh test)" >&2; exit 1; }
command -v python3 >/dev/null || { echo "wall-cost: python3 is not installed" >&2; exit 1; }
. "$here/weston-headless.sh"
wlcharts_release_bin "$root"
after=$BIN
before=${BEFORE:-}
[ -z "$before" ] || [ -x "$before" ] || { echo "wall-cost: BEFORE=$before is not an executable" >&2; exit 1; }
ticks=$(getconf CLK_TCK)
pids=""; rt=""
trap 'kill $pids 2>/dev/null; wait 2>/dev/null; [ -n "$rt" ] && rm -rf "$rt"' EXIT

# The data: files under $1, and a writer appending to them (one python3 process, exact pacing).
feed() {
    local dir=$1
    if [ "$wall" = grid ]; then
        python3 - "$dir" <<'PY' &
import math, os, sys, time
d = sys.argv[1]
now = int(time.time())
files = []
for p in range(4):
    path = os.path.join(d, "panel%d.csv" % p)
    with open(path, "w") as f:
        f.write("t,a,b\n")
        for k in range(8640, 0, -1):
            t = now - 10 * k
            f.write("%d,%.2f,%.2f\n" % (t, 50 + 30 * math.sin(t / 3000 + p), 40 + 20 * math.cos(t / 1700 + p)))
    files.append(open(path, "a", buffering=1))
open(os.path.join(d, "ready"), "w").close()
i = 0
start = time.time()
while True:
    t = start + i
    time.sleep(max(0, t - time.time()))
    for p, f in enumerate(files):
        f.write("%d,%.2f,%.2f\n" % (int(t), 50 + 30 * math.sin(t / 3000 + p) + (i % 7), 40 + 20 * math.cos(t / 1700 + p)))
    i += 1
PY
        pids="$pids $!"
        for _ in $(seq 1 500); do [ -f "$dir/ready" ] && break; sleep 0.01; done
        {
            printf 'layout = "grid"\nrows = 2\ncolumns = 2\n'
            for p in 0 1 2 3; do printf '\n[[panel]]\nstream = "%s/panel%d.csv"\nkeep = "24h"\n' "$dir" "$p"; done
        } > "$dir/wall.toml"
    else
        echo "t,a,b,c,d,e" > "$dir/power.csv"
        python3 "$here/feed-stream.py" "$dir/power.csv" &
        pids="$pids $!"
        cat > "$dir/wall.toml" <<TOML
dwell = "30s"
fade = "1s"
burn_in = "1m"

[[panel]]
stream = "$dir/power.csv"
keep = "24h"

[[panel]]
file = "$root/Examples/daily-joined-left.json"

[[panel]]
file = "$root/Examples/power-hourly.csv"
presets = true
TOML
    fi
}

# One run of the binary $1 labelled $2: prints "label rss_kib pss_kib peak_kib cpu_percent frames
# damaged_mpx_per_s us_per_frame load".
run() {
    local bin=$1 label=$2 client cpu0 cpu1 t0 t1
    start_weston_headless wl-wall-cost 1920x1080
    pids="$pids $weston_pid"
    feed "$rt"
    XDG_RUNTIME_DIR=$rt WAYLAND_DISPLAY=wl-wall-cost XDG_STATE_HOME=$rt/state WLCHARTS_FRAME_LOG=$rt/frames.log \
        "$bin" --kiosk "$rt/wall.toml" > "$rt/client.out" 2> "$rt/client.err" &
    client=$!
    pids="$pids $client"
    sleep "$warmup"
    [ -d "/proc/$client" ] || { echo "wall-cost: wlcharts ended:" >&2; cat "$rt/client.err" >&2; exit 1; }
    local seen; seen=$(wc -l < "$rt/frames.log" 2>/dev/null || echo 0)
    cpu0=$(awk '{ print $14 + $15 }' "/proc/$client/stat"); t0=$(date +%s.%N)
    sleep "$seconds"
    cpu1=$(awk '{ print $14 + $15 }' "/proc/$client/stat"); t1=$(date +%s.%N)
    local rss pss hwm
    rss=$(awk '/^VmRSS:/ { print $2 }' "/proc/$client/status"); hwm=$(awk '/^VmHWM:/ { print $2 }' "/proc/$client/status")
    pss=$(awk '/^Pss:/ { print $2 }' "/proc/$client/smaps_rollup")
    [ -z "${SMAPS:-}" ] || { echo "  $label: where the RSS goes"; awk -f "$here/smaps-summary.awk" "/proc/$client/smaps" | sed 's/^/  /'; } >&2
    # Frame log lines: microseconds [pixels damaged]; the measuring window's lines only.
    local frames
    frames=$(tail -n +"$((seen + 1))" "$rt/frames.log" | awk -v s="$seconds" '{ n++; us += $1; px += $2 } END {
        if (n == 0) { print "0 0 0"; exit } printf "%d %.3f %.0f\n", n, px / s / 1e6, us / n }')
    printf '%s %d %d %d %.3f %s %s\n' "$label" "$rss" "$pss" "$hwm" \
        "$(awk -v a="$cpu0" -v b="$cpu1" -v t="$ticks" -v x="$t0" -v y="$t1" 'BEGIN { print (b - a) * 100 / t / (y - x) }')" \
        "$frames" "$(cut -d' ' -f1 /proc/loadavg)"
    kill $client $weston_pid 2>/dev/null; kill $pids 2>/dev/null; wait 2>/dev/null || true
    pids=""; rm -rf "$rt"; rt=""
}

echo "wall-cost: $wall wall at 1920x1080, warm-up ${warmup}s, measured ${seconds}s, $(nproc) cores"
printf '%-7s %9s %9s %9s %7s %7s %12s %9s %6s\n' run "RSS KiB" "PSS KiB" "peak KiB" "CPU %" frames "Mpx dmg/s" "µs/frame" load
results=$(mktemp)
show() { tail -1 "$results" | awk '{ printf "%-7s %9d %9d %9d %7.3f %7d %12s %9d %6s\n", $1, $2, $3, $4, $5, $6, $7, $8, $9 }'; }
for r in $(seq 1 "$rounds"); do
    if [ -n "$before" ]; then run "$before" before >> "$results"; show; fi
    run "$after" after >> "$results"; show
done
if [ -n "$before" ]; then
    # Medians per label, then before ÷ after.
    median() { awk -v l="$1" -v c="$2" '$1 == l { print $c }' "$results" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }
    echo "wall-cost: before ÷ after (medians): RSS $(awk -v a="$(median before 2)" -v b="$(median after 2)" 'BEGIN { printf "%.2f", a / b }')×," \
        "PSS $(awk -v a="$(median before 3)" -v b="$(median after 3)" 'BEGIN { printf "%.2f", a / b }')×," \
        "peak $(awk -v a="$(median before 4)" -v b="$(median after 4)" 'BEGIN { printf "%.2f", a / b }')×," \
        "CPU $(awk -v a="$(median before 5)" -v b="$(median after 5)" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }')×"
fi
rm -f "$results"
