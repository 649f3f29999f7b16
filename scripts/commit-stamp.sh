#!/bin/sh
# Writes OUT.o defining wlcharts_commit_stamp as this checkout's commit (12 hex digits, "-dirty" when
# tracked files have changes; "unknown" outside git), for the linker: `swift build -Xlinker OUT.o`.
# It overrides the weak empty definition in Sources/CBuildStamp (docs/install.md, "Version").
#   scripts/commit-stamp.sh OUT.o
set -eu
out=$1
cd "$(dirname "$0")/.."
commit=$(git rev-parse --short=12 HEAD 2>/dev/null || echo unknown)
if [ "$commit" != unknown ] && ! git diff --quiet HEAD -- 2>/dev/null; then commit="$commit-dirty"; fi
mkdir -p "$(dirname "$out")"
# Only a changed commit rewrites the object, so an unchanged tree does not relink.
src="$out.c"
printf 'const char wlcharts_commit_stamp[] = "%s";\n' "$commit" > "$src.new"
if [ -f "$out" ] && cmp -s "$src.new" "$src"; then rm "$src.new"; exit 0; fi
mv "$src.new" "$src"
${CC:-cc} -c -fPIC -o "$out" "$src"
