// A live layout file whose layout list is empty.
import CollectionLayout

let orbitLayouts: [LayoutDescriptor] = []
