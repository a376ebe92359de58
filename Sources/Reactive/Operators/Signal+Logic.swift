extension Signal where Value == Bool {
    /// The negation of each value (RAC's `-not`).
    ///
    /// - next: `!value` for each value.
    /// - failed / completed: as the source's.
    /// - disposal: disposes the source.
    @inlinable
    public func not() -> Signal {
        map { !$0 }
    }
}

extension Signal where Value == [Bool] {
    /// Whether every flag of each array is true (RAC's `-and`, over a `RACTuple`
    /// of `NSNumber`s — typically the output of `combineLatest`).
    ///
    /// - next: for each array, true if all its elements are true.
    /// - failed / completed: as the source's.
    /// - disposal: disposes the source.
    ///
    /// RAC asserts that the tuple is not empty; here an empty array gives true,
    /// as `allSatisfy` does.
    @inlinable
    public func and() -> Signal<Bool, Failure> {
        map { flags in flags.allSatisfy { $0 } }
    }

    /// Whether any flag of each array is true (RAC's `-or`, over a `RACTuple`
    /// of `NSNumber`s).
    ///
    /// - next: for each array, true if at least one element is true.
    /// - failed / completed: as the source's.
    /// - disposal: disposes the source.
    ///
    /// RAC asserts that the tuple is not empty; here an empty array gives false,
    /// as `contains` does.
    @inlinable
    public func or() -> Signal<Bool, Failure> {
        map { flags in flags.contains(true) }
    }
}

extension Signal {
    /// Whether the source sends any value at all (RAC's `-any`, defined as
    /// `any:` with an always-true predicate); same events as ``any(_:)``.
    @inlinable
    public func any() -> Signal<Bool, Never> {
        any { _ in true }
    }

    /// Whether some value passes `predicate` (RAC's `-any:`, built on
    /// `-materialize`, so that a failure counts as "no match").
    ///
    /// - next: `true` at the first value that passes, disposing the source;
    ///   `false` when the source completes **or fails** without one.
    /// - completed: right after that one value.
    /// - failed: never — RAC 2.5 turns the source's error into `false`, so the
    ///   result's `Failure` is `Never`.
    /// - disposal: disposes the source; nothing is sent.
    ///
    /// An empty source gives `false`. `predicate` is not called after the first match.
    @inlinable
    public func any(_ predicate: @escaping @Sendable (Value) -> Bool) -> Signal<Bool, Never> {
        verdict(at: predicate, is: true)
    }

    /// Whether every value passes `predicate` (RAC's `-all:`, built on
    /// `-materialize`).
    ///
    /// - next: `false` at the first value that fails the predicate, disposing
    ///   the source, or when the source **fails** (RAC 2.5 treats an error event
    ///   like a value that fails the predicate); `true` when the source completes
    ///   without either.
    /// - completed: right after that one value.
    /// - failed: never — the source's error becomes `false`, so the result's
    ///   `Failure` is `Never`.
    /// - disposal: disposes the source; nothing is sent.
    ///
    /// An empty source gives `true`. `predicate` is not called after the first failure.
    @inlinable
    public func all(_ predicate: @escaping @Sendable (Value) -> Bool) -> Signal<Bool, Never> {
        verdict(at: { !predicate($0) }, is: false)
    }

    /// Sends `decisive` at the first value passing `isDecisive`, disposing the
    /// source; `!decisive` at completion; `false` at a failure — RAC 2.5's
    /// `any:` and `all:` both answer NO to an error event.
    @inlinable
    func verdict(
        at isDecisive: @escaping @Sendable (Value) -> Bool,
        is decisive: Bool
    ) -> Signal<Bool, Never> {
        let upstream = ChainLink(self)
        return .unserialized { observer, lifetime in
            upstream.held.attach(
                Observer.inPlace { event in
                    let verdict: Bool
                    switch event {
                    case .next(let value):
                        guard isDecisive(value) else { return }
                        verdict = decisive
                    case .failed:
                        verdict = false
                    case .completed:
                        verdict = !decisive
                    }
                    observer.send(.next(verdict))
                    guard !lifetime.isDisposed else { return }
                    observer.send(.completed)
                    // The source disposes the lifetime after its own terminal event.
                    if case .next = event { lifetime.dispose() }
                }, lifetime: lifetime)
        }
    }
}
