import CollectionLayout
import Foundation
import LiveLayouts
import OrbitSession

/// What `orbit play` was asked to do.
public struct PlaygroundOptions: Sendable {
    /// The starting layout and the layouts the keys choose from.
    public var layout: LayoutDescriptor
    public var catalog: LayoutCatalog
    public var settings: [LayoutSetting]
    public var itemCount: Int
    /// Items per section (`--sections`); nil: one section of `itemCount`.
    public var sectionItemCounts: [Int]?
    /// The window's initial size, points.
    public var windowSize: Size
    /// Write the session's input as a script here on exit.
    public var recordPath: String?
    /// Quit after this many seconds of wall time.
    public var duration: Double?
    /// Write one CSV row per frame here on exit.
    public var profilePath: String?
    /// Write the session as Chrome trace-event JSON here (frames, input, gestures, reloads).
    public var traceEventsPath: String?
    /// The seed of the random insert index (as `orbit replay --seed`).
    public var seed: UInt64
    /// The spring the animations start with (`--spring`); nil: ease-in-out. B toggles it.
    public var spring: SpringTiming?
    /// The host physics the session starts with (`--physics`), applied in `PhysicsKey` order.
    public var physics: [PhysicsKey: Double] = [:]
    /// `--orthogonal SECTION:OFFSET`: orthogonal sections shown scrolled across from the start.
    public var orthogonalOffsets: [Int: Double] = [:]
    /// What the items show (`--content`); icons by default.
    public var content = ContentKind.icons
    /// `--watch`: reloads the layout sources when they are saved (the first version is loaded and
    /// in `catalog` already).
    public var reloader: LayoutReloader?
    /// Why the first version could not be used: the window opens with `layout` and this panel.
    public var watchFailure: LayoutReloader.Failure?
    /// Where the session is journaled for `--resume` (nil: nowhere).
    public var sessionPath: String?
    /// The flags that brought the session's layouts (`--watch PATH`, `--layout-file PATH`, paths
    /// absolute), for the Copy command: its line then runs from any folder.
    public var sourceArguments: [String] = []
    /// `--resume`: replay the journal at `sessionPath` first and go on from its end.
    public var resume = false
    /// `--images DIR`: the pictures of photos (nil: generated ones).
    public var imagesPath: String?
    /// `--image-cache MB`: the bound of the pictures' texture cache, bytes.
    public var imageCacheBytes = ContentOptions.defaultCacheBytes
    /// `--scale N`: the display scale the layout sees; nil: the window's pixel density (drawable
    /// pixels per window point), followed as the window moves between screens.
    public var displayScale: Double?
    /// Records the session's layout sources beside the journal (`orbit play`'s); called when the
    /// new journal starts, after a journal that could not be resumed was kept aside.
    public var recordSources: (@Sendable () -> Void)?
    /// `--compare`: the window splits into two panes, this layout (made with these settings) in
    /// the right one, `layout` in the left; the same items and input drive both (`ComparePanes`).
    public var compareWith: (layout: LayoutDescriptor, settings: [LayoutSetting])?
    /// `--watch --compare-versions`: the left pane keeps the previous version of the file's
    /// layouts, the right one runs the current.
    public var compareVersions = false
    /// `--renderer`: which SDL renderer draws the window.
    public var renderer = RendererChoice.auto

    public init(
        layout: LayoutDescriptor, catalog: LayoutCatalog = .builtIn, settings: [LayoutSetting] = [], itemCount: Int, windowSize: Size, recordPath: String? = nil,
        duration: Double? = nil, profilePath: String? = nil, seed: UInt64 = 1
    ) {
        self.layout = layout
        self.catalog = catalog
        self.settings = settings
        self.itemCount = itemCount
        self.windowSize = windowSize
        self.recordPath = recordPath
        self.duration = duration
        self.profilePath = profilePath
        self.seed = seed
    }

    /// Where the playground journals its sessions for `--resume`: `$ORBIT_SESSION_FILE`, else
    /// `$XDG_CACHE_HOME/orbit/last-session.jsonl`, else `~/.cache/orbit/last-session.jsonl`.
    public static func defaultSessionPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        SessionJournal.defaultPath(environment: environment)
    }

    /// The arguments of the `orbit play` line (`Session.playCommand`) that come from the
    /// command rather than the session: the layout files or the watched folder, the pictures' folder and cache.
    /// The resumed-state line and the panel's Copy command both add them.
    var commandArguments: [String] {
        var arguments = sourceArguments
        if arguments.isEmpty, let paths = reloader?.paths, let first = paths.first {
            arguments += ["--watch", paths.count == 1 ? first : (first as NSString).deletingLastPathComponent]
        }
        if let imagesPath { arguments += ["--images", imagesPath] }
        if let displayScale { arguments += ["--scale", ParameterValue.format(displayScale)] }
        if imageCacheBytes != ContentOptions.defaultCacheBytes { arguments += ["--image-cache", String(imageCacheBytes >> 20)] }
        return arguments
    }

    /// What the playground draws: `content` with `imagesPath` and `imageCacheBytes`.
    var contentOptions: ContentOptions {
        ContentOptions(kind: content, imagesPath: imagesPath, cacheBytes: imageCacheBytes)
    }
}
