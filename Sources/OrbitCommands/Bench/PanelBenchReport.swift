import CollectionLayout
import OrbitSession
import OrbitSupport
import Playground

/// How `orbit bench --render --panel` prints a result: a table row or one JSON object, milliseconds.
enum PanelBenchReport {
    static let tableHeader = [
        BenchReport.pad("renderer", 16), BenchReport.pad("panel", 7), BenchReport.pad("layouts", 8, right: true),
        BenchReport.pad("frame p50", 10, right: true), BenchReport.pad("p99", 7, right: true),
        BenchReport.pad("panel p50", 10, right: true), BenchReport.pad("p99", 7, right: true),
        BenchReport.pad("present p50", 12, right: true), BenchReport.pad("p99", 7, right: true),
        BenchReport.pad("redrawn", 8, right: true),
    ].joined(separator: " ")

    static func tableRow(_ result: PanelBenchmark.Result) -> String {
        func ms(_ value: Double, _ width: Int) -> String { BenchReport.pad(BenchReport.fixed(value, 2), width, right: true) }
        return [
            BenchReport.pad(result.renderer, 16), BenchReport.pad(result.panelShown ? "shown" : "hidden", 7),
            BenchReport.pad(String(result.layouts), 8, right: true), ms(result.frame.p50, 10), ms(result.frame.p99, 7),
            ms(result.panel.p50, 10), ms(result.panel.p99, 7), ms(result.present.p50, 12), ms(result.present.p99, 7),
            BenchReport.pad(String(result.panelRedraws), 8, right: true),
        ].joined(separator: " ")
    }

    /// The line under a renderer's two rows: what showing the panel adds to the frame's p50 and
    /// p99, against the 1 ms the panel is allowed.
    static func costNote(hidden: PanelBenchmark.Result, shown: PanelBenchmark.Result) -> String {
        let p50 = shown.frame.p50 - hidden.frame.p50, p99 = shown.frame.p99 - hidden.frame.p99
        func signed(_ value: Double) -> String { (value >= 0 ? "+" : "") + BenchReport.fixed(value, 2) }
        return "\(shown.renderer): the panel shown changes the frame by \(signed(p50)) ms at the p50 and \(signed(p99)) ms at the p99 "
            + "(\(p99 <= 1 ? "within" : "over") 1 ms at the p99)"
    }

    static func json(_ result: PanelBenchmark.Result, size: Size) -> String {
        var json = JSONText()
        json.beginObject()
        json.key("renderer"); json.string(result.renderer)
        json.key("panel"); json.string(result.panelShown ? "shown" : "hidden")
        json.key("layouts"); json.integer(result.layouts)
        json.key("frames"); json.integer(result.frames)
        json.key("panel_redraws"); json.integer(result.panelRedraws)
        json.key("size"); json.string("\(BenchReport.fixed(size.width, 0))x\(BenchReport.fixed(size.height, 0))")
        for (name, part) in [("frame", result.frame), ("panel", result.panel), ("present", result.present)] {
            json.key("\(name)_ms_p50"); json.number(BenchReport.rounded(part.p50, 4))
            json.key("\(name)_ms_p99"); json.number(BenchReport.rounded(part.p99, 4))
        }
        json.endObject()
        return json.text
    }
}
