/// A bad `--png` option or input: one line for stderr.
struct PNGRenderError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}
