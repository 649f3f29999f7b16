#!/bin/sh
# Fuzz/TOMLAsserts/run.sh [SECONDS] — fuzz toml++ alone (TOMLKit's copy), recording every assertion
# it fails instead of aborting, to find inputs the kiosk file's guard must refuse (docs/reliability.md,
# "toml++'s assertions"). Not part of CI. Work folder: Fuzz/.build/toml-asserts (corpus, asserts/LINE.toml).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$(dirname "$here")")
export PATH="/opt/swift/usr/bin:$PATH"
hpp=$(ls "$root"/.build/checkouts/TOMLKit/Sources/CTOML/Sources/toml.hpp "$root"/Fuzz/.build/checkouts/TOMLKit/Sources/CTOML/Sources/toml.hpp 2>/dev/null | head -1)
[ -n "$hpp" ] || { echo "toml-asserts: no TOMLKit checkout; run swift build (or make fuzz) first" >&2; exit 2; }
work=$root/Fuzz/.build/toml-asserts
mkdir -p "$work/corpus" "$work/asserts"
cp "$root"/Fuzz/Seeds/kiosk/* "$root"/Fuzz/Regressions/fuzz-kiosk/* "$work/corpus/"
[ "$work/toml-asserts" -nt "$here/TOMLAsserts.cpp" ] ||
    clang++ -std=gnu++17 -O1 -g -fsanitize=fuzzer,address -DTOML_HPP="\"$hpp\"" "$here/TOMLAsserts.cpp" -o "$work/toml-asserts"
cd "$work"
./toml-asserts -max_total_time="${1:-600}" -max_len=512 -dict="$root/Fuzz/Dictionaries/toml.dict" corpus 2>&1 |
    grep -E "toml\+\+ assertion|^#[0-9]+ *DONE|ERROR" || true
echo "toml-asserts: assertions reached: $(ls asserts | sed 's/.toml//' | sort -n | tr '\n' ' ')(inputs in $work/asserts)"
