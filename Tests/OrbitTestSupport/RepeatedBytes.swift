/// Large byte patterns for the tests of hostile pictures (20 MB of empty JPEG segments).

/// `pattern` `count` times over, built by doubling (a copy of the whole each time, then the
/// whole patterns still missing): `joined()` of five million small arrays walked every byte
/// through generic code that a debug build leaves unspecialised, 7 s of CPU per picture.
public func repeatedBytes(_ pattern: [UInt8], count: Int) -> [UInt8] {
    precondition(count >= 0, "count must not be negative, got \(count)")
    let total = pattern.count * count
    guard total > 0 else { return [] }
    var bytes = pattern
    bytes.reserveCapacity(total)
    while bytes.count * 2 <= total { bytes += bytes }
    // Whole patterns: `bytes` holds a whole number of them, and so does what is missing.
    bytes += bytes[0..<(total - bytes.count)]
    return bytes
}
