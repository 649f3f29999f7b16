#!/bin/bash
# The cost of a Prometheus chart on a wall, per refresh: 10 series over the last 6 h in a
# 1280×800 window (wlcharts-testcomp, headless), refreshed every REFRESH seconds for SECONDS.
#
#   Benchmarks/prometheus-refresh.sh [SECONDS=60] [REFRESH=2s]
#
# The data: 10 gauges `wall_cpu{core="0"…"9"}`, a sample every 15 s for the 6 h before now,
# backfilled with `promtool tsdb create-blocks-from openmetrics` into a Prometheus on loopback.
# Bytes are Prometheus's own count (prometheus_http_response_size_bytes for /api/v1/query_range:
# the bytes sent, gzip-compressed, as libcurl under URLSession asks for deflate/gzip/br/zstd); the
# whole range's answer is also fetched with curl with and without gzip for scale. CPU is the wlcharts
# process's user+system time (/proc/PID/stat) over the measured refreshes, divided by their
# number — everything a refresh costs the client: the request, decoding, appending, the frame.
# Uses BIN=… or builds wlcharts in release for this CPU; the test compositor from the debug build.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
seconds=${1:-60}
refresh=${2:-2s}
name=prometheus-refresh
. "$here/refresh-measure.sh"
prepare prometheus promtool curl python3
trap 'for p in "${pids[@]}"; do kill $p 2>/dev/null || true; done; rm -rf "$dir"' EXIT

now=$(date +%s)
python3 - "$now" > "$dir/data.om" <<'PY'
import math, sys
now = int(sys.argv[1]) // 15 * 15
print("# TYPE wall_cpu gauge")
for t in range(now - 6 * 3600, now + 1, 15):
    for c in range(10):
        print('wall_cpu{core="%d"} %.3f %d' % (c, 50 + 40 * math.sin(t / 900.0 + c), t))
print("# EOF")
PY
promtool tsdb create-blocks-from openmetrics "$dir/data.om" "$dir/tsdb" > /dev/null
port=$((20000 + RANDOM % 30000))
prometheus --storage.tsdb.path="$dir/tsdb" --web.listen-address=127.0.0.1:$port --config.file=/dev/null \
    --storage.tsdb.retention.time=100y > "$dir/prometheus.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 300); do curl -sf "http://127.0.0.1:$port/-/ready" > /dev/null && break; sleep 0.1; done

# The whole 6 h at the step of a 1248-column plot (18 s), as wlcharts asks for it first.
end=$(( now / 18 * 18 ))
q="http://127.0.0.1:$port/api/v1/query_range?query=wall_cpu&start=$((end - 21600))&end=$end&step=18"
plain=$(curl -s -o /dev/null -w '%{size_download}' "$q")
gz=$(curl -s -o /dev/null -H 'Accept-Encoding: gzip' -w '%{size_download}' "$q")
echo "the whole range (10 series × 1201 points): $plain bytes, $gz gzip-compressed"

# Prometheus's count of query_range answers and their bytes.
served() {
    curl -s "http://127.0.0.1:$port/metrics" | awk '
        /^prometheus_http_response_size_bytes_sum\{handler="\/api\/v1\/query_range"\}/ { s = $2 }
        /^prometheus_http_response_size_bytes_count\{handler="\/api\/v1\/query_range"\}/ { c = $2 }
        END { printf "%d %d\n", c, s }'
}
measure_refreshes --prometheus "http://127.0.0.1:$port" --query wall_cpu --legend 'core {{core}}' --range 6h --refresh "$refresh"
