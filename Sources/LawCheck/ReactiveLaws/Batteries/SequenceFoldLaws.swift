import Reactive

extension StreamHarness where Stream == ReactiveSequence<Int>, Sample == [Int], Observation == [Int] {
    /// The fold laws of the lazy sequences, on their own (pipelined) `scan`
    /// and `combinePrevious`; `r` is ``LawInput/fold``:
    /// - `s.combinePrevious(x, r) ≡ s.scan((x, nil)) { ($1, r($0.0, $1)) }.map { $0.1! }`;
    /// - `[s.scan(x, r).startWith(x).last] ≡ [s.foldLeft(x, r)]`: the sequences
    ///   have no `take(last:)` nor `aggregate`, so the last element of the
    ///   scan is compared with RACSequence's `foldLeft`.
    public var sequenceFolds: Battery<LawInput<[Int]>, [Int]> {
        Battery("sequence folds", laws: [
            law(
                "combinePrevious is a scan", "s.combinePrevious(x, r) ≡ s.scan((x, nil)) { ($1, r($0.0, $1)) }.map { $0.1! }",
                uses: [.x, .f],
                { s, input in s.combinePrevious(input.x, input.fold) },
                { s, input in
                    let fold = input.fold
                    let pairs: ReactiveSequence<(previous: Int, combined: Int?)> =
                        s.scan((previous: input.x, combined: nil)) { state, value in (value, fold(state.previous, value)) }
                    return pairs.map { $0.combined! }
                }),
            law(
                "foldLeft is scan's last value", "[s.scan(x, r).startWith(x).last] ≡ [s.foldLeft(x, r)]", uses: [.x, .f],
                { s, input in .return(Array(s.scan(input.x, input.fold).startWith(input.x)).last!) },
                { s, input in .return(s.foldLeft(input.x, input.fold)) }),
        ])
    }
}
