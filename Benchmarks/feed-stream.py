#!/usr/bin/env python3
# Appends 10 lines a second of five smooth series to the CSV file given, whose header
# `t,a,b,c,d,e` the caller wrote (t in epoch ms); paced exactly, until killed. Used by
# kiosk-hour.sh and wall-cost.sh.
import math, sys, time
path = sys.argv[1]
i = 0
start = time.time()
with open(path, "a", buffering=1) as f:
    while True:
        t = start + i / 10
        time.sleep(max(0, t - time.time()))
        f.write("%d,%s\n" % (int(t * 1000), ",".join("%.2f" % (100 + 40 * math.sin(i / 500 + s) + (i * 7 + s) % 13) for s in range(5))))
        i += 1
