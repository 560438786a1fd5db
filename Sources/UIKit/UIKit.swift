// UIKit's names for what a collection view layout written for iOS uses, on Orbit's engine.
//
// A file that imports UIKit sees Foundation's geometry (CGRect, CGPoint, CGSize, CGFloat), what
// CoreGraphics and QuartzCore add (CGAffineTransform, CGVector, CATransform3D), and the layout
// classes: UICollectionViewLayout and its attributes, invalidation contexts and update items,
// UICollectionViewFlowLayout, UICollectionViewCompositionalLayout, and UICollectionView as a
// layout sees it. `LayoutDescriptor.uikit(name:summary:delegate:make:)` hands such a layout to
// every Orbit tool. What Orbit cannot offer (cells, view animations, gesture recognizers,
// dynamics) is declared unavailable with a message, so the compiler names the line.
@_exported import QuartzCore
