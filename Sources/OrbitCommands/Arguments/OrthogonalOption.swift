import ArgumentParser
import CollectionLayout

/// `--orthogonal SECTION:OFFSET`, for the commands that show a layout (`dump`, `shot`, `play`):
/// sections that scroll orthogonally (a compositional layout's carousels) shown scrolled across,
/// as a script's `orthogonal` event or a swipe in the window leaves them.
struct OrthogonalOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Show orthogonal section SECTION (from 0) scrolled OFFSET points across the scroll axis, clamped into its range; "
                + "repeat for more sections.",
            valueName: "section:offset"),
        transform: OrthogonalOffsetArgument.parse)
    var orthogonal: [OrthogonalOffsetArgument] = []

    /// The offsets by section (a later one for a section replaces an earlier one).
    var offsets: [Int: Double] {
        Dictionary(orthogonal.map { ($0.section, $0.offset) }, uniquingKeysWith: { $1 })
    }

    /// The offsets set on `layout` (prepared) as the host sets a resting section's: clamped into
    /// its range. A layout without orthogonal sections, or a section that does not scroll
    /// orthogonally, is a one-line error naming the sections that do.
    func apply(to layout: inout any CollectionViewLayout, name: String) throws(CommandFailure) {
        guard !orthogonal.isEmpty else { return }
        guard var scrolling = layout as? any OrthogonalScrollingLayout, scrolling.hasOrthogonalSections else {
            throw CommandFailure.usage("--orthogonal: layout \(name) has no sections that scroll orthogonally")
        }
        var shown = scrolling.orthogonalContentOffsets
        for (section, offset) in offsets.sorted(by: { $0.key < $1.key }) {
            guard scrolling.scrollsOrthogonally(section: section) else {
                let sections = (0..<scrolling.context.numberOfSections).filter { scrolling.scrollsOrthogonally(section: $0) }
                throw CommandFailure.usage(
                    "--orthogonal \(section):…: section \(section) of layout \(name) does not scroll orthogonally "
                        + "(those that do: \(sections.map(String.init).joined(separator: ", ")))")
            }
            shown[section] = scrolling.restingOrthogonalOffset(offset, inSection: section)
        }
        scrolling.orthogonalContentOffsets = shown
        layout = scrolling
    }
}

extension OrthogonalOption {
    /// The offsets set through `view`, as a script's `orthogonal` events set them (at time 0);
    /// the same one-line errors as `apply(to:name:)`.
    func apply(to view: inout CollectionView, name: String) throws(CommandFailure) {
        guard !orthogonal.isEmpty else { return }
        var checked = view.layout
        try apply(to: &checked, name: name)
        for (section, offset) in offsets.sorted(by: { $0.key < $1.key }) {
            view.setOrthogonalContentOffset(offset, inSection: section, at: 0)
        }
    }
}

/// `SECTION:OFFSET`: a whole section number from 0 and a finite offset, points.
struct OrthogonalOffsetArgument: ArgumentValue {
    let section: Int
    let offset: Double

    static func parse(_ text: String) throws(ArgumentProblem) -> OrthogonalOffsetArgument {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let section = Int(parts[0]), section >= 0 else {
            throw ArgumentProblem("expected SECTION:OFFSET (a section from 0, then points), got '\(text)'")
        }
        guard let offset = ParameterValue.decimal(String(parts[1])), offset.isFinite else {
            throw ArgumentProblem("expected a finite number of points after ':', got '\(text)'")
        }
        return OrthogonalOffsetArgument(section: section, offset: offset)
    }

    var description: String { "\(section):\(ParameterValue.format(offset))" }
}
