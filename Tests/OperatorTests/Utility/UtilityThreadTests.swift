import Dispatch
import Testing

@testable import Reactive

/// The few real-thread tests of the utility operators: each source delivers on
/// its own queue, so the latest-switching of `if` and the catch hand-over meet
/// events from several threads.
@Suite struct UtilityThreadTests {
    @Test func ifAcrossQueuesKeepsTheGrammarAndEndsWithTheLastBranch() {
        let conditions = (0..<200).map { $0.isMultiple(of: 2) } + [true]
        let signal = Signal.if(
            Signal<Bool, TestError>.from(conditions, on: QueueScheduler(label: "condition")),
            then: Signal.from([1, 2, 3], on: QueueScheduler(label: "then")),
            else: Signal.from([4], on: QueueScheduler(label: "else"))
        )
        let events = Self.recordUntilTerminated(signal)
        #expect(events.last == .completed)
        #expect(events.dropLast().allSatisfy { !$0.isTerminal })
        #expect(events.dropLast().allSatisfy { [1, 2, 3, 4].contains($0.value ?? 0) })
        #expect(Array(events.dropLast().suffix(3)) == [.next(1), .next(2), .next(3)])
    }

    @Test func catchAcrossQueuesHandsOverToTheReplacement() {
        let signal = Signal<Int, TestError>.from(0..<100, on: QueueScheduler(label: "source"))
            .concat(.error(.boom))
            .catchTo(Signal<Int, Never>.from(100..<200, on: QueueScheduler(label: "replacement")))
        let events = Self.recordUntilTerminated(signal)
        #expect(events == (0..<200).map { .next($0) } + [.completed])
    }

    /// Subscribes and blocks until the terminal event (or 10 seconds).
    private static func recordUntilTerminated<Value, Failure>(_ signal: Signal<Value, Failure>) -> [Event<
        Value, Failure
    >] {
        let recorder = Recorder<Value, Failure>()
        let terminated = DispatchSemaphore(value: 0)
        signal.subscribe(
            Observer { event in
                recorder.observer.send(event)
                if event.isTerminal { terminated.signal() }
            })
        _ = terminated.wait(timeout: .now() + .seconds(10))
        return recorder.events
    }
}
