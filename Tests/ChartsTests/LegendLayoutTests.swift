import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// Legends that fit (issue 34): pills wrap to at most three rows and 15 % of the height, the
/// rest collapse behind a `+N` pill whose list reaches every series; long names are cut in the
/// middle.
@Suite struct LegendLayoutTests {
    func measure(_ s: String, _ size: Double) -> Double { Double(s.count) * size * 0.55 }

    /// The columns of the real employment table (vega_datasets' us-employment.csv).
    static let employment = [
        "nonfarm", "private", "goods_producing", "service_providing", "private_service_providing", "mining_and_logging",
        "construction", "manufacturing", "durable_goods", "nondurable_goods", "trade_transportation_utilties",
        "wholesale_trade", "retail_trade", "transportation_and_warehousing", "utilities", "information",
        "financial_activities", "professional_and_business_services", "education_and_health_services",
        "leisure_and_hospitality", "other_services", "government", "nonfarm_change",
    ]

    static func names(_ n: Int) -> [String] { (0 ..< n).map { employment[$0 % employment.count] + ($0 < employment.count ? "" : "_\($0)") } }

    @Test func longNamesAreCutInTheMiddle() {
        let m: (String) -> Double = { Double($0.count) * 7 }
        #expect(MiddleEllipsis.fit("trade_transportation_utilties", maxWidth: 19 * 7, measure: m) == "trade_tra…_utilties")
        #expect(MiddleEllipsis.fit("nonfarm", maxWidth: 7 * 7, measure: m) == "nonfarm")
        #expect(MiddleEllipsis.fit("nonfarm", maxWidth: 6 * 7, measure: m) == "non…rm")
        #expect(MiddleEllipsis.fit("nonfarm", maxWidth: 1, measure: m) == "…")
    }

    @Test func pillsKeepToTheirRowsAndTheRestCollapse() {
        for (w, h) in ScreenLayoutTests.sizes + [(1000, 600), (320, 240)] {
            for s in [1.0, 2] {
                for n in [2, 7, 23, 200, 10_000] {
                    let l = ScreenLayout(width: w * Int(s), height: h * Int(s), scale: s, title: "Employment",
                                         range: "1 January 2006 – 1 December 2015", pillLabels: Self.names(n), measure: measure)
                    let at = "\(n) series at \(w)×\(h)@\(s)"
                    let shown = l.pills.filter { !$0.isEmpty }
                    let rows = Set(shown.map(\.minY)).count
                    #expect(rows <= ScreenLayout.Metrics.legendRows, "\(at): \(rows) rows")
                    let top = shown.map(\.minY).min() ?? l.bounds.maxY
                    let share = (l.bounds.maxY - l.px(ScreenLayout.Metrics.padding) - top) / l.bounds.height
                    #expect(rows <= 1 || share <= ScreenLayout.Metrics.legendShare, "\(at): pills take \(share)")
                    #expect(l.pills.count == n && l.pillTexts.count == n)
                    // The first series have pills, the rest are behind `+N`, and nothing overlaps.
                    #expect(l.pills[..<l.collapsed.lowerBound].allSatisfy { !$0.isEmpty } || l.collapsed.isEmpty, "\(at)")
                    #expect(l.pills[l.collapsed].allSatisfy { $0.isEmpty })
                    #expect((l.morePill != nil) == !l.collapsed.isEmpty, "\(at)")
                    #expect(l.collapsed.isEmpty || (l.collapsed.upperBound == n && l.moreText == "+\(l.collapsed.count)"))
                    let boxes = shown + [l.morePill].compactMap { $0 }
                    for (i, p) in boxes.enumerated() {
                        #expect(p.minX >= 0 && p.maxX <= l.bounds.maxX + 1e-9 && p.maxY <= l.bounds.maxY + 1e-9, "\(at): \(p)")
                        #expect(p.minY >= l.overview.maxY)
                        for q in boxes[(i + 1)...] { #expect(!p.intersects(q), "\(at): \(p) and \(q)") }
                    }
                    #expect(l.plot.height >= 80 * l.scale, "\(at): plot too small")
                }
            }
        }
    }

    /// Every collapsed series has a row in the list the `+N` pill opens (up to what a panel over
    /// the plot holds: the rest are counted in its last row).
    @Test func theListReachesEveryCollapsedSeries() throws {
        for (w, h) in ScreenLayoutTests.sizes + [(1000, 600), (320, 240)] {
            for n in [23, 200, 10_000] {
                let l = ScreenLayout(width: w, height: h, scale: 1, title: "Employment", range: "1 January 2006 – 1 December 2015",
                                     pillLabels: Self.names(n), measure: measure)
                guard !l.collapsed.isEmpty else { continue }
                let list = try #require(LegendListLayout(layout: l, labels: Self.names(n), measure: measure))
                let at = "\(n) series at \(w)×\(h)"
                #expect(list.first == l.collapsed.lowerBound && list.rows.count + list.unlisted == l.collapsed.count, "\(at)")
                if n == 23 && w >= 1000 && h >= 600 { #expect(list.unlisted == 0, "\(at): all 23 reachable") }
                #expect(list.panel.minX >= 0 && list.panel.minY >= 0 && list.panel.maxX <= l.bounds.maxX + 1e-9, "\(at)")
                #expect(!list.panel.intersects(l.morePill!), "\(at): the list covers its pill")
                for (i, r) in list.rows.enumerated() {
                    #expect(list.panel.contains(Point(r.midX, r.midY)) && r.maxX <= list.panel.maxX + 1e-9, "\(at): \(r)")
                    if i + 1 < list.rows.count { #expect(!r.insetBy(dx: 0, dy: 1e-6).intersects(list.rows[i + 1])) }
                }
            }
        }
    }
}
