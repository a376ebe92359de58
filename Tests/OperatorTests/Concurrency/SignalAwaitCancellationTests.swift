import Testing

@testable import Reactive

/// `await`ing a signal when the awaiting task is cancelled, and when the
/// signal sends synchronously without end: a cancellation is told apart from
/// a completion, and the subscription is disposed either way.
@Suite struct SignalAwaitCancellationTests {
    /// The awaiting forms; the test cancels each before it can answer.
    enum AwaitingForm: String, CaseIterable, Sendable {
        case toArray, first, last

        func run(_ signal: Signal<Int, TestError>) async throws {
            switch self {
            case .toArray: _ = try await signal.toArray()
            case .first: _ = try await signal.first()
            case .last: _ = try await signal.last()
            }
        }
    }

    @Test(arguments: AwaitingForm.allCases)
    func aCancelledAwaitThrowsCancellationErrorAndDisposes(form: AwaitingForm) async throws {
        let source = HandDrivenSource<Int, TestError>()
        let waiting = Task { try await form.run(source.signal) }
        #expect(await eventually { source.active == 1 })
        // Values a completion would answer with; `first` would answer at the first.
        if form != .first { source.send(values: 1, 2) }
        waiting.cancel()
        await #expect(throws: CancellationError.self) { try await waiting.value }
        #expect(source.active == 0)
    }

    @Test func anEndBeforeTheCancellationIsAnAnswer() async throws {
        let source = HandDrivenSource<Int, TestError>()
        let collecting = Task { try await source.signal.toArray() }
        #expect(await eventually { source.active == 1 })
        source.send(values: 1, 2)
        source.sendCompleted()
        #expect(try await collecting.value == [1, 2])
        collecting.cancel()
        #expect(try await collecting.value == [1, 2])
        #expect(try await Signal<Int, TestError>.empty.toArray() == [])
        #expect(try await Signal<Int, TestError>.empty.first() == nil)
    }

    /// A generator that sends 0, 1, 2, … on the subscribing thread until its
    /// subscription is disposed, or `limit` values have gone.
    private static func counting(upTo limit: Int, sent: Counter) -> Signal<Int, Never> {
        Signal { observer, lifetime in
            var next = 0
            while !lifetime.isDisposed, next < limit {
                sent.increment()
                observer.send(value: next)
                next += 1
            }
        }
    }

    @Test func firstOfASynchronousEndlessGeneratorAnswersAndStopsIt() async throws {
        let sent = Counter()
        #expect(try await Self.counting(upTo: 100_000, sent: sent).first() == 0)
        #expect(sent.value == 1, "the first value ends the subscription")
    }

    @Test func cancellingToArrayStopsASynchronousGeneratorStillSending() async throws {
        let limit = 5_000_000
        let sent = Counter()
        let collecting = Task { try await Self.counting(upTo: limit, sent: sent).toArray() }
        #expect(await eventually { sent.value > 0 })
        collecting.cancel()
        await #expect(throws: CancellationError.self) { try await collecting.value }
        #expect(sent.value < limit, "the cancellation disposed the subscription while the generator ran")
    }
}
