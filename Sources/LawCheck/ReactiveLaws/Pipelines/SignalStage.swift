import Reactive

/// One stage of a generated signal pipeline: a catalog operator with its
/// parameters, as data, so that it prints as code, shrinks, and has a model
/// over its upstream's events. Stages that read another source name it by
/// its position in the schedule, taken modulo the schedule's source count,
/// so that a schedule with fewer sources still runs every pipeline.
public enum SignalStage: Sendable, Hashable {
    /// `s.map { f($0) }`.
    case map(IntFunction)
    /// `s.filter { p($0) }`.
    case filter(IntPredicate)
    /// `s.scan(start) { r($0, $1) }`.
    case scan(start: Int, IntReduction)
    /// `s.take(n)`.
    case take(Int)
    /// `s.skip(n)`.
    case skip(Int)
    /// `s.distinctUntilChanged()`.
    case distinctUntilChanged
    /// `s.combinePrevious(start) { r($0, $1) }`.
    case combinePrevious(start: Int, IntReduction)
    /// `s.flattenMap { k($0) }`: an inner signal per value, `.return`,
    /// `.empty` and `.error` among them (the fast paths of `flattenMap`).
    case flattenMap(StreamFunction)
    /// `s.concat(b)`.
    case concat(source: Int)
    /// `s.merge(b)`.
    case merge(source: Int)
    /// `Signal.zip(s, b) { r($0, $1) }`.
    case zip(source: Int, IntReduction)
    /// `s.catch { _ in b }`.
    case `catch`(source: Int)
    /// `s.retry(n)`.
    case retry(Int)
    /// `s.delay(n)` on the replay's scheduler.
    case delay(Int)
    /// `s.deliver(on:)` the replay's scheduler.
    case deliverOn
    /// The user's operator at `index` of the law's ``PipelineOperator``s, with a parameter drawn for it.
    case custom(index: Int, parameter: Int)
}

extension SignalStage {
    /// The stage as the library's operator applied to `signal`; `source`
    /// resolves a source reference to the replay's signal.
    func apply(
        to signal: Signal<Int, TestFailure>, operators: [PipelineOperator], source: (Int) -> Signal<Int, TestFailure>
    ) -> Signal<Int, TestFailure> {
        switch self {
        case .map(let f): return signal.map { f($0) }
        case .filter(let p): return signal.filter { p($0) }
        case .scan(let start, let r): return signal.scan(start) { r($0, $1) }
        case .take(let count): return signal.take(count)
        case .skip(let count): return signal.skip(count)
        case .distinctUntilChanged: return signal.distinctUntilChanged()
        case .combinePrevious(let start, let r): return signal.combinePrevious(start) { r($0, $1) }
        case .flattenMap(let k): return signal.flattenMap { k.innerSignal($0) }
        case .concat(let index): return signal.concat(source(index))
        case .merge(let index): return signal.merge(source(index))
        case .zip(let index, let r): return Signal.zip(signal, source(index)) { r($0, $1) }
        case .catch(let index):
            let replacement = source(index)
            return signal.catch { _ in replacement }
        case .retry(let count): return signal.retry(count)
        case .delay(let ticks): return signal.delay(.seconds(ticks), on: Models.scheduler)
        case .deliverOn: return signal.deliver(on: Models.scheduler)
        case .custom(let index, let parameter): return operators[index].apply(signal, parameter)
        }
    }
}

extension StreamFunction {
    /// The inner signal of `x` a pipeline's `flattenMap` stage returns: the
    /// library's trivial signals where `k(x)` is one — `.error` for a failing
    /// value, `.empty` without parts, `.return` for one part without delay,
    /// which `flattenMap` handles without a subscription — and the
    /// concatenation of the parts otherwise. During an audit each is
    /// instrumented as `inner` (`Signal/value(_:after:)`).
    public func innerSignal(_ x: Int) -> Signal<Int, TestFailure> {
        if fails(at: x) { return .failing(with: Self.failure) }
        let parts = parts(for: x)
        if parts.isEmpty { return Replay.probe?.instrument(.empty, name: "inner") ?? .empty }
        if parts.count == 1 && parts[0].delay == 0 { return .value(parts[0].function(x), after: 0) }
        return self(x)
    }
}
