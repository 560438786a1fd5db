/// The panel a failed live reload shows over the layout: what went wrong, where, until Backspace
/// or the next good reload dismisses it. Pure data; `HUDRenderer.drawOverlay` draws it.
public struct ReloadOverlay: Hashable, Sendable {
    /// The bold first line, e.g. `Spiral.swift did not compile (v4): still showing v3`.
    public var title: String
    /// One entry per error, e.g. `Spiral.swift:42:13: error: cannot find 'foo' in scope`; wrapped
    /// at word boundaries to the window.
    public var lines: [String]
    /// The hint at the bottom.
    public var footer: String

    public init(title: String, lines: [String], footer: String = "Backspace: dismiss  ·  save the file to try again") {
        self.title = title
        self.lines = lines
        self.footer = footer
    }

    /// `text` broken at spaces into pieces no wider than `fits` allows, its spaces kept (a word
    /// wider than that is cut by characters) (pure; `TextWrapping`).
    public static func wrap(_ text: String, fits: (String) -> Bool) -> [String] {
        TextWrapping.lines(of: text, keepingSpaces: true, fits: fits)
    }
}
