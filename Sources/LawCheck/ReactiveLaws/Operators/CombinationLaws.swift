import Reactive

/// The laws of the operators that combine several sources or subscribe to
/// streams as they go (models in ``CombinationModels``).
extension SignalLaws {
    static var combination: String { "combination models" }

    /// The first two sources' arrivals, subscribed in order.
    static func firstTwo(_ replay: ModelReplay) -> [[Timed]] {
        [replay.source(0, ordinal: 0), replay.source(1, ordinal: 1)]
    }

    /// `Signal.merge(ss)`: every value; completes once all have completed; the first failure fails it.
    public static var merge: OperatorLaw<VariadicOperator> {
        fanIn(
            "merge", "Signal.merge(ss) ≡ mergeModel(ss)", family: combination,
            call: { merge, sources, _ in merge(sources) },
            model: { replay, _ in
                CombinationModels.merge(ModelReplay.allSources(replay), subscribedAt: replay.subscription)
            })
    }

    /// `a.merge(b)`: as ``merge`` on two.
    public static var mergeWith: OperatorLaw<BinaryOperator> {
        binary("merge with", "a.merge(b) ≡ mergeModel([a, b])", family: combination) { replay in
            CombinationModels.merge(firstTwo(replay), subscribedAt: replay.subscription)
        }
    }

    /// `Signal.merge(a, b)`: as ``merge`` on two.
    public static var mergeOfTwo: OperatorLaw<BinaryOperator> {
        binary("merge of two", "Signal.merge(a, b) ≡ mergeModel([a, b])", family: combination) { replay in
            CombinationModels.merge(firstTwo(replay), subscribedAt: replay.subscription)
        }
    }

    /// `a.concat(b)`: `a`, then `b` subscribed when `a` completes; a failure ends it all.
    public static var concat: OperatorLaw<BinaryOperator> {
        binary("concat", "a.concat(b) ≡ concatModel([a, b])", family: combination) { replay in
            CombinationModels.concat(replay, [0, 1])
        }
    }

    /// `Signal.concat(ss)`: each source subscribed when the one before completes.
    public static var concatOfMany: OperatorLaw<VariadicOperator> {
        variadic(
            "concat of many", "Signal.concat(ss) ≡ concatModel(ss)", family: combination,
            call: { concat, sources, _ in concat(sources) },
            model: { replay, _ in CombinationModels.concat(replay, Array(replay.schedule.sources.indices)) })
    }

    /// `concat()` of a signal of signals: as ``concatOfMany``.
    public static var concatOfSignals: OperatorLaw<FlatteningOperator> {
        variadic(
            "concat of a signal of signals", "Signal.from(ss).concat() ≡ concatModel(ss)", family: combination,
            call: { concat, sources, _ in concat(signalOf(sources)) },
            model: { replay, _ in CombinationModels.concat(replay, Array(replay.schedule.sources.indices)) })
    }

    /// `flatten()` of a signal of signals: as ``merge``.
    public static var flatten: OperatorLaw<FlatteningOperator> {
        variadic(
            "flatten", "Signal.from(ss).flatten() ≡ mergeModel(ss)", family: combination,
            call: { flatten, sources, _ in flatten(signalOf(sources)) },
            model: { replay, _ in
                CombinationModels.merge(ModelReplay.allSources(replay), subscribedAt: replay.subscription)
            })
    }

    /// `flatten(maxConcurrent: n)`: at most `n` inner signals at once (0: no limit), the rest queued.
    public static var flattenWithLimit: OperatorLaw<CountedFlatteningOperator> {
        variadic(
            "flatten with a limit", "Signal.from(ss).flatten(maxConcurrent: n) ≡ flattenModel(ss, n)",
            family: combination, uses: [.n],
            call: { flatten, sources, input in flatten(signalOf(sources), input.n) },
            model: { replay, input in
                CombinationModels.flatten(replay, Array(replay.schedule.sources.indices), maxConcurrent: input.n)
            })
    }

    /// `a.zip(with: b)`: the `i`-th values of both as pairs; the law observes `10·a + b`.
    public static var zipWith: OperatorLaw<PairingOperator> {
        OperatorLaw(
            "zip with", "a.zip(with: b).map { 10·$0 + $1 } ≡ zipModel([a, b])", family: combination, sources: 2...2,
            apply: { zip, sources, _ in
                lower(zip(lift(sources[0]), lift(sources[1])).map { Value(lawValue: 10 * $0.lawValue + $1.lawValue) })
            },
            model: { replay, _ in
                CombinationModels.zip(firstTwo(replay), subscribedAt: replay.subscription, rules: replay.semantics) {
                    10 * $0[0] + $0[1]
                }
            })
    }

    /// `Signal.zip(ss)`: the `i`-th values of every source as arrays; the law observes them as digits.
    public static var zipOfMany: OperatorLaw<CombiningOperator> {
        fanIn(
            "zip of many", "Signal.zip(ss).map(digits) ≡ zipModel(ss)", family: combination,
            call: { zip, sources, _ in zip(sources).map(digits) },
            model: { replay, _ in
                CombinationModels.zip(
                    ModelReplay.allSources(replay), subscribedAt: replay.subscription, rules: replay.semantics
                ) { $0.reduce(0) { 10 * $0 + $1 } }
            })
    }

    /// `Signal.zip(a, b, r)`: the `i`-th values of both reduced by `r`; the law reduces by `10·a + b`.
    public static var zipReducing: OperatorLaw<BinaryReducingOperator> {
        OperatorLaw(
            "zip reducing", "Signal.zip(a, b) { 10·$0 + $1 } ≡ zipModel([a, b])", family: combination, sources: 2...2,
            apply: { zip, sources, _ in
                lower(zip(lift(sources[0]), lift(sources[1])) { Value(lawValue: 10 * $0.lawValue + $1.lawValue) })
            },
            model: { replay, _ in
                CombinationModels.zip(firstTwo(replay), subscribedAt: replay.subscription, rules: replay.semantics) {
                    10 * $0[0] + $0[1]
                }
            })
    }

    /// `a.combineLatest(with: b)`: once both have sent, each value paired with the other's latest; the law observes `10·a + b`.
    public static var combineLatestWith: OperatorLaw<PairingOperator> {
        OperatorLaw(
            "combineLatest with", "a.combineLatest(with: b).map { 10·$0 + $1 } ≡ combineLatestModel([a, b])",
            family: combination, sources: 2...2,
            apply: { combineLatest, sources, _ in
                lower(
                    combineLatest(lift(sources[0]), lift(sources[1])).map {
                        Value(lawValue: 10 * $0.lawValue + $1.lawValue)
                    })
            },
            model: { replay, _ in
                CombinationModels.combineLatest(
                    firstTwo(replay), subscribedAt: replay.subscription, rules: replay.semantics
                ) { 10 * $0[0] + $0[1] }
            })
    }

    /// `Signal.combineLatest(ss)`: once every source has sent, the latest values as arrays; the law observes digits.
    public static var combineLatestOfMany: OperatorLaw<CombiningOperator> {
        fanIn(
            "combineLatest of many", "Signal.combineLatest(ss).map(digits) ≡ combineLatestModel(ss)",
            family: combination,
            call: { combineLatest, sources, _ in combineLatest(sources).map(digits) },
            model: { replay, _ in
                CombinationModels.combineLatest(
                    ModelReplay.allSources(replay), subscribedAt: replay.subscription, rules: replay.semantics
                ) { $0.reduce(0) { 10 * $0 + $1 } }
            })
    }

    /// `Signal.combineLatest(a, b, r)`: the latest values of both reduced by `r`; the law reduces by `10·a + b`.
    public static var combineLatestReducing: OperatorLaw<BinaryReducingOperator> {
        OperatorLaw(
            "combineLatest reducing", "Signal.combineLatest(a, b) { 10·$0 + $1 } ≡ combineLatestModel([a, b])",
            family: combination, sources: 2...2,
            apply: { combineLatest, sources, _ in
                lower(
                    combineLatest(lift(sources[0]), lift(sources[1])) {
                        Value(lawValue: 10 * $0.lawValue + $1.lawValue)
                    })
            },
            model: { replay, _ in
                CombinationModels.combineLatest(
                    firstTwo(replay), subscribedAt: replay.subscription, rules: replay.semantics
                ) { 10 * $0[0] + $0[1] }
            })
    }

    /// `a.sample(b)`: at each of `b`'s values, `a`'s latest value if any; either's terminal event ends it.
    public static var sample: OperatorLaw<BinaryOperator> {
        binary("sample", "a.sample(b) ≡ sampleModel(a, b)", family: combination) { replay in
            CombinationModels.sample(replay.source(0, ordinal: 0), sampler: replay.source(1, ordinal: 1))
        }
    }

    /// `switchToLatest()`: each inner signal until the next one arrives; the
    /// law maps `a`'s values to the other sources (`ss[1 + v % (count - 1)]`).
    public static var switchToLatest: OperatorLaw<FlatteningOperator> {
        variadic(
            "switchToLatest", "a.map { ss[1 + $0 % (count-1)] }.switchToLatest() ≡ switchModel", family: combination,
            call: { switchToLatest, sources, _ in
                switchToLatest(
                    sources[0].map { sources[CombinationModels.selected($0.lawValue, among: sources.count)] })
            },
            model: { replay, _ in
                CombinationModels.switchToLatest(replay, outer: 0) {
                    CombinationModels.selected($0, among: replay.schedule.sources.count)
                }
            })
    }

    /// `Signal.if(c, then: b, else: last)`: the signal the latest condition picks.
    public static var `if`: OperatorLaw<ConditionalOperator> {
        variadic(
            "if", "Signal.if(a.map(p), then: b, else: last) ≡ switchModel", family: combination, uses: [.p],
            call: { choose, sources, input in
                choose(sources[0].map(values(input.p)), sources[1], sources[sources.count - 1])
            },
            model: { replay, input in
                CombinationModels.switchToLatest(replay, outer: 0) {
                    input.p($0) ? 1 : replay.schedule.sources.count - 1
                }
            })
    }

    /// `Signal.switch(key, cases:, default:)`: the signal the latest key picks, the default for other keys.
    public static var switchWithDefault: OperatorLaw<SwitchOperator> {
        variadic(
            "switch with a default", "Signal.switch(a.map { $0 % 2 }, cases: [0: b], default: last) ≡ switchModel",
            family: combination,
            call: { choose, sources, _ in
                choose(sources[0].map { $0.lawValue % 2 }, [0: sources[1]], sources[sources.count - 1])
            },
            model: { replay, _ in
                CombinationModels.switchToLatest(replay, outer: 0) {
                    $0 % 2 == 0 ? 1 : replay.schedule.sources.count - 1
                }
            })
    }

    /// `flattenMap(k)`: each value's stream `k(v)`, merged.
    public static var flattenMap: OperatorLaw<FlattenMapOperator> {
        unary(
            "flattenMap", "s.flattenMap(k) ≡ flattenMapModel(s, k)", family: combination, uses: [.k],
            call: { flattenMap, s, input in
                let k = input.k
                return flattenMap(s) { value in
                    let inner: Signal<Int, TestFailure> = k(value.lawValue)
                    return lift(inner)
                }
            },
            model: { s, input in CombinationModels.flattenMap(s, input.k) })
    }

    /// `a.then { b }`: `a`'s terminal event only, then `b` when `a` completes.
    public static var then: OperatorLaw<ThenOperator> {
        OperatorLaw(
            "then", "a.then { b } ≡ thenModel(a, b)", family: combination, sources: 2...2,
            apply: { then, sources, _ in
                let next = lift(sources[1])
                return lower(then(lift(sources[0])) { next })
            },
            model: { replay, _ in CombinationModels.then(replay, 0, 1) })
    }
}
