import CSDL2
import CollectionLayout
import OrbitSession
import OrbitRendering
import Foundation
import LiveLayouts

/// `--watch` and `--resume`: live layout reloads and the session journal.
extension PlaygroundApp {
    // MARK: - Live reload

    func startWatching(_ reloader: LayoutReloader) {
        if let failure = options.watchFailure {
            liveVersion = 0
            show(failure, paths: reloader.paths)
        } else {
            liveVersion = 1
            reloadLine = "watching \(Self.displayName(reloader.paths)) (v1): save it to reload"
            memoryGrowth.reloaded(version: 1, at: MonotonicClock.seconds(), bytes: ResidentMemory.currentBytes())
        }
    }

    /// About once a second while a file is watched: the resident memory, for the HUD's warning
    /// when it climbs without bound since the last reload (`MemoryGrowthDetector`). The first
    /// time it appears, it is also said on standard error.
    func sampleMemory() {
        let time = MonotonicClock.seconds()
        guard options.reloader != nil, time - lastMemorySample >= MemoryGrowthDetector.sampleInterval else { return }
        lastMemorySample = time
        let warning = memoryGrowth.sample(at: time, bytes: ResidentMemory.currentBytes())
        if let warning, memoryWarning == nil { warn(warning) }
        memoryWarning = warning
    }

    /// Each frame: lets the reloader look at the files (it does so every 50 ms), and swaps in
    /// what it finished since the last frame.
    func pollReloader() {
        guard let reloader = options.reloader else { return }
        let size = session.boundsSize
        reloader.poll(
            at: MonotonicClock.seconds(),
            parameters: .init(
                itemCount: session.itemCount, width: Int(size.width), height: Int(size.height), layout: session.layoutName,
                settings: session.settings))
        for outcome in reloader.takeResults() {
            let observed = Stopwatch.now() - loopStart
            for observer in observers { observer.reloadFinished(outcome, at: observed) }
            switch outcome {
            case .reloaded(let reload): apply(reload)
            case .failed(let failure): show(failure, paths: reloader.paths)
            }
        }
    }

    func apply(_ reload: LayoutReloader.Reload) {
        do {
            let replaced = try session.replaceLayouts(reload.layouts, at: now)
            // The first version that compiles after a start with a broken file: show it.
            if liveVersion == 0, !replaced, let first = reload.layouts.first {
                session.handle(.selectLayout(first.name), at: now)
                recorded.append(TimedInputEvent(time: now, event: .selectLayout(first.name)))
            }
        } catch {
            show(LayoutReloader.Failure(
                version: reload.version, stage: .load, error: LiveLayoutError(error.message), timings: reload.timings,
                sourceModified: reload.sourceModified), paths: options.reloader?.paths ?? [])
            return
        }
        liveVersion = reload.version
        memoryGrowth.reloaded(version: reload.version, at: MonotonicClock.seconds(), bytes: ResidentMemory.currentBytes())
        memoryWarning = nil
        overlay = nil
        pendingReloadFrame = (reload, MonotonicClock.seconds())
        SDL_SetWindowTitle(window.window, "Orbit — \(session.layoutName)")
    }

    /// After the first frame with the new version is presented: the HUD's line and one line on stdout.
    func reportReloadFrame() {
        guard let (reload, taken) = pendingReloadFrame else { return }
        pendingReloadFrame = nil
        let frame = MonotonicClock.seconds() - taken
        let saveToFrame = Date().timeIntervalSince1970 - reload.sourceModified
        reloadLine = Self.reloadLine(reload, frame: frame)
        say(reloadLine! + "; save to frame \(HUDStatus.format(saveToFrame, digits: 2)) s")
        for warning in reload.warnings { warn(warning.oneLine) }
    }

    func show(_ failure: LayoutReloader.Failure, paths: [String]) {
        let name = Self.displayName(paths)
        let what: String
        switch failure.stage {
        case .compile: what = "did not compile"
        case .check: what = "failed its check"
        case .load: what = "did not load"
        }
        let showing = liveVersion > 0 ? "v\(liveVersion)" : session.layoutName
        overlay = ReloadOverlay(
            title: "\(name) \(what) (v\(failure.version)): still showing \(showing)", lines: failure.lines)
        let t = failure.timings
        reloadLine = "reload v\(failure.version) failed (\(failure.stage.rawValue)) after \(HUDStatus.format(t.total, digits: 2)) s: showing \(showing)"
        for line in failure.lines { warn(line) }
    }

    /// `reload v3: 0.52 s (compile 0.41, check 0.09, load 0.00, frame 0.02)` (pure).
    static func reloadLine(_ reload: LayoutReloader.Reload, frame: Double) -> String {
        let t = reload.timings
        return reloadLine(
            version: reload.version, compile: t.compile, check: reload.checked ? t.check : nil, load: t.load, frame: frame,
            cached: reload.wasCached)
    }

    /// The same from the figures; `check` nil when the check was skipped (pure).
    static func reloadLine(version: Int, compile: Double, check: Double?, load: Double, frame: Double, cached: Bool) -> String {
        func f(_ value: Double) -> String { HUDStatus.format(value, digits: 2) }
        let total = compile + (check ?? 0) + load + frame
        return "reload v\(version): \(f(total)) s (compile \(f(compile))\(cached ? " cached" : ""), "
            + "check \(check.map(f) ?? "skipped"), load \(f(load)), frame \(f(frame)))"
    }

    static func displayName(_ paths: [String]) -> String {
        paths.count == 1 ? (paths[0] as NSString).lastPathComponent : "\(paths.count) sources"
    }

    // MARK: - Journal and resume

    /// Replays the last session first with `--resume`, then starts this session's journal (which
    /// begins with the replayed events, so that a later `--resume` gets both).
    func startJournal() {
        guard let path = options.sessionPath else { return }
        if options.resume {
            switch SessionJournal.read(path: path, catalog: session.catalog) {
            case .failure(let problem):
                say(problem.message)
                // Never write over a journal that could not be replayed: it is kept for later.
                if problem.journalExists, let kept = SessionJournal.keepAside(path: path, date: Date()) {
                    say("kept the last session's journal at \(kept) (ORBIT_SESSION_FILE=\(kept) orbit play --resume replays it)")
                }
            case .success(let events):
                var replay = ScriptReplay(session: session, events: events, until: events.last?.time ?? 0)
                replay.run { _, _, _ in }
                session = replay.session
                // The last session's Q, P, H… were for that window.
                _ = session.takeUnhandledKeys()
                timeOffset = session.time
                recorded = events
                session.handle(.resize(window.size), at: timeOffset)
                recorded.append(TimedInputEvent(time: timeOffset, event: .resize(window.size)))
                say(
                    "resumed the last session: \(events.count) events over \(HUDStatus.format(timeOffset, digits: 1)) s, "
                        + "\(session.layoutName) with \(session.itemCount) items at offset "
                        + "\(HUDStatus.format(session.contentOffset.x, digits: 0)), \(HUDStatus.format(session.contentOffset.y, digits: 0))")
            }
        }
        options.recordSources?()
        journal = SessionJournal(path: path)
        if journal == nil { warn("cannot write the session journal \(path): --resume will not find this session") }
        journal?.flush(recorded, now: 0, force: true)
    }
}
