extension ReactiveStream {
    /// Combines any number of streams pairwise with `combine`, collecting each
    /// combined element into an array (RAC's `+join:block:`).
    ///
    /// The first stream's values become one-element arrays; then, for each
    /// further stream, `combine(accumulated, stream)` pairs the arrays so far with
    /// that stream's values (`zip(with:)` for ``zip(_:pairing:)``), and each pair
    /// is flattened into a longer array. No streams give ``ReactiveStream/empty``.
    /// Next, completion, failure and disposal are those of the streams `combine`
    /// builds.
    ///
    /// Swift cannot name "this stream type, carrying pairs" from inside a generic
    /// function, so the type `combine` returns is the caller's (`Pairs`); for a
    /// ``Signal``, `Signal.join(signals) { $0.zip(with: $1) }` infers it.
    public static func join<Output: ReactiveStream, Pairs: ReactiveStream>(
        _ streams: some Sequence<Self>,
        _ combine: (Output, Self) -> Pairs
    ) -> Output
    where
        Output.Family == Family, Output.Value == [Value],
        Pairs.Family == Family, Pairs.Value == ([Value], Value)
    {
        var accumulated: Output?
        for stream in streams {
            if let previous = accumulated {
                accumulated = combine(previous, stream).map { pair in pair.0 + [pair.1] }
            } else {
                accumulated = stream.map { [$0] }
            }
        }
        return accumulated ?? .empty
    }

    /// Zips any number of streams into arrays (RAC's `+zip:`, built as RAC does
    /// with ``join(_:_:)`` over `zip(with:)`).
    ///
    /// The n-th array holds the n-th value of every stream. For a signal: sent
    /// as soon as every signal has its n-th value; completes as soon as a
    /// completed signal has no value left waiting (RAC 2.5); the first error is
    /// forwarded at once; disposal disposes all. For a sequence: as long as the
    /// shortest. No streams give ``ReactiveStream/empty``; one stream gives
    /// one-element arrays (RAC's 1-tuples).
    ///
    /// `pairing` names the stream type of `([Value], Value)` pairs the
    /// intermediate zips produce (see ``join(_:_:)``); `Signal.zip(_:)` over an
    /// array needs no such argument.
    public static func zip<Output: ReactiveStream, Pairs: ReactiveStream>(
        _ streams: some Sequence<Self>,
        pairing _: Pairs.Type
    ) -> Output
    where
        Output.Family == Family, Output.Value == [Value],
        Pairs.Family == Family, Pairs.Value == ([Value], Value)
    {
        join(streams) { accumulated, stream -> Pairs in accumulated.zip(with: stream) }
    }
}
