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

    /// `text` broken at spaces into pieces no wider than `fits` allows (a single word wider than
    /// that is cut by characters) (pure).
    public static func wrap(_ text: String, fits: (String) -> Bool) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if fits(candidate) {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            // A word too long for a line on its own is cut.
            var rest = word
            while !rest.isEmpty, !fits(rest) {
                var cut = rest.count - 1
                while cut > 1, !fits(String(rest.prefix(cut))) { cut = cut * 3 / 4 }
                lines.append(String(rest.prefix(Swift.max(1, cut))))
                rest = String(rest.dropFirst(Swift.max(1, cut)))
            }
            current = rest
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}
