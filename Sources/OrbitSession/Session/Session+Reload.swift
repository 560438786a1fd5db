import CollectionLayout

/// Live layouts: new versions of layouts replace the catalog's entries while the session runs
/// (`orbit play --watch`, `orbit bench --reload`): the session's own API, so that the reloader
/// never writes the session's insides.
extension Session {
    /// Replaces the catalog's entries named as `descriptors`' (adding the new names at the end).
    /// When the layout on screen is among them, its new version is made with the settings the
    /// session has for it (its defaults when those no longer make it) and switched to with the
    /// animated layout transition: the focused item keeps its place, and items, their identities,
    /// the committed pinch and rotation and the animation speed stay. `R` then resets to the new
    /// version too. Returns whether the layout on screen was replaced; throws (changing nothing)
    /// when the descriptors could not make a catalog (duplicate names).
    @discardableResult
    public mutating func replaceLayouts(_ descriptors: [LayoutDescriptor], at time: Double) throws(LayoutConfigurationError) -> Bool {
        var entries = catalog.entries
        var added: [LayoutDescriptor] = []
        for descriptor in descriptors {
            if let index = entries.firstIndex(where: { $0.name == descriptor.name }) {
                entries[index] = descriptor
            } else {
                added.append(descriptor)
            }
        }
        let updated = try LayoutCatalog(entries + added)
        catalog = updated
        if let fresh = descriptors.first(where: { $0.name == initialLayout.name }) { initialLayout = fresh }
        guard let fresh = descriptors.first(where: { $0.name == layoutName }) else { return false }
        advance(to: time)
        let time = collectionView.time
        if (try? fresh.makeLayout(settingsByLayout[fresh.name] ?? [])) == nil {
            settingsByLayout[fresh.name] = []
        }
        switchLayout(to: fresh, at: time)
        return descriptor == fresh
    }
}
