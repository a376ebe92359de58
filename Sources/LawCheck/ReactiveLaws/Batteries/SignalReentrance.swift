import Reactive

extension StreamHarness where Stream == Signal<Int, TestFailure>, Sample == Schedule, Observation == Trace {
    /// The law of RAC PR #1877, for schedules whose output echoes values back
    /// into a hot source from inside their delivery (``Schedule/Echo``):
    /// - `s.take(n)` sends at most `n` values and completes right at the
    ///   `n`-th, however many values re-entrant sends add meanwhile. The
    ///   reference is the output's own trace cut after `n` values
    ///   (``Trace/takingFirst(_:)``), since with an echo the source's events
    ///   depend on what the output sent.
    public var signalReentrance: Battery<LawInput<Schedule>, Trace> {
        Battery("signal re-entrance", laws: [
            Law(
                "take(n) stops at n values under re-entrant sends",
                "s.take(n) ≡ its first n values, completed at the n-th (the output echoing into s)",
                parameters: { $0.describe([.n]) },
                lhs: { input in input.sample.trace { $0[0].take(input.n) } },
                rhs: { input in input.sample.trace { $0[0].take(input.n) }.takingFirst(input.n) }),
        ])
    }
}
