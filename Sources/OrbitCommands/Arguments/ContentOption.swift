import ArgumentParser
import CollectionLayout

/// `--content icons|captions|photos`, shared by play, dump, replay and fuzz: what the items show.
/// Icons (the default) keep every output as it was; captions and photos have preferred sizes that
/// self-sizing layouts use (flow with estimatedItemSize, waterfall, justified, tags).
struct ContentOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "What the items show: \(ContentKind.names) (default icons). Captions and photos size the items of "
                + "self-sizing layouts (flow with estimatedItemSize, waterfall, justified, tags).",
            valueName: "kind"),
        transform: ContentOption.parse)
    var content: ContentKind?

    /// The content kind, or a one-line error naming the value and the choices.
    static func parse(_ text: String) throws -> ContentKind {
        guard let kind = ContentKind(rawValue: text.trimmingSpaces.lowercased()) else {
            throw CommandFailure.usage("unknown content '\(text)' (expected one of: \(ContentKind.names))")
        }
        return kind
    }

    /// The chosen kind; icons when left out.
    var kind: ContentKind { content ?? .icons }
}
