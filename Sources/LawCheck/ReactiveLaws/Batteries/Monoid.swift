extension StreamHarness {
    /// The monoid laws of `concat` and `empty`, for any stream:
    /// - left identity: `empty.concat(s) ≡ s`;
    /// - right identity: `s.concat(empty) ≡ s`;
    /// - associativity: `(s ++ t) ++ u ≡ s ++ (t ++ u)` with `t = s.map(f)`, `u = s.map(g)`.
    ///
    /// The three streams of associativity derive from the one sample so that
    /// the laws run on every harness; on a hot signal the later subscriptions
    /// see only what the source sends after them, equally on both sides.
    public var monoid: Battery<LawInput<Sample>, Observation> {
        Battery("monoid", laws: [
            law("left identity", "empty.concat(s) ≡ s", { s, _ in Stream.empty.concat(s) }, { s, _ in s }),
            law("right identity", "s.concat(empty) ≡ s", { s, _ in s.concat(.empty) }, { s, _ in s }),
            law(
                "associativity", "s.concat(s.map(f)).concat(s.map(g)) ≡ s.concat(s.map(f).concat(s.map(g)))", uses: [.f, .g],
                { s, input in
                    let t: Stream = s.map(input.f.callAsFunction)
                    let u: Stream = s.map(input.g.callAsFunction)
                    return s.concat(t).concat(u)
                },
                { s, input in
                    let t: Stream = s.map(input.f.callAsFunction)
                    let u: Stream = s.map(input.g.callAsFunction)
                    return s.concat(t.concat(u))
                }),
        ])
    }
}
