import CollectionLayout
import OrbitSession
import OrbitSupport
import Playground

/// How `orbit bench --render` prints a result: a table row or one JSON object, milliseconds.
enum RenderBenchReport {
    static let tableHeader = [
        BenchReport.pad("renderer", 16), BenchReport.pad("sprites", 8, right: true), BenchReport.pad("visible", 8, right: true),
        BenchReport.pad("frame p50", 10, right: true), BenchReport.pad("p99", 7, right: true),
        BenchReport.pad("layout p50", 11, right: true), BenchReport.pad("p99", 7, right: true),
        BenchReport.pad("draw p50", 9, right: true), BenchReport.pad("p99", 7, right: true),
        BenchReport.pad("present p50", 12, right: true), BenchReport.pad("p99", 7, right: true),
    ].joined(separator: " ")

    /// "500", or "498-500" when the visible count changed during the run.
    static func visible(_ result: RenderBenchmark.Result) -> String {
        result.visibleMinimum == result.visibleMaximum
            ? String(result.visibleMinimum) : "\(result.visibleMinimum)-\(result.visibleMaximum)"
    }

    /// The renderer, with "3D" after it for the perspective scene.
    static func label(_ result: RenderBenchmark.Result) -> String {
        result.scene == .perspective ? result.renderer + " 3D" : result.renderer
    }

    /// The line under the table that states a 3D row's tessellation cost.
    static func tessellationNote(_ result: RenderBenchmark.Result) -> String {
        "\(label(result)): \(result.sprites) perspective sprites on a cylinder, \(result.triangles) triangles a frame "
            + "(\(BenchReport.fixed(Double(result.triangles) / Double(max(1, result.visibleMaximum)), 1)) an item); "
            + "tessellation p50 \(BenchReport.fixed(result.tessellation.p50, 3)) ms, p99 \(BenchReport.fixed(result.tessellation.p99, 3)) ms of the draw"
    }

    static func tableRow(_ result: RenderBenchmark.Result) -> String {
        func ms(_ value: Double, _ width: Int) -> String { BenchReport.pad(BenchReport.fixed(value, 2), width, right: true) }
        return [
            BenchReport.pad(label(result), 16), BenchReport.pad(String(result.sprites), 8, right: true),
            BenchReport.pad(visible(result), 8, right: true),
            ms(result.frame.p50, 10), ms(result.frame.p99, 7), ms(result.layout.p50, 11), ms(result.layout.p99, 7),
            ms(result.draw.p50, 9), ms(result.draw.p99, 7), ms(result.present.p50, 12), ms(result.present.p99, 7),
        ].joined(separator: " ")
    }

    /// One object; `present_call` names what `present_ms` measures.
    static func json(_ result: RenderBenchmark.Result, size: Size, presentCall: String) -> String {
        var json = JSONText()
        json.beginObject()
        json.key("renderer"); json.string(result.renderer)
        json.key("sprites"); json.integer(result.sprites)
        json.key("visible"); json.integer(result.visibleMinimum)
        json.key("visible_max"); json.integer(result.visibleMaximum)
        json.key("frames"); json.integer(result.frames)
        json.key("size"); json.string("\(BenchReport.fixed(size.width, 0))x\(BenchReport.fixed(size.height, 0))")
        for (name, part) in [("frame", result.frame), ("layout", result.layout), ("draw", result.draw), ("present", result.present)] {
            json.key("\(name)_ms_p50"); json.number(BenchReport.rounded(part.p50, 4))
            json.key("\(name)_ms_p99"); json.number(BenchReport.rounded(part.p99, 4))
        }
        json.key("present_call"); json.string(presentCall)
        json.key("scene"); json.string(result.scene.rawValue)
        if result.scene == .perspective {
            json.key("triangles_p50"); json.integer(result.triangles)
            json.key("tessellation_ms_p50"); json.number(BenchReport.rounded(result.tessellation.p50, 4))
            json.key("tessellation_ms_p99"); json.number(BenchReport.rounded(result.tessellation.p99, 4))
        }
        json.endObject()
        return json.text
    }
}
