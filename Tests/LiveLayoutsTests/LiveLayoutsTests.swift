import Testing
@testable import LiveLayouts
