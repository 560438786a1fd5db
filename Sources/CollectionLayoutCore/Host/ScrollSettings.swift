/// How a collection view scrolls: how flings coast and pages settle, and whether a drag moves one
/// item at a time.
package struct ScrollSettings: Hashable, Sendable {
    /// How flings coast, how far the content gives past an end, how long pages and snaps settle:
    /// UIKit's values until tuned.
    package var physics = ScrollPhysics.uikit
    /// One item per swipe (iCarousel's most requested behaviour, line3d's drag paging offered to
    /// every layout that pages by item): a drag ends by moving exactly one item forward or back,
    /// however far or fast it went (`DragPaging.swipe`), or settling back when it was short and
    /// slow. Layouts with their own `dragPaging` keep it.
    package var pagesOneItemPerSwipe = false

    package init(physics: ScrollPhysics = .uikit, pagesOneItemPerSwipe: Bool = false) {
        self.physics = physics
        self.pagesOneItemPerSwipe = pagesOneItemPerSwipe
    }
}
