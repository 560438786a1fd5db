/// Greedy line breaking for text drawn by the playground: captions (measured and drawn with the
/// same lines) and the reload panel's messages.
public enum TextWrapping {
    /// `text` broken at spaces into lines that `fits` accepts, filled greedily: words join a line
    /// while it fits; a word that does not fit a line alone is cut into the longest prefixes that do
    /// (one character at least). `keepingSpaces`: runs of spaces are kept (a compiler message's
    /// indentation), otherwise they separate words only. Empty text is one empty line.
    ///
    /// - Complexity: O(words + characters of over-long words) calls of `fits`.
    public static func lines(of text: String, keepingSpaces: Bool, fits: (String) -> Bool) -> [String] {
        var lines: [String] = [], current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: !keepingSpaces).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if fits(candidate) {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = word
            while !fits(current), current.count > 1 {
                var cut = current.index(before: current.endIndex)
                while cut > current.index(after: current.startIndex), !fits(String(current[..<cut])) {
                    cut = current.index(before: cut)
                }
                lines.append(String(current[..<cut]))
                current = String(current[cut...])
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}
