import CollectionLayout

/// Where a session started, which `R` goes back to: its layout and settings, its items per
/// section, and the seed that drives its random choices.
public struct SessionStart: Sendable {
    /// The starting layout (a live reload replaces it with its new version of the same name).
    public package(set) var layout: LayoutDescriptor
    public let settings: [LayoutSetting]
    /// Items per section at the start (one entry for one section).
    public let sectionCounts: [Int]
    public let seed: UInt64

    /// Items in all sections at the start.
    public var itemCount: Int { sectionCounts.reduce(0, +) }
}
