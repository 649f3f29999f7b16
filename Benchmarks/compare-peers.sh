#!/bin/sh
# Ours vs the peers on ../shared/bench's polyline workload, measured back to back in one run and
# repeated: each round runs peers.py, then raster-peers, on the same sizes; prints all JSON lines
# (with "round") and, per mode and size, the median over rounds of ours / each peer's median_ms
# (and of the minima, the steadier figure on a busy machine).
#
#   Benchmarks/compare-peers.sh WORKLOAD_DIR [ROUNDS=3] [SIZES=1000,10000,100000] [PEERS=blend2d,skia,cairo]
# BASELINE=/path/to/an/older/raster-peers adds it as the peer "baseline", run right after ours in
# every round (ours ÷ baseline < 1: this build is faster).
# Needs /tmp/venv-peers (../shared/bench/setup-peers.sh /tmp/venv-peers) or VENV=…; builds
# raster-peers in release for this CPU first.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
work=${1:?usage: compare-peers.sh WORKLOAD_DIR [ROUNDS] [SIZES] [PEERS]}
rounds=${2:-3}
sizes=${3:-1000,10000,100000}
peers=${4:-blend2d,skia,cairo}
venv=${VENV:-/tmp/venv-peers}
bench=${BENCH:-$here/../../shared/bench}
swift build -c release -Xswiftc -target-cpu -Xswiftc native --package-path "$here" --product raster-peers >&2
bin=$(swift build -c release -Xswiftc -target-cpu -Xswiftc native --package-path "$here" --show-bin-path)/raster-peers
out=$(mktemp)
for r in $(seq 1 "$rounds"); do
    for n in $(echo "$sizes" | tr ',' ' '); do   # each size back to back, to share the machine's mood
        "$venv/bin/python" "$bench/peers.py" "$work" --sizes "$n" --peers "$peers" --budget 5 | sed "s/^{/{\"round\": $r, /" >> "$out"
        "$bin" "$work" --sizes "$n" | sed "s/^{/{\"round\": $r, /" >> "$out"
        if [ -n "${BASELINE:-}" ]; then   # an older raster-peers, alternated with ours as one more "peer"
            "$BASELINE" "$work" --sizes "$n" | sed "s/^{/{\"round\": $r, /; s/\"peer\": \"wlcharts\"/\"peer\": \"baseline\"/" >> "$out"
        fi
    done
done
cat "$out"
"$venv/bin/python" - "$out" <<'PY'
import json, statistics, sys
rows = [json.loads(l) for l in open(sys.argv[1]) if l.startswith("{")]
by = {}
for r in rows:
    by.setdefault((r["round"], r["mode"], r["n"]), {})[r["peer"]] = (r["median_ms"], r["min_ms"])
peers = sorted({r["peer"] for r in rows} - {"wlcharts"})
print("\nratios ours/peer per round, median over rounds: of the frame medians (of the frame minima)")
print("mode    n        wlcharts ms  " + "  ".join(f"ours/{p:<13}" for p in peers))
for mode in ("stroke", "fill"):
    for n in sorted({k[2] for k in by}):
        rs = [v for k, v in by.items() if k[1] == mode and k[2] == n and "wlcharts" in v]
        if not rs: continue
        ours = statistics.median(v["wlcharts"][0] for v in rs)
        ratios = []
        for p in peers:
            q = [v["wlcharts"][0] / v[p][0] for v in rs if p in v]
            m = [v["wlcharts"][1] / v[p][1] for v in rs if p in v]
            ratios.append(f"{statistics.median(q):>9.2f} ({statistics.median(m):.2f})" if q else f"{'-':>18}")
        print(f"{mode:7} {n:<8} {ours:>11.3f}  " + "  ".join(ratios))
PY
rm -f "$out"
