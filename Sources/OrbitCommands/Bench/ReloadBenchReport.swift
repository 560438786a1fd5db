import CollectionLayout
import OrbitSession
import OrbitSupport
import LiveLayouts

/// How `orbit bench --reload` prints its result: a table, or one JSON object (milliseconds).
enum ReloadBenchReport {
    /// The figures of a run, p50 and p99 by nearest rank, with the edit-build-relaunch baseline
    /// when it was measured.
    struct Summary {
        var result: ReloadBenchmark.Result
        /// Each edit-build-relaunch loop measured: what was edited, and its cycles.
        var baselines: [(name: String, cycles: [RelaunchBaseline.Cycle])] = []
        /// Why a baseline is missing, or nil.
        var baselineNote: String?

        /// The rows of the table: a name, its JSON key, and how to read it from a cycle, seconds.
        static let stages: [(name: String, key: String, value: @Sendable (ReloadBenchmark.Cycle) -> Double)] = [
            ("save to frame", "reload", \.total), ("detect", "detect", \.detect), ("compile", "compile", \.compile),
            ("check", "check", \.check), ("load", "load", \.load), ("frame", "frame", \.frame),
        ]

        func milliseconds(_ fraction: Double, _ value: (ReloadBenchmark.Cycle) -> Double) -> Double {
            result.percentile(fraction, value) * 1000
        }

        /// A baseline's p50, milliseconds, of the whole loop or of one part.
        static func milliseconds(_ cycles: [RelaunchBaseline.Cycle], _ value: (RelaunchBaseline.Cycle) -> Double = \.total) -> Double {
            LayoutBenchmark.percentile(cycles.map(value), 0.5) * 1000
        }

        /// How many times faster a reload is than `cycles`, p50 against p50.
        func speedup(over cycles: [RelaunchBaseline.Cycle]) -> Double {
            Self.milliseconds(cycles) / Swift.max(milliseconds(0.5, \.total), 1e-9)
        }
    }

    static func table(_ summary: Summary) -> String {
        let result = summary.result
        let configuration = result.configuration
        var lines = [
            "reload: \(result.fileName) (\(result.layoutNames.joined(separator: ", "))), \(result.cycles.count) edits, "
                + "check \(configuration.check ? "on" : "off"), \(configuration.itemCount) items at "
                + "\(ParameterValue.format(configuration.boundsSize.width))x\(ParameterValue.format(configuration.boundsSize.height))",
            BenchReport.pad("stage", 15) + BenchReport.pad("ms p50", 9, right: true) + BenchReport.pad("p99", 9, right: true),
        ]
        for stage in Summary.stages {
            lines.append(
                BenchReport.pad(stage.name, 15) + BenchReport.pad(BenchReport.fixed(summary.milliseconds(0.5, stage.value), 0), 9, right: true)
                    + BenchReport.pad(BenchReport.fixed(summary.milliseconds(0.99, stage.value), 0), 9, right: true))
        }
        lines.append(
            "memory: +\(BenchReport.fixed(result.residentBytesPerReload / 1024, 0)) KB resident per reload "
                + "(each version stays loaded; its library is \(BenchReport.fixed(result.libraryBytes / 1024, 0)) KB on disk)")
        for (name, cycles) in summary.baselines {
            lines.append(
                "edit-build-relaunch, \(name): \(BenchReport.fixed(Summary.milliseconds(cycles), 0)) ms p50 over "
                    + "\(cycles.count) edits (swift build \(BenchReport.fixed(Summary.milliseconds(cycles, \.build), 0)) ms, "
                    + "relaunch to first frame \(BenchReport.fixed(Summary.milliseconds(cycles, \.relaunch), 0)) ms): reload is "
                    + "\(BenchReport.fixed(summary.speedup(over: cycles), 1))x faster, and keeps the session")
        }
        if let note = summary.baselineNote { lines.append("edit-build-relaunch: \(note)") }
        return lines.joined(separator: "\n")
    }

    static func json(_ summary: Summary) -> String {
        let result = summary.result
        var json = JSONText()
        json.beginObject()
        json.key("file"); json.string(result.fileName)
        json.key("layouts"); json.beginArray()
        for name in result.layoutNames { json.string(name) }
        json.endArray()
        json.key("cycles"); json.integer(result.cycles.count)
        json.key("checked"); json.bool(result.configuration.check)
        json.key("items"); json.integer(result.configuration.itemCount)
        for stage in Summary.stages {
            json.key("\(stage.key)_ms_p50"); json.number(BenchReport.rounded(summary.milliseconds(0.5, stage.value), 1))
            json.key("\(stage.key)_ms_p99"); json.number(BenchReport.rounded(summary.milliseconds(0.99, stage.value), 1))
        }
        json.key("resident_bytes_per_reload"); json.integer(Int(result.residentBytesPerReload.rounded()))
        json.key("library_bytes"); json.integer(Int(result.libraryBytes.rounded()))
        // The first loop (a layout in the user's package) also at the top level.
        if let (_, cycles) = summary.baselines.first {
            json.key("edit_build_relaunch_ms_p50"); json.number(BenchReport.rounded(Summary.milliseconds(cycles), 1))
            json.key("speedup"); json.number(BenchReport.rounded(summary.speedup(over: cycles), 2))
        }
        json.key("baselines"); json.beginArray()
        for (name, cycles) in summary.baselines {
            json.beginObject()
            json.key("name"); json.string(name)
            json.key("cycles"); json.integer(cycles.count)
            json.key("ms_p50"); json.number(BenchReport.rounded(Summary.milliseconds(cycles), 1))
            json.key("build_ms_p50"); json.number(BenchReport.rounded(Summary.milliseconds(cycles, \.build), 1))
            json.key("relaunch_ms_p50"); json.number(BenchReport.rounded(Summary.milliseconds(cycles, \.relaunch), 1))
            json.key("speedup"); json.number(BenchReport.rounded(summary.speedup(over: cycles), 2))
            json.endObject()
        }
        json.endArray()
        json.endObject()
        return json.text
    }
}

extension ReloadBenchmark.Result {
    /// The `fraction` percentile (nearest rank) of `value` over the cycles, seconds.
    func percentile(_ fraction: Double, _ value: (ReloadBenchmark.Cycle) -> Double) -> Double {
        LayoutBenchmark.percentile(cycles.map(value), fraction)
    }
}
