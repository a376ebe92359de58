import Testing

@testable import Reactive

/// RAC's `-reduceApply` (RACSignalSpec: "should apply a block to the rest of a tuple").
@Suite struct UtilityReduceApplyTests {
    @Test func appliesTheBlockToTheRestOfEachTuple() {
        let sum: @Sendable (Int, Int) -> Int = { $0 + $1 }
        let madd: @Sendable (Int, Int, Int) -> Int = { $0 * $1 + $2 }
        let subject = ReplaySubject<(@Sendable (Int, Int) -> Int, Int, Int), Never>()
        subject.send(value: (sum, 1, 2))
        subject.send(value: (sum, 20, 3))
        subject.sendCompleted()
        #expect(subject.signal.reduceApply().record().0.events == [.next(3), .next(23), .completed])
        let products = Signal<(@Sendable (Int, Int, Int) -> Int, Int, Int, Int), Never>.return((madd, 2, 3, 1))
        #expect(products.reduceApply().record().0.events == [.next(7), .completed])
    }

    @Test func takesTheBlockFromOneSignalAndTheArgumentsFromOthers() {
        let blocks = HandDrivenSource<@Sendable (String, Int) -> String, TestError>()
        let names = HandDrivenSource<String, TestError>()
        let counts = HandDrivenSource<Int, TestError>()
        let (recorder, subscription) = Signal.combineLatest(blocks.signal, names.signal, counts.signal).reduceApply()
            .record()
        defer { subscription.dispose() }
        blocks.send(value: { name, count in String(repeating: name, count: count) })
        names.send("ab")
        counts.send(2)
        blocks.send(value: { name, count in "\(name)#\(count)" })
        counts.send(3)
        #expect(recorder.values == ["abab", "ab#2", "ab#3"])
    }

    @Test func everyArityFromOneToFive() {
        #expect(
            Signal<(@Sendable (Int) -> Int, Int), Never>.return(({ -$0 }, 4)).reduceApply().record().0.values == [-4])
        let four: @Sendable (Int, Int, Int, Int) -> Int = { $0 + $1 + $2 + $3 }
        #expect(
            Signal<(@Sendable (Int, Int, Int, Int) -> Int, Int, Int, Int, Int), Never>
                .return((four, 1, 2, 3, 4)).reduceApply().record().0.values == [10])
        let five: @Sendable (Int, Int, Int, Int, Int) -> [Int] = { [$0, $1, $2, $3, $4] }
        #expect(
            Signal<(@Sendable (Int, Int, Int, Int, Int) -> [Int], Int, Int, Int, Int, Int), Never>
                .return((five, 1, 2, 3, 4, 5)).reduceApply().record().0.values == [[1, 2, 3, 4, 5]])
    }

    @Test func forwardsErrorsAndDisposal() {
        let source = HandDrivenSource<(@Sendable (Int) -> Int, Int), TestError>()
        let (recorder, disposable) = source.signal.reduceApply().record()
        source.send(({ $0 * 2 }, 5))
        source.send(error: .boom)
        #expect(recorder.events == [.next(10), .failed(.boom)])
        let (kept, keptDisposable) = source.signal.reduceApply().record()
        keptDisposable.dispose()
        source.send(({ $0 }, 1))
        #expect(kept.events.isEmpty)
        #expect(source.active == 0)
        #expect(disposable.isDisposed)
    }
}
