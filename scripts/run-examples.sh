#!/bin/sh
# `make run`: shows the example charts with the release build (built for this CPU).
# With a Wayland session, one window with every example (Tab moves to the next chart); without
# one, one line saying so and PNG renders of every example in out/.
set -eu
bin=$(swift build -c release -Xswiftc -target-cpu -Xswiftc native --show-bin-path)/wlcharts
[ "$#" -gt 0 ] || { echo "run-examples: no example files given" >&2; exit 1; }

socket=${WAYLAND_DISPLAY:-}
case "$socket" in
    "") ;;
    /*) [ -S "$socket" ] || socket="" ;;
    *) [ -S "${XDG_RUNTIME_DIR:-/nonexistent}/$socket" ] || socket="" ;;
esac

if [ -n "$socket" ]; then
    exec "$bin" "$@"
else
    mkdir -p out
    echo "run-examples: no Wayland session (WAYLAND_DISPLAY unset or not a socket): writing PNG renders to out/ instead"
    for f in "$@"; do
        name=$(basename "$f"); name=${name%.*}
        "$bin" "$f" --png "out/$name.png"
        echo "  out/$name.png"
    done
fi
