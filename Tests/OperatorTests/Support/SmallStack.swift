import Foundation

/// Runs `body` on a new thread with a 512 KB stack — the default for
/// secondary threads and Dispatch workers on Apple platforms — and waits for
/// it. Test threads here have 8 MB, which hides recursion that a user's
/// worker thread would overflow on.
func onSmallStack(_ body: @escaping @Sendable () -> Void) {
    let finished = DispatchSemaphore(value: 0)
    let thread = Thread {
        body()
        finished.signal()
    }
    thread.stackSize = 512 * 1024
    thread.start()
    finished.wait()
}
