import CollectionLayout
import Foundation
import OrbitSession
import Testing

@testable import Playground

/// `orbit play --sections` without a window: the record starts with the sections (a `sections`
/// event), and `--resume` brings back the sections and what was done to them.
@Suite struct SectionJournalTests {
    let size = Size(width: 400, height: 600)

    func options(sections: [Int]?, path: String? = nil, resume: Bool = false) throws -> PlaygroundOptions {
        var options = PlaygroundOptions(layout: try LayoutCatalog.builtIn.entry(named: "flow"), itemCount: sections?.reduce(0, +) ?? 9, windowSize: size)
        options.sectionItemCounts = sections
        options.sessionPath = path
        options.resume = resume
        return options
    }

    @Test func theRecordStartsWithTheSectionsOrTheItemCount() throws {
        let sectioned = SessionRecorder(options: try options(sections: [4, 0, 2]), windowSize: size, observers: [])
        #expect(sectioned.recorded == [TimedStep(time: 0, .resize(size)), TimedStep(time: 0, .selectLayout("flow")), TimedStep(time: 0, .setSections([4, 0, 2]))])
        // One section is recorded as it always was.
        let single = SessionRecorder(options: try options(sections: nil), windowSize: size, observers: [])
        #expect(single.recorded == [TimedStep(time: 0, .resize(size)), TimedStep(time: 0, .selectLayout("flow")), TimedStep(time: 0, .setItemCount(9))])
        let one = SessionRecorder(options: try options(sections: [9]), windowSize: size, observers: [])
        #expect(one.recorded == single.recorded)
    }

    @Test func resumeRestoresTheSectionsAndWhatWasDoneToThem() throws {
        let folder = NSTemporaryDirectory() + "/orbit-journal-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/last-session.jsonl"
        // The first session: started with sections, then a section inserted and one moved.
        let first = try options(sections: [3, 2], path: path)
        var session = try Session(layout: first.layout, sectionItemCounts: [3, 2], boundsSize: size)
        let recorder = SessionRecorder(options: first, windowSize: size, observers: [])
        _ = recorder.startJournal(first, session: &session, windowSize: size, say: { _ in }, warn: { _ in })
        for (time, event) in [(0.5, SessionAction.insertSection(at: 2, count: 4)), (1.0, .moveSection(from: 0, to: 2))] {
            session.send(event, at: time)
            recorder.record(event, at: time)
        }
        try recorder.finish()
        let expected = (0..<session.numberOfSections).map { Array(session.collectionView.identities.identities(inSection: $0)) }
        #expect(expected == [[3, 4], [5, 6, 7, 8], [0, 1, 2]])

        // The next one starts with one section of 9 (no --sections) and resumes.
        let next = try options(sections: nil, path: path, resume: true)
        var resumed = Session(layout: next.layout, itemCount: 9, boundsSize: size)
        let again = SessionRecorder(options: next, windowSize: size, observers: [])
        var said: [String] = []
        _ = again.startJournal(next, session: &resumed, windowSize: size, say: { said.append($0) }, warn: { _ in })
        #expect(said.first?.hasPrefix("resumed the last session") == true, "\(said)")
        // The sections as they were; new items are numbered as the replay issues them (the
        // resumed session started from 9 items, so section 1's came after those), and the
        // first three items, moved to the end, are the same ones.
        #expect(resumed.sectionItemCounts == [2, 4, 3])
        #expect(Array(resumed.collectionView.identities.identities(inSection: 2)) == [0, 1, 2] as [ItemID])
    }
}
