// The registration's layouts for a package (Examples/Package.swift builds this folder as the
// UIKitExampleLayouts target): pass them to `OrbitMain.main(layouts:)` beside your own.
// `--layout-file Examples/UIKit` reads `orbitLayouts` itself.
import CollectionLayout

/// The iOS layouts of this folder, as a package's `orbit` lists them.
public var uikitExampleLayouts: [LayoutDescriptor] { orbitLayouts }
