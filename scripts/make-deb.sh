#!/bin/sh
# make deb: out/wlcharts_VERSION_ARCH.deb from `make install` (after `make dist`) into a staging root, with Debian's
# tools: dpkg-shlibdeps computes Depends from the binary's libraries, dpkg-deb builds, lintian
# checks (an error fails; the warnings it gives are explained in docs/install.md).
set -eu
cd "$(dirname "$0")/.."
dist=.build-deb
version=$(sed -n 's/^ *static let version = "\(.*\)"$/\1/p' Sources/wlcharts/BuildInfo.swift)
arch=$(dpkg --print-architecture)
maintainer=${DEBFULLNAME:-wlcharts maintainers}" <"${DEBEMAIL:-wlcharts@example.org}">"
work=$dist/deb
root=$work/debian/wlcharts
rm -rf "$work"
mkdir -p "$root/DEBIAN" out

make --no-print-directory install DESTDIR="$PWD/$root" PREFIX=/usr \
    SYSTEMD_SYSTEM_DIR=/lib/systemd/system ZSH_COMPLETIONS=/usr/share/zsh/vendor-completions

doc=$root/usr/share/doc/wlcharts
gzip -9n "$root/usr/share/man/man1/wlcharts.1" "$doc/kiosk.md" "$doc/data-format.md"
commit=$("$root/usr/bin/wlcharts" --version | sed -n 's/.*(commit \(.*\))$/\1/p')
{
    echo "wlcharts ($version) unstable; urgency=medium"
    echo
    echo "  * Built from commit $commit."
    echo
    echo " -- $maintainer  $(date -R -d "@${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct)}")"
} | gzip -9n > "$doc/changelog.gz"
cat > "$doc/copyright" <<COPYRIGHT
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: wlcharts
Comment: /usr/bin/wlcharts links statically the Swift runtime and standard library
 (Apache-2.0 with the Runtime Library Exception), Foundation (swift-corelibs-foundation
 and swift-foundation, Apache-2.0 with the Runtime Library Exception), ICU and its data
 (swift-foundation-icu: Unicode-3.0), swift-argument-parser (Apache-2.0), TOMLKit and
 toml++ (MIT).

Files: *
Copyright: 2026 the wlcharts authors
License: unspecified
 The project has not stated a licence yet.
COPYRIGHT

# dpkg-shlibdeps reads debian/control from where it runs; Depends adds what no ELF says: a font.
# libcurl, libpulse and libspeechd are opened with dlopen when a feature needs them: Recommends.
printf 'Source: wlcharts\n\nPackage: wlcharts\nArchitecture: any\n' > "$work/debian/control"
shlibs=$(cd "$work" && dpkg-shlibdeps -O -e debian/wlcharts/usr/bin/wlcharts | sed -n 's/^shlibs:Depends=//p')
[ -n "$shlibs" ] || { echo "make-deb: dpkg-shlibdeps found no libraries" >&2; exit 1; }
cat > "$root/DEBIAN/control" <<CONTROL
Package: wlcharts
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: $shlibs, fonts-dejavu-core | fonts-dejavu
Recommends: libcurl4, libpulse0, libspeechd2, tzdata
Suggests: cage, speech-dispatcher
Section: graphics
Priority: optional
Description: interactive time-series charts for Wayland
 wlcharts shows time series from CSV, TSV, JSON, Prometheus and live streams
 as interactive charts in a Wayland window, every pixel drawn by its own
 rasterizer; it renders PNGs without a compositor, plays charts as sound,
 and runs a wall of charts on a kiosk under cage for months.
CONTROL
(cd "$root" && find . -path ./DEBIAN -prune -o -type f -printf '%P\0' | sort -z | xargs -0 md5sum) > "$root/DEBIAN/md5sums"
chmod 644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"

deb=out/wlcharts_${version}_${arch}.deb
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb"
echo "make-deb: $deb ($(du -k "$deb" | cut -f1) KiB): Depends: $shlibs"
lintian --fail-on error --info "$deb"
