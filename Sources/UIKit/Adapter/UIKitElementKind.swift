import CollectionLayout

/// UIKit's header and footer kinds are Orbit's `ElementKind.header` and `.footer` (so the
/// playground labels them and tools name them as for every layout); other kinds pass unchanged.
enum UIKitElementKind {
    static func orbit(_ kind: String) -> String {
        switch kind {
        case UICollectionView.elementKindSectionHeader: ElementKind.header
        case UICollectionView.elementKindSectionFooter: ElementKind.footer
        default: kind
        }
    }

    static func uikit(_ kind: String) -> String {
        switch kind {
        case ElementKind.header: UICollectionView.elementKindSectionHeader
        case ElementKind.footer: UICollectionView.elementKindSectionFooter
        default: kind
        }
    }
}
