/// Puts the compositor's input timestamps on the client's clock (`monotonicSeconds()`).
///
/// Every `wl_pointer` and `wl_touch` event carries the time it happened, in milliseconds on a clock
/// of the compositor's (the protocol fixes no base) that wraps every 49.7 days. The client reads
/// events later than that — after drawing a frame, or all at once when the machine is busy — so
/// the time an event is *read* says little about how fast a finger moved: a flick read in one burst
/// looks like no motion at all. The clock keeps the compositor's spacing between events and moves
/// it onto the client's clock:
///
/// - the first event is anchored at the moment it is read;
/// - later events keep their spacing from it (the offset between the two clocks stays);
/// - an event that would land ahead of the moment it was read moves the offset an eighth of the
///   way back, so a late first anchor fades out without squashing a burst;
/// - an event more than `ahead` in the future or `behind` in the past of its reading (a
///   compositor whose clock jumped, a client that slept) re-anchors;
/// - times never go backwards, across wrapping and jumps.
///
/// - Complexity: O(1) per event, no allocation.
struct EventClock: Sendable {
    /// How far ahead of its reading an event may land before the clock re-anchors, in seconds.
    package static let ahead = 0.1
    /// How far behind its reading an event may land before the clock re-anchors, in seconds.
    package static let behind = 1.0

    private var lastRaw: UInt32?
    private var milliseconds: Int64 = 0
    private var offset = 0.0
    /// The last time handed out (seconds on the client's clock).
    package private(set) var latest: Double?

    public init() {}

    /// The time of an event stamped `raw` (the compositor's milliseconds) and read at `now`
    /// (`monotonicSeconds()`).
    public mutating func seconds(forEventAt raw: UInt32, readAt now: Double) -> Double {
        if let lastRaw {
            milliseconds &+= Int64(Int32(bitPattern: raw &- lastRaw))   // the signed step survives wrapping
        } else {
            milliseconds = Int64(raw)
            offset = now - Double(milliseconds) / 1000
        }
        lastRaw = raw
        let stamp = Double(milliseconds) / 1000
        var time = stamp + offset
        if time > now + Self.ahead || time < now - Self.behind {
            offset = now - stamp
            time = now
        } else if time > now {
            offset -= (time - now) / 8
        }
        time = max(time, latest ?? time)
        latest = time
        return time
    }

    /// The time of an event without a stamp of its own (a frame, a cancel, an enter): the last
    /// stamped one when it is recent (the frame that closes it), else `now`.
    public func seconds(readAt now: Double) -> Double {
        guard let latest, now - latest <= Self.behind else { return now }
        return latest
    }
}
