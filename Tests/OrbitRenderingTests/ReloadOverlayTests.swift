import CollectionLayout
import OrbitSession
import Foundation
import Testing

@testable import OrbitRendering

/// The reload panel's wrapping and the HUD's reload line, from sizes and strings alone.
@Suite struct ReloadOverlayTests {
    @Test func overlayLinesWrapAtSpacesAndCutLongWords() {
        let fits: (String) -> Bool = { $0.count <= 10 }
        #expect(ReloadOverlay.wrap("Spiral.swift:15:31: error: cannot find", fits: fits).allSatisfy(fits))
        #expect(ReloadOverlay.wrap("one two three four", fits: fits) == ["one two", "three four"])
        #expect(ReloadOverlay.wrap("abcdefghijklmnopqrstuvwxyz", fits: fits).joined() == "abcdefghijklmnopqrstuvwxyz")
        #expect(ReloadOverlay.wrap("", fits: fits) == [""])
    }

    @Test func theHUDShowsTheReloadLineAfterTheFigures() {
        var status = HUDStatus(layout: .ring, itemCount: 3)
        status.reload = "reload v3: 0.52 s (compile 0.41, check 0.09, load 0.00, frame 0.02)"
        status.note = "note"
        let lines = status.lines(visibleCount: 3)
        #expect(lines.suffix(2) == ["reload v3: 0.52 s (compile 0.41, check 0.09, load 0.00, frame 0.02)", "note"])
    }
}
