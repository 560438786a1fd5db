import CollectionLayout

/// How `orbit bench --reload` prints its result: a table, or one JSON object (milliseconds).
enum ReloadBenchReport {
    /// The figures of a run, p50 and p99 by nearest rank, with the edit-build-relaunch baseline
    /// when it was measured.
    struct Summary {
        var result: ReloadBenchmark.Result
        var baseline: [RelaunchBaseline.Cycle]
        /// Why there is no baseline (when `baseline` is empty), or nil.
        var baselineNote: String?

        /// The rows of the table: a name, its JSON key, and how to read it from a cycle, seconds.
        static let stages: [(name: String, key: String, value: @Sendable (ReloadBenchmark.Cycle) -> Double)] = [
            ("save to frame", "reload", \.total), ("detect", "detect", \.detect), ("compile", "compile", \.compile),
            ("check", "check", \.check), ("load", "load", \.load), ("frame", "frame", \.frame),
        ]

        func milliseconds(_ fraction: Double, _ value: (ReloadBenchmark.Cycle) -> Double) -> Double {
            result.percentile(fraction, value) * 1000
        }

        var baselineMilliseconds: Double? {
            baseline.isEmpty ? nil : LayoutBenchmark.percentile(baseline.map(\.total), 0.5) * 1000
        }

        /// How many times faster a reload is than the baseline, p50 against p50.
        var speedup: Double? {
            baselineMilliseconds.map { $0 / Swift.max(milliseconds(0.5, \.total), 1e-9) }
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
        if let baseline = summary.baselineMilliseconds, let speedup = summary.speedup {
            let builds = summary.baseline.map(\.build), relaunches = summary.baseline.map(\.relaunch)
            lines.append(
                "edit-build-relaunch: \(BenchReport.fixed(baseline, 0)) ms p50 over \(summary.baseline.count) edits (swift build "
                    + "\(BenchReport.fixed(LayoutBenchmark.percentile(builds, 0.5) * 1000, 0)) ms, relaunch to first frame "
                    + "\(BenchReport.fixed(LayoutBenchmark.percentile(relaunches, 0.5) * 1000, 0)) ms): reload is "
                    + "\(BenchReport.fixed(speedup, 1))x faster, and keeps the session")
        } else if let note = summary.baselineNote {
            lines.append("edit-build-relaunch: \(note)")
        }
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
        if let baseline = summary.baselineMilliseconds, let speedup = summary.speedup {
            json.key("baseline_cycles"); json.integer(summary.baseline.count)
            json.key("edit_build_relaunch_ms_p50"); json.number(BenchReport.rounded(baseline, 1))
            json.key("build_ms_p50"); json.number(BenchReport.rounded(LayoutBenchmark.percentile(summary.baseline.map(\.build), 0.5) * 1000, 1))
            json.key("relaunch_ms_p50"); json.number(BenchReport.rounded(LayoutBenchmark.percentile(summary.baseline.map(\.relaunch), 0.5) * 1000, 1))
            json.key("speedup"); json.number(BenchReport.rounded(speedup, 2))
        }
        json.endObject()
        return json.text
    }
}
