#!/bin/sh
# Fuzz/speed.sh TARGET RUNS [BINARY] [INPUTS…] — how fast a fuzz target runs, measured by CPU time
# (the machine is shared: wall-clock inputs/s follow the others' load, CPU time much less).
# Runs exactly RUNS inputs from -seed=1 with Swift's hashing deterministic, starting from INPUTS
# (files or folders; default: the target's smoke-run inputs — its seeds and Fuzz/Regressions/TARGET,
# so run `make fuzz-smoke FUZZ_TARGETS=TARGET` once first) into an empty corpus, niced, with the
# flags `Fuzz/run.sh` uses; prints inputs per CPU second, libFuzzer's own wall-clock figure and the
# coverage reached (cov, ft, corpus: compare two builds over the same inputs and runs).
# BINARY defaults to Fuzz/.build/release/TARGET (compare two builds by copying one aside).
# docs/reliability.md ("What an input costs") has the numbers.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
t=$1; runs=$2; bin=${3:-$here/.build/release/$t}
[ $# -ge 3 ] && shift 3 || shift $#
file=$(ls "$here"/Targets/"$t"/*.swift | head -1)
dict=$(sed -n 's|^// dict: *||p' "$file")
flags=$(sed -n 's|^// flags: *||p' "$file")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ $# -gt 0 ]; then
    find "$@" -type f | LC_ALL=C sort | paste -sd, - > "$work/list"
else
    [ -f "$here/.build/smoke/$t.list" ] || { echo "speed: no smoke list for $t: run make fuzz-smoke FUZZ_TARGETS=$t" >&2; exit 2; }
    (cd "$here" && tr , '\n' < .build/smoke/"$t".list | while read -r f; do echo "$here/$f"; done | paste -sd, -) > "$work/list"
fi
mkdir "$work/corpus"
cd "$here"
/usr/bin/time -f "%U %S %e" -o "$work/time" env SWIFT_DETERMINISTIC_HASHING=1 SWIFT_BACKTRACE=enable=no \
    LSAN_OPTIONS=suppressions=$here/../scripts/lsan-suppressions.txt:print_suppressions=0 \
    nice -n 10 "$bin" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 $flags ${dict:+-dict=Dictionaries/$dict} \
    -seed=1 -runs="$runs" -reload=0 -seed_inputs=@"$work/list" "$work/corpus" > "$work/log" 2>&1 \
    || { tail -5 "$work/log"; exit 1; }
read -r user sys wall < "$work/time"
n=$(sed -n 's/^stat::number_of_executed_units: *//p' "$work/log" | tail -1)
echo "$t: $n inputs in $(echo "$user + $sys" | bc) s of CPU ($wall s wall): $(echo "$n / ($user + $sys)" | bc) per CPU second;" \
     "libFuzzer: $(sed -n 's/^stat::average_exec_per_sec: *//p' "$work/log" | tail -1)/s wall;" \
     "$(grep -o 'cov: [0-9]* ft: [0-9]* corp: [0-9]*/[0-9]*[a-zA-Z]*' "$work/log" | tail -1)"
