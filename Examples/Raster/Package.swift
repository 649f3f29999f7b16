// swift-tools-version: 6.1
//
// Raster examples: programs that use the rasterizer as a library, the way your package would.
//   swift run --package-path Examples/Raster getting-started [OUT.png] [FONT.ttf]
//   swift run --package-path Examples/Raster text-specimen   [OUT.png] [FONT.ttf]
//   swift run --package-path Examples/Raster dashboard-tile  [OUT.png] [FONT.ttf]
// They depend on this repository by path and link only `Raster` (the test suite builds a copy of
// this folder elsewhere with WLCHARTS_PATH set, and checks their pictures against goldens).
import PackageDescription
import class Foundation.ProcessInfo
import struct Foundation.URL

// A path dependency's identity is its folder's name (a clone may be called anything).
let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
let wlchartsPath = ProcessInfo.processInfo.environment["WLCHARTS_PATH"] ?? "../.."
let wlcharts = URL(fileURLWithPath: wlchartsPath, relativeTo: here).standardizedFileURL

func example(_ name: String) -> Target {
    .executableTarget(name: name, dependencies: [.product(name: "Raster", package: wlcharts.lastPathComponent.lowercased())])
}

let package = Package(
    name: "raster-examples",
    dependencies: [.package(path: wlcharts.path)],
    targets: [example("getting-started"), example("text-specimen"), example("dashboard-tile")],
    swiftLanguageModes: [.v6]
)
