import Reactive

/// One stage of a generated sequence pipeline, as data: it prints as code,
/// shrinks, and has a model over arrays (``SequenceStage/model(_:)``).
public enum SequenceStage: Sendable, Hashable {
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
    /// `s.flattenMap { k($0) }` with the sequence form of `k` (a failing value's stream is empty).
    case flattenMap(StreamFunction)
    /// `s.concat(ReactiveSequence(values))`.
    case concat([Int])
    /// `s.eagerSequence`: the values evaluated at once, the rest of the pipeline on the eager form.
    case eager
}

extension SequenceStage {
    /// The stage as the library's operator applied to `sequence`.
    public func apply(to sequence: ReactiveSequence<Int>) -> ReactiveSequence<Int> {
        switch self {
        case .map(let f): sequence.map { f($0) }
        case .filter(let p): sequence.filter { p($0) }
        case .scan(let start, let r): sequence.scan(start) { r($0, $1) }
        case .take(let count): sequence.take(count)
        case .skip(let count): sequence.skip(count)
        case .distinctUntilChanged: sequence.distinctUntilChanged()
        case .combinePrevious(let start, let r): sequence.combinePrevious(start) { r($0, $1) }
        case .flattenMap(let k):
            sequence.flattenMap { x -> ReactiveSequence<Int> in
                let parts = k.neverFailing.parts(for: x)
                // `.return` for one part, as the signal pipelines do: the binds' forwarding form.
                return parts.count == 1 ? .return(parts[0].function(x)) : ReactiveSequence(parts.map { $0.function(x) })
            }
        case .concat(let values): sequence.concat(ReactiveSequence(values))
        case .eager: sequence.eagerSequence
        }
    }

    /// What the stage makes of `values`: a plain function on arrays.
    public func model(_ values: [Int]) -> [Int] {
        switch self {
        case .map(let f): return values.map(f.callAsFunction)
        case .filter(let p): return values.filter(p.callAsFunction)
        case .scan(let start, let r):
            var running = start
            return values.map {
                running = r(running, $0)
                return running
            }
        case .take(let count): return Array(values.prefix(count))
        case .skip(let count): return Array(values.dropFirst(count))
        case .distinctUntilChanged:
            return values.enumerated().filter { $0.offset == 0 || values[$0.offset - 1] != $0.element }.map(\.element)
        case .combinePrevious(let start, let r):
            return zip([start] + values, values).map { r($0, $1) }
        case .flattenMap(let k): return values.flatMap { x in k.neverFailing.parts(for: x).map { $0.function(x) } }
        case .concat(let more): return values + more
        case .eager: return values
        }
    }

    /// `upstream` followed by this stage, as Swift code.
    func code(after upstream: String) -> String {
        switch self {
        case .map(let f): upstream + ".map { \(f.code("$0")) }"
        case .filter(let p): upstream + ".filter { $0 < \(p.threshold) }"
        case .scan(let start, let r): upstream + ".scan(\(start)) { \(r) }"
        case .take(let count): upstream + ".take(\(count))"
        case .skip(let count): upstream + ".skip(\(count))"
        case .distinctUntilChanged: upstream + ".distinctUntilChanged()"
        case .combinePrevious(let start, let r): upstream + ".combinePrevious(\(start)) { \(r) }"
        case .flattenMap(let k): upstream + ".flattenMap { x in \(k.neverFailing.sequenceCode) }"
        case .concat(let values): upstream + ".concat(ReactiveSequence(\(values)))"
        case .eager: upstream + ".eagerSequence"
        }
    }
}

extension StreamFunction {
    /// The inner sequence of `x` as Swift code: `.return(x + 1)`, `ReactiveSequence([x, 2 * x])`, behind a guard when it has one.
    var sequenceCode: String {
        let body =
            parts.count == 1
            ? ".return(\(parts[0].function.code("x")))"
            : "ReactiveSequence([" + parts.map { $0.function.code("x") }.joined(separator: ", ") + "])"
        if case .emptyWhen(let p) = guarding { return "x < \(p.threshold) ? .empty : \(body)" }
        return body
    }
}
