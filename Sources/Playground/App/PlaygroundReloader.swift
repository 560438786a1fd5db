import CollectionLayout
import OrbitSession
import OrbitRendering
import Foundation
import LiveLayouts

/// `--watch` in the playground: lets the `LayoutReloader` look at the files each frame, swaps in
/// the layouts it built, shows a failed version's panel, the HUD's reload line, the one-line
/// report once the new version's first frame is presented, and the warning when the session's
/// memory climbs from reload to reload (`MemoryGrowthDetector`). Monotonic times are seconds.
final class PlaygroundReloader {
    private let reloader: LayoutReloader
    /// The failed version's panel; Backspace dismisses it.
    private(set) var panel: ReloadOverlay?
    /// The HUD's reload line.
    private(set) var line: String?
    /// The HUD's warning while memory climbs.
    private(set) var memoryWarning: String?
    private var pendingFrame: (reload: LayoutReloader.Reload, taken: Double)?
    /// The version shown; 0 while the first one has not compiled.
    private var liveVersion = 0
    private var memoryGrowth = MemoryGrowthDetector()
    private var memoryCadence = Cadence(every: MemoryGrowthDetector.sampleInterval)
    private let say: (String) -> Void
    private let warn: (String) -> Void
    /// When the reloader looks at the files, seconds on a monotonic clock (tests drive it).
    private let clock: () -> Double

    /// Starts watching; `failure`: the first version's, when it did not build.
    init(_ reloader: LayoutReloader, failure: LayoutReloader.Failure?, layoutName: String,
         say: @escaping (String) -> Void, warn: @escaping (String) -> Void, clock: @escaping () -> Double = MonotonicClock.seconds) {
        self.reloader = reloader
        self.say = say
        self.warn = warn
        self.clock = clock
        if let failure {
            show(failure, layoutName: layoutName)
        } else {
            liveVersion = 1
            line = "watching \(Self.displayName(reloader.paths)) (v1): save it to reload"
            memoryGrowth.reloaded(version: 1, at: MonotonicClock.seconds(), bytes: ResidentMemory.currentBytes())
        }
    }

    /// Blocks until the version being built (if any) is finished: its result is taken by the
    /// next `poll` (tests, which drive the clock, wait here instead of polling again and again).
    func waitUntilIdle() { reloader.waitUntilIdle() }

    /// Backspace: hides the failed version's panel.
    func dismissPanel() {
        panel = nil
    }

    /// Each frame: lets the reloader look at the files (it does so every 50 ms), swaps in what it
    /// finished since the last frame (at session time `now`), and samples the memory. Returns
    /// whether the session's layouts changed.
    func poll(_ session: inout Session, now: Double, recorder: SessionRecorder, observed: () -> Double) -> Bool {
        let size = session.boundsSize
        reloader.poll(
            at: clock(),
            parameters: .init(
                itemCount: session.itemCount, width: Int(size.width), height: Int(size.height), layout: session.layoutName,
                settings: session.settings))
        var changed = false
        for outcome in reloader.takeResults() {
            recorder.reloadFinished(outcome, observed: observed())
            switch outcome {
            case .reloaded(let reload): changed = apply(reload, to: &session, now: now, recorder: recorder) || changed
            case .failed(let failure): show(failure, layoutName: session.layoutName)
            }
        }
        sampleMemory()
        return changed
    }

    /// About once a second: the resident memory, for the HUD's warning when it climbs without
    /// bound since the last reload. The first time it appears, it is also said on standard error.
    private func sampleMemory() {
        let time = MonotonicClock.seconds()
        guard memoryCadence.isDue(at: time) else { return }
        let warning = memoryGrowth.sample(at: time, bytes: ResidentMemory.currentBytes())
        if let warning, memoryWarning == nil { warn(warning) }
        memoryWarning = warning
    }

    private func apply(_ reload: LayoutReloader.Reload, to session: inout Session, now: Double, recorder: SessionRecorder) -> Bool {
        do {
            let replaced = try session.replaceLayouts(reload.layouts, at: now)
            // The first version that compiles after a start with a broken file: show it.
            if liveVersion == 0, !replaced, let first = reload.layouts.first {
                session.send(.selectLayout(first.name), at: now)
                recorder.record(.selectLayout(first.name), at: now)
            }
        } catch {
            show(LayoutReloader.Failure(
                version: reload.version, stage: .load, error: .load(.rejected(reason: error.message)), timings: reload.timings,
                sourceModified: reload.sourceModified), layoutName: session.layoutName)
            return false
        }
        liveVersion = reload.version
        memoryGrowth.reloaded(version: reload.version, at: MonotonicClock.seconds(), bytes: ResidentMemory.currentBytes())
        memoryWarning = nil
        panel = nil
        pendingFrame = (reload, MonotonicClock.seconds())
        return true
    }

    /// After a frame is presented: when it is the new version's first, the HUD's line and one line
    /// through `say` (standard error in `orbit play`, where a failed version's lines go too).
    func framePresented() {
        guard let (reload, taken) = pendingFrame else { return }
        pendingFrame = nil
        let frame = MonotonicClock.seconds() - taken
        let saveToFrame = Date().timeIntervalSince1970 - reload.sourceModified
        let text = Self.reloadLine(reload, frame: frame)
        line = text
        say(text + "; save to frame \(HUDStatus.format(saveToFrame, digits: 2)) s")
        for warning in reload.warnings { warn(warning.oneLine) }
        if let note = reload.repairNote { warn(note) }
    }

    private func show(_ failure: LayoutReloader.Failure, layoutName: String) {
        let name = Self.displayName(reloader.paths)
        let what: String
        switch failure.stage {
        case .compile: what = "did not compile"
        case .check: what = "failed its check"
        case .load: what = "did not load"
        }
        let showing = liveVersion > 0 ? "v\(liveVersion)" : layoutName
        panel = ReloadOverlay(title: "\(name) \(what) (v\(failure.version)): still showing \(showing)", lines: failure.lines)
        let t = failure.timings
        line = "reload v\(failure.version) failed (\(failure.stage.rawValue)) after \(HUDStatus.format(t.total, digits: 2)) s: showing \(showing)"
        for line in failure.lines { warn(line) }
    }

    /// `reload v3: 0.52 s (compile 0.41, check 0.09, load 0.00, frame 0.02)` (pure).
    static func reloadLine(_ reload: LayoutReloader.Reload, frame: Double) -> String {
        let t = reload.timings
        return HUDStatus.reloadLine(
            version: reload.version, compile: t.compile, check: reload.checked ? t.check : nil, load: t.load, frame: frame,
            cached: reload.wasCached)
    }

    static func displayName(_ paths: [String]) -> String {
        paths.count == 1 ? (paths[0] as NSString).lastPathComponent : "\(paths.count) sources"
    }
}
