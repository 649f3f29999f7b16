#!/bin/sh
# The test suite as three processes at once:
#   scripts/run-tests.sh BIN_DIR [swift-testing options: --skip REGEX …]
# BIN_DIR is `swift build --show-bin-path` (with the same --scratch-path/--sanitize as the build).
#
# Why: Swift Testing runs tests on Swift's cooperative pool, one thread per core. Most of our
# process tests block their thread while a compositor, a server or a wlcharts child works, so on
# a 2-core machine two waiting tests held the whole run while the CPU idled (8 one-second sleeps
# take 4 s). Each runner has its own pool: the window and compositor tests (WaylandTests, whose
# window suites run one at a time) and the command and server tests (wlchartsTests) at normal
# priority, so the window chain never waits for a thread that a command test's wait holds, and
# the library tests at nice 10, on the CPU the waiting leaves idle.
# `swift test` cannot run them side by side (it locks the scratch folder), so the test binary is
# run directly, as `swift test` itself runs it.
# With a --filter of its own the run is one process (shards would each add their filter to it).
set -u
bin="$1/wlchartsPackageTests.xctest"
shift
[ -x "$bin" ] || { echo "run-tests: no test binary at $bin (build with --build-tests first)" >&2; exit 2; }
export NO_COLOR=1
for arg in "$@"; do
    if [ "$arg" = "--filter" ]; then exec "$bin" --testing-library swift-testing "$@"; fi
done

logs=$(mktemp -d "${TMPDIR:-/tmp}/wlcharts-tests.XXXXXX")
trap 'kill 0 2>/dev/null' INT TERM
start=$(date +%s)
shard() {
    name=$1
    shift
    if [ "$1" = nice ]; then
        priority="nice -n $3"
        shift 3
    else
        priority=""
    fi
    $priority "$bin" --testing-library swift-testing "$@" > "$logs/$name.log" 2>&1
    echo $? > "$logs/$name.rc"
    echo "run-tests: $name finished after $(( $(date +%s) - start )) s" >&2
}
shard windows --filter '^WaylandTests\.' "$@" &
shard commands --filter '^wlchartsTests\.' "$@" &
shard libraries nice -n 10 --skip '^WaylandTests\.' --skip '^wlchartsTests\.' "$@" &
wait

status=0
shards="libraries commands windows"
for name in $shards; do
    echo "=== $name"
    cat "$logs/$name.log"
done
for name in $shards; do
    rc=$(cat "$logs/$name.rc" 2>/dev/null || echo 1)
    # Swift Testing exits 69 when nothing was left to run (every suite of the shard skipped).
    if [ "$rc" = 69 ] && grep -q 'Test run with 0 tests' "$logs/$name.log"; then rc=0; fi
    [ "$rc" = 0 ] || status=1
    summary=$(grep -E 'Test run with' "$logs/$name.log" | tail -1 | sed 's/^[^A-Za-z]*//')
    echo "run-tests: $name: ${summary:-no summary: the runner ended early} (exit $rc)"
done
rm -rf "$logs"
echo "run-tests: all in $(( $(date +%s) - start )) s"
exit $status
