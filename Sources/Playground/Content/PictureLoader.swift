import Foundation
import OrbitRendering

/// Decodes pictures off the frame loop: the render thread asks (`request`), a worker thread decodes
/// and scales (`PictureDecoder`), and the render thread collects what is ready (`takeFinished`) at
/// the start of a frame. Neither side ever waits for the other's work, so a folder of 5,000
/// photos never stalls a frame.
///
/// Both queues are bounded, which bounds the memory in flight outside the texture cache:
/// - requests: at most `requestLimit`; the newest are decoded first (what the user scrolled to
///   last), and the oldest fall out when it is full (they come back as `dropped`, to be asked
///   again if they are still on screen);
/// - finished pictures: at most `finishedLimit` wait for the render thread; the worker waits
///   while that many are ready, so at most `finishedLimit + 1` decoded pictures exist at once
///   (each at most `PictureResolution.largest` a side: 16 MB), plus one file being decoded.
///
/// `.manual` runs nothing by itself: `drain()` decodes every request on the caller's thread
/// (headless frames and tests, which must not depend on a thread's timing).
final class PictureLoader: @unchecked Sendable {
    struct Request: Hashable, Sendable {
        /// The picture's index in the set.
        var picture: Int
        /// Decode to at most this many pixels on the longer side.
        var longSide: Int
    }

    /// What became of a request.
    struct Finished: @unchecked Sendable {
        var request: Request
        var outcome: Result<DecodedPicture, OutputError>
    }

    /// The worker thread's nice value (0 is the process's; higher yields the CPU sooner).
    static let niceness: Int32 = 10

    enum Executor: Sendable {
        /// A worker thread of the loader's own.
        case thread
        /// Nothing runs until `drain()`.
        case manual
    }

    let pictures: PictureSet
    let requestLimit: Int
    let finishedLimit: Int
    private let condition = NSCondition()
    /// Oldest first; the worker takes the last.
    private var pending: [Request] = []
    private var finished: [Finished] = []
    private var dropped: [Request] = []
    private var stopping = false
    private var workerDone: DispatchSemaphore?
    /// Decodes started since creation (tests check that a picture is decoded once per size).
    private var decodeCount = 0

    /// Decodes started since creation.
    var decodes: Int {
        condition.lock()
        defer { condition.unlock() }
        return decodeCount
    }

    init(pictures: PictureSet, executor: Executor, requestLimit: Int = 64, finishedLimit: Int = 4) {
        self.pictures = pictures
        self.requestLimit = max(1, requestLimit)
        self.finishedLimit = max(1, finishedLimit)
        if executor == .thread {
            let done = DispatchSemaphore(value: 0)
            workerDone = done
            // The thread keeps the loader alive until `stop()` (which `PictureTextures` calls when
            // it goes): an unowned reference could be read while the loader is being deinitialized.
            let thread = Thread { [self] in
                // Below the render thread (and Mesa's rasterizer threads): on two busy cores a
                // decode then waits rather than a frame. Linux keeps the nice value per thread, and
                // `who` 0 is the calling thread.
                _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, Self.niceness)
                work()
                done.signal()
            }
            thread.name = "orbit picture loader"
            thread.qualityOfService = .utility
            thread.start()
        }
    }

    deinit {
        stop()
    }

    /// Longest `stop()` waits for the picture being decoded, seconds: a frame's worth of patience
    /// many times over, far less than a user notices at quit.
    static let stopLimit = 0.25

    /// Stops the worker after the picture it is decoding and waits for it, at most `stopLimit`
    /// seconds; queued requests stay undecoded. A decode still running then (a huge file on a slow
    /// disk) finishes on its own thread, which keeps the loader alive until it has, and nothing is
    /// taken from it. A `.thread` loader lives until this is called. Returns whether the worker
    /// had ended.
    @discardableResult
    func stop() -> Bool {
        condition.lock()
        stopping = true
        condition.broadcast()
        condition.unlock()
        guard let done = workerDone else { return true }
        workerDone = nil
        return done.wait(timeout: .now() + Self.stopLimit) == .success
    }

    /// Queues `request` (a request already queued moves to the front); the oldest request falls
    /// out when the queue is full.
    ///
    /// - Complexity: O(requestLimit).
    func request(_ request: Request) {
        condition.lock()
        defer { condition.unlock() }
        pending.removeAll { $0 == request }
        pending.append(request)
        if pending.count > requestLimit { dropped.append(pending.removeFirst()) }
        condition.signal()
    }

    /// The pictures finished since the last call, oldest first, and the requests that fell out of
    /// the full queue.
    func takeFinished() -> (finished: [Finished], dropped: [Request]) {
        condition.lock()
        defer { condition.unlock() }
        let taken = (finished, dropped)
        finished.removeAll(keepingCapacity: true)
        dropped.removeAll(keepingCapacity: true)
        condition.broadcast()
        return taken
    }

    /// Requests waiting.
    var pendingCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return pending.count
    }

    /// `.manual`: decodes every queued request now, on the caller's thread, newest first (as the
    /// worker would), ignoring `finishedLimit`.
    func drain() {
        while true {
            condition.lock()
            guard let next = pending.popLast() else {
                condition.unlock()
                return
            }
            decodeCount += 1
            condition.unlock()
            decodeAndKeep(next)
        }
    }

    /// Decodes `request` outside the lock, then keeps its outcome for the render thread.
    private func decodeAndKeep(_ request: Request) {
        let outcome = decode(request)
        condition.lock()
        finished.append(outcome)
        condition.unlock()
    }

    private func decode(_ request: Request) -> Finished {
        guard pictures.sources.indices.contains(request.picture) else {
            return Finished(request: request, outcome: .failure(OutputError("no picture \(request.picture)")))
        }
        do throws(OutputError) {
            let picture = try PictureDecoder.decode(pictures.sources[request.picture], longSide: request.longSide)
            return Finished(request: request, outcome: .success(picture))
        } catch {
            return Finished(request: request, outcome: .failure(error))
        }
    }

    /// The worker: the newest request whenever there is room for its result.
    private func work() {
        while true {
            condition.lock()
            while !stopping, pending.isEmpty || finished.count >= finishedLimit { condition.wait() }
            if stopping {
                condition.unlock()
                return
            }
            let next = pending.removeLast()
            decodeCount += 1
            condition.unlock()
            decodeAndKeep(next)
        }
    }
}
