extension CollectionView {
    /// Where the running scroll animation comes to rest (a fling's coast or its settle onto the
    /// layout's `targetContentOffset`, a page, an animated `setContentOffset`), content
    /// coordinates; nil when the content offset is not animating (at rest or under a drag).
    ///
    /// The playground's snap-target overlay draws the rect that will be visible there.
    package var scrollTarget: Point? { scrollAnimation?.motion.destination }
}
