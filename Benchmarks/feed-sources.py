#!/usr/bin/env python3
# Feeds the sources wall of kiosk-hour.sh --sources once a second, paced exactly, until killed:
# a line-protocol point per host to InfluxDB (`/write`) and a sample per line to VictoriaMetrics
# (`/api/v1/import/prometheus`) — to both the hour before the start first, so that a chart of the
# last hour is full from the start — and on standard output one JSON payload
# per line for `mosquitto_pub -l` (two numeric fields: two series of the one topic); with JSON,
# that file rewritten whole (renamed over) with the last 360 records (a second apart), a JSON API that changes.
#
#   feed-sources.py INFLUX_URL DB VM_URL [JSON] | mosquitto_pub -l -t TOPIC …
import json, math, os, sys, time, urllib.request
influx, db, vm = sys.argv[1], sys.argv[2], sys.argv[3]
records = sys.argv[4] if len(sys.argv) > 4 else None

def post(url, lines):
    try:
        urllib.request.urlopen(urllib.request.Request(url, data="\n".join(lines).encode()), timeout=30).read()
    except OSError as e:
        print("feed-sources: %s: %s" % (url, e), file=sys.stderr)

def write(i, t):
    """Writes the points of the seconds i (a range or list) at the epoch seconds t."""
    post("%s/write?db=%s" % (influx, db), ["cpu,host=%s usage_user=%.2f %d" % (h, 30 + 20 * math.sin(j / 300 + k) + (j * 7 + k) % 5, s * 1_000_000_000)
                                           for j, s in zip(i, t) for k, h in enumerate(("a", "b", "c"))])
    post(vm + "/api/v1/import/prometheus", ['line_power{line="%d"} %.1f %d' % (k, 400 + 100 * k + 80 * math.cos(j / 240 + k), s * 1000)
                                            for j, s in zip(i, t) for k in range(1, 4)])

def record(i, t):
    return {"time": t * 1000, "power": round(500 + 200 * math.sin(i / 200), 1), "temp": round(21 + i % 7 / 10, 1)}

start = time.time()
write(range(-3600, 0), range(int(start) - 3600, int(start)))
kept = [record(i, int(start) + i) for i in range(-359, 0)]
i = 0
while True:
    t = start + i
    time.sleep(max(0, t - time.time()))
    write([i], [int(t)])
    if records:
        kept = kept[-359:] + [record(i, int(t))]
        with open(records + ".tmp", "w") as f:
            json.dump(kept, f)
        os.replace(records + ".tmp", records)
    print('{"power": %.1f, "temp": %.2f}' % (500 + 200 * math.sin(i / 200) + i % 17, 21 + 2 * math.cos(i / 400)), flush=True)
    i += 1
