// A live layout file whose layout list is empty.
import CollectionLayout
import LayoutCatalog

let orbitLayouts: [LayoutDescriptor] = []
