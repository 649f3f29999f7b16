// swift-tools-version: 6.1
//
// wlcharts fuzz targets (libFuzzer): their own package, so `make test` builds none of them.
// Every folder of Targets/ is one target (one small file with `LLVMFuzzerTestOneInput`);
// `make fuzz` builds them all with `-sanitize=fuzzer,address` and runs each (docs/reliability.md):
//   swift build -c release --package-path Fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
//   Fuzz/run.sh [SECONDS] [TARGET…]
import PackageDescription
import struct Foundation.URL

// A path dependency's identity is its folder's name (a clone may be called anything).
let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
let wlcharts = here.deletingLastPathComponent().lastPathComponent.lowercased()
// Every folder of Targets/, named here and not read from the disk: SwiftPM caches a manifest's
// result by its text (~/.cache/org.swift.swiftpm/manifests), so a list read from the folder goes
// stale on a machine that evaluated this file before a target was added (CI 2026-11-23 built no
// fuzz-remote). Fuzz/run.sh refuses to run when this list and Targets/ differ.
let targetNames = ["fuzz-contest", "fuzz-csv", "fuzz-draw", "fuzz-font", "fuzz-influx", "fuzz-json-records", "fuzz-kiosk", "fuzz-mqtt",
                   "fuzz-ndjson", "fuzz-png", "fuzz-remote", "fuzz-streams", "fuzz-events"]

let package = Package(
    name: "wlcharts-fuzz",
    dependencies: [.package(path: "..")],
    targets: [
        // What the targets share: reading structured values from the fuzzer's bytes, the font, and
        // the drawing path's one entry into the chart scene.
        .target(name: "FuzzSupport", dependencies: [.product(name: "Raster", package: wlcharts),
                                                    .product(name: "Charts", package: wlcharts),
                                                    .product(name: "SeriesData", package: wlcharts)],
                path: "Support"),
    ] + targetNames.map { name in
        .executableTarget(name: name, dependencies: ["FuzzSupport",
                                                     .product(name: "Raster", package: wlcharts),
                                                     .product(name: "Charts", package: wlcharts),
                                                     .product(name: "SeriesData", package: wlcharts),
                                                     .product(name: "Kiosk", package: wlcharts),
                                                     .product(name: "Sources", package: wlcharts)],
                          path: "Targets/\(name)")
    },
    swiftLanguageModes: [.v6]
)
