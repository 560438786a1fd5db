import Playground
import OrbitRendering

/// How two images differ: a tolerant comparison for golden images, where a different SDL build may
/// round a blended pixel one way or the other.
struct ImageDifference: CustomStringConvertible {
    /// Pixels where some channel differs by more than the tolerance.
    var differingPixels: Int
    var totalPixels: Int
    /// The largest channel difference anywhere, 0…255.
    var largestChannelDelta: Int

    var fraction: Double { totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels) }

    var description: String {
        "\(differingPixels) of \(totalPixels) pixels differ (\(Double(Int(fraction * 10000)) / 100)%), largest channel delta \(largestChannelDelta)"
    }

    /// Compares `a` and `b` channel by channel; nil when their sizes differ.
    ///
    /// - Complexity: O(pixels).
    init?(_ a: PixelImage, _ b: PixelImage, channelTolerance: Int) {
        guard a.width == b.width, a.height == b.height else { return nil }
        var differing = 0, largest = 0
        a.bytes.withUnsafeBufferPointer { x in
            b.bytes.withUnsafeBufferPointer { y in
                var i = 0
                while i < x.count {
                    var worst = 0
                    for c in 0..<4 { worst = max(worst, abs(Int(x[i + c]) - Int(y[i + c]))) }
                    if worst > channelTolerance { differing += 1 }
                    largest = max(largest, worst)
                    i += 4
                }
            }
        }
        differingPixels = differing
        totalPixels = a.width * a.height
        largestChannelDelta = largest
    }

    /// True when at most `maximumFraction` of the pixels differ beyond the tolerance.
    func isWithin(_ maximumFraction: Double) -> Bool { fraction <= maximumFraction }
}
