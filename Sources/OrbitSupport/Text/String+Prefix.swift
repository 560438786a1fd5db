extension String {
    /// `self` with `prefix` replaced by `replacement`, or `self` when it does not start with `prefix` (pure).
    package func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
