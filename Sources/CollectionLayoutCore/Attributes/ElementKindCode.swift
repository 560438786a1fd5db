import Synchronization

/// An element kind (`LayoutAttributes.elementKind`) as a number: each kind's text is interned once
/// per process, so attributes hold 4 bytes instead of an optional string. A string makes
/// `LayoutAttributes` a value whose every copy retains and releases through Swift's value
/// witnesses; with a number it is plain memory, copied as such by the hundreds in each frame's
/// query. Codes are never written anywhere (dumps and traces write the kind's text), so the order
/// in which kinds are first seen does not matter.
struct ElementKindCode: Hashable, Sendable {
    /// 0: no kind (a cell).
    let rawValue: UInt32

    static let none = ElementKindCode(rawValue: 0)

    /// The code of `kind`, interning it the first time. O(1) expected, under a lock.
    init(_ kind: String?) {
        guard let kind else {
            self = .none
            return
        }
        rawValue = Self.table.withLock { table in
            if let code = table.codes[kind] { return code }
            table.kinds.append(kind)
            let code = UInt32(table.kinds.count)
            table.codes[kind] = code
            return code
        }
    }

    private init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The kind's text; nil for `.none`. O(1), under a lock for a kind.
    var kind: String? {
        guard rawValue != 0 else { return nil }
        return Self.table.withLock { $0.kinds[Int(rawValue) - 1] }
    }

    private struct Table {
        var kinds: [String] = []
        var codes: [String: UInt32] = [:]
    }

    private static let table = Mutex(Table())
}
