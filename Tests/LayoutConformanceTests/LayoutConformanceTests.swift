import CollectionLayout
import Testing

@testable import LayoutConformance

// MARK: - The built-in layouts

/// A built-in layout by name, with the rule its `attributes(in:)` documents.
struct BuiltInLayout: Sendable, CustomTestStringConvertible {
    let name: String
    let make: @Sendable () -> any CollectionViewLayout

    var testDescription: String { name }

    /// docs/reference/LAYOUTS.md: the wheel's `attributes(in:)` returns the cards its culling angle lets through
    /// at the current offset, "the range depends on the offset, not on rect". Every other
    /// built-in layout answers exactly.
    var options: LayoutConformanceChecker.Options {
        var options = LayoutConformanceChecker.Options()
        if name == "wheel" { options.rectQuery = .offsetCulled }
        return options
    }
}

/// The 30 built-in layouts with their defaults (the ten seeds, the five 3D carousels, planner,
/// justified and tags, and the twelve compositional gallery layouts), and variants (vertical,
/// inverted, faded, magnified, wrapping, self-sizing): the one place that knows
/// where they come from (`LayoutCatalog.builtIn`).
func builtInLayouts() -> [BuiltInLayout] {
    let defaults = LayoutCatalog.builtIn.entries.map { entry in BuiltInLayout(name: entry.name, make: { try! entry.makeLayout([]) }) }
    let variants: [(String, [String])] = [
        ("coverflow", ["direction=vertical", "tilt=-0.5", "spacing=0"]),
        ("rotary", ["inverted=true", "direction=vertical", "count=5"]),
        ("cylinder", ["inverted=true", "arc=pi", "radius=300"]),
        ("timemachine", ["inverted=true", "fadeMin=none", "fadeMax=3", "fadeMinAlpha=0.2"]),
        ("wheel3d", ["direction=horizontal", "offAxisFraction=0.3", "magnification=1.5", "diameterRatio=0.5"]),
        // Wrap-around: each item once, targets reduced into the period.
        ("rotary", ["wrap=true"]), ("cylinder", ["wrap=true", "count=7"]), ("wheel3d", ["wrap=true"]),
        ("line", ["wrap=true"]), ("line3d", ["wrap=true", "direction=vertical"]),
        // Self-sizing cells (issue 19).
        ("flow", ["estimatedItemSize=150x44"]),
    ]
    return defaults + variants.map { name, pairs in
        let settings = pairs.map { try! LayoutSetting(parsing: $0) }
        let entry = try! LayoutCatalog.builtIn.entry(named: name)
        return BuiltInLayout(name: "\(name) " + pairs.joined(separator: " "), make: { try! entry.makeLayout(settings) })
    }
}

@Suite("built-in layouts conform")
struct BuiltInConformanceTests {
    @Test("there are thirty-one, and eleven variants")
    func thirtyOne() {
        #expect(LayoutCatalog.builtIn.entries.count == 31)
        #expect(builtInLayouts().count == 42)
    }

    @Test("every check passes", arguments: builtInLayouts())
    func conforms(_ layout: BuiltInLayout) {
        let clock = ContinuousClock()
        var report: ConformanceReport?
        let elapsed = clock.measure {
            report = expectConformance(name: layout.name, options: layout.options, layout.make)
        }
        let scenes = report?.sceneCount ?? 0
        print("conformance \(layout.name): \(scenes) scenes in \(elapsed)")
        for note in report?.notes ?? [] { print("  note: \(note)") }
        // Non-scrolling layouts have three offsets per bounds size (0 and past both ends), others five.
        #expect(scenes >= 3 * (4 * 4 + 2))
    }
}

// MARK: - The checker catches broken layouts

/// The report for `ListLayout(bug:)`.
func report(_ bug: ListLayout.Bug, _ configure: (inout LayoutConformanceChecker.Options) -> Void = { _ in }) -> ConformanceReport {
    var options = LayoutConformanceChecker.Options()
    configure(&options)
    return LayoutConformanceChecker(makeLayout: { ListLayout(bug: bug) }, options: options).run()
}

/// Expects `report` to have failed `check` (and only the checks in `only`, when given), naming
/// `words` in the failure's message.
func expectFailure(
    _ report: ConformanceReport, _ check: ConformanceCheck, only: Set<ConformanceCheck>? = nil, mentioning words: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let failures = report.failures(of: check)
    #expect(!failures.isEmpty, "expected a \(check) failure; got:\n\(report)", sourceLocation: sourceLocation)
    #expect(
        failures.allSatisfy { $0.message.contains(words) }, "\(check) messages should mention '\(words)':\n\(report)",
        sourceLocation: sourceLocation)
    if let only {
        #expect(Set(report.failedChecks).isSubset(of: only), "unexpected checks failed:\n\(report)", sourceLocation: sourceLocation)
    }
}

@Suite("the checker catches broken layouts")
struct BrokenLayoutTests {
    @Test("a correct layout passes every check, a million items included")
    func correct() {
        let report = report(.none)
        #expect(report.passed, "\(report)")
        #expect(report.checks == Set(ConformanceCheck.allCases))
        // 4 counts x 4 bounds x up to 5 offsets, and a million items in 2 bounds.
        #expect(report.sceneCount > 60)
        #expect(report.notes.isEmpty)
    }

    @Test("NaN centres in zero bounds")
    func nan() {
        let report = report(.nanInZeroBounds)
        expectFailure(report, .finiteValues, mentioning: "center (nan")
        #expect(report.failures(of: .finiteValues).allSatisfy { $0.boundsSize == .zero && $0.itemCount > 0 })
    }

    @Test("non-finite rows past item 700,000 are found by sampling a million items")
    func overflow() {
        let found = report(.overflowsFarDown)
        expectFailure(found, .finiteValues, mentioning: "not finite")
        #expect(found.failures.allSatisfy { $0.itemCount == 1_000_000 }, "\(found)")
        #expect(report(.overflowsFarDown) { $0.hugeItemCount = nil }.passed)
    }

    @Test("attributes(in:) that misses a row")
    func missesRow() {
        expectFailure(report(.missesLastRow), .rectQuery, only: [.rectQuery], mentioning: "misses")
    }

    @Test("attributes(in:) in any order, as UIKit allows, with every rule about its contents kept")
    func anyOrder() {
        let reversed = report(.reversedOrder)
        #expect(reversed.passed, "\(reversed)")
        #expect(report(.reversedOrder) { $0.rectQuery = .offsetCulled }.passed)
    }

    @Test("attributes(in:) returning a row twice")
    func twice() {
        expectFailure(report(.repeatsFirstRow), .rectQuery, only: [.rectQuery], mentioning: "twice")
    }

    @Test("attributes(in:) returning hidden rows")
    func hidden() {
        expectFailure(report(.returnsHiddenRows), .rectQuery, only: [.rectQuery], mentioning: "hidden item")
    }

    @Test("the looser rect rules accept a conservative answer but not a missing row")
    func looserRules() {
        // Hidden rows are never allowed; a missing row is allowed only when the rule ignores the rect.
        #expect(!report(.missesLastRow) { $0.rectQuery = .conservative }.passed)
        #expect(report(.missesLastRow) { $0.rectQuery = .offsetCulled }.passed)
        #expect(!report(.repeatsFirstRow) { $0.rectQuery = .offsetCulled }.passed)
    }

    @Test("attributes(in:resolution:) leaving out items nothing covers")
    func thinsApart() {
        expectFailure(report(.thinsRowsApart), .thinnedQuery, only: [.thinnedQuery], mentioning: "no later item returned within 1 point")
    }

    @Test("attributes(at:) answering for index n")
    func indexN() {
        expectFailure(report(.acceptsIndexN), .indexQuery, only: [.indexQuery], mentioning: "is not nil")
    }

    @Test("targetContentOffset escaping to NaN when the content does not scroll")
    func target() {
        let report = report(.nanTargetWhenNotScrolling)
        expectFailure(report, .targetContentOffset, only: [.targetContentOffset], mentioning: "not finite")
    }

    @Test("state kept across prepares")
    func determinism() {
        expectFailure(report(.keepsStateAcrossPrepares), .determinism, only: [.determinism], mentioning: "center")
    }

    @Test("reading the content offset without invalidating on scroll")
    func invalidation() {
        expectFailure(
            report(.readsOffsetWithoutInvalidating), .invalidation, only: [.invalidation], mentioning: "shouldInvalidate was false")
    }

    @Test("infinite appearing attributes in narrow bounds")
    func updates() {
        expectFailure(report(.infiniteAppearingInNarrowBounds), .updates, only: [.updates], mentioning: "initialAttributes")
    }

    @Test("a check left out of the options does not run")
    func checksOption() {
        let report = report(.repeatsFirstRow) { $0.checks.remove(.rectQuery) }
        #expect(report.passed, "\(report)")
    }

    @Test("the same seed gives the same report")
    func repeatable() {
        let first = report(.missesLastRow) { $0.hugeItemCount = nil }
        let second = report(.missesLastRow) { $0.hugeItemCount = nil }
        #expect(first.failures == second.failures)
        #expect(!first.failures.isEmpty)
    }
}

// MARK: - Reporting

@Suite("reporting")
struct ReportingTests {
    @Test("a failure is one line naming the check and the scene")
    func failureLine() {
        let failure = ConformanceFailure(
            check: .rectQuery, itemCount: 50, boundsSize: Size(width: 800, height: 600),
            contentOffset: Point(x: 0, y: 1.5), message: "attributes(in: ...) misses [7]")
        #expect(failure.description == "[attributes(in:)] n 50, bounds 800x600, offset (0, 1.5): attributes(in: ...) misses [7]")
    }

    @Test("messages are capped, the rest counted by check")
    func capped() {
        let report = report(.keepsStateAcrossPrepares) { $0.hugeItemCount = nil }
        #expect(report.failures.count > 3)
        let messages = report.messages(maximum: 3)
        #expect(messages.count == 4)
        #expect(messages.last == "... and \(report.failures.count - 3) more failures (\(report.failures.count - 3) determinism)")
        #expect(report.messages(maximum: report.failures.count).count == report.failures.count)
    }

    /// What `expectConformance` records, checked without recording: a test that recorded the
    /// issues would have to mark them as known, and the suite's summary would count them.
    @Test("expectConformance records one issue per failure, capped, named")
    func recordsIssues() {
        let report = report(.keepsStateAcrossPrepares) { $0.hugeItemCount = nil }
        #expect(report.failures.count > 2)
        let comments = issueComments(for: report, name: "list", maximumIssues: 2)
        #expect(comments.count == 3)
        #expect(comments.allSatisfy { $0.hasPrefix("list: ") })
        #expect(comments[0] == "list: \(report.failures[0])")
        #expect(comments[2] == "list: ... and \(report.failures.count - 2) more failures (\(report.failures.count - 2) determinism)")
        #expect(issueComments(for: report, name: nil, maximumIssues: 2)[0] == report.failures[0].description)
    }

    @Test("expectConformance records nothing for a correct layout")
    func recordsNothing() {
        let report = expectConformance(options: { var o = LayoutConformanceChecker.Options(); o.hugeItemCount = nil; return o }()) {
            ListLayout()
        }
        #expect(report.passed)
    }
}
