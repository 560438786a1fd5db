import CollectionLayout

/// What every command reads besides its flags: the layouts it may use. `OrbitMain.run` sets it for
/// the duration of one command line, so that a user's package that adds its own layouts gets
/// every subcommand for them.
enum CommandContext {
    /// The seeds, then the layouts the entry point was given.
    @TaskLocal static var catalog: LayoutCatalog = .seeds

    /// The catalog's names, for help texts.
    static var layoutNames: String { catalog.names.joined(separator: ", ") }
}
