import Foundation
import Testing

/// Every line style is both a key of a chart's `"style"` in the file and a command-line option
/// (issue 15): the same setting given either way draws the same PNG, byte for byte, and draws
/// something other than the chart without it; the command line's setting wins over the file's.
@Suite(.enabled(if: Commands.wlcharts != nil, "wlcharts is not built (swift build --build-tests) — skipped"))
struct StyleCommandTests {
    /// A chart of two lines over 40 days, a null in the first, five days missing — with `style`
    /// as its `"style"` object (JSON text) when given.
    static func chart(style: String?) -> String {
        let days = (0 ..< 40).filter { !(31 ... 35).contains($0) }
        let x = days.map { String(1_546_300_800_000 + Int64($0) * 86_400_000) }
        let a = days.map { d in d == 12 ? "null" : String(Int(50 + 40 * sin(Double(d) / 4))) }
        let b = days.map { d in String(20 + d * 3 / 2 + (d * 37) % 11) }
        var json = """
        {"columns": [["x",\(x.joined(separator: ","))],["a",\(a.joined(separator: ","))],["b",\(b.joined(separator: ","))]],
         "types": {"x": "x", "a": "line", "b": "line"}, "names": {"a": "Alpha", "b": "Beta"},
         "colors": {"a": "#108BE3", "b": "#F34C44"}, "y_scaled": true, "title": "Styles"
        """
        if let style { json += ", \"style\": {\(style)}" }
        return json + "}"
    }

    static func render(_ json: String, _ options: [String], in folder: String, name: String) throws -> Data {
        let file = folder + "/\(name).json", out = folder + "/\(name).png"
        try json.write(toFile: file, atomically: true, encoding: .utf8)
        let r = try Commands.run(Commands.wlcharts!, [file, "--png", out, "--size", "480x300"] + options)
        #expect(r.status == 0, "\(name): \(r.err)")
        return (try? Data(contentsOf: URL(fileURLWithPath: out))) ?? Data()
    }

    /// (the file's key and JSON value, the command line's arguments)
    static let settings: [(String, [String])] = [
        ("\"points\": \"diamond\"", ["--points", "diamond"]),
        ("\"scatter\": \"cross\"", ["--scatter", "cross"]),
        ("\"smoothing\": \"quadratic\"", ["--smoothing", "quadratic"]),
        ("\"smoothing\": \"monotone\"", ["--smoothing", "monotone"]),
        ("\"fill\": \"gradient\"", ["--fill", "gradient"]),
        ("\"average\": \"visible\"", ["--average", "visible"]),
        ("\"average\": 5", ["--average", "5"]),
        ("\"median\": 7", ["--median", "7"]),
        ("\"missing\": \"shade\"", ["--missing", "shade"]),
        ("\"missing\": \"bridge\"", ["--missing", "bridge"]),
        ("\"missing_after\": \"2d\"", ["--missing-after", "2d"]),
        ("\"value_tags\": true", ["--value-tags"]),
        ("\"y_extent\": \"all\"", ["--y-extent", "all", "--range", "2019-01-01..2019-01-20"]),
        ("\"y_extent\": \"-50..150\"", ["--y-extent=-50..150"]),
    ]

    @Test func fileAndCommandLineDrawTheSame() throws {
        let folder = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let plain = try Self.render(Self.chart(style: nil), [], in: folder, name: "plain")
        #expect(!plain.isEmpty)
        for (k, (key, options)) in Self.settings.enumerated() {
            // --range is not a style: both renders get it.
            let range = options.firstIndex(of: "--range").map { Array(options[$0...]) } ?? []
            let fromFile = try Self.render(Self.chart(style: key), range, in: folder, name: "file-\(k)")
            let fromLine = try Self.render(Self.chart(style: nil), options, in: folder, name: "line-\(k)")
            #expect(!fromFile.isEmpty && fromFile == fromLine, "\(key) and \(options.joined(separator: " ")) draw differently")
            let base = range.isEmpty ? plain : try Self.render(Self.chart(style: nil), range, in: folder, name: "range-\(k)")
            #expect(fromFile != base, "\(key) draws nothing")
        }
    }

    /// The command line's settings apply over the file's: `--points none`, `--no-value-tags`,
    /// `--average none` undo what the file asks for.
    @Test func theCommandLineWinsOverTheFile() throws {
        let folder = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let plain = try Self.render(Self.chart(style: nil), [], in: folder, name: "plain")
        let styled = Self.chart(style: "\"points\": \"square\", \"value_tags\": true, \"average\": \"visible\"")
        let undone = try Self.render(styled, ["--points", "none", "--no-value-tags", "--average", "none"], in: folder, name: "undone")
        #expect(undone == plain)
        let other = try Self.render(styled, ["--points", "circle"], in: folder, name: "circles")
        let circles = try Self.render(Self.chart(style: "\"points\": \"circle\", \"value_tags\": true, \"average\": \"visible\""), [],
                                      in: folder, name: "circles-file")
        #expect(other == circles)
    }

    /// A bad value on the command line is one line naming the option, exit status 1.
    @Test func badOptionValues() throws {
        let folder = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/c.json"
        try Self.chart(style: nil).write(toFile: file, atomically: true, encoding: .utf8)
        for (options, message) in [(["--smoothing", "wobbly"], "wlcharts: --smoothing must be linear, quadratic or monotone, not 'wobbly'"),
                                   (["--y-extent", "5..1"], "wlcharts: --y-extent must be dynamic, all or MIN..MAX with MIN below MAX, not '5..1'")] {
            let r = try Commands.run(Commands.wlcharts!, [file, "--png", folder + "/x.png"] + options)
            #expect(r.status == 1)
            #expect(r.err.trimmingCharacters(in: .whitespacesAndNewlines) == message)
        }
    }

    /// `--unit` with a word that is no unit is one line listing the known ones, exit status 1;
    /// `--bytes` likewise; a known unit, a per-series one and a suffix render (issue 33).
    @Test func unitOptions() throws {
        let folder = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/c.json"
        try Self.chart(style: nil).write(toFile: file, atomically: true, encoding: .utf8)
        for (options, start) in [(["--unit", "byts"], "wlcharts: --unit must be a unit (bytes, B, KiB, MiB, GiB"),
                                 (["--unit", "a=gigs"], "wlcharts: --unit must be a unit ("),
                                 (["--bytes", "binary"], "wlcharts: --bytes must be iec (KiB, MiB, GiB) or si (kB, MB, GB), not 'binary'")] {
            let r = try Commands.run(Commands.wlcharts!, [file, "--png", folder + "/x.png"] + options)
            #expect(r.status == 1, "\(options)")
            let err = r.err.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(err.hasPrefix(start) && !err.contains("\n"), "\(err)")
        }
        let plain = try Self.render(Self.chart(style: nil), [], in: folder, name: "plain")
        let bytes = try Self.render(Self.chart(style: nil), ["--unit", "bytes", "--bytes", "si"], in: folder, name: "bytes")
        let fromFile = try Self.render(Self.chart(style: "\"unit\": \"bytes\", \"bytes\": \"si\""), [], in: folder, name: "bytes-file")
        #expect(bytes != plain && bytes == fromFile)
        let perSeries = try Self.render(Self.chart(style: nil), ["--unit", "a=ms", "--unit", "Beta=req/s"], in: folder, name: "series")
        #expect(perSeries != plain)
    }
}
