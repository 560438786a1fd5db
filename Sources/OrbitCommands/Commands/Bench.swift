import ArgumentParser
import CollectionLayout
import Foundation

/// `orbit bench`: what each preset costs per frame as the item count grows, beside the seeds' way.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Measure layout cost per frame at up to a million items.",
        discussion: """
            For each preset and item count: prepare time; the per-frame attributes(in:) query for the \
            visible rect while sweeping the whole content (turning it, for presets that do not \
            scroll), p50 and p99 over all runs; the items it returns; the same frames computed the \
            seeds' way (every item's attributes each frame, then filtered) and the ratio; the peak \
            resident memory of the process so far. Build with -c release for meaningful figures (`make bench`).
            """)

    @Option(parsing: .unconditional, help: "A preset name, or all.")
    var layout = "all"

    @Option(parsing: .unconditional, help: "Item counts, comma-separated.")
    var items = "1000,100000,1000000"

    @Option(parsing: .unconditional, help: "Timed frames per sweep.")
    var frames = "240"

    @Option(parsing: .unconditional, help: "Repetitions; figures are medians over them.")
    var runs = "3"

    @Option(parsing: .unconditional, help: "The bounds size, WIDTHxHEIGHT in points.")
    var size = "1280x800"

    @Flag(help: "One JSON object per preset and count instead of the table.")
    var json = false

    func run() throws {
        let presets = try selectedPresets()
        let counts = try itemCounts()
        var benchmark = LayoutBenchmark(now: { DispatchTime.now().uptimeNanoseconds }, residentBytes: ProcessMemory.peakResidentBytes)
        benchmark.configuration.boundsSize = try ArgumentParsing.size(size)
        benchmark.configuration.frames = try positiveInteger(frames, flag: "--frames", maximum: 100_000)
        benchmark.configuration.runs = try positiveInteger(runs, flag: "--runs", maximum: 100)

        if !json { print(BenchReport.tableHeader) }
        let total = presets.count * counts.count
        var done = 0
        for count in counts {
            for preset in presets {
                done += 1
                Progress.show("bench: \(preset.name), \(count) items (\(done)/\(total))")
                let result = try benchmark.run(preset, items: count)
                Progress.clear()
                print(json ? BenchReport.json(result) : BenchReport.tableRow(result))
            }
        }
    }

    func selectedPresets() throws(CommandLineError) -> [Preset] {
        if layout == "all" { return Preset.allCases }
        var presets: [Preset] = []
        for name in layout.split(separator: ",") {
            do { presets.append(try Preset(named: String(name))) } catch { throw CommandLineError(error.message) }
        }
        return presets
    }

    func itemCounts() throws(CommandLineError) -> [Int] {
        var counts: [Int] = []
        for part in items.split(separator: ",", omittingEmptySubsequences: false) {
            counts.append(try ArgumentParsing.itemCount(String(part)))
        }
        return counts
    }

    func positiveInteger(_ text: String, flag: String, maximum: Int) throws(CommandLineError) -> Int {
        guard let value = Int(text), value >= 1, value <= maximum else {
            throw CommandLineError("\(flag): expected a whole number from 1 to \(maximum), got '\(text)'")
        }
        return value
    }
}

/// A progress line on standard error, rewritten in place.
enum Progress {
    static func show(_ text: String) {
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + text).utf8))
    }

    static func clear() {
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}

/// The process's memory, from /proc.
enum ProcessMemory {
    /// Peak resident set size in bytes (VmHWM), or 0 where /proc is unavailable.
    static func peakResidentBytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
            return kilobytes * 1024
        }
        return 0
    }
}
