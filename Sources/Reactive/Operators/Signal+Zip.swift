extension Signal {
    /// Zips any number of signals of one type into arrays (RAC's `+zip:` over
    /// an array; here any sequence of signals, whose element type gives the
    /// result's: `Signal.zip([a, b])` needs no annotation).
    ///
    /// - next: `[v0, v1, …]` as soon as every signal has sent its n-th value;
    ///   values still waiting for partners are buffered.
    /// - completed: as soon as one signal has completed and none of its values is
    ///   left waiting (RAC 2.5), even if others could send more. Zipping no
    ///   signals completes at once; one signal gives one-element arrays (RAC's 1-tuples).
    /// - failed: the first error from any signal, at once; the others are disposed.
    /// - disposal: disposes every subscription.
    ///
    /// All sources feed one state machine rather than a chain of ``zip(with:)->Signal<(Value,Other),Failure>``s,
    /// so N sources cost one buffer each and no nested tuples.
    public static func zip<Signals: Sequence>(_ signals: Signals) -> Signal
    where Signals.Element: SignalConvertible, Value == [Signals.Element.Value], Signals.Element.Failure == Failure {
        zipping(connectors(signals.map(\.signal))) { $0 }
    }

    /// Zips the sources of `connectors`, sending `combine` of each array of values.
    private static func zipping<Element>(
        _ connectors: [SourceConnector<Element, Failure>],
        combine: @escaping @Sendable ([Element]) -> Value
    ) -> Signal {
        guard !connectors.isEmpty else { return .empty }
        // Held so that a chain of zips is released without nesting.
        let upstream = ChainLink(connectors)
        return .unserialized { observer, lifetime in
            let connectors = upstream.held
            let state = SerialAccess(ZipManyState<Element>(count: connectors.count))
            let funnel = FanIn<SourceEvent<Element, Failure>>(
                lifetime: lifetime, claimed: true, nestsReentrantInputs: true
            ) { input in
                guard !state.value.ended else { return }
                switch input.event {
                case .next(let value):
                    if let values = state.value.append(value, at: input.source) {
                        observer.send(value: combine(values))
                    }
                case .failed(let failure):
                    state.value.ended = true
                    observer.send(error: failure)
                    lifetime.dispose()
                    return
                case .completed:
                    state.value.complete(input.source)
                }
                // A nested input may have ended the subscription meanwhile, or
                // the subscriber disposed of it from inside the value just sent.
                if !state.value.ended, !lifetime.isDisposed, state.value.isExhausted {
                    state.value.ended = true
                    observer.sendCompleted()
                    lifetime.dispose()
                }
            }
            for (position, connect) in connectors.enumerated() {
                connect(funnel, position)
            }
            funnel.releaseClaim()
        }
    }

    /// Zips any number of signals into tuples, typed (RAC's `+zip:`).
    ///
    /// `Signal.zip(a, b, c)` sends `(a_n, b_n, c_n)`; same events as
    /// the array form: the n-th tuple as soon as every
    /// signal has sent its n-th value, completion as soon as a completed signal has
    /// no buffered value left (RAC 2.5), the first error at once, disposal of all.
    ///
    /// Swift has no 1-tuples: `Signal.zip(a)` sends `a`'s values themselves
    /// (where RAC sends 1-tuples); use the array form for one-element arrays.
    /// `Signal.zip()` of no signals completes at once.
    public static func zip<each Element: Sendable>(
        _ signals: repeat Signal<each Element, Failure>
    ) -> Signal where Value == (repeat each Element) {
        zipping(erasingConnectors(repeat each signals)) { values in packTuple(values) }
    }

    /// Zips any number of signals and combines each tuple with `reduce`
    /// (RAC's `+zip:reduce:`).
    ///
    /// - next: `reduce(a_n, b_n, …)` as soon as every signal has sent its n-th value.
    /// - completed / failed / disposal: as the tuple form.
    public static func zip<each Element: Sendable>(
        _ signals: repeat Signal<each Element, Failure>,
        reduce: @escaping @Sendable (repeat each Element) -> Value
    ) -> Signal {
        zipping(erasingConnectors(repeat each signals)) { values in
            let tuple: (repeat each Element) = packTuple(values)
            return reduce(repeat each tuple)
        }
    }
}

/// The buffers of an N-ary zip.
private struct ZipManyState<Element> {
    private var buffers: [Queue<Element>]
    private var completed: [Bool]
    private var emptyBuffers: Int
    /// A completed source with nothing buffered: no tuple can ever be formed again.
    private(set) var isExhausted = false
    /// Set before the terminal event is sent: inputs nested in its delivery are dropped.
    var ended = false

    init(count: Int) {
        buffers = Array(repeating: Queue(), count: count)
        completed = Array(repeating: false, count: count)
        emptyBuffers = count
    }

    /// Buffers `value`; returns the next tuple once every source has a value.
    mutating func append(_ value: Element, at source: Int) -> [Element]? {
        if buffers[source].isEmpty { emptyBuffers -= 1 }
        buffers[source].append(value)
        guard emptyBuffers == 0 else { return nil }
        var values: [Element] = []
        values.reserveCapacity(buffers.count)
        for index in buffers.indices {
            values.append(buffers[index].removeFirst())
            if buffers[index].isEmpty {
                emptyBuffers += 1
                if completed[index] { isExhausted = true }
            }
        }
        return values
    }

    mutating func complete(_ source: Int) {
        completed[source] = true
        if buffers[source].isEmpty { isExhausted = true }
    }
}
