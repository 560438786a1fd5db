import CollectionLayout
import Foundation

/// Tuning: a layout parameter or a physics value changed while the session runs (the playground's
/// panel, `set` and `physics` script events).
extension Session {
    /// The current value of a physics key.
    public func physicsValue(_ key: PhysicsKey) -> Double {
        let view = collectionView
        switch key {
        case .decelerationRate: return view.physics.deceleration.rate
        case .rubberBand: return view.physics.rubberBandCoefficient
        case .pagingDuration: return view.physics.longestPageDuration
        case .snapDuration: return view.physics.longestSnapDuration
        case .springDamping: return springChoice.dampingRatio
        case .springResponse: return springChoice.response
        case .animationSpeed: return animationSpeed
        case .animationDuration: return view.animationDuration
        }
    }

    /// Sets a physics value, clamped into the key's range (NaN and infinities change nothing). The
    /// spring's values change `springChoice`, and the spring in use when it is on. Running
    /// animations keep the timing they started with; the next fling, page or update uses the new value.
    /// (`SessionAction.physics` through `send`.)
    mutating func setPhysics(_ key: PhysicsKey, _ value: Double) {
        guard let value = key.clamped(value) else { return }
        switch key {
        case .decelerationRate: collectionView.physics.deceleration = Deceleration(rate: value)
        case .rubberBand: collectionView.physics.rubberBandCoefficient = value
        case .pagingDuration: collectionView.physics.longestPageDuration = value
        case .snapDuration: collectionView.physics.longestSnapDuration = value
        case .springDamping, .springResponse:
            let spring = key == .springDamping
                ? SpringTiming(dampingRatio: value, response: springChoice.response)
                : SpringTiming(dampingRatio: springChoice.dampingRatio, response: value)
            springChoice = spring
            if collectionView.spring != nil { collectionView.spring = spring }
        case .animationSpeed: animationSpeed = value
        case .animationDuration: collectionView.animationDuration = value
        }
    }

    /// The physics keys whose value differs from the default, in `PhysicsKey` order.
    public var tunedPhysics: [(key: PhysicsKey, value: Double)] {
        PhysicsKey.allCases.compactMap { key in
            let value = physicsValue(key)
            return value == key.defaultValue ? nil : (key, value)
        }
    }

    /// Sets the current layout's parameter `setting.key` to `setting.value` (its `--set` text): the
    /// layout made with it replaces the current one as a tuning change (`retuneLayout`), so a drag
    /// or a fling goes on, and items glide only when they would jump. Items, identities and
    /// gestures stay. Returns false, changing nothing, when the layout has no such key or refuses
    /// the value.
    @discardableResult
    /// (`SessionAction.setParameter` through `send`.)
    mutating func setParameter(_ setting: LayoutSetting, at time: Double) -> Bool {
        advance(to: time)
        let updated = settings.filter { $0.key != setting.key } + [setting]
        return remakeLayout(with: updated, retuning: true, at: collectionView.time)
    }

    /// The value of the current layout's parameter `key` in the form `--set` takes: the last
    /// setting of it, else its default; nil for a key the layout does not have.
    public func parameterValue(_ key: String) -> String? {
        if let setting = settings.last(where: { $0.key == key }) { return setting.value }
        return descriptor.parameters.first { $0.key == key }?.defaultValue
    }

    /// The current layout made with `settings`: `retuning`, as a tuning change that keeps the
    /// user's drag or fling (`retuneLayout`); otherwise animated in as a switch that keeps the
    /// focused item in view and ends any drag (D's direction flip). False, changing nothing, when
    /// the settings do not make it.
    mutating func remakeLayout(with settings: [LayoutSetting], retuning: Bool = false, at time: Double) -> Bool {
        guard let made = try? descriptor.makeLayout(settings) else { return false }
        settingsByLayout[layoutName] = settings
        if retuning {
            collectionView.retuneLayout(made, at: time)
        } else {
            pointer.pan.cancel()
            collectionView.setLayout(made, animated: true, at: time)
        }
        applyGestures()
        return true
    }
}

extension Session {
    /// The `orbit play` command line that starts in the current state: layout, item count (or
    /// `--sections` when there are several), window size (`windowSize`, points, else the
    /// bounds'), the content when it is not icons, the current layout's settings, the tuned physics
    /// and the spring when it is on, the seed when it is not 1, then `extraArguments` (`--watch
    /// FILE` or `--layout-file FILE` for a user's layouts, `--images DIR`). With `partner` (the
    /// other pane of `--compare`), each side's layout and settings as `--compare` sides instead
    /// of `--set`s. Arguments a shell would split are single-quoted. (Scroll position and
    /// gestures are not part of it.)
    public func playCommand(windowSize: Size? = nil, comparedWith partner: Session? = nil, extraArguments: [String] = [])
        -> String
    {
        var arguments = ["orbit", "play", "--layout", layoutName]
        // A four-section session started with `--items 26` would be one section.
        arguments += numberOfSections > 1
            ? ["--sections", sectionItemCounts.map(String.init).joined(separator: ",")] : ["--items", String(itemCount)]
        let size = windowSize ?? boundsSize
        arguments += ["--size", ParameterValue.format(size.width) + "x" + ParameterValue.format(size.height)]
        if contentKind != .icons { arguments += ["--content", contentKind.rawValue] }
        if let partner {
            arguments += ["--compare", compareSide, partner.compareSide]
        } else {
            for setting in settings { arguments += ["--set", setting.argument] }
        }
        for (key, value) in tunedPhysics { arguments += ["--physics", key.rawValue + "=" + ParameterValue.format(value)] }
        if let spring {
            arguments += ["--spring", ParameterValue.format(spring.dampingRatio) + "," + ParameterValue.format(spring.response)]
        }
        if seed != 1, !extraArguments.contains("--seed") { arguments += ["--seed", String(seed)] }
        return (arguments + extraArguments).map(Self.shellQuoted).joined(separator: " ")
    }

    /// This pane as a side of `--compare`: `LAYOUT[:KEY=VALUE…]`, every setting spelled out.
    var compareSide: String { ([layoutName] + settings.map(\.argument)).joined(separator: ":") }

    /// `argument` as a POSIX shell reads it back: as it is when it has only safe characters,
    /// otherwise in single quotes (a single quote inside written `'\''`).
    static func shellQuoted(_ argument: String) -> String {
        let safe = argument.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || "-_=.,:/+@%".unicodeScalars.contains(scalar)
        }
        if safe, !argument.isEmpty { return argument }
        return "'" + argument.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
