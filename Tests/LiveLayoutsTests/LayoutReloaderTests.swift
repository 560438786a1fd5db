import CollectionLayout
import Foundation
import LiveLayouts
import OrbitSession
import Testing

/// `LayoutReloader` and `FileWatcher` with a temporary file and a manual clock: the poll times are
/// made up, the file times are set explicitly; the only waits are for swiftc.
@Suite(.serialized) struct LayoutReloaderTests {
    /// Item 1's centre x in a layout from `descriptor` (the line layout puts it at 10 + spacing).
    static func secondItemX(_ descriptor: LayoutDescriptor) throws -> Double? {
        var layout = try descriptor.makeLayout()
        layout.prepare(LayoutContext(boundsSize: Size(width: 300, height: 200), itemCount: 5))
        return layout.attributes(at: ItemIndexPath(item: 1))?.center.x
    }

    /// Writes `text` to `path` and sets its modification time to `modified` (seconds since 1970).
    static func save(_ text: String, to path: String, modified: Double) throws {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: modified)], ofItemAtPath: path)
    }

    /// Polls at `times` (the manual clock) and returns whether any poll started a reload.
    static func poll(_ reloader: LayoutReloader, at times: [Double]) -> Bool {
        var started = false
        for time in times {
            started = reloader.poll(at: time, parameters: .init(itemCount: 5, width: 300, height: 200)) || started
        }
        return started
    }

    /// A damaged cached library under `--watch`: compiled again, loaded, and the reload carries
    /// the warning line the playground prints.
    @Test func aRepairedCacheIsReportedWithTheReload() throws {
        let folder = try LiveTest.makeFolder()
        defer { LiveTest.remove(folder) }
        let path = try LiveTest.write(LiveTest.nonce + LiveTest.lineLayoutFile(spacing: 30), to: "Live.swift", in: folder)
        let compiler = try LiveTest.compiler(cache: folder + "/cache")
        // Compiled, never loaded (a loaded library must not be written over), then damaged.
        let first = try compiler.compile(path)
        try Data("not a library\n".utf8).write(to: URL(fileURLWithPath: first.path))
        let reloader = LayoutReloader(paths: [path], compiler: compiler, notifications: false)
        guard case .reloaded(let reload) = reloader.reloadNow() else {
            Issue.record("the damaged cache was not compiled again")
            return
        }
        #expect(reload.layouts.map(\.name) == ["live-line"])
        #expect(!reload.wasCached)
        let note = try #require(reload.repairNote)
        #expect(note.hasPrefix("the cached \((first.path as NSString).lastPathComponent) was damaged ("), "\(note)")
    }

    @Test func anEditIsCompiledAndLoadedAndASyntaxErrorKeepsThePreviousVersion() throws {
        let folder = try LiveTest.makeFolder()
        defer { LiveTest.remove(folder) }
        let path = folder + "/Live.swift"
        let nonce = LiveTest.nonce
        try Self.save(nonce + LiveTest.lineLayoutFile(spacing: 30), to: path, modified: 1_000_000)
        // Polling alone (no inotify): the timeline below is the interval's and the debounce's.
        let reloader = LayoutReloader(paths: [path], compiler: try LiveTest.compiler(cache: folder + "/cache"), notifications: false)

        guard case .reloaded(let first) = reloader.reloadNow() else {
            Issue.record("the first version did not load")
            return
        }
        #expect(first.version == 1)
        #expect(first.layouts.map(\.name) == ["live-line"])
        #expect(try Self.secondItemX(first.layouts[0]) == 40)
        var session = Session(layout: first.layouts[0], itemCount: 5, boundsSize: Size(width: 300, height: 200))

        // Unchanged: nothing happens, however often it is polled.
        #expect(!Self.poll(reloader, at: [0, 0.1, 0.3, 0.6, 1.0]))
        #expect(!reloader.isBusy)
        #expect(reloader.takeResults().isEmpty)

        // An edit: noticed at the next look (every 50 ms), started once it has settled for the
        // debounce (50 ms).
        try Self.save(nonce + LiveTest.lineLayoutFile(spacing: 50), to: path, modified: 1_000_010)
        #expect(!Self.poll(reloader, at: [1.02]), "not looked at yet: the interval has not passed")
        #expect(!Self.poll(reloader, at: [1.06]), "seen, settling")
        #expect(Self.poll(reloader, at: [1.12]), "settled: reloading")
        reloader.waitUntilIdle()
        let results = reloader.takeResults()
        #expect(results.count == 1)
        guard case .reloaded(let second) = results.first else {
            Issue.record("the edit did not load: \(results)")
            return
        }
        #expect(second.version == 2)
        #expect(second.sourceModified == 1_000_010)
        #expect(second.timings.compile > 0)
        #expect(second.timings.check == 0)
        #expect(!second.checked)
        #expect(try Self.secondItemX(second.layouts[0]) == 60, "the new version's spacing")
        #expect(try session.replaceLayouts(second.layouts, at: 1))

        // A syntax error: reported with file, line and column; the session keeps version 2.
        let broken = nonce + LiveTest.lineLayoutFile(spacing: 50).replacingOccurrences(
            of: "var spacing = 50.0", with: "var spacing = 50.0 +* oops")
        #expect(broken.contains("+* oops"))
        let place = LiveTest.position(of: "+* oops", in: broken)
        try Self.save(broken, to: path, modified: 1_000_020)
        #expect(Self.poll(reloader, at: [2.0, 2.1]))
        reloader.waitUntilIdle()
        let failed = reloader.takeResults()
        guard case .failed(let failure) = failed.first else {
            Issue.record("a syntax error was not reported: \(failed)")
            return
        }
        #expect(failure.version == 3)
        #expect(failure.stage == .compile)
        let first3 = try #require(failure.lines.first)
        #expect(first3.hasPrefix("Live.swift:\(place.line):"), "\(first3)")
        #expect(first3.contains(": error: "))
        #expect(failure.error.diagnostics.contains { $0.line == place.line && $0.column > 0 })
        #expect(session.descriptor.summary == second.layouts[0].summary)
        #expect(try Self.secondItemX(session.descriptor) == 60, "the last good version keeps running")

        // The same bytes with the same time again: nothing.
        try Self.save(broken, to: path, modified: 1_000_020)
        #expect(!Self.poll(reloader, at: [3.0, 3.2, 3.5]))
        #expect(reloader.takeResults().isEmpty)
    }

    @Test func aCheckThatFailsStopsTheVersionBeforeItLoads() throws {
        let folder = try LiveTest.makeFolder()
        defer { LiveTest.remove(folder) }
        let path = folder + "/Live.swift"
        try Self.save(LiveTest.nonce + LiveTest.lineLayoutFile(spacing: 30), to: path, modified: 1_000_000)
        let reloader = LayoutReloader(
            paths: [path], compiler: try LiveTest.compiler(cache: folder + "/cache"),
            check: { library, parameters in
                "prepare crashed at \((library.sources[0] as NSString).lastPathComponent) with \(parameters.itemCount) items"
            })
        guard case .failed(let failure) = reloader.reloadNow(parameters: .init(itemCount: 7, width: 10, height: 10)) else {
            Issue.record("the failing check let the version through")
            return
        }
        #expect(failure.stage == .check)
        #expect(failure.lines == ["check-layout: prepare crashed at Live.swift with 7 items"])
        #expect(failure.timings.load == 0)
    }

    @Test func theWatcherDebouncesAndIgnoresUnchangedFiles() throws {
        let folder = try LiveTest.makeFolder()
        defer { LiveTest.remove(folder) }
        let path = folder + "/A.swift"
        try Self.save("// 1", to: path, modified: 100)
        var watcher = FileWatcher(paths: [folder], interval: 0.25, debounce: 0.1, notifications: false)
        #expect(watcher.poll(at: 0) == nil)
        #expect(watcher.poll(at: 1) == nil)
        try Self.save("// 2", to: path, modified: 100)
        #expect(watcher.poll(at: 2) == nil, "same size and time: not a change")
        try Self.save("// 22", to: path, modified: 101)
        #expect(watcher.poll(at: 3) == nil)
        // Written again while settling: the debounce starts over.
        try Self.save("// 222", to: path, modified: 102)
        #expect(watcher.poll(at: 3.1) == nil)
        let change = watcher.poll(at: 3.2)
        #expect(change?.files == [path])
        #expect(change?.modified == 102)
        #expect(watcher.poll(at: 4) == nil)
        // A new file in the folder is a change too.
        try Self.save("// b", to: folder + "/B.swift", modified: 103)
        #expect(watcher.poll(at: 5) == nil)
        #expect(watcher.poll(at: 5.1)?.files == [folder + "/B.swift"])
    }

    @Test func withNotificationsASaveIsReportedAtTheNextPoll() throws {
        let folder = try LiveTest.makeFolder()
        defer { LiveTest.remove(folder) }
        let path = folder + "/A.swift"
        try Self.save("// 1", to: path, modified: 100)
        var watcher = FileWatcher(paths: [path], interval: 10, debounce: 10)
        #expect(watcher.isNotified)
        #expect(watcher.poll(at: 0) == nil)
        // Written and closed: reported at once, without waiting for the interval or the debounce.
        try Self.save("// 22", to: path, modified: 101)
        #expect(watcher.poll(at: 0.001)?.files == [path])
        #expect(watcher.poll(at: 0.002) == nil)
        // Another file created in the folder is an event, but not a change to what is watched.
        try Self.save("// other", to: folder + "/notes.txt", modified: 102)
        #expect(watcher.poll(at: 0.003) == nil)
        // An atomic save (written beside, renamed into place) is reported at once too.
        try Self.save("// 333", to: folder + "/.A.swift.tmp", modified: 103)
        #expect(rename(folder + "/.A.swift.tmp", path) == 0)
        #expect(watcher.poll(at: 0.004)?.modified == 103)
    }

    /// The parameters a started check was given, kept for the test's thread.
    final class SeenParameters: @unchecked Sendable {
        private let lock = NSLock()
        private var seen: [LayoutReloader.CheckParameters] = []
        func add(_ parameters: LayoutReloader.CheckParameters) { lock.withLock { seen.append(parameters) } }
        var all: [LayoutReloader.CheckParameters] { lock.withLock { seen } }
    }

    /// With inotify, the watching thread starts a save's compile with no `poll` at all, with the
    /// parameters `reloadNow` was given (the first frame's poll may not have come yet).
    @Test func aWatchedSaveStartsItsCompileWithoutAPoll() throws {
        let folder = try LiveTest.makeFolder()
        defer { LiveTest.remove(folder) }
        let path = folder + "/Live.swift"
        try Self.save("// 1", to: path, modified: 100)
        let compiles = DispatchSemaphore(value: 0)
        let seen = SeenParameters()
        let reloader = LayoutReloader(
            paths: [path],
            compile: { _ throws(LiveLayoutError) in
                compiles.signal()
                throw .sources(.noneGiven)
            },
            startCheck: { _, parameters in
                seen.add(parameters)
                return { _ in nil }
            })
        guard case .failed = reloader.reloadNow(parameters: .init(itemCount: 7, width: 30, height: 40)) else {
            Issue.record("the first version did not fail as its compile does")
            return
        }
        #expect(compiles.wait(timeout: .now()) == .success)
        reloader.watchInBackground()
        reloader.watchInBackground()  // a second call starts no second thread
        // Saved as an editor saves (no modification time set afterwards, which inotify would not hear).
        try "// 22".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(compiles.wait(timeout: .now() + 20) == .success, "the save was not compiled without a poll")
        reloader.waitUntilIdle()
        let results = reloader.takeResults()
        #expect(results.count == 1)
        if case .failed(let failure) = results.first {
            #expect(failure.version == 2 && failure.stage == .compile)
        } else {
            Issue.record("the watched save gave \(results)")
        }
        #expect(seen.all.map(\.itemCount) == [7, 7])
        #expect(seen.all.last?.width == 30 && seen.all.last?.height == 40)
        // The change was taken by the thread: the next poll has nothing to start.
        #expect(!reloader.poll(at: 1_000, parameters: .init(itemCount: 7, width: 30, height: 40)))
    }

    /// `takeNotifiedChange` reports a save at once, and nothing for an event that changed nothing.
    @Test func aNotifiedChangeIsTakenWithoutAClock() throws {
        let folder = try LiveTest.makeFolder()
        defer { LiveTest.remove(folder) }
        let path = folder + "/A.swift"
        try Self.save("// 1", to: path, modified: 100)
        var watcher = FileWatcher(paths: [path], interval: 10, debounce: 10)
        #expect(watcher.takeNotifiedChange() == nil)
        try Self.save("// 22", to: path, modified: 101)
        #expect(watcher.waitForNotification(upTo: 20))
        #expect(watcher.takeNotifiedChange()?.files == [path])
        try Self.save("// other", to: folder + "/notes.txt", modified: 102)
        #expect(watcher.waitForNotification(upTo: 20))
        #expect(watcher.takeNotifiedChange() == nil)
        #expect(!watcher.waitForNotification(upTo: 0), "the events were read")
        let polling = FileWatcher(paths: [path], notifications: false)
        #expect(!polling.waitForNotification(upTo: 20), "without inotify it answers at once")
    }
}
