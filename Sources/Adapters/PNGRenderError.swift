/// A bad `--png` option or input: one line for stderr.
package struct PNGRenderError: Error, CustomStringConvertible {
    package let description: String
    package init(_ message: String) { description = message }
}
