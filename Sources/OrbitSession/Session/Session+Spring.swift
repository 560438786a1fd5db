import CollectionLayout
extension Session {
    /// The spring the session's animations use (updates, layout switches and the end of an
    /// interactive transition), or nil for ease-in-out over the view's `animationDuration`.
    /// `B` toggles between nil and `springChoice`; `orbit play|replay --spring` starts with one.
    public var spring: SpringTiming? { collectionView.spring }

    /// Turns the spring on (`spring` becomes the choice that `B` toggles back to) or off (nil).
    /// Animations already running keep their timing.
    /// (`SessionAction.timing` through `send`.)
    mutating func setSpring(_ spring: SpringTiming?) {
        if let spring { springChoice = spring }
        collectionView.spring = spring
    }

    /// B: between ease-in-out and `springChoice`.
    mutating func toggleSpring() {
        collectionView.spring = collectionView.spring == nil ? springChoice : nil
    }
}
