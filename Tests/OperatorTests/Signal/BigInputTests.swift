import Testing

@testable import Reactive

/// Big inputs must not overflow the stack: long sources, long concatenations,
/// and deep operator chains.
@Suite struct BigInputTests {
    @Test func aMillionSynchronousEventsThroughMapFilterScan() {
        let count = 1_000_000
        let total = Counter()
        let last = Locked(0)
        Signal<Int, Never> { observer, _ in
            for value in 0..<count { observer.send(value: value) }
            observer.sendCompleted()
        }
        .map { $0 &* 3 }
        .filter { $0 % 2 == 0 }
        .scan(0) { $0 &+ $1 }
        .subscribe(next: { sum in
            total.increment()
            last.withLock { $0 = sum }
        })
        #expect(total.value == count / 2)
        // The even multiples of 3 below 3·10^6 are 6k for k < 500,000: their sum is 6·Σk.
        #expect(last.withLock { $0 } == 6 * (count / 2 - 1) * (count / 2) / 2)
    }

    @Test func concatOfAHundredThousandSignals() {
        let signals = (0..<100_000).map { Signal<Int, Never>.return($0) }
        let count = Counter()
        let completed = Counter()
        Signal.concat(signals).subscribe(next: { _ in count.increment() }, completed: { completed.increment() })
        #expect(count.value == 100_000)
        #expect(completed.value == 1)
    }

    @Test func aHundredThousandChainedConcats() {
        let chained = (1..<100_000).reduce(Signal<Int, Never>.return(0)) { signal, value in
            signal.concat(.return(value))
        }
        let sum = Locked(0)
        chained.subscribe(next: { value in sum.withLock { $0 += value } })
        #expect(sum.withLock { $0 } == (0..<100_000).reduce(0, +))
    }

    @Test func aChainOfTenThousandMaps() {
        let chain = (0..<10_000).reduce(Signal<Int, Never>.from(0..<3)) { signal, _ in signal.map { $0 + 1 } }
        let (recorder, _) = chain.record()
        #expect(recorder.events == [.next(10_000), .next(10_001), .next(10_002), .completed])
    }

    @Test func aChainOfTenThousandMixedOperators() {
        let chain = (0..<10_000).reduce(Signal<Int, Never>.from(0..<5)) { signal, index in
            switch index % 4 {
            case 0: signal.map { $0 + 1 }
            case 1: signal.filter { _ in true }
            case 2: signal.skip(0)
            default: signal.take(5)
            }
        }
        let (recorder, _) = chain.record()
        #expect(recorder.values == [2_500, 2_501, 2_502, 2_503, 2_504])
        #expect(recorder.isCompleted)
    }

    @Test func disposingADeepChainDisposesTheSource() {
        let cleanups = Counter()
        let source = Signal<Int, Never> { _, lifetime in lifetime.add { cleanups.increment() } }
        let chain = (0..<10_000).reduce(source) { signal, _ in signal.map { $0 } }
        let disposable = chain.subscribe()
        #expect(cleanups.value == 0)
        disposable.dispose()
        #expect(cleanups.value == 1)
    }

    @Test func eventsSentLaterFromOutsideStillCrossADeepChainInOrder() {
        let kept = Locked<Observer<Int, Never>?>(nil)
        let source = Signal<Int, Never> { observer, _ in kept.withLock { $0 = observer } }
        let chain = (0..<10_000).reduce(source) { signal, _ in signal.map { $0 + 1 } }
        let (recorder, _) = chain.record()
        let observer = kept.withLock { $0 }!
        for value in 0..<100 { observer.send(value: value) }
        observer.sendCompleted()
        #expect(recorder.values == Array(10_000..<10_100))
        #expect(recorder.isCompleted)
    }

    /// RAC's `[inner subscribe:subscriber]` nested ten thousand deep: each
    /// generator subscribes the next with the observer it was handed, so each
    /// subscription starts inside the one before and nests its lifetime in it.
    @Test func tenThousandGeneratorsEachSubscribingTheNextWithItsObserver() {
        let cleanups = Counter()
        let (recorder, disposable) = Self.nestedGenerators(10_000, cleanups: cleanups, completing: true).record()
        #expect(recorder.values == [1])
        #expect(recorder.isCompleted)
        #expect(cleanups.value == 1)
        #expect(disposable.isDisposed)
    }

    @Test func disposingTenThousandNestedGeneratorsDisposesTheInnermost() {
        let cleanups = Counter()
        let (recorder, disposable) = Self.nestedGenerators(10_000, cleanups: cleanups, completing: false).record()
        #expect(recorder.values == [1])
        #expect(cleanups.value == 0)
        disposable.dispose()
        #expect(cleanups.value == 1)
    }

    /// `depth` generators, each subscribing the next with its own observer;
    /// the innermost sends 1, completes if `completing`, and counts its cleanup.
    private static func nestedGenerators(_ depth: Int, cleanups: Counter, completing: Bool) -> Signal<Int, Never> {
        Signal { observer, lifetime in
            guard depth > 0 else {
                lifetime.add { cleanups.increment() }
                observer.send(value: 1)
                if completing { observer.sendCompleted() }
                return
            }
            nestedGenerators(depth - 1, cleanups: cleanups, completing: completing).subscribe(observer)
        }
    }
}
