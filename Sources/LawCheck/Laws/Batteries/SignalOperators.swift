import Reactive

extension StreamHarness where Stream == Signal<Int, TestFailure>, Sample == Schedule, Observation == Trace {
    /// Equivalences between signal-only operators:
    /// - `s.ignoreValues() ≡ s.filter { false }` (RAC defines it so);
    /// - `s.take(until: never) ≡ s` (a trigger that never fires changes nothing).
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
        ])
    }
}
