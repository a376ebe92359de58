import Reactive

extension StreamLaw where Stream == Signal<Int, TestFailure>, Operator == OperatorLaws.UnaryOperator {
    /// `s.ignoreValues() ≡ s.filter { false }` (RAC defines it so).
    public static var ignoreValuesIsFilterFalse: StreamLaw {
        StreamLaw(
            "ignoreValues is filter false", "s.ignoreValues() ≡ s.filter { false }", battery: "signal operators",
            standard: { $0.ignoreValues() }
        ) { ignoreValues in
            .expressions({ s, _ in ignoreValues(s) }, { s, _ in s.filter { _ in false } })
        }
    }
}

extension StreamLaw where Stream == Signal<Int, TestFailure>, Operator == OperatorLaws.BinaryOperator {
    /// `s.take(until: Signal.never) ≡ s`: a trigger that never fires changes nothing.
    public static var takeUntilNeverIsTheSource: StreamLaw {
        StreamLaw(
            "take(until: never) is the source", "s.take(until: Signal.never) ≡ s", battery: "signal operators",
            standard: { $0.take(until: $1) }
        ) { takeUntil in
            .expressions({ s, _ in takeUntil(s, .never) }, { s, _ in s })
        }
    }
}

extension StreamLaw where Stream == Signal<Int, TestFailure>, Operator == OperatorLaws.PairingOperator {
    /// With `t = s.catchTo(empty)`, `t.zip(with: t).map { $0.0 } ≡ t`: both
    /// subscriptions see the same events at the same ticks, so every value
    /// pairs at once. Not for failing sources: when a value and the failure
    /// share a tick, the first subscription's failure ends the zip before the
    /// second subscription's value arrives (zip fails at once, as in RAC), so
    /// `(0#)` gives `#` — the laws found this; `LawsOperatorTests` keeps it.
    public static var zipWithItselfIsTheSource: StreamLaw {
        StreamLaw(
            "zip with itself is the source", "t.zip(with: t).map { $0.0 } ≡ t where t = s.catchTo(empty)",
            battery: "signal operators", standard: { $0.zip(with: $1) }
        ) { zip in
            .expressions(
                { s, _ in
                    let t = s.catchTo(.empty)
                    return zip(t, t).map { $0.0 }
                },
                { s, _ in s.catchTo(.empty) })
        }
    }
}

extension StreamHarness where Stream == Signal<Int, TestFailure>, Sample == Schedule, Observation == Trace {
    /// Equivalences between signal-only operators:
    /// - `s.ignoreValues() ≡ s.filter { false }` (``StreamLaw/ignoreValuesIsFilterFalse``);
    /// - `s.take(until: never) ≡ s` (``StreamLaw/takeUntilNeverIsTheSource``);
    /// - `t.zip(with: t).map { $0.0 } ≡ t` with `t = s.catchTo(empty)`
    ///   (``StreamLaw/zipWithItselfIsTheSource``).
    public var signalOperators: Battery<LawInput<Schedule>, Trace> {
        Battery(
            "signal operators",
            laws: [
                law(.ignoreValuesIsFilterFalse), law(.takeUntilNeverIsTheSource), law(.zipWithItselfIsTheSource),
            ])
    }
}
