#!/bin/bash
# What a refresh of each source of issue 32 costs: the bytes on the wire and the client's CPU.
# The servers of kiosk-hour.sh --sources (source-services.sh: MQTT at a message a second,
# InfluxDB and VictoriaMetrics written every second, Prometheus scraping itself every 10 s)
# and a JSON API (a records file served by python3 -m http.server, rewritten every second); each
# source in turn is charted by `wlcharts` in a 1280×800 window on weston headless, through a
# counting loopback proxy (byte-proxy.py: the bytes each way as on the wire, compressed where the
# client asked, and the HTTP requests), refreshed every REFRESH for SECONDS after a 10 s warm-up.
# CPU is the client's user+system time (/proc/PID/stat) over that window: everything a refresh
# costs — the request, decoding, appending, the frame. Per request (the refreshes and the overview
# strip's own requests), or for MQTT per message.
#
#   Benchmarks/source-cost.sh [SECONDS=60] [REFRESH=2s] [SOURCE…]   (mqtt influxdb victoria prometheus json)
#
# Needs weston, python3 and the four servers (scripts/install-deps.sh test); uses BIN=… or builds
# wlcharts in release for this CPU.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
seconds=${1:-60}
refresh=${2:-2s}
shift $(( $# < 2 ? $# : 2 ))
which=${*:-mqtt influxdb victoria prometheus json}
command -v weston >/dev/null || { echo "source-cost: weston is not installed (scripts/install-deps.sh test)" >&2; exit 1; }
command -v python3 >/dev/null || { echo "source-cost: python3 is not installed" >&2; exit 1; }
. "$here/weston-headless.sh"
. "$here/source-services.sh"
wlcharts_release_bin "$root"
start_weston_headless wl-source-cost 1280x800
pids="$weston_pid"
trap 'kill $pids 2>/dev/null; wait 2>/dev/null; rm -rf "$rt"' EXIT
mkdir "$rt/api"
start_source_services "$rt" "$rt/api/records.json"
json=$((mq + 5)); proxy=$((mq + 6))
python3 -m http.server $json --bind 127.0.0.1 --directory "$rt/api" > "$rt/http.log" 2>&1 &
pids="$pids $!"
sleep 15   # a few scrapes, points and messages to show

ticks=$(getconf CLK_TCK)
echo "source-cost: $seconds s per source, refresh $refresh, 1280x800, $(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg)"
printf '%-11s %8s %9s %9s %12s\n' source requests "B down" "B up" "CPU ms/each"
for s in $which; do
    case $s in
        mqtt) target=$mq; args=(--mqtt "mqtt://127.0.0.1:$proxy" --topic 'plant/#') ;;
        influxdb) target=$influx; args=(--influxdb "http://127.0.0.1:$proxy" --db telegraf --range 1h --refresh "$refresh" --legend '{{host}}'
            --query 'SELECT mean("usage_user") FROM "cpu" WHERE $timeFilter GROUP BY time($interval), "host"') ;;
        victoria) target=$vm; args=(--prometheus "http://127.0.0.1:$proxy" --range 1h --refresh "$refresh" --legend '{{line}}' --query line_power) ;;
        prometheus) target=$prom; args=(--prometheus "http://127.0.0.1:$proxy" --range 1h --refresh "$refresh" --legend '{{handler}}'
            --query 'sum by (handler) (rate(prometheus_http_requests_total[1m]))') ;;
        json) target=$json; args=("http://127.0.0.1:$proxy/records.json" --refresh "$refresh") ;;
        *) echo "source-cost: no source $s (mqtt influxdb victoria prometheus json)" >&2; exit 2 ;;
    esac
    python3 "$here/byte-proxy.py" $proxy $target "$rt/counts" &
    px=$!
    for _ in $(seq 1 200); do [ -f "$rt/counts" ] && break; sleep 0.01; done
    XDG_RUNTIME_DIR=$rt WAYLAND_DISPLAY=wl-source-cost XDG_STATE_HOME=$rt/state "$BIN" "${args[@]}" --size 1280x800 \
        > "$rt/client.out" 2> "$rt/client.err" &
    client=$!
    sleep 10
    [ -d "/proc/$client" ] || { echo "source-cost: wlcharts ($s) ended:" >&2; cat "$rt/client.err" >&2; exit 1; }
    read -r r0 u0 d0 < "$rt/counts"; c0=$(awk '{ print $14 + $15 }' "/proc/$client/stat")
    sleep "$seconds"
    read -r r1 u1 d1 < "$rt/counts"; c1=$(awk '{ print $14 + $15 }' "/proc/$client/stat")
    n=$((r1 - r0)); [ "$s" = mqtt ] && n=$seconds   # a message a second
    kill $client $px; wait $client $px 2>/dev/null || true
    rm -f "$rt/counts"
    [ "$n" -gt 0 ] || { echo "source-cost: no refreshes of $s measured:" >&2; cat "$rt/client.err" >&2; exit 1; }
    printf '%-11s %8d %9d %9d %12.2f\n' "$s" "$n" $(((d1 - d0) / n)) $(((u1 - u0) / n)) \
        "$(awk -v a="$c0" -v b="$c1" -v t="$ticks" -v n="$n" 'BEGIN { print (b - a) * 1000 / t / n }')"
    [ -s "$rt/client.err" ] && sed 's/^/  /' "$rt/client.err" | tail -3
done
