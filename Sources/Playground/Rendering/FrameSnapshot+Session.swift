import CollectionLayout
import OrbitRendering
import OrbitSession

extension FrameSnapshot {
    /// `session` as this frame draws it: the one way a session becomes a snapshot, for the window,
    /// the headless frames (`orbit replay --frames`, `--video`), the soak and the tests. Here,
    /// because this module sees both the session and the rendering, which never sees the session.
    ///
    /// - Parameter shown: what the session displays this frame, when the caller has it already (the
    ///   soak draws the items alone); nil asks the session (`displayedContent`, one query of the
    ///   layout for the items and the elements).
    /// - Complexity: the layout's query when `shown` is nil; O(1) besides (the arrays are shared, not copied).
    package init(_ session: Session, showing shown: DisplayedContent? = nil) {
        let shown = shown ?? session.displayedContent
        let view = session.collectionView
        self.init(
            items: shown.items, elements: shown.elements, sectionItemCounts: session.sectionItemCounts, boundsSize: session.boundsSize,
            contentOffset: session.contentOffset, contentSize: session.contentSize, scrollTarget: view.scrollTarget, layout: view.layout,
            hud: HUDFacts(
                descriptor: session.descriptor, itemCount: session.itemCount, gestureScale: session.gestureScale,
                gestureRotation: session.gestureRotation, gestureHelp: session.gestureHelp, spring: session.spring,
                animationSpeed: session.animationSpeed, canFlipDirection: session.canFlipDirection,
                supportsSections: session.supportsSections))
    }
}
