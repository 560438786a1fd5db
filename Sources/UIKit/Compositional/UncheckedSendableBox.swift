/// Carries a UIKit closure (main-actor isolated, not `Sendable`) into the compositional engine's
/// `@Sendable` closures. The engine calls them synchronously from `prepare` and scrolling, on the
/// thread that owns the UIKit layout (`runOnOwningThread`), which is the isolation they need.
struct UncheckedSendableBox<Value>: @unchecked Sendable {
    let value: Value
}
