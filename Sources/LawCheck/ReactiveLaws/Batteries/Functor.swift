extension StreamLaw where Operator == StreamTransformOperator<Stream> {
    /// `s.map { $0 } ≡ s`: `map` with the identity changes nothing.
    public static var mapIdentity: StreamLaw {
        StreamLaw("identity", "s.map { $0 } ≡ s", battery: "functor", standard: { s, f in s.map(f) }) { map in
            .expressions({ s, _ in map(s) { $0 } }, { s, _ in s })
        }
    }

    /// `s.map(f).map(g) ≡ s.map { g(f($0)) }`: two maps are one map of the composition.
    public static var mapComposition: StreamLaw {
        StreamLaw(
            "composition", "s.map(f).map(g) ≡ s.map { g(f($0)) }", battery: "functor", uses: [.f, .g],
            standard: { s, f in s.map(f) }
        ) { map in
            .expressions(
                { s, input in map(map(s, input.f.callAsFunction), input.g.callAsFunction) },
                { s, input in map(s) { input.g(input.f($0)) } })
        }
    }
}

extension StreamHarness {
    /// The functor laws of `map`, for any stream (``StreamLaw/mapIdentity``,
    /// ``StreamLaw/mapComposition``):
    /// - identity: `s.map { $0 } ≡ s`;
    /// - composition: `s.map(f).map(g) ≡ s.map { g(f($0)) }`.
    public var functor: Battery<LawInput<Sample>, Observation> {
        Battery("functor", laws: [law(.mapIdentity), law(.mapComposition)])
    }
}
