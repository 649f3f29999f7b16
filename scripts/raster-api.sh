#!/bin/sh
# The public API of the Raster module, one line per symbol with its summary (docs/raster-api.md).
#   scripts/raster-api.sh           build Raster (debug), write docs/raster-api.md
#   scripts/raster-api.sh --check   fail if docs/raster-api.md is not current or a public symbol
#                                   lacks `///` documentation (make test runs this)
# Needs swift-symbolgraph-extract (beside swift) and python3.
set -eu
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
$SWIFT build --target Raster >/dev/null
modules=$($SWIFT build --show-bin-path)/Modules
graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT
triple=$($SWIFT -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')
swift-symbolgraph-extract -module-name Raster -I "$modules" -I Sources/CZlib -target "$triple" \
    -minimum-access-level public -output-dir "$graphs"
status=0
python3 scripts/raster-api.py "$graphs/Raster.symbols.json" $(ls "$graphs"/Raster@*.symbols.json 2>/dev/null) \
    >"$graphs/api.md" || status=$?
if [ "${1:-}" = "--check" ]; then
    if ! diff -u docs/raster-api.md "$graphs/api.md"; then
        echo "raster-api: docs/raster-api.md is not current: run scripts/raster-api.sh" >&2
        status=1
    fi
else
    cp "$graphs/api.md" docs/raster-api.md
fi
exit $status
