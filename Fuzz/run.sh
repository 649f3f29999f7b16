#!/bin/sh
# Fuzz/run.sh [SECONDS] [TARGET…] — build every libFuzzer target (address sanitizer on) and run each
# for SECONDS (default 10; total time, not per input), one after another: random exploration that
# continues from the corpus earlier runs left in Fuzz/.build/corpus/ (`make fuzz`).
# Fuzz/run.sh --smoke [TARGET…] — CI's deterministic run (`make fuzz-smoke`): each target replays
# its repository seeds and every committed crash input in Fuzz/Regressions/TARGET/, then explores a
# fixed number of mutations (its `// smoke-runs:` line) from a fixed seed, starting from an empty
# corpus, with Swift's hashing made deterministic — the same commit gives the same result.
#
# A crash, a leak, a hang (an input slower than 10 s) or running out of 2 GB stops that target, saves
# the input in Fuzz/.build/artifacts/ and makes the script exit 1 at the end; docs/reliability.md
# has the rest.
#
# Environment: FUZZ_JOBS=N runs N targets at once (default 1); FUZZ_SHARED=DIR adds real files from
# DIR (default ../shared/data next to the repository; read, never copied into the repository; not
# used by --smoke, whose inputs are all in the repository).
#
# A target is a folder of Targets/ with one file whose header names its seeds and dictionary:
#   // seeds: Examples/*.json shared:telegram/**/*.json Seeds/contest     (globs from the repository
#             root; shared: from FUZZ_SHARED; folders of Fuzz/Seeds taken whole)
#   // dict: json.dict                                                    (in Fuzz/Dictionaries)
#   // seed-prefix: 00…                                                   (hex bytes put before each seed)
#   // smoke-runs: 40000                                                  (mutations in --smoke; default 20000)
#   // flags: -detect_leaks=0                                             (more libFuzzer flags, with the reason)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
smoke=
if [ "${1:-}" = --smoke ]; then smoke=1; shift; seconds=0; else seconds=${1:-10}; [ $# -gt 0 ] && shift; fi
targets=${*:-$(ls "$here/Targets")}
shared=${FUZZ_SHARED:-$root/../shared/data}
[ -n "$smoke" ] && shared=
jobs=${FUZZ_JOBS:-1}
export PATH="/opt/swift/usr/bin:$PATH"

cd "$here"
# Package.swift names its targets (a list read from the disk goes stale in SwiftPM's manifest cache):
# a folder of Targets/ it does not name would never be built.
for t in $(ls Targets); do
    grep -q "\"$t\"" Package.swift || { echo "fuzz: Targets/$t is not in the targetNames list of Fuzz/Package.swift" >&2; exit 2; }
done
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
            shared:*) [ -n "$shared" ] || continue; p="$shared/${pattern#shared:}" ;;
            Seeds/*) p="$here/$pattern/*" ;;
            /*) p=$pattern ;;
            *) p="$root/$pattern" ;;
        esac
        top=${p%%[*?]*}; top=${top%/*}          # the folder before the first wildcard
        [ -d "$top" ] || continue
        find "$top" -type f -path "$p" | while read -r f; do
            out="$dir/$(echo "${f#"$root"/}" | cksum | cut -d' ' -f1)"   # named by its path in the clone
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
    flags=$(sed -n 's|^// flags: *||p' "$file")
    log=.build/logs/$t.log
    # Leaks inside third-party libraries we cannot fix are suppressed, the same list as the ASan
    # unit tests' (scripts/lsan-suppressions.txt says which and why); ours still fail the run.
    lsan=suppressions=$here/../scripts/lsan-suppressions.txt:print_suppressions=0
    if [ -n "$smoke" ]; then
        # Every input named in a list in a fixed order (libFuzzer shuffles it with -seed, then sorts
        # it by size, stably), an empty corpus, no reloading, hashing without a random seed.
        runs=$(sed -n 's|^// smoke-runs: *||p' "$file"); runs=${runs:-20000}
        regressions=$(ls Regressions/"$t" 2>/dev/null | wc -l)
        corpus=.build/smoke/$t; rm -rf "$corpus"; mkdir -p "$corpus"
        { find .build/seeds/"$t" -type f; [ -d Regressions/"$t" ] && find Regressions/"$t" -type f; } \
            | LC_ALL=C sort | paste -sd, - > .build/smoke/"$t".list
        echo "fuzz: $t smoke: $count seeds, $regressions regression inputs, then $runs runs from seed 1${dict:+ ($dict)}"
        set -- -seed=1 -runs="$runs" -reload=0 -seed_inputs=@.build/smoke/"$t".list "$corpus"
    else
        echo "fuzz: $t for ${seconds}s ($count seeds${dict:+, $dict})"
        mkdir -p .build/corpus/"$t"
        set -- -max_total_time="$seconds" .build/corpus/"$t" .build/seeds/"$t"
        [ -d Regressions/"$t" ] && set -- "$@" Regressions/"$t"
    fi
    # Swift's own backtracer reads the crashed process's memory, which ASan reports as a second
    # "unknown-crash" on top of the real one: libFuzzer's report (with the Swift frames) is enough.
    [ -x "$bin/$t" ] || { echo "fuzz: $t FAILED — the build made no $bin/$t"; return 1; }
    if SWIFT_DETERMINISTIC_HASHING=${smoke:+1} SWIFT_BACKTRACE=enable=no LSAN_OPTIONS=$lsan \
        $fixed "$bin/$t" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 $flags \
        ${dict:+-dict=Dictionaries/$dict} -artifact_prefix=.build/artifacts/"$t"- "$@" > "$log" 2>&1; then
        runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
        speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
        cov=$(grep -o 'cov: [0-9]* ft: [0-9]*' "$log" | tail -1)
        echo "fuzz: $t ok: ${runs:-?} inputs, ${speed:-?}/s, $cov, corpus $(ls "${corpus:-.build/corpus/$t}" | wc -l) (log $here/$log)"
    else
        echo "fuzz: $t FAILED — $(grep -m1 -E 'ERROR|Fatal error|panic|SUMMARY' "$log" || tail -1 "$log")"
        echo "fuzz: the input: $(ls -t .build/artifacts/"$t"-* 2>/dev/null | head -1) (log $here/$log)"
        return 1
    fi
}

# The smoke run without address randomization: libFuzzer feeds the values the code compares into
# its mutations, pointers among them, so with ASLR two runs of one commit mutated differently
# (fuzz-ndjson: cov 1682 and 1629 on two runs; 1724 both times without ASLR — docs/reliability.md).
fixed=
[ -n "$smoke" ] && setarch "$(uname -m)" -R true 2>/dev/null && fixed="setarch $(uname -m) -R"

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
