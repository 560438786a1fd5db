import CollectionLayout
import OrbitSession
import OrbitSupport
import OrbitRendering
import Foundation
import Glibc
import LiveLayouts

/// What the playground keeps of a session: the script `--record` writes, the journal
/// `--resume` replays (flushed about once a second), and the observers of `--profile` and
/// `--trace-events`, told about every frame, input event and reload.
final class SessionRecorder {
    /// The session's input so far, session seconds: events, and keys as they were pressed.
    private(set) var recorded: [TimedStep]
    private var journal: SessionJournal?
    private let observers: [any FrameObserver]
    private let recordPath: String?
    /// Each orthogonal section's offset as last recorded (`Session.orthogonalRestEvents`).
    private var journaledOrthogonal: [Int: Double] = [:]
    /// Why the journal is not written, once a write failed (shown in the HUD).
    private(set) var journalWarning: String?
    /// Where the journal's failure is said on stderr (the playground's `warn`).
    private var warn: (String) -> Void = { _ in }

    /// Starts the record with what the window started with, so that a replay with other options
    /// still begins in the same state: several sections as a `sections` event (which `--resume`
    /// replays too), one as an `items` event.
    init(options: PlaygroundOptions, windowSize: Size, observers: [any FrameObserver]) {
        self.observers = observers
        recordPath = options.recordPath
        let counts = options.sectionItemCounts ?? [options.itemCount]
        recorded = [
            TimedStep(time: 0, .resize(windowSize)),
            TimedStep(time: 0, .selectLayout(options.layout.name)),
            TimedStep(time: 0, counts.count > 1 ? .setSections(counts) : .setItemCount(options.itemCount)),
        ]
        // Side by side, the command names both layouts: a layout event would switch both panes
        // to the first one when replayed with `orbit replay --compare`.
        if options.compareWith != nil {
            recorded.remove(at: 1)
        } else {
            // `--set`: a replay or a `--resume` without the flag starts from the same values.
            recorded += options.settings.map { TimedStep(time: 0, .setParameter($0)) }
        }
        if let spring = options.spring { recorded.append(TimedStep(time: 0, .timing(spring))) }
    }

    /// A step the session handled at `time` (session seconds).
    func record(_ step: ScriptStep, at time: Double) {
        recorded.append(TimedStep(time: time, step: step))
    }

    /// An action the session handled at `time` (session seconds).
    func record(_ action: SessionAction, at time: Double) {
        record(.event(.action(action)), at: time)
    }

    /// Input from the user (an event, or a key as pressed): recorded, and told to the observers
    /// at `observed` (stopwatch milliseconds since the loop started).
    func handled(_ step: ScriptStep, at time: Double, observed: Double) {
        record(step, at: time)
        for observer in observers { observer.handled(step, at: observed) }
    }

    func reloadFinished(_ outcome: LayoutReloader.Outcome, observed: Double) {
        for observer in observers { observer.reloadFinished(outcome, at: observed) }
    }

    func frameEnded(_ timing: FrameTiming, session: Session) {
        // Where orthogonal sections came to rest, for `--resume` (no observer is told: not input).
        for action in session.orthogonalRestEvents(journaled: &journaledOrthogonal) { record(action, at: session.time) }
        for observer in observers { observer.frameEnded(timing, session: session) }
    }

    /// Appends the new events to the journal when a second has passed (`now`: seconds, any clock).
    func flush(now: Double) {
        if let failure = journal?.flush(recorded, now: now) { journalFailed(failure) }
    }

    /// Writes the journal's last events, the recorded script and the observers' files.
    func finish() throws(PlaygroundError) {
        if let failure = journal?.flush(recorded, now: 0, force: true) { journalFailed(failure) }
        if let failure = journal?.close() { journalFailed(failure) }
        if let path = recordPath {
            do {
                try OutputFile.write(Script.text(for: recorded), toPath: path)
            } catch {
                throw .output(OutputError(error.message))
            }
        }
        do {
            for observer in observers { try observer.finish() }
        } catch {
            throw .output(error)
        }
    }
}

// MARK: - Journal and resume

extension SessionRecorder {
    /// Replays the last session first with `--resume`, then starts this session's journal (which
    /// begins with the replayed events, so that a later `--resume` gets both). Returns the session
    /// time the replay ended at (0 without one): the clock's offset.
    func startJournal(
        _ options: PlaygroundOptions, session: inout Session, windowSize: Size,
        say: (String) -> Void, warn: @escaping (String) -> Void
    ) -> Double {
        guard let path = options.sessionPath else { return 0 }
        self.warn = warn
        var timeOffset = 0.0
        // A crash's journal is what `--resume` is for: a new session must not write over it.
        var keepsAside = SessionJournal.wasLeftByACrash(path: path)
        if options.resume {
            switch SessionJournal.read(path: path, catalog: session.catalog) {
            case .failure(let problem):
                say(problem.message)
                // Never write over a journal that could not be replayed: it is kept for later.
                if case .resume(_, journalExists: true) = problem { keepsAside = true }
            case .success(let events):
                // The new journal starts with the replayed events: nothing is lost.
                keepsAside = false
                timeOffset = resume(events, session: &session, windowSize: windowSize)
                say(
                    "resumed the last session: \(events.count) events over \(HUDStatus.format(timeOffset, digits: 1)) s, "
                        + "\(session.layoutName) with \(session.itemCount) items at offset "
                        + "\(HUDStatus.format(session.contentOffset.x, digits: 0)), \(HUDStatus.format(session.contentOffset.y, digits: 0))")
                // Every value the last session tuned, as the line that would start in this state.
                say("resumed state: \(session.playCommand(windowSize: windowSize, extraArguments: options.commandArguments))")
                if let offsets = session.orthogonalOffsetsDescription { say("resumed orthogonal offsets: \(offsets)") }
            }
        }
        if keepsAside {
            let crashed = !options.resume
            // The mark is the crashed session's, not part of what is kept.
            _ = unlink(SessionJournal.markerPath(journal: path))
            if let kept = SessionJournal.keepAside(path: path, date: Date()) {
                say(
                    (crashed ? "the last session did not end cleanly: " : "")
                        + "kept the last session's journal at \(kept) (ORBIT_SESSION_FILE=\(kept) orbit play --resume replays it)")
            }
        }
        options.recordSources?()
        do {
            journal = try SessionJournal(path: path)
            if let failure = journal?.flush(recorded, now: 0, force: true) { journalFailed(failure) }
        } catch {
            journalFailed(error)
        }
        return timeOffset
    }

    /// Says once, on stderr and in the HUD (`journalWarning`), that the journal is not written.
    private func journalFailed(_ failure: FileError) {
        guard journalWarning == nil else { return }
        journalWarning = "session journal not written (\(failure.message)): --resume will not find this session"
        warn(journalWarning!)
    }

    /// Replays `events` into `session` and makes them the record's start; returns where they end.
    private func resume(_ events: [TimedStep], session: inout Session, windowSize: Size) -> Double {
        // The last session's keys do what they did, but its Q, P, H… were for that window: only
        // the actions replay.
        var replay = ScriptReplay(session: session, steps: events, until: events.last?.time ?? 0, keys: KeyBindings.playground)
        replay.run { _, _, _ in }
        session = replay.session
        let end = session.time
        recorded = events
        // The replayed events put the sections where they rest: nothing new to record.
        _ = session.orthogonalRestEvents(journaled: &journaledOrthogonal)
        session.send(.resize(windowSize), at: end)
        record(.event(.input(.resize(windowSize))), at: end)
        return end
    }
}
