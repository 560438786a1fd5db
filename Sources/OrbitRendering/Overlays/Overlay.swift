import CollectionLayout
import Foundation

/// One of the playground's overlays: drawings over the items that show what a layout computed and
/// what the host is doing. All are off by default; keys toggle them in `orbit play`, and
/// `orbit shot` / `orbit replay --frames` take them as `--overlay labels,frames,…`.
///
/// They draw from the displayed attributes and the host's state only, so they work for any layout.
public enum Overlay: String, CaseIterable, Hashable, Sendable {
    /// Each item's index at its centre (shrunk, or left out, where the item is too small for it).
    case labels
    /// Each item's frame through its transform (the four corners), its anchor point and its centre.
    case frames
    /// For layouts that scroll: the content bounds with the visible rect (and the snap target).
    case minimap
    /// While the content offset animates (a fling, a page): the rect that will be visible where it
    /// comes to rest, with a cross at its centre.
    case snap
    /// The pointer's positions over the last `PointerTrail.duration` seconds, fading with age.
    case trail

    /// The key that toggles it in the playground (SDL's lower-case key name).
    package var key: String {
        switch self {
        case .labels: "l"
        case .frames: "f"
        case .minimap: "m"
        case .snap: "s"
        case .trail: "t"
        }
    }

    /// The overlays named in `text`: names separated by commas, `all`, or `none`. An unknown name
    /// is one line that lists the names there are.
    package static func parseList(_ text: String) throws(OverlayListError) -> Set<Overlay> {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed == "all" { return Set(allCases) }
        if trimmed == "none" || trimmed.isEmpty { return [] }
        var overlays: Set<Overlay> = []
        for part in trimmed.split(separator: ",", omittingEmptySubsequences: false) {
            let name = part.trimmingCharacters(in: .whitespaces)
            guard let overlay = Overlay(rawValue: name) else {
                throw OverlayListError(
                    "unknown overlay '\(name)' (overlays: \(allCases.map(\.rawValue).joined(separator: ", ")), all, none)")
            }
            overlays.insert(overlay)
        }
        return overlays
    }
}

/// Why an overlay list could not be read; the message is one line.
package struct OverlayListError: DescribedError, Sendable {
    package let message: String

    init(_ message: String) {
        self.message = message
    }

}
