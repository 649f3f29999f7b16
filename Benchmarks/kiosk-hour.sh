#!/bin/bash
# The real kiosk for an hour: `wlcharts --kiosk` fullscreen on a 1920×1080 weston headless output
# (pixman), a wall of three rotating panels — a CSV stream appended 10 lines a second (5 series,
# --keep 24h), a contest JSON file, a CSV file — dwell 30 s, fade 1 s, night schedule, burn-in
# every minute, the systemd notify socket with a 10 s watchdog. Every INTERVAL seconds it prints
# the client's resident memory, open descriptors, CPU use over the interval, the notify messages
# so far, and the frames drawn in the interval with their median and 99th-percentile frame time;
# at the end the growth after the first 10 minutes and the frame times of the whole run (p50, p90,
# p99, p99.9, max). A frame time is what wlcharts spends producing one frame — advancing the wall
# to the frame time and drawing it into the wl_shm buffer (WLCHARTS_FRAME_LOG, one line of
# microseconds per frame) — not the compositor's part. A shorter run: a smaller SECONDS.
# --sources (issue 32): instead, a 2×2 grid of an MQTT, an InfluxDB, a VictoriaMetrics and a
# Prometheus panel, the four servers started on loopback and fed (source-services.sh). Both end
# with the first and last samples' ratios and the slope of the last half (least squares, per hour).
#
#   Benchmarks/kiosk-hour.sh [--sources] [SECONDS=3600] [INTERVAL=60]
#
# Needs weston and python3 (scripts/install-deps.sh test), --sources the four servers too; runs as
# root like the test suite's weston tests; uses BIN=… or builds wlcharts in release for this CPU.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
sources=""
[ "${1:-}" = --sources ] && { sources=1; shift; }
seconds=${1:-3600}
interval=${2:-60}
command -v weston >/dev/null || { echo "kiosk-hour: weston is not installed (scripts/install-deps.sh test)" >&2; exit 1; }
command -v python3 >/dev/null || { echo "kiosk-hour: python3 is not installed" >&2; exit 1; }
. "$here/weston-headless.sh"
wlcharts_release_bin "$root"
start_weston_headless wl-kiosk-hour 1920x1080
pids="$weston_pid"
trap 'kill $pids 2>/dev/null; wait 2>/dev/null; rm -rf "$rt"' EXIT

# The notify socket: a datagram listener counting READY=1 and WATCHDOG=1.
python3 - "$rt/notify" "$rt/notify.log" <<'PY' &
import socket, sys
s = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
s.bind(sys.argv[1])
with open(sys.argv[2], "a", buffering=1) as log:
    while True:
        log.write(s.recv(4096).decode(errors="replace").replace("\n", " ") + "\n")
PY
pids="$pids $!"
for _ in $(seq 1 200); do [ -S "$rt/notify" ] && break; sleep 0.01; done

if [ -n "$sources" ]; then
    . "$here/source-services.sh"
    start_source_services "$rt"
else
    # The stream: 10 lines a second, appended (python3: one process, exact pacing).
    echo "t,a,b,c,d,e" > "$rt/power.csv"
    python3 "$here/feed-stream.py" "$rt/power.csv" &
    pids="$pids $!"

    cat > "$rt/wall.toml" <<TOML
dwell = "30s"
fade = "1s"
night = "20:00-07:00"
burn_in = "1m"

[[panel]]
stream = "$rt/power.csv"
keep = "24h"

[[panel]]
file = "$root/Examples/daily-joined-left.json"

[[panel]]
file = "$root/Examples/power-hourly.csv"
presets = true
TOML
fi

XDG_RUNTIME_DIR=$rt WAYLAND_DISPLAY=wl-kiosk-hour XDG_STATE_HOME=$rt/state NOTIFY_SOCKET=$rt/notify WATCHDOG_USEC=10000000 \
    WLCHARTS_FRAME_LOG=$rt/frames.log "$BIN" --kiosk "$rt/wall.toml" > "$rt/client.out" 2> "$rt/client.err" &
client=$!
pids="$pids $client"

ticks=$(getconf CLK_TCK)
cpu() { awk '{ print $14 + $15 }' "/proc/$client/stat"; }
rss() { awk '/^VmRSS:/ { print $2 }' "/proc/$client/status"; }
pss() { awk '/^Pss:/ { print $2 }' "/proc/$client/smaps_rollup"; }
fds() { ls "/proc/$client/fd" | wc -l; }
# Percentiles (ms) of the frame times (µs, one a line) on stdin: "p50 p90 p99 p99.9 max count".
percentiles() {
    sort -n | awk '{ v[NR] = $1 } END {
        if (NR == 0) { print "- - - - - 0"; exit }
        split("0.5 0.9 0.99 0.999", q, " ")
        for (i = 1; i <= 4; i++) { k = int(q[i] * NR + 0.999999); if (k < 1) k = 1; printf "%.2f ", v[k] / 1000 }
        printf "%.2f %d\n", v[NR] / 1000, NR }'
}
frames() { [ -f "$rt/frames.log" ] && wc -l < "$rt/frames.log" || echo 0; }
sleep 2
[ -d "/proc/$client" ] || { echo "kiosk-hour: wlcharts ended:" >&2; cat "$rt/client.err" >&2; exit 1; }
printf '%8s %9s %9s %5s %7s %9s %6s %7s %8s %8s\n' "time s" "RSS KiB" "PSS KiB" "fds" "CPU %" "watchdog" "ready" "frames" "p50 ms" "p99 ms"
elapsed=0; last=$(cpu); base=""; seen=$(frames)
while [ "$elapsed" -lt "$seconds" ]; do
    sleep "$interval"; elapsed=$((elapsed + interval))
    [ -d "/proc/$client" ] || { echo "kiosk-hour: wlcharts ended after ${elapsed}s:" >&2; cat "$rt/client.err" >&2; exit 1; }
    now=$(cpu)
    r=$(rss); p=$(pss); f=$(fds)
    echo "$elapsed $r $p $f" >> "$rt/samples"
    [ -z "$base" ] && [ "$elapsed" -ge 600 ] && base=$r
    count=$(frames)
    read -r p50 _ p99 _ _ n <<< "$(tail -n +"$((seen + 1))" "$rt/frames.log" | head -n "$((count - seen))" | percentiles)"
    seen=$count
    printf '%8d %9d %9d %5d %7.1f %9d %6d %7d %8s %8s\n' "$elapsed" "$r" "$p" "$f" "$(awk -v a="$last" -v b="$now" -v t="$ticks" -v i="$interval" 'BEGIN { print (b - a) * 100 / t / i }')" \
        "$(grep -c '^WATCHDOG=1' "$rt/notify.log" || true)" "$(grep -c '^READY=1' "$rt/notify.log" || true)" "$n" "$p50" "$p99"
    last=$now
done
[ -n "$base" ] && echo "kiosk-hour: RSS at 10 min ${base} KiB, at the end $(rss) KiB"
echo "kiosk-hour: stderr lines: $(wc -l < "$rt/client.err")"; tail -n 5 "$rt/client.err"
[ -n "$sources" ] || echo "kiosk-hour: samples in the stream: $(($(wc -l < "$rt/power.csv") - 1))"
# Last ÷ first, and the least-squares slope of the samples' last half (per hour).
awk '{ t[NR] = $1; for (c = 2; c <= 4; c++) v[c, NR] = $c } END {
    if (NR < 2) exit
    h = int(NR / 2) + 1; n = NR - h + 1
    split("RSS PSS fds", name, " "); split("KiB KiB fds", unit, " ")
    line = "kiosk-hour: last ÷ first, last-half slope:"
    for (c = 2; c <= 4; c++) {
        st = sv = stt = stv = 0
        for (i = h; i <= NR; i++) { st += t[i]; sv += v[c, i]; stt += t[i] * t[i]; stv += t[i] * v[c, i] }
        d = n * stt - st * st; slope = d > 0 ? (n * stv - st * sv) / d * 3600 : 0
        line = line sprintf(" %s %.3f× (%+.0f %s/h)%s", name[c - 1], v[c, NR] / v[c, 1], slope, unit[c - 1], c < 4 ? "," : "")
    }
    print line }' "$rt/samples"
echo "kiosk-hour: load average at the end: $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
read -r p50 p90 p99 p999 max n <<< "$(head -n "$seen" "$rt/frames.log" | percentiles)"
echo "kiosk-hour: frame times of $n frames (ms): p50 $p50, p90 $p90, p99 $p99, p99.9 $p999, max $max"
