// swift-tools-version: 6.1
//
// wlcharts benchmarks: their own package, so that `swift test` in the root stays fast.
//   swift package --package-path Benchmarks benchmark                    (ordo-one benchmarks)
//   swift run -c release --package-path Benchmarks raster-peers DIR      (peers.py's workload)
//   swift run -c release --package-path Benchmarks raster-parallel DIR   (a 4K frame in bands on all cores)
//   swift run -c release --package-path Benchmarks live-append rate|frame|keep …  (live data)
//   swift run -c release --package-path Benchmarks kiosk-soak [DAYS] [FRAME_EVERY_S] [WxH]  (a kiosk wall for a simulated week)
//   swift run -c release --package-path Benchmarks read-answers RUNS prometheus:FILE influx:FILE …  (saved server answers)
// Build for the host CPU as users do: add `-Xswiftc -target-cpu -Xswiftc native`.
import PackageDescription
import class Foundation.ProcessInfo
import struct Foundation.URL

// A path dependency's identity is its folder's name (a clone may be called anything).
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let wlcharts = root.lastPathComponent.lowercased()

func benchmark(_ name: String, _ modules: [String]) -> Target {
    .executableTarget(
        name: name,
        dependencies: [.product(name: "Benchmark", package: "benchmark")]
            + modules.map { .product(name: $0, package: wlcharts) },
        path: "Benchmarks/\(name)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")])
}

let package = Package(
    name: "wlcharts-benchmarks",
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        benchmark("RasterBenchmarks", ["Raster"]),
        // Text: our glyphs next to FreeType's (the reference; benchmarks only).
        .systemLibrary(name: "CFreeTypeBench", path: "Sources/CFreeTypeBench", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev"])]),
        { var t = benchmark("TextBenchmarks", ["Raster"]); t.dependencies.append("CFreeTypeBench"); return t }(),
        .executableTarget(name: "text-profile", dependencies: [.product(name: "Raster", package: wlcharts), "CFreeTypeBench"],
                          path: "Sources/text-profile"),
        benchmark("DataBenchmarks", ["Charts", "SeriesData"]),
        { var t = benchmark("SceneBenchmarks", ["Charts", "SeriesData", "Fonts", "Raster"]); t.dependencies.append("SceneWorkload"); return t }(),
        // The moving-range workload, shared by SceneBenchmarks and scene-profile (callgrind).
        .target(name: "SceneWorkload", dependencies: [.product(name: "Charts", package: wlcharts), .product(name: "SeriesData", package: wlcharts), .product(name: "Raster", package: wlcharts)],
                path: "Sources/SceneWorkload"),
        benchmark("FeelBenchmarks", ["Charts", "SeriesData", "Raster"]),
        .executableTarget(name: "scene-profile", dependencies: ["SceneWorkload", .product(name: "Charts", package: wlcharts), .product(name: "SeriesData", package: wlcharts), .product(name: "Fonts", package: wlcharts),
                                                                .product(name: "Raster", package: wlcharts)],
                          path: "Sources/scene-profile"),
        .executableTarget(name: "raster-peers", dependencies: [.product(name: "Raster", package: wlcharts)],
                          path: "Sources/raster-peers"),
        .executableTarget(name: "raster-parallel", dependencies: [.product(name: "Raster", package: wlcharts)],
                          path: "Sources/raster-parallel"),
        // Live data (issue 12): append rate with frames, frame cost while growing, memory with --keep.
        .executableTarget(name: "live-append", dependencies: [.product(name: "Charts", package: wlcharts), .product(name: "SeriesData", package: wlcharts),
                                                              .product(name: "Fonts", package: wlcharts),
                                                              .product(name: "Raster", package: wlcharts)],
                          path: "Sources/live-append"),
        // The kiosk (issue 14): a wall through a simulated week — memory and descriptors stay flat.
        .executableTarget(name: "kiosk-soak", dependencies: [.product(name: "Kiosk", package: wlcharts),
                                                             .product(name: "Charts", package: wlcharts), .product(name: "SeriesData", package: wlcharts),
                                                             .product(name: "Fonts", package: wlcharts),
                                                             .product(name: "Raster", package: wlcharts)],
                          path: "Sources/kiosk-soak"),
        .executableTarget(name: "first-frame-phases", dependencies: [.product(name: "Charts", package: wlcharts), .product(name: "SeriesData", package: wlcharts),
                                                                     .product(name: "Fonts", package: wlcharts),
                                                                     .product(name: "Raster", package: wlcharts)],
                          path: "Sources/first-frame-phases"),
        // Saved server answers decoded as the sources decode them (issue 30: the JSON member walker).
        .executableTarget(name: "read-answers", dependencies: [.product(name: "SeriesData", package: wlcharts)],
                          path: "Sources/read-answers"),
    ],
    swiftLanguageModes: [.v6]
)
