import CollectionLayout
import OrbitRendering
import OrbitSession

/// One pane of the playground's window: a session and what it displays this frame. The window
/// shows one pane, or two side by side (`--compare A B`, `--watch --compare-versions`) fed the
/// same input, each in its own coordinates (`EventRouter`, `ComparePanes`).
struct Pane {
    /// Where the pane sits in the window.
    enum Side: Equatable {
        /// The only pane: the whole content area.
        case whole
        case left, right
    }

    /// Which version of the watched file a pane of `--compare-versions` runs.
    enum Version: Equatable {
        /// The version that ran until the file last changed, in its state then (the left pane).
        case previous
        /// The version the reloader built last (the right pane).
        case current

        /// What the pane's label says after the layout's name.
        var note: String {
            switch self {
            case .previous: "previous version"
            case .current: "current version"
            }
        }
    }

    var session: Session
    let side: Side
    /// With `--compare-versions`, the version the pane runs; nil otherwise.
    let version: Version?
    /// What rendering reads of the pane this frame (`layOut`): what its session displays, where,
    /// and what its overlays and HUD read. Nothing displayed before the first `layOut`.
    private(set) var frame: FrameSnapshot

    init(session: Session, side: Side, version: Version? = nil) {
        self.session = session
        self.side = side
        self.version = version
        frame = FrameSnapshot(session, showing: DisplayedContent(items: [], elements: []))
    }

    /// The pane's place in `ComparePanes.frames` and the overlays' state: 0 for the left pane or
    /// the whole window, 1 for the right one.
    var index: Int { side == .right ? 1 : 0 }

    /// What the pane's label says (`ComparePanes.label`): "A  ring", "B  ring  radius=200",
    /// "A  stepped  previous version".
    var label: String {
        ComparePanes.label(pane: index, layoutName: session.layoutName, settings: session.settings, note: version?.note)
    }

    /// Asks the session what it displays this frame, at the window's `displayResolution` (pixels
    /// per point culling uses) and `displayScale` (the layout's `LayoutContext.displayScale`).
    /// One query of the layout feeds the items and the elements.
    mutating func layOut(displayResolution: Double, displayScale: Double) {
        session.displayResolution = displayResolution
        // No change, no work: the session prepares the layout only when the scale moves.
        session.setDisplayScale(displayScale)
        frame = FrameSnapshot(session)
    }
}

extension [Pane] {
    /// The index of the lead pane: the one `--layout` opened, which the reloader swaps new
    /// versions into, `--resume` replays the journal into, the HUD's full status, the recorder's
    /// frames and the copied command follow. The only pane, the left one of `--compare A B`, the
    /// current version of `--compare-versions` (on the right).
    var leadIndex: Int { firstIndex { $0.version != .previous } ?? startIndex }

    /// The lead pane (`leadIndex`).
    var lead: Pane {
        get { self[leadIndex] }
        set { self[leadIndex] = newValue }
    }

    /// The index of the other layout of `--compare A B` (B, on the right), which the copied command
    /// names beside the lead; nil with one pane, and comparing versions (both run one file).
    var comparedIndex: Int? {
        guard !comparesVersions else { return nil }
        return indices.first { $0 != leadIndex }
    }

    /// Whether the panes run two versions of a watched file (`--compare-versions`).
    var comparesVersions: Bool { contains { $0.version != nil } }
}
