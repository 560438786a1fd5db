/// A layout written the iOS way (an `@objc` delegate protocol with optional requirements, optional
/// calls with fallbacks, `@objc dynamic`, `@objcMembers`, an override in an extension), importing
/// only Foundation: small stand-ins play UIKit's part. Swift on Linux rejects it as it is.
enum Fixture {
    static let layout = #"""
        import Foundation

        // Stand-ins for UIKit's classes: this file imports Foundation only.
        class UICollectionView: NSObject {}

        class UICollectionViewLayout: NSObject {
            var collectionView: UICollectionView? = UICollectionView()
            func prepare() {}
        }

        extension IndexPath {
            init(item: Int, section: Int) { self.init(indexes: [section, item]) }
            var item: Int { self[1] }
        }

        /// What a `CardLayout` asks the app for.
        @objc protocol CardLayoutDelegate: NSObjectProtocol {
            /// The size of one card (default: the layout's `itemSize`).
            @objc optional func collectionView(_ collectionView: UICollectionView, layout: CardLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
            @objc(cardLayoutSpacing:)
            optional func spacing(for layout: CardLayout) -> CGFloat   // between cards
            @objc optional var columnCount: Int { get }
            @objc optional func layoutDidPrepare(_ layout: CardLayout)
            func numberOfCards(in layout: CardLayout) -> Int
        }

        @objc protocol CardLayoutObserver {
            @objc optional func layoutWillPrepare()
        }

        @objcMembers
        final class CardLayout: UICollectionViewLayout {
            weak var delegate: CardLayoutDelegate?
            weak var observer: CardLayoutObserver?
            var itemSize = CGSize(width: 100, height: 60)
            @objc dynamic var spacing: CGFloat = 8 // KVO-observable on iOS
            var columns = 2
            private(set) var frames: [CGRect] = []

            func size(at indexPath: IndexPath) -> CGSize {
                guard let collectionView = collectionView else { return itemSize }
                return delegate?.collectionView?(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
            }

            @objc func computeFrames() {
                observer?.layoutWillPrepare?()
                let count = delegate?.numberOfCards(in: self) ?? 0
                let gap = delegate?.spacing?(for: self) ?? spacing
                let columns = delegate?.columnCount ?? self.columns
                var x: CGFloat = 0
                var y: CGFloat = 0
                frames = []
                for item in 0..<count {
                    let size = self.size(at: IndexPath(item: item, section: 0))
                    if item > 0, item % columns == 0 {
                        x = 0
                        y += size.height + gap
                    }
                    frames.append(CGRect(origin: CGPoint(x: x, y: y), size: size))
                    x += size.width + gap
                }
                delegate?.layoutDidPrepare?(self)
            }
        }

        extension CardLayout {
            /// Frames before the first layout pass.
            override func prepare() {
                computeFrames()
            }
        }

        /// Implements the size, the column count and the callback.
        final class SizingDelegate: NSObject, CardLayoutDelegate {
            func numberOfCards(in layout: CardLayout) -> Int { 4 }

            func collectionView(_ collectionView: UICollectionView, layout: CardLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                CGSize(width: 50, height: 40 + CGFloat(indexPath.item))
            }

            var columnCount: Int { 3 }

            func layoutDidPrepare(_ layout: CardLayout) {
                print("prepared \(layout.frames.count)")
            }
        }

        /// Implements no optional requirement: the layout's fallbacks apply.
        final class PlainDelegate: NSObject, CardLayoutDelegate {
            func numberOfCards(in layout: CardLayout) -> Int { 3 }
        }

        final class SpacingObserver: NSObject, CardLayoutObserver {
            func layoutWillPrepare() { print("will prepare") }
        }

        """#

    /// Drives the ported layout: what it prints is what the iOS layout does.
    static let main = #"""
        import Foundation

        func describe(_ frames: [CGRect]) -> String {
            frames.map { "\(Int($0.minX)),\(Int($0.minY)) \(Int($0.width))x\(Int($0.height))" }.joined(separator: " | ")
        }

        let layout = CardLayout()
        let sizing = SizingDelegate()
        layout.delegate = sizing
        layout.prepare()
        print(describe(layout.frames))
        let plain = PlainDelegate()
        layout.delegate = plain
        let observer = SpacingObserver()
        layout.observer = observer
        layout.spacing = 4
        layout.prepare()
        print(describe(layout.frames))

        """#

    /// What `main` prints: the sizing delegate's sizes and 3 columns with the layout's spacing,
    /// then the plain delegate's fallbacks (itemSize, 2 columns), the observer's callback first.
    static let expectedOutput = """
        prepared 4
        0,0 50x40 | 58,0 50x41 | 116,0 50x42 | 0,51 50x43
        will prepare
        0,0 100x60 | 104,0 100x60 | 0,64 100x60

        """
}
