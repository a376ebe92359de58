import Reactive

/// Every reference-model law of the signal operators, as a typed value that
/// takes the operator under test with the operator's own Swift signature:
///
/// ```swift
/// OperatorLaws.take.check { source, count in source.myTake(count) }
/// SignalLaws<String, NetworkError>.filter.check { source, isIncluded in source.myFilter(isIncluded) }
/// ```
///
/// `Value` and `Failure` are the types the operator runs on: laws draw
/// numbers and source failures, and hand them to the operator through
/// ``LawValue`` and ``LawFailure``. ``OperatorLaws`` runs on `Int` and
/// ``TestFailure``. Each law lives in the file of its family
/// (`SliceLaws.swift` for `take`, `skip`, …); <doc:OwnOperators> lists them all.
public enum SignalLaws<Value: LawValue, Failure: LawFailure> {
    /// The signals an operator under test takes and returns.
    public typealias Source = Signal<Value, Failure>

    /// A replayed source as the operator's own type.
    static func lift(_ source: Signal<Int, TestFailure>) -> Source {
        if let same = source as? Source { return same }
        return source.map { Value(lawValue: $0) }.mapFailure { Failure(lawSource: $0.source) }
    }

    /// The operator's output as the numbers and failures the models predict.
    static func lower(_ output: Source) -> Signal<Int, TestFailure> {
        if let same = output as? Signal<Int, TestFailure> { return same }
        return output.map(\.lawValue).mapFailure { TestFailure(source: $0.lawSource) }
    }

    /// `function` of the law's numbers as a function of the operator's values.
    static func values(_ function: IntFunction) -> @Sendable (Value) -> Value {
        { Value(lawValue: function($0.lawValue)) }
    }

    /// `predicate` of the law's numbers as a predicate on the operator's values.
    static func values(_ predicate: IntPredicate) -> @Sendable (Value) -> Bool {
        { predicate($0.lawValue) }
    }
}

/// The laws of signal operators on `Int` values and ``TestFailure``: what
/// this package's own law tests check its operators with.
public typealias OperatorLaws = SignalLaws<Int, TestFailure>
