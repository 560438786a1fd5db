import Testing

@testable import Playground

@Suite struct AllocatorPolicyTests {
    /// glibc accepts the fixed mmap threshold (a rejected option would leave the dynamic one on).
    @Test func glibcAcceptsTheFixedMmapThreshold() {
        #expect(AllocatorPolicy.apply())
    }
}
