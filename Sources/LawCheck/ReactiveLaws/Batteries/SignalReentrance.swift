import Reactive

extension StreamLaw where Stream == Signal<Int, TestFailure>, Operator == OperatorLaws.CountOperator {
    /// The law of RAC PR #1877, for schedules whose output echoes values back
    /// into a hot source from inside their delivery (``Schedule/Echo``):
    /// `s.take(n)` sends at most `n` values and completes right at the `n`-th,
    /// however many values re-entrant sends add meanwhile. The reference is
    /// the output's own trace cut after `n` values (``Trace/takingFirst(_:)``),
    /// since with an echo the source's events depend on what the output sent.
    public static var takeStopsUnderReentrantSends: StreamLaw {
        StreamLaw(
            "take(n) stops at n values under re-entrant sends",
            "s.take(n) ≡ its first n values, completed at the n-th (the output echoing into s)",
            battery: "signal re-entrance", uses: [.n], standard: { $0.take($1) }
        ) { take in
            .outputModel({ s, input in take(s, input.n) }, { trace, input in trace.takingFirst(input.n) })
        }
    }
}

extension StreamHarness where Stream == Signal<Int, TestFailure>, Sample == Schedule, Observation == Trace {
    /// The re-entrance laws (``StreamLaw/takeStopsUnderReentrantSends``), for
    /// schedules that echo the output into a hot source (``ScheduleSpace/reentrant``).
    public var signalReentrance: Battery<LawInput<Schedule>, Trace> {
        Battery("signal re-entrance", laws: [law(.takeStopsUnderReentrantSends)])
    }
}
