/// Carries a UIKit closure (main-actor isolated or not `Sendable`) into Orbit's `@Sendable`
/// closures: a descriptor's factory, the compositional engine's providers and handlers. Orbit
/// calls them synchronously on the thread that owns the UIKit layout (`runOnOwningThread`),
/// which is the isolation they need.
struct UncheckedSendableBox<Value>: @unchecked Sendable {
    let value: Value
}
