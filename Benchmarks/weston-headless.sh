# Sourced by the benchmark scripts that run wlcharts in a window (first-frame.sh, window-memory.sh,
# kiosk-hour.sh): the binary to run and a weston 10 headless output (pixman, desktop-shell, no
# panel, no animations). Not a command of its own.

# Sets BIN to a release build for this CPU unless BIN is given. $1: the package root.
wlcharts_release_bin() {
    if [ -z "${BIN:-}" ]; then
        (cd "$1" && swift build -c release -Xswiftc -target-cpu -Xswiftc native --product wlcharts >&2)
        BIN=$(cd "$1" && swift build -c release -Xswiftc -target-cpu -Xswiftc native --show-bin-path)/wlcharts
    fi
}

# Starts weston headless with a WxH output ($2) on the socket $rt/$1, in a new private runtime
# folder $rt; sets weston_pid. The caller sets its trap (kill $weston_pid; rm -rf "$rt") right after.
# Exits with weston's log when its socket does not appear within 2 s.
start_weston_headless() {
    rt=$(mktemp -d); chmod 700 "$rt"
    printf '[core]\nidle-time=0\n[shell]\npanel-position=none\nbackground-color=0xff202020\nlocking=false\nstartup-animation=none\nanimation=none\n' > "$rt/weston.ini"
    XDG_RUNTIME_DIR=$rt weston --backend=headless-backend.so --use-pixman --width="${2%x*}" --height="${2#*x}" \
        --shell=desktop-shell.so --socket="$1" -c "$rt/weston.ini" > "$rt/weston.log" 2>&1 &
    weston_pid=$!
    for _ in $(seq 1 200); do [ -S "$rt/$1" ] && break; sleep 0.01; done
    [ -S "$rt/$1" ] || { echo "$(basename "$0"): weston did not start:" >&2; cat "$rt/weston.log" >&2; kill $weston_pid 2>/dev/null; rm -rf "$rt"; exit 1; }
    sleep 0.3   # let the shell client settle
}
