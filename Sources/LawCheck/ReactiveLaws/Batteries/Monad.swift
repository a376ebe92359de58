extension StreamLaw where Operator == StreamFlattenMapOperator<Stream> {
    /// `return(x).flattenMap(k) ≡ k(x)`.
    public static var flattenMapLeftIdentity: StreamLaw {
        StreamLaw(
            "left identity", "return(x).flattenMap(k) ≡ k(x)", battery: "monad", uses: [.x, .k],
            standard: { s, k in s.flattenMap(k) }
        ) { flattenMap in
            .expressions({ _, input in flattenMap(.return(input.x)) { input.k($0) } }, { _, input in input.k(input.x) })
        }
    }

    /// `s.flattenMap(return) ≡ s`.
    public static var flattenMapRightIdentity: StreamLaw {
        StreamLaw("right identity", "s.flattenMap(return) ≡ s", battery: "monad", standard: { s, k in s.flattenMap(k) })
        { flattenMap in
            .expressions({ s, _ in flattenMap(s) { .return($0) } }, { s, _ in s })
        }
    }

    /// `s.flattenMap(k).flattenMap(h) ≡ s.flattenMap { k($0).flattenMap(h) }`.
    public static var flattenMapAssociativity: StreamLaw {
        StreamLaw(
            "associativity", "s.flattenMap(k).flattenMap(h) ≡ s.flattenMap { k($0).flattenMap(h) }", battery: "monad",
            uses: [.k, .h], standard: { s, k in s.flattenMap(k) }
        ) { flattenMap in
            .expressions(
                { s, input in flattenMap(flattenMap(s) { input.k($0) }) { input.h($0) } },
                { s, input in flattenMap(s) { value in flattenMap(input.k(value)) { input.h($0) } } })
        }
    }
}

extension StreamHarness {
    /// The monad laws of `return` and `flattenMap` (bind), including the functor laws:
    /// - left identity: `return(x).flattenMap(k) ≡ k(x)` (``StreamLaw/flattenMapLeftIdentity``);
    /// - right identity: `s.flattenMap(return) ≡ s` (``StreamLaw/flattenMapRightIdentity``);
    /// - associativity: `s.flattenMap(k).flattenMap(h) ≡ s.flattenMap { k($0).flattenMap(h) }`
    ///   (``StreamLaw/flattenMapAssociativity``).
    ///
    /// `k` and `h` are ``StreamFunction``s built from `return`, `concat` and
    /// `empty`, so they finish at once; a signal's inner streams therefore
    /// never overlap in time here.
    public var monad: Battery<LawInput<Sample>, Observation> {
        Battery(
            "monad", includes: [functor],
            laws: [
                law(.flattenMapLeftIdentity), law(.flattenMapRightIdentity), law(.flattenMapAssociativity),
            ])
    }
}
