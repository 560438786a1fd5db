import CollectionLayout
/// What a key does to the session (docs/reference/INTERACTION.md's mapping), by SDL's lower-case key name.
///
/// Only the keys that change the session are here; the keys a host app binds for itself (the
/// playground's HUD, overlays, screenshot, fullscreen and quit) reach it through
/// `PlaygroundSession.takeUnhandledKeys()`, so adding one never changes this module.
public enum KeyCommand: Hashable, Sendable {
    /// Space: animated switch to the layout's partner.
    case switchToPartner
    /// 1…9, 0: choose the catalog's first ten layouts (1 = the first … 0 = the tenth; with the
    /// seeds 1 = flow … 9 = small-circle, 0 = firewheel). The digit pressed, 0…9.
    case selectLayout(digit: Int)
    /// Tab: the next layout in catalog order (the only key that reaches layouts past the tenth).
    case nextLayout
    /// + / -: add or remove an item, animated.
    case addItem, removeItem
    /// Arrows: page one item (or line) back (-1) or forward (+1).
    case page(Int)
    /// [ / ]: halve or double the animation speed.
    case slower, faster
    /// D: flip the scroll direction of flow, waterfall and line3d.
    case flipDirection
    /// O: one item per swipe on or off (`CollectionView.pagesOneItemPerSwipe`).
    case toggleSwipePaging
    /// B: animate with a spring (the session's `springChoice`) or with ease-in-out.
    case toggleSpring
    /// R: back to the session's start (layout, settings, items, offset, gestures, speed).
    case reset
    /// N: a new section of `PlaygroundSession.insertedSectionItemCount` items after the focused
    /// item's section (a layout that lays out one section shows the sections flattened).
    case insertSection
    /// X: delete the focused item's section with its items (never the last one).
    case deleteSection
    /// J: move the focused item's section one place on (the last one to the front).
    case moveSection
    /// Home / End: the first item to the top-left of the view, the last to its bottom-right
    /// (`scrollToItem(at:at:animated:)`), animated.
    case scrollToFirstItem, scrollToLastItem

    /// The command for an SDL key name (`SDL_GetKeyName`, lower-cased), or nil for other keys.
    public init?(key name: String) {
        let name = name.lowercased()
        if let digit = Int(name.hasPrefix("keypad ") ? String(name.dropFirst(7)) : name), (0...9).contains(digit) {
            self = .selectLayout(digit: digit)
            return
        }
        guard let command = Self.namedKeys[name] else { return nil }
        self = command
    }

    /// The keys with a command besides the digits (and keypad digits), by lower-case SDL name.
    public static let namedKeys: [String: KeyCommand] = [
        "space": .switchToPartner, "tab": .nextLayout,
        "+": .addItem, "=": .addItem, "keypad +": .addItem,
        "-": .removeItem, "_": .removeItem, "keypad -": .removeItem,
        "left": .page(-1), "up": .page(-1), "right": .page(1), "down": .page(1),
        "[": .slower, "]": .faster, "d": .flipDirection, "o": .toggleSwipePaging, "r": .reset, "b": .toggleSpring,
        "n": .insertSection, "x": .deleteSection, "j": .moveSection, "home": .scrollToFirstItem, "end": .scrollToLastItem,
    ]

    /// Every key name with a command, for messages: the named keys and `hostKeys` (the names a host
    /// app binds for itself) in order, then the digits.
    public static func keyNamesDescription(hostKeys: some Sequence<String> = []) -> String {
        (Set(namedKeys.keys).union(hostKeys).sorted() + ["0…9", "keypad 0…9"]).joined(separator: ", ")
    }
}
