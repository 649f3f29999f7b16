#!/bin/sh
# Instructions per frame on ../shared/bench's polyline workload, exact and repeatable on a busy machine:
# each cell runs under callgrind with 1 and with 11 timed frames; (total(11) − total(1)) / 10 is one
# frame, start-up and warm-up left out. Prints "peer mode n instructions" lines.
#
#   Benchmarks/callgrind-peers.sh WORKLOAD_DIR [SIZES=1000,10000,100000] [MODES=stroke,fill] [PEERS=wlcharts]
# PEERS: wlcharts (RASTER_PEERS=/path/to/raster-peers, else the release build for this CPU is built)
# and/or blend2d (peers.py under VENV=/tmp/venv-peers; the whole Python process is counted, so its
# per-frame loop of three ctypes calls, a few thousand instructions, is included).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
work=${1:?usage: callgrind-peers.sh WORKLOAD_DIR [SIZES] [MODES] [PEERS]}
sizes=${2:-1000,10000,100000}
modes=${3:-stroke,fill}
peers=${4:-wlcharts}
venv=${VENV:-/tmp/venv-peers}
bench=${BENCH:-$here/../../shared/bench}
bin=${RASTER_PEERS:-}
if [ -z "$bin" ] && echo "$peers" | grep -q wlcharts; then
    swift build -c release -Xswiftc -target-cpu -Xswiftc native --package-path "$here" --product raster-peers >&2
    bin=$(swift build -c release -Xswiftc -target-cpu -Xswiftc native --package-path "$here" --show-bin-path)/raster-peers
fi
tmp=$(mktemp -d)
total() { grep -h "^totals:\|^summary:" "$1" | head -1 | awk '{print $2}'; }
for peer in $(echo "$peers" | tr ',' ' '); do
    for n in $(echo "$sizes" | tr ',' ' '); do
        for mode in $(echo "$modes" | tr ',' ' '); do
            for f in 1 11; do
                case $peer in
                wlcharts) valgrind --tool=callgrind --callgrind-out-file="$tmp/$f.out" \
                              "$bin" "$work" --sizes "$n" --modes "$mode" --warmup 1 --frames "$f" >/dev/null 2>&1 ;;
                blend2d) valgrind --tool=callgrind --callgrind-out-file="$tmp/$f.out" \
                              "$venv/bin/python" "$bench/peers.py" "$work" --peers blend2d --sizes "$n" --modes "$mode" \
                              --warmup 3 --frames "$f" >/dev/null 2>&1 ;;
                *) echo "unknown peer $peer" >&2; exit 2 ;;
                esac
            done
            echo "$peer $mode $n $(( ($(total "$tmp/11.out") - $(total "$tmp/1.out")) / 10 ))"
        done
    done
done
rm -rf "$tmp"
