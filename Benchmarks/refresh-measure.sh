# Sourced by prometheus-refresh.sh and influx-refresh.sh (which set $root and $name).

# Checks the tools ("$@"), finds or builds wlcharts (BIN=…, else release for this CPU) and the test
# compositor (COMP=…, else the debug build's), makes the folder $dir and the array pids.
prepare() {
    for t in "$@"; do
        command -v $t >/dev/null || { echo "$name: $t is not installed (scripts/install-deps.sh test)" >&2; exit 1; }
    done
    if [ -z "${BIN:-}" ]; then
        (cd "$root" && swift build -c release -Xswiftc -target-cpu -Xswiftc native --product wlcharts >&2)
        BIN=$(cd "$root" && swift build -c release -Xswiftc -target-cpu -Xswiftc native --show-bin-path)/wlcharts
    fi
    comp=${COMP:-$root/.build/debug/wlcharts-testcomp}
    [ -x "$comp" ] || (cd "$root" && swift build --product wlcharts-testcomp >&2)
    dir=$(mktemp -d); chmod 700 "$dir"
    pids=()
}

# Runs wlcharts ("$@", its source's options) in a 1280×800 window of the test compositor and
# measures its refreshes for $seconds — the requests and bytes the caller's `served` function
# counts on the server ("REQUESTS BYTES"), and the client's CPU time (/proc/PID/stat) — then a
# zoom and pan.
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }

measure_refreshes() {
    read -r cs bs < <(served)   # curl's two answers before
    mkfifo "$dir/comp.in"
    XDG_RUNTIME_DIR=$dir "$comp" --socket wl-bench --size 1280x800 --scale 1 < "$dir/comp.in" > "$dir/comp.log" 2>&1 &
    pids+=($!)
    exec 3> "$dir/comp.in"
    for _ in $(seq 1 200); do grep -q ready "$dir/comp.log" && break; sleep 0.05; done
    XDG_RUNTIME_DIR=$dir WAYLAND_DISPLAY=wl-bench "$BIN" "$@" --size 1280x800 > "$dir/wlcharts.log" 2>&1 &
    client=$!
    pids+=($client)
    sleep 8   # the first answer, the re-query for the real plot width, a few refreshes
    read -r c0 b0 < <(served)
    t0=$(cpu_ticks $client)
    sleep "$seconds"
    read -r c1 b1 < <(served)
    t1=$(cpu_ticks $client)
    hz=$(getconf CLK_TCK)
    n=$((c1 - c0))
    [ "$n" -gt 0 ] || { echo "$name: no refreshes measured:" >&2; cat "$dir/wlcharts.log" >&2; exit 1; }
    echo "wlcharts' first $((c0 - cs)) answers (the whole 6 h, then refreshes): $((b0 - bs)) bytes"
    echo "refreshes: $n in ${seconds}s, $((b1 - b0)) bytes ($(( (b1 - b0) / n )) bytes each)"
    python3 -c "print('client CPU: %.1f ms in %d s, %.2f ms per refresh' % ((${t1} - ${t0}) * 1000.0 / ${hz}, ${seconds}, (${t1} - ${t0}) * 1000.0 / ${hz} / ${n}))"
    # Zoomed in three steps (Up: 1.25× each) and panned back (Left): the view's range is asked again
    # at its finer step once it rests.
    for k in up up up left; do echo "key $k" >&3; sleep 0.1; done
    sleep 3
    read -r c2 b2 < <(served)
    echo "zoom and pan: $((c2 - c1)) requests, $((b2 - b1)) bytes (refreshes included)"
    grep -v '^$' "$dir/wlcharts.log" >&2 || true
}
