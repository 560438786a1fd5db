// `import CollectionLayout`, what every user's package, layout file and guide writes: the layout
// core (`CollectionLayoutCore`) and the layout catalog (`LayoutCatalog`) in one import. This
// module declares nothing.
//
// Why a module of re-exports: the catalog (descriptors, their `--set` parameters, the built-in
// layouts) sits on the core, which never imports it and so cannot re-export it. A file written
// when both were one module declares its `LayoutDescriptor` under `import CollectionLayout`
// alone; with the core renamed and this module under the old name, such files, and manifests
// that depend on the `CollectionLayout` product, compile unchanged. Orbit's modules above the
// catalog import this one too; the catalog, and the modules that need only the core (the
// conformance kit, CoreGraphics, QuartzCore), import `CollectionLayoutCore` itself.
@_exported import CollectionLayoutCore
@_exported import LayoutCatalog
