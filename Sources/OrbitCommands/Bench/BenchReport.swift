import CollectionLayout
import OrbitSession
import OrbitSupport

/// How `orbit bench` prints a result: a table row or one JSON object.
enum BenchReport {
    static let tableHeader = [
        pad("layout", 13), pad("items", 9, right: true), pad("prepare ms", 11, right: true),
        pad("query us p50", 13, right: true), pad("p99", 9, right: true), pad("returned", 9, right: true),
        pad("seed-way us", 13, right: true), pad("speedup", 10, right: true), pad("RSS MB", 8, right: true),
        pad("B/item", 7, right: true), pad("KB/frame", 9, right: true),
    ].joined(separator: " ")

    static func tableRow(_ result: LayoutBenchmark.Result) -> String {
        [
            pad(result.layout.name, 13),
            pad(itemsLabel(result), 9, right: true),
            pad(fixed(result.prepareMilliseconds, 3), 11, right: true),
            pad(fixed(result.queryMicrosecondsP50, 2), 13, right: true),
            pad(fixed(result.queryMicrosecondsP99, 2), 9, right: true),
            pad(fixed(result.returnedAverage, 1), 9, right: true),
            pad(fixed(result.seedWayMicrosecondsP50, 0), 13, right: true),
            pad(fixed(result.speedup, 0) + "x", 10, right: true),
            pad(fixed(result.residentMegabytes, 1), 8, right: true),
            pad(result.bytesPerItem.map { fixed($0, 1) } ?? "-", 7, right: true),
            pad(fixed(result.attributeBytesPerFrame / 1024, 1), 9, right: true),
        ].joined(separator: " ")
    }

    static func json(_ result: LayoutBenchmark.Result) -> String {
        var json = JSONText()
        json.beginObject()
        json.key("layout"); json.string(result.layout.name)
        json.key("items"); json.integer(result.items)
        if result.sections.count > 1 {
            json.key("sections"); json.integer(result.sections.count)
        }
        json.key("prepare_ms"); json.number(rounded(result.prepareMilliseconds, 4))
        json.key("query_us_p50"); json.number(rounded(result.queryMicrosecondsP50, 3))
        json.key("query_us_p99"); json.number(rounded(result.queryMicrosecondsP99, 3))
        json.key("returned_avg"); json.number(rounded(result.returnedAverage, 2))
        json.key("seedway_query_us_p50"); json.number(rounded(result.seedWayMicrosecondsP50, 1))
        json.key("seedway_frames"); json.integer(result.seedWayFrames)
        json.key("speedup"); json.number(rounded(result.speedup, 1))
        json.key("rss_mb"); json.number(rounded(result.residentMegabytes, 1))
        if let bytes = result.bytesPerItem {
            json.key("bytes_per_item"); json.number(rounded(bytes, 2))
        }
        json.key("attribute_bytes_per_frame"); json.number(rounded(result.attributeBytesPerFrame, 0))
        json.endObject()
        return json.text
    }

    /// The item count, or `SxN` (sections times items) with several sections.
    static func itemsLabel(_ result: LayoutBenchmark.Result) -> String {
        result.sections.count > 1 ? SectionCounts(result.sections).shortDescription : String(result.items)
    }

    static func rounded(_ value: Double, _ digits: Int) -> Double {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        return (value * scale).rounded() / scale
    }

    /// `value` with exactly `digits` decimals.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        let text = String(rounded(value, digits))
        guard digits > 0 else { return String(Int(rounded(value, 0))) }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let decimals = parts.count > 1 ? String(parts[1]) : ""
        if decimals.contains("e") { return text }
        return String(parts[0]) + "." + decimals.padding(to: digits)
    }

    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let fill = String(repeating: " ", count: Swift.max(0, width - text.count))
        return right ? fill + text : text + fill
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? String(prefix(width)) : self + String(repeating: "0", count: width - count)
    }
}
