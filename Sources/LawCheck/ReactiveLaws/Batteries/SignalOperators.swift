import Reactive

extension StreamHarness where Stream == Signal<Int, TestFailure>, Sample == Schedule, Observation == Trace {
    /// Equivalences between signal-only operators:
    /// - `s.ignoreValues() ≡ s.filter { false }` (RAC defines it so);
    /// - `s.take(until: never) ≡ s` (a trigger that never fires changes nothing);
    /// - with `t = s.catchTo(empty)`, `t.zip(with: t).map { $0.0 } ≡ t`: both
    ///   subscriptions see the same events at the same ticks, so every value
    ///   pairs at once. Not for failing sources: when a value and the failure
    ///   share a tick, the first subscription's failure ends the zip before the
    ///   second subscription's value arrives (zip fails at once, as in RAC), so
    ///   `(0#)` gives `#` — the laws found this; `LawsOperatorTests` keeps it.
    public var signalOperators: Battery<LawInput<Schedule>, Trace> {
        Battery("signal operators", laws: [
            law(
                "ignoreValues is filter false", "s.ignoreValues() ≡ s.filter { false }",
                { s, _ in s.ignoreValues() },
                { s, _ in s.filter { _ in false } }),
            law(
                "take(until: never) is the source", "s.take(until: Signal.never) ≡ s",
                { s, _ in s.take(until: Signal<Int, Never>.never) },
                { s, _ in s }),
            law(
                "zip with itself is the source", "t.zip(with: t).map { $0.0 } ≡ t where t = s.catchTo(empty)",
                { s, _ in
                    let t = s.catchTo(.empty)
                    let pairs: Signal<(Int, Int), TestFailure> = t.zip(with: t)
                    return pairs.map { $0.0 }
                },
                { s, _ in s.catchTo(.empty) }),
        ])
    }
}
