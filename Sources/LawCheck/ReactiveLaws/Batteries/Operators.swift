extension StreamLaw where Operator == StreamPredicateOperator<Stream> {
    /// `s.take(while: p) ≡ s.take(until: !p)`, RAC's definition of the `while` form.
    public static var takeWhileIsTakeUntilNegated: StreamLaw {
        StreamLaw(
            "take(while:) is take(until:) negated", "s.take(while: p) ≡ s.take(until: !p)", battery: "operators",
            uses: [.p], standard: { s, p in s.take(while: p) }
        ) { takeWhile in
            .expressions(
                { s, input in takeWhile(s, input.p.callAsFunction) }, { s, input in s.take(until: { !input.p($0) }) })
        }
    }

    /// `s.skip(while: p) ≡ s.skip(until: !p)`, RAC's definition of the `while` form.
    public static var skipWhileIsSkipUntilNegated: StreamLaw {
        StreamLaw(
            "skip(while:) is skip(until:) negated", "s.skip(while: p) ≡ s.skip(until: !p)", battery: "operators",
            uses: [.p], standard: { s, p in s.skip(while: p) }
        ) { skipWhile in
            .expressions(
                { s, input in skipWhile(s, input.p.callAsFunction) }, { s, input in s.skip(until: { !input.p($0) }) })
        }
    }
}

extension StreamLaw where Operator == StreamValueOperator<Stream> {
    /// `s.startWith(x) ≡ return(x).concat(s)`.
    public static var startWithIsReturnThenConcat: StreamLaw {
        StreamLaw(
            "startWith is return then concat", "s.startWith(x) ≡ return(x).concat(s)", battery: "operators",
            uses: [.x], standard: { s, x in s.startWith(x) }
        ) { startWith in
            .expressions({ s, input in startWith(s, input.x) }, { s, input in Stream.return(input.x).concat(s) })
        }
    }
}

extension StreamLaw where Operator == StreamUnaryOperator<Stream> {
    /// `s.distinctUntilChanged().distinctUntilChanged() ≡ s.distinctUntilChanged()`.
    public static var distinctUntilChangedIsIdempotent: StreamLaw {
        StreamLaw(
            "distinctUntilChanged is idempotent",
            "s.distinctUntilChanged().distinctUntilChanged() ≡ s.distinctUntilChanged()", battery: "operators",
            standard: { $0.distinctUntilChanged() }
        ) { distinct in
            .expressions({ s, _ in distinct(distinct(s)) }, { s, _ in distinct(s) })
        }
    }
}

extension StreamLaw where Operator == StreamComplementOperators<Stream> {
    /// `s.take(n).concat(s.skip(n)) ≡ s`, for cold sources: the first `n`
    /// values, then a second subscription that drops them. Under
    /// ``Schedule/trace(_:)`` the second subscription receives the values
    /// already due at once, so the law holds tick for tick.
    public static var takeThenSkip: StreamLaw {
        StreamLaw(
            "take then skip is the source", "s.take(n).concat(s.skip(n)) ≡ s", battery: "cold operators", uses: [.n],
            standard: (take: { $0.take($1) }, skip: { $0.skip($1) })
        ) { slices in
            .expressions({ s, input in slices.take(s, input.n).concat(slices.skip(s, input.n)) }, { s, _ in s })
        }
    }
}

extension StreamHarness {
    /// Equivalences between RACStream operators that hold for every stream,
    /// hot signals included:
    /// - `s.take(while: p) ≡ s.take(until: !p)` (``StreamLaw/takeWhileIsTakeUntilNegated``);
    /// - `s.skip(while: p) ≡ s.skip(until: !p)` (``StreamLaw/skipWhileIsSkipUntilNegated``);
    /// - `s.startWith(x) ≡ return(x).concat(s)` (``StreamLaw/startWithIsReturnThenConcat``);
    /// - `s.distinctUntilChanged().distinctUntilChanged() ≡ s.distinctUntilChanged()`
    ///   (``StreamLaw/distinctUntilChangedIsIdempotent``).
    ///
    /// The `while`/`until` laws restate how RAC defines the `while` forms, so
    /// they guard against one of the pair being rewritten on its own.
    public var operators: Battery<LawInput<Sample>, Observation> {
        Battery(
            "operators",
            laws: [
                law(.takeWhileIsTakeUntilNegated), law(.skipWhileIsSkipUntilNegated),
                law(.startWithIsReturnThenConcat), law(.distinctUntilChangedIsIdempotent),
            ])
    }

    /// ``operators`` plus the laws that subscribe to the source twice, which
    /// hold only when every subscription sees the whole source (cold signals,
    /// sequences): run it on schedules without hot sources.
    /// - `s.take(n).concat(s.skip(n)) ≡ s` (``StreamLaw/takeThenSkip``).
    public var coldOperators: Battery<LawInput<Sample>, Observation> {
        Battery("cold operators", includes: [operators], laws: [law(.takeThenSkip)])
    }
}
