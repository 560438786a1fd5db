/// A layout that keeps a per-item index (waterfall's lane index) and reports its size, for
/// `orbit bench`'s bytes-per-item figure. Optional: layouts without one leave the column empty.
public protocol LayoutMemoryReporting {
    /// The bytes the layout's own index holds, by capacity.
    var indexByteCount: Int { get }
}
