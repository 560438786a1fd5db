import CSDL2

/// How the process asks glibc to manage its heap, applied once at startup by every `orbit` command.
public enum AllocatorPolicy {
    /// Blocks at least this large (bytes) are mapped on their own and given back to the system
    /// when freed: glibc's initial mmap threshold.
    public static let mappedBlockThreshold: Int32 = 128 * 1024

    /// Fixes glibc's mmap threshold at `mappedBlockThreshold`; returns whether glibc accepted it.
    ///
    /// Why: the playground frees and allocates pixel buffers from a few hundred kilobytes to a few
    /// megabytes (glyph atlases, SDL_ttf's glyph surfaces and the software renderer's scratch
    /// surfaces, sized by the window and its pixel scale). By default glibc raises its mmap threshold
    /// to the largest such block freed, and its trim threshold to twice that, after which those
    /// blocks come from the heap and up to tens of megabytes of freed heap stay resident. `orbit soak`
    /// measured that as RSS swinging between 46 and 73 MB with nothing leaked; with the threshold
    /// fixed it stayed within 2 MB of 42 MB. Setting the threshold also turns glibc's dynamic
    /// adjustment off (mallopt(3)).
    @discardableResult
    public static func apply() -> Bool {
        mallopt(M_MMAP_THRESHOLD, mappedBlockThreshold) == 1
    }
}
