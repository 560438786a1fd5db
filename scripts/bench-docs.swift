// `make bench-docs`: rewrites the generated tables of docs/PERFORMANCE.md from `orbit bench` runs.
//
//     swift scripts/bench-docs.swift ORBIT DOC [OUT] [--quick]
//
// DOC holds blocks
//
//     <!-- BEGIN bench: bench --layout flow,ring --items 1000,1000000 ; bench --layout flow --sections 10x1000 -->
//     (anything: replaced)
//     <!-- END bench -->
//
// Each block's commands (separated by " ; ") run in turn with ORBIT (a release build), with --json
// where the mode prints it; their rows become one Markdown table, under a line that says when, on
// what load and with which commands it was measured. Everything outside the blocks is kept as it
// is. The result goes to OUT (default: DOC). --quick shortens every run (at most 10,000 items, 20
// sections of at most 100, 20 frames, one run, 100 sprites) to try the target: its figures are not
// the documented ones, so make writes them to a copy.
import Foundation

let arguments = CommandLine.arguments.dropFirst().filter { $0 != "--quick" }
let quick = CommandLine.arguments.contains("--quick")
guard arguments.count == 2 || arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: swift scripts/bench-docs.swift ORBIT DOC [OUT] [--quick]\n".utf8))
    exit(2)
}
let orbit = arguments[arguments.startIndex]
let document = arguments[arguments.startIndex + 1]
let output = arguments.count == 3 ? arguments[arguments.startIndex + 2] : document

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("bench-docs: \(message)\n".utf8))
    exit(1)
}

/// The words of one command line (no quoting: the blocks' commands need none).
func words(_ command: String) -> [String] { command.split(separator: " ").map(String.init) }

/// `words` shortened for --quick.
func shortened(_ words: [String]) -> [String] {
    var result: [String] = []
    var index = 0
    while index < words.count {
        let word = words[index]
        index += 1
        guard index < words.count, ["--items", "--sections", "--sprites", "--frames", "--runs"].contains(word) else {
            result.append(word)
            continue
        }
        let value = words[index]
        index += 1
        switch word {
        case "--items":
            let counts = value.split(separator: ",").compactMap { Int($0) }.map { min($0, 10_000) }
            result += [word, Array(Set(counts)).sorted().map(String.init).joined(separator: ",")]
        case "--sections":
            let parts = value.split(separator: "x").compactMap { Int($0) }
            result += [word, parts.count == 2 ? "\(min(parts[0], 20))x\(min(parts[1], 100))" : "10x100"]
        case "--sprites": result += [word, "100"]
        default: break
        }
    }
    if result.contains("--render") && !result.contains("--sprites") { result += ["--sprites", "100"] }
    if !result.contains("--render") && !result.contains("--content") { result += ["--runs", "1"] }
    return result + ["--frames", "20"]
}

/// Runs `orbit WORDS`, returning standard output; a failure stops the script.
func run(_ words: [String]) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: orbit)
    process.arguments = words
    let pipe = Pipe()
    process.standardOutput = pipe
    FileHandle.standardError.write(Data("bench-docs: orbit \(words.joined(separator: " "))\n".utf8))
    do { try process.run() } catch { fail("cannot run \(orbit): \(error)") }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { fail("orbit \(words.joined(separator: " ")) exited with \(process.terminationStatus)") }
    return String(decoding: data, as: UTF8.self)
}

func objects(_ text: String) -> [[String: Any]] {
    text.split(separator: "\n").compactMap { line in
        line.hasPrefix("{") ? (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] : nil
    }
}

func number(_ value: Any?, _ digits: Int) -> String {
    guard let value = value as? Double ?? (value as? Int).map(Double.init) else { return "-" }
    return String(format: "%.\(digits)f", value)
}

/// The `--set` values of a command, for the settings column.
func settings(_ words: [String]) -> String {
    let values = zip(words, words.dropFirst()).filter { $0.0 == "--set" }.map { "`\($0.1)`" }
    return values.isEmpty ? "defaults" : values.joined(separator: ", ")
}

/// One table from the runs of a block.
func table(_ commands: [[String]]) -> [String] {
    let first = commands[0]
    if first.contains("--render") {
        var rows = ["| renderer | sprites | visible | frame p50 | p99 | layout p50 | draw p50 | present p50 | present p99 |",
                    "|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
        for command in commands {
            for object in objects(run(command + ["--json"])) {
                let scene = (object["scene"] as? String).map { $0 == "3D" ? " 3D" : "" } ?? ""
                rows.append("| \(object["renderer"] ?? "-")\(scene) | \(object["sprites"] ?? "-") | \(object["visible"] ?? "-") | "
                    + ["frame_ms_p50", "frame_ms_p99", "layout_ms_p50", "draw_ms_p50", "present_ms_p50", "present_ms_p99"]
                        .map { number(object[$0], 2) }.joined(separator: " | ") + " |")
            }
        }
        return rows
    }
    if first.contains("--content") {
        // No JSON in this mode: its rows are whitespace-separated values in the header's order.
        var rows = ["| layout | items | content | setup ms | frame ms p50 | p99 | items sized per frame (mean) | max | one invalidation µs p50 | p99 |",
                    "|---|---:|---|---:|---:|---:|---:|---:|---:|---:|"]
        for command in commands {
            for line in run(command).split(separator: "\n").dropFirst() {
                let values = line.split(separator: " ")
                if values.count == 10 { rows.append("| " + values.joined(separator: " | ") + " |") }
            }
        }
        return rows
    }
    let withSettings = commands.contains { $0.contains("--set") }
    let withSections = commands.contains { $0.contains("--sections") }
    var header = ["layout", withSections ? "sections x items" : "items"] + (withSettings ? ["settings"] : [])
    header += ["prepare ms", "query µs p50", "p99", "returned", "seeds' way µs", "speedup", "B/item", "KB/frame"]
    var rows = ["| " + header.joined(separator: " | ") + " |",
                "|" + header.map { ["layout", "settings"].contains($0) ? "---" : "---:" }.joined(separator: "|") + "|"]
    for command in commands {
        for object in objects(run(command + ["--json"])) {
            let items = object["items"] as? Int ?? 0
            let sections = object["sections"] as? Int ?? 1
            var cells = ["\(object["layout"] ?? "-")", sections > 1 ? "\(sections)x\(items / sections)" : "\(items)"]
            if withSettings { cells.append(settings(command)) }
            cells += [number(object["prepare_ms"], 3), number(object["query_us_p50"], 2), number(object["query_us_p99"], 2),
                      number(object["returned_avg"], 1), number(object["seedway_query_us_p50"], 0),
                      number(object["speedup"], 0) + "x",
                      object["bytes_per_item"] == nil ? "-" : number(object["bytes_per_item"], 1),
                      number((object["attribute_bytes_per_frame"] as? Double).map { $0 / 1024 }, 1)]
            rows.append("| " + cells.joined(separator: " | ") + " |")
        }
    }
    return rows
}

func loadAverage() -> String {
    let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
    return text.split(separator: " ").first.map(String.init) ?? "unknown"
}

guard let text = try? String(contentsOfFile: document, encoding: .utf8) else { fail("cannot read \(document)") }
let lines = text.components(separatedBy: "\n")
var result: [String] = []
var index = 0
var blocks = 0
let date = ISO8601DateFormatter.string(from: Date(), timeZone: TimeZone(identifier: "UTC")!, formatOptions: [.withFullDate])
while index < lines.count {
    let line = lines[index]
    index += 1
    result.append(line)
    guard line.hasPrefix("<!-- BEGIN bench:"), line.hasSuffix("-->") else { continue }
    let spec = line.dropFirst("<!-- BEGIN bench:".count).dropLast("-->".count).trimmingCharacters(in: .whitespaces)
    var commands = spec.components(separatedBy: " ; ").map { words($0.trimmingCharacters(in: .whitespaces)) }
    guard commands.allSatisfy({ $0.first == "bench" }) else { fail("\(document): a block runs `bench` only: \(spec)") }
    if quick { commands = commands.map(shortened) }
    let load = loadAverage()
    let rows = table(commands)
    let shown = commands.map { "`orbit \($0.joined(separator: " "))`" }.joined(separator: ", then ")
    result.append("")
    result.append("_Generated by `make bench-docs` on \(date), load average \(load) at the start\(quick ? ", QUICK RUN (not for the docs)" : ""): \(shown)._")
    result.append("")
    result += rows
    result.append("")
    while index < lines.count, !lines[index].hasPrefix("<!-- END bench") { index += 1 }
    guard index < lines.count else { fail("\(document): a block has no <!-- END bench -->") }
    blocks += 1
}
do { try result.joined(separator: "\n").write(toFile: output, atomically: true, encoding: .utf8) } catch { fail("cannot write \(output): \(error)") }
FileHandle.standardError.write(Data("bench-docs: \(blocks) tables written to \(output)\n".utf8))
