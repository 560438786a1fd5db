// Orbit's registration of the iOS layouts beside it: the only Orbit-specific file here.
// `orbit play --layout-file Examples/UIKit --layout cover-line` (and dump, shot, replay, bench,
// fuzz, soak, check-layout).
import CollectionLayout
import UIKit

let orbitLayouts: [LayoutDescriptor] = [
    .uikit(name: "cover-line", summary: "a flow subclass: covers scale and fade away from the middle, a fling stops on one") {
        CoverLineLayout()
    },
    .uikit(name: "bubbles", summary: "bubbles sized by a delegate, packed in centred rows, a header per section", delegate: { BubbleSizes() }) {
        BubbleLayout()
    },
    // UIKit's flow layout with the values of Orbit's built-in `flow`, to compare the two
    // (`orbit bench --layout flow,uikit-flow --layout-file Examples/UIKit`).
    .uikit(name: "uikit-flow", summary: "UICollectionViewFlowLayout with the built-in flow's values") {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 60, height: 60)
        layout.sectionInset = UIEdgeInsets(top: 74, left: 0, bottom: 0, right: 0)
        return layout
    },
]
