import ArgumentParser
import CollectionLayout
import OrbitSession

/// `--compare A B`: two panes side by side, driven by the same items and input (`play`, `replay`,
/// `shot`). Each side is `LAYOUT[:KEY=VALUE[:KEY=VALUE…]]`: a layout by name with settings, or
/// `:KEY=VALUE…` alone for a variant of the command's `--layout` (its `--set` settings, then these).
struct CompareOption: ParsableArguments {
    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp(
            "Two panes side by side, the same items and input driving both: LAYOUT[:KEY=VALUE…] twice, e.g. "
                + "'--compare ring carousel' or '--compare ring ring:radius=200'; ':KEY=VALUE' alone varies --layout.",
            valueName: "side"),
        transform: CompareSide.parse)
    var compare: [CompareSide] = []

    var isOn: Bool { !compare.isEmpty }

    mutating func validate() throws {
        guard compare.isEmpty || compare.count == 2 else {
            throw CommandFailure.usage("--compare: expected two sides (LAYOUT[:KEY=VALUE…] twice), got \(compare.count)")
        }
    }

    /// Both sides made into layouts: a side without a layout name is `base` (the command's
    /// `--layout` and `--set`) with its settings added; a named side takes the `--set`s its
    /// layout has, then its own. A setting a layout refuses is one line naming the side.
    func sides<D>(base: LayoutOptions<D>.Resolved) throws(CommandFailure) -> [CompareSide.Resolved] {
        var resolved: [CompareSide.Resolved] = []
        for side in compare {
            let descriptor = side.layout ?? base.descriptor
            // `--set` applies to each side whose layout has the key; a later setting of a key
            // replaces an earlier one (the side's over --set's).
            var settings = base.settings.filter { descriptor.has(key: $0.key) }
            for setting in side.settings {
                settings.removeAll { $0.key == setting.key }
                settings.append(setting)
            }
            do {
                _ = try descriptor.makeLayout(settings)
            } catch {
                throw CommandFailure.usage("--compare \(side): \(error.message)")
            }
            resolved.append(CompareSide.Resolved(descriptor: descriptor, settings: settings))
        }
        return resolved
    }
}

/// One side of `--compare`: a layout (nil: the command's `--layout`) and settings.
struct CompareSide: ArgumentValue {
    let layout: LayoutDescriptor?
    let settings: [LayoutSetting]

    /// A side made: the layout and every setting it is made with.
    struct Resolved {
        let descriptor: LayoutDescriptor
        let settings: [LayoutSetting]
    }

    static func parse(_ text: String) throws(ArgumentProblem) -> CompareSide {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        var layout: LayoutDescriptor?
        if !parts[0].isEmpty {
            do {
                layout = try CommandContext.catalog.entry(named: parts[0])
            } catch {
                throw .refused(error)
            }
        } else if parts.count == 1 {
            throw ArgumentProblem("expected LAYOUT[:KEY=VALUE…] or :KEY=VALUE, got an empty side")
        }
        var settings: [LayoutSetting] = []
        for part in parts.dropFirst() {
            guard let setting = try? LayoutSetting(parsing: part) else {
                throw ArgumentProblem("expected KEY=VALUE after ':' in '\(text)', got '\(part)'")
            }
            settings.append(setting)
        }
        return CompareSide(layout: layout, settings: settings)
    }

    var description: String { ([layout?.name ?? ""] + settings.map(\.argument)).joined(separator: ":") }
}

extension LayoutDescriptor {
    /// Whether `--set KEY=…` is one of the layout's parameters.
    func has(key: String) -> Bool { parameters.contains { $0.key == key } }
}
