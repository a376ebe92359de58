import Testing

@testable import Reactive

@Suite struct SignalToSequenceTests {
    @Test func aCompletedSignalBecomesTheSequenceOfItsValues() throws {
        let sequence = try Signal<Int, TestError>.from([5, 3, 9, 4]).sequence()
        #expect(sequence.array == [5, 3, 9, 4])
        #expect(try Signal<Int, TestError>.empty.sequence().array == [])
    }

    @Test func aFailedSignalThrowsItsErrorInsteadOfATruncatedSequence() {
        let failing = Signal<Int, TestError>.from([1, 2]).concat(.error(.boom))
        #expect(throws: WaitError<TestError>.failed(.boom)) { try failing.sequence() }
    }

    @Test func aSignalThatNeverCompletesTimesOut() {
        #expect(throws: WaitError<TestError>.timedOut) {
            try Signal<Int, TestError>.never.sequence(timeout: .milliseconds(20))
        }
    }

    @Test func aSequenceSurvivesTheRoundTripThroughASignal() throws {
        let original = ReactiveSequence(Array(0..<10_000))
        #expect(
            try original.signal(on: ImmediateScheduler(), failure: TestError.self).sequence().array == original.array)
    }
}
