/// A RACStream operator that every ``ReactiveStreamOfInt`` has, with its
/// array model: what the agreement laws of ``StreamAgreement`` apply to each
/// form of a stream. The operators come from `ReactiveStream`'s extensions,
/// so on a stream type of one's own they run on its five primitives.
public enum StreamOperation: String, Sendable, CaseIterable {
    /// `map(f)`, `filter(p)`, `ignore(x)`, `flattenMap(k)`, `concat(s.map(f))`, `take(n)`, `skip(n)`.
    case map, filter, ignore, flattenMap, concat, take, skip
    /// `take(while: p)`; the raw value is the operator's Swift name, as for the other predicate forms.
    case takeWhile = "take(while:)"
    /// `take(until: p)`: the values before the first one `p` accepts.
    case takeUntil = "take(until:)"
    /// `skip(while: p)`: the values from the first one `p` rejects.
    case skipWhile = "skip(while:)"
    /// `skip(until: p)`: the values from the first one `p` accepts.
    case skipUntil = "skip(until:)"
    /// `scan(x)`, `combinePrevious(x)` (both with `f`), `startWith(x)`, `distinctUntilChanged()`.
    case scan, combinePrevious, startWith, distinctUntilChanged

    /// The operator as written in statements, such as `"map(f)"`.
    public var expression: String {
        switch self {
        case .map: "map(f)"
        case .filter: "filter(p)"
        case .ignore: "ignore(x)"
        case .flattenMap: "flattenMap(k)"
        case .concat: "concat(s.map(f))"
        case .take: "take(n)"
        case .skip: "skip(n)"
        case .takeWhile: "take(while: p)"
        case .takeUntil: "take(until: p)"
        case .skipWhile: "skip(while: p)"
        case .skipUntil: "skip(until: p)"
        case .scan: "scan(x) { f($0) + $1 }"
        case .combinePrevious: "combinePrevious(x) { f($0) - $1 }"
        case .startWith: "startWith(x)"
        case .distinctUntilChanged: "distinctUntilChanged()"
        }
    }

    /// The parameters of ``LawInput`` the operator reads.
    public var parameters: [LawParameter] {
        switch self {
        case .map, .concat: [.f]
        case .filter, .takeWhile, .takeUntil, .skipWhile, .skipUntil: [.p]
        case .ignore, .startWith: [.x]
        case .flattenMap: [.k]
        case .take, .skip: [.n]
        case .scan, .combinePrevious: [.x, .f]
        case .distinctUntilChanged: []
        }
    }

    /// The operator applied to `stream`. `k` never fails here: a failure
    /// would end a push form early, and pull forms cannot fail at all.
    public func apply<Sample, Stream: ReactiveStreamOfInt>(to stream: Stream, _ input: LawInput<Sample>) -> Stream {
        switch self {
        case .map: stream.map(input.f.callAsFunction)
        case .filter: stream.filter(input.p.callAsFunction)
        case .ignore: stream.ignore(input.x)
        case .flattenMap: stream.flattenMap { input.k.neverFailing($0) }
        case .concat: stream.concat(stream.map(input.f.callAsFunction))
        case .take: stream.take(input.n)
        case .skip: stream.skip(input.n)
        case .takeWhile: stream.take(while: input.p.callAsFunction)
        case .takeUntil: stream.take(until: input.p.callAsFunction)
        case .skipWhile: stream.skip(while: input.p.callAsFunction)
        case .skipUntil: stream.skip(until: input.p.callAsFunction)
        case .scan: stream.scan(input.x) { input.f($0) &+ $1 }
        case .combinePrevious: stream.combinePrevious(input.x) { input.f($0) &- $1 }
        case .startWith: stream.startWith(input.x)
        case .distinctUntilChanged: stream.distinctUntilChanged()
        }
    }

    /// The reference: what the operator means on an array (RAC 2.5 semantics).
    public func model<Sample>(_ array: [Int], _ input: LawInput<Sample>) -> [Int] {
        switch self {
        case .map: array.map(input.f.callAsFunction)
        case .filter: array.filter(input.p.callAsFunction)
        case .ignore: array.filter { $0 != input.x }
        case .flattenMap: array.flatMap { value in input.k.parts(for: value).map { $0.function(value) } }
        case .concat: array + array.map(input.f.callAsFunction)
        case .take: Array(array.prefix(input.n))
        case .skip: Array(array.dropFirst(input.n))
        case .takeWhile: Array(array.prefix(while: input.p.callAsFunction))
        case .takeUntil: Array(array.prefix { !input.p($0) })
        case .skipWhile: Array(array.drop(while: input.p.callAsFunction))
        case .skipUntil: Array(array.drop { !input.p($0) })
        case .scan:
            array.reduce(into: (running: input.x, values: [Int]())) { state, value in
                state.running = input.f(state.running) &+ value
                state.values.append(state.running)
            }.values
        case .combinePrevious: zip([input.x] + array, array).map { input.f($0) &- $1 }
        case .startWith: [input.x] + array
        case .distinctUntilChanged:
            array.enumerated().filter { index, value in index == 0 || array[index - 1] != value }.map(\.element)
        }
    }
}
