import CollectionLayout
import OrbitSupport
import Foundation

/// Writes the Chrome trace-event JSON object format, event by event:
///
/// ```
/// {"traceEvents":[
/// {"name":"frame","cat":"frame","ph":"X","ts":0,"dur":16666.667,"pid":1,"tid":1,"args":{…}},
/// …
/// ],"displayTimeUnit":"ms","otherData":{"clock":"script",…}}
/// ```
///
/// One event a line, streamed to the sink in chunks, so that a long session does not pile up in
/// memory.
public final class TraceEventWriter {
    package typealias Sink = (String) throws -> Void

    private let sink: Sink
    private let finish: () throws -> Void
    private let otherData: [(key: String, value: String)]
    private var buffer = "{\"traceEvents\":[\n"
    private var isFirst = true
    private var isClosed = false
    /// The first error the sink threw; later text is dropped.
    private var failure: (any Error)?
    /// Events written so far.
    package private(set) var count = 0

    /// Text is passed to the sink in pieces of about this many bytes.
    package static let chunkBytes = 1 << 16

    /// - Parameters:
    ///   - otherData: what the file's `otherData` object says about the trace (its clock, the command).
    ///   - sink: receives the text in order, in chunks.
    ///   - finish: called once by `close()`, after the last text (not after a failure); what it
    ///     throws is the failure.
    package init(otherData: [(key: String, value: String)] = [], sink: @escaping Sink, finish: @escaping () throws -> Void = {}) {
        self.otherData = otherData
        self.sink = sink
        self.finish = finish
    }

    /// Appends one event.
    ///
    /// - Complexity: amortized O(length of the event's JSON).
    package func append(_ event: TraceEvent) {
        guard !isClosed else { return }
        if !isFirst { buffer += ",\n" }
        isFirst = false
        buffer += event.json
        count += 1
        if buffer.utf8.count >= Self.chunkBytes { flush() }
    }

    /// Ends the array and the object and flushes; later calls do nothing.
    ///
    /// - Throws: the sink's first error, as one line.
    package func close(name: String = "trace-events file") throws(OutputError) {
        guard !isClosed else { return }
        isClosed = true
        var json = JSONText()
        json.beginObject()
        for (key, value) in otherData {
            json.key(key); json.string(value)
        }
        json.endObject()
        buffer += "\n],\"displayTimeUnit\":\"ms\",\"otherData\":" + json.text + "}\n"
        flush()
        if failure == nil {
            do {
                try finish()
            } catch {
                failure = error
            }
        }
        if let failure {
            let reason = (failure as? FileError)?.reason ?? failure.localizedDescription
            throw OutputError("cannot write the \(name): \(reason)")
        }
    }

    private func flush() {
        defer { buffer = "" }
        guard failure == nil, !buffer.isEmpty else { return }
        do {
            try sink(buffer)
        } catch {
            failure = error
        }
    }
}

extension TraceEventWriter {
    /// A writer into the file at `path`, created (or emptied) now, so that a path that cannot be
    /// written fails before any work is done; `close()` completes and closes the file.
    package static func file(atPath path: String, otherData: [(key: String, value: String)]) throws(OutputError) -> TraceEventWriter {
        let file: OutputFile
        do {
            file = try OutputFile(path: path)
        } catch {
            throw OutputError("cannot write the trace-events file '\(path)': \(error.reason)")
        }
        // A failed write has removed the partial file already; `close` reports the first failure.
        return TraceEventWriter(otherData: otherData, sink: { try file.write($0) }, finish: { try file.close() })
    }
}
