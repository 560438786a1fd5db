import ArgumentParser
import Playground

/// `--trace-events FILE.json`, shared by `play` and `replay`: the session as Chrome trace-event
/// JSON, for Perfetto and chrome://tracing.
struct TraceEventsOption: ParsableArguments {
    @Option(
        name: .customLong("trace-events"),
        help: ArgumentHelp(
            "Write the session as Chrome trace-event JSON to FILE, for Perfetto (ui.perfetto.dev) or chrome://tracing: "
                + "frames (with layout, draw and present spans in play), input, gestures and animations, reloads, item counters.",
            valueName: "file.json"))
    var path: String?

    func validate() throws {
        if let path, !path.lowercased().hasSuffix(".json") {
            throw CommandFailure.usage("--trace-events: expected a .json file, got '\(path)'")
        }
    }

    /// The recorder for `path` (nil without the option), the file created now so that a path that
    /// cannot be written fails before any work; the replay's clock is the script's.
    func recorder(processName: String) throws -> TraceEventRecorder? {
        guard let path else { return nil }
        return try TraceEventRecorder.file(atPath: path, processName: processName, clock: "script")
    }
}
