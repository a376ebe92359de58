import Testing

@testable import Reactive

/// RAC's idiom `[inner subscribe:subscriber]` inside `createSignal:`: the
/// observer a subscription hands out carries that subscription's lifetime, so
/// an inner subscription made with it ends with the outer one.
@Suite struct NestedSubscriptionTests {
    @Test func disposingTheOuterSubscriptionDisposesTheInnerOne() {
        let inner = HandDrivenSource<Int, TestError>()
        let outer = Signal<Int, TestError>.create { observer in
            inner.signal.subscribe(observer)
            return nil
        }
        let (recorder, disposable) = outer.record()
        inner.send(1)
        #expect(inner.active == 1)
        disposable.dispose()
        #expect(inner.active == 0)
        inner.send(2)
        #expect(recorder.events == [.next(1)])
    }

    @Test func theGeneratorFormTiesTheInnerSubscriptionToo() {
        let inner = HandDrivenSource<Int, Never>()
        let outer = Signal<Int, Never> { observer, _ in inner.signal.map { $0 * 10 }.subscribe(observer) }
        let (recorder, disposable) = outer.record()
        inner.send(1)
        disposable.dispose()
        #expect(inner.active == 0)
        #expect(recorder.values == [10])
    }

    @Test func theOuterEndDisposesEveryOtherInnerSubscription() {
        let first = HandDrivenSource<Int, TestError>()
        let second = HandDrivenSource<Int, TestError>()
        let outer = Signal<Int, TestError>.create { observer in
            first.signal.subscribe(observer)
            second.signal.subscribe(observer)
            return nil
        }
        let (recorder, _) = outer.record()
        first.send(1)
        second.send(error: .boom)
        #expect(first.active == 0)
        #expect(second.active == 0)
        #expect(recorder.events == [.next(1), .failed(.boom)])
    }

    @Test func anInnerSubscriptionThatEndsFirstLeavesTheOuterOneRunning() {
        let inner = HandDrivenSource<Int, TestError>()
        let outer = Signal<Int, TestError>.create { observer in
            inner.signal.take(1).subscribe(
                Observer { event in
                    if case .next(let value) = event { observer.send(value: value) }
                })
            inner.signal.subscribe(observer)
            return nil
        }
        let (recorder, disposable) = outer.record()
        inner.send(1)
        inner.send(2)
        #expect(inner.active == 1)
        #expect(recorder.values == [1, 1, 2])
        disposable.dispose()
        #expect(inner.active == 0)
    }

    @Test func subscribingWithTheObserverOfAnEndedSubscriptionRunsAndDisposesAtOnce() {
        let kept = Locked<Observer<Int, Never>?>(nil)
        let (recorder, _) = Signal<Int, Never>.create { observer in
            kept.withLock { $0 = observer }
            observer.sendCompleted()
            return nil
        }.record()
        let log = Log()
        let late = Signal<Int, Never>.create { observer in
            log.append("subscribed")
            observer.send(value: 1)
            return ActionDisposable { log.append("disposed") }
        }
        let disposable = late.subscribe(kept.withLock { $0 }!)
        #expect(disposable.isDisposed)
        #expect(log.entries == ["subscribed", "disposed"])
        #expect(recorder.events == [.completed])
    }

    @Test func anInnerSubscriptionOfAGeneratorInsideFlattenMapEndsWithTheMergedOne() {
        let inner = HandDrivenSource<Int, Never>()
        let outer = Signal<Int, Never>.return(0).concat(.never).flattenMap { _ in
            Signal<Int, Never> { observer, _ in inner.signal.subscribe(observer) }
        }
        let (recorder, disposable) = outer.record()
        inner.send(5)
        disposable.dispose()
        #expect(inner.active == 0)
        #expect(recorder.values == [5])
    }

    @Test func anObserverMadeByTheUserTiesNothing() {
        let inner = HandDrivenSource<Int, Never>()
        let recorder = Recorder<Int, Never>()
        let innerSubscription = Locked<(any Disposable)?>(nil)
        let outer = Signal<Int, Never>.create { _ in
            innerSubscription.withLock { $0 = inner.signal.subscribe(recorder.observer) }
            return nil
        }
        outer.subscribe(Observer()).dispose()
        #expect(inner.active == 1)
        innerSubscription.withLock { $0 }?.dispose()
    }
}
