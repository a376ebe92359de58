extension StreamHarness {
    /// The functor laws of `map`, for any stream:
    /// - identity: `s.map { $0 } ≡ s`;
    /// - composition: `s.map(f).map(g) ≡ s.map { g(f($0)) }`.
    public var functor: Battery<LawInput<Sample>, Observation> {
        Battery("functor", laws: [
            law("identity", "s.map { $0 } ≡ s", { s, _ in s.map { $0 } }, { s, _ in s }),
            law(
                "composition", "s.map(f).map(g) ≡ s.map { g(f($0)) }", uses: [.f, .g],
                { s, input in
                    let mapped: Stream = s.map(input.f.callAsFunction)
                    return mapped.map(input.g.callAsFunction)
                },
                { s, input in s.map { input.g(input.f($0)) } }),
        ])
    }
}
