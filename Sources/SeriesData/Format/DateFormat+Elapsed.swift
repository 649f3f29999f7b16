extension DateFormat {
    /// An x label as a duration since the first sample (`--elapsed`): `label.local` is the time
    /// since it (ms), and the label's rank the finest unit written: `45s`, `3m35s`, `1h05m`,
    /// `2d`, `2d03h`; trailing zero parts are left out (`1h` on a minute label at a whole hour),
    /// `0` at the first sample. Allocation-free.
    package static func elapsedLabel(_ label: XAxisLabel) -> String {
        LabelText.make { w in elapsed(label.local, finest: XTimeLadder.unit(ofRank: label.rank), &w) }
    }

    /// `ms` as days, hours, minutes and seconds, from the largest non-zero part down to `finest`
    /// (days for coarser units).
    static func elapsed(_ ms: Int64, finest: XTimeLadder.Unit, _ w: inout LabelText.Writer) {
        let seconds = Int(ms.magnitude / 1000)
        guard seconds > 0 else { w.byte(48); return }   // "0": the first sample
        if ms < 0 { w.byte(45) }   // "-": before it
        // Parts 0…3: days, hours, minutes, seconds.
        func part(_ i: Int) -> Int {
            switch i {
            case 0: seconds / 86_400
            case 1: seconds / 3600 % 24
            case 2: seconds / 60 % 60
            default: seconds % 60
            }
        }
        let f = finest >= .day ? 0 : finest == .hour ? 1 : finest == .minute ? 2 : 3
        var first = f
        for i in 0 ... f where part(i) != 0 { first = i; break }
        var last = first
        for i in first ... f where part(i) != 0 { last = i }
        for i in first ... last {
            if i == first { w.int(part(i)) } else { w.two(part(i)) }
            w.byte(i == 0 ? 100 : i == 1 ? 104 : i == 2 ? 109 : 115)   // d h m s
        }
    }
}
