// Draws wlcharts's icon as PNG files for `make install` (docs/install.md):
//   wlcharts-icon SIZE OUT.png [SIZE OUT.png …]
#if canImport(Glibc)
import Glibc
#endif
import Raster

func fail(_ message: String, status: Int32) -> Never {
    let line = message + "\n"
    _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
    exit(status)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard !arguments.isEmpty, arguments.count % 2 == 0 else { fail("usage: wlcharts-icon SIZE OUT.png [SIZE OUT.png …]", status: 2) }
for index in stride(from: 0, to: arguments.count, by: 2) {
    guard let size = Int(arguments[index]), (16...1024).contains(size) else {
        fail("wlcharts-icon: \(arguments[index]): not a size from 16 to 1024", status: 2)
    }
    let path = arguments[index + 1]
    let bytes = PNG.encode(AppIcon.draw(size: size))
    guard let file = fopen(path, "wb") else { fail("wlcharts-icon: \(path): cannot write (\(String(cString: strerror(errno))))", status: 1) }
    let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    if written != bytes.count || fclose(file) != 0 { fail("wlcharts-icon: \(path): write failed", status: 1) }
}
