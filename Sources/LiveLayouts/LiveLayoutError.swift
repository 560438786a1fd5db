import CollectionLayout

/// Why a live layout could not be compiled, loaded or checked, in one line that names the file (and
/// the line and column when the compiler gave one). A compile failure keeps every diagnostic.
public struct LiveLayoutError: DescribedError, Equatable, Sendable {
    /// One line, ready for the HUD or a terminal.
    public let message: String
    /// The compiler's diagnostics when compiling failed, in the compiler's order; empty otherwise.
    public let diagnostics: [CompilerDiagnostic]

    public init(_ message: String, diagnostics: [CompilerDiagnostic] = []) {
        self.message = message
        self.diagnostics = diagnostics
    }

}
