import Testing

@testable import OrbitRendering

/// The HUD's warning when a live layout makes the session's memory climb: samples on an injected
/// clock, the figures in the line computed here.
@Suite struct MemoryGrowthDetectorTests {
    static let megabyte = 1_048_576

    @Test func aSteadyClimbIsReportedWithItsFigures() throws {
        var detector = MemoryGrowthDetector()
        detector.reloaded(version: 3, at: 100, bytes: 139 * Self.megabyte)
        // 56 MB a second, sampled every second: 139 MB to 1,259 MB (1.23 GB) in 20 s.
        var warnings: [(Double, String)] = []
        for second in 1...20 {
            let bytes = (139 + 56 * second) * Self.megabyte
            if let line = detector.sample(at: 100 + Double(second), bytes: bytes) { warnings.append((Double(second), line)) }
        }
        // Not before a whole window (10 s) of samples, nor before 256 MB of growth.
        let first = try #require(warnings.first)
        #expect(first.0 == detector.window)
        let last = try #require(warnings.last)
        let gigabytes = Double(139 + 56 * 20) / 1024
        #expect(last.1 == "memory grows without bound since reload v3: 139 MB to \(HUDStatus.format(gigabytes, digits: 2)) GB in 20 s "
            + "(+56 MB/s): the layout keeps what it allocates")
    }

    @Test func flatMemoryAOneOffAllocationAndAStopAreNotWarnings() {
        var detector = MemoryGrowthDetector()
        #expect(detector.sample(at: 0, bytes: 1 << 30) == nil, "nothing reloaded yet")
        detector.reloaded(version: 2, at: 0, bytes: 139 * Self.megabyte)
        for second in 1...30 {
            // Flat but for a single 600 MB allocation at 12 s (a cache built once).
            let bytes = (second < 12 ? 139 : 739) * Self.megabyte
            #expect(detector.sample(at: Double(second), bytes: bytes) == nil, "at \(second) s")
        }
        // A slow climb (2 MB/s) stays quiet too.
        detector.reloaded(version: 3, at: 100, bytes: 139 * Self.megabyte)
        for second in 1...200 {
            #expect(detector.sample(at: 100 + Double(second), bytes: (139 + 2 * second) * Self.megabyte) == nil)
        }
        // A climb that stops: the warning goes once a window has passed without growth.
        detector.reloaded(version: 4, at: 1_000, bytes: 100 * Self.megabyte)
        var last: String?
        for second in 1...40 {
            let bytes = (100 + 50 * min(second, 20)) * Self.megabyte
            last = detector.sample(at: 1_000 + Double(second), bytes: bytes)
            if second == 20 { #expect(last != nil) }
        }
        #expect(last == nil)
    }

    @Test func aReloadStartsOver() {
        var detector = MemoryGrowthDetector()
        detector.reloaded(version: 1, at: 0, bytes: 100 * Self.megabyte)
        for second in 1...15 { _ = detector.sample(at: Double(second), bytes: (100 + 40 * second) * Self.megabyte) }
        #expect(detector.sample(at: 16, bytes: 740 * Self.megabyte) != nil)
        detector.reloaded(version: 2, at: 16, bytes: 740 * Self.megabyte)
        #expect(detector.sample(at: 17, bytes: 780 * Self.megabyte) == nil, "a new version gets a window of its own")
        #expect(detector.version == 2)
    }

    @Test func sizesReadAsAPersonWouldWriteThem() {
        #expect(MemoryGrowthDetector.format(139 * Self.megabyte) == "139 MB")
        #expect(MemoryGrowthDetector.format(1300 * Self.megabyte) == "1.27 GB")
    }
}
