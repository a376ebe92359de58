import LawCheck
import ReactiveLaws
import Testing

extension AsyncLawSuites {
    /// What the async replay records for hand-written schedules: the rules of
    /// `Schedule.asyncTrace` and of its audit, one at a time.
    @Suite("Async: the replay of a schedule as async sequences")
    struct AsyncReplayTests {
        static func identity(_ sources: [AsyncReplaySource], _ clock: VirtualClock) -> AsyncOutput {
            AsyncOutput(sources[0])
        }

        @Test(
            "a cold source subscribed late delivers its earlier values at the subscription tick, then the rest on time")
        func coldLateSubscription() {
            let schedule = Schedule(
                sources: [
                    SourceScript(values: [(time: 0, value: 1), (time: 3, value: 2)], terminal: .completed(at: 4))
                ], subscribeAt: 2)
            #expect(schedule.asyncTrace(Self.identity).description == "^2 1@2 2@3 completed@4")
        }

        @Test("a hot source delivers only what comes after the subscription; a disposal cancels the iteration")
        func hotSourceAndDisposal() {
            let schedule = Schedule(
                sources: [
                    SourceScript(
                        isHot: true, values: [(time: 0, value: 1), (time: 2, value: 2), (time: 5, value: 3)],
                        terminal: nil)
                ],
                subscribeAt: 1, disposeAt: 4)
            #expect(schedule.asyncTrace(Self.identity).description == "^1 2@2 !4")
        }

        @Test("a failure is thrown at its tick, naming its source")
        func failure() {
            let schedule = Schedule(sources: [SourceScript(values: [(time: 1, value: 7)], terminal: .failed(at: 3))])
            #expect(schedule.asyncTrace(Self.identity).description == "^0 7@1 TestFailure(a)@3")
        }

        @Test("the clock wakes a sleeper at its virtual deadline, after the work already due then")
        func clockDeadline() {
            let schedule = Schedule(sources: [SourceScript(values: [(time: 2, value: 5)], terminal: .completed(at: 2))])
            let trace = schedule.asyncTrace { sources, clock in
                AsyncOutput(
                    sources[0].map { value in
                        try? await clock.sleep(until: clock.now.advanced(by: .seconds(3)))
                        return value
                    })
            }
            #expect(trace.description == "^0 5@5 completed@5")
        }

        @Test("the audit sees a task the operator started and left suspended, and the source it still awaits")
        func leakedTask() {
            let schedule = Schedule(sources: [SourceScript(values: [(time: 1, value: 1)], terminal: nil)])
            let audit = schedule.asyncAudit { sources, _ in
                // An operator that hands the source to a task of its own and never cancels it.
                let (stream, continuation) = AsyncStream<Int>.makeStream()
                let source = sources[0]
                return AsyncOutput(
                    Deferred {
                        Task { for try await value in source { continuation.yield(value) } }
                        return stream
                    })
            }
            #expect(audit.problems.contains { $0.contains("still alive") })
            #expect(audit.problems.contains { $0.contains("the subscription to a made at tick 0 was still awaited") })
        }

        @Test("the audit of a correct operator finds nothing, disposal and a second iteration included")
        func cleanAudit() {
            let schedule = Schedule(
                sources: [SourceScript(values: [(time: 1, value: 1), (time: 3, value: 2)], terminal: nil)],
                disposeAt: 2, resubscribeAt: 1)
            let audit = schedule.asyncAudit { sources, _ in AsyncOutput(sources[0].map { $0 + 1 }) }
            #expect(audit.problems == [])
            #expect(audit.subscriptions == 2)
        }
    }
}

/// An async sequence whose every iteration is `make()`'s.
struct Deferred<Base: AsyncSequence & Sendable>: AsyncSequence, Sendable {
    let make: @Sendable () -> Base

    init(_ make: @escaping @Sendable () -> Base) {
        self.make = make
    }

    func makeAsyncIterator() -> Base.AsyncIterator { make().makeAsyncIterator() }
}
