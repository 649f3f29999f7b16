#!/bin/sh
# The generated files `make install` installs, from the built binaries: the man page, the shell
# completions and the icon's PNGs (docs/install.md).
#   scripts/dist-files.sh BUILD_DIR OUT_DIR "16 32 …"
# BUILD_DIR holds wlcharts and wlcharts-icon. The man page's date is the last commit's (or
# SOURCE_DATE_EPOCH's), so the same commit gives the same page.
set -eu
bin=$1 out=$2 sizes=$3
cd "$(dirname "$0")/.."
mkdir -p "$out/icons"
version=$(sed -n 's/^ *static let version = "\(.*\)"$/\1/p' Sources/wlcharts/BuildInfo.swift)
if [ -n "${SOURCE_DATE_EPOCH:-}" ]; then day=$(date -u -d "@$SOURCE_DATE_EPOCH" +%F)
else day=$(git log -1 --format=%cs 2>/dev/null || date -u +%F); fi
"$bin/wlcharts" --experimental-dump-help | python3 scripts/make-manpage.py packaging/wlcharts.1.sections "$version" "$day" > "$out/wlcharts.1"
# bash-completion sources its files: no #! line (lintian: bash-completion-with-hashbang).
"$bin/wlcharts" --generate-completion-script bash | sed '1{/^#!/d}' > "$out/wlcharts.bash"
"$bin/wlcharts" --generate-completion-script zsh > "$out/_wlcharts"
"$bin/wlcharts" --generate-completion-script fish > "$out/wlcharts.fish"
icons=""
for size in $sizes; do icons="$icons $size $out/icons/$size.png"; done
# shellcheck disable=SC2086 # pairs of SIZE PATH
"$bin/wlcharts-icon" $icons
