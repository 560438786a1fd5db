import Testing

@testable import LayoutConformance
