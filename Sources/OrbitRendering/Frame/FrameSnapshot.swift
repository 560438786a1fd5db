import CollectionLayout

/// One frame of a session as drawing reads it: what is on screen, where the view is, where a
/// scroll animation comes to rest, and what the HUD says about the session. The session side makes
/// it once a frame (`FrameSnapshot.init(_:showing:)`, in Playground, which sees both modules); the
/// draw list, the overlays and the HUD read nothing else of the session, so this module never
/// imports it.
///
/// It holds the arrays the host made for the frame (copy on write, never copied here): making one
/// costs the layout's query for the visible rect, which the frame needs anyway, and O(1) besides.
package struct FrameSnapshot: Sendable {
    /// What the HUD's status shows about the session (`HUDStatus`).
    package struct HUDFacts: Sendable {
        /// The layout shown: its name and origin make the HUD's title.
        package var descriptor: LayoutDescriptor
        package var itemCount: Int
        /// Committed times live pinch (1 in layouts that ignore pinch).
        package var gestureScale: Double
        /// Committed plus live rotation, radians clockwise.
        package var gestureRotation: Double
        /// What pinch and right-drag do in this layout, one line.
        package var gestureHelp: String
        /// The spring animations follow; nil: the host's curves.
        package var spring: SpringTiming?
        /// Animation time per real second (1: real time).
        package var animationSpeed: Double
        /// Whether D flips this layout's scroll direction (the help lists D only then).
        package var canFlipDirection: Bool
        /// Whether the layout lays out sections (the help lists the header click only then).
        package var supportsSections: Bool

        package init(
            descriptor: LayoutDescriptor, itemCount: Int, gestureScale: Double = 1, gestureRotation: Double = 0, gestureHelp: String = "",
            spring: SpringTiming? = nil, animationSpeed: Double = 1, canFlipDirection: Bool = false, supportsSections: Bool = false
        ) {
            self.descriptor = descriptor
            self.itemCount = itemCount
            self.gestureScale = gestureScale
            self.gestureRotation = gestureRotation
            self.gestureHelp = gestureHelp
            self.spring = spring
            self.animationSpeed = animationSpeed
            self.canFlipDirection = canFlipDirection
            self.supportsSections = supportsSections
        }
    }

    /// The items on screen, any order (the draw list sorts them), content coordinates.
    package var items: [DisplayedItem]
    /// The headers, footers and decorations on screen, content coordinates.
    package var elements: [DisplayedElement]
    /// The items of each section, in section order (the headers' labels).
    package var sectionItemCounts: [Int]
    /// The view's size, points.
    package var boundsSize: Size
    /// The visible rect's origin, content coordinates, points.
    package var contentOffset: Point
    /// The layout's content size, points (the minimap).
    package var contentSize: Size
    /// Where the running scroll animation comes to rest (`CollectionView.scrollTarget`), content
    /// coordinates; nil when the offset is not animating.
    package var scrollTarget: Point?
    /// The layout as this frame shows it, prepared: the snap overlay prepares a copy at
    /// `scrollTarget` to find the item that lands in the middle (`OverlayState`).
    package var layout: any CollectionViewLayout
    package var hud: HUDFacts

    package init(
        items: [DisplayedItem], elements: [DisplayedElement] = [], sectionItemCounts: [Int], boundsSize: Size, contentOffset: Point = .zero,
        contentSize: Size, scrollTarget: Point? = nil, layout: any CollectionViewLayout, hud: HUDFacts
    ) {
        self.items = items
        self.elements = elements
        self.sectionItemCounts = sectionItemCounts
        self.boundsSize = boundsSize
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.scrollTarget = scrollTarget
        self.layout = layout
        self.hud = hud
    }

    /// The frame seen through a window of `pixelScale` pixels a point.
    package func viewport(pixelScale: Double = 1) -> Viewport {
        Viewport(size: boundsSize, contentOffset: contentOffset, pixelScale: pixelScale)
    }
}
