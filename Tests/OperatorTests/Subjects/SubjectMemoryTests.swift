import Testing

@testable import Reactive

extension Subjects {
    /// What a subscription keeps alive, checked through weak references to an
    /// object its callback captures.
    @Suite struct SubjectMemoryTests {
        /// Subscribes a callback capturing a fresh object to `signal` and returns
        /// a weak reference to that object with the subscription's disposable.
        private static func subscribeCapturing<Value, Failure>(
            _ signal: Signal<Value, Failure>
        ) -> (WeakBox, any Disposable) {
            let tracked = Tracked()
            let disposable = signal.subscribe(next: { _ in _ = tracked })
            return (WeakBox(tracked), disposable)
        }

        @Test func aDisposedSubjectSubscriptionReleasesItsSubscriber() {
            let subject = Subject<Int, Never>()
            let (weak, disposable) = Self.subscribeCapturing(subject.signal)
            #expect(weak.object != nil)
            disposable.dispose()
            #expect(weak.object == nil)
        }

        @Test func aCompletedSubjectReleasesItsSubscribers() {
            let subject = Subject<Int, TestError>()
            let (weak, disposable) = Self.subscribeCapturing(subject.signal)
            subject.sendCompleted()
            #expect(weak.object == nil)
            _ = disposable
        }

        @Test func aFailedSubjectReleasesItsSubscribers() {
            let subject = Subject<Int, TestError>()
            let (weak, _) = Self.subscribeCapturing(subject.signal)
            subject.send(error: .boom)
            #expect(weak.object == nil)
        }

        @Test func aSubscriberArrivingAfterCompletionIsNotKept() {
            let subject = Subject<Int, TestError>()
            subject.sendCompleted()
            let (weak, disposable) = Self.subscribeCapturing(subject.signal)
            #expect(weak.object == nil)
            _ = disposable
        }

        @Test func aSubjectNobodyHoldsIsReleasedWithItsSubscribers() {
            var subject: Subject<Int, Never>? = Subject()
            let weakSubject = WeakBox(subject!)
            let (weak, disposable) = Self.subscribeCapturing(subject!.signal)
            subject = nil
            #expect(weakSubject.object == nil)
            #expect(weak.object == nil)
            disposable.dispose()
        }

        @Test func aTakeThatCompletedReleasesItsSubscriber() {
            let subject = Subject<Int, Never>()
            let (weak, disposable) = Self.subscribeCapturing(subject.signal.take(2))
            subject.send(value: 1)
            #expect(weak.object != nil)
            subject.send(value: 2)
            #expect(disposable.isDisposed)
            #expect(weak.object == nil)
        }

        @Test func replaySubjectSubscriptionsAreReleased() {
            let subject = ReplaySubject<Int, TestError>()
            subject.send(value: 1)
            let (disposedWeak, disposable) = Self.subscribeCapturing(subject.signal)
            let (completedWeak, _) = Self.subscribeCapturing(subject.signal)
            disposable.dispose()
            #expect(disposedWeak.object == nil)
            #expect(completedWeak.object != nil)
            subject.sendCompleted()
            #expect(completedWeak.object == nil)
            let (lateWeak, _) = Self.subscribeCapturing(subject.signal)
            #expect(lateWeak.object == nil)
        }

        @Test func behaviorSubjectSubscriptionsAreReleased() {
            let subject = BehaviorSubject<Int, TestError>(initial: 0)
            let (disposedWeak, disposable) = Self.subscribeCapturing(subject.signal)
            let (failedWeak, _) = Self.subscribeCapturing(subject.signal)
            disposable.dispose()
            #expect(disposedWeak.object == nil)
            #expect(failedWeak.object != nil)
            subject.send(error: .boom)
            #expect(failedWeak.object == nil)
            let (lateWeak, _) = Self.subscribeCapturing(subject.signal)
            #expect(lateWeak.object == nil)
        }

        @Test func aReplaySubjectNobodyHoldsIsReleasedWithItsSubscribers() {
            var subject: ReplaySubject<Int, Never>? = ReplaySubject()
            subject!.send(value: 1)
            let weakSubject = WeakBox(subject!)
            let (weak, disposable) = Self.subscribeCapturing(subject!.signal)
            subject = nil
            #expect(weakSubject.object == nil)
            #expect(weak.object == nil)
            disposable.dispose()
        }

        @Test func aCompletedSourceReleasesThePublishedSubscribers() {
            let source = Subject<Int, Never>()
            let connection = source.signal.publish()
            let (weak, _) = Self.subscribeCapturing(connection.signal)
            let (autoWeak, _) = Self.subscribeCapturing(connection.autoconnect())
            #expect(weak.object != nil)
            #expect(autoWeak.object != nil)
            source.sendCompleted()
            #expect(weak.object == nil)
            #expect(autoWeak.object == nil)
        }

        @Test func aSubjectFedByAnotherIsReleasedOnceItTerminates() {
            let feeder = Subject<Int, TestError>()
            var fed: Subject<Int, TestError>? = Subject()
            let weakFed = WeakBox(fed!)
            feeder.signal.subscribe(fed!)
            let (weak, _) = Self.subscribeCapturing(fed!.signal)
            fed!.sendCompleted()
            fed = nil
            #expect(weakFed.object == nil)
            #expect(weak.object == nil)
            let (recorder, _) = feeder.signal.record()
            feeder.send(value: 1)
            #expect(recorder.values == [1])
        }

        /// RAC's "should not retain disposed disposables": a source subscription
        /// the subject owns is let go once disposed.
        @Test func aDisposedSourceSubscriptionIsNotRetainedByTheSubject() {
            let subject = Subject<Int, Never>()
            var lifetime: CompositeDisposable? = CompositeDisposable()
            let weakLifetime = WeakBox(lifetime!)
            subject.receive(from: .never, lifetime: lifetime!)
            lifetime!.dispose()
            lifetime = nil
            #expect(weakLifetime.object == nil)
        }
    }

    /// A source that hands its observer to something outliving the subscription.
    private final class ObserverKeeper: Sendable {
        private let kept = Locked<[Observer<Int, Never>]>([])
        init() {}
        var signal: Signal<Int, Never> {
            Signal { observer, _ in self.kept.withLock { $0.append(observer) } }
        }
        func completeAll() { for observer in kept.withLock({ $0 }) { observer.sendCompleted() } }
    }

    /// RAC's subscriber drops its blocks when it terminates or is disposed; a
    /// source that keeps its observer must not keep the subscriber alive.
    @Suite struct KeptObserverMemoryTests {
        @Test func aTerminatedSubscriptionReleasesItsSubscriberThoughTheSourceKeepsTheObserver() {
            let keeper = ObserverKeeper()
            let (weak, disposable) = subscribeCapturing(keeper.signal)
            #expect(weak.object != nil)
            keeper.completeAll()
            #expect(disposable.isDisposed)
            #expect(weak.object == nil)
        }

        @Test func aDisposedSubscriptionReleasesItsSubscriberThoughTheSourceKeepsTheObserver() {
            let keeper = ObserverKeeper()
            let (weak, disposable) = subscribeCapturing(keeper.signal)
            disposable.dispose()
            #expect(weak.object == nil)
        }

        @Test func aSubjectFedByASourceThatKeepsItsObserverIsReleasedOnceTheSourceCompletes() {
            let keeper = ObserverKeeper()
            var subject: ReplaySubject<Int, Never>? = ReplaySubject()
            let weakSubject = WeakBox(subject!)
            keeper.signal.subscribe(subject!)
            subject = nil
            #expect(weakSubject.object != nil)
            keeper.completeAll()
            #expect(weakSubject.object == nil)
        }

        private func subscribeCapturing(_ signal: Signal<Int, Never>) -> (WeakBox, any Disposable) {
            let tracked = Tracked()
            return (WeakBox(tracked), signal.subscribe(next: { _ in _ = tracked }))
        }
    }
}
