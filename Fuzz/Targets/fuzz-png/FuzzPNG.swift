// seeds: Tests/RasterTests/Golden/*.png Seeds/png
// dict: png.dict
// smoke-runs: 50000
import FuzzSupport
import Raster

/// The PNG decoder: every input is a bitmap (which encodes and decodes back to itself) or a
/// `PNGError`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzInput(data, size)
    guard let bitmap = try? PNG.decode(input.bytes) else { return 0 }
    precondition(bitmap.width > 0 && bitmap.height > 0 && bitmap.width * bitmap.height <= PNG.maxPixels)
    if bitmap.width * bitmap.height <= 1 << 16 {
        let again = try? PNG.decode(PNG.encode(bitmap))
        precondition(again.map { $0.width == bitmap.width && $0.height == bitmap.height } ?? false, "round trip")
    }
    return 0
}

@main enum Main { static func main() { FuzzDriver.run(fuzzPNG) } }
