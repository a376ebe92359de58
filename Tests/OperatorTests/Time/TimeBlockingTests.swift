import Testing

@testable import Reactive

@Suite struct TimeBlockingFirstTests {
    @Test func firstReturnsTheFirstValueAndEndsTheSubscription() throws {
        let sent = Counter()
        let source = Signal<Int, Never> { observer, lifetime in
            var value = 0
            while !lifetime.isDisposed {
                value += 1
                sent.increment()
                observer.send(value: value)
            }
        }
        #expect(try source.first() == 1)
        #expect(sent.value == 1)
    }

    @Test func firstWaitsForAnAsynchronousValue() throws {
        let source = Signal<Int, Never>.from(5...7, on: QueueScheduler())
        #expect(try source.first(timeout: .seconds(5)) == 5)
    }

    @Test func firstOfAnEmptySignalThrowsEmpty() {
        #expect(throws: WaitError<Never>.empty) { try Signal<Int, Never>.empty.first() }
    }

    @Test func firstWithADefaultReturnsItForAnEmptySignal() throws {
        #expect(try Signal<Int, Never>.empty.first(default: 7) == 7)
        #expect(try Signal<Int, Never>.from([1, 2]).first(default: 7) == 1)
    }

    @Test func firstOfAFailingSignalThrowsItsError() {
        #expect(throws: WaitError<TestError>.failed(.boom)) { try Signal<Int, TestError>.error(.boom).first() }
        #expect(throws: WaitError<TestError>.failed(.boom)) {
            try Signal<Int, TestError>.error(.boom).first(default: 1)
        }
    }

    @Test func firstTimesOutAndDisposesTheSubscription() {
        let pipe = HandDrivenSource<Int, Never>()
        #expect(throws: WaitError<Never>.timedOut) { try pipe.signal.first(timeout: .milliseconds(50)) }
        #expect(pipe.disposals == 1)
    }
}

@Suite struct TimeBlockingCollectTests {
    @Test func lastReturnsTheLastValue() throws {
        #expect(try Signal<Int, Never>.from(1...5).last() == 5)
        let asynchronous = Signal<Int, Never>.from(1...5, on: QueueScheduler())
        #expect(try asynchronous.last(timeout: .seconds(5)) == 5)
    }

    @Test func lastOfAnEmptySignalThrowsEmpty() {
        #expect(throws: WaitError<Never>.empty) { try Signal<Int, Never>.empty.last() }
    }

    @Test func lastOfASignalFailingAfterValuesThrows() {
        let source = Signal<Int, TestError>.from([1, 2]).concat(.error(.boom))
        #expect(throws: WaitError<TestError>.failed(.boom)) { try source.last() }
    }

    @Test func toArrayCollectsEveryValueInOrder() throws {
        #expect(try Signal<Int, Never>.from(1...5).toArray() == [1, 2, 3, 4, 5])
        #expect(try Signal<Int, Never>.empty.toArray() == [])
        let asynchronous = Signal<Int, Never>.from(0..<1_000, on: QueueScheduler())
        #expect(try asynchronous.toArray(timeout: .seconds(5)) == Array(0..<1_000))
    }

    @Test func toArrayOfAFailingSignalThrowsRatherThanReturningPartOfIt() {
        let source = Signal<Int, TestError>.from([1, 2, 3]).concat(.error(.boom))
        #expect(throws: WaitError<TestError>.failed(.boom)) { try source.toArray() }
    }

    @Test func toArrayTimesOutOnASignalThatNeverCompletes() {
        let pipe = HandDrivenSource<Int, Never>()
        #expect(throws: WaitError<Never>.timedOut) { try pipe.signal.startWith(1).toArray(timeout: .milliseconds(50)) }
        #expect(pipe.disposals == 1)
    }

    @Test func waitUntilCompletedReturnsOnCompletion() throws {
        let sent = Counter()
        let source = Signal<Int, TestError>.from(1...3, on: QueueScheduler()).map { value -> Int in
            sent.increment()
            return value
        }
        try source.waitUntilCompleted(timeout: .seconds(5))
        #expect(sent.value == 3)
    }

    @Test func waitUntilCompletedThrowsTheError() {
        let source = Signal<Int, TestError>.return(1).concat(.error(.other("late")))
        #expect(throws: WaitError<TestError>.failed(.other("late"))) { try source.waitUntilCompleted() }
    }

    @Test func waitUntilCompletedTimesOut() {
        #expect(throws: WaitError<TestError>.timedOut) {
            try Signal<Int, TestError>.never.waitUntilCompleted(timeout: .milliseconds(50))
        }
    }
}
