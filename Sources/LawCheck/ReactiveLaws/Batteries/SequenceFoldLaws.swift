import Reactive

/// A reduction of a whole sequence with a start value and a combining
/// function: `foldLeft(x, r)`.
public typealias SequenceFoldOperator =
    @Sendable (ReactiveSequence<Int>, Int, @escaping @Sendable (Int, Int) -> Int) -> Int

extension StreamLaw where Stream == ReactiveSequence<Int>, Operator == StreamAccumulateOperator<Stream> {
    /// `s.combinePrevious(x, r) ≡ s.scan((x, nil)) { ($1, r($0.0, $1)) }.map { $0.1! }`
    /// on the lazy sequences' own (pipelined) operators; `r` is ``LawInput/fold``.
    public static var combinePreviousIsASequenceScan: StreamLaw {
        StreamLaw(
            "combinePrevious is a scan",
            "s.combinePrevious(x, r) ≡ s.scan((x, nil)) { ($1, r($0.0, $1)) }.map { $0.1! }",
            battery: "sequence folds", uses: [.x, .f], standard: { $0.combinePrevious($1, $2) }
        ) { combinePrevious in
            .expressions(
                { s, input in combinePrevious(s, input.x, input.fold) },
                { s, input in
                    let fold = input.fold
                    let pairs: ReactiveSequence<(previous: Int, combined: Int?)> =
                        s.scan((previous: input.x, combined: nil)) { state, value in
                            (value, fold(state.previous, value))
                        }
                    return pairs.map { $0.combined! }
                })
        }
    }
}

extension StreamLaw where Stream == ReactiveSequence<Int>, Operator == SequenceFoldOperator {
    /// `[s.foldLeft(x, r)] ≡ [s.scan(x, r).startWith(x).last]`: the sequences
    /// have no `take(last:)` nor `aggregate`, so RACSequence's `foldLeft` is
    /// compared with the last element of the scan.
    public static var foldLeftIsScansLastValue: StreamLaw {
        StreamLaw(
            "foldLeft is scan's last value", "[s.foldLeft(x, r)] ≡ [s.scan(x, r).startWith(x).last]",
            battery: "sequence folds", uses: [.x, .f], standard: { $0.foldLeft($1, $2) }
        ) { foldLeft in
            .expressions(
                { s, input in .return(foldLeft(s, input.x, input.fold)) },
                { s, input in .return(Array(s.scan(input.x, input.fold).startWith(input.x)).last!) })
        }
    }
}

extension StreamHarness where Stream == ReactiveSequence<Int>, Sample == [Int], Observation == [Int] {
    /// The fold laws of the lazy sequences (``StreamLaw/combinePreviousIsASequenceScan``,
    /// ``StreamLaw/foldLeftIsScansLastValue``).
    public var sequenceFolds: Battery<LawInput<[Int]>, [Int]> {
        Battery("sequence folds", laws: [law(.combinePreviousIsASequenceScan), law(.foldLeftIsScansLastValue)])
    }
}
