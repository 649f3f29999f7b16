#!/bin/sh
# make package-test: installs out/wlcharts_*.deb into a clean Debian 12 root (debootstrap, no Swift
# toolchain in it) and, inside it with chroot, checks what a user would first do (docs/install.md):
#   wlcharts --version    says the same version and commit as the build tree's binary
#   wlcharts --check      on an installed example
#   wlcharts --png        that example's PNG, byte for byte the build tree's render of it
#   man wlcharts          renders without a groff warning
#   bash completion       completes --kio to --kiosk
# The debootstrapped root (minbase + man-db, bash-completion) is kept as a tarball in
# ~/.cache/wlcharts/ (about 5 minutes to make, 180 MB); every run unpacks a fresh copy and installs
# the .deb with apt, which fetches its Depends from deb.debian.org. Needs root.
set -eu
cd "$(dirname "$0")/.."
start=$(date +%s)
say() { echo "package-test: $*"; }
fail() { echo "package-test: FAILED: $*" >&2; exit 1; }

[ "$(id -u)" = 0 ] || fail "needs root (debootstrap, chroot)"
command -v debootstrap >/dev/null || fail "no debootstrap (scripts/install-deps.sh dist)"
deb=$(ls -t out/wlcharts_*.deb 2>/dev/null | head -n 1)
[ -n "$deb" ] || fail "no out/wlcharts_*.deb (make deb)"
built=.build-deb/release/wlcharts
[ -x "$built" ] || fail "no $built (make deb)"

cache=${XDG_CACHE_HOME:-$HOME/.cache}/wlcharts
base=$cache/debian12-minbase.tar
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
if [ ! -f "$base" ]; then
    say "making a Debian 12 root with debootstrap (once; kept in $base)"
    mkdir -p "$cache"
    fresh=$(mktemp -d "$cache/debootstrap.XXXXXX")
    debootstrap --variant=minbase --include=man-db,bash-completion bookworm "$fresh" "$mirror" > "$fresh.log" 2>&1 \
        || { tail -5 "$fresh.log" >&2; rm -rf "$fresh"; fail "debootstrap (log: $fresh.log)"; }
    rm -f "$fresh"/var/cache/apt/archives/*.deb
    tar -C "$fresh" -cf "$base.new" . && mv "$base.new" "$base"
    rm -rf "$fresh" "$fresh.log"
    say "root made in $(( $(date +%s) - start )) s"
fi

root=$(mktemp -d /tmp/wlcharts-package-test.XXXXXX)
trap 'umount "$root/proc" 2>/dev/null || true; rm -rf "$root"' EXIT INT TERM
tar -C "$root" -xf "$base"
# The Swift runtime reads the arguments from /proc/self/cmdline: without /proc, none.
mount -t proc proc "$root/proc"
cp /etc/resolv.conf "$root/etc/resolv.conf"
cp "$deb" "$root/tmp/wlcharts.deb"
in_root() { chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 "$@"; }
unpacked=$(date +%s)

in_root sh -c 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends /tmp/wlcharts.deb' \
    > "$root/apt.log" 2>&1 || { tail -20 "$root/apt.log" >&2; fail "apt-get install ./wlcharts.deb"; }
installed=$(date +%s)
in_root sh -c 'command -v swift || find / -xdev -name "libswiftCore.so*" | grep .' && fail "a Swift toolchain or runtime in the root"

want=$("$built" --version)
got=$(in_root wlcharts --version) || fail "wlcharts --version"
[ "$got" = "$want" ] || fail "wlcharts --version says '$got', the build tree's '$want'"
case "$got" in *"(commit "[0-9a-f]*) ;; *) fail "wlcharts --version names no commit: '$got'" ;; esac
say "wlcharts --version: $got"

example=/usr/share/doc/wlcharts/examples/hourly-traffic.json
in_root wlcharts --check "$example" || fail "wlcharts --check $example"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
render="--png /tmp/chart.png --size 800x500 --utc --font $font"
# shellcheck disable=SC2086 # the options above are words
in_root wlcharts "$example" $render || fail "wlcharts --png in the root"
# shellcheck disable=SC2086
"$built" "Examples/hourly-traffic.json" $(echo "$render" | sed "s|/tmp/chart.png|$root/tmp/tree.png|") \
    || fail "wlcharts --png in the build tree"
cmp "$root/tmp/chart.png" "$root/tmp/tree.png" || fail "the installed wlcharts's PNG differs from the build tree's"
say "--check and --png: the same PNG as the build tree ($(wc -c < "$root/tmp/chart.png") bytes)"

in_root sh -c 'MANWIDTH=80 man --warnings wlcharts 2>/tmp/man.err | col -b > /tmp/man.txt'
[ ! -s "$root/tmp/man.err" ] || { cat "$root/tmp/man.err" >&2; fail "man wlcharts: warnings"; }
grep -q "interactive time-series charts" "$root/tmp/man.txt" && grep -q "^EXAMPLES" "$root/tmp/man.txt" \
    || fail "man wlcharts: no NAME or EXAMPLES (/tmp/man.txt)"
say "man wlcharts: $(wc -l < "$root/tmp/man.txt") lines"

completions=$(in_root bash -c '
    . /usr/share/bash-completion/bash_completion
    __load_completion wlcharts || exit 1
    function=$(complete -p wlcharts | sed -n "s/.* -F \([^ ]*\) .*/\1/p")
    COMP_WORDS=(wlcharts --kio); COMP_CWORD=1; COMP_LINE="wlcharts --kio"; COMP_POINT=${#COMP_LINE}
    "$function" wlcharts --kio wlcharts
    printf "%s\n" "${COMPREPLY[@]}"') || fail "bash completion did not load"
[ "$completions" = "--kiosk" ] || fail "bash completion of --kio gave '$completions', not --kiosk"
say "bash completion: --kio → --kiosk"

end=$(date +%s)
say "passed in $(( end - start )) s (unpack $(( unpacked - start )) s, apt install $(( installed - unpacked )) s, checks $(( end - installed )) s)"
