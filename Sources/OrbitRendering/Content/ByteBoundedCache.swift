/// A least-recently-used cache whose entries each cost some bytes, holding at most `capacity`
/// bytes: inserting past the bound evicts the least recently used entries and hands them back, so
/// that the owner can free what they hold (the picture textures' `SDL_DestroyTexture`).
///
/// A doubly linked list threaded through the dictionary by key: every operation is O(1) but the
/// evictions an insertion causes.
public struct ByteBoundedCache<Key: Hashable, Value> {
    struct Entry {
        var value: Value
        var bytes: Int
        /// Towards the least recently used end.
        var older: Key?
        /// Towards the most recently used end.
        var newer: Key?
    }

    /// The bound, bytes.
    public let capacity: Int
    /// What the entries cost together, bytes; never more than `capacity`.
    public private(set) var totalBytes = 0
    private var entries: [Key: Entry] = [:]
    private var oldest: Key?
    private var newest: Key?

    public init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    public var count: Int { entries.count }
    public var isEmpty: Bool { entries.isEmpty }

    /// The entry of `key` without counting it as used.
    public func peek(_ key: Key) -> Value? { entries[key]?.value }

    /// The entry of `key`, which becomes the most recently used.
    ///
    /// - Complexity: O(1).
    public mutating func value(for key: Key) -> Value? {
        guard let entry = entries[key] else { return nil }
        unlink(key)
        link(key)
        return entry.value
    }

    /// Stores `value` costing `bytes` under `key` as the most recently used entry, replacing the
    /// entry there, and returns what left the cache: the replaced value, then the least recently
    /// used entries evicted to stay within `capacity`. A value costing more than `capacity` is not
    /// stored: it comes back at once.
    ///
    /// - Complexity: O(1 + evicted).
    @discardableResult
    public mutating func insert(_ value: Value, bytes: Int, for key: Key) -> [(key: Key, value: Value)] {
        var removed: [(key: Key, value: Value)] = []
        if let old = remove(key) { removed.append((key, old)) }
        let cost = max(0, bytes)
        guard cost <= capacity else {
            removed.append((key, value))
            return removed
        }
        while totalBytes + cost > capacity, let victim = oldest, let evicted = remove(victim) {
            removed.append((victim, evicted))
        }
        entries[key] = Entry(value: value, bytes: cost)
        link(key)
        totalBytes += cost
        return removed
    }

    /// Removes the entry of `key` and returns its value.
    ///
    /// - Complexity: O(1).
    @discardableResult
    public mutating func remove(_ key: Key) -> Value? {
        guard let entry = entries[key] else { return nil }
        unlink(key)
        entries[key] = nil
        totalBytes -= entry.bytes
        return entry.value
    }

    /// Empties the cache and returns every value, least recently used first.
    public mutating func removeAll() -> [Value] {
        var values: [Value] = []
        while let key = oldest, let value = remove(key) { values.append(value) }
        return values
    }

    /// The keys from the least to the most recently used.
    ///
    /// - Complexity: O(count).
    public var keysByAge: [Key] {
        var keys: [Key] = []
        var key = oldest
        while let current = key {
            keys.append(current)
            key = entries[current]?.newer
        }
        return keys
    }

    private mutating func unlink(_ key: Key) {
        guard let entry = entries[key] else { return }
        if let older = entry.older { entries[older]?.newer = entry.newer } else { oldest = entry.newer }
        if let newer = entry.newer { entries[newer]?.older = entry.older } else { newest = entry.older }
        entries[key]?.older = nil
        entries[key]?.newer = nil
    }

    /// Makes `key` (in `entries`, unlinked) the newest.
    private mutating func link(_ key: Key) {
        entries[key]?.older = newest
        entries[key]?.newer = nil
        if let newest { entries[newest]?.newer = key }
        newest = key
        if oldest == nil { oldest = key }
    }
}
