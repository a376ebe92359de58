import Dispatch
import Synchronization
import Testing

@testable import Reactive

/// The guarantees every subscription gives (RACSubscriberExamples, RACSignalSpec).
@Suite struct SignalGuaranteeTests {
    @Test func nothingIsDeliveredAfterATerminalEvent() {
        let signal = Signal<Int, TestError> { observer, _ in
            observer.send(value: 1)
            observer.send(error: .boom)
            observer.send(value: 2)
            observer.sendCompleted()
        }
        let (recorder, disposable) = signal.record()
        #expect(recorder.events == [.next(1), .failed(.boom)])
        #expect(disposable.isDisposed)
    }

    @Test func nothingIsDeliveredAfterDisposal() {
        let kept = Locked<Observer<Int, Never>?>(nil)
        let signal = Signal<Int, Never> { observer, _ in kept.withLock { $0 = observer } }
        let (recorder, disposable) = signal.record()
        let observer = kept.withLock { $0 }!
        observer.send(value: 1)
        disposable.dispose()
        observer.send(value: 2)
        observer.sendCompleted()
        #expect(recorder.events == [.next(1)])
    }

    @Test func theCreationDisposableRunsExactlyOnceAtTheTerminalEvent() {
        let cleanups = Counter()
        let signal = Signal<Int, Never>.create { observer in
            observer.send(value: 1)
            observer.sendCompleted()
            return ActionDisposable { cleanups.increment() }
        }
        let disposable = signal.subscribe()
        #expect(cleanups.value == 1)
        disposable.dispose()
        #expect(cleanups.value == 1)
    }

    @Test func theCreationDisposableRunsExactlyOnceAtDisposal() {
        let cleanups = Counter()
        let kept = Locked<Observer<Int, Never>?>(nil)
        let signal = Signal<Int, Never>.create { observer in
            kept.withLock { $0 = observer }
            return ActionDisposable { cleanups.increment() }
        }
        let disposable = signal.subscribe()
        #expect(cleanups.value == 0)
        disposable.dispose()
        disposable.dispose()
        kept.withLock { $0 }?.sendCompleted()
        #expect(cleanups.value == 1)
    }

    final class Resource: Sendable {}

    @Test func everythingTheSubscriptionHeldIsReleasedAtTheEnd() {
        weak var weakResource: Resource?
        let kept = Locked<Observer<Int, Never>?>(nil)
        let disposable: any Disposable
        do {
            let resource = Resource()
            weakResource = resource
            let signal = Signal<Int, Never> { observer, lifetime in
                kept.withLock { $0 = observer }
                lifetime.add { _ = resource }
            }
            disposable = signal.map { $0 + 1 }.subscribe(next: { _ in _ = resource })
        }
        #expect(weakResource != nil)
        disposable.dispose()
        kept.withLock { $0 = nil }
        #expect(weakResource == nil)
    }

    @Test func oneObserverNeverReceivesTwoEventsAtOnce() {
        let kept = Locked<Observer<Int, Never>?>(nil)
        let signal = Signal<Int, Never> { observer, _ in kept.withLock { $0 = observer } }
        let inside = Atomic<Bool>(false)
        let overlaps = Counter()
        let received = Counter()
        let disposable = signal.subscribe(next: { _ in
            if inside.exchange(true, ordering: .acquiringAndReleasing) { overlaps.increment() }
            received.increment()
            inside.store(false, ordering: .releasing)
        })
        let observer = kept.withLock { $0 }!
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for value in 0..<10_000 { observer.send(value: thread * 10_000 + value) }
        }
        #expect(overlaps.value == 0)
        #expect(received.value == 80_000)
        disposable.dispose()
    }

    /// RAC's subscriber sends under a recursive lock: a send from inside the
    /// callback, on its thread, is delivered at once, nested.
    @Test func aReentrantSendIsDeliveredAtOnceNested() {
        let kept = Locked<Observer<Int, Never>?>(nil)
        let signal = Signal<Int, Never> { observer, _ in kept.withLock { $0 = observer } }
        let log = Log()
        let subscription = signal.subscribe(next: { value in
            log.append("begin \(value)")
            if value < 3 { kept.withLock { $0 }?.send(value: value + 1) }
            log.append("end \(value)")
        })
        kept.withLock { $0 }?.send(value: 1)
        #expect(log.entries == ["begin 1", "begin 2", "begin 3", "end 3", "end 2", "end 1"])
        subscription.dispose()
    }

    @Test func disposingFromInsideTheCallbackStopsDeliveryAtOnce() {
        let kept = Locked<Observer<Int, Never>?>(nil)
        let signal = Signal<Int, Never> { observer, _ in kept.withLock { $0 = observer } }
        let received = Log()
        let subscription = SerialDisposable()
        subscription.inner = signal.subscribe(next: { value in
            received.append("\(value)")
            if value == 2 {
                subscription.dispose()
                kept.withLock { $0 }?.send(value: 99)
            }
        })
        let observer = kept.withLock { $0 }!
        for value in 1...5 { observer.send(value: value) }
        #expect(received.entries == ["1", "2"])
    }
}
