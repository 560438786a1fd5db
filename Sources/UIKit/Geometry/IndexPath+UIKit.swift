import Foundation

/// UIKit's index path overlay: an item (or row) in a section, `[section, item]`.
extension IndexPath {
    /// `[section, item]`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// `[section, row]` (table views' name for an item).
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The first index. Traps on an empty index path, as UIKit does.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The second index. Traps on an index path of fewer than two indexes, as UIKit does.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// `item`.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
