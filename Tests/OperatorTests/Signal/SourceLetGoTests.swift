import Dispatch
import Synchronization
import Testing

@testable import Reactive

/// A source that lets go of its observer without ending the subscription
/// (RAC: a subscriber nobody can send to any more) releases the subscriber's
/// callbacks at once, sends it nothing, and leaves nothing behind once the
/// subscription's disposable is dropped too.
@Suite struct SourceLetGoTests {
    final class Resource: Sendable {}

    /// Subscribes to `signal` with callbacks capturing a fresh object, counting
    /// completions; returns a weak reference to the object and the disposable.
    static func subscribeCapturing(
        _ signal: Signal<Int, Never>, completions: Counter
    ) -> (WeakBox, any Disposable) {
        let resource = Resource()
        let disposable = signal.subscribe(
            next: { _ in _ = resource },
            completed: {
                _ = resource
                completions.increment()
            }
        )
        return (WeakBox(resource), disposable)
    }

    @Test func aGeneratorThatKeepsNoObserverReleasesTheSubscriberWhenItReturns() {
        let completions = Counter()
        let (weak, disposable) = Self.subscribeCapturing(
            Signal<Int, Never> { observer, _ in observer.send(value: 1) }, completions: completions)
        #expect(weak.object == nil)
        #expect(completions.value == 0)
        #expect(!disposable.isDisposed)
    }

    @Test func createThatKeepsNoObserverReleasesTheSubscriberWhenItReturns() {
        let completions = Counter()
        let (weak, disposable) = Self.subscribeCapturing(
            Signal<Int, Never>.create { observer in
                observer.send(value: 1)
                return nil
            }, completions: completions)
        #expect(weak.object == nil)
        #expect(completions.value == 0)
        #expect(!disposable.isDisposed)
    }

    @Test func anObserverDroppedLaterOnAnotherThreadReleasesTheSubscriber() {
        let kept = Mutex<Observer<Int, Never>?>(nil)
        let completions = Counter()
        let (weak, disposable) = Self.subscribeCapturing(
            Signal<Int, Never> { observer, _ in kept.withLock { $0 = observer } }, completions: completions)
        #expect(weak.object != nil)
        DispatchQueue.global().sync { kept.withLock { $0 = nil } }
        #expect(weak.object == nil)
        #expect(completions.value == 0)
        #expect(!disposable.isDisposed)
    }

    @Test func flattenMapReleasesTheSubscriberOnceTheSourceAndEveryInnerLetGo() {
        let kept = Mutex<[Observer<Int, Never>]>([])
        let completions = Counter()
        let keeping = Signal<Int, Never> { observer, _ in
            kept.withLock { $0.append(observer) }
            observer.send(value: 1)
        }
        let (weak, disposable) = Self.subscribeCapturing(
            keeping.flattenMap { _ in keeping }, completions: completions)
        #expect(kept.withLock { $0.count } == 2)
        #expect(weak.object != nil)
        _ = kept.withLock { $0.removeLast() }
        #expect(weak.object != nil)
        kept.withLock { $0.removeAll() }
        #expect(weak.object == nil)
        #expect(completions.value == 0)
        #expect(!disposable.isDisposed)
    }

    @Test func aLetGoSubscriptionWhoseDisposableIsDroppedLeavesNothingBehind() {
        let kept = Mutex<Observer<Int, Never>?>(nil)
        var disposable: (any Disposable)? = Signal<Int, Never> { observer, _ in kept.withLock { $0 = observer } }
            .subscribe(next: { _ in })
        let lifetime = WeakBox(disposable)
        kept.withLock { $0 = nil }
        #expect(lifetime.object != nil)
        disposable = nil
        #expect(lifetime.object == nil)
    }

    @Test func disposalStillReleasesTheSubscriberWhileTheSourceKeepsTheObserver() {
        let kept = Mutex<Observer<Int, Never>?>(nil)
        let completions = Counter()
        let (weak, disposable) = Self.subscribeCapturing(
            Signal<Int, Never> { observer, _ in kept.withLock { $0 = observer } }, completions: completions)
        disposable.dispose()
        #expect(weak.object == nil)
        kept.withLock { $0?.sendCompleted() }
        #expect(completions.value == 0)
    }

    @Test func lettingGoAndDisposingAtOnceFromTwoThreadsReleasesOnceAndSendsNothing() {
        for _ in 0..<200 {
            let kept = Mutex<Observer<Int, Never>?>(nil)
            let completions = Counter()
            let (weak, disposable) = Self.subscribeCapturing(
                Signal<Int, Never> { observer, _ in kept.withLock { $0 = observer } }, completions: completions)
            DispatchQueue.concurrentPerform(iterations: 3) { thread in
                switch thread {
                case 0: disposable.dispose()
                case 1: kept.withLock { $0 = nil }
                default: kept.withLock { $0 }?.send(value: 1)
                }
            }
            #expect(weak.object == nil)
            #expect(completions.value == 0)
        }
    }
}
