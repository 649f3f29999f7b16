# Sourced by kiosk-hour.sh --sources, source-cost.sh and influx-refresh.sh: the four servers of
# issue 32 on loopback ports, fed with data that changes, and a 2×2 wall of one panel each. Not a
# command of its own.
# Needs mosquitto, mosquitto-clients, influxdb, victoria-metrics, prometheus (Debian 12;
# scripts/install-deps.sh test) and python3; recipes in docs/sources.md.

# Starts influxd 1.x with its HTTP API on 127.0.0.1:$2 (and its RPC on the next port), its
# configuration and data under $1; sets influxd_pid. Returns at once (wait for /ping).
start_influxd() {
    cat > "$1/influx.conf" <<CONF
reporting-disabled = true
bind-address = "127.0.0.1:$(($2 + 1))"
[meta]
  dir = "$1/influx/meta"
[data]
  dir = "$1/influx/data"
  wal-dir = "$1/influx/wal"
  query-log-enabled = false
[http]
  bind-address = "127.0.0.1:$2"
  log-enabled = false
CONF
    influxd -config "$1/influx.conf" > "$1/influxd.log" 2>&1 &
    influxd_pid=$!
}

# Starts them under $1 (a folder the caller removes), appending every process to $pids (the
# caller's trap kills them), sets their ports $mq, $influx, $vm, $prom and writes the wall to
# $1/wall.toml; $2, when given, is a JSON records file the feeder rewrites every second. Exits
# naming what is missing or did not start.
start_source_services() {
    local dir=$1 tool base
    for tool in mosquitto mosquitto_pub influxd victoria-metrics prometheus curl; do
        command -v $tool >/dev/null || { echo "$(basename "$0"): $tool is not installed (scripts/install-deps.sh test)" >&2; exit 1; }
    done
    base=$((20000 + $$ % 20000)); mq=$base; influx=$((base + 1)); vm=$((base + 3)); prom=$((base + 4))

    printf 'listener %d 127.0.0.1\nallow_anonymous true\npersistence false\n' $mq > "$dir/mq.conf"
    mosquitto -c "$dir/mq.conf" > "$dir/mosquitto.log" 2>&1 &
    pids="$pids $!"

    start_influxd "$dir" $influx
    pids="$pids $influxd_pid"

    # VictoriaMetrics takes the feeder's samples; Prometheus scrapes itself every 10 s (its request
    # counters move as wlcharts asks it).
    victoria-metrics -httpListenAddr=127.0.0.1:$vm -storageDataPath="$dir/vm" -retentionPeriod=100y > "$dir/vm.log" 2>&1 &
    pids="$pids $!"
    printf 'global:\n  scrape_interval: 10s\nscrape_configs:\n  - job_name: prometheus\n    static_configs:\n      - targets: ["127.0.0.1:%d"]\n' $prom > "$dir/prometheus.yml"
    prometheus --config.file="$dir/prometheus.yml" --storage.tsdb.path="$dir/prom" --web.listen-address=127.0.0.1:$prom > "$dir/prometheus.log" 2>&1 &
    pids="$pids $!"

    local url
    for url in "http://127.0.0.1:$influx/ping" "http://127.0.0.1:$vm/health" "http://127.0.0.1:$prom/-/ready"; do
        for _ in $(seq 1 300); do curl -sf -o /dev/null "$url" && break; sleep 0.1; done
        curl -sf -o /dev/null "$url" || { echo "$(basename "$0"): $url did not answer within 30 s" >&2; exit 1; }
    done
    curl -sf -XPOST "http://127.0.0.1:$influx/query" --data-urlencode 'q=CREATE DATABASE telegraf' > /dev/null

    for _ in $(seq 1 100); do (: > /dev/tcp/127.0.0.1/$mq) 2>/dev/null && break; sleep 0.1; done
    mkfifo "$dir/mqtt.fifo"
    python3 "$here/feed-sources.py" "http://127.0.0.1:$influx" telegraf "http://127.0.0.1:$vm" ${2:+"$2"} > "$dir/mqtt.fifo" 2> "$dir/feed.log" &
    pids="$pids $!"
    mosquitto_pub -h 127.0.0.1 -p $mq -l -t plant/line1 < "$dir/mqtt.fifo" &
    pids="$pids $!"

    cat > "$dir/wall.toml" <<TOML
layout = "grid"
rows = 2
columns = 2

[[panel]]
mqtt = "mqtt://127.0.0.1:$mq"
topic = "plant/#"

[[panel]]
influxdb = "http://127.0.0.1:$influx"
db = "telegraf"
query = 'SELECT mean("usage_user") FROM "cpu" WHERE \$timeFilter GROUP BY time(\$interval), "host"'
legend = "{{host}}"
range = "1h"

[[panel]]
prometheus = "http://127.0.0.1:$vm"
query = 'line_power'
legend = "line {{line}}"
range = "1h"

[[panel]]
prometheus = "http://127.0.0.1:$prom"
query = 'sum by (handler) (rate(prometheus_http_requests_total[1m]))'
legend = "Prometheus {{handler}}"
range = "1h"
TOML
}
