#!/usr/bin/env python3
"""Writes the saved Prometheus query_range answers of the node-exporter wall golden
(KioskNodeExporterWallTests): six hours at 60 s steps from 2024-05-01T08:00Z, two hosts.
Deterministic (no randomness): run it again and the files are the same."""
import json, math, os

START, STEP, N = 1714550400, 60, 361
HOSTS = ["web-1:9100", "web-2:9100"]
GIB = 1024 ** 3


def text(v):   # as Prometheus writes samples: bytes whole, fractions to six places
    return str(round(v)) if abs(v) >= 1000 else repr(round(v, 6))


def answer(metric, values_of):
    result = []
    for h, host in enumerate(HOSTS):
        labels = dict(metric, instance=host, job="node")
        values = [[START + i * STEP, text(values_of(h, i))] for i in range(N)]
        result.append({"metric": labels, "values": values})
    return {"status": "success", "data": {"resultType": "matrix", "result": result}}


def memory(h, i):   # node_memory_MemAvailable_bytes of 32 GiB hosts: a cache that fills, a job at 11:30
    base = (21 - 6 * h) * GIB - i * (4 if h == 0 else 2) * GIB / N
    job = -7 * GIB if h == 1 and 210 <= i < 260 else 0
    return base + 0.6 * GIB * math.sin(i / 17 + h) + job


def cpu(h, i):      # 1 - avg by (instance) (rate(node_cpu_seconds_total{mode="idle"}[5m])): 0–1
    busy = 0.22 + 0.12 * math.sin(i / 40 + 2 * h) + 0.025 * math.sin(i / 6.3 + h) + 0.01 * math.sin(i * 0.41)
    if h == 1 and 300 <= i:   # web-2 runs hot towards the end
        busy += min(0.75, (i - 300) * 0.025)
    return max(0.02, min(0.99, busy))


def latency(h, i):  # rate(read_time_seconds_total) / rate(reads_completed_total): seconds per read
    ms = 1.8 + 0.7 * math.sin(i / 25 + h) + 0.25 * math.sin(i / 5.1) + (9.5 if h == 0 and 120 <= i < 135 else 0)
    return ms / 1000


here = os.path.dirname(os.path.abspath(__file__))
for name, metric, f in [("node-memory-available", {"__name__": "node_memory_MemAvailable_bytes"}, memory),
                        ("node-cpu-busy", {}, cpu), ("node-disk-read-latency", {"device": "nvme0n1"}, latency)]:
    with open(os.path.join(here, name + ".json"), "w") as out:
        json.dump(answer(metric, f), out, separators=(",", ":"))
        out.write("\n")
