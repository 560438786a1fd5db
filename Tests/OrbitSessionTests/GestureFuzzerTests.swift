import Foundation
@testable import LayoutCatalog
@testable import OrbitSession
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore

/// The seeded gesture fuzzer (issue 5): a short run per preset, its reproductions, its checks,
/// and the extreme inputs it is meant to survive (0 and 1,000,000 items mid-animation, a window
/// of 1x1 and 0x0 points).
@Suite struct GestureFuzzerTests {
    /// A short run per preset; counts stay at 3,000 or fewer so that the debug build keeps it
    /// quick (a million items are `itemCountsFromZeroToAMillionMidAnimation`'s business, and
    /// `make soak`'s).
    @Test(arguments: LayoutCatalog.builtIn.entries)
    func shortRunPassesEveryCheck(preset: LayoutDescriptor) {
        var fuzzer = GestureFuzzer(.init(seed: 17 + UInt64(LayoutCatalog.builtIn.entries.firstIndex(of: preset) ?? 0), layout: preset, maximumItemCount: 3_000))
        let violation = fuzzer.run(frames: 240)
        #expect(violation == nil, "\(preset.name): \(violation.map { "\($0)\n\($0.script)" } ?? "")")
        #expect(fuzzer.summary.frames == 240)
        #expect(fuzzer.summary.events > 0)
        #expect(fuzzer.summary.hitChecks > 0, "the hit-test check never found an item to click")
    }

    /// Issue 23: `fuzz --layout` promises no layout switches, and its summary says so; D presses
    /// (the same layout flipped) are counted apart.
    @Test func oneLayoutCountsNoSwitchesButItsFlips() {
        var fuzzer = GestureFuzzer(.init(seed: 4, layout: .flow, wanders: false, itemCount: 40, maximumItemCount: 300))
        #expect(fuzzer.run(frames: 3_000) == nil)
        #expect(fuzzer.summary.layoutSwitches == 0)
        #expect(fuzzer.summary.directionFlips > 0)
        #expect(Set(fuzzer.summary.framesByLayout.keys) == ["flow"])
        var wandering = GestureFuzzer(.init(seed: 4, layout: .flow, wanders: true, itemCount: 40, maximumItemCount: 300))
        #expect(wandering.run(frames: 3_000) == nil)
        #expect(wandering.summary.layoutSwitches > 0)
    }

    /// `orbit fuzz --set`: a variant (here rotary without its default wrap, on a 5-item arc) is
    /// fuzzed from its first frame, and the reproduction and rerun lines carry its settings.
    @Test func aVariantIsFuzzedWithItsSettings() throws {
        let settings = [LayoutSetting(key: "wrap", value: "false"), LayoutSetting(key: "count", value: "5")]
        var fuzzer = GestureFuzzer(
            .init(seed: 9, layout: .rotary, settings: settings, wanders: false, itemCount: 12, maximumItemCount: 300))
        #expect(fuzzer.session.settings == settings)
        #expect(fuzzer.session.collectionView.layout.wrapping == nil)
        let defaults = GestureFuzzer(.init(seed: 9, layout: .rotary, wanders: false, itemCount: 12, maximumItemCount: 300))
        #expect(defaults.session.collectionView.layout.wrapping != nil, "rotary wraps by default, as iCarousel does")
        #expect(fuzzer.run(frames: 600) == nil)
        let replay = fuzzer.configuration.replayArguments, rerun = fuzzer.configuration.fuzzArguments
        for arguments in [replay, rerun] {
            #expect(arguments.split(separator: "--set", omittingEmptySubsequences: false).count == 3)
            #expect(arguments.contains("wrap=false") && arguments.contains("count=5"))
        }
    }

    /// Reorders (hold, drag, auto-scroll, Esc, releases outside) in every layout: items move, none
    /// is lost or duplicated (the identity model checks every step of every move).
    @Test(arguments: LayoutCatalog.seeds.entries)
    func reordersKeepEveryItem(preset: LayoutDescriptor) {
        var reorders = 0, moves = 0
        for seed: UInt64 in [3, 8] {
            var fuzzer = GestureFuzzer(.init(seed: seed, layout: preset, wanders: false, itemCount: 60, maximumItemCount: 300))
            let violation = fuzzer.run(frames: 1_500)
            #expect(violation == nil, "\(preset.name): \(violation.map { "\($0)\n\($0.script)" } ?? "")")
            reorders += fuzzer.summary.reorders
            moves += fuzzer.summary.moves
        }
        #expect(reorders > 0, "\(preset.name): no item was picked up")
        // (Whether a reorder moves an item in every layout is InteractiveMovementTests' business: a
        // random drag across firewheel's few, scattered items seldom lands on another one.)
        if preset != .firewheel { #expect(moves > 0, "\(preset.name): no reorder moved an item") }
    }

    @Test func sameSeedSameRun() {
        var first = GestureFuzzer(.init(seed: 99, layout: .flow, maximumItemCount: 5_000))
        var second = GestureFuzzer(.init(seed: 99, layout: .flow, maximumItemCount: 5_000))
        #expect(first.run(frames: 240) == nil)
        #expect(second.run(frames: 240) == nil)
        #expect(first.events == second.events)
        #expect(first.summary == second.summary)
        var other = GestureFuzzer(.init(seed: 100, layout: .flow, maximumItemCount: 5_000))
        #expect(other.run(frames: 240) == nil)
        #expect(other.events != first.events)
    }

    /// The events a run keeps are a script: written, parsed and replayed as `orbit replay` does,
    /// they lead to the same state.
    @Test(arguments: [LayoutDescriptor.ring, .line3d, .waterfall])
    func eventsReplayAsAScriptToTheSameState(preset: LayoutDescriptor) throws {
        let configuration = GestureFuzzer.Configuration(seed: 5, layout: preset, maximumItemCount: 3_000)
        var fuzzer = GestureFuzzer(configuration)
        #expect(fuzzer.run(frames: 300) == nil)
        let events = try Script.parse(Script.text(for: fuzzer.events))
        #expect(events.count == fuzzer.events.count)
        let mismatch = zip(events, fuzzer.events).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(mismatch == nil, "event \(mismatch?.offset ?? -1): \(String(describing: mismatch?.element))")
        let start = Session(
            layout: configuration.layout, itemCount: configuration.itemCount, boundsSize: configuration.boundsSize,
            seed: configuration.seed)
        var replay = ScriptReplay(session: start, steps: events, until: ScriptReplay.time(ofFrame: fuzzer.frame - 1))
        replay.run { _, _, _ in }
        #expect(replay.session.collectionView.identities == fuzzer.session.collectionView.identities)
        #expect(replay.session.descriptor == fuzzer.session.descriptor)
        #expect(replay.session.contentOffset == fuzzer.session.contentOffset)
        #expect(replay.session.displayedItems.sortedInDrawOrder == fuzzer.session.displayedItems.sortedInDrawOrder)
    }

    @Test func aViolationCarriesItsReproduction() {
        let configuration = GestureFuzzer.Configuration(seed: 3, layout: .cards, itemCount: 7, boundsSize: Size(width: 640, height: 480))
        let events = [TimedStep(time: 0, key: "space"), TimedStep(time: 0.5, .setItemCount(2))]
        let violation = GestureFuzzer.Violation(
            frame: 30, time: 0.5, message: "item 4 is displayed twice", events: events, configuration: configuration)
        #expect(violation.description == "frame 30 (t = 0.5 s): item 4 is displayed twice")
        #expect((try? Script.parse(violation.script)) == events)
        #expect(configuration.replayArguments == ["--layout", "cards", "--items", "7", "--size", "640x480", "--seed", "3"])
    }

    // MARK: - The identity model catches lost, duplicated and renumbered items

    @Test func identityModelAcceptsWhatTheSessionDoes() {
        var model = IdentityModel(count: 5)
        var summary = GestureFuzzer.Summary()
        var identities = ItemIdentities(count: 5)
        #expect(model.update(.unchanged, identities: identities, summary: &summary) == nil)
        identities.apply(try! UpdatePlan([.insert(ItemIndexPath(item: 2))], oldCount: 5))
        #expect(model.update(.tap(.nothing), identities: identities, summary: &summary) == nil)
        identities.apply(try! UpdatePlan([.delete(ItemIndexPath(item: 0))], oldCount: 6))
        #expect(model.update(.tap(.item(0)), identities: identities, summary: &summary) == nil)
        identities.resize(to: 9)
        #expect(model.update(.count(9), identities: identities, summary: &summary) == nil)
        #expect(summary.inserts == 5 && summary.deletes == 1)
        #expect(model.update(.reset(counts: [3]), identities: ItemIdentities(count: 3), summary: &summary) == nil)
    }

    @Test func identityModelReportsLostDuplicatedAndStaleItems() throws {
        var summary = GestureFuzzer.Summary()
        // An item vanished on an event that should not touch items.
        var model = IdentityModel(count: 4)
        var lost = ItemIdentities(count: 4)
        lost.apply(try UpdatePlan([.delete(ItemIndexPath(item: 1))], oldCount: 4))
        #expect(model.update(.unchanged, identities: lost, summary: &summary) != nil)
        // A click on item 2 deleted item 1 instead.
        model = IdentityModel(count: 4)
        #expect(model.update(.tap(.item(2)), identities: lost, summary: &summary) != nil)
        // `-` meant index 3, the collection lost index 1.
        model = IdentityModel(count: 4)
        #expect(model.update(.delete(at: ItemIndexPath(item: 3)), identities: lost, summary: &summary) != nil)
        // New items must have identities never issued: a reused one is a duplicate in waiting.
        model = IdentityModel(count: 3)
        var reused = ItemIdentities(count: 3)
        reused.resize(to: 2)
        #expect(model.update(.count(2), identities: reused, summary: &summary) == nil)
        #expect(model.update(.count(3), identities: ItemIdentities(count: 3), summary: &summary) != nil)
    }

    @Test func identityModelSamplesLargeCollections() throws {
        var summary = GestureFuzzer.Summary()
        var model = IdentityModel(count: 200_000)
        var identities = ItemIdentities(count: 200_000)
        identities.apply(try UpdatePlan([.insert(ItemIndexPath(item: 123_457))], oldCount: 200_000))
        #expect(model.firstDifference(inSection: 0, from: identities) == 123_457)
        #expect(model.update(.tap(.nothing), identities: identities, summary: &summary) == nil)
        var wrong = identities
        wrong.apply(try UpdatePlan([.delete(ItemIndexPath(item: 199_999))], oldCount: 200_001))
        #expect(model.update(.unchanged, identities: wrong, summary: &summary) != nil)
    }

    // MARK: - Extremes mid-animation

    /// The checks of one frame, as the fuzzer runs them, on a session driven by hand.
    static func check(_ session: Session, _ model: IdentityModel) -> String? {
        var fuzzer = GestureFuzzer(.init(seed: 0, layout: session.descriptor))
        fuzzer.session = session
        fuzzer.model = model
        return fuzzer.checkFrame()
    }

    /// Not the circle family: it shows every item, so a million items cost seconds a frame in a
    /// debug build (the fuzzer takes them there in `make soak`).
    @Test(arguments: [LayoutDescriptor.flow, .line3d, .wheel])
    func itemCountsFromZeroToAMillionMidAnimation(preset: LayoutDescriptor) {
        var session = Session(layout: preset, itemCount: 30, boundsSize: Size(width: 800, height: 600), seed: 2)
        var clock = HostFrameClock()
        session.send(.switchToPartner, at: clock.time)
        clock.run(&session, for: 0.1)
        #expect(session.collectionView.isAnimating)
        session.send(.setItemCount(1_000_000), at: clock.time)
        #expect(session.itemCount == 1_000_000)
        clock.run(&session, for: 0.1)
        var model = IdentityModel(count: 30)
        var summary = GestureFuzzer.Summary()
        #expect(model.update(.count(1_000_000), identities: session.collectionView.identities, summary: &summary) == nil)
        #expect(Self.check(session, model) == nil)
        session.send(.addItem, at: clock.time)
        session.send(.nextLayout, at: clock.time)
        session.send(.setItemCount(0), at: clock.time + 0.05)
        clock.run(&session, for: 0.1)
        #expect(session.itemCount == 0)
        #expect(Self.check(session, IdentityModel(count: 0)) == nil)
        #expect(session.displayedItems.allSatisfy { $0.phase == .disappearing })
        clock.run(&session, for: 1)
        #expect(session.displayedItems.isEmpty)
        #expect(session.contentOffset.isFinite && session.contentSize.isFinite)
        session.send(.setItemCount(3), at: clock.time)
        clock.run(&session, for: 1)
        #expect(Set(session.displayedItems.map(\.id)).count == session.displayedItems.count)
    }

    @Test(arguments: LayoutCatalog.builtIn.entries)
    func aWindowOfOnePointOrNoneMidAnimation(preset: LayoutDescriptor) {
        var session = Session(layout: preset, itemCount: 40, boundsSize: Size(width: 1024, height: 640), seed: 4)
        var clock = HostFrameClock()
        session.send(.pointerDown(.left, Point(x: 500, y: 300)), at: 0)
        session.send(.pointerMove(Point(x: 200, y: 100)), at: 0.05)
        session.send(.addItem, at: 0.06)
        session.send(.switchToPartner, at: 0.07)
        let model = IdentityModel(count: 41)
        for side in [Size(width: 1, height: 1), Size(width: 0, height: 0), Size(width: 0, height: 640), Size(width: 1, height: 1)] {
            clock.time += 1.0 / 60
            session.send(.resize(side), at: clock.time)
            session.send(.pointerMove(Point(x: -1e6, y: 1e6)), at: clock.time)
            clock.run(&session, for: 0.05)
            #expect(session.boundsSize == side)
            #expect(Self.check(session, model) == nil, "\(preset.name) at \(side)")
            _ = session.hitTest(Point(x: 0, y: 0))
            _ = session.hitTest(Point(x: 0.5, y: 0.5))
        }
        session.send(.pointerUp(.left, Point(x: 1e6, y: -1e6)), at: clock.time)
        session.send(.resize(Size(width: 1024, height: 640)), at: clock.time)
        clock.run(&session, for: 3)
        #expect(session.isIdle)
        #expect(Self.check(session, model) == nil, "\(preset.name) back at 1024x640")
        #expect(session.itemCount == 41)
    }
}
