import Testing

@testable import Playground

@Suite struct PlatformInfoTests {
    @Test func reportsTheLinkedSDLLibraries() {
        let text = PlatformInfo.linkedLibraries
        #expect(text.hasPrefix("SDL 2."))
        #expect(text.contains("SDL2_ttf 2."))
        #expect(text.contains("SDL2_image 2."))
    }
}
