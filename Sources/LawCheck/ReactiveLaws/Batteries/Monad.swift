extension StreamHarness {
    /// The monad laws of `return` and `flattenMap` (bind), including the functor laws:
    /// - left identity: `return(x).flattenMap(k) ≡ k(x)`;
    /// - right identity: `s.flattenMap(return) ≡ s`;
    /// - associativity: `s.flattenMap(k).flattenMap(h) ≡ s.flattenMap { k($0).flattenMap(h) }`.
    ///
    /// `k` and `h` are ``StreamFunction``s built from `return`, `concat` and
    /// `empty`, so they finish at once; a signal's inner streams therefore
    /// never overlap in time here.
    public var monad: Battery<LawInput<Sample>, Observation> {
        Battery("monad", includes: [functor], laws: [
            law(
                "left identity", "return(x).flattenMap(k) ≡ k(x)", uses: [.x, .k],
                { _, input in Stream.return(input.x).flattenMap { input.k($0) } },
                { _, input in input.k(input.x) }),
            law(
                "right identity", "s.flattenMap(return) ≡ s",
                { s, _ in s.flattenMap { Stream.return($0) } },
                { s, _ in s }),
            law(
                "associativity", "s.flattenMap(k).flattenMap(h) ≡ s.flattenMap { k($0).flattenMap(h) }", uses: [.k, .h],
                { s, input in
                    let first: Stream = s.flattenMap { input.k($0) }
                    return first.flattenMap { input.h($0) }
                },
                { s, input in
                    s.flattenMap { value in
                        let inner: Stream = input.k(value)
                        return inner.flattenMap { input.h($0) }
                    }
                }),
        ])
    }
}
