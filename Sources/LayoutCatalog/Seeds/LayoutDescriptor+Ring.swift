import CollectionLayoutCore

extension LayoutDescriptor {
    /// `ring`, from LoopCollectionViewLayout).
    public static let ring = LayoutDescriptor(
        name: "ring",
        summary: "items evenly spaced on the largest circle that fits; inserts grow from the centre",
        origin: "seed 000: hangge's ring (LoopCollectionViewLayout)",
        partner: "flow",
        parameters: [.size("itemSize", \.itemSize)],
        make: { CircleLayout.ring.described(pinch: "ring radius", rotation: "turn the ring") })
}
