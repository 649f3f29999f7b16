/// The units chosen on the command line or in the kiosk file (`--unit bytes`, `--unit cpu=percent`,
/// `--bytes si`) over the data's own (`Series.unit`): part of the ``ChartStyle``, so one parser
/// reads them and the controller owns them. The data keeps its units; what is shown asks
/// ``unit(of:)``.
public struct ChartUnits: Sendable, Equatable {
    /// One series' unit, by the series' id or name.
    public struct SeriesUnit: Sendable, Equatable {
        public var series: String
        public var unit: Unit
    }

    /// Every series' unit (`--unit bytes`), over the data's.
    public var chart: Unit?
    /// Units of single series (`--unit cpu=percent`), over ``chart`` and the data's.
    public var series: [SeriesUnit] = []
    /// The prefixes bytes are written in, over each unit's own (`--bytes si`).
    public var bytes: Unit.ByteSystem?

    public init() {}

    /// The unit `s` is shown in: its own choice, the chart's, or the data's, with ``bytes`` applied.
    public func unit(of s: Series) -> Unit? {
        // A comparison (`--compare`) is in its series' unit.
        let id = s.comparison?.source ?? s.id
        let u = series.last { $0.series == id || $0.series == s.name }?.unit ?? chart ?? s.unit
        guard let u, let bytes else { return u }
        return u.writing(bytes: bytes)
    }

    /// The unit of an axis showing `all` series: their one unit when every series has one and
    /// they agree (in quantity, scale and prefixes; `B` and `bytes` agree), else `nil` (plain
    /// numbers). - Complexity: O(series).
    package func axisUnit(of all: [Series]) -> Unit? {
        guard let first = all.first, let u = unit(of: first) else { return nil }
        for s in all.dropFirst() {
            guard let v = unit(of: s), v.quantity == u.quantity, v.scale == u.scale, v.bytes == u.bytes else { return nil }
        }
        return u
    }

    /// The unit of an axis showing the series of `all` at `indices` (`axisUnit(of:)`'s rule),
    /// without building their list. - Complexity: O(indices).
    package func axisUnit(of all: [Series], indices: [Int]) -> Unit? {
        guard let i = indices.first, all.indices.contains(i), let u = unit(of: all[i]) else { return nil }
        for j in indices.dropFirst() {
            guard all.indices.contains(j), let v = unit(of: all[j]), v.quantity == u.quantity, v.scale == u.scale,
                  v.bytes == u.bytes else { return nil }
        }
        return u
    }

    /// The unit of y axis `k` of a chart of `all` series: series `k`'s on charts with an axis per
    /// series (`scaled`), else `axisUnit(of:)`.
    package func axisUnit(of all: [Series], axis k: Int, scaled: Bool) -> Unit? {
        guard scaled else { return axisUnit(of: all) }
        return all.indices.contains(k) ? unit(of: all[k]) : nil
    }

    /// Value `v` of series `s` as the info board, the value tags and `--describe` write it: in its
    /// unit (`Unit/text(_:)`), or exact and grouped (`NumberFormat.grouped(_:maxDecimals:)`).
    public func text(_ v: Double, of s: Series) -> String {
        unit(of: s).map { $0.text(v) } ?? NumberFormat.grouped(v)
    }

    /// `text(_:of:)` of `v`, with a difference `d` after it when given (`38 % (+3 %)`, a
    /// comparison's on the info board), written into `out` in place (`LabelText.write(into:_:)`):
    /// joining the two allocates nothing; a text longer than `LabelText.capacity` is made anew.
    package func text(_ v: Double, of s: Series, difference d: Double?, into out: inout String) {
        let value = text(v, of: s)
        guard let d else {
            if value.utf8.count <= LabelText.capacity { LabelText.write(into: &out) { $0.text(value) } } else { out = value }
            return
        }
        let difference = text(d, of: s)
        guard value.utf8.count + difference.utf8.count + 4 <= LabelText.capacity else {
            out = value + " (" + (d > 0 ? "+" : "") + difference + ")"
            return
        }
        LabelText.write(into: &out) { w in
            w.text(value); w.text(" (")
            if d > 0 { w.byte(43) }
            w.text(difference); w.byte(41)
        }
    }

    /// A total of `all` series (the board's "All"): in their one unit, or grouped.
    package func totalText(_ v: Double, of all: [Series]) -> String {
        axisUnit(of: all).map { $0.text(v) } ?? NumberFormat.grouped(v)
    }

    /// Value `v` of series `s` in words for speech (`Unit/spoken(_:)`), or grouped.
    package func spoken(_ v: Double, of s: Series) -> String {
        unit(of: s).map { $0.spoken(v) } ?? NumberFormat.grouped(v)
    }

    /// Reads one `unit` setting: `UNIT` for every series, `ID=UNIT` for one, several joined by
    /// commas. A unit is a known name (`Unit.knownNames`); a word of letters that is not one
    /// is refused (a typo of a known unit is likelier than a new one), and any other text (`req/s`,
    /// `m³/h`, or a word in double quotes: `"widgets"`) is written after the values as it is.
    package mutating func apply(unit text: String, key: String = "unit") throws(ChartStyle.SettingError) {
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            var target: String?, name = Substring(part)
            if let eq = part.firstIndex(of: "=") {
                target = String(part[..<eq]).trimmingSpaces
                name = part[part.index(after: eq)...]
            }
            guard let unit = Self.unit(named: String(name).trimmingSpaces), target?.isEmpty != true else {
                throw ChartStyle.SettingError(key: key, value: text, expected: Self.expected)
            }
            if let target { series.append(SeriesUnit(series: target, unit: unit)) } else { chart = unit }
        }
    }

    /// Reads the `bytes` setting: `iec` or `si`.
    package mutating func apply(bytes text: String, key: String = "bytes") throws(ChartStyle.SettingError) {
        guard let system = Unit.ByteSystem(rawValue: text.lowercased()) else {
            throw ChartStyle.SettingError(key: key, value: text, expected: "iec (KiB, MiB, GiB) or si (kB, MB, GB)")
        }
        bytes = system
    }

    /// The unit a command-line name means, or `nil` for an unknown word.
    static func unit(named name: String) -> Unit? {
        if name.count >= 2, name.first == "\"", name.last == "\"" {
            let inner = String(name.dropFirst().dropLast())
            return inner.isEmpty ? nil : Unit(.text(inner), written: inner)
        }
        if let u = Unit.known(name) { return u }
        guard !name.isEmpty, !name.allSatisfy(\.isLetter) else { return nil }
        return Unit(parsing: name)
    }

    static let expected = "a unit (" + Unit.knownNames.joined(separator: ", ")
        + "), ID=UNIT for one series, or a suffix with a symbol (req/s) or in double quotes (\"widgets\")"
}
