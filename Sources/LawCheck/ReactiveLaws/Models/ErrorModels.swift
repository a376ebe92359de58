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
