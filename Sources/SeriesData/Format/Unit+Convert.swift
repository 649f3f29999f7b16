extension Unit {
    /// Whether values written in `self` can be written in `other`: the same quantity (bytes in
    /// any prefixes, durations, percent, one SI unit, one suffix), or two temperature scales.
    package func fits(_ other: Unit) -> Bool {
        switch (quantity, other.quantity) {
        case (.celsius, .fahrenheit), (.fahrenheit, .celsius): true
        case let (a, b): a == b
        }
    }

    /// `v` (in `self`) in the numbers of `other`: `2` GiB in bytes is 2147483648, `500` ms in
    /// seconds 0.5, `80` % in a 0–1 ratio 0.8, `86` °F in °C 30; `nil` when `other` does not fit.
    package func convert(_ v: Double, to other: Unit) -> Double? {
        guard fits(other) else { return nil }
        let base = v * scale
        switch (quantity, other.quantity) {
        case (.celsius, .fahrenheit): return (base * 9 / 5 + 32) / other.scale
        case (.fahrenheit, .celsius): return (base - 32) * 5 / 9 / other.scale
        default: return base / other.scale
        }
    }

    /// What the quantity is called in messages (`bytes`, `a duration`, `percent`).
    package var quantityName: String {
        switch quantity {
        case .bytes: "bytes"
        case .bytesPerSecond: "bytes per second"
        case .bitsPerSecond: "bits per second"
        case .percent: "percent"
        case .seconds: "a duration"
        case .celsius, .fahrenheit: "a temperature"
        case .metric(_, let name): name.hasSuffix("z") ? name : name + "s"
        case .text(let t): "'\(t)'"
        }
    }
}
