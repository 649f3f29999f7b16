#!/bin/sh
# Regenerates the C glue for the Wayland protocols this client speaks.
#
#   Protocols/generate.sh           copy the XML from wayland-protocols and regenerate the code
#   Protocols/generate.sh --check   regenerate into a temporary folder and fail if the committed
#                                   files differ (CI runs this)
#
# The XML comes from Debian 12's wayland-protocols 1.31 (/usr/share/wayland-protocols); the code
# from wayland-scanner (libwayland-bin / libwayland-dev): a client header per protocol in include/,
# its private code (the wl_interface tables) once in tables/ (shared by the client and the test
# compositor), and for the test compositor the server headers in Sources/wlcharts-testcomp/.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
testcomp="$here/../Sources/wlcharts-testcomp"
src=${WAYLAND_PROTOCOLS_DIR:-/usr/share/wayland-protocols}
protocols="
stable/xdg-shell/xdg-shell.xml
stable/viewporter/viewporter.xml
stable/presentation-time/presentation-time.xml
staging/fractional-scale/fractional-scale-v1.xml
unstable/xdg-decoration/xdg-decoration-unstable-v1.xml
unstable/idle-inhibit/idle-inhibit-unstable-v1.xml
unstable/pointer-gestures/pointer-gestures-unstable-v1.xml
"
command -v wayland-scanner >/dev/null || { echo "generate.sh: wayland-scanner not found (apt-get install libwayland-dev)" >&2; exit 1; }

generate() { # $1: output folder
    out=$1
    mkdir -p "$out/xml" "$out/include" "$out/tables"
    for p in $protocols; do
        name=$(basename "$p" .xml)
        [ -f "$src/$p" ] || { echo "generate.sh: $src/$p is missing (apt-get install wayland-protocols)" >&2; exit 1; }
        cp "$src/$p" "$out/xml/$name.xml"
        wayland-scanner client-header "$out/xml/$name.xml" "$out/include/$name-client-protocol.h"
        wayland-scanner private-code "$out/xml/$name.xml" "$out/tables/$name-protocol.c"
    done
    # The test compositor (Sources/wlcharts-testcomp) speaks these as a server.
    tc="$out/testcomp"
    mkdir -p "$tc"
    for name in xdg-shell viewporter fractional-scale-v1 xdg-decoration-unstable-v1 idle-inhibit-unstable-v1 pointer-gestures-unstable-v1; do
        wayland-scanner server-header "$out/xml/$name.xml" "$tc/$name-server-protocol.h"
    done
}

if [ "${1:-}" = "--check" ]; then
    tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
    generate "$tmp"
    status=0
    for f in $(cd "$tmp" && find . -type f ! -path './testcomp/*' | sort); do
        if ! cmp -s "$tmp/$f" "$here/$f"; then echo "generate.sh: Protocols/${f#./} differs from wayland-scanner's output" >&2; status=1; fi
    done
    for f in $(cd "$tmp/testcomp" && find . -type f | sort); do
        if ! cmp -s "$tmp/testcomp/$f" "$testcomp/$f"; then echo "generate.sh: Sources/wlcharts-testcomp/${f#./} differs from wayland-scanner's output" >&2; status=1; fi
    done
    [ $status = 0 ] && echo "Protocols: generated code is up to date"
    exit $status
fi
generate "$here"
mkdir -p "$testcomp"
mv "$here/testcomp/"* "$testcomp/"
rmdir "$here/testcomp"
