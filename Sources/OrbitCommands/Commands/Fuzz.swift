import ArgumentParser
import CollectionLayout
import Foundation

/// `orbit fuzz`: the seeded gesture fuzzer (`GestureFuzzer`), with its invariants checked after
/// every frame.
struct Fuzz: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Throw random gestures, updates, switches and resizes at the playground model.",
        discussion: """
            Drags far off the window, flings, wheel storms, rotations, clicks, inserts and deletes \
            mid-animation, layout switches, item counts from 0 to 1,000,000 and resizes down to 0x0, across \
            every preset, at 60 steps per second without a window. After every frame it checks that every \
            number is finite, no item is lost or duplicated, and a click on the topmost drawn item hits it. \
            On a failure it prints the seed and writes a script that reproduces it with orbit replay. The \
            same seed always gives the same run.
            """)

    @Option(parsing: .unconditional, help: "The seed (a whole number >= 0).")
    var seed = "1"

    @Option(parsing: .unconditional, help: "Frames to run (1/60 s each).")
    var frames = "10000"

    @Option(help: "The starting preset (default: chosen by the seed).")
    var layout: String?

    @Option(parsing: .unconditional, help: "The starting number of items.")
    var items = "24"

    @Option(help: "The starting window size, WIDTHxHEIGHT in points.")
    var size = "1280x800"

    @Option(name: .customLong("max-items"), parsing: .unconditional, help: "The largest item count the fuzzer asks for.")
    var maximumItems = "1000000"

    @Option(help: "Where to write the reproducing script on a failure (default: orbit-fuzz-SEED.jsonl).")
    var out: String?

    /// The most frames one run takes: a script's times end at `Script.maximumTime`.
    static let maximumFrames = Int(Script.maximumTime) * ScriptReplay.stepsPerSecond

    func run() throws {
        var fuzzer = try makeFuzzer()
        let count = try ArgumentParsing.itemCount(frames, flag: "--frames")
        guard count >= 1, count <= Self.maximumFrames else {
            throw CommandLineError("--frames: expected 1 to \(Self.maximumFrames), got \(count)")
        }
        if let violation = fuzzer.run(frames: count) {
            let path = out ?? "orbit-fuzz-\(fuzzer.configuration.seed).jsonl"
            guard FileManager.default.createFile(atPath: path, contents: Data(violation.script.utf8)) else {
                throw RuntimeFailure("seed \(fuzzer.configuration.seed), \(violation) (cannot write the script '\(path)')")
            }
            let replay = (["orbit", "replay", path] + violation.configuration.replayArguments + ["--trace", "-"])
                .joined(separator: " ")
            throw RuntimeFailure("seed \(fuzzer.configuration.seed), \(violation); reproduce with: \(replay)")
        }
        print(Self.summaryLine(fuzzer))
    }

    func makeFuzzer() throws(CommandLineError) -> GestureFuzzer {
        guard let seedValue = UInt64(seed.trimmingSpaces) else {
            throw CommandLineError("--seed: '\(seed)' is not a whole number >= 0")
        }
        let preset: Preset
        if let layout {
            do { preset = try Preset(named: layout) } catch { throw CommandLineError(error.message) }
        } else {
            preset = Preset.allCases[Int(seedValue % UInt64(Preset.allCases.count))]
        }
        let configuration = GestureFuzzer.Configuration(
            seed: seedValue, preset: preset, itemCount: try ArgumentParsing.itemCount(items),
            boundsSize: try ArgumentParsing.size(size),
            maximumItemCount: try ArgumentParsing.itemCount(maximumItems, flag: "--max-items"))
        return GestureFuzzer(configuration)
    }

    /// One line: what the run did.
    static func summaryLine(_ fuzzer: GestureFuzzer) -> String {
        let s = fuzzer.summary
        let presets = Preset.allCases.map { "\($0.name) \(s.framesByPreset[$0] ?? 0)" }.joined(separator: ", ")
        return "fuzz seed \(fuzzer.configuration.seed): \(s.frames) frames passed; \(s.events) events "
            + "(\(s.inserts) items inserted, \(s.deletes) deleted, \(s.layoutSwitches) layout switches, \(s.resizes) resizes); "
            + "\(s.hitChecks) hit checks, \(s.restChecks) rest checks; up to \(s.largestItemCount) items, "
            + "\(s.mostDisplayedItems) on screen; frames by preset: \(presets)"
    }
}
