import CollectionLayout
extension Session {
    /// What pinch (wheel) and rotation (right-drag) do in the current layout, for the HUD.
    public var gestureHelp: String {
        let gestures = gestures
        guard !gestures.isEmpty else {
            let users = catalog.gestureLayoutNames
            let hint = users.isEmpty ? "" : " (\(users.joined(separator: ", ")) use them)"
            return "wheel/pinch and right-drag: no effect in \(layoutName)\(hint)"
        }
        return "wheel/pinch: \(gestures.pinch ?? "no effect") · right-drag: \(gestures.rotation ?? "no effect")"
    }
}
