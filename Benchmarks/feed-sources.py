#!/usr/bin/env python3
# Feeds the sources wall of kiosk-hour.sh --sources once a second, paced exactly, until killed:
# a line-protocol point per host to InfluxDB (`/write`), and on standard output one JSON payload
# per line for `mosquitto_pub -l` (two numeric fields: two series of the one topic).
#
#   feed-sources.py INFLUX_URL DB | mosquitto_pub -l -t TOPIC …
import math, sys, time, urllib.request
influx, db = sys.argv[1], sys.argv[2]
i = 0
start = time.time()
while True:
    t = start + i
    time.sleep(max(0, t - time.time()))
    ns = int(t) * 1_000_000_000
    points = "\n".join("cpu,host=%s usage_user=%.2f %d" % (h, 30 + 20 * math.sin(i / 300 + k) + (i * 7 + k) % 5, ns)
                       for k, h in enumerate(("a", "b", "c")))
    try:
        urllib.request.urlopen(urllib.request.Request("%s/write?db=%s" % (influx, db), data=points.encode()), timeout=5).read()
    except OSError as e:
        print("feed-sources: %s" % e, file=sys.stderr)
    print('{"power": %.1f, "temp": %.2f}' % (500 + 200 * math.sin(i / 200) + i % 17, 21 + 2 * math.cos(i / 400)), flush=True)
    i += 1
