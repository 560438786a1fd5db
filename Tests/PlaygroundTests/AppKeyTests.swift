import CollectionLayout
import OrbitSession
import Playground
import Testing

/// The playground's own keys: the session leaves them alone and hands them over in order.
@Suite struct AppKeyTests {
    @Test func gTogglesTheProfilerGraph() {
        #expect(AppCommand(key: "g") == .toggleProfiler)
        #expect(AppCommand(key: "G") == .toggleProfiler)
        var session = PlaygroundSession(layout: .ring, itemCount: 5, boundsSize: Size(width: 400, height: 300))
        session.handle(.key("g"), at: 0.1)
        session.handle(.key("H"), at: 0.2)
        session.handle(.key("g"), at: 0.3)
        #expect(session.takeUnhandledKeys().compactMap(AppCommand.init(key:)) == [.toggleProfiler, .toggleHUD, .toggleProfiler])
        #expect(session.takeUnhandledKeys().isEmpty)
    }

    /// docs/reference/INTERACTION.md's mapping of the app's keys.
    @Test func theTableAgreesWithTheDocumentedMapping() {
        #expect(AppCommand(key: "q") == .quit && AppCommand(key: "escape") == .quit)
        #expect(AppCommand(key: "p") == .screenshot && AppCommand(key: "h") == .toggleHUD)
        #expect(AppCommand(key: "f11") == .toggleFullscreen)
        #expect(AppCommand(key: "space") == nil && AppCommand(key: "d") == nil)
    }

    /// No key is bound twice: the session's and the app's tables are disjoint.
    @Test func theSessionAndTheAppNeverShareAKey() {
        #expect(Set(AppCommand.keys.keys).isDisjoint(with: KeyCommand.namedKeys.keys))
    }
}
