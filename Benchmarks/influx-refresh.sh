#!/bin/bash
# The cost of an InfluxDB chart on a wall, per refresh: 10 series over the last 6 h in a
# 1280×800 window (wlcharts-testcomp, headless), refreshed every REFRESH seconds for SECONDS —
# the twin of prometheus-refresh.sh.
#
#   Benchmarks/influx-refresh.sh [SECONDS=60] [REFRESH=2s]
#
# The data: `cpu,core=0…9 usage_user=…`, a point every 15 s for the 6 h before now, written into
# an influxd 1.x on loopback with a temporary folder, and from then on every 2 s (as Telegraf
# writes), so each refresh has new points to bring. Bytes are InfluxDB's own count (/debug/vars,
# httpd queryRespBytes: the bytes of the answers as sent, gzip-compressed when the client asks, as
# libcurl does); the whole range's answer is also fetched with curl with and without gzip for
# scale. CPU is the wlcharts process's user+system time (/proc/PID/stat) over the measured
# refreshes, divided by their number — the request, decoding, appending, the frame.
# Uses BIN=… or builds wlcharts in release for this CPU; the test compositor from the debug build.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
seconds=${1:-60}
refresh=${2:-2s}
name=influx-refresh
. "$here/refresh-measure.sh"
prepare influxd curl python3
trap 'for p in "${pids[@]}"; do kill $p 2>/dev/null || true; done; rm -rf "$dir"' EXIT

port=$((20000 + RANDOM % 30000))
. "$here/source-services.sh"
start_influxd "$dir" $port
pids+=($influxd_pid)
url=http://127.0.0.1:$port
for _ in $(seq 1 300); do curl -sf "$url/ping" > /dev/null && break; sleep 0.1; done
curl -sf -XPOST "$url/query" --data-urlencode 'q=CREATE DATABASE bench' > /dev/null
now=$(date +%s)
python3 - "$now" > "$dir/data.lp" <<'PY'
import math, sys
now = int(sys.argv[1]) // 15 * 15
for t in range(now - 6 * 3600, now + 1, 15):
    for c in range(10):
        print('cpu,core=%d usage_user=%.3f %d' % (c, 50 + 40 * math.sin(t / 900.0 + c), t))
PY
curl -sf -XPOST "$url/write?db=bench&precision=s" --data-binary @"$dir/data.lp"

# New points while the chart runs, every 2 s (the writer stops with the script).
( while sleep 2; do
    t=$(date +%s)
    for c in 0 1 2 3 4 5 6 7 8 9; do echo "cpu,core=$c usage_user=$(( (t / 2 + c) % 100 )) $t"; done |
        curl -sf -XPOST "$url/write?db=bench&precision=s" --data-binary @- || true
  done ) &
pids+=($!)

query='SELECT mean("usage_user") FROM "cpu" WHERE $timeFilter GROUP BY time($interval), "core"'
# The whole 6 h at the step of a 1248-column plot (18 s), as wlcharts asks for it first.
end=$(( now / 18 * 18 ))
filled="SELECT mean(\"usage_user\") FROM \"cpu\" WHERE time >= $(( (end - 21600) * 1000 ))ms and time <= $(( end * 1000 ))ms GROUP BY time(18s), \"core\""
plain=$(curl -sG -o /dev/null -w '%{size_download}' "$url/query" --data-urlencode db=bench --data-urlencode epoch=ms --data-urlencode "q=$filled")
gz=$(curl -sG -o /dev/null -H 'Accept-Encoding: gzip' -w '%{size_download}' "$url/query" --data-urlencode db=bench --data-urlencode epoch=ms --data-urlencode "q=$filled")
echo "the whole range (10 series × 1201 points): $plain bytes, $gz gzip-compressed"

# InfluxDB's count of /query requests and the bytes of their answers.
served() {
    curl -s "$url/debug/vars" | python3 -c '
import json, sys
d = json.load(sys.stdin)
h = next(v["values"] for k, v in d.items() if k.startswith("httpd"))
print(h["queryReq"], h["queryRespBytes"])'
}
measure_refreshes --influxdb "$url" --db bench --query "$query" --legend 'core {{core}}' --range 6h --refresh "$refresh"
