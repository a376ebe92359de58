import Dispatch
import Foundation
import Synchronization
import Testing

@testable import Reactive

/// A generator's sink, and the funnel of a zip, merge or combineLatest, are
/// held by the subscribing thread while it attaches: sends from that call cost
/// no atomic operation. These tests pin down what the claim must not change:
/// nothing is lost, reordered, overlapped or deadlocked.
@Suite struct ClaimedSinkTests {
    /// Runs `body` on another thread and waits until it has returned.
    private static func onAnotherThread(_ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        Thread {
            body()
            done.signal()
        }.start()
        done.wait()
    }

    @Test func aSendFromAnotherThreadDuringTheGeneratorKeepsItsPlace() {
        // The other thread's send returns before the generator's next one, so
        // it must be delivered before it, although the generator holds the sink.
        let signal = Signal<Int, Never> { observer, _ in
            observer.send(value: 1)
            Self.onAnotherThread { observer.send(value: 2) }
            observer.send(value: 3)
            Self.onAnotherThread { observer.send(value: 4) }
            observer.sendCompleted()
        }
        let (recorder, _) = signal.record()
        #expect(recorder.events == [.next(1), .next(2), .next(3), .next(4), .completed])
    }

    @Test func aSendFromAnotherThreadLeftQueuedIsDeliveredWhenTheGeneratorReturns() {
        let signal = Signal<Int, Never> { observer, _ in
            observer.send(value: 1)
            Self.onAnotherThread {
                observer.send(value: 2)
                observer.sendCompleted()
            }
        }
        let (recorder, disposable) = signal.record()
        #expect(recorder.events == [.next(1), .next(2), .completed])
        #expect(disposable.isDisposed)
    }

    /// The other thread lets go of the observer before the generator returns,
    /// so the generator's return is when every sender is gone: what the other
    /// thread left queued is still delivered before the observer is released.
    @Test func aSendLeftQueuedByASenderThatLetGoIsDeliveredBeforeTheRelease() {
        let handedOver = Locked<Observer<Int, Never>?>(nil)
        let signal = Signal<Int, Never> { observer, _ in
            observer.send(value: 1)
            handedOver.withLock { $0 = observer }
            Self.onAnotherThread {
                let observer = handedOver.withLock { kept in
                    defer { kept = nil }
                    return kept
                }
                observer?.send(value: 2)
            }
        }
        let (recorder, disposable) = signal.record()
        #expect(recorder.events == [.next(1), .next(2)])
        #expect(!disposable.isDisposed)
    }

    /// The claimant's own re-entrant send, from inside a delivery, nests in
    /// it as any re-entrant send does (RAC), and the generator's next value
    /// follows.
    @Test func aReentrantSendDuringTheGeneratorIsDeliveredNested() {
        let kept = Locked<Observer<Int, Never>?>(nil)
        let log = Log()
        let signal = Signal<Int, Never> { observer, _ in
            kept.withLock { $0 = observer }
            observer.send(value: 1)
            observer.send(value: 3)
            observer.sendCompleted()
        }
        signal.subscribe(
            next: { value in
                log.append("begin \(value)")
                if value == 1 { kept.withLock { $0 }?.send(value: 2) }
                log.append("end \(value)")
            }, completed: { log.append("completed") })
        #expect(log.entries == ["begin 1", "begin 2", "end 2", "end 1", "begin 3", "end 3", "completed"])
    }

    @Test func eightThreadsSendingDuringTheGeneratorNeverOverlapAndLoseNothing() {
        let perThread = 2_000
        let inside = Atomic<Bool>(false)
        let overlaps = Counter()
        let lastSeen = Locked<[Int: Int]>([:])
        let misordered = Counter()
        let completions = Counter()
        let signal = Signal<Int, Never> { observer, _ in
            DispatchQueue.concurrentPerform(iterations: 8) { thread in
                for index in 0..<perThread { observer.send(value: thread * perThread + index) }
            }
            observer.sendCompleted()
        }
        let received = Counter()
        signal.subscribe(
            next: { value in
                if inside.exchange(true, ordering: .acquiringAndReleasing) { overlaps.increment() }
                let thread = value / perThread
                lastSeen.withLock { seen in
                    if let last = seen[thread], last >= value { misordered.increment() }
                    seen[thread] = value
                }
                received.increment()
                inside.store(false, ordering: .releasing)
            }, completed: { completions.increment() })
        #expect(received.value == 8 * perThread)
        #expect(overlaps.value == 0)
        #expect(misordered.value == 0)
        #expect(completions.value == 1)
    }

    @Test func aZipFedFromAnotherThreadWhileAttachingLosesNothing() {
        let left = Signal<Int, Never> { observer, _ in
            Self.onAnotherThread {
                for value in 0..<100 { observer.send(value: value) }
                observer.sendCompleted()
            }
        }
        let right = Signal<Int, Never> { observer, _ in
            for value in 0..<100 { observer.send(value: value * 10) }
            observer.sendCompleted()
        }
        let (recorder, _) = left.zip(with: right).record()
        #expect(recorder.values.map(\.0) == Array(0..<100))
        #expect(recorder.values.map(\.1) == (0..<100).map { $0 * 10 })
        #expect(recorder.isCompleted)
    }

    @Test func anInnerGeneratorThatCompletesTwiceCountsOnce() {
        // flattenMap runs inner generators without a sink of their own; a
        // second completion must not end the merge while the source is open.
        let source = Subject<Int, Never>()
        let (recorder, _) = source.signal
            .flattenMap { value in
                Signal<Int, Never> { observer, _ in
                    observer.send(value: value)
                    observer.sendCompleted()
                    observer.send(value: -value)
                    observer.sendCompleted()
                }
            }
            .record()
        source.send(value: 1)
        source.send(value: 2)
        #expect(recorder.events == [.next(1), .next(2)])
        source.sendCompleted()
        #expect(recorder.events == [.next(1), .next(2), .completed])
    }

    @Test func anInnerGeneratorsLifetimeEndsAtItsCompletion() {
        let disposals = Counter()
        let source = Subject<Int, Never>()
        let (recorder, _) = source.signal
            .flattenMap { value in
                Signal<Int, Never> { observer, lifetime in
                    lifetime.add { disposals.increment() }
                    observer.send(value: value)
                    observer.sendCompleted()
                }
            }
            .record()
        source.send(value: 1)
        #expect(disposals.value == 1)
        source.send(value: 2)
        #expect(disposals.value == 2)
        #expect(recorder.values == [1, 2])
        #expect(!recorder.isTerminated)
    }
}
