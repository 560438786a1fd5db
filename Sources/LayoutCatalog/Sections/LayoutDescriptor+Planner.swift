import CollectionLayoutCore

extension LayoutDescriptor {
    /// `planner`: a day planner, one section per day, hour lines as decorations.
    public static let planner = LayoutDescriptor(
        name: "planner",
        summary: "a day planner: one section per day, pinned day headers, hour lines (decorations), events by start and duration",
        origin: "Orbit: a calendar's day view, sectioned",
        partner: "flow",
        parameters: [
            .number("hourHeight", \.hourHeight, .within(12...600)),
            .count("startHour", \.startHour, 0...23),
            .count("endHour", \.endHour, 1...24),
            .number("headerHeight", \.headerHeight, .within(0...200)),
            .number("timeColumnWidth", \.timeColumnWidth, .within(0...400)),
            .count("columns", \.columns, 1...8),
            .number("columnSpacing", \.columnSpacing, .within(0...100)),
            .number("daySpacing", \.daySpacing, .within(0...400)),
            .flag("pinHeaders", \.pinHeaders),
        ],
        make: { PlannerLayout() })
}
