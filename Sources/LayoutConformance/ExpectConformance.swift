import CollectionLayoutCore
import Testing

/// Runs `LayoutConformanceChecker` on the layouts `makeLayout` makes and records one Swift Testing
/// issue per failure at the caller's source location: the first `maximumIssues`, then one issue
/// counting the rest by check. Records nothing when the layout conforms.
///
/// ```swift
/// @Test func spiralConforms() {
///     expectConformance { SpiralLayout() }
/// }
/// ```
///
/// - Parameters:
///   - name: Prefixed to every issue, to tell layouts apart in a parameterized test.
///   - makeLayout: Makes a fresh, unprepared layout; called many times.
/// - Returns: The report, for further expectations.
/// - Complexity: That of `LayoutConformanceChecker.run()`.
@discardableResult
public func expectConformance(
    name: String? = nil,
    seed: UInt64 = 1,
    options: LayoutConformanceChecker.Options = .init(),
    maximumIssues: Int = 20,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ makeLayout: @escaping @Sendable () -> any CollectionViewLayout
) -> ConformanceReport {
    let report = LayoutConformanceChecker(makeLayout: makeLayout, seed: seed, options: options).run()
    for comment in issueComments(for: report, name: name, maximumIssues: maximumIssues) {
        Issue.record(Comment(rawValue: comment), sourceLocation: sourceLocation)
    }
    return report
}

/// The issues `expectConformance` records for `report`, one per string: the first `maximumIssues`
/// failures, then one line counting the rest by check, each prefixed with `name` when given.
/// Pure, so that its tests need not record (and mark as known) issues of their own.
func issueComments(for report: ConformanceReport, name: String?, maximumIssues: Int) -> [String] {
    report.messages(maximum: maximumIssues).map { message in name.map { "\($0): \(message)" } ?? message }
}
