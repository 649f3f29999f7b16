#!/bin/sh
# `make run`: shows the example charts with the release build.
set -eu
bin=$(swift build -c release -Xswiftc -target-cpu -Xswiftc native --show-bin-path)/wlcharts
exec "$bin" "$@"
