import Testing

@testable import Reactive

/// Operators that serialize their sources' events themselves (merge, zip,
/// combineLatest, flattenMap) run a generator source without a sink of its
/// own; the source must still end exactly as it would behind one.
@Suite struct CombiningGeneratorSourceTests {
    @Test func whatAGeneratorSendsAfterItsEndIsDropped() {
        let left = Signal<Int, Never> { observer, _ in
            observer.send(value: 1)
            observer.sendCompleted()
            observer.send(value: 2)
        }
        let right = Signal<Int, Never> { observer, _ in
            observer.send(value: 10)
            observer.send(value: 20)
            observer.sendCompleted()
        }
        let (recorder, _) = left.zip(with: right).record()
        #expect(recorder.values.map { [$0.0, $0.1] } == [[1, 10]])
        #expect(recorder.isCompleted)
        let (merged, _) = left.merge(right).record()
        #expect(merged.values == [1, 10, 20])
        #expect(merged.isCompleted)
    }

    @Test func aGeneratorsEndDisposesItsLifetimeOnceBeforeTheEndIsForwarded() {
        // RAC's subscriber disposes before calling its completion block, so a
        // source's cleanup runs before the merge it completes can complete.
        let log = Log()
        func source(_ name: String) -> Signal<Int, Never> {
            Signal { observer, lifetime in
                lifetime.add { log.append("\(name) cleanup") }
                observer.send(value: 1)
                observer.sendCompleted()
                observer.sendCompleted()
            }
        }
        source("a").merge(source("b")).subscribe(completed: { log.append("completed") })
        #expect(log.entries == ["a cleanup", "b cleanup", "completed"])
    }

    @Test func aFailingGeneratorFailsTheCombinationAndIsDisposedOnce() {
        let disposals = Counter()
        let failing = Signal<Int, TestError> { observer, lifetime in
            lifetime.add { disposals.increment() }
            observer.send(value: 1)
            observer.send(error: .boom)
            observer.send(error: .other("again"))
        }
        let (recorder, _) = Signal.combineLatest(failing, Signal<Int, TestError>.never).record()
        #expect(recorder.failure == .boom)
        #expect(recorder.events.count == 1)
        #expect(disposals.value == 1)
    }
}
