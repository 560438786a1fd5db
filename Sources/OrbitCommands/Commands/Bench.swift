import ArgumentParser
import CollectionLayout
import Foundation
import Playground

/// `orbit bench`: what each layout costs per frame as the item count grows, beside the seeds' way.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Measure layout cost per frame at up to a million items.",
        discussion: """
            For each layout and item count: prepare time; the per-frame attributes(in:) query for the \
            visible rect while sweeping the whole content (turning it, for layouts that do not \
            scroll), p50 and p99 over all runs; the items it returns; the same frames computed the \
            seeds' way (every item's attributes each frame, then filtered) and the ratio; the peak \
            resident memory of the process so far. Build with -c release for meaningful figures (`make bench`).

            With --render: the frame time of 100, 500 and 1,000 moving sprites (--sprites), split into \
            layout, draw and present, p50 and p99 over --frames frames, on SDL's software renderer \
            headless and on the playground window's accelerated renderer (vsync off) when a display \
            is present (run it under xvfb-run -a for Mesa's OpenGL).
            """)

    @Option(parsing: .unconditional, help: "Layout names, comma-separated, or all.")
    var layout = "all"

    @Option(parsing: .unconditional, help: "Item counts, comma-separated.")
    var items = "1000,100000,1000000"

    @Option(parsing: .unconditional, help: "Timed frames per sweep (with --render: per renderer and sprite count).")
    var frames = "240"

    @Option(parsing: .unconditional, help: "Repetitions; figures are medians over them.")
    var runs = "3"

    @Option(parsing: .unconditional, help: "The bounds size, WIDTHxHEIGHT in points.")
    var size = "1280x800"

    @Flag(help: "One JSON object per layout and count instead of the table.")
    var json = false

    @Flag(help: "Measure frame time (layout, draw, present) with moving sprites instead of layout cost.")
    var render = false

    @Option(parsing: .unconditional, help: "With --render: sprite counts, comma-separated (default 100,500,1000).")
    var sprites: String?

    func run() throws {
        if render { return try runRender() }
        if sprites != nil { throw CommandLineError("--sprites applies to --render") }
        let layouts = try selectedLayouts()
        let counts = try itemCounts()
        var benchmark = LayoutBenchmark(now: { DispatchTime.now().uptimeNanoseconds }, residentBytes: ProcessMemory.peakResidentBytes)
        benchmark.configuration.boundsSize = try ArgumentParsing.size(size)
        benchmark.configuration.frames = try positiveInteger(frames, flag: "--frames", maximum: 100_000)
        benchmark.configuration.runs = try positiveInteger(runs, flag: "--runs", maximum: 100)

        if !json { print(BenchReport.tableHeader) }
        let total = layouts.count * counts.count
        var done = 0
        for count in counts {
            for descriptor in layouts {
                done += 1
                Progress.show("bench: \(descriptor.name), \(count) items (\(done)/\(total))")
                let result = try benchmark.run(descriptor, items: count)
                Progress.clear()
                print(json ? BenchReport.json(result) : BenchReport.tableRow(result))
            }
        }
    }

    /// `--render`: every sprite count on the software renderer, then in the window when there is one.
    func runRender() throws {
        if layout != "all" || items != "1000,100000,1000000" || runs != "3" {
            throw CommandLineError("--layout, --items and --runs apply to the layout benchmark; with --render use --sprites")
        }
        let counts = try spriteCounts()
        let bounds = try ArgumentParsing.size(size)
        guard bounds.width * bounds.height <= 16_000_000 else {
            throw CommandLineError("--size: \(size) is too large for a rendered frame")
        }
        var benchmark = RenderBenchmark()
        benchmark.configuration.boundsSize = bounds
        benchmark.configuration.frames = try positiveInteger(frames, flag: "--frames", maximum: 100_000)

        if !json { print(RenderBenchReport.tableHeader) }
        func measure(_ target: RenderTarget, step: Int, of total: Int) {
            for (index, count) in counts.enumerated() {
                Progress.show("bench --render: \(target.name), \(count) sprites (\(step + index)/\(total))")
                let result = benchmark.run(sprites: count, on: target)
                Progress.clear()
                print(json ? RenderBenchReport.json(result, size: bounds, presentCall: target.finishCall) : RenderBenchReport.tableRow(result))
            }
        }
        do {
            let software = try RenderTarget.software(size: bounds)
            measure(software, step: 1, of: 2 * counts.count)
        } catch {
            throw RuntimeFailure("cannot draw headless frames: \(error.message)")
        }
        do {
            let window = try RenderTarget.window(size: bounds)
            if let notice = window.notice { FileHandle.standardError.write(Data("bench: \(notice)\n".utf8)) }
            measure(window, step: counts.count + 1, of: 2 * counts.count)
        } catch {
            FileHandle.standardError.write(Data("bench: window renderer skipped: \(error.message)\n".utf8))
        }
    }

    func spriteCounts() throws(CommandLineError) -> [Int] {
        var counts: [Int] = []
        for part in (sprites ?? "100,500,1000").split(separator: ",", omittingEmptySubsequences: false) {
            counts.append(try positiveInteger(String(part), flag: "--sprites", maximum: 100_000))
        }
        return counts
    }

    func selectedLayouts() throws(CommandLineError) -> [LayoutDescriptor] {
        if layout == "all" { return CommandContext.catalog.entries }
        var layouts: [LayoutDescriptor] = []
        for name in layout.split(separator: ",") {
            do { layouts.append(try CommandContext.catalog.entry(named: String(name))) } catch { throw CommandLineError(error.message) }
        }
        return layouts
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
