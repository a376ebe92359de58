import Dispatch
import Foundation
import Synchronization

@testable import Reactive

/// Runs `body(index)` on `count` new threads, released together, and waits for all of them.
func onThreads(_ count: Int, _ body: @escaping @Sendable (_ index: Int) -> Void) {
    let start = DispatchSemaphore(value: 0)
    let done = DispatchGroup()
    for index in 0..<count {
        done.enter()
        Thread {
            start.wait()
            body(index)
            done.leave()
        }.start()
    }
    for _ in 0..<count { start.signal() }
    done.wait()
}

/// Watches one subscriber's callbacks: counts overlapping deliveries, and
/// deliveries that start after the subscription's `dispose()` has returned.
final class DeliveryProbe: Sendable {
    private let inside = Atomic<Bool>(false)
    private let overlapCount = Atomic<Int>(0)
    private let disposeReturned = Atomic<Bool>(false)
    private let lateCount = Atomic<Int>(0)

    init() {}

    /// Call first thing in the callback.
    func enter() {
        if inside.exchange(true, ordering: .acquiringAndReleasing) { overlapCount.add(1, ordering: .relaxed) }
        if disposeReturned.load(ordering: .acquiring) { lateCount.add(1, ordering: .relaxed) }
    }

    /// Call last thing in the callback.
    func leave() { inside.store(false, ordering: .releasing) }

    /// Call right after `dispose()` returns.
    func markDisposed() { disposeReturned.store(true, ordering: .releasing) }

    var overlaps: Int { overlapCount.load(ordering: .relaxed) }
    /// Deliveries begun after disposal returned.
    var late: Int { lateCount.load(ordering: .relaxed) }
}

/// An object whose release the memory tests watch through a weak reference.
final class Tracked: Sendable {
    init() {}
}

/// The namespace of the subject suites, so that `--filter Subjects` selects them all.
enum Subjects {}
