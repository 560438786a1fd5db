/// Live layouts: a user's `.swift` file, compiled into a shared library and loaded into the running
/// process, whose `orbitLayouts` join the catalog.
public enum LiveLayouts {}
