/// How much of the HUD shows; H steps through full, one line, hidden and back to full.
package enum HUDMode: Hashable, Sendable, CaseIterable {
    case full, oneLine, hidden

    /// The mode after one more H.
    package var next: HUDMode {
        switch self {
        case .full: .oneLine
        case .oneLine: .hidden
        case .hidden: .full
        }
    }

    package var isShown: Bool { self != .hidden }
}
