/// Where one frame's time went, milliseconds: what the profiler graph stacks.
package struct FrameSample: Hashable, Sendable {
    /// Advancing the session and computing the displayed items.
    package var layout: Double
    /// Building the draw list and issuing the draw calls (HUD included).
    package var draw: Double
    /// `SDL_RenderPresent`; 0 when it waits for vsync (the wait is not the frame's cost).
    package var present: Double
    /// The whole frame's work (events and the rest included); at least the sum of the parts.
    package var frame: Double

    package init(layout: Double, draw: Double, present: Double, frame: Double) {
        self.layout = max(0, layout)
        self.draw = max(0, draw)
        self.present = max(0, present)
        self.frame = max(frame, self.layout + self.draw + self.present)
    }

    /// Time not in layout, draw or present: events, the HUD's bookkeeping, screenshots.
    package var other: Double { frame - layout - draw - present }
}

/// The last `capacity` frames for the profiler graph: a ring buffer, oldest overwritten first, and
/// the percentiles the graph prints, refreshed only when asked (so the text changes a few times a
/// second, not every frame).
public struct FrameHistory: Sendable {
    /// p50 and p99 of the whole frame and the p50 of each part, milliseconds.
    package struct Summary: Hashable, Sendable {
        package var frameP50: Double
        package var frameP99: Double
        package var layoutP50: Double
        package var drawP50: Double
        package var presentP50: Double
    }

    package let capacity: Int
    private var storage: [FrameSample] = []
    /// Where the next sample goes once the buffer is full.
    private var next = 0
    /// The figures as of the last `refreshSummary()`; nil before it or with no samples.
    package private(set) var summary: Summary?
    /// False when present waits for vsync and is left out of the samples (the graph says so).
    package var includesPresent = true

    /// 240 frames: four seconds at 60 fps.
    package init(capacity: Int = 240) {
        self.capacity = max(1, capacity)
        storage.reserveCapacity(self.capacity)
    }

    package var count: Int { storage.count }
    package var isEmpty: Bool { storage.isEmpty }

    /// Adds the latest frame, dropping the oldest when full.
    package mutating func append(_ sample: FrameSample) {
        if storage.count < capacity {
            storage.append(sample)
        } else {
            storage[next] = sample
        }
        next = (next + 1) % capacity
    }

    /// The samples, oldest first.
    ///
    /// - Complexity: O(count).
    package var samples: [FrameSample] {
        guard storage.count == capacity, next > 0 else { return storage }
        return Array(storage[next...] + storage[..<next])
    }

    /// The longest frame held, milliseconds (0 when empty).
    ///
    /// - Complexity: O(count).
    package var maximumFrame: Double { storage.reduce(0) { max($0, $1.frame) } }

    /// Recomputes `summary` from the samples held.
    ///
    /// - Complexity: O(count log count).
    package mutating func refreshSummary() {
        guard !storage.isEmpty else {
            summary = nil
            return
        }
        func p50(_ part: (FrameSample) -> Double) -> Double { FrameStats.percentile(0.5, of: storage.map(part)) ?? 0 }
        summary = Summary(
            frameP50: p50(\.frame), frameP99: FrameStats.percentile(0.99, of: storage.map(\.frame)) ?? 0,
            layoutP50: p50(\.layout), drawP50: p50(\.draw), presentP50: p50(\.present))
    }
}
