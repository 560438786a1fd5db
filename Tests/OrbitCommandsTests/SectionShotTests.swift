import CollectionLayout
import Foundation
import OrbitRendering
import Playground
import Testing

/// `orbit shot --sections`: the headers are drawn (no "not drawn yet" warning), where the layout
/// puts them; one section draws as it did.
@Suite struct SectionShotTests {
    func shot(_ arguments: [String], name: String) throws -> (outcome: ProcessTests.Outcome, image: PixelImage?) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("orbit-section-shot-\(getpid())-\(name).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let outcome = try ProcessTests.run(["shot"] + arguments + ["--out", path], environment: ["SDL_VIDEODRIVER": "dummy"])
        return (outcome, try? PixelImage(contentsOfFile: path))
    }

    @Test func theIssuesFrameDrawsThePinnedHeaderAtTheTop() throws {
        let sectioned = ["--layout", "flow", "--sections", "5,7,3", "--set", "headerHeight=40", "--set", "pinHeaders=true"]
        let (outcome, image) = try shot(sectioned + ["--offset", "0,500"], name: "pinned")
        #expect(outcome.status == 0 && outcome.errors.isEmpty, "\(outcome.errors)")
        let frame = try #require(image)
        #expect(frame.width == 800 && frame.height == 600)
        // The pinned header of section 2 spans the top rows (pushed up by the content's end: the
        // layout has it at 482…522, so window rows 0…21), in the bar's colour right of its label.
        let header = ElementKey(category: .supplementary, kind: ElementKind.header, indexPath: ItemIndexPath(item: 0, section: 2))
        let fill = ElementAppearance.fill(.bar, key: header)
        for y in [1, 10, 20] {
            let pixel = frame[700, y]
            #expect(abs(pixel.red - fill.red) < 0.02 && abs(pixel.green - fill.green) < 0.02 && abs(pixel.blue - fill.blue) < 0.02, "row \(y)")
        }
        // Below it, the backdrop: the frame without --sections has no bar there.
        let (_, plainImage) = try shot(["--layout", "flow", "--items", "15", "--offset", "0,500"], name: "plain")
        let plain = try #require(plainImage)
        #expect(plain[700, 10] != frame[700, 10])
        #expect(plain[700, 300] == frame[700, 300])
    }

    @Test func oneSectionDrawsTheSameBytesAsItems() throws {
        let (one, oneImage) = try shot(["--layout", "flow", "--sections", "30", "--overlay", "labels,frames"], name: "one")
        let (items, itemsImage) = try shot(["--layout", "flow", "--items", "30", "--overlay", "labels,frames"], name: "items")
        #expect(one.status == 0 && items.status == 0)
        let a = try #require(oneImage), b = try #require(itemsImage)
        #expect(a == b)
    }
}

extension SectionShotTests {
    /// `orbit replay --frames`: the session's headers are drawn on every frame (the fonts opened
    /// for their labels), in the bar's colour where the layout puts them.
    @Test func replayFramesDrawTheHeaders() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("orbit-section-replay-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("wait.jsonl")
        try """
            {"t": 0.00, "event": "size", "width": 400, "height": 300}
            {"t": 0.05, "event": "items", "count": 12}

            """.write(to: script, atomically: true, encoding: .utf8)
        let frames = folder.appendingPathComponent("frames").path
        let outcome = try ProcessTests.run(
            ["replay", script.path, "--layout", "flow", "--items", "12", "--set", "headerHeight=40", "--frames", frames],
            environment: ["SDL_VIDEODRIVER": "dummy"])
        #expect(outcome.status == 0, "\(outcome.errors)")
        let first = try PixelImage(contentsOfFile: frames + "/frame-00000.png")
        let header = ElementKey(category: .supplementary, kind: ElementKind.header, indexPath: ItemIndexPath(item: 0, section: 0))
        let fill = ElementAppearance.fill(.bar, key: header)
        // Flow's one header spans the top 40 points; right of its label, the bar's colour.
        for y in [2, 20, 38] {
            let pixel = first[380, y]
            #expect(abs(pixel.red - fill.red) < 0.02 && abs(pixel.green - fill.green) < 0.02 && abs(pixel.blue - fill.blue) < 0.02, "row \(y)")
        }
        // Its label's text is drawn: bright pixels in the bar's left part.
        var bright = 0
        for y in 10..<30 {
            for x in 12..<160 where first[x, y].red > 0.85 && first[x, y].green > 0.85 { bright += 1 }
        }
        #expect(bright > 40, "\(bright)")
    }

    /// A compositional layout learns its element kinds in `prepare` (from its sections): the
    /// shot still opens the fonts and labels its headers.
    @Test func aCompositionalLayoutsHeadersAreLabelled() throws {
        let (outcome, image) = try shot(["--layout", "section-headers", "--sections", "5,5"], name: "compositional")
        #expect(outcome.status == 0 && outcome.errors.isEmpty, "\(outcome.errors)")
        let frame = try #require(image)
        // The first header's label: bright text pixels in the bar's left part (the bar is dark).
        var bright = 0
        for y in 8..<36 {
            for x in 16..<200 where frame[x, y].red > 0.85 && frame[x, y].green > 0.85 { bright += 1 }
        }
        #expect(bright > 40, "\(bright)")
    }
}
