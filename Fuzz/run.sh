#!/bin/sh
# Fuzz/run.sh [SECONDS] [TARGET…] — build every libFuzzer target (address sanitizer on) and run each
# for SECONDS (default 10; total time, not per input), one after another. A crash, a leak, a hang
# (an input slower than 10 s) or running out of 2 GB stops that target, saves the input in
# Fuzz/.build/artifacts/ and makes the script exit 1 at the end. docs/reliability.md has the rest.
#
# Environment: FUZZ_JOBS=N runs N targets at once (default 1); FUZZ_SHARED=DIR adds real files from
# DIR (default ../shared/data next to the repository; read, never copied into the repository).
#
# A target is a folder of Targets/ with one file whose header names its seeds and dictionary:
#   // seeds: Examples/*.json shared:telegram/**/*.json Seeds/contest     (globs from the repository
#             root; shared: from FUZZ_SHARED; folders of Fuzz/Seeds taken whole)
#   // dict: json.dict                                                    (in Fuzz/Dictionaries)
#   // seed-prefix: 00…                                                   (hex bytes put before each seed)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
seconds=${1:-10}
[ $# -gt 0 ] && shift
targets=${*:-$(ls "$here/Targets")}
shared=${FUZZ_SHARED:-$root/../shared/data}
jobs=${FUZZ_JOBS:-1}
export PATH="/opt/swift/usr/bin:$PATH"

cd "$here"
swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library 2>&1 | grep -E "error|warning: unre|Compiling|Build" | grep -v "^\[" || true
bin=$(swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library --show-bin-path)
mkdir -p .build/artifacts .build/logs

# The seed folder of a target: every file its header names, each behind the target's prefix.
seed() {
    t=$1; file=$(ls Targets/"$t"/*.swift | head -1)
    dir=.build/seeds/$t; rm -rf "$dir"; mkdir -p "$dir"
    prefix=$(sed -n 's|^// seed-prefix: *||p' "$file")
    for pattern in $(sed -n 's|^// seeds: *||p' "$file"); do
        case $pattern in
            shared:*) p="$shared/${pattern#shared:}" ;;
            Seeds/*) p="$here/$pattern/*" ;;
            /*) p=$pattern ;;
            *) p="$root/$pattern" ;;
        esac
        top=${p%%[*?]*}; top=${top%/*}          # the folder before the first wildcard
        [ -d "$top" ] || continue
        find "$top" -type f -path "$p" | while read -r f; do
            out="$dir/$(echo "$f" | cksum | cut -d' ' -f1)"
            { for h in $(echo "$prefix" | sed 's/../& /g'); do printf "\\$(printf '%03o' "0x$h")"; done; cat "$f"; } > "$out"
        done
    done
    ls "$dir" | wc -l
}

run() {
    t=$1
    count=$(seed "$t")
    file=$(ls Targets/"$t"/*.swift | head -1)
    dict=$(sed -n 's|^// dict: *||p' "$file")
    mkdir -p .build/corpus/"$t"
    log=.build/logs/$t.log
    echo "fuzz: $t for ${seconds}s ($count seeds${dict:+, $dict})"
    # Leaks inside third-party libraries we cannot fix are suppressed, the same list as the ASan
    # unit tests' (scripts/lsan-suppressions.txt says which and why); ours still fail the run.
    if LSAN_OPTIONS=suppressions=$here/../scripts/lsan-suppressions.txt:print_suppressions=0 \
        "$bin/$t" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
        ${dict:+-dict=Dictionaries/$dict} -artifact_prefix=.build/artifacts/"$t"- \
        .build/corpus/"$t" .build/seeds/"$t" > "$log" 2>&1; then
        runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
        speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
        cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1)
        echo "fuzz: $t ok: ${runs:-?} inputs, ${speed:-?}/s, $cov, corpus $(ls .build/corpus/"$t" | wc -l) (log $here/$log)"
    else
        echo "fuzz: $t FAILED — $(grep -m1 -E 'ERROR|Fatal error|panic|SUMMARY' "$log" || tail -1 "$log")"
        echo "fuzz: the input: $(ls -t .build/artifacts/"$t"-* 2>/dev/null | head -1) (log $here/$log)"
        return 1
    fi
}

status=0
if [ "$jobs" -le 1 ]; then
    for t in $targets; do run "$t" || status=1; done
else
    pids=""
    for t in $targets; do
        run "$t" & pids="$pids $!"
        while [ "$(jobs -p | wc -l)" -ge "$jobs" ]; do sleep 1; done
    done
    for p in $pids; do wait "$p" || status=1; done
fi
exit $status
