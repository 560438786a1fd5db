import CoreGraphics

// What a collection view layout written for iOS sometimes reaches for and Orbit cannot offer:
// views that animate themselves, gesture recognizers, UIKit Dynamics, timers on the screen's
// refresh. Each is declared so that the compiler names the line, with what to do instead;
// nothing here silently does nothing.

extension UIView {
    /// Not available: Orbit animates the layout, not views.
    @available(*, unavailable, message: "Orbit has no view animations: its host animates between layout attributes. Invalidate the layout (or return initial/final layout attributes) instead of UIView.animate.")
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {}

    /// Not available: Orbit animates the layout, not views.
    @available(*, unavailable, message: "Orbit has no view animations: its host animates between layout attributes. Invalidate the layout (or return initial/final layout attributes) instead of UIView.animate.")
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)?) {}

    /// Not available: Orbit animates the layout, not views.
    @available(*, unavailable, message: "Orbit has no view animations: its host animates between layout attributes. Invalidate the layout (or return initial/final layout attributes) instead of UIView.animate.")
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)?) {}

    /// Not available: Orbit animates the layout, not views.
    @available(*, unavailable, message: "Orbit has no view animations: its host animates between layout attributes. Invalidate the layout (or return initial/final layout attributes) instead of UIView.animate.")
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)?) {}

    /// Not available: Orbit animates the layout, not views.
    @available(*, unavailable, message: "Orbit has no view animations: its host animates between layout attributes.")
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {}

    /// Not available: Orbit has no gesture recognizers.
    @available(*, unavailable, message: "Orbit has no gesture recognizers: its playground maps the mouse onto drags, flings, pinches and rotations, and gives the layout the content offset (and gestureScale/gestureRotation to Orbit layouts).")
    public func addGestureRecognizer(_ gestureRecognizer: AnyObject) {}

    /// The options of UIKit's view animations (declared for the signatures above).
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }
}

extension UICollectionView {
    /// Not available: Orbit's host owns the data.
    @available(*, unavailable, message: "Orbit's host owns the items (the command line, scripts and clicks insert and delete them); a layout cannot reload them. Call invalidateLayout() to lay out again.")
    public func reloadData() {}

    /// Not available: Orbit's host owns the data.
    @available(*, unavailable, message: "Orbit's host owns the items (clicks and scripts insert and delete them, animated through your layout's update callbacks).")
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {}

    /// Not available: Orbit has no cells.
    @available(*, unavailable, message: "Orbit has no cells: it draws each item from its layout attributes.")
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}

    /// Not available: Orbit has no cells.
    @available(*, unavailable, message: "Orbit has no cells: it draws each item from its layout attributes.")
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell { fatalError() }

    /// Not available: Orbit's host scrolls.
    @available(*, unavailable, message: "Orbit's host scrolls the view; set collectionView.contentOffset from the layout instead.")
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: Int, animated: Bool) {}
}

/// Not available: Orbit has no gesture recognizers.
@available(*, unavailable, message: "Orbit has no gesture recognizers: its playground maps the mouse onto drags, flings, pinches and rotations, and gives the layout the content offset.")
open class UIGestureRecognizer {}

/// Not available: Orbit has no gesture recognizers.
@available(*, unavailable, message: "Orbit has no gesture recognizers: its playground maps the mouse onto drags, flings, pinches and rotations, and gives the layout the content offset.")
open class UIPanGestureRecognizer {}

/// Not available: Orbit has no gesture recognizers.
@available(*, unavailable, message: "Orbit has no gesture recognizers: its playground maps the mouse onto drags, flings, pinches and rotations, and gives the layout the content offset.")
open class UILongPressGestureRecognizer {}

/// Not available: Orbit has no gesture recognizers.
@available(*, unavailable, message: "Orbit has no gesture recognizers: its playground maps the mouse onto drags, flings, pinches and rotations, and gives the layout the content offset.")
open class UITapGestureRecognizer {}

/// Not available: Orbit has no UIKit Dynamics.
@available(*, unavailable, message: "Orbit has no UIKit Dynamics: compute positions in the layout from the content offset, or use the host's springs (orbit play --spring).")
open class UIDynamicAnimator {}

/// Not available: Orbit has no UIKit Dynamics.
@available(*, unavailable, message: "Orbit has no UIKit Dynamics: compute positions in the layout from the content offset, or use the host's springs (orbit play --spring).")
open class UIAttachmentBehavior {}

/// Not available: Orbit has no UIKit Dynamics.
@available(*, unavailable, message: "Orbit has no UIKit Dynamics: compute positions in the layout from the content offset.")
open class UIDynamicBehavior {}

/// Not available: Orbit has no view controllers.
@available(*, unavailable, message: "Orbit has no view controllers: register your layout with LayoutDescriptor.uikit(name:summary:delegate:make:) and run it with orbit play --layout-file.")
open class UIViewController {}

/// Not available: Orbit draws no images of its own; items show Orbit's content (icons, captions, photos).
@available(*, unavailable, message: "Orbit draws its own item content (--content icons|captions|photos); a layout has no images to show.")
open class UIImage {}

