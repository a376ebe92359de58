import LawCheck
import ReactiveLaws
import Testing

extension AsyncLawSuites {
    /// An async law's run is a function of its seed: the same report every time,
    /// and no real time spent on virtual time.
    @Suite("Async: determinism")
    struct AsyncDeterminismTests {
        @Test("a pinned seed gives a byte-identical report, shrink included, 100 times in a row")
        func sameSeedSameReport() {
            let law = OperatorLaws.merge
            let subject = law.asyncSubject { OwnAsync.Merge(bases: $0, bug: .finishesEarly) }
            let reports = (0..<100).map { _ in
                law.runAsync(configuration: lawConfiguration(seed: 0xA5_1C), subject: subject).report
            }
            #expect(Set(reports).count == 1)
            #expect(reports[0].contains("merge"))
        }

        @Test("a case covering a billion virtual seconds takes no real time to speak of", .timeLimit(.minutes(1)))
        func noRealSleeping() {
            let far = 1_000_000_000
            let schedule = Schedule(sources: [
                SourceScript(values: [(time: 0, value: 1), (time: far, value: 2)], terminal: .completed(at: far))
            ])
            let trace = schedule.asyncTrace { sources, clock in
                AsyncOutput(OwnAsync.Debounce(base: sources[0], interval: .seconds(far / 2), clock: clock))
            }
            #expect(trace.description == "^0 1@\(far / 2) 2@\(far) completed@\(far)")
        }
    }
}
