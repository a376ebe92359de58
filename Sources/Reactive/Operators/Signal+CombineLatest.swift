extension Signal {
    /// Combines the latest values of any number of signals of one type
    /// (RAC's `+combineLatest:` over an array; here any sequence of signals,
    /// whose element type gives the result's: `Signal.combineLatest([a, b])`
    /// needs no annotation).
    ///
    /// - next: nothing until every signal has sent a value; from then on, on
    ///   every value from any signal, the array of the latest value of each.
    /// - completed: once every signal has completed (RAC 2.5). Combining no
    ///   signals completes at once; one signal gives one-element arrays.
    /// - failed: the first error from any signal, at once; the others are disposed.
    /// - disposal: disposes every subscription.
    public static func combineLatest<Signals: Sequence>(_ signals: Signals) -> Signal
    where Signals.Element: SignalConvertible, Value == [Signals.Element.Value], Signals.Element.Failure == Failure {
        combiningLatest(connectors(signals.map(\.signal))) { $0 }
    }

    /// Combines the latest values of the sources of `connectors`, sending
    /// `combine` of each array of values.
    private static func combiningLatest<Element>(
        _ connectors: [SourceConnector<Element, Failure>],
        combine: @escaping @Sendable ([Element]) -> Value
    ) -> Signal {
        guard !connectors.isEmpty else { return .empty }
        let upstream = ChainLink(connectors)
        return .unserialized { observer, lifetime in
            let connectors = upstream.held
            let state = SerialAccess(CombineLatestState<Element>(count: connectors.count))
            let funnel = FanIn<SourceEvent<Element, Failure>>(
                lifetime: lifetime, claimed: true, nestsReentrantInputs: true
            ) { input in
                guard !state.value.ended else { return }
                switch input.event {
                case .next(let value):
                    if let values = state.value.update(value, at: input.source) {
                        observer.send(value: combine(values))
                    }
                case .failed(let failure):
                    state.value.ended = true
                    observer.send(error: failure)
                    lifetime.dispose()
                case .completed:
                    state.value.activeSources -= 1
                    if state.value.activeSources == 0 {
                        state.value.ended = true
                        observer.sendCompleted()
                        lifetime.dispose()
                    }
                }
            }
            for (position, connect) in connectors.enumerated() {
                connect(funnel, position)
            }
            funnel.releaseClaim()
        }
    }

    /// Combines the latest values of any number of signals into tuples, typed
    /// (RAC's `+combineLatest:`).
    ///
    /// `Signal.combineLatest(a, b, c)` sends `(a, b, c)` of the latest values;
    /// same events as the array form: nothing until every signal has a value,
    /// then a tuple on every value from any of them; completion once all have
    /// completed; the first error at once; disposal of all.
    ///
    /// Swift has no 1-tuples: `Signal.combineLatest(a)` sends `a`'s values
    /// themselves (where RAC sends 1-tuples); use the array form for
    /// one-element arrays. No signals complete at once.
    public static func combineLatest<each Element: Sendable>(
        _ signals: repeat Signal<each Element, Failure>
    ) -> Signal where Value == (repeat each Element) {
        combiningLatest(erasingConnectors(repeat each signals)) { values in packTuple(values) }
    }

    /// Combines the latest values of any number of signals with `reduce`
    /// (RAC's `+combineLatest:reduce:`).
    ///
    /// - next: `reduce(a, b, …)` of the latest values, once every signal has
    ///   sent one, and again on every value from any of them.
    /// - completed / failed / disposal: as the tuple form.
    public static func combineLatest<each Element: Sendable>(
        _ signals: repeat Signal<each Element, Failure>,
        reduce: @escaping @Sendable (repeat each Element) -> Value
    ) -> Signal {
        combiningLatest(erasingConnectors(repeat each signals)) { values in
            let tuple: (repeat each Element) = packTuple(values)
            return reduce(repeat each tuple)
        }
    }

    /// Combines the latest values of `self` and `other` into pairs
    /// (RAC's `-combineLatestWith:`).
    ///
    /// - next: once both have sent a value, `(latestSelf, latestOther)` on every
    ///   value from either.
    /// - completed: once both have completed.
    /// - failed: the first error from either, at once.
    /// - disposal: disposes both subscriptions.
    @inlinable
    public func combineLatest<Other: Sendable>(with other: Signal<Other, Failure>) -> Signal<(Value, Other), Failure> {
        // Both, so that a chain built through either side is released without nesting.
        let upstream = ChainLink((self, other))
        return .unserialized { observer, lifetime in
            let state = SerialAccess(CombineLatestPairState<Value, Other>())
            let funnel = FanIn<ZipInput<Value, Other, Failure>>(
                lifetime: lifetime, claimed: true, nestsReentrantInputs: true
            ) { input in
                guard !state.value.ended else { return }
                switch input {
                case .left(.next(let value)):
                    state.value.left = value
                    if let right = state.value.right { observer.send(value: (value, right)) }
                case .right(.next(let value)):
                    state.value.right = value
                    if let left = state.value.left { observer.send(value: (left, value)) }
                case .left(.failed(let failure)), .right(.failed(let failure)):
                    state.value.ended = true
                    observer.send(error: failure)
                    lifetime.dispose()
                case .left(.completed), .right(.completed):
                    state.value.activeSources -= 1
                    if state.value.activeSources == 0 {
                        state.value.ended = true
                        observer.sendCompleted()
                        lifetime.dispose()
                    }
                }
            }
            let (left, right) = upstream.held
            funnel.attachLeft(left)
            funnel.attachRight(right)
            funnel.releaseClaim()
        }
    }

    /// Combines the latest values of two signals into pairs (RAC's
    /// `+combineLatest:` of two signals); the same events as
    /// ``combineLatest(with:)``. Typed for two signals so that the pair needs no
    /// type erasure: the variadic form boxes every value.
    @inlinable
    public static func combineLatest<First: Sendable, Second: Sendable>(
        _ first: Signal<First, Failure>, _ second: Signal<Second, Failure>
    ) -> Signal where Value == (First, Second) {
        first.combineLatest(with: second)
    }
}

/// The latest value of each side of a two-signal combineLatest.
@usableFromInline
struct CombineLatestPairState<Left, Right> {
    @usableFromInline var left: Left?
    @usableFromInline var right: Right?
    @usableFromInline var activeSources = 2
    /// Set before the terminal event is sent: inputs nested in its delivery are dropped.
    @usableFromInline var ended = false

    @inlinable init() {}
}

/// The latest value of each source of a combineLatest.
private struct CombineLatestState<Element> {
    private var latest: [Element?]
    private var missingSources: Int
    var activeSources: Int
    /// Set before the terminal event is sent: inputs nested in its delivery are dropped.
    var ended = false

    init(count: Int) {
        latest = Array(repeating: nil, count: count)
        missingSources = count
        activeSources = count
    }

    /// Records `value`; returns every source's latest value once all have one.
    mutating func update(_ value: Element, at source: Int) -> [Element]? {
        if latest[source] == nil { missingSources -= 1 }
        latest[source] = value
        guard missingSources == 0 else { return nil }
        return latest.map { $0! }
    }
}
