import Reactive

/// Reference models of the operators that raise, replace or retry failures:
/// `catch`, `catchTo`, `try`, `tryMap`, `mapFailure`, `retry(n)`.
public enum ErrorModels {
    /// The failure the model laws' `try` and `tryMap` throw, printed `TestFailure(z)`.
    public static let thrown = TestFailure(source: 25)

    /// `a.catch { _ in b }`: `a`, and on its failure `b`, subscribed at that moment.
    public static func `catch`(_ replay: ModelReplay, _ source: Int, replacement: Int) -> [Timed] {
        let events = replay.source(source).upToTerminal
        guard let last = events.last, last.event.isFailure else { return events }
        return events.dropLast() + replay.arrivals(of: replacement, subscribedAt: last.moment)
    }

    /// `s.tryMap(body)`: values through `body`; the first it throws for fails
    /// the output with ``thrown`` at that moment.
    public static func tryMap(_ source: [Timed], _ body: (Int) -> Int?) -> [Timed] {
        Models.synchronous(source) { event in
            guard let value = event.value else { return [event] }
            return [body(value).map { .next($0) } ?? .failed(thrown)]
        }
    }

    /// `s.mapFailure(transform)`: the failure transformed.
    public static func mapFailure(_ source: [Timed], _ transform: (TestFailure) -> TestFailure) -> [Timed] {
        Models.synchronous(source) { event in
            if case .failed(let failure) = event { return [.failed(transform(failure))] }
            return [event]
        }
    }

    /// `s.retry(n)`: on failure, subscribes again at that moment, `n` times at
    /// most; the last failure passes.
    public static func retry(_ replay: ModelReplay, _ source: Int, _ count: Int) -> [Timed] {
        var output: [Timed] = []
        var start = replay.subscription
        for attempt in 0...count {
            let events = replay.arrivals(of: source, subscribedAt: start).upToTerminal
            guard let last = events.last, last.event.isFailure, attempt < count else { return output + events }
            output += events.dropLast()
            start = last.moment
        }
        return output
    }
}

extension StreamHarness where Stream == Signal<Int, TestFailure>, Sample == Schedule, Observation == Trace {
    /// Model laws of the failure operators (``ErrorModels``).
    public var errorModels: Battery<LawInput<Schedule>, Trace> {
        Battery("error models", laws: [
            model("catch", "a.catch { _ in b } ≡ catchModel(a, b)",
                  { sources, _ in sources[0].catch { _ in sources[1] } },
                  model: { replay, _ in ErrorModels.catch(replay, 0, replacement: 1) }),
            model("catchTo", "a.catchTo(b) ≡ catchModel(a, b)",
                  { sources, _ in sources[0].catchTo(sources[1]) },
                  model: { replay, _ in ErrorModels.catch(replay, 0, replacement: 1) }),
            model("try", "s.try { p($0) or throw } ≡ tryMapModel(s, p ? id)", uses: [.p],
                  unary: { s, input in
                      s.try { value throws(TestFailure) in if !input.p(value) { throw ErrorModels.thrown } }
                  },
                  model: { s, input in ErrorModels.tryMap(s) { input.p($0) ? $0 : nil } }),
            model("tryMap", "s.tryMap { p($0) ? f($0) : throw } ≡ tryMapModel(s, p ? f)", uses: [.p, .f],
                  unary: { s, input in
                      s.tryMap { value throws(TestFailure) in
                          guard input.p(value) else { throw ErrorModels.thrown }
                          return input.f(value)
                      }
                  },
                  model: { s, input in ErrorModels.tryMap(s) { input.p($0) ? input.f($0) : nil } }),
            model("mapFailure", "s.mapFailure { TestFailure($0.source + 2) } ≡ mapFailureModel",
                  unary: { s, _ in s.mapFailure { TestFailure(source: $0.source + 2) } },
                  model: { s, _ in ErrorModels.mapFailure(s) { TestFailure(source: $0.source + 2) } }),
            model("retry", "s.retry(n) ≡ retryModel(s, n)", uses: [.n],
                  { sources, input in sources[0].retry(input.n) },
                  model: { replay, input in ErrorModels.retry(replay, 0, input.n) }),
        ])
    }
}
