import CollectionLayout
import OrbitRendering
import OrbitTestSupport
import Testing

@testable import Playground

extension SDLTests {
    @Suite struct NoDisplayTests {
        let options = PlaygroundOptions(layout: .ring, itemCount: 5, windowSize: Size(width: 320, height: 200))

        func failure(_ environment: [String: String]) -> PlaygroundError? {
            do {
                try PlaygroundApp.run(options, environment: environment, warn: { _ in }, say: { _ in })
                return nil
            } catch {
                return error
            }
        }

        @Test func withoutADisplayPlaySaysWhatToDoInOneLine() throws {
            let error = try #require(failure([:]))
            #expect(error.noDisplay)
            #expect(error.message.contains("xvfb-run") && error.message.contains("orbit shot") && !error.message.contains("\n"))
        }

        @Test func theDummyDriverCountsAsNoDisplay() throws {
            let error = try #require(failure(["SDL_VIDEODRIVER": "dummy"]))
            #expect(error.noDisplay && error.message.contains("dummy"))
        }
    }
}
