import Reactive

/// The laws of the failure operators (models in ``ErrorModels``).
extension SignalLaws {
    static var error: String { "error models" }

    /// `a.catch { _ in b }`: `a`, and on its failure `b` instead.
    public static var `catch`: OperatorLaw<CatchOperator> {
        OperatorLaw(
            "catch", "a.catch { _ in b } ≡ catchModel(a, b)", family: error, sources: 2...2,
            apply: { catching, sources, _ in
                let replacement = lift(sources[1])
                return lower(catching(lift(sources[0])) { _ in replacement })
            },
            model: { replay, _ in ErrorModels.catch(replay, 0, replacement: 1) })
    }

    /// `a.catchTo(b)`: `a`, and on its failure `b` instead.
    public static var catchTo: OperatorLaw<BinaryOperator> {
        binary("catchTo", "a.catchTo(b) ≡ catchModel(a, b)", family: error) { replay in
            ErrorModels.catch(replay, 0, replacement: 1)
        }
    }

    /// The failure a law's throwing function throws.
    static var thrown: Failure { Failure(lawSource: ErrorModels.thrown.source) }

    /// `try(body)`: each value `body` accepts; the first it throws on fails the output with that error.
    public static var `try`: OperatorLaw<TryOperator> {
        unary(
            "try", "s.try { p($0) or throw } ≡ tryMapModel(s, p ? id)", family: error, uses: [.p],
            call: { attempt, s, input in
                let p = values(input.p)
                return attempt(s) { value throws(Failure) in if !p(value) { throw thrown } }
            },
            model: { s, input in ErrorModels.tryMap(s) { input.p($0) ? $0 : nil } })
    }

    /// `tryMap(f)`: each value transformed; the first `f` throws on fails the output with that error.
    public static var tryMap: OperatorLaw<TryMapOperator> {
        unary(
            "tryMap", "s.tryMap { p($0) ? f($0) : throw } ≡ tryMapModel(s, p ? f)", family: error, uses: [.p, .f],
            call: { tryMap, s, input in
                let p = values(input.p)
                let f = values(input.f)
                return tryMap(s) { value throws(Failure) in
                    guard p(value) else { throw thrown }
                    return f(value)
                }
            },
            model: { s, input in ErrorModels.tryMap(s) { input.p($0) ? input.f($0) : nil } })
    }

    /// `mapFailure(f)`: the source with its failure transformed; the law maps source `i`'s failure to `i + 2`'s.
    public static var mapFailure: OperatorLaw<MapFailureOperator> {
        unary(
            "mapFailure", "s.mapFailure { TestFailure($0.source + 2) } ≡ mapFailureModel", family: error,
            call: { mapFailure, s, _ in mapFailure(s) { Failure(lawSource: $0.lawSource + 2) } },
            model: { s, _ in ErrorModels.mapFailure(s) { TestFailure(source: $0.source + 2) } })
    }

    /// `retry(n)`: the source resubscribed on each of its first `n` failures.
    public static var retry: OperatorLaw<CountOperator> {
        OperatorLaw(
            "retry", "s.retry(n) ≡ retryModel(s, n)", family: error, uses: [.n],
            apply: { retry, sources, input in lower(retry(lift(sources[0]), input.n)) },
            model: { replay, input in ErrorModels.retry(replay, 0, input.n) })
    }
}
