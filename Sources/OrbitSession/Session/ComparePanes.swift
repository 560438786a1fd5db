import CollectionLayout

/// Side by side (`--compare`): an area split into two panes of one size, left and right, with a
/// gap between them, and the input of the whole area mirrored into each pane's own coordinates.
///
/// Both panes show a session of the pane's size fed the same events, so a drag at 100 points from
/// the left edge of either pane scrolls both as a drag at 100 points would scroll one window. A
/// press keeps the pane it started in until its release: a drag that crosses the gap does not
/// jump by a pane's width.
///
/// Sizes and positions are points; the area's origin is its top left corner.
public struct ComparePanes: Hashable, Sendable {
    /// Points between the two panes (the divider).
    public static let gap = 4.0

    /// The whole area, points.
    public private(set) var area: Size
    /// The pane the current press started in, until its release.
    private var capturedPane: Int?

    public init(area: Size) {
        self.area = area
    }

    /// The size of each pane, points: half the area less half the gap, at least 1x1.
    public var paneSize: Size {
        Size(width: Swift.max(1, ((area.width - Self.gap) / 2).rounded(.down)), height: Swift.max(1, area.height))
    }

    /// The panes' frames in the area, left then right.
    public var frames: [Rect] {
        let size = paneSize
        return [
            Rect(origin: .zero, size: size),
            Rect(origin: Point(x: size.width + Self.gap, y: 0), size: size),
        ]
    }

    /// The area a pane of `paneSize` makes: two panes and the gap (what `orbit shot --compare`
    /// and `orbit replay --compare` draw for `--size`).
    public static func area(paneSize: Size) -> Size {
        Size(width: paneSize.width * 2 + gap, height: paneSize.height)
    }

    /// The pane `point` (area points) falls in: 0 left of the gap's middle, 1 from it on.
    public func pane(at point: Point) -> Int {
        point.x < paneSize.width + Self.gap / 2 ? 0 : 1
    }

    /// `point` (area points) in the coordinates of pane `index`.
    public func local(_ point: Point, inPane index: Int) -> Point {
        let origin = frames[Swift.min(Swift.max(index, 0), 1)].origin
        return Point(x: point.x - origin.x, y: point.y - origin.y)
    }

    /// The input both panes' sessions handle for `input` in area points: positions in the pane the
    /// pointer is in (or the press started in), a resize of the area as one of a pane. Actions
    /// reach both panes as they are.
    ///
    /// - Complexity: O(1).
    public mutating func mirrored(_ input: PointerInput) -> PointerInput {
        switch input {
        case .resize(let size):
            area = size
            return .resize(paneSize)
        case .pointerDown(let button, let point):
            let index = capturedPane ?? pane(at: point)
            capturedPane = index
            return .pointerDown(button, local(point, inPane: index))
        case .pointerMove(let point):
            return .pointerMove(local(point, inPane: capturedPane ?? pane(at: point)))
        case .pointerUp(let button, let point):
            let index = capturedPane ?? pane(at: point)
            capturedPane = nil
            return .pointerUp(button, local(point, inPane: index))
        case .wheel(let dx, let dy, let point):
            return .wheel(dx: dx, dy: dy, at: local(point, inPane: capturedPane ?? pane(at: point)))
        case .pinch, .rotate, .modifiers:
            return input
        }
    }

    /// The label of pane `index` (0: A, 1: B) showing `layoutName` made with `settings`:
    /// "A  ring", "B  ring  radius=200"; `note` (such as "previous version") goes last.
    public static func label(pane index: Int, layoutName: String, settings: [LayoutSetting], note: String? = nil) -> String {
        ([index == 0 ? "A" : "B", layoutName] + settings.map(\.argument) + (note.map { [$0] } ?? [])).joined(separator: "  ")
    }
}
