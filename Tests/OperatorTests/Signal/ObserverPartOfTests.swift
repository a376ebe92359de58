import Reactive
import Synchronization
import Testing

/// `Observer(partOf:)`: an operator of one's own subscribes its source as part
/// of its own subscription, so stopping early reaches a source that is still
/// subscribing — here a concatenation of a synchronous source with itself,
/// which subscribes that source again inside the same `subscribe` call.
@Suite struct ObserverPartOfTests {
    /// A `take(1)` of one's own, its source subscribed with `observerFor`.
    private static func takeOne(
        _ source: Signal<Int, Never>,
        observerFor:
            @escaping @Sendable (Observer<Int, Never>, @escaping @Sendable (Event<Int, Never>) -> Void) -> Observer<
                Int, Never
            >
    ) -> Signal<Int, Never> {
        Signal { observer, lifetime in
            lifetime.add(
                source.subscribe(
                    observerFor(observer) { event in
                        observer.send(event)
                        if event.value != nil {
                            observer.sendCompleted()
                            lifetime.dispose()
                        }
                    }))
        }
    }

    /// How many times `a.concat(a).takeOne()` subscribes the synchronous `a`.
    private static func subscriptionsOfA(
        observerFor:
            @escaping @Sendable (Observer<Int, Never>, @escaping @Sendable (Event<Int, Never>) -> Void) -> Observer<
                Int, Never
            >
    ) -> (subscriptions: Int, values: [Int]) {
        let subscriptions = Mutex(0)
        let a = Signal<Int, Never>.create { observer in
            subscriptions.withLock { $0 += 1 }
            observer.send(value: 0)
            observer.sendCompleted()
            return nil
        }
        let values = Mutex<[Int]>([])
        takeOne(a.concat(a), observerFor: observerFor).subscribe(next: { value in values.withLock { $0.append(value) } }
        )
        return (subscriptions.withLock { $0 }, values.withLock { $0 })
    }

    @Test func aSourceSubscribedPartOfTheOutputStopsWhileStillSubscribing() {
        let run = Self.subscriptionsOfA { parent, action in Observer(partOf: parent, action) }
        #expect(run.values == [0])
        #expect(run.subscriptions == 1)
    }

    /// The same operator with a plain observer: its source's subscription
    /// joins the output's lifetime only once `subscribe` returns, so the
    /// concatenation subscribes `a` a second time after the output ended.
    @Test func aPlainObserverCannotStopASourceStillSubscribing() {
        let run = Self.subscriptionsOfA { _, action in Observer(action) }
        #expect(run.values == [0])
        #expect(run.subscriptions == 2)
    }
}
