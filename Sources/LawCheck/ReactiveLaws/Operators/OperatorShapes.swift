import Reactive

/// The signatures of the operators under test, one per shape of operator.
/// A law's type names its shape: `OperatorLaw<SignalLaws.CountOperator>`
/// takes `{ source, count in … }`.
extension SignalLaws {
    /// An operator on one signal: `distinctUntilChanged()`.
    public typealias UnaryOperator = @Sendable (Source) -> Source
    /// An operator on one signal with a count: `take(n)`.
    public typealias CountOperator = @Sendable (Source, Int) -> Source
    /// An operator on one signal with a value: `startWith(x)`.
    public typealias ValueOperator = @Sendable (Source, Value) -> Source
    /// An operator on one signal with a predicate: `filter(p)`.
    public typealias PredicateOperator = @Sendable (Source, @escaping @Sendable (Value) -> Bool) -> Source
    /// An operator on one signal with a transform: `map(f)`.
    public typealias TransformOperator = @Sendable (Source, @escaping @Sendable (Value) -> Value) -> Source
    /// An operator on one signal with a start value and a combining function: `scan(x, f)`.
    public typealias AccumulateOperator =
        @Sendable (Source, Value, @escaping @Sendable (Value, Value) -> Value) -> Source
    /// An operator on two signals: `a.take(until: b)`.
    public typealias BinaryOperator = @Sendable (Source, Source) -> Source
    /// An operator on any number of signals: `Signal.merge(ss)`.
    public typealias VariadicOperator = @Sendable ([Source]) -> Source
    /// An operator pairing two signals' values: `a.zip(with: b)`.
    public typealias PairingOperator = @Sendable (Source, Source) -> Signal<(Value, Value), Failure>
    /// An operator combining any number of signals' values: `Signal.zip(ss)`.
    public typealias CombiningOperator = @Sendable ([Source]) -> Signal<[Value], Failure>
    /// An operator mapping each value to a signal and flattening them: `flattenMap(k)`.
    public typealias FlattenMapOperator = @Sendable (Source, @escaping @Sendable (Value) -> Source) -> Source
    /// An operator flattening a signal of signals: `concat()`, `flatten()`.
    public typealias FlatteningOperator = @Sendable (Signal<Source, Failure>) -> Source
    /// An operator flattening a signal of signals with a count: `flatten(maxConcurrent: n)`.
    public typealias CountedFlatteningOperator = @Sendable (Signal<Source, Failure>, Int) -> Source
}

extension SignalLaws {
    /// A law of an operator on the first source with one parameter handed to it.
    static func unary<Operator>(
        _ name: String, _ statement: String, family: String, uses parameters: [LawParameter] = [],
        call: @escaping @Sendable (Operator, Source, LawInput<Schedule>) -> Source,
        model: @escaping @Sendable ([Timed], LawInput<Schedule>) -> [Timed]
    ) -> OperatorLaw<Operator> {
        OperatorLaw(
            name, statement, family: family, uses: parameters,
            apply: { `operator`, sources, input in lower(call(`operator`, lift(sources[0]), input)) },
            model: { replay, input in model(replay.source(0), input) },
            upstreamModel: { source, input, _ in model(source, input) })
    }

    /// A law of an operator on the first source whose model reads the
    /// replay (its ``ModelReplay/semantics``, its subscription) besides the
    /// first source's events.
    static func unary<Operator>(
        _ name: String, _ statement: String, family: String, uses parameters: [LawParameter] = [],
        call: @escaping @Sendable (Operator, Source, LawInput<Schedule>) -> Source,
        replayModel model: @escaping @Sendable (ModelReplay, [Timed], LawInput<Schedule>) -> [Timed]
    ) -> OperatorLaw<Operator> {
        OperatorLaw(
            name, statement, family: family, uses: parameters,
            apply: { `operator`, sources, input in lower(call(`operator`, lift(sources[0]), input)) },
            model: { replay, input in model(replay, replay.source(0), input) })
    }

    /// A law of an operator on the first two sources.
    static func binary(
        _ name: String, _ statement: String, family: String,
        model: @escaping @Sendable (ModelReplay) -> [Timed]
    ) -> OperatorLaw<BinaryOperator> {
        OperatorLaw(
            name, statement, family: family, sources: 2...2,
            apply: { `operator`, sources, _ in lower(`operator`(lift(sources[0]), lift(sources[1]))) },
            model: { replay, _ in model(replay) })
    }
}

extension SignalLaws {
    /// `scan(x, withIndex:)`: an operator with a start value and a function of the running value, a value and its index.
    public typealias IndexedAccumulateOperator =
        @Sendable (Source, Value, @escaping @Sendable (Value, Value, Int) -> Value) -> Source
    /// `reduceEach`: an operator on a signal of pairs with a function of the pair.
    public typealias ReduceEachOperator =
        @Sendable (Signal<(Value, Value), Failure>, @escaping @Sendable (Value, Value) -> Value) -> Source
    /// `not()`: an operator on a signal of Booleans.
    public typealias BooleanOperator = @Sendable (Signal<Bool, Failure>) -> Signal<Bool, Failure>
    /// `and()`, `or()`: an operator reducing each array of Booleans to one.
    public typealias BooleanReducingOperator = @Sendable (Signal<[Bool], Failure>) -> Signal<Bool, Failure>
    /// `materialize()`: an operator turning events into values.
    public typealias MaterializeOperator = @Sendable (Source) -> Signal<Event<Value, Failure>, Never>
    /// `dematerialize()`: an operator turning values that are events back into events.
    public typealias DematerializeOperator = @Sendable (Signal<Event<Value, Failure>, Never>) -> Source

    /// An event of the operator's types as the law's numbers and failures.
    static func lower(_ event: Event<Value, Failure>) -> Event<Int, TestFailure> {
        switch event {
        case .next(let value): .next(value.lawValue)
        case .completed: .completed
        case .failed(let failure): .failed(TestFailure(source: failure.lawSource))
        }
    }

    /// An event of the law's numbers and failures as the operator's types.
    static func lift(_ event: Event<Int, TestFailure>) -> Event<Value, Failure> {
        switch event {
        case .next(let value): .next(Value(lawValue: value))
        case .completed: .completed
        case .failed(let failure): .failed(Failure(lawSource: failure.source))
        }
    }
}

extension SignalLaws {
    /// `Signal.zip(a, b, r)`: an operator on two signals with a function of their values.
    public typealias BinaryReducingOperator =
        @Sendable (Source, Source, @escaping @Sendable (Value, Value) -> Value) -> Source
    /// `Signal.if(c, then: a, else: b)`: an operator choosing between two signals by a signal of Booleans.
    public typealias ConditionalOperator = @Sendable (Signal<Bool, Failure>, Source, Source) -> Source
    /// `Signal.switch(key, cases:, default:)`: an operator choosing a signal by a signal of keys.
    public typealias SwitchOperator = @Sendable (Signal<Int, Failure>, [Int: Source], Source) -> Source
    /// `a.then { b }`: an operator on a signal and a block making the next one.
    public typealias ThenOperator = @Sendable (Source, @escaping @Sendable () -> Source) -> Source

    /// A law of an operator on every source of the schedule.
    static func variadic<Operator>(
        _ name: String, _ statement: String, family: String, uses parameters: [LawParameter] = [],
        call: @escaping @Sendable (Operator, [Source], LawInput<Schedule>) -> Source,
        model: @escaping @Sendable (ModelReplay, LawInput<Schedule>) -> [Timed]
    ) -> OperatorLaw<Operator> {
        OperatorLaw(
            name, statement, family: family, sources: 2...3, uses: parameters,
            apply: { `operator`, sources, input in lower(call(`operator`, sources.map(lift), input)) },
            model: model)
    }

    /// A signal sending `signals` at once, then completing.
    static func signalOf(_ signals: [Source]) -> Signal<Source, Failure> {
        Signal<Source, Failure>.from(signals)
    }

    /// Values as the law's digits: `[1, 2, 3]` is 123.
    static func digits(_ values: [Value]) -> Value {
        Value(lawValue: values.reduce(0) { 10 * $0 + $1.lawValue })
    }

    /// A collected array as ``AggregateModels/digits(_:)`` codes it: a leading 1, so that `[]` is 1.
    static func collected(_ values: [Value]) -> Value {
        Value(lawValue: AggregateModels.digits(values.map(\.lawValue)))
    }
}

extension SignalLaws {
    /// `catch(h)`: an operator replacing a failure by the signal `h` makes of it.
    public typealias CatchOperator = @Sendable (Source, @escaping @Sendable (Failure) -> Source) -> Source
    /// `try(body)`: an operator running a throwing check on each value.
    public typealias TryOperator = @Sendable (Source, @escaping @Sendable (Value) throws(Failure) -> Void) -> Source
    /// `tryMap(f)`: an operator with a throwing transform.
    public typealias TryMapOperator = @Sendable (Source, @escaping @Sendable (Value) throws(Failure) -> Value) -> Source
    /// `mapFailure(f)`: an operator transforming the failure.
    public typealias MapFailureOperator = @Sendable (Source, @escaping @Sendable (Failure) -> Failure) -> Source
    /// `doNext(effect)`: an operator running an effect on each value.
    public typealias ValueEffectOperator = @Sendable (Source, @escaping @Sendable (Value) -> Void) -> Source
    /// `doFailed(effect)`: an operator running an effect on the failure.
    public typealias FailureEffectOperator = @Sendable (Source, @escaping @Sendable (Failure) -> Void) -> Source
    /// `doCompleted`, `initially`, `finally`: an operator running an effect.
    public typealias EffectOperator = @Sendable (Source, @escaping @Sendable () -> Void) -> Source
    /// `aggregate(into: x, update)`: an operator updating a running value in place.
    public typealias InPlaceAccumulateOperator =
        @Sendable (Source, Value, @escaping @Sendable (inout Value, Value) -> Void) -> Source
    /// `collect()`: an operator gathering the values into one array.
    public typealias CollectOperator = @Sendable (Source) -> Signal<[Value], Failure>
    /// `any()`: an operator deciding a Boolean from the values.
    public typealias VerdictOperator = @Sendable (Source) -> Signal<Bool, Never>
    /// `any(p)`, `all(p)`: an operator deciding a Boolean from the values by a predicate.
    public typealias PredicateVerdictOperator =
        @Sendable (Source, @escaping @Sendable (Value) -> Bool) -> Signal<Bool, Never>
    /// Combine's `contains(where: { _ in true })`: a verdict that passes the source's failure on.
    public typealias FailableVerdictOperator = @Sendable (Source) -> Signal<Bool, Failure>
    /// Combine's `contains(where:)`, `allSatisfy`: a verdict by a predicate that passes the source's failure on.
    public typealias FailablePredicateVerdictOperator =
        @Sendable (Source, @escaping @Sendable (Value) -> Bool) -> Signal<Bool, Failure>
    /// `delay`, `throttle`: a time operator with an interval and the scheduler it waits on.
    public typealias TimedOperator = @Sendable (Source, Duration, any Scheduler) -> Source
    /// `throttle(_:on:valuesPassing:)`: a time operator with a predicate.
    public typealias TimedPredicateOperator =
        @Sendable (Source, Duration, any Scheduler, @escaping @Sendable (Value) -> Bool) -> Source
    /// `buffer(_:on:)`: a time operator gathering values into arrays.
    public typealias TimedCollectOperator = @Sendable (Source, Duration, any Scheduler) -> Signal<[Value], Failure>
    /// `timeout(after:on:raising:)`: a time operator failing with a given error.
    public typealias TimeoutOperator = @Sendable (Source, Duration, any Scheduler, Failure) -> Source
    /// `Signal.interval`, `Signal.timer`: a constructor of a signal of times.
    public typealias ClockOperator = @Sendable (Duration, any Scheduler) -> Signal<Duration, Never>
    /// `deliver(on:)`, `subscribe(on:)`: an operator moving work onto a scheduler.
    public typealias SchedulingOperator = @Sendable (Source, any Scheduler) -> Source
    /// `group(by: key, transform: f)` with `flatten()`: an operator splitting values by key and merging them back.
    public typealias RegroupOperator =
        @Sendable (Source, @escaping @Sendable (Value) -> Int, @escaping @Sendable (Value) -> Value) -> Source
    /// `group(by:)`: an operator splitting values into one signal per key, of the user's own `Group` type.
    public typealias GroupOperator<Group: Sendable> =
        @Sendable (Source, @escaping @Sendable (Value) -> Int) -> Signal<Group, Failure>
}
