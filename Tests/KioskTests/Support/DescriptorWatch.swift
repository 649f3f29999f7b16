import Foundation

/// The soak's check for leaked file descriptors: `/proc/self/fd` counted once per simulated
/// hour (``record()``), and a verdict on the counts (``leak(in:)``). Shared by the week's soak
/// (`KioskWeekSoakTests`) and the test that plants a leak to show the check fails
/// (`DescriptorWatchTests`).
///
/// The fewest open during the last simulated day are compared with the fewest during the second
/// half of the first (warm-up: hours 12–24). Tests running beside the soak in the same process
/// open and close their own descriptors, so the least of each stretch is compared, with
/// ``margin``: a leaked descriptor never closes, a neighbour's does. What it can catch follows:
/// a leak per frame, tick, read or hour over the week (≥ 144 left open between the stretches);
/// over two days (the ASan run's `WLCHARTS_SOAK_DAYS=2`) a leak per tick or read (≥ 2,880), not one
/// per hour (24) or per day — the separate `kiosk-soak` process, which nothing shares, shows those.
struct DescriptorWatch {
    /// How many more the last day may keep open than warm-up did.
    static let margin = 32

    /// The counts, one per simulated hour.
    private(set) var hourly: [Int] = []

    /// Counts the open descriptors now.
    mutating func record() { hourly.append(Self.openDescriptors()) }

    /// The verdict on ``hourly``.
    var leak: String? { Self.leak(in: hourly) }

    /// Open file descriptors of this process.
    static func openDescriptors() -> Int {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []).count
    }

    /// `nil` when `hourly` (a count per simulated hour, at least two days of them) shows no leak;
    /// else what it shows. Too few hours or no count at all (no `/proc`) is a finding too: a
    /// check that cannot look must not pass.
    static func leak(in hourly: [Int]) -> String? {
        guard hourly.count >= 48 else { return "only \(hourly.count) hours counted: a warm-up day and a last day are needed" }
        let warm = hourly[12 ..< 24].min() ?? 0, last = hourly.suffix(24).min() ?? 0
        guard warm > 2 else { return "no descriptors counted (\(warm) after warm-up): is /proc mounted?" }
        guard last > warm + margin else { return nil }
        return "open descriptors \(warm) after warm-up, \(last) in the last day (more than \(margin) kept): \(hourly)"
    }
}
