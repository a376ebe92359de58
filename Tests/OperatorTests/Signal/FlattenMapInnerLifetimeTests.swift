import Dispatch
import Synchronization
import Testing

@testable import Reactive

/// The lifetimes of flattenMap's inner subscriptions: each is disposed exactly
/// once — when its inner signal ends, or with the whole subscription, in the
/// order the inner signals were subscribed — and the merged signal completes
/// only once the source and every inner signal have completed.
@Suite struct FlattenMapInnerLifetimeTests {
    final class Resource: Sendable {}

    @Test func disposalDisposesTheRunningInnerSignalsOnceInTheOrderTheyWereSubscribed() {
        let log = Log()
        let source = Signal<Int, Never> { observer, _ in
            for value in 0..<6 { observer.send(value: value) }
        }
        let disposable = source.flattenMap { value in
            Signal<Int, Never> { observer, lifetime in
                lifetime.add { log.append("disposed \(value)") }
                if value % 3 == 0 { observer.sendCompleted() }
            }
        }.subscribe(next: { _ in })
        #expect(log.entries == ["disposed 0", "disposed 3"])
        disposable.dispose()
        disposable.dispose()
        #expect(log.entries == ["disposed 0", "disposed 3", "disposed 1", "disposed 2", "disposed 4", "disposed 5"])
    }

    @Test func completesOnceTheSourceAndTheLastRunningInnerSignalHaveCompleted() {
        let kept = Mutex<[Observer<Int, Never>]>([])
        let sourceObserver = Mutex<Observer<Int, Never>?>(nil)
        let source = Signal<Int, Never> { observer, _ in
            sourceObserver.withLock { $0 = observer }
            for value in 0..<3 { observer.send(value: value) }
        }
        let (recorder, _) = source.flattenMap { value in
            Signal<Int, Never> { observer, _ in
                observer.send(value: value)
                kept.withLock { $0.append(observer) }
            }
        }.record()
        sourceObserver.withLock { $0?.sendCompleted() }
        let inners = kept.withLock { $0 }
        inners[1].sendCompleted()
        inners[0].sendCompleted()
        #expect(!recorder.isTerminated)
        inners[2].send(value: 7)
        inners[2].sendCompleted()
        #expect(recorder.values == [0, 1, 2, 7])
        #expect(recorder.isCompleted)
        #expect(recorder.events.count == 5)
    }

    /// Subscribes to `count` inner signals that never end and keep no
    /// observer, from a source that keeps none either; returns weak
    /// references to what the subscriber and the inner lifetimes hold.
    static func subscribeToRunningInnerSignals(
        _ count: Int, disposals: Counter
    ) -> (subscriber: WeakBox, innerTeardown: WeakBox, disposable: any Disposable) {
        let resource = Resource()
        let innerResource = Resource()
        let disposable = Signal<Int, Never> { observer, _ in
            for value in 0..<count { observer.send(value: value) }
        }.flattenMap { _ in
            Signal<Int, Never> { _, lifetime in
                lifetime.add {
                    _ = innerResource
                    disposals.increment()
                }
            }
        }.subscribe(next: { _ in _ = resource })
        return (WeakBox(resource), WeakBox(innerResource), disposable)
    }

    @Test func aDroppedSubscriptionWithManyRunningInnerSignalsReleasesThemAll() {
        let disposals = Counter()
        var subscription: (subscriber: WeakBox, innerTeardown: WeakBox, disposable: any Disposable)? =
            Self.subscribeToRunningInnerSignals(100_000, disposals: disposals)
        let innerTeardown = subscription?.innerTeardown
        // Every source let go: the still listed inner lifetimes do not keep the subscriber.
        #expect(subscription?.subscriber.object == nil)
        #expect(innerTeardown?.object != nil)
        #expect(subscription?.disposable.isDisposed == false)
        // The dropped subscription releases its 100,000 listed inner lifetimes (one at a time: not recursively).
        subscription = nil
        #expect(innerTeardown?.object == nil)
        #expect(disposals.value == 0)
    }

    @Test func innerSignalsEndingOnOtherThreadsDuringDisposalAreEachDisposedOnce() {
        for _ in 0..<100 {
            let disposals = Counter()
            let group = DispatchGroup()
            let source = Signal<Int, Never> { observer, _ in
                for value in 0..<8 { observer.send(value: value) }
            }
            let disposable = source.flattenMap { value in
                Signal<Int, Never> { observer, lifetime in
                    lifetime.add { disposals.increment() }
                    group.enter()
                    DispatchQueue.global().async {
                        observer.send(value: value)
                        observer.sendCompleted()
                        group.leave()
                    }
                }
            }.subscribe(next: { _ in })
            disposable.dispose()
            group.wait()
            #expect(disposals.value == 8)
        }
    }

    /// Each value's inner signal sends at once, and the subscriber feeds it
    /// back into the source: every inner subscription starts inside the
    /// previous one's delivery, 100,000 deep unless inner subscriptions hop
    /// on the thread's trampoline like any other.
    @Test func aFeedbackLoopThroughInnerSignalsUsesBoundedStack() {
        let count = 100_000
        let source = Subject<Int, Never>()
        let received = Counter()
        let disposable = source.signal.flattenMap { value in
            Signal<Int, Never> { observer, _ in
                observer.send(value: value)
                observer.sendCompleted()
            }
        }.subscribe(next: { value in
            received.increment()
            if value < count { source.send(value: value + 1) }
        })
        source.send(value: 1)
        #expect(received.value == count)
        disposable.dispose()
    }
}
