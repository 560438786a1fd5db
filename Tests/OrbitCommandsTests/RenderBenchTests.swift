import CollectionLayout
import Foundation
import Playground
import Testing

@testable import OrbitCommands

/// `orbit bench --render`: its report and flags (the measuring loop is tested in PlaygroundTests).
@Suite struct RenderBenchTests {
    func result(visible: ClosedRange<Int> = 500...500) -> RenderBenchmark.Result {
        RenderBenchmark.Result(
            renderer: "opengl", sprites: 500, visibleMinimum: visible.lowerBound, visibleMaximum: visible.upperBound, frames: 240,
            frame: .init(p50: 12.5, p99: 20.25), layout: .init(p50: 0.5, p99: 0.75), draw: .init(p50: 2, p99: 3),
            present: .init(p50: 10, p99: 16.5))
    }

    @Test func jsonHasOneObjectWithEveryPart() throws {
        let text = RenderBenchReport.json(result(), size: Size(width: 1280, height: 800), presentCall: "SDL_RenderPresent")
        #expect(!text.contains("\n"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["renderer"] as? String == "opengl")
        #expect(object["sprites"] as? Int == 500 && object["visible"] as? Int == 500 && object["frames"] as? Int == 240)
        #expect(object["size"] as? String == "1280x800")
        #expect(object["present_call"] as? String == "SDL_RenderPresent")
        for part in ["frame", "layout", "draw", "present"] {
            for percentile in ["p50", "p99"] { #expect(object["\(part)_ms_\(percentile)"] as? Double != nil, "\(part)_ms_\(percentile)") }
        }
        #expect(object["frame_ms_p99"] as? Double == 20.25)
    }

    @Test func tableRowLinesUpWithTheHeader() {
        let row = RenderBenchReport.tableRow(result())
        #expect(row.count == RenderBenchReport.tableHeader.count)
        #expect(row.hasPrefix("opengl "))
        #expect(row.contains(" 12.50 ") && row.hasSuffix("16.50"))
        #expect(RenderBenchReport.tableRow(result(visible: 498...500)).contains(" 498-500 "))
    }

    @Test func theCommandPrintsOneObjectPerSpriteCountAndSaysTheWindowWasSkipped() throws {
        let outcome = try ProcessTests.run(
            ["bench", "--render", "--sprites", "3,7", "--frames", "2", "--size", "320x200", "--json"],
            environment: ["SDL_VIDEODRIVER": "dummy", "PATH": "/usr/bin:/bin"])
        #expect(outcome.status == 0)
        let lines = outcome.output.split(separator: "\n")
        #expect(lines.count == 3)
        for (line, (sprites, scene)) in zip(lines, [(3, "2D"), (7, "2D"), (100, "3D")]) {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object["renderer"] as? String == "software")
            // On the cylinder the items at its sides are seen edge-on, without area: not drawn.
            let visible = object["visible"] as? Int ?? 0
            #expect(object["sprites"] as? Int == sprites && (scene == "2D" ? visible == sprites : visible >= sprites - 2))
            #expect(object["frames"] as? Int == 2)
            #expect(object["scene"] as? String == scene)
        }
        // The 3D row states its tessellation: at least two triangles a quad.
        let perspective = try #require(try JSONSerialization.jsonObject(with: Data(lines[2].utf8)) as? [String: Any])
        #expect((perspective["triangles_p50"] as? Int ?? 0) >= 2 * 100)
        #expect(perspective["tessellation_ms_p50"] is Double)
        let skipped = outcome.errors.components(separatedBy: "\r\u{1B}[K").last ?? ""
        #expect(skipped == "bench: window renderers skipped: SDL_VIDEODRIVER=dummy has no window\n")
    }

    /// The window's paths, each renderer with present (a display is needed: `make test` runs under
    /// xvfb-run), and which one `play --renderer auto` takes here.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil))
    func theWindowIsMeasuredWithEachRendererAndAutoSaysWhichItTakes() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = nil
        let outcome = try ProcessTests.run(
            ["bench", "--render", "--sprites", "5", "--frames", "2", "--size", "160x120"], environment: environment)
        #expect(outcome.status == 0, "\(outcome.errors)")
        let rows = outcome.output.split(separator: "\n")
        let renderers = ["software", "window-software", "opengl"]
        for renderer in renderers {
            // One 2D row and the 3D row each (the notes under the table have a colon).
            #expect(rows.filter { !$0.contains(":") && $0.split(separator: " ").first.map(String.init) == renderer }.count == 2, "\(renderer): \(outcome.output)")
        }
        let auto = try #require(rows.first { $0.hasPrefix("window renderer --renderer auto chooses here: ") }, "\(outcome.output)")
        // On Mesa's llvmpipe (a CPU rasterizer) auto weighs the items: software for flat ones,
        // OpenGL for 3D ones; a GPU takes OpenGL for both.
        #expect(
            auto.hasSuffix("software (flat) for flat items, opengl (3D) for 3D ones")
                || auto.hasSuffix("opengl (GPU) for flat items, opengl (GPU) for 3D ones"), "\(auto)")
    }
}
