import Reactive

extension ResourceHarness {
    /// The resource laws of the signal operators (``Schedule/audit(_:)``):
    /// for each operator, on every schedule, the output sends at most one
    /// terminal event and it is last, nothing after its disposal, every
    /// subscription to a source or an inner stream (of `flattenMap`,
    /// `switchToLatest`) is disposed exactly once, and none is retained
    /// afterwards. `a` and `b` are the first two sources (`b` is `a` for a
    /// one-source schedule); time-based operators run on the replay's clock.
    public var signalResources: Battery<LawInput<Schedule>, ResourceAudit> {
        typealias S = Signal<Int, TestFailure>
        typealias Nested = Signal<S, TestFailure>
        return Battery("signal resources", laws: [
            law("map", uses: [.f]) { a, _, _, input in a.map(input.f.callAsFunction) },
            law("filter", uses: [.p]) { a, _, _, input in a.filter(input.p.callAsFunction) },
            law("scan", uses: [.x, .f]) { a, _, _, input in a.scan(input.x, input.fold) },
            law("take", uses: [.n]) { a, _, _, input in a.take(input.n) },
            law("skip", uses: [.n]) { a, _, _, input in a.skip(input.n) },
            law("take(until:)") { a, b, _, _ in a.take(until: b) },
            law("skip(until:)") { a, b, _, _ in a.skip(until: b) },
            law("take(while:)", uses: [.p]) { a, _, _, input in a.take(while: input.p.callAsFunction) },
            law("concat") { a, b, _, _ in a.concat(b) },
            law("merge") { _, _, sources, _ in S.merge(sources) },
            law("flatten") { _, _, sources, _ in Nested.from(sources).flatten() },
            law("concat of signals") { _, _, sources, _ in Nested.from(sources).concat() },
            law("flattenMap", uses: [.k]) { a, _, _, input in a.flattenMap { input.k($0) } },
            law("switchToLatest", uses: [.k]) { a, _, _, input in
                let inners: Nested = a.map { input.k($0) }
                return inners.switchToLatest()
            },
            law("zip") { a, b, _, _ in
                let pairs: Signal<(Int, Int), TestFailure> = a.zip(with: b)
                return pairs.map { $0.0 + $0.1 }
            },
            law("combineLatest") { a, b, _, _ in a.combineLatest(with: b).map { $0.0 + $0.1 } },
            law("catch") { a, b, _, _ in a.catch { _ in b } },
            law("distinctUntilChanged") { a, _, _, _ in a.distinctUntilChanged() },
            law("startWith", uses: [.x]) { a, _, _, input in a.startWith(input.x) },
            law("take(last:)", uses: [.n]) { a, _, _, input in a.take(last: input.n) },
            law("skip(last:)", uses: [.n]) { a, _, _, input in a.skip(last: input.n) },
            law("element(at:)", uses: [.n]) { a, _, _, input in a.element(at: input.n) },
            law("aggregate", uses: [.x, .f]) { a, _, _, input in a.aggregate(input.x, input.fold) },
            law("combinePrevious", uses: [.x, .f]) { a, _, _, input in a.combinePrevious(input.x, input.fold) },
            law("delay") { a, _, _, _ in a.delay(.seconds(1), on: Replay.scheduler!) },
            law("throttle") { a, _, _, _ in a.throttle(.seconds(1), on: Replay.scheduler!) },
        ])
    }
}
