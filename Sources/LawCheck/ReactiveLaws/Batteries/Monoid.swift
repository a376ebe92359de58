extension StreamLaw where Operator == StreamBinaryOperator<Stream> {
    /// `empty.concat(s) ≡ s`.
    public static var concatLeftIdentity: StreamLaw {
        StreamLaw("left identity", "empty.concat(s) ≡ s", battery: "monoid", standard: { $0.concat($1) }) { concat in
            .expressions({ s, _ in concat(.empty, s) }, { s, _ in s })
        }
    }

    /// `s.concat(empty) ≡ s`.
    public static var concatRightIdentity: StreamLaw {
        StreamLaw("right identity", "s.concat(empty) ≡ s", battery: "monoid", standard: { $0.concat($1) }) { concat in
            .expressions({ s, _ in concat(s, .empty) }, { s, _ in s })
        }
    }

    /// `(s ++ t) ++ u ≡ s ++ (t ++ u)` with `t = s.map(f)`, `u = s.map(g)`:
    /// the three streams derive from the one sample so that the law runs on
    /// every harness; on a hot signal the later subscriptions see only what
    /// the source sends after them, equally on both sides.
    public static var concatAssociativity: StreamLaw {
        StreamLaw(
            "associativity", "s.concat(s.map(f)).concat(s.map(g)) ≡ s.concat(s.map(f).concat(s.map(g)))",
            battery: "monoid", uses: [.f, .g], standard: { $0.concat($1) }
        ) { concat in
            .expressions(
                { s, input in concat(concat(s, s.map(input.f.callAsFunction)), s.map(input.g.callAsFunction)) },
                { s, input in concat(s, concat(s.map(input.f.callAsFunction), s.map(input.g.callAsFunction))) })
        }
    }
}

extension StreamHarness {
    /// The monoid laws of `concat` and `empty`, for any stream:
    /// - left identity: `empty.concat(s) ≡ s` (``StreamLaw/concatLeftIdentity``);
    /// - right identity: `s.concat(empty) ≡ s` (``StreamLaw/concatRightIdentity``);
    /// - associativity: `(s ++ t) ++ u ≡ s ++ (t ++ u)` with `t = s.map(f)`,
    ///   `u = s.map(g)` (``StreamLaw/concatAssociativity``).
    public var monoid: Battery<LawInput<Sample>, Observation> {
        Battery("monoid", laws: [law(.concatLeftIdentity), law(.concatRightIdentity), law(.concatAssociativity)])
    }
}
