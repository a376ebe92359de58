extension StreamHarness {
    /// Equivalences between RACStream operators that hold for every stream,
    /// hot signals included:
    /// - `s.take(while: p) ≡ s.take(until: !p)`;
    /// - `s.skip(while: p) ≡ s.skip(until: !p)`;
    /// - `s.startWith(x) ≡ return(x).concat(s)`;
    /// - `s.distinctUntilChanged().distinctUntilChanged() ≡ s.distinctUntilChanged()`.
    ///
    /// The `while`/`until` laws restate how RAC defines the `while` forms, so
    /// they guard against one of the pair being rewritten on its own.
    public var operators: Battery<LawInput<Sample>, Observation> {
        Battery("operators", laws: [
            law(
                "take(while:) is take(until:) negated", "s.take(while: p) ≡ s.take(until: !p)", uses: [.p],
                { s, input in s.take(while: input.p.callAsFunction) },
                { s, input in s.take(until: { !input.p($0) }) }),
            law(
                "skip(while:) is skip(until:) negated", "s.skip(while: p) ≡ s.skip(until: !p)", uses: [.p],
                { s, input in s.skip(while: input.p.callAsFunction) },
                { s, input in s.skip(until: { !input.p($0) }) }),
            law(
                "startWith is return then concat", "s.startWith(x) ≡ return(x).concat(s)", uses: [.x],
                { s, input in s.startWith(input.x) },
                { s, input in Stream.return(input.x).concat(s) }),
            law(
                "distinctUntilChanged is idempotent",
                "s.distinctUntilChanged().distinctUntilChanged() ≡ s.distinctUntilChanged()",
                { s, _ in s.distinctUntilChanged().distinctUntilChanged() },
                { s, _ in s.distinctUntilChanged() }),
        ])
    }

    /// ``operators`` plus the laws that subscribe to the source twice, which
    /// hold only when every subscription sees the whole source (cold signals,
    /// sequences): run it on schedules without hot sources.
    /// - `s.take(n).concat(s.skip(n)) ≡ s`.
    public var coldOperators: Battery<LawInput<Sample>, Observation> {
        Battery("cold operators", includes: [operators], laws: [takeThenSkip])
    }

    /// `s.take(n).concat(s.skip(n)) ≡ s`, for cold sources: the first `n`
    /// values, then a second subscription that drops them. Under
    /// ``Schedule/trace(_:)`` the second subscription receives the values
    /// already due at once, so the law holds tick for tick.
    public var takeThenSkip: Law<LawInput<Sample>, Observation> {
        law(
            "take then skip is the source", "s.take(n).concat(s.skip(n)) ≡ s", uses: [.n],
            { s, input in s.take(input.n).concat(s.skip(input.n)) },
            { s, _ in s })
    }
}
