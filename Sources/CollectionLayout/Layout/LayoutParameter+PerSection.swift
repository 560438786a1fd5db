extension LayoutParameter {
    /// Per-section values in points (flow's `sectionLineSpacings` and the like): a comma-separated
    /// list of numbers >= 0, entry `s` for section `s`, later sections keeping the layout's scalar;
    /// `none` (or nothing) empties it.
    static func perSection(_ key: String, _ path: WritableKeyPath<Layout, [Double]> & Sendable) -> LayoutParameter {
        parsed(key, "numbers >= 0 separated by commas, one per section, or none", path, format: { values in
            values.isEmpty ? "none" : values.map(ParameterValue.format).joined(separator: ",")
        }) { text in
            let trimmed = text.trimmingSpaces
            if trimmed.isEmpty || trimmed.lowercased() == "none" { return [] }
            return ParameterValue.numbers(trimmed, rule: .nonNegative)
        }.unit("pt")
    }
}
