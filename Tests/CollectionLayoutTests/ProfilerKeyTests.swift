import Testing

@testable import CollectionLayout

@Suite struct ProfilerKeyTests {
    @Test func gTogglesTheProfilerGraph() {
        #expect(KeyCommand(key: "g") == .app(.toggleProfiler))
        #expect(KeyCommand(key: "G") == .app(.toggleProfiler))
        var session = PlaygroundSession(layout: .ring, itemCount: 5, boundsSize: Size(width: 400, height: 300))
        session.handle(.key("g"), at: 0.1)
        session.handle(.key("h"), at: 0.2)
        session.handle(.key("g"), at: 0.3)
        #expect(session.takeAppCommands() == [.toggleProfiler, .toggleHUD, .toggleProfiler])
    }
}
