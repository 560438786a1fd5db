import CImGui
import CSDL2
import CollectionLayout
import Foundation
import OrbitSession

/// The tuning panel (E in the playground): Dear ImGui widgets for the current layout's parameters,
/// the host's physics and a searchable layout picker, docked at the window's right edge
/// (`TuningPanelLayout`). It changes nothing itself: `draw` returns the session actions the user's
/// edits stand for, and the app handles and records them like any other input.
final class TuningPanel {
    /// What the user asked for this frame.
    struct Actions {
        var events: [SessionAction] = []
        /// "Copy command" was clicked.
        var copyCommand = false
        /// With `--compare`: the panes the panel's edits go to from now on.
        var editedPanes: EditedPanes?
    }

    /// With `--compare`, which pane the panel tunes: one, so the panes can differ, or both.
    enum EditedPanes: Equatable {
        case left, right, both
    }

    /// The search field's text and the text fields' (by layout and key), as ImGui edits them.
    private var filter = [CChar](repeating: 0, count: 128)
    private var fields: [String: [CChar]] = [:]
    /// The last command copied, shown under the button.
    var copiedCommand: String?
    static let fieldCapacity = 256

    /// The panel for `window` drawn with `renderer`; nil (with the reason in `failure`) when
    /// ImGui cannot make its font texture.
    init?(window: OpaquePointer, renderer: OpaquePointer, fontPath: String?, pixelScale: Double) {
        let made = fontPath.withOptionalCString { path in
            orbit_imgui_create(UnsafeMutableRawPointer(window), UnsafeMutableRawPointer(renderer), path, 15, Float(pixelScale))
        }
        guard made else { return nil }
    }

    deinit { orbit_imgui_destroy() }

    /// The panel is hidden: the pointer everywhere is the session's again.
    func hide() { orbit_imgui_hide_panel() }

    /// Frames that drew the panel's triangles rather than copying its kept pixels: a frame whose
    /// panel is unchanged (nobody touches it) copies what it drew last.
    static var redraws: Int { orbit_imgui_panel_redraws() }

    /// Whether the panel's pixels are kept between frames (by default wherever the renderer can draw
    /// into a texture); returns what it was.
    @discardableResult
    static func keepsPixels(_ keep: Bool) -> Bool { orbit_imgui_keep_panel(keep) }

    /// Hands `event` to ImGui; true when the panel takes it (the pointer is over it, or a field
    /// has the keyboard), so the session must not see it.
    func takes(_ event: inout SDL_Event) -> Bool {
        orbit_imgui_process_event(&event)
    }

    /// Draws the panel in `rect` (points) for `session`'s state and returns what the user did.
    func draw(in rect: Rect, session: Session, editing panes: EditedPanes? = nil) -> Actions {
        var actions = Actions()
        orbit_imgui_new_frame()
        if orbit_imgui_begin_panel("Tuning", Float(rect.minX), Float(rect.minY), Float(rect.width), Float(rect.height)) {
            orbit_imgui_push_item_width(-Float(rect.width * 0.48))
            if orbit_imgui_button("Copy command") { actions.copyCommand = true }
            orbit_imgui_tooltip("Print the orbit play line that starts in this state (and copy it to the clipboard)")
            orbit_imgui_same_line()
            orbit_imgui_text_disabled("E hides the panel")
            if let copiedCommand { orbit_imgui_text_wrapped(copiedCommand) }
            if let panes { drawPaneChoice(panes, into: &actions) }
            if orbit_imgui_collapsing_header("Layout: \(session.layoutName)", true) {
                drawParameters(session, into: &actions)
            }
            if orbit_imgui_collapsing_header("Feel", true) {
                drawPhysics(session, into: &actions)
            }
            if orbit_imgui_collapsing_header("Layouts", true) {
                drawPicker(session, into: &actions)
            }
            orbit_imgui_pop_item_width()
        }
        orbit_imgui_end_panel()
        orbit_imgui_render()
        return actions
    }

    // MARK: - Sections

    /// With `--compare`: which pane the edits go to (a click in a pane chooses it too).
    private func drawPaneChoice(_ panes: EditedPanes, into actions: inout Actions) {
        orbit_imgui_text("Tunes:")
        for (label, choice) in [("left", EditedPanes.left), ("right", .right), ("both", .both)] {
            orbit_imgui_same_line()
            if orbit_imgui_selectable(panes == choice ? "[\(label)]" : label, panes == choice), panes != choice {
                actions.editedPanes = choice
            }
        }
        orbit_imgui_tooltip("The pane the panel's edits change (click a pane to choose it); both keeps them alike")
    }

    private func drawParameters(_ session: Session, into actions: inout Actions) {
        let parameters = session.descriptor.parameters
        if parameters.isEmpty { orbit_imgui_text_disabled("no parameters") }
        for (index, parameter) in parameters.enumerated() {
            let value = session.parameterValue(parameter.key) ?? parameter.defaultValue
            orbit_imgui_push_id(Int32(index))
            if let text = edit(parameter, value: value, layout: session.layoutName), text != value {
                actions.events.append(.setParameter(LayoutSetting(key: parameter.key, value: text)))
            }
            orbit_imgui_tooltip(ParameterControl.tooltip(parameter))
            orbit_imgui_pop_id()
        }
    }

    /// The parameter's control; the new value's text when it changed this frame.
    private func edit(_ parameter: LayoutParameterInfo, value: String, layout: String) -> String? {
        let control = ParameterControl(kind: parameter.kind, value: value)
        // ImGui tells widgets apart by their labels: "##key" keeps the id when the unit changes.
        let label = ParameterControl.label(parameter, control: control) + "##" + parameter.key
        let format = ParameterControl.numberFormat(unit: parameter.unit)
        switch control {
        case .slider(let range):
            var number = ParameterValue.number(value, rule: .any) ?? range.lowerBound
            guard orbit_imgui_slider_double(label, &number, range.lowerBound, range.upperBound, format, false) else { return nil }
            return ParameterControl.text(for: number)
        case .drag(let minimum, let maximum, let speed):
            var number = ParameterValue.number(value, rule: .any) ?? 0
            guard orbit_imgui_drag_double(label, &number, Float(speed), minimum, maximum, format) else { return nil }
            return ParameterControl.text(for: number)
        case .stepper(let range):
            var count = Int32(clamping: Int(value) ?? range.lowerBound)
            guard orbit_imgui_stepper_int(label, &count, Int32(clamping: range.lowerBound), Int32(clamping: range.upperBound)) else { return nil }
            return String(count)
        case .toggle:
            var on = value == "true"
            guard orbit_imgui_checkbox(label, &on) else { return nil }
            return on ? "true" : "false"
        case .choice(let names):
            var current = Int32(names.firstIndex(of: value) ?? 0)
            let changed = withCStrings(names) { orbit_imgui_combo(label, &current, $0, Int32(names.count)) }
            return changed ? names[Int(current)] : nil
        case .text:
            // The field shows the value until edited; Enter sends the edit to the layout, which
            // may refuse it (then the value stays and the field shows it again).
            let id = layout + "/" + parameter.key
            var buffer = fields[id] ?? Self.buffer(value)
            let committed = orbit_imgui_input_text(label, parameter.expectation, &buffer, buffer.count, true)
            fields[id] = committed ? nil : buffer
            return committed ? Self.text(buffer) : nil
        }
    }

    private func drawPhysics(_ session: Session, into actions: inout Actions) {
        var springOn = session.spring != nil
        if orbit_imgui_checkbox("spring", &springOn) { actions.events.append(.timing(springOn ? session.springChoice : nil)) }
        orbit_imgui_tooltip("Animate updates and switches with the spring below (B), or ease-in-out")
        for (index, key) in PhysicsKey.allCases.enumerated() {
            var value = session.physicsValue(key)
            let range = key.range
            orbit_imgui_push_id(Int32(100 + index))
            let format = key == .decelerationRate ? "%.4f" : key.unit.isEmpty ? "%.3g" : "%.3g " + key.unit
            // Ranges over decades (the spring's response, the speed) move evenly on a log scale.
            let logarithmic = range.lowerBound > 0 && range.upperBound / range.lowerBound >= 50
            if orbit_imgui_slider_double(key.rawValue, &value, range.lowerBound, range.upperBound, format, logarithmic) {
                actions.events.append(.physics(key, Double(ParameterControl.text(for: value)) ?? value))
            }
            orbit_imgui_tooltip("\(key.rawValue) (default \(ParameterValue.format(key.defaultValue))\(key.unit.isEmpty ? "" : " " + key.unit))")
            if !key.marks.isEmpty {
                orbit_imgui_indent()
                for (number, mark) in key.marks.enumerated() {
                    if number > 0 { orbit_imgui_same_line() }
                    let current = value == mark.value ? " (set)" : ""
                    if orbit_imgui_small_button("UIKit \(mark.label) \(ParameterValue.format(mark.value))\(current)") {
                        actions.events.append(.physics(key, mark.value))
                    }
                }
                orbit_imgui_unindent()
            }
            orbit_imgui_pop_id()
        }
    }

    private func drawPicker(_ session: Session, into actions: inout Actions) {
        _ = orbit_imgui_input_text("##filter", "search layouts", &filter, filter.count, false)
        let groups = LayoutPicker.groups(session.catalog, filter: Self.text(filter))
        if groups.isEmpty { orbit_imgui_text_disabled("no layout matches") }
        for group in groups {
            orbit_imgui_text_disabled(group.title)
            for layout in group.layouts {
                if orbit_imgui_selectable(layout.name, layout.name == session.layoutName), layout.name != session.layoutName {
                    actions.events.append(.selectLayout(layout.name))
                }
                orbit_imgui_tooltip(layout.summary)
            }
        }
    }

    // MARK: - C strings

    /// The text of a NUL-terminated buffer.
    static func text(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// A field's buffer holding `text` (cut to `fieldCapacity` - 1 bytes).
    static func buffer(_ text: String) -> [CChar] {
        var bytes = Array(text.utf8CString.prefix(fieldCapacity - 1))
        if bytes.last == 0 { bytes.removeLast() }
        return bytes + [CChar](repeating: 0, count: fieldCapacity - bytes.count)
    }
}

/// Calls `body` with `strings` as a C array of C strings, valid for the call only.
func withCStrings<Result>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> Result) -> Result {
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    let pointers = copies.map { UnsafePointer<CChar>($0) }
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
}

extension Optional where Wrapped == String {
    /// `body` with the string as a C string, or with nil.
    func withOptionalCString<Result>(_ body: (UnsafePointer<CChar>?) -> Result) -> Result {
        switch self {
        case .some(let text): text.withCString { body($0) }
        case .none: body(nil)
        }
    }
}
