// Reads `orbit dump` output on standard input and exits 1 unless it is one JSON object for the
// layout named in the first argument, with at least one item whose numbers are all finite.
// `make examples` runs it as a script: swift Examples/Scripts/check-dump.swift spiral < dump.json
import Foundation

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("check-dump: \(message)\n".utf8))
    exit(1)
}

let expected = CommandLine.arguments.dropFirst().first ?? ""
let data = FileHandle.standardInput.readDataToEndOfFile()
let parsed: Any
do { parsed = try JSONSerialization.jsonObject(with: data) } catch { fail("not JSON: \(error)") }
guard let dump = parsed as? [String: Any] else { fail("not a JSON object") }
guard dump["layout"] as? String == expected else { fail("layout is \(dump["layout"] ?? "missing"), expected \(expected)") }
guard let items = dump["items"] as? [[String: Any]], !items.isEmpty else { fail("no items") }
for item in items {
    for key in ["center", "size", "transform", "anchor"] {
        guard let numbers = item[key] as? [Double], numbers.allSatisfy(\.isFinite) else { fail("item \(item["index"] ?? "?"): bad \(key)") }
    }
}
print("check-dump: \(expected): \(items.count) items, valid JSON")
