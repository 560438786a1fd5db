import CollectionLayout
import OrbitSupport

/// One event of the Chrome trace-event format (the JSON that Perfetto and chrome://tracing load):
/// a span, an instant, a counter sample or a name for a process or thread.
///
/// Times are microseconds on the trace's clock; `track` is the event's thread (`tid`) within the
/// one process (`pid` 1) a trace of Orbit has.
package struct TraceEvent: Hashable, Sendable {
    /// The event's `ph`.
    package enum Phase: String, Hashable, Sendable {
        /// `X`: a span with its duration.
        case complete = "X"
        /// `B` / `E`: the beginning and end of a span on one track, which must nest.
        case begin = "B", end = "E"
        /// `i`: a moment, drawn on its thread's track.
        case instant = "i"
        /// `C`: a sample of one or more counters (the arguments), drawn as a counter track.
        case counter = "C"
        /// `M`: a process's or thread's name or sort index.
        case metadata = "M"
    }

    /// An argument's value.
    package enum Value: Hashable, Sendable {
        case integer(Int)
        case number(Double)
        case string(String)
    }

    package var name: String
    /// The event's `cat`; empty for metadata.
    package var category: String
    package var phase: Phase
    /// Microseconds on the trace's clock.
    package var timestamp: Double
    /// `X` only: microseconds.
    package var duration: Double?
    package var track: Int
    /// In the order written.
    package var arguments: [(key: String, value: Value)]

    package init(
        _ name: String, category: String = "", phase: Phase, timestamp: Double, duration: Double? = nil, track: Int,
        arguments: [(key: String, value: Value)] = []
    ) {
        self.name = name
        self.category = category
        self.phase = phase
        self.timestamp = timestamp
        self.duration = duration
        self.track = track
        self.arguments = arguments
    }

    /// The process id of every event.
    package static let processID = 1

    /// Timestamps and durations are written rounded to a nanosecond (three decimals of a
    /// microsecond), so that a virtual clock's thirds of a frame print the same on every machine.
    static let nanosecondsPerMicrosecond = 1000.0

    /// The event as one JSON object, keys in a fixed order.
    package var json: String {
        var json = JSONText()
        json.beginObject()
        json.key("name"); json.string(name)
        if !category.isEmpty { json.key("cat"); json.string(category) }
        json.key("ph"); json.string(phase.rawValue)
        json.key("ts"); json.number(Self.rounded(timestamp))
        if let duration {
            // The end rounded as the start is, so that a span ending where the next begins does
            // not overlap it by a rounding (Perfetto refuses overlapping spans on a thread).
            let nanoseconds = Self.nanoseconds(timestamp + max(0, duration)) - Self.nanoseconds(timestamp)
            json.key("dur"); json.number(Double(nanoseconds) / Self.nanosecondsPerMicrosecond)
        }
        json.key("pid"); json.integer(Self.processID)
        json.key("tid"); json.integer(track)
        // An instant drawn on its thread's track (not across the process or the whole trace).
        if phase == .instant { json.key("s"); json.string("t") }
        if !arguments.isEmpty {
            json.key("args")
            json.beginObject()
            for (key, value) in arguments {
                json.key(key)
                switch value {
                case .integer(let integer): json.integer(integer)
                case .number(let number): json.number(number)
                case .string(let string): json.string(string)
                }
            }
            json.endObject()
        }
        json.endObject()
        return json.text
    }

    /// `microseconds` rounded to a whole nanosecond (0 when not finite).
    static func rounded(_ microseconds: Double) -> Double {
        Double(nanoseconds(microseconds)) / nanosecondsPerMicrosecond
    }

    /// `microseconds` as whole nanoseconds (0 when not finite; clamped to a century).
    static func nanoseconds(_ microseconds: Double) -> Int64 {
        guard microseconds.isFinite else { return 0 }
        return Int64((microseconds * nanosecondsPerMicrosecond).rounded().clamped(to: -3e18...3e18))
    }

    package static func == (lhs: TraceEvent, rhs: TraceEvent) -> Bool { lhs.json == rhs.json }
    package func hash(into hasher: inout Hasher) { hasher.combine(json) }
}

extension Double {
    fileprivate func clamped(to range: ClosedRange<Double>) -> Double { Swift.min(Swift.max(self, range.lowerBound), range.upperBound) }
}
